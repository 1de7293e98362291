import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const failing = vi.hoisted(() => new Set(['de']));

vi.mock('../i18n', () => ({
  loadMessages: vi.fn(async (locale: string) => {
    if (failing.has(locale)) throw new Error('chunk failed');
    return {
      'nav.live': [{ type: 0, value: `live-${locale}` }],
      'later.part': [{ type: 0, value: 'later' }],
    };
  }),
}));

const { completeMessages, ensureLocale, getLocaleState, initLocale, useShownMessages } =
  await import('./locale');
const { loadMessages } = await import('../i18n');

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
    expect(getLocaleState()).toMatchObject({ locale: 'en', switching: false, failed: 'de' });
    expect(document.documentElement.lang).toBe('en');
    // The language alert's Retry asks for the failed locale again.
    failing.delete('de');
    expect(await ensureLocale('de')).toBe(true);
    expect(getLocaleState()).toMatchObject({ locale: 'de', switching: false, failed: false });
    failing.add('de');
  });

  it("a page that starts with its first screen's messages gets the others once, in place, when a later part asks", async () => {
    initLocale('en', { 'nav.live': [{ type: 0, value: 'Live' }] }, false);
    vi.mocked(loadMessages).mockClear();
    const shown = getLocaleState();
    expect(shown.messages['later.part']).toBeUndefined();
    // With the operator's wording over them, a copy: it grows too, under the operator's.
    const translations = { 'nav.live': 'In play' };
    const { result } = renderHook(() => useShownMessages(translations));
    const withOperator = result.current;
    const plain = renderHook(() => useShownMessages({})).result;
    await Promise.all([completeMessages(), completeMessages()]);
    expect(loadMessages).toHaveBeenCalledTimes(1);
    // The same state and set, grown: nothing is drawn again; the first screen's own stay.
    expect(getLocaleState()).toBe(shown);
    expect(shown.messages['later.part']).toEqual([{ type: 0, value: 'later' }]);
    expect(shown.messages['nav.live']).toEqual([{ type: 0, value: 'Live' }]);
    expect(plain.current).toBe(shown.messages);
    expect(result.current).toBe(withOperator);
    expect(withOperator['later.part']).toEqual([{ type: 0, value: 'later' }]);
    expect(withOperator['nav.live']).toEqual([{ type: 0, value: 'In play' }]);
    await completeMessages();
    expect(loadMessages).toHaveBeenCalledTimes(1);
  });

  it('whole messages from the start ask for nothing more; a failed load is tried again', async () => {
    initLocale('fr', { 'nav.live': [{ type: 0, value: 'En direct' }] });
    vi.mocked(loadMessages).mockClear();
    await completeMessages();
    expect(loadMessages).not.toHaveBeenCalled();

    failing.add('en');
    initLocale('en', {}, false);
    await expect(completeMessages()).rejects.toThrow('chunk failed');
    failing.delete('en');
    await completeMessages();
    expect(getLocaleState().messages['later.part']).toBeDefined();
  });
});
