import { describe, expect, it } from 'vitest';
import v from '../../../testdata/vectors/locales.json';
import {
  aliasLocale,
  clockOptions,
  channelLocale,
  LOCALE_NAMES,
  DEFAULT_LOCALE,
  isRtl,
  LOCALE_ALIASES,
  localizePath,
  parseLocalePath,
  resolveLocaleMatch,
  RTL_LANGUAGES,
  SUPPORTED_LOCALES,
  switchLocalePath,
} from './locale';

describe('locale tables match the vectors', () => {
  it('supported, default, rtl and aliases', () => {
    expect([...SUPPORTED_LOCALES]).toEqual(v.supported);
    expect(DEFAULT_LOCALE).toBe(v.default);
    expect([...RTL_LANGUAGES]).toEqual(v.rtl);
    expect(LOCALE_ALIASES).toEqual(v.aliases);
    expect(LOCALE_NAMES).toEqual(v.names);
  });
  for (const c of v.isRtl) {
    it(`${c.locale} is ${c.rtl ? 'right to left' : 'left to right'}`, () =>
      expect(isRtl(c.locale)).toBe(c.rtl));
  }
  for (const c of v.alias) {
    it(`alias ${c.segment}`, () => expect(aliasLocale(c.segment)).toBe(c.ok ? c.locale : undefined));
  }
  it('every locale has its own name for the switcher', () => {
    for (const l of SUPPORTED_LOCALES) expect(LOCALE_NAMES[l]).toMatch(/\S/);
    expect(new Set(Object.values(LOCALE_NAMES)).size).toBe(SUPPORTED_LOCALES.length);
  });
});

describe('resolution: exact, alias, language part, default', () => {
  for (const c of v.resolve) {
    it(`${JSON.stringify(c.tag)} → ${c.locale}`, () =>
      expect(resolveLocaleMatch(c.tag)).toEqual({ locale: c.locale, matched: c.matched }));
  }
});

describe('paths', () => {
  for (const c of v.parsePath) {
    it(`parse ${JSON.stringify(c.path)}`, () =>
      expect(parseLocalePath(c.path)).toEqual({ locale: c.locale, rest: c.rest }));
  }
  for (const c of v.localize) {
    it(`localize ${JSON.stringify(c.path)} in ${c.locale}`, () =>
      expect(localizePath(c.path, c.locale)).toBe(c.result));
  }
  for (const c of v.switch) {
    it(`switch ${JSON.stringify(c.url)} to ${c.locale}`, () =>
      expect(switchLocalePath(c.url, c.locale)).toBe(c.result));
  }
  for (const c of v.channel) {
    it(`channel locale of ${c.locale}`, () => expect(channelLocale(c.locale)).toBe(c.channel));
  }
});

describe('clockOptions', () => {
  const at = new Date('2026-11-24T20:03:00Z');
  it.each([
    ['en', /20:03/],
    ['fr', /20:03/],
    ['en-AU', /8:03\s?pm/i],
  ])('a %s date and time reads %s', (locale, want) => {
    const shown = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
      ...clockOptions(locale),
    }).format(at);
    expect(shown).toMatch(want);
  });
});
