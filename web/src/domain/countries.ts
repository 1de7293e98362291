// ISO 3166-1 alpha-2 country codes (api/countries.json, which the server's System info lists
// too), for the country select of sign-up and phone verification. Names come from
// Intl.DisplayNames in the UI's language.
import countries from '../../../api/countries.json';

export const COUNTRY_CODES: readonly string[] = countries;

export function isCountryCode(code: string): boolean {
  return COUNTRY_CODES.includes(code.toUpperCase());
}

/** The country a locale names (en-AU → AU), if it names one. */
export function localeCountry(locale: string): string | undefined {
  const region = locale.split('-')[1]?.toUpperCase();
  return region && isCountryCode(region) ? region : undefined;
}
