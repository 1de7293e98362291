// The app shell: a sticky header of one row (brand, live link with its counter, sign-in or the
// player's balance and menu, odds format, language, theme, search; on phones the links and settings fold
// into a menu so the row stays 56 px), the offline warning under it, the sport menu (a
// collapsible side column on desktop, a scrolling strip on phones, with sport icons), the page and
// the footer, and on phones a bar at the bottom of the screen (features/navigation PhoneBar: home,
// live, the slip, my bets and the header's menu); the open modal, toasts, and what the features
// mount on every page (app/features.ts: the slip, the page furniture, the URL's asks...) or while a
// player is signed in.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigation } from 'react-router';
import type { Counters } from '../api/types';
import { pageHint } from '../core/initialData';
import { LocalNavLink } from '../core/links';
import { useLocaleState } from '../core/locale';
import { usePrefs } from '../core/prefs';
import { REQUEST } from '../core/routeData';
import { useApi } from '../core/useApi';
import { ConnectionWarning } from '../core/alerts/ConnectionWarning';
import { useBodyCountry } from '../core/embed/frame';
import { Toasts } from '../core/alerts/Toasts';
import { useAuth } from '../core/auth';
import { ModalHost } from './ModalHost';
import { useFooterLayout } from '../features/cms';
import { Footer } from '../features/layout';
import { NavRow, useNavigation as useNavigationZones, Zone } from '../features/navigation';
import { Icon, loadIconSprite } from '../core/ui/Icon';
import { ErrorPage } from '../core/ui/ErrorPages';
import { Part } from '../core/parts';
import styles from '../core/ui/Shell.module.css';
import { FEATURES } from './features';
import { lazyWhenOnline } from '../core/connection';

/** A language that failed to load says so: loaded only then, as every failure's message is. */
const LanguageError = lazyWhenOnline(() => import('./LanguageError'));

export function Layout() {
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
  const menu = useMenu();
  return (
    <FeatureProviders>
      <div className={styles.app} data-menu-collapsed={menuCollapsed}>
        <a href="#main" className={styles.skip}>
          <FormattedMessage id="nav.skip-to-content" defaultMessage="Skip to content" />
        </a>
        <div className={styles.progress} data-active={busy} role="progressbar" aria-hidden={!busy} />
        <div className={styles.top}>
          <Part>
            <Header menu={menu} />
          </Part>
          <ConnectionWarning />
        </div>
        {failed && (
          <Suspense fallback={null}>
            <LanguageError />
          </Suspense>
        )}
        <div className={styles.body}>
          <Part>
            <SportMenu />
          </Part>
          <main className={styles.main} id="main" tabIndex={-1}>
            <Part>{failedOnServer ? <ErrorPage /> : <Outlet />}</Part>
          </main>
        </div>
        <Suspense fallback={null}>
          <NavRow menu={menu} />
        </Suspense>
        {footer !== 'none' && (
          <Suspense fallback={null}>
            <Footer compact={footer === 'compact'} />
          </Suspense>
        )}
        <Part>
          <ModalHost />
          <Toasts />
          <FeatureParts />
        </Part>
      </div>
    </FeatureProviders>
  );
}

const providers = FEATURES.flatMap((f) => (f.provider ? [f.provider] : []));
const everyPage = FEATURES.flatMap((f) => (f.everyPage ? [f.everyPage] : []));
const signedIn = FEATURES.flatMap((f) => (f.signedIn ? [f.signedIn] : []));

/** The features' providers, around the shell. */
function FeatureProviders({ children }: { children: ReactNode }) {
  return providers.reduceRight<ReactNode>((inner, Provider) => <Provider>{inner}</Provider>, children);
}

/** What the features mount beside every page, and while a player is signed in (the watchers of
 * reality checks and activity, the player's own settings, alerts): each in its own boundary, so
 * one part's loading hides no other. */
function FeatureParts() {
  const { status } = useAuth();
  const parts = status === 'LOGGED_IN' ? [...everyPage, ...signedIn] : everyPage;
  return parts.map((Part, i) => (
    <Suspense key={i} fallback={null}>
      <Part />
    </Suspense>
  ));
}

/** The phone menu, which the header's button and the phone's bar open: open on the page it was
 * opened on, so navigating closes it; Escape and a click outside close it too. */
function useMenu() {
  // A fixed id, the page having one menu: Preact's useId gave the menu the id a lazily loaded
  // dialog's first field also got ('P0-0'), so that field's label named the menu instead.
  const id = 'site-menu';
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
  return { open, toggle: () => setOpenAt(open ? null : pathname), ref, id };
}

function Header({ menu }: { menu: ReturnType<typeof useMenu> }) {
  const intl = useIntl();
  const { theme, setTheme } = usePrefs();
  const { status } = useAuth();
  const counters = useApi<Counters>(REQUEST.counters);
  const { open: menuOpen, toggle: toggleMenu, ref: menuRef, id: menuId } = menu;

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

function SportMenu() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'nav.sports', defaultMessage: 'Sports menu' });
  return (
    <nav className={styles.sportMenu} aria-label={label} data-testid="sport-menu">
      <Zone name="side" />
    </nav>
  );
}
