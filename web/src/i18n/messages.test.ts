import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { SUPPORTED_LOCALES } from '../domain/locale';
import en from './messages/en.json';

const files = import.meta.glob<{ default: Record<string, string> }>('./messages/*.json', { eager: true });

describe('message files', () => {
  it('exist for every supported locale', () => {
    for (const l of SUPPORTED_LOCALES) expect(files[`./messages/${l}.json`], l).toBeDefined();
  });
  for (const [path, mod] of Object.entries(files)) {
    it(`${path} is valid ICU`, () => {
      for (const [id, text] of Object.entries(mod.default))
        expect(() => parse(text), `${path} ${id}`).not.toThrow();
    });
  }
  for (const l of ['fr', 'de', 'ar', 'fi', 'it', 'kk', 'no', 'pt-BR', 'ru']) {
    it(`${l} translates every English key`, () => {
      const own = files[`./messages/${l}.json`]?.default ?? {};
      expect(Object.keys(en).filter((k) => !(k in own))).toEqual([]);
    });
  }
});
