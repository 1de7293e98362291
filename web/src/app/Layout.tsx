// The app shell: a sticky header of one row (brand, live link with its counter, sign-in or the
// player's balance and menu, odds format, language, theme, search; on phones the links and settings fold
// into a menu so the row stays 56 px), the offline warning under it, the sport menu (a
// collapsible side column on desktop, a scrolling strip on phones, with sport icons), the page and
// the footer; the open modal, toasts, the page furniture (cookie notice, welcome, reminders), while
// signed in the responsible-gambling watcher, and the floating favourites button when the site
// turns it on.
import { BetSlipHost, SlipSettingsProvider } from '../features/betslip/BetSlipHost';
import { lazyWhenOnline } from '../core/connection';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigation } from 'react-router';
import type { Counters } from '../api/types';
import { pageHint } from '../core/initialData';
import { LocalNavLink } from '../core/links';
import { dismissLocaleError, useLocaleState } from '../core/locale';
import { usePrefs } from '../core/prefs';
import { REQUEST } from '../core/routeData';
import { useSiteConfig } from '../core/siteConfig';
import { useApi } from '../core/useApi';
import { ConnectionWarning } from '../core/alerts/ConnectionWarning';
import { bridgeActive, ENVIRONMENT, useBodyCountry } from '../core/embed/frame';
import { Toasts } from '../core/alerts/Toasts';
import { useAuth } from '../core/auth';
import { ModalHost } from './ModalHost';
import { UrlActionsHandler } from '../features/auth/UrlActions';
import { Furniture } from '../features/furniture/Furniture';
import { Zone } from '../features/navigation/NavItem';
import { useNavigation as useNavigationZones } from '../features/navigation/useNavigation';
import { Icon, loadIconSprite } from '../core/ui/Icon';
import { useFooterLayout } from '../features/cms/footerLayout';
import { ErrorPage } from '../core/ui/ErrorPages';
import styles from '../core/ui/Shell.module.css';
import { useFeatureFlag } from '../core/featureFlags';

export function Layout() {
  const site = useSiteConfig();
  const navigation = useNavigation();
  const { switching, failed } = useLocaleState();
  const { menuCollapsed } = usePrefs();
  const busy = navigation.state !== 'idle' || switching;
  // The server could not build this page (it answered 500): say so rather than try again.
  const failedOnServer = pageHint(useLocation().pathname)?.page === 'error';
  // The body carries the signed-in player's country (an embedding site reads it).
  useBodyCountry(useAuth().profile?.country);
  const { icons } = useNavigationZones();
  // The icon sprites come after the first paint: the first screen's JavaScript does not carry them.
  useEffect(() => loadIconSprite(icons), [icons]);
  // A CMS page may ask for a compact footer, or none.
  const footer = useFooterLayout();
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
          <NavRow />
        </Suspense>
        {footer !== 'none' && (
          <Suspense fallback={null}>
            <Footer compact={footer === 'compact'} />
          </Suspense>
        )}
        <UrlActionsHandler />
        <ModalHost />
        <Toasts />
        <Furniture />
        <SignedInWatchers />
        {site.floatingFavourites && (
          <Suspense fallback={null}>
            <FloatingFavourites />
          </Suspense>
        )}
        <BetSlipHost />
        {bridgeActive(ENVIRONMENT) && (
          <Suspense fallback={null}>
            <EmbedBridge />
          </Suspense>
        )}
      </div>
    </SlipSettingsProvider>
  );
}

// Below every page, so the first screen does not wait for it (the first-route JS ceiling).
const Footer = lazyWhenOnline(() => import('../features/layout/Footer').then((m) => ({ default: m.Footer })));
const RgWatcher = lazyWhenOnline(() => import('../features/limits/RgWatcher'));
const PlayerSettingsSync = lazyWhenOnline(() => import('../features/auth/PlayerSettings'));
const JackpotHitAlert = lazyWhenOnline(() => import('../features/jackpots/JackpotHitAlert'));
// The footer zone's row (navigation.yaml), below every page like the footer.
const NavRow = lazyWhenOnline(() => import('../features/navigation/NavRow'));
const BonusAlerts = lazyWhenOnline(() => import('../features/bonuses/BonusAlerts'));
const FloatingFavourites = lazyWhenOnline(() => import('../features/favourites/FloatingFavourites'));
// Only inside a frame of an embedded site: the window messages with the parent page.
const EmbedBridge = lazyWhenOnline(() => import('../features/embed/EmbedBridge'));

/** Reality checks, activity tracking, the player's own bet settings, jackpot-hit and bonus alerts,
 * while signed in. */
function SignedInWatchers() {
  const { status } = useAuth();
  const jackpots = useFeatureFlag('jackpots');
  if (status !== 'LOGGED_IN') return null;
  return (
    <Suspense fallback={null}>
      <RgWatcher />
      <PlayerSettingsSync />
      {jackpots && <JackpotHitAlert />}
      <BonusAlerts />
    </Suspense>
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
  const { theme, setTheme } = usePrefs();
  const { status } = useAuth();
  const counters = useApi<Counters>(REQUEST.counters);
  const { open: menuOpen, toggle: toggleMenu, ref: menuRef } = useMenu();
  const menuId = useId();

  // The operator's zones (navigation.yaml) fill the row; Live, E-sports and the theme toggle are
  // the site's own and always there.
  return (
    <header className={styles.header} data-testid="site-header">
      <Zone name="header" />
      <div className={styles.menuWrap} ref={menuRef}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={toggleMenu}
          data-testid="menu-button"
        >
          <Icon id="icon-menu" />
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
            <Zone name="header-links" />
          </nav>
          <div className={styles.controls}>
            <Zone name="header-settings" />
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
              <Icon id={theme === 'dark' ? 'icon-moon' : 'icon-sun'} size={16} />
            </button>
          </div>
        </div>
      </div>
      <div className={styles.auth} aria-busy={status === 'UNKNOWN' || status === 'PENDING'}>
        <Zone name="header-end" />
      </div>
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
  const label = intl.formatMessage({ id: 'nav.sports', defaultMessage: 'Sports menu' });
  return (
    <nav className={styles.sportMenu} aria-label={label} data-testid="sport-menu">
      <Zone name="side" />
    </nav>
  );
}
