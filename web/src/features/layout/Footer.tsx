// The site footer (spec: the footer and licence come from the site config): the licence, the
// site's other addresses (mirrors), the 18+ notice with the responsible-gambling warning, the responsible-gambling page (limits and
// self-exclusion), the terms, which unfold in place, and the information pages the operator wrote.
// A CMS page's compact footer keeps the 18+ warning and the licence only.
import { FormattedMessage, useIntl } from 'react-intl';
import { useFeatureFlag } from '../../core/featureFlags';
import { LocalLink } from '../../core/links';
import { useSiteConfig } from '../../core/siteConfig';
import { textLang } from '../../core/textLang';
import styles from './Footer.module.css';

/** The route table's information pages, by their footer label. */
const INFO_PAGES = [
  { path: '/general-rules', label: { id: 'cms.footer.general-rules', defaultMessage: 'General rules' } },
  { path: '/terms-and-conditions', label: { id: 'cms.footer.terms', defaultMessage: 'Full terms' } },
  { path: '/help-center', label: { id: 'cms.footer.help-center', defaultMessage: 'Help centre' } },
  { path: '/about', label: { id: 'cms.footer.about', defaultMessage: 'About us' } },
];

export function Footer({ compact = false }: { compact?: boolean }) {
  const site = useSiteConfig();
  const intl = useIntl();
  const responsibleGambling = useFeatureFlag('responsible_gambling');
  const pages = site.pages ?? [];
  return (
    <footer className={styles.footer} data-testid="site-footer" data-compact={compact}>
      {!compact && (
        <ul className={styles.links}>
          {responsibleGambling && (
            <li>
              <LocalLink to="/profile/responsible-gambling">
                <FormattedMessage id="footer.responsible-gambling" defaultMessage="Responsible gambling" />
              </LocalLink>
            </li>
          )}
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
          {INFO_PAGES.filter((p) => pages.includes(p.path)).map((p) => (
            <li key={p.path}>
              <LocalLink to={p.path}>
                <FormattedMessage {...p.label} />
              </LocalLink>
            </li>
          ))}
        </ul>
      )}
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
      {site.licence ? (
        // The operator's licence line is HTML that the server checked against an allow-list and
        // wrote out again (internal/content): text, emphasis and links only, nothing that runs.
        <div
          className={styles.licence}
          data-testid="licence"
          {...textLang(site.licenceLocale, intl.locale)}
          dangerouslySetInnerHTML={{ __html: site.licence }}
        />
      ) : (
        <p className={styles.licence} data-testid="licence">
          <FormattedMessage
            id="footer.licence"
            defaultMessage="This demo site holds no gambling licence: bets are placed with demo money only."
          />
        </p>
      )}
      {!compact && site.mirrors.length > 0 && (
        <p className={styles.mirrors} data-testid="mirrors">
          <FormattedMessage id="footer.mirrors" defaultMessage="Other addresses of this site:" />{' '}
          {site.mirrors.map((m, i) => (
            <span key={m}>
              {i > 0 && ', '}
              <a href={m} rel="noopener">
                {new URL(m).host}
              </a>
            </span>
          ))}
        </p>
      )}
    </footer>
  );
}
