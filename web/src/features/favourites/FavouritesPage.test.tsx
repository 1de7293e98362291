import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrefsProvider } from '../../core/prefs';
import { SlotsProvider } from '../../core/slots';
import { json, mockFetch, player, renderWithAuth } from '../../test/auth';
import { match, matchList } from '../../test/fixtures';
import { FavouritesPage } from './FavouritesPage';
import SportFavourites from './SportFavourites';
import { favouritesFeature } from './feature';

const favouritesSlots = favouritesFeature.slots ?? {};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const signedIn = { auth: { status: 'LOGGED_IN' as const, sessionReady: true, profile: player } };
const sports = {
  data: [
    {
      id: 1,
      urnId: 'sr:sport:1',
      key: 'football',
      name: 'Football',
      priority: 10,
      type: 'sport',
      provider: 'sim',
    },
    {
      id: 2,
      urnId: 'sr:sport:2',
      key: 'tennis',
      name: 'Tennis',
      priority: 9,
      type: 'sport',
      provider: 'sim',
    },
  ],
  pagination: { total: 2, page: 1, limit: 500, lastPage: 1 },
};
const league = {
  id: 100,
  urnId: 'sr:tournament:100',
  slug: 'premier-league',
  name: 'Premier League',
  priority: 1,
  categoryId: 10,
  sportId: 1,
  mainMarketOutcomesCount: 3,
  secondaryMarketOutcomesCount: 2,
};

function renderPage(options: Parameters<typeof renderWithAuth>[1] = signedIn) {
  return renderWithAuth(
    (modal) => (
      <PrefsProvider>
        <SlotsProvider value={favouritesSlots}>
          <FavouritesPage />
        </SlotsProvider>
        {modal && <span data-testid="modal">{modal.kind}</span>}
      </PrefsProvider>
    ),
    { path: '/favorites', ...options },
  );
}

function favourites(
  ids: { matches?: number[]; tournaments?: number[]; sports?: number[] },
  list = matchList(),
) {
  return mockFetch({
    'GET /matches': (req) => {
      const q = new URL(req.url).searchParams;
      expect(q.get('favourite')).toBe('true');
      return json(200, list);
    },
    'GET /favourites/matches': () => json(200, { type: 'matches', ids: ids.matches ?? [] }),
    'GET /favourites/tournaments': () => json(200, { type: 'tournaments', ids: ids.tournaments ?? [] }),
    'GET /favourites/sports': () => json(200, { type: 'sports', ids: ids.sports ?? [] }),
    'GET /tournaments/100': () => json(200, league),
    'GET /sports': () => json(200, sports),
  });
}

describe('FavouritesPage', () => {
  it('asks a visitor to sign in', () => {
    mockFetch({});
    renderPage({ auth: { status: 'NOT_LOGGED_IN' } });
    const prompt = screen.getByTestId('favourites-visitor');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('modal').textContent).toBe('signIn');
  });

  it('says how to fill it when the player has no favourites', async () => {
    favourites({});
    renderPage();
    await screen.findByTestId('favourites-empty');
  });

  it('lists live then upcoming favourite matches, then the favourite leagues and sports as links', async () => {
    favourites(
      { matches: [1, 2], tournaments: [100], sports: [2] },
      matchList(
        match(1, { status: 1, nameA: 'Arsenal', nameB: 'Chelsea' }),
        match(2, { status: 0, nameA: 'Everton', nameB: 'Fulham' }),
      ),
    );
    renderPage();
    const live = await screen.findByTestId('favourites-live');
    await within(live).findByRole('button', { name: 'Favourite: Arsenal – Chelsea' });
    const upcoming = screen.getByTestId('favourites-upcoming');
    await within(upcoming).findByRole('button', { name: 'Favourite: Everton – Fulham' });
    const leagues = await screen.findByTestId('favourites-leagues');
    expect(within(leagues).getByRole('link', { name: 'Premier League' }).getAttribute('href')).toBe(
      '/football/premier-league',
    );
    const sportLinks = screen.getByTestId('favourites-sports');
    expect(within(sportLinks).getByRole('link', { name: 'Tennis' }).getAttribute('href')).toBe('/tennis');
    await waitFor(() =>
      expect(
        within(sportLinks).getByRole('button', { name: 'Favourite: Tennis' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
  });
});

describe('a sport under the favorites page key', () => {
  it("lists the player's favourite matches of that sport", async () => {
    const { calls } = mockFetch({
      'GET /matches': (req) => {
        const q = new URL(req.url).searchParams;
        expect([q.get('favourite'), q.get('sport_key'), q.get('match_status')]).toEqual([
          'true',
          'tennis',
          '0,1',
        ]);
        return json(200, matchList(match(3, { status: 0, nameA: 'Sinner', nameB: 'Alcaraz' })));
      },
      'GET /favourites/matches': () => json(200, { type: 'matches', ids: [3] }),
    });
    renderWithAuth(
      () => (
        <PrefsProvider>
          <SlotsProvider value={favouritesSlots}>
            <SportFavourites sportKey="tennis" />
          </SlotsProvider>
        </PrefsProvider>
      ),
      signedIn,
    );
    const upcoming = await screen.findByTestId('favourites-upcoming');
    await within(upcoming).findByRole('button', { name: 'Favourite: Sinner – Alcaraz' });
    expect(calls.filter((c) => c.key === 'GET /matches')).toHaveLength(1);
  });

  it('says so when none of them takes bets, and asks a visitor to sign in', async () => {
    mockFetch({ 'GET /matches': () => json(200, matchList()) });
    renderWithAuth(() => <SportFavourites sportKey="tennis" />, signedIn);
    await screen.findByTestId('favourites-none');
    cleanup();
    renderWithAuth(() => <SportFavourites sportKey="tennis" />, { auth: { status: 'NOT_LOGGED_IN' } });
    screen.getByTestId('favourites-visitor');
  });
});
