import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { conventionOptions, dateFormats } from './dateFormats';

const at = new Date(2026, 2, 7, 20, 15); // local time: the browser's zone is the player's

describe('dateFormats', () => {
  it('writes with the operator pattern of the role', () => {
    const f = dateFormats(createIntl({ locale: 'fr' }), { time: "HH'h'mm", dateTime: 'dd/MM/yyyy HH:mm' });
    expect(f.time(at)).toBe('20h15');
    expect(f.dateTime(at.toISOString())).toBe('07/03/2026 20:15');
  });

  it.each([
    { locale: 'en', role: 'time', want: /^20:15$/ }, // the site's international English reads a 24-hour clock
    { locale: 'en-AU', role: 'time', want: /^0?8:15\s?pm$/i },
    { locale: 'de', role: 'date', want: /^07\.03\.2026$/ },
    { locale: 'en', role: 'dateTime', want: /^Mar 7, 2026, 20:15$/ },
  ] as const)('without a pattern, $locale writes $role in its own convention', ({ locale, role, want }) => {
    const write = dateFormats(createIntl({ locale }), {})[role];
    expect(write(at).replace(/\u202f|\u00a0/g, ' ')).toMatch(want);
  });
});

describe('the time convention', () => {
  // 20:03 UTC, read in UTC so the test does not depend on the machine's zone.
  const utc = new Date('2026-11-24T20:03:00Z');
  const time = (locale: string) =>
    new Intl.DateTimeFormat(locale, { ...conventionOptions('time', locale), timeZone: 'UTC' }).format(utc);
  it.each(['en', 'de', 'fr', 'ru', 'pt-BR'])('%s reads 20:03', (locale) => {
    expect(time(locale)).toBe('20:03');
  });
  it('a regional English keeps its 12-hour clock', () => {
    expect(time('en-AU')).toMatch(/^08:03\s?pm$/i);
  });
});
