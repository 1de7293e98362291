// Locale rules (spec section 2): which locales exist, how a tag resolves to one, and how paths
// carry the locale as their first segment. testdata/vectors/locales.json holds the cases that
// this module and the Go package internal/locale both pass.

export const DEFAULT_LOCALE = 'en';

export const SUPPORTED_LOCALES = [
  'en',
  'ar',
  'en-AR',
  'en-AU',
  'en-CA',
  'en-IN',
  'en-NZ',
  'fi',
  'fr',
  'it',
  'kk',
  'no',
  'pt-BR',
  'ru',
  'de',
] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'] as const;

/** Short codes that people and old links use for a supported locale. */
export const LOCALE_ALIASES: Readonly<Record<string, Locale>> = {
  br: 'pt-BR',
  pt: 'pt-BR',
  kz: 'kk',
  nb: 'no',
  nn: 'no',
  tl: 'en',
  ph: 'en',
  vn: 'en',
  vi: 'en',
  se: 'en',
  sv: 'en',
  tj: 'ru',
  tg: 'ru',
  by: 'ru',
  be: 'ru',
  ua: 'ru',
  gb: 'en',
  us: 'en',
  ca: 'en-CA',
  au: 'en-AU',
  nz: 'en-NZ',
  in: 'en-IN',
};

/** The supported locale an alias stands for (case-insensitive), if any. */
export function aliasLocale(segment: string): Locale | undefined {
  return LOCALE_ALIASES[segment.toLowerCase()];
}

/** Each locale's name in its own language, for the language switcher. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  ar: 'العربية',
  'en-AR': 'English (Argentina)',
  'en-AU': 'English (Australia)',
  'en-CA': 'English (Canada)',
  'en-IN': 'English (India)',
  'en-NZ': 'English (New Zealand)',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  kk: 'Қазақ тілі',
  no: 'Norsk',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  de: 'Deutsch',
};

/** The brief's name for {@link LOCALE_NAMES}. */
export const localeNameInLocale = LOCALE_NAMES;

const byLowerCode = new Map<string, Locale>(SUPPORTED_LOCALES.map((l) => [l.toLowerCase(), l]));

function exactOrAlias(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  return byLowerCode.get(lower) ?? LOCALE_ALIASES[lower];
}

/** Resolves a tag: exact, alias, language part, then the default. `matched` is false on fallback. */
export function resolveLocaleMatch(tag: string): { locale: Locale; matched: boolean } {
  const direct = exactOrAlias(tag);
  if (direct) return { locale: direct, matched: true };
  const language = tag.split(/[-_]/)[0] ?? '';
  const byLanguage = language ? exactOrAlias(language) : undefined;
  if (byLanguage) return { locale: byLanguage, matched: true };
  return { locale: DEFAULT_LOCALE, matched: false };
}

export function resolveLocale(tag: string): Locale {
  return resolveLocaleMatch(tag).locale;
}

export function isSupportedLocale(value: string): value is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function isRtl(locale: string): boolean {
  const language = (locale.split('-')[0] ?? '').toLowerCase();
  return (RTL_LANGUAGES as readonly string[]).includes(language);
}

/**
 * What a browser reads as a slash at the start of a path (a backslash) or drops from a URL before
 * reading it (tab, line feed, carriage return): after the path's own slash, any of them would make
 * //host, a link to another site.
 */
const LEADING_SEPARATORS = /^[/\\\t\n\r]+/;

/** The path with exactly one leading slash: a run of separators at its start becomes that slash. */
function rooted(path: string): string {
  return '/' + path.replace(LEADING_SEPARATORS, '');
}

/**
 * Splits a pathname into its locale and the rest; only a supported non-default code counts, and the
 * rest then starts with one slash (see {@link rooted}), so that it is a safe link on its own.
 */
export function parseLocalePath(pathname: string): { locale: Locale; rest: string } {
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  if (first !== DEFAULT_LOCALE && isSupportedLocale(first)) {
    return { locale: first, rest: rooted(segments.slice(2).join('/').replace(/\/$/, '')) };
  }
  return { locale: DEFAULT_LOCALE, rest: pathname === '' ? '/' : pathname };
}

const EXTERNAL = /^(https?:|sms:|mailto:|\/\/)/i;

/** Puts the locale before an internal path, whatever it starts with. */
function joinLocale(path: string, locale: string): string {
  path = rooted(path);
  if (locale === DEFAULT_LOCALE) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/**
 * Prefixes an internal link with the locale, unless it is the default locale; external links stay.
 * An internal path starts with exactly one slash, so that what this builds never leaves the site:
 * `\host` and `/\host` become `/host`.
 */
export function localizePath(path: string, locale: string): string {
  return EXTERNAL.test(path) ? path : joinLocale(path, locale);
}

/**
 * Replaces the locale of a URL (path, query and hash), keeping the query and the hash. The URL is a
 * page of this site, never an external link: `/fr//host` switches to `/host` in the default locale.
 */
export function switchLocalePath(url: string, locale: string): string {
  const cut = url.search(/[?#]/);
  const pathname = cut === -1 ? url : url.slice(0, cut);
  const suffix = cut === -1 ? '' : url.slice(cut);
  return joinLocale(parseLocalePath(pathname).rest + suffix, locale);
}

/** The locale used in realtime channel names: the lowercased language part; br maps to pt. */
export function channelLocale(locale: string): string {
  const language = (locale.split('-')[0] ?? '').toLowerCase();
  return language === 'br' ? 'pt' : language;
}

/** The brief's name for {@link channelLocale}. */
export const realtimeLocale = channelLocale;

/**
 * The clock a locale's times read on. One choice of ours: the generic 'en' is the site's
 * international English, read mostly by European bettors, so it shows a 24-hour clock (20:03) as
 * European books do; the regional Englishes (en-AU, en-CA, en-IN, en-NZ ...) and every other
 * locale keep their own conventions. Spread into every date-time format that shows a time.
 */
export function clockOptions(locale: string): Pick<Intl.DateTimeFormatOptions, 'hourCycle'> {
  return locale === 'en' ? { hourCycle: 'h23' } : {};
}
