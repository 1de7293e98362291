// Dates and times in the locale's own conventions (Intl with the page's locale). One choice of
// ours: the generic 'en' is the site's international English, read mostly by European bettors, so
// it shows a 24-hour clock (20:03) as European books do; the regional Englishes (en-AU, en-CA,
// en-IN, en-NZ ...) keep their own 12-hour conventions.
export function timeOptions(locale: string): Intl.DateTimeFormatOptions {
  return { hour: '2-digit', minute: '2-digit', ...(locale === 'en' ? { hourCycle: 'h23' as const } : {}) };
}
