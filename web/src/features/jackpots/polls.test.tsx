// The jackpot polls of spec section 10: while signed in, the jackpots every 15 s, the latest hits
// and the player's own unseen hits every 60 s; a visitor reads the jackpots and the latest hits
// once and asks for no hits of their own.
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithAuth } from '../../test/auth';
import { useJackpots, useLatestHits, useOwnUnseenHits } from './queries';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Polls({ signedIn }: { signedIn: boolean }) {
  useJackpots(signedIn);
  useLatestHits(signedIn);
  useOwnUnseenHits(signedIn);
  return null;
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Polls mounted for a player or a visitor; counts each call by what it asks. */
function poll(signedIn: boolean) {
  const asked = { jackpots: 0, latest: 0, own: 0 };
  mockFetch({
    'GET /jackpots': () => {
      asked.jackpots += 1;
      return json(200, { items: [] });
    },
    'GET /jackpot-hits': (req) => {
      if (new URL(req.url).searchParams.get('for_user') === 'true') asked.own += 1;
      else asked.latest += 1;
      return json(200, { items: [] });
    },
  });
  renderWithAuth(() => <Polls signedIn={signedIn} />);
  return asked;
}

describe('jackpot polls', () => {
  it('polls the jackpots every 15 s and the hits every 60 s while signed in', async () => {
    const asked = poll(true);
    await tick(0);
    expect(asked).toEqual({ jackpots: 1, latest: 1, own: 1 });
    await tick(15_000);
    expect(asked).toEqual({ jackpots: 2, latest: 1, own: 1 });
    await tick(45_000);
    expect(asked).toEqual({ jackpots: 5, latest: 2, own: 2 });
    await tick(60_000);
    expect(asked).toEqual({ jackpots: 9, latest: 3, own: 3 });
  });

  it('reads once for a visitor, and no hits of their own', async () => {
    const asked = poll(false);
    await tick(0);
    await tick(120_000);
    expect(asked).toEqual({ jackpots: 1, latest: 1, own: 0 });
  });
});
