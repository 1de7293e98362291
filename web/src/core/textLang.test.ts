import { describe, expect, it } from 'vitest';
import { textLang } from './textLang';

describe('the language of operator text', () => {
  it.each([
    ['en', 'ar', { lang: 'en', dir: 'ltr' }],
    ['en', 'fr', { lang: 'en', dir: 'ltr' }],
    ['ar', 'en', { lang: 'ar', dir: 'rtl' }],
    ['en', 'en-AU', undefined],
    ['pt', 'pt-BR', undefined],
    ['en', 'en', undefined],
    [undefined, 'ar', undefined],
  ] as const)('%s text on a %s page → %j', (text, page, want) => {
    expect(textLang(text, page)).toEqual(want);
  });
});
