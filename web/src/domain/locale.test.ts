import { describe, expect, it } from 'vitest';
import v from '../../../testdata/vectors/locales.json';
import {
  channelLocale,
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
  });
  it('ar is right to left, fr is not', () => {
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('fr')).toBe(false);
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
    it(`parse ${c.path}`, () => expect(parseLocalePath(c.path)).toEqual({ locale: c.locale, rest: c.rest }));
  }
  for (const c of v.localize) {
    it(`localize ${c.path} in ${c.locale}`, () => expect(localizePath(c.path, c.locale)).toBe(c.result));
  }
  for (const c of v.switch) {
    it(`switch ${c.url} to ${c.locale}`, () => expect(switchLocalePath(c.url, c.locale)).toBe(c.result));
  }
  for (const c of v.channel) {
    it(`channel locale of ${c.locale}`, () => expect(channelLocale(c.locale)).toBe(c.channel));
  }
});
