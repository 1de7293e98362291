import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithAuth } from '../../test/auth';
import { SlipJackpots } from './SlipJackpots';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const jackpot = {
  id: 'pot',
  name: 'Sportsbook Jackpot',
  amount: 0,
  poolAmount: 0,
  hitsAmount: 0,
  currency: 'EUR',
  subunits: 2,
  levels: [],
};

function render(answer: string[][], flagOn = true) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(['GET /settings'], { featureFlags: { jackpots: flagOn } });
  const { calls } = mockFetch({
    'GET /jackpots': () => json(200, { items: [jackpot] }),
    'POST /jackpots': () =>
      json(200, { bets: answer.map((ids) => ({ jackpots: ids.map((id) => ({ id })) })) }),
  });
  const bets = JSON.stringify(answer.map(() => ({ type: 'single' })));
  renderWithAuth(() => <SlipJackpots bets={bets} />, { qc });
  return calls;
}

// The slip says which of its bets play for which jackpot, before they are placed.
describe('SlipJackpots', () => {
  it.each([
    ['one bet that plays', [['pot']], 'Plays for Sportsbook Jackpot'],
    ['every bet plays', [['pot'], ['pot']], 'All 2 bets play for Sportsbook Jackpot'],
    ['some bets play', [['pot'], []], '1 of 2 bets play for Sportsbook Jackpot'],
    ['no bet plays', [[], []], 'Plays for no jackpot'],
  ])('%s', async (_, answer, text) => {
    render(answer);
    await waitFor(() => expect(screen.getByTestId('slip-jackpots').textContent).toBe(text));
  });

  it('asks nothing and shows nothing while the jackpots are off', async () => {
    vi.useFakeTimers();
    const calls = render([['pot']], false);
    // Past the time the slip waits before it asks.
    await vi.advanceTimersByTimeAsync(1_000);
    vi.useRealTimers();
    expect(screen.queryByTestId('slip-jackpots')).toBeNull();
    expect(calls.map((c) => c.key)).not.toContain('POST /jackpots');
  });
});
