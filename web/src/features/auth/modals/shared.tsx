// Helpers of the auth modals: a once-per-token guard (a mailed token works once, and a strict-mode
// double effect must not spend it twice), and the country options in the UI's language.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { COUNTRY_CODES } from '../../../domain/countries';

const inflight = new Map<string, Promise<unknown>>();

/** Runs `fn` once per key for the page's life; later calls get the first call's promise. */
export function once<T>(key: string, fn: () => Promise<T>): Promise<T> {
  let p = inflight.get(key) as Promise<T> | undefined;
  if (!p) {
    p = fn();
    inflight.set(key, p);
  }
  return p;
}

/** Country options sorted by their name in the UI's language: `codes`, else every country. */
export function CountryOptions({ codes = COUNTRY_CODES }: { codes?: readonly string[] }) {
  const intl = useIntl();
  const options = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    } catch {
      names = null;
    }
    return codes
      .map((code) => ({ code, name: names?.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  }, [intl.locale, codes]);
  return (
    <>
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ))}
    </>
  );
}
