import { describe, expect, it } from 'vitest';
import { timeOptions } from './dateTime';

// 20:03 UTC, read in UTC so the test does not depend on the machine's zone.
const at = new Date('2026-11-24T20:03:00Z');
const time = (locale: string) =>
  new Intl.DateTimeFormat(locale, { ...timeOptions(locale), timeZone: 'UTC' }).format(at);

describe('timeOptions', () => {
  it.each([
    ['en', '20:03'],
    ['de', '20:03'],
    ['fr', '20:03'],
    ['ru', '20:03'],
    ['pt-BR', '20:03'],
  ])('%s reads %s', (locale, want) => {
    expect(time(locale)).toBe(want);
  });
  it('a regional English keeps its 12-hour clock', () => {
    expect(time('en-AU')).toMatch(/^08:03\s?pm$/i);
  });
});
