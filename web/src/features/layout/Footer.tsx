// The site footer (spec: the footer and licence come from the site config): the licence, the
// 18+ notice with the responsible-gambling warning, the responsible-gambling page (limits and
// self-exclusion) and the terms, which unfold in place.
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalLink } from '../../app/links';
import { SITE_CONFIG } from '../../app/siteConfig';
import styles from './Footer.module.css';

export function Footer() {
  const intl = useIntl();
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <ul className={styles.links}>
        <li>
          <LocalLink to="/profile/responsible-gambling">
            <FormattedMessage id="footer.responsible-gambling" defaultMessage="Responsible gambling" />
          </LocalLink>
        </li>
        <li>
          <details className={styles.terms}>
            <summary>
              <FormattedMessage id="footer.terms" defaultMessage="Terms and conditions" />
            </summary>
            <p>
              <FormattedMessage
                id="footer.terms.text"
                defaultMessage="Bets are accepted from players aged 18 and over only."
              />
            </p>
          </details>
        </li>
      </ul>
      <p className={styles.warning}>
        <span
          className={styles.age}
          role="img"
          aria-label={intl.formatMessage({
            id: 'footer.age',
            defaultMessage: 'Only for players aged 18 and over',
          })}
        >
          18+
        </span>
        <FormattedMessage id="footer.warning" defaultMessage="Gambling can be addictive. Play responsibly." />
      </p>
      <p className={styles.licence} data-testid="licence">
        {SITE_CONFIG.licence ?? (
          <FormattedMessage
            id="footer.licence"
            defaultMessage="This demo site holds no gambling licence: bets are placed with demo money only."
          />
        )}
      </p>
    </footer>
  );
}
