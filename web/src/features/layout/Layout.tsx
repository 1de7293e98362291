import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import type { Counters, SportList } from '../../api/types';
import { REQUEST } from '../../app/routeData';
import { useApi } from '../../app/useApi';
import { isRtl, LOCALE_NAMES, SUPPORTED_LOCALES, switchLocalePath } from '../../domain/locale';
import { isOddsType, ODDS_TYPES } from '../../domain/odds';
import { usePrefs } from '../../app/prefs';
import styles from './Layout.module.css';

export function Layout() {
  const navigation = useNavigation();
  return (
    <div className={styles.app}>
      <div className={styles.progress} data-active={navigation.state !== 'idle'} role="presentation" />
      <Header />
      <div className={styles.body}>
        <SportMenu />
        <main className={styles.main} id="main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function Header() {
  const intl = useIntl();
  const { oddsType, setOddsType, theme, setTheme } = usePrefs();
  const counters = useApi<Counters>(REQUEST.counters);
  const location = useLocation();
  const locale = intl.locale;

  // Keep <html lang dir> in step with the locale the page shows.
  useEffect(() => {
    document.documentElement.lang = locale;
    if (document.documentElement.dataset.rtlEnabled !== 'false')
      document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
  }, [locale]);

  const changeLanguage = (next: string) => {
    // A new locale is a new page: the server renders it with its language, direction and data.
    document.documentElement.dataset.switching = 'true';
    const here = location.pathname + location.search + location.hash;
    window.location.assign(switchLocalePath(here === '/' ? '/' : here, next));
  };

  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        <FormattedMessage id="app.name" defaultMessage="Sportsbook" />
      </Link>
      <nav
        className={styles.topnav}
        aria-label={intl.formatMessage({ id: 'nav.main', defaultMessage: 'Main' })}
      >
        <NavLink to="/live" className={styles.toplink}>
          <span className={styles.liveDot} aria-hidden="true" />
          <FormattedMessage id="nav.live" defaultMessage="Live" />
          <span className={styles.count}>{counters.data?.live ?? ''}</span>
        </NavLink>
        <NavLink to="/cybersport" className={styles.toplink}>
          <FormattedMessage id="nav.esports" defaultMessage="E-sports" />
        </NavLink>
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
          <select data-testid="language" value={locale} onChange={(e) => changeLanguage(e.target.value)}>
            {SUPPORTED_LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={styles.themeButton}
          aria-label={intl.formatMessage({ id: 'header.theme', defaultMessage: 'Theme' })}
          aria-pressed={theme === 'light'}
          onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        >
          {theme === 'dark' ? '☾' : '☀'}
        </button>
      </div>
    </header>
  );
}

function SportMenu() {
  const intl = useIntl();
  const sports = useApi<SportList>(REQUEST.sports);
  const counters = useApi<Counters>(REQUEST.counters);
  const countOf = new Map(counters.data?.sports.map((c) => [c.id, c.matchesCount + c.outrightsCount]) ?? []);
  return (
    <nav
      className={styles.sportMenu}
      aria-label={intl.formatMessage({ id: 'nav.sports', defaultMessage: 'Sports menu' })}
    >
      <ul>
        {sports.data?.data.map((s) => (
          <li key={s.id}>
            <NavLink to={`/${s.key}`} className={styles.sportLink}>
              <span className={styles.sportName}>{s.name}</span>
              <span className={styles.count}>{countOf.get(s.id) ?? 0}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
