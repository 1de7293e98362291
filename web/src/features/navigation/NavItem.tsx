// The navigation items of the zones (spec section 2): each item type is drawn by the site's own
// component where there is one (the brand, search, the bell, the account, the settings, the
// promotions link, the jackpot card, the sports menu); the others (ExtraItems) load with the first
// zone that shows one, so the first screen carries only what the site's own header draws.
import { Suspense } from 'react';
import { lazyWhenOnline } from '../../core/connection';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { Counters, SportList as Sports } from '../../api/types';
import { LocalLink, LocalNavLink } from '../../core/links';
import { ensureLocale, useLocaleState } from '../../core/locale';
import { usePrefs } from '../../core/prefs';
import { REQUEST } from '../../core/routeData';
import { useSiteConfig } from '../../core/siteConfig';
import { textLang } from '../../core/textLang';
import { useApi } from '../../core/useApi';
import { useFeatureFlag, useMatchVisibility } from '../../core/featureFlags';
import { isMatchVisible } from '../../domain/featureFlags';
import { isSupportedLocale, LOCALE_NAMES, SUPPORTED_LOCALES, switchLocalePath } from '../../domain/locale';
import { isOddsType, ODDS_TYPES } from '../../domain/odds';
import { useAuth } from '../../core/auth';
import { ActionButton } from '../../core/embed/ActionButton';
import styles from '../../core/ui/Shell.module.css';
import { Icon } from '../../core/ui/Icon';
import { SportIcon } from '../../core/ui/SportIcon';
import { useSlots } from '../../core/slots';
import { Part } from '../../core/parts';
import { useZone } from './useNavigation';
import type { NavItem, ZoneName } from './zones';

const ExtraItem = lazyWhenOnline(() => import('./ExtraItems'));
const UnseenBonusCount = lazyWhenOnline(() =>
  import('./ExtraItems').then((m) => ({ default: m.UnseenBonusCount })),
);

/** The items of a zone the visitor sees, in the operator's order. */
export function Zone({ name }: { name: ZoneName }) {
  const items = useZone(name);
  return (
    <>
      {items.map((item, i) => (
        // A takeover draws the header's items a task each (core/parts).
        <Part key={`${i}-${item.type}`}>
          <NavItemView item={item} />
        </Part>
      ))}
    </>
  );
}

export function NavItemView({ item }: { item: NavItem }) {
  const { status } = useAuth();
  const { searchButton: SearchButton, notificationBell: NotificationBell } = useSlots();
  switch (item.type) {
    case 'brand-logo':
      return <BrandLogo />;
    case 'search':
      return SearchButton ? <SearchButton className={`${styles.iconButton} ${styles.search}`} /> : null;
    case 'notifications':
      // The bell is a player's: a visitor has no notifications, whatever the zone says.
      return status === 'LOGGED_IN' && NotificationBell ? (
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
      ) : null;
    case 'profile':
      return <Profile />;
    case 'language':
      return <LanguageSelect />;
    case 'odds':
      return <OddsSelect />;
    case 'bonus':
      return <PromotionsLink />;
    case 'jackpot-card':
      return <JackpotCardItem jackpotId={item.jackpot} />;
    case 'side-menu':
      return <SideMenuToggle />;
    case 'sport-list':
      return <SportList />;
    default:
      return (
        <Suspense fallback={null}>
          <ExtraItem item={item} />
        </Suspense>
      );
  }
}

/** The site's logo for the current theme (theme.yaml), else its mark and name. On a phone only the
 * logo's mark shows, and the site's own mark on a signed-in row (Layout.module.css); the logo's
 * text or the name stays the link's name. */
function BrandLogo() {
  const { logo } = useSiteConfig();
  const { theme } = usePrefs();
  const { locale } = useIntl();
  const src = theme === 'light' ? (logo?.light ?? logo?.dark) : (logo?.dark ?? logo?.light);
  return (
    <LocalLink to="/" className={styles.brand} data-testid="brand">
      {src && logo ? (
        <img
          className={styles.brandLogo}
          src={src}
          alt={logo.alt}
          // Its proportions keep its box before it loads (the stylesheet sets its height).
          width={logo.width}
          height={logo.height ?? 28}
          {...textLang(logo.altLocale, locale)}
        />
      ) : (
        <>
          <svg className={styles.brandMark} viewBox="0 0 24 24" aria-hidden="true">
            <rect width="24" height="24" rx="6" fill="currentColor" />
            <circle cx="12" cy="12" r="6.5" fill="none" stroke="var(--bg)" strokeWidth="2" />
            <path d="M12 8.5l3.3 2.4-1.3 3.9h-4l-1.3-3.9z" fill="var(--bg)" />
          </svg>
          <span className={styles.brandName}>
            <FormattedMessage id="app.name" defaultMessage="Sportsbook" />
          </span>
        </>
      )}
    </LocalLink>
  );
}

/** The jackpot card, while the jackpots feature flag is on. */
function JackpotCardItem({ jackpotId }: { jackpotId?: string }) {
  const { jackpotCard: JackpotCard } = useSlots();
  if (!useFeatureFlag('jackpots') || !JackpotCard) return null;
  return (
    <Suspense fallback={null}>
      <JackpotCard jackpotId={jackpotId} />
    </Suspense>
  );
}

/** A visitor's sign-in and sign-up, as far as the site allows them (which an embedding site's parent may take over); a player's
 * balance, currency, deposit and profile menu. */
function Profile() {
  const { status, openModal } = useAuth();
  const { headerAccount: HeaderAccount } = useSlots();
  // Only what the site allows (site configuration).
  const { signInAllowed, signUpAllowed } = useSiteConfig();
  if (status === 'LOGGED_IN')
    return HeaderAccount ? (
      <Suspense fallback={null}>
        <HeaderAccount />
      </Suspense>
    ) : null;
  // Not known yet: the visitor's buttons' room, unseen and inert, which the likelier answer then
  // takes without moving the row.
  const pending = status !== 'NOT_LOGGED_IN';
  // A class, not a style attribute: the page the server paints carries it too, and its policy
  // allows no inline style.
  const held = pending ? { 'aria-hidden': true, disabled: true } : {};
  const heldClass = pending ? ` ${styles.held}` : '';
  return (
    <>
      {signInAllowed && (
        <ActionButton
          action="sign-in"
          className={styles.signIn + heldClass}
          own={() => openModal({ kind: 'signIn' })}
          {...held}
        >
          <FormattedMessage id="header.sign-in" defaultMessage="Sign in" />
        </ActionButton>
      )}
      {signUpAllowed && (
        <ActionButton
          action="sign-up"
          className={styles.signUp + heldClass}
          own={() => openModal({ kind: 'signUp' })}
          {...held}
        >
          <FormattedMessage id="header.sign-up" defaultMessage="Sign up" />
        </ActionButton>
      )}
    </>
  );
}

function OddsSelect() {
  const intl = useIntl();
  const { oddsType, setOddsType } = usePrefs();
  return (
    <label className={styles.control}>
      <span className="visually-hidden">
        <FormattedMessage id="header.odds-format" defaultMessage="Odds format" />
      </span>
      <select
        data-testid="odds-format"
        value={oddsType}
        onChange={(e) => isOddsType(e.target.value) && setOddsType(e.target.value)}
      >
        {ODDS_TYPES.map((t) => (
          <option key={t} value={t}>
            {intl.formatMessage({ id: `odds.${t}`, defaultMessage: t })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The language select, the current locale's icon beside it (decorative: the select names it). */
function LanguageSelect() {
  const { locale } = useLocaleState();
  const location = useLocation();
  const navigate = useNavigate();
  const changeLanguage = async (next: string) => {
    if (!isSupportedLocale(next)) return;
    const here = location.pathname + location.search + location.hash;
    // The messages load first (the progress bar runs), then the URL changes: the page never
    // shows a locale in its address that it cannot display yet.
    if (await ensureLocale(next)) void navigate(switchLocalePath(here, next));
  };
  return (
    <label className={`${styles.control} ${styles.languageControl}`}>
      <span className="visually-hidden">
        <FormattedMessage id="header.language" defaultMessage="Language" />
      </span>
      <Icon id={`locale-${locale}`} size={18} className={styles.localeIcon} />
      <select
        className={styles.language}
        data-testid="language"
        value={locale}
        onChange={(e) => void changeLanguage(e.target.value)}
      >
        {SUPPORTED_LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The promotions page, with the count of the player's unseen bonuses. */
function PromotionsLink() {
  const { status } = useAuth();
  return (
    <LocalNavLink to="/promotions" className={styles.toplink}>
      <FormattedMessage id="bonus.promotions" defaultMessage="Promotions" />
      {status === 'LOGGED_IN' && (
        <Suspense fallback={null}>
          <UnseenBonusCount />
        </Suspense>
      )}
    </LocalNavLink>
  );
}

/** Shows or hides the sports column (a desktop's; a phone's strip always shows). */
function SideMenuToggle() {
  const { menuCollapsed, setMenuCollapsed } = usePrefs();
  return (
    <button
      type="button"
      className={styles.collapse}
      aria-expanded={!menuCollapsed}
      aria-controls="sport-list"
      onClick={() => setMenuCollapsed(!menuCollapsed)}
    >
      <span aria-hidden="true" className={styles.collapseIcon}>
        ‹
      </span>
      <span className="visually-hidden">
        {menuCollapsed ? (
          <FormattedMessage id="nav.sports.expand" defaultMessage="Show the sports menu" />
        ) : (
          <FormattedMessage id="nav.sports.collapse" defaultMessage="Hide the sports menu" />
        )}
      </span>
    </button>
  );
}

const SCHEDULE = { id: 'schedule.title', defaultMessage: 'Schedule' };
const RESULTS = { id: 'results.title', defaultMessage: 'Results' };

/** The schedule, the results and every sport of the feed with its icon and its count. */
function SportList() {
  const intl = useIntl();
  const sports = useApi<Sports>(REQUEST.sports);
  const counters = useApi<Counters>(REQUEST.counters);
  const visibility = useMatchVisibility();
  const countOf = new Map(counters.data?.sports.map((c) => [c.id, c.matchesCount + c.outrightsCount]) ?? []);
  return (
    <ul id="sport-list">
      <li>
        <LocalNavLink to="/schedule" className={styles.sportLink} title={intl.formatMessage(SCHEDULE)}>
          <Icon id="icon-schedule" className={styles.sportIcon} />
          <span className={styles.sportName}>{intl.formatMessage(SCHEDULE)}</span>
        </LocalNavLink>
      </li>
      <li>
        <LocalNavLink to="/results" className={styles.sportLink} title={intl.formatMessage(RESULTS)}>
          <Icon id="icon-results" className={styles.sportIcon} />
          <span className={styles.sportName}>{intl.formatMessage(RESULTS)}</span>
        </LocalNavLink>
      </li>
      {sports.data
        ? sports.data.data
            .filter((s) => isMatchVisible(visibility, s.type, s.provider))
            .map((s) => (
              <li key={s.id}>
                <LocalNavLink to={`/${s.key}`} className={styles.sportLink} title={s.name}>
                  <SportIcon sportKey={s.key} className={styles.sportIcon} />
                  <span className={styles.sportName}>{s.name}</span>
                  <span className={styles.count} data-testid="sport-count">
                    {countOf.get(s.id) ?? ''}
                  </span>
                </LocalNavLink>
              </li>
            ))
        : Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <span className={styles.sportSkeleton} />
            </li>
          ))}
    </ul>
  );
}
