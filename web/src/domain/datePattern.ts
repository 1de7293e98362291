// Operator date patterns (site.yaml datePatterns, README 'Content folder'): `dd.MM.yyyy HH:mm`,
// `h:mm a`, `HH'h'mm`. The server refuses a bad pattern when it reads site.yaml
// (internal/content/datepattern.go); testdata/vectors/date-patterns.json holds the cases both pass.
// Names (months, weekdays, AM/PM) are the locale's; numbers are in Latin digits, as odds and stakes.

/** What a field reads from the moment: a number of it, or a part of it written in the locale. */
interface Moment {
  n: (type: 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second') => number;
  name: (options: Intl.DateTimeFormatOptions, type: Intl.DateTimeFormatPartTypes) => string;
}

const pad = (n: number) => String(n).padStart(2, '0');

const FIELDS: Readonly<Record<string, (m: Moment) => string>> = {
  yyyy: (m) => String(m.n('year')),
  yy: (m) => pad(m.n('year') % 100),
  // A month's name as it reads next to a day (Russian '7 марта', not the standalone 'март').
  MMMM: (m) => m.name({ day: 'numeric', month: 'long' }, 'month'),
  MMM: (m) => m.name({ day: 'numeric', month: 'short' }, 'month'),
  MM: (m) => pad(m.n('month')),
  M: (m) => String(m.n('month')),
  dd: (m) => pad(m.n('day')),
  d: (m) => String(m.n('day')),
  EEEE: (m) => m.name({ weekday: 'long' }, 'weekday'),
  EEE: (m) => m.name({ weekday: 'short' }, 'weekday'),
  HH: (m) => pad(m.n('hour')),
  H: (m) => String(m.n('hour')),
  hh: (m) => pad(m.n('hour') % 12 || 12),
  h: (m) => String(m.n('hour') % 12 || 12),
  mm: (m) => pad(m.n('minute')),
  ss: (m) => pad(m.n('second')),
  a: (m) => m.name({ hour: 'numeric', hourCycle: 'h12' }, 'dayPeriod'),
};

// Quoted text ('' a quote inside it), a quote on its own (''), a run of one letter, other text;
// a lone quote left over means one is not closed.
const TOKEN = /'((?:[^']|'')+)'|''|([A-Za-z])\2*|[^A-Za-z']+|'/g;

/** The pattern as fields and texts; null when it is not a pattern (an unknown letter run, an open quote). */
export function parseDatePattern(pattern: string): { field?: string; text?: string }[] | null {
  const out: { field?: string; text?: string }[] = [];
  for (const [token, quoted, letter] of pattern.matchAll(TOKEN)) {
    if (letter) {
      if (!FIELDS[token]) return null;
      out.push({ field: token });
    } else if (token === "'") return null;
    else out.push({ text: quoted !== undefined ? quoted.replace(/''/g, "'") : token === "''" ? "'" : token });
  }
  return out.length ? out : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/**
 * The moment written with the pattern, in the browser's time zone unless one is given. An invalid
 * pattern (never served: the server refuses it) gives '' rather than a wrong date.
 */
export function formatDatePattern(date: Date, pattern: string, locale: string, timeZone?: string): string {
  const part = (f: Intl.DateTimeFormat, type: Intl.DateTimeFormatPartTypes) =>
    f.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  const moment: Moment = {
    // Read with a fixed locale, so that they are Latin digits.
    n: (type) =>
      Number(
        part(
          formatter('en-US', {
            timeZone,
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            hour: 'numeric',
            minute: 'numeric',
            second: 'numeric',
            hourCycle: 'h23',
          }),
          type,
        ),
      ),
    name: (options, type) => part(formatter(locale, { ...options, timeZone }), type),
  };
  const tokens = parseDatePattern(pattern);
  return tokens ? tokens.map((t) => (t.field ? (FIELDS[t.field]?.(moment) ?? '') : t.text)).join('') : '';
}
