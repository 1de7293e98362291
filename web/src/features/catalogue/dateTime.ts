import { clockOptions } from '../../domain/locale';

/** A time of day in the locale's own conventions, on its clock (clockOptions). */
export function timeOptions(locale: string): Intl.DateTimeFormatOptions {
  return { hour: '2-digit', minute: '2-digit', ...clockOptions(locale) };
}
