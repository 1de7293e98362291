// The shell against a seeded query cache, as the server's inlined data seeds it: the first paint
// needs no request.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Counters, Match, MatchList, SportList } from '../api/types';
import { market as fixtureMarket, match as fixtureMatch, settings } from '../test/fixtures';
import { PrefsProvider } from '../core/prefs';
import { routes } from './router';
import { DEFAULT_SITE_CONFIG } from '../core/siteConfig';
import { DEFAULT_NAVIGATION } from '../features/navigation/useNavigation';

const sports: SportList = {
  data: [
    {
      id: 1,
      urnId: 'sr:sport:1',
      key: 'football',
      name: 'Football',
      priority: 100,
      type: 'sport',
      provider: 'sim',
    },
    {
      id: 2,
      urnId: 'sr:sport:2',
      key: 'tennis',
      name: 'Tennis',
      priority: 90,
      type: 'sport',
      provider: 'sim',
    },
  ],
} as SportList;
const counters: Counters = {
  live: 7,
  sports: [
    { id: 1, matchesCount: 140, outrightsCount: 3, liveCount: 0 },
    { id: 2, matchesCount: 51, outrightsCount: 0, liveCount: 0 },
  ],
  categories: [],
  tournaments: [],
};
const match: Match = fixtureMatch(5, {
  league: { id: 100, slug: 'premier-league', name: 'Premier League' },
  nameA: 'Alpha',
  nameB: 'Beta',
  status: 0,
  startTime: '2030-01-01T12:00:00Z',
  topMarketsCount: 1,
  mainMarket: fixtureMarket(5, {
    outcomes: [
      { id: '1', name: 'Alpha', active: true, odds: 2100 },
      { id: 'x', name: 'Draw', active: true, odds: 3300 },
      { id: '2', name: 'Beta', active: false, odds: 3600 },
    ],
    mostBalanced: true,
  }),
});
const page = (data: Match[]): MatchList => ({
  data,
  pagination: { total: data.length, page: 1, limit: 100, lastPage: 1 },
});

afterEach(cleanup);

describe('the shell on a sport page', () => {
  it('renders from the cache alone: menu with counters, current sport, rows with odds', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    qc.setQueryData(['GET /site-config'], DEFAULT_SITE_CONFIG);
    qc.setQueryData(['GET /navigation'], DEFAULT_NAVIGATION);
    qc.setQueryData(['GET /sports'], sports);
    qc.setQueryData(['GET /settings'], settings());
    qc.setQueryData(['POST /counters'], counters);
    qc.setQueryData(
      ['GET /matches?limit=100&match_status=0,1&sort_by=start_time:asc&sport_key=football'],
      page([match]),
    );
    qc.setQueryData(['GET /categories?sport_key=football'], { data: [], pagination: {} });
    qc.setQueryData(['GET /tournaments?sport_key=football'], { data: [], pagination: {} });
    const router = createMemoryRouter(routes(), { initialEntries: ['/football'] });
    render(
      <IntlProvider locale="en" defaultLocale="en" onError={() => {}}>
        <QueryClientProvider client={qc}>
          <PrefsProvider>
            <RouterProvider router={router} />
          </PrefsProvider>
        </QueryClientProvider>
      </IntlProvider>,
    );

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Football');
    const menu = screen.getByRole('navigation', { name: 'Sports menu' });
    const football = within(menu).getByRole('link', { name: /Football/ });
    expect(football.getAttribute('aria-current')).toBe('page');
    expect(football.textContent).toContain('143');
    expect(
      within(menu)
        .getByRole('link', { name: /Tennis/ })
        .getAttribute('aria-current'),
    ).toBeNull();
    expect(screen.getByTestId('live-count').textContent).toBe('7');

    const row = screen.getByTestId('match-row');
    expect(within(row).getAllByRole('link')[0]?.getAttribute('href')).toBe('/football/a-b-5');
    expect(
      within(row)
        .getAllByTestId('odds')
        .map((e) => e.dataset.odds),
    ).toEqual(['2100', '3300']);
    expect(within(row).getByTestId('lock')).toBeTruthy();
    expect(screen.getByTestId('league-link').getAttribute('href')).toBe('/football/premier-league');
    // Set by an effect after the page renders.
    await waitFor(() => expect(document.body.dataset.page).toBe('sport'));
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
