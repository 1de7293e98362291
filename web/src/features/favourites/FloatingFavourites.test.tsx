import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, player, renderWithAuth } from '../../test/auth';
import FloatingFavourites from './FloatingFavourites';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const signedIn = { status: 'LOGGED_IN' as const, sessionReady: true, profile: player };

describe('FloatingFavourites', () => {
  it('links to /favorites with the number of favourite matches taking bets', async () => {
    const { calls } = mockFetch({
      'GET /favourites/matches': (req) =>
        json(200, {
          type: 'matches',
          ids: new URL(req.url).searchParams.get('bettable') === 'true' ? [4, 5] : [4, 5, 6],
        }),
    });
    renderWithAuth(() => <FloatingFavourites />, { auth: signedIn });
    const link = await screen.findByRole('link', { name: 'Favourites, 2 matches' });
    expect(link.getAttribute('href')).toBe('/favorites');
    expect(link.textContent).toBe('2');
    expect(calls.map((c) => c.key)).toEqual(['GET /favourites/matches']);
  });

  it('shows no count to a visitor, and is not shown on /favorites itself', () => {
    mockFetch({});
    renderWithAuth(() => <FloatingFavourites />, { auth: { status: 'NOT_LOGGED_IN' } });
    expect(screen.getByRole('link', { name: 'Favourites' }).textContent).toBe('');
    cleanup();
    renderWithAuth(() => <FloatingFavourites />, { auth: signedIn, path: '/fr/favorites' });
    expect(screen.queryByTestId('floating-favourites')).toBeNull();
  });
});
