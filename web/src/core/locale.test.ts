import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../i18n', () => ({
  loadMessages: vi.fn(async (locale: string) => {
    if (locale === 'de') throw new Error('chunk failed');
    return { 'nav.live': [{ type: 0, value: `live-${locale}` }] };
  }),
}));

const { ensureLocale, getLocaleState, initLocale } = await import('./locale');

function served(lang: string, dir: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
}

afterEach(() => served('en', 'ltr'));

describe('locale store', () => {
  it('switching loads messages and sets lang and dir', async () => {
    served('en', 'ltr');
    initLocale('en', { 'nav.live': [{ type: 0, value: 'Live' }] });
    expect(await ensureLocale('ar')).toBe(true);
    expect(getLocaleState()).toMatchObject({ locale: 'ar', switching: false, failed: false });
    expect(getLocaleState().messages['nav.live']).toEqual([{ type: 0, value: 'live-ar' }]);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(await ensureLocale('fr')).toBe(true);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('right to left stays off when the server served an RTL locale as ltr', async () => {
    served('ar', 'ltr');
    initLocale('ar', {});
    expect(await ensureLocale('fr')).toBe(true);
    expect(await ensureLocale('ar')).toBe(true);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('a failed change keeps the current locale and flags the error', async () => {
    served('en', 'ltr');
    initLocale('en', { 'nav.live': [{ type: 0, value: 'Live' }] });
    expect(await ensureLocale('de')).toBe(false);
    expect(getLocaleState()).toMatchObject({ locale: 'en', switching: false, failed: true });
    expect(document.documentElement.lang).toBe('en');
  });
});
