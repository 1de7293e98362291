// The spec's error pages (section 2): each has a 'Go to home page' link. And the failure and empty
// states of the first screen's lists, whose code loads only when one shows (ListState).
import { useEffect } from 'react';
import { lazyWhenOnline } from '../connection';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router';
import { LocalLink } from '../links';
import { useLocale } from '../locale';
import { report } from '../reporting/report';
import { localizePath } from '../../domain/locale';
import { useBodyPage, usePageTitle } from '../pageTitle';
import errorImage from './error-image.svg?no-inline';
import styles from './ErrorPages.module.css';

/** A failed request's message with Retry (`query`), or a match list's reason to be empty (`why`)
 * with its next step (`action`, or the reason's own): core/ui/ListState, loaded when one shows (on
 * a first screen that works none of its code or messages is sent); nothing while it loads. */
export const ListState = lazyWhenOnline(() => import('./ListState'));

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
      <ErrorImage />
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

/**
 * The root fallback (spec section 2: "Root fallbacks show UNEXPECTED ERROR"): the shell itself
 * failed, so there is no header or menu to keep. Its way home is a plain link, a full page load,
 * because the app that failed is not one to navigate inside.
 */
export function RootFallback() {
  const error = useRouteError();
  const locale = useLocale();
  console.error(error);
  return (
    <section className={styles.page} role="alert" data-testid="root-fallback">
      <ErrorImage />
      <h1>
        <FormattedMessage id="error.unexpected" defaultMessage="UNEXPECTED ERROR" />
      </h1>
      <a href={localizePath('/', locale)} className={styles.home}>
        <FormattedMessage id="page.error.home-button.title" defaultMessage="Go to home page" />
      </a>
    </section>
  );
}

/** The error pages' picture: a ball gone flat beside its goal. A file of its own, fetched only when
 * an error page shows; decorative, the heading says it. */
function ErrorImage() {
  return (
    <img
      className={styles.image}
      src={errorImage}
      alt=""
      width="160"
      height="100"
      data-testid="error-image"
    />
  );
}
