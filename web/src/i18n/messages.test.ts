import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { SUPPORTED_LOCALES } from '../domain/locale';
import { loadMessages } from './index';
import en from './messages/en.json';

const files = import.meta.glob<{ default: Record<string, string> }>('./messages/*.json', { eager: true });
const needed = import.meta.glob<string>('../i18n-needed.txt', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const COMPLETE = ['fr', 'de', 'ar', 'fi', 'it', 'kk', 'no', 'pt-BR', 'ru'];

/** The names of the arguments a message uses ({time}, {count, plural, ...}), sorted. */
function argumentNames(elements: MessageFormatElement[], out = new Set<string>()): string[] {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if ('value' in el && typeof el.value === 'string') out.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentNames(option.value, out);
    if (el.type === TYPE.tag) argumentNames(el.children, out);
  }
  return [...out].sort();
}

describe('message files', () => {
  it('exist for every supported locale', () => {
    for (const l of SUPPORTED_LOCALES) expect(files[`./messages/${l}.json`], l).toBeDefined();
  });
  for (const [path, mod] of Object.entries(files)) {
    it(`${path} is valid ICU and uses the same arguments as English`, () => {
      for (const [id, text] of Object.entries(mod.default)) {
        expect(() => parse(text), `${path} ${id}`).not.toThrow();
        expect(text.trim(), `${path} ${id}`).not.toBe('');
        const english = (en as Record<string, string>)[id];
        expect(english, `${path} ${id} is not an English id`).toBeDefined();
        expect(argumentNames(parse(text)), `${path} ${id}`).toEqual(argumentNames(parse(english ?? '')));
      }
    });
  }
  for (const l of COMPLETE) {
    it(`${l} translates every English key`, () => {
      const own = files[`./messages/${l}.json`]?.default ?? {};
      expect(Object.keys(en).filter((k) => !(k in own))).toEqual([]);
    });
  }
  it('every id the UI listed in i18n-needed.txt is in English', () => {
    const text = Object.values(needed)[0] ?? '';
    const ids = text
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t')[0] ?? '');
    expect(ids.filter((id) => !(id in en))).toEqual([]);
  });
});

describe('loadMessages', () => {
  it('gives English for en and its regional variants', async () => {
    expect(await loadMessages('en')).toEqual(en);
    expect(await loadMessages('en-AU')).toEqual(en);
  });
  it('gives the French text in French, with every English id', async () => {
    const fr = await loadMessages('fr');
    expect(fr['nav.live']).toBe('En direct');
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });
  it('falls back to English for an unknown locale', async () => {
    expect(await loadMessages('xx')).toEqual(en);
  });
});
