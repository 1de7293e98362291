// How the SPA writes a moment (spec 'Site config', date patterns): with the operator's pattern
// for the page's locale (site.yaml datePatterns, served in the site config for the request's
// language) or, without one, in the locale's own convention. Day labels of lists ('Sat 7',
// 'Today') stay the locale's: they are headings, not dates a player reads back.
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { DatePatterns } from '../api/types';
import { formatDatePattern } from '../domain/datePattern';
import { clockOptions } from '../domain/locale';
import { useSiteConfig } from './siteConfig';

export type DateRole = keyof DatePatterns;

/** The locale's own convention for each role: a time on the locale's clock (clockOptions). */
export function conventionOptions(role: DateRole, locale: string): Intl.DateTimeFormatOptions {
  switch (role) {
    case 'time':
      return { hour: '2-digit', minute: '2-digit', ...clockOptions(locale) };
    case 'date':
      return { dateStyle: 'medium', numberingSystem: 'latn' };
    case 'dateTime':
      return { dateStyle: 'medium', timeStyle: 'short', ...clockOptions(locale) };
  }
}

export type DateFormats = Record<DateRole, (value: string | number | Date) => string>;

export function dateFormats(
  intl: Pick<IntlShape, 'locale' | 'formatDate'>,
  patterns: DatePatterns,
): DateFormats {
  const write = (role: DateRole) => (value: string | number | Date) => {
    const pattern = patterns[role];
    return pattern
      ? formatDatePattern(new Date(value), pattern, intl.locale)
      : intl.formatDate(value, conventionOptions(role, intl.locale));
  };
  return { time: write('time'), date: write('date'), dateTime: write('dateTime') };
}

export function useDateFormats(): DateFormats {
  const intl = useIntl();
  const { datePatterns } = useSiteConfig();
  return useMemo(() => dateFormats(intl, datePatterns), [intl, datePatterns]);
}
