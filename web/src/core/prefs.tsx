// The bettor's display preferences: odds format (remembered in local storage, spec section 3)
// and theme. Kept in one small context; the rules live in domain/.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_ODDS_TYPE, isOddsType, type OddsType } from '../domain/odds';
import { readStored as stored, writeStored as store } from './storage';

export type Theme = 'dark' | 'light';
const ODDS_KEY = 'activeOddsType';
const THEME_KEY = 'theme';
const MENU_KEY = 'leftSidebarCollapsed';
const PREFS_COOKIE = 'sb_prefs';

interface Prefs {
  oddsType: OddsType;
  setOddsType: (t: OddsType) => void;
  theme: Theme;
  setTheme: (t: Theme) => void;
  /** The desktop sport menu shrunk to icons (spec section 7: left sidebar collapsed flag). */
  menuCollapsed: boolean;
  setMenuCollapsed: (c: boolean) => void;
}

const PrefsContext = createContext<Prefs | null>(null);

function initialTheme(): Theme {
  const saved = stored(THEME_KEY);
  if (saved === 'dark' || saved === 'light') return saved;
  return window.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

export function PrefsProvider({ children }: { children: ReactNode }) {
  const [oddsType, setOdds] = useState<OddsType>(() => {
    const saved = stored(ODDS_KEY);
    return saved && isOddsType(saved) ? saved : DEFAULT_ODDS_TYPE;
  });
  const [theme, setThemeState] = useState<Theme>(initialTheme);
  const [menuCollapsed, setMenu] = useState(() => stored(MENU_KEY) === 'true');
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  // The server paints the next page's first screen with them (internal/web paint.go).
  useEffect(() => {
    document.cookie = `${PREFS_COOKIE}=${theme}.${oddsType}.${menuCollapsed ? 1 : 0}; path=/; max-age=31536000; samesite=lax`;
  }, [theme, oddsType, menuCollapsed]);
  const setOddsType = useCallback((t: OddsType) => {
    setOdds(t);
    store(ODDS_KEY, t);
  }, []);
  const setTheme = useCallback((t: Theme) => {
    setThemeState(t);
    store(THEME_KEY, t);
  }, []);
  const setMenuCollapsed = useCallback((c: boolean) => {
    setMenu(c);
    store(MENU_KEY, String(c));
  }, []);
  const value = useMemo(
    () => ({ oddsType, setOddsType, theme, setTheme, menuCollapsed, setMenuCollapsed }),
    [oddsType, setOddsType, theme, setTheme, menuCollapsed, setMenuCollapsed],
  );
  return <PrefsContext.Provider value={value}>{children}</PrefsContext.Provider>;
}

export function usePrefs(): Prefs {
  const p = useContext(PrefsContext);
  if (!p) throw new Error('usePrefs outside PrefsProvider');
  return p;
}
