import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, player, renderWithAuth } from '../../test/auth';
import { dismissAllAlerts } from '../../core/alerts/alerts';
import { Toasts } from '../../core/alerts/Toasts';
import FavouriteStar from './FavouriteStar';

afterEach(() => {
  cleanup();
  dismissAllAlerts();
  vi.restoreAllMocks();
});

const signedIn = { auth: { status: 'LOGGED_IN' as const, sessionReady: true, profile: player } };

function renderStar(options: Parameters<typeof renderWithAuth>[1] = signedIn) {
  return renderWithAuth(
    (modal) => (
      <>
        <FavouriteStar type="matches" id={7} name="Arsenal – Chelsea" />
        <Toasts />
        {modal && <span data-testid="modal">{modal.kind}</span>}
      </>
    ),
    options,
  );
}

/** A response the test sends when it wants, to see the page between the press and the answer. */
function deferred() {
  let answer: (r: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => (answer = resolve));
  return { promise, answer };
}

describe('FavouriteStar', () => {
  it('is a toggle named after the match, pressed when the match is a favourite', async () => {
    mockFetch({ 'GET /favourites/matches': () => json(200, { type: 'matches', ids: [3, 7] }) });
    renderStar();
    const star = screen.getByRole('button', { name: 'Favourite: Arsenal – Chelsea' });
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(star.getAttribute('title')).toBe('Remove from favourites');
  });

  it('flips at once, before the server answers, and stays on once it has', async () => {
    const post = deferred();
    const { calls } = mockFetch({
      'GET /favourites/matches': () =>
        json(200, { type: 'matches', ids: calls.some((c) => c.key.startsWith('POST')) ? [7] : [] }),
      'POST /favourites/matches/7': () => post.promise,
    });
    renderStar();
    const star = screen.getByRole('button', { name: 'Favourite: Arsenal – Chelsea' });
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('GET /favourites/matches'));
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    post.answer(new Response(null, { status: 204 }));
    // Its own mutation refreshes the ids, which now hold the match.
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /favourites/matches')).toHaveLength(2));
    expect(star.getAttribute('aria-pressed')).toBe('true');
  });

  it('rolls back to not favourite on error, with a toast', async () => {
    mockFetch({
      'GET /favourites/matches': () => json(200, { type: 'matches', ids: [] }),
      'POST /favourites/matches/7': () =>
        json(404, { code: 'FAVOURITE_UNKNOWN', message: 'error.favourites.unknown' }),
    });
    renderStar();
    const star = screen.getByRole('button', { name: 'Favourite: Arsenal – Chelsea' });
    fireEvent.click(star);
    await screen.findByText('Your favourites could not be updated');
    screen.getByText('This match, league or sport is no longer offered.');
    expect(star.getAttribute('aria-pressed')).toBe('false');
  });

  it('a failed removal leaves the match not favourite too', async () => {
    mockFetch({
      'GET /favourites/matches': () => json(200, { type: 'matches', ids: [7] }),
      'DELETE /favourites/matches/7': () =>
        json(500, { code: 'INTERNAL_ERROR', message: 'global-error.default.title' }),
    });
    renderStar();
    const star = screen.getByRole('button', { name: 'Favourite: Arsenal – Chelsea' });
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(star);
    await screen.findByText('Your favourites could not be updated');
    expect(star.getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a visitor to sign in, and asks the server nothing', () => {
    const { calls } = mockFetch({});
    renderStar({ auth: { status: 'NOT_LOGGED_IN' } });
    const star = screen.getByRole('button', { name: 'Favourite: Arsenal – Chelsea' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(screen.getByTestId('modal').textContent).toBe('signIn');
    expect(calls).toEqual([]);
  });
});
