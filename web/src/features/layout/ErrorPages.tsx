// The spec's error pages (section 2): each has a 'Go to home page' link.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router';
import { LocalLink } from '../../app/links';
import { report } from '../../app/reporting/report';
import { useBodyPage, usePageTitle } from '../catalogue/usePageTitle';
import styles from './ErrorPages.module.css';

export function HomeLink() {
  return (
    <LocalLink to="/" className={styles.home}>
      <FormattedMessage id="page.error.home-button.title" defaultMessage="Go to home page" />
    </LocalLink>
  );
}

export function NotFoundPage() {
  usePageTitle({ id: 'page.not-found.short', defaultMessage: 'Page not found' });
  useBodyPage('notFound');
  return (
    <section className={styles.page} data-testid="not-found">
      <h1>
        <FormattedMessage id="page.not-found.title" defaultMessage="Oops, sorry. We can't find that page." />
      </h1>
      <HomeLink />
    </section>
  );
}

export function ErrorPage() {
  const error = useRouteError();
  useBodyPage('error');
  if (error) console.error(error);
  // A 404 response is the page-not-found transaction, which the filter drops.
  useEffect(() => {
    if (error) report(error, { kind: 'route' });
  }, [error]);
  return (
    <section className={styles.page} role="alert" data-testid="error-page">
      <h1>
        <FormattedMessage
          id="page.error.description"
          defaultMessage="Oops! Sorry, something went wrong. Please come back in a while."
        />
      </h1>
      <HomeLink />
    </section>
  );
}
