// The app shell: a sticky header of one row (brand, live link with its counter, sign-in or the
// player's balance and menu, odds format, language, theme, search; on phones the links and settings fold
// into a menu so the row stays 56 px), the offline warning under it, the sport menu (a
// collapsible side column on desktop, a scrolling strip on phones, with sport icons), the page and
// the footer; the open modal, toasts, the page furniture (cookie notice, welcome, reminders), while
// signed in the responsible-gambling watcher, and the floating favourites button when the site
// turns it on.
import { BetSlipHost, SlipSettingsProvider } from '../betslip/BetSlipHost';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import type { Counters, SportList } from '../../api/types';
import { pageHint } from '../../app/initialData';
import { LocalLink, LocalNavLink } from '../../app/links';
import { dismissLocaleError, ensureLocale, useLocaleState } from '../../app/locale';
import { usePrefs } from '../../app/prefs';
import { REQUEST } from '../../app/routeData';
import { SITE_CONFIG } from '../../app/siteConfig';
import { useApi } from '../../app/useApi';
import { isSupportedLocale, LOCALE_NAMES, SUPPORTED_LOCALES, switchLocalePath } from '../../domain/locale';
import { isOddsType, ODDS_TYPES } from '../../domain/odds';
import { ConnectionWarning } from '../alerts/ConnectionWarning';
import { Toasts } from '../alerts/Toasts';
import { useAuth } from '../auth/context';
import { ModalHost } from '../auth/ModalHost';
import { UrlActionsHandler } from '../auth/UrlActions';
import { Furniture } from '../furniture/Furniture';
import { SearchButton } from '../search/SearchButton';
import { SportIcon } from '../ui/SportIcon';
import { ErrorPage } from './ErrorPages';
import styles from './Layout.module.css';

export function Layout() {
  const navigation = useNavigation();
  const { switching, failed } = useLocaleState();
  const { menuCollapsed } = usePrefs();
  const busy = navigation.state !== 'idle' || switching;
  // The server could not build this page (it answered 500): say so rather than try again.
  const failedOnServer = pageHint(useLocation().pathname)?.page === 'error';
  return (
    <SlipSettingsProvider>
      <div className={styles.app} data-menu-collapsed={menuCollapsed}>
        <a href="#main" className={styles.skip}>
          <FormattedMessage id="nav.skip-to-content" defaultMessage="Skip to content" />
        </a>
        <div className={styles.progress} data-active={busy} role="progressbar" aria-hidden={!busy} />
        <div className={styles.top}>
          <Header />
          <ConnectionWarning />
        </div>
        {failed && <LanguageError />}
        <div className={styles.body}>
          <SportMenu />
          <main className={styles.main} id="main" tabIndex={-1}>
            {failedOnServer ? <ErrorPage /> : <Outlet />}
          </main>
        </div>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        <UrlActionsHandler />
        <ModalHost />
        <Toasts />
        <Furniture />
        <SignedInWatchers />
        {SITE_CONFIG.floatingFavourites && (
          <Suspense fallback={null}>
            <FloatingFavourites />
          </Suspense>
        )}
        <BetSlipHost />
      </div>
    </SlipSettingsProvider>
  );
}

const HeaderAccount = lazy(() => import('../wallet/HeaderAccount'));
const NotificationBell = lazy(() => import('../notifications/NotificationBell'));
// Below every page, so the first screen does not wait for it (the first-route JS ceiling).
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));
const RgWatcher = lazy(() => import('../limits/RgWatcher'));
const PlayerSettingsSync = lazy(() => import('../auth/PlayerSettings'));
const JackpotHitAlert = lazy(() => import('../jackpots/JackpotHitAlert'));
const JackpotCard = lazy(() => import('../jackpots/JackpotCard'));
const BonusAlerts = lazy(() => import('../bonuses/BonusAlerts'));
const FloatingFavourites = lazy(() => import('../favourites/FloatingFavourites'));

/** Reality checks, activity tracking, the player's own bet settings, jackpot-hit and bonus alerts,
 * while signed in. */
function SignedInWatchers() {
  const { status } = useAuth();
  if (status !== 'LOGGED_IN') return null;
  return (
    <Suspense fallback={null}>
      <RgWatcher />
      <PlayerSettingsSync />
      <JackpotHitAlert />
      <BonusAlerts />
    </Suspense>
  );
}

/** Sign-in and sign-up for visitors; notifications, balance, currency, deposit and the profile menu
 * for players. */
function HeaderAuth() {
  const { status, openModal } = useAuth();
  if (status === 'LOGGED_IN')
    return (
      <div className={styles.auth}>
        <Suspense fallback={null}>
          <NotificationBell />
          <HeaderAccount />
        </Suspense>
      </div>
    );
  if (status !== 'NOT_LOGGED_IN') return <div className={styles.auth} aria-busy="true" />;
  return (
    <div className={styles.auth}>
      <button type="button" className={styles.signIn} onClick={() => openModal({ kind: 'signIn' })}>
        <FormattedMessage id="header.sign-in" defaultMessage="Sign in" />
      </button>
      <button type="button" className={styles.signUp} onClick={() => openModal({ kind: 'signUp' })}>
        <FormattedMessage id="header.sign-up" defaultMessage="Sign up" />
      </button>
    </div>
  );
}

/** The phone menu: open on the page it was opened on, so navigating closes it; Escape and a
 * click outside close it too. */
function useMenu() {
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenAt(null);
    const onClick = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);
  return { open, toggle: () => setOpenAt(open ? null : pathname), ref };
}

function Header() {
  const intl = useIntl();
  const { oddsType, setOddsType, theme, setTheme } = usePrefs();
  const { locale } = useLocaleState();
  const counters = useApi<Counters>(REQUEST.counters);
  const location = useLocation();
  const navigate = useNavigate();
  const { open: menuOpen, toggle: toggleMenu, ref: menuRef } = useMenu();
  const menuId = useId();

  const changeLanguage = async (next: string) => {
    if (!isSupportedLocale(next)) return;
    const here = location.pathname + location.search + location.hash;
    // The messages load first (the progress bar runs), then the URL changes: the page never
    // shows a locale in its address that it cannot display yet.
    if (await ensureLocale(next)) void navigate(switchLocalePath(here, next));
  };

  return (
    <header className={styles.header} data-testid="site-header">
      <LocalLink to="/" className={styles.brand}>
        {/* The site's mark stands in for its name where a signed-in phone row has no room. */}
        <svg className={styles.brandMark} viewBox="0 0 24 24" aria-hidden="true">
          <rect width="24" height="24" rx="6" fill="currentColor" />
          <circle cx="12" cy="12" r="6.5" fill="none" stroke="var(--bg)" strokeWidth="2" />
          <path d="M12 8.5l3.3 2.4-1.3 3.9h-4l-1.3-3.9z" fill="var(--bg)" />
        </svg>
        <span className={styles.brandName}>
          <FormattedMessage id="app.name" defaultMessage="Sportsbook" />
        </span>
      </LocalLink>
      <div className={styles.menuWrap} ref={menuRef}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={toggleMenu}
          data-testid="menu-button"
        >
          <MenuIcon />
          <span className="visually-hidden">
            <FormattedMessage id="nav.menu" defaultMessage="Menu" />
          </span>
        </button>
        {/* On a phone a panel under the header; on a desktop its parts sit in the header row. */}
        <div className={styles.menu} id={menuId} data-open={menuOpen}>
          <nav
            className={styles.topnav}
            aria-label={intl.formatMessage({ id: 'nav.main', defaultMessage: 'Main' })}
          >
            <LocalNavLink to="/live" className={styles.toplink}>
              <span className={styles.liveDot} aria-hidden="true" />
              <FormattedMessage id="nav.live" defaultMessage="Live" />
              <span className={styles.count} data-testid="live-count">
                {counters.data?.live ?? ''}
              </span>
            </LocalNavLink>
            <LocalNavLink to="/cybersport" className={styles.toplink}>
              <FormattedMessage id="nav.esports" defaultMessage="E-sports" />
            </LocalNavLink>
            <Suspense fallback={null}>
              <JackpotCard />
            </Suspense>
            <LocalNavLink to="/promotions" className={styles.toplink}>
              <FormattedMessage id="bonus.promotions" defaultMessage="Promotions" />
            </LocalNavLink>
          </nav>
          <div className={styles.controls}>
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
            <label className={styles.control}>
              <span className="visually-hidden">
                <FormattedMessage id="header.language" defaultMessage="Language" />
              </span>
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
            <button
              type="button"
              className={styles.iconButton}
              data-testid="theme-toggle"
              aria-label={intl.formatMessage({ id: 'header.theme', defaultMessage: 'Theme' })}
              aria-pressed={theme === 'light'}
              title={intl.formatMessage(
                theme === 'dark'
                  ? { id: 'header.theme.light', defaultMessage: 'Switch to the light theme' }
                  : { id: 'header.theme.dark', defaultMessage: 'Switch to the dark theme' },
              )}
              onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
            >
              {theme === 'dark' ? <MoonIcon /> : <SunIcon />}
            </button>
          </div>
        </div>
      </div>
      <SearchButton className={`${styles.iconButton} ${styles.search}`} />
      <HeaderAuth />
    </header>
  );
}

function LanguageError() {
  return (
    <div className={styles.alert} role="alert">
      <div>
        <strong>
          <FormattedMessage id="global-error.default.title" defaultMessage="Something went wrong" />
        </strong>{' '}
        <FormattedMessage
          id="global-error.default.description"
          defaultMessage="Please try again in a while."
        />
      </div>
      <button type="button" className={styles.iconButton} onClick={dismissLocaleError}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">
          <FormattedMessage id="common.close" defaultMessage="Close" />
        </span>
      </button>
    </div>
  );
}

function SportMenu() {
  const intl = useIntl();
  const sports = useApi<SportList>(REQUEST.sports);
  const counters = useApi<Counters>(REQUEST.counters);
  const { menuCollapsed, setMenuCollapsed } = usePrefs();
  const countOf = new Map(counters.data?.sports.map((c) => [c.id, c.matchesCount + c.outrightsCount]) ?? []);
  const label = intl.formatMessage({ id: 'nav.sports', defaultMessage: 'Sports menu' });
  return (
    <nav className={styles.sportMenu} aria-label={label} data-testid="sport-menu">
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
      <ul id="sport-list">
        <li>
          <LocalNavLink to="/schedule" className={styles.sportLink} title={intl.formatMessage(SCHEDULE)}>
            <LineIcon className={styles.sportIcon} d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />
            <span className={styles.sportName}>{intl.formatMessage(SCHEDULE)}</span>
          </LocalNavLink>
        </li>
        <li>
          <LocalNavLink to="/results" className={styles.sportLink} title={intl.formatMessage(RESULTS)}>
            <LineIcon className={styles.sportIcon} d="M5 4h14v4a7 7 0 0 1-14 0zM12 15v4M8 20h8" />
            <span className={styles.sportName}>{intl.formatMessage(RESULTS)}</span>
          </LocalNavLink>
        </li>
        {sports.data
          ? sports.data.data.map((s) => (
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
    </nav>
  );
}

const SCHEDULE = { id: 'schedule.title', defaultMessage: 'Schedule' };
const RESULTS = { id: 'results.title', defaultMessage: 'Results' };

/** A stroked 24 × 24 icon of one path (the schedule's calendar, the results' cup). */
function LineIcon({ d, className }: { d: string; className: string | undefined }) {
  return (
    <svg
      className={className}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={d} />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" />
    </svg>
  );
}
