// bet-slip-state-changed (README, 'Embedding the sportsbook'): the parent page hears how many
// selections the slip holds and whether it is open, when the bridge starts and whenever either
// changes (each selection once, however many of the slip's bets hold it), and not otherwise.
import '../../test/embedded';
import { act, cleanup } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Selection, Ticket } from '../../domain/ticket/ticket';
import { emptyTicket } from '../../domain/ticket/basics';
import { renderWithAuth } from '../../test/auth';

// The slip's state, set by the test as a player's picks would set it.
const slip = vi.hoisted(() => ({
  state: { ticket: null as unknown, open: false, tab: 'BET_SLIP' },
  listeners: new Set<() => void>(),
}));
vi.mock('../betslip', () => ({
  useSlip: () =>
    useSyncExternalStore(
      (l) => {
        slip.listeners.add(l);
        return () => slip.listeners.delete(l);
      },
      () => slip.state,
    ),
}));

const { default: EmbedBridge } = await import('./EmbedBridge');
const { PrefsProvider } = await import('../../core/prefs');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const pick = (outcomeId: string) => ({ matchId: 1, marketId: 1, specifier: '', outcomeId }) as Selection;
const bet = (...s: Selection[]) => ({ selections: s }) as unknown as Ticket['bets'][number];

function setSlip(bets: Ticket['bets'], open: boolean) {
  act(() => {
    slip.state = { ...slip.state, ticket: { ...emptyTicket, bets }, open };
    for (const l of slip.listeners) l();
  });
}

describe('bet-slip-state-changed', () => {
  it('tells the parent the selections counted once and the open state, on each change only', () => {
    slip.state = { ticket: emptyTicket, open: false, tab: 'BET_SLIP' };
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    const told = () =>
      post.mock.calls
        .map(([m]) => m as { type: string; payload: unknown })
        .filter((m) => m.type === 'sportsbook:bet-slip-state-changed')
        .map((m) => m.payload);
    renderWithAuth(() => (
      <PrefsProvider>
        <EmbedBridge />
      </PrefsProvider>
    ));
    expect(told()).toEqual([{ selections: 0, open: false }]);
    expect(post.mock.calls.at(-1)?.[1]).toBe('https://casino.example.com');

    setSlip([bet(pick('1'))], true);
    // Singles of two picks and their combo: two selections.
    setSlip([bet(pick('1')), bet(pick('2')), bet(pick('1'), pick('2'))], true);
    // The same picks again (a stake typed, odds moved): nothing new to tell.
    setSlip([bet(pick('1')), bet(pick('2')), bet(pick('1'), pick('2'))], true);
    setSlip([bet(pick('1')), bet(pick('2'))], false);
    expect(told()).toEqual([
      { selections: 0, open: false },
      { selections: 1, open: true },
      { selections: 2, open: true },
      { selections: 2, open: false },
    ]);
  });
});
