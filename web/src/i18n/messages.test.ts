import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { SUPPORTED_LOCALES } from '../domain/locale';
import { compileMessages } from './compile';
import { loadMessages } from './index';
import en from './messages/en.json';

const files = import.meta.glob<{ default: Record<string, string> }>('./messages/*.json', { eager: true });
const rawFiles = import.meta.glob<string>('./messages/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const needed = import.meta.glob<string>('../i18n-needed.txt', {
  eager: true,
  query: '?raw',
  import: 'default',
});
// The full locales: every supported one but English and its regional variants (English with local
// formats, whose files are empty).
const COMPLETE = SUPPORTED_LOCALES.filter((l) => !/^en(-|$)/.test(l));

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
  // A key written twice keeps its last text without a word (two blocks merged side by side did).
  it.each(Object.entries(rawFiles))('%s names each key once', (_, text) => {
    const keys = [...text.matchAll(/^\s*"([^"]+)":/gm)].map((m) => m[1]);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
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

describe('compileMessages', () => {
  // The AST is made by the build's parser (a devDependency) and read by react-intl's runtime,
  // whose own parser version may differ: both must agree on every message.
  for (const [path, mod] of Object.entries(files)) {
    it(`${path} compiles to what react-intl itself would parse`, () => {
      const locale = path.replace(/^.*\/|\.json$/g, '');
      const intl = createIntl({ locale, onError: () => {} });
      const compiled = compileMessages(mod.default, locale);
      for (const [id, text] of Object.entries(mod.default))
        expect(compiled[id], `${path} ${id}`).toEqual(
          intl.formatters.getMessageFormat(text, locale).getAst(),
        );
    });
  }
});

describe('loadMessages: the compiled messages', () => {
  const english = compileMessages(en, 'en');
  it('gives English for en and its regional variants', async () => {
    expect(await loadMessages('en')).toEqual(english);
    expect(await loadMessages('en-AU')).toEqual(english);
  });
  it('gives the French text in French, with every English id', async () => {
    const fr = await loadMessages('fr');
    expect(fr['nav.live']).toEqual([{ type: TYPE.literal, value: 'En direct' }]);
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });
  it('falls back to English for an unknown locale', async () => {
    expect(await loadMessages('xx')).toEqual(english);
  });
  it('format as their text says, arguments and plurals included', async () => {
    const intl = createIntl({ locale: 'fr', messages: await loadMessages('fr') });
    expect(intl.formatMessage({ id: 'nav.live' })).toBe('En direct');
    expect(intl.formatMessage({ id: 'league.matches' }, { count: 1 })).toBe('1 match');
    expect(intl.formatMessage({ id: 'league.matches' }, { count: 3 })).toBe('3 matchs');
  });
});
