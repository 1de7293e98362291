// /init-sportsbook, the route table's initialisation entry: an operator's site (or app) links here
// with the visitor's settings, and the sportsbook applies them and replaces itself with the page
// asked for. Parameters: `locale` (a supported locale or an alias, e.g. pt-br), `oddsType` (one of
// the odds formats) and `redirect` (a path of this site; anything else, e.g. another host, goes to
// the home page, so the entry is never an open redirect). Unknown values are ignored.
import { localizePath, resolveLocaleMatch, type Locale } from '../../domain/locale';
import { isOddsType, type OddsType } from '../../domain/odds';

export interface InitPlan {
  locale: Locale | undefined;
  oddsType: OddsType | undefined;
  /** Where to go, with the locale's prefix. */
  target: string;
}

/** A path of this site: one leading slash, no backslash (browsers read `/\host` as `//host`), no
 * scheme. */
export function sameSitePath(v: string | null): string {
  if (!v || !v.startsWith('/') || v.startsWith('//') || v.includes('\\')) return '/';
  // URL parsing drops tabs and newlines (`/\t/host` is `//host`): refuse every control character.
  if ([...v].some((c) => c < ' ')) return '/';
  return v;
}

function localeOf(v: string | null): Locale | undefined {
  if (!v) return undefined;
  const match = resolveLocaleMatch(v);
  return match.matched ? match.locale : undefined;
}

export function initPlan(params: URLSearchParams, current: Locale): InitPlan {
  const locale = localeOf(params.get('locale'));
  const oddsType = params.get('oddsType') ?? undefined;
  return {
    locale,
    oddsType: oddsType !== undefined && isOddsType(oddsType) ? oddsType : undefined,
    target: localizePath(sameSitePath(params.get('redirect')), locale ?? current),
  };
}
