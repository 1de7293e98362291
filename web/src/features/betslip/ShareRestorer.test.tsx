import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyTicket } from '../../domain/ticket/ticket';
import { json, mockFetch, renderWithAuth } from '../../test/auth';
import { market, match } from '../../test/fixtures';
import { ShareCodeForm } from './Share';
import { ShareRestorer } from './ShareRestorer';
import { getTicket, setTicket } from './store';

// Opening a share link (spec 'Restoring the slip and shared bets'): the bets come back into the
// slip from fresh data and the betcode parameter goes; otherwise the not-found modal says which of
// its three messages applies.

const shared = {
  bets: [
    {
      type: 'single',
      stake: { value: 500, currency: 'EUR' },
      selections: [{ match_id: 5, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 }],
    },
  ],
};

const open = () => renderWithAuth(() => <ShareRestorer />, { path: '/?betcode=ABCD2345' });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => setTicket(emptyTicket));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('opening a share link', () => {
  it('restores the shared bets from fresh data and removes the betcode parameter', async () => {
    const { calls } = mockFetch({
      'GET /bets/share-code': () => json(200, shared),
      'GET /matches/5': () => json(200, match(5)),
      'GET /matches/5/markets': () => json(200, { data: [market(5)] }),
    });
    open();
    expect(location()).toBe('/');
    await waitFor(() => expect(getTicket().bets).toHaveLength(1));
    expect(getTicket().bets[0]).toMatchObject({ betType: 'single', stake: 500, stakeSource: 'sharing' });
    expect(calls.filter((c) => c.key === 'GET /bets/share-code')).toHaveLength(1);
    expect(screen.queryByTestId('share-bet-not-found-modal')).toBeNull();
  });

  it.each([
    [
      'an unknown code',
      () => json(404, { code: 'NOT_FOUND', message: 'error.not_found' }),
      'This link does not lead to a bet.',
    ],
    [
      'a server failure',
      () => json(500, { code: 'INTERNAL', message: 'error.default' }),
      'Please try again later.',
    ],
    ['bets whose matches are gone', () => json(200, shared), 'Try another bet.'],
  ])('%s opens the not-found modal with its message', async (_, answer, message) => {
    mockFetch({ 'GET /bets/share-code': answer });
    open();
    const modal = await screen.findByTestId('share-bet-not-found-modal');
    expect(modal.textContent).toContain(message);
    expect(getTicket().bets).toHaveLength(0);
    expect(location()).toBe('/');
  });

  it('reports a restore that fails, and asks to try later (spec section 8)', async () => {
    const { reports } = mockFetch({
      'GET /bets/share-code': () => {
        throw new Error('shared bets unreadable');
      },
    });
    open();
    expect((await screen.findByTestId('share-bet-not-found-modal')).textContent).toContain(
      'Please try again later.',
    );
    // (The server failure of the test before may land here too: reports are sent lazily.)
    await vi.waitFor(() =>
      expect(reports).toContainEqual(
        expect.objectContaining({
          message: 'shared bets unreadable',
          kind: 'caught',
          tags: { feature: 'share-restore' },
        }),
      ),
    );
  });
});

describe('typing a share code', () => {
  const typed = () =>
    renderWithAuth(() => (
      <>
        <ShareCodeForm />
        <ShareRestorer />
      </>
    ));
  const submit = (text: string) => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Have a share code?' }), {
      target: { value: text },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
  };

  it('loads the shared slip as its link would, the code read however it was typed', async () => {
    const asked: (string | null)[] = [];
    mockFetch({
      'GET /bets/share-code': (req) => {
        asked.push(new URL(req.url).searchParams.get('code'));
        return json(200, shared);
      },
      'GET /matches/5': () => json(200, match(5)),
      'GET /matches/5/markets': () => json(200, { data: [market(5)] }),
    });
    typed();
    submit(' abcd-2345 ');
    await waitFor(() => expect(getTicket().bets).toHaveLength(1));
    expect(asked).toEqual(['ABCD2345']);
    expect(location()).toBe('/');
  });

  it('says what a code looks like, and asks nothing, when the text cannot be one', () => {
    const { calls } = mockFetch({});
    typed();
    submit('ab!');
    expect(screen.getByRole('alert').textContent).toBe('A share code is letters and digits, like K7MX3QPA.');
    expect(screen.getByRole('textbox', { name: 'Have a share code?' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(calls).toHaveLength(0);
  });
});
