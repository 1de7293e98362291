import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithAuth } from '../../test/auth';
import { JackpotLeaderboard } from './JackpotBanner';
import type { Jackpot, JackpotHit } from './queries';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const jackpot = (id: string): Jackpot => ({
  id,
  name: id,
  amount: 1000,
  poolAmount: 1000,
  hitsAmount: 0,
  currency: 'EUR',
  subunits: 2,
  levels: [],
});

const hit = (jackpotId: string, level: string): JackpotHit => ({
  id: `${jackpotId}-${level}`,
  jackpotId,
  name: jackpotId,
  level,
  // The level's name as the player reads it: the board shows this, not the id.
  levelTitle: level.toUpperCase(),
  amount: 5000,
  amountEur: 5000,
  currency: 'EUR',
  subunits: 2,
  createdAt: '2026-03-07T20:15:00Z',
  status: 'paid',
  userHash: 'ab12',
  seen: true,
});

describe('JackpotLeaderboard', () => {
  // The server filters by jackpot_id, as it does for the real call.
  const routes = {
    'GET /jackpots': () => json(200, { items: [jackpot('sportsbook'), jackpot('weekend')] }),
    'GET /jackpot-hits': (req: Request) => {
      const id = new URL(req.url).searchParams.get('jackpot_id');
      const all = [hit('sportsbook', 'Mega'), hit('weekend', 'Mini')];
      return json(200, { items: all.filter((h) => id === null || h.jackpotId === id) });
    },
  };

  it('shows the hits of the jackpot a block names, asking the server for them', async () => {
    const { calls } = mockFetch(routes);
    renderWithAuth(() => <JackpotLeaderboard jackpotId="weekend" />);
    const board = await screen.findByTestId('jackpot-leaderboard');
    expect(await within(board).findByText('MINI')).toBeTruthy();
    expect(within(board).queryByText('MEGA')).toBeNull();
    expect(calls.map((c) => c.key)).toContain('GET /jackpot-hits');
  });

  it('shows every jackpot’s hits when no jackpot is named', async () => {
    mockFetch(routes);
    renderWithAuth(() => <JackpotLeaderboard />);
    const board = await screen.findByTestId('jackpot-leaderboard');
    expect(await within(board).findByText('MINI')).toBeTruthy();
    expect(within(board).getByText('MEGA')).toBeTruthy();
  });

  it('shows nothing for a jackpot that does not run', async () => {
    const { calls } = mockFetch(routes);
    renderWithAuth(() => <JackpotLeaderboard jackpotId="gone" />);
    await vi.waitFor(() => expect(calls.map((c) => c.key)).toContain('GET /jackpots'));
    expect(screen.queryByTestId('jackpot-leaderboard')).toBeNull();
  });
});
