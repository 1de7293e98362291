import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REQUEST } from '../../core/routeData';
import { DEFAULT_SITE_CONFIG } from '../../core/siteConfig';
import { mockFetch, renderWithAuth } from '../../test/auth';
import { Footer } from './Footer';

afterEach(cleanup);

describe("the footer's licence line", () => {
  it.each([
    ['English standing in on an Arabic page reads as English', 'ar', 'en', ['en', 'ltr']],
    ["the page's own language keeps the page's", 'ar', undefined, [null, null]],
    ['English on an English page', 'en', undefined, [null, null]],
  ] as const)('%s', async (_, locale, licenceLocale, want) => {
    mockFetch({});
    const { qc } = renderWithAuth(() => <Footer />, { locale });
    act(() =>
      qc.setQueryData([REQUEST.siteConfig], {
        ...DEFAULT_SITE_CONFIG,
        licence: '<p>Licensed in Curaçao</p>',
        licenceLocale,
      }),
    );
    // The query's observers hear the new configuration a tick later.
    const licence = (await screen.findByText('Licensed in Curaçao')).closest('[data-testid="licence"]');
    expect([licence?.getAttribute('lang'), licence?.getAttribute('dir')]).toEqual(want);
  });
});
