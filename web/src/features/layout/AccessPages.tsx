// The /blocked and /locked pages (spec section 2), loaded only when shown.
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import { HomeLink } from '../../core/ui/ErrorPages';
import styles from '../../core/ui/ErrorPages.module.css';

/** The country's name in the UI's language, when the code names one. */
function countryName(code: string | null, locale: string): string | undefined {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return undefined;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase());
    return name && name !== code.toUpperCase() ? name : code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/** /blocked?country=XX: sign-in or sign-up was refused for the visitor's country. */
export function BlockedPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const name = countryName(params.get('country'), intl.locale);
  usePageTitle({ id: 'page.blocked.short', defaultMessage: 'Not available in your country' });
  useBodyPage('blocked');
  return (
    <section className={styles.page} data-testid="blocked-page">
      <h1>
        {name ? (
          <FormattedMessage
            id="page.blocked.title"
            defaultMessage="Sorry, we're not available in {countryName} right now"
            values={{ countryName: name }}
          />
        ) : (
          <FormattedMessage
            id="page.blocked.title.unknown"
            defaultMessage="Sorry, we're not available in your country right now"
          />
        )}
      </h1>
      <HomeLink />
    </section>
  );
}

/** /locked: the visitor may not see the page they asked for. */
export function LockedPage() {
  usePageTitle({ id: 'page.locked.short', defaultMessage: 'Unauthorized' });
  useBodyPage('locked');
  return (
    <section className={styles.page} data-testid="locked-page">
      <h1>
        <FormattedMessage
          id="page.locked.title"
          defaultMessage="Unauthorized. Sorry, but you are not authorized to view the page"
        />
      </h1>
      <HomeLink />
    </section>
  );
}
