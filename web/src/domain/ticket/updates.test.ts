import { describe, expect, it } from 'vitest';
import type { RealtimeMessage } from '../../api/types';
import { outcomeKey, type Selection } from './ticket';
import { snapshotUpdates, updatesFor } from './updates';
import { market, match } from '../../test/fixtures';

const sel = (matchId: number, marketId = 1, specifier = '', outcomeId = '1'): Selection => ({
  matchId,
  matchStatus: 1,
  marketId,
  specifier,
  outcomeId,
  provider: 'sim',
  matchName: '',
  marketName: '',
  outcomeName: '',
  odds: 2000,
  acceptedOdds: 2000,
  initialOdds: 2000,
  isSuspended: false,
  isChanged: false,
  isNotAvailable: false,
});

function marketsMsg(markets: unknown[]): RealtimeMessage {
  return { event_name: 'markets_changed', message: { markets } } as unknown as RealtimeMessage;
}
const mk = (
  matchId: number,
  marketId: number,
  specifier: string,
  status: number,
  outcomes: { id: string; odds: number; active: boolean }[],
) => ({
  matchId,
  marketId,
  specifier,
  status,
  outcomes,
});

describe('realtime messages update the selections they concern', () => {
  const a = sel(1);
  const b = sel(2, 18, 'total=2.5', 'over');
  it('odds, activity and market status of a selected outcome', () => {
    const u = updatesFor([marketsMsg([mk(1, 1, '', -1, [{ id: '1', odds: 2100, active: true }])])], [a, b]);
    expect(u.get(outcomeKey(a))).toEqual({ odds: 2100, active: true, marketStatus: -1, missing: false });
    expect(u.has(outcomeKey(b))).toBe(false);
  });
  it('prices from a match channel, as whole markets are', () => {
    const prices = {
      event_name: 'markets_changed',
      message: { prices: [{ ...mk(2, 18, 'total=2.5', 1, [{ id: 'over', odds: 1750, active: false }]) }] },
    } as unknown as RealtimeMessage;
    const u = updatesFor([prices], [a, b]);
    expect(u.get(outcomeKey(b))).toEqual({ odds: 1750, active: false, marketStatus: 1, missing: false });
    expect(u.has(outcomeKey(a))).toBe(false);
  });
  it('an outcome missing from its market', () => {
    const u = updatesFor(
      [marketsMsg([mk(2, 18, 'total=2.5', 1, [{ id: 'under', odds: 1900, active: true }])])],
      [b],
    );
    expect(u.get(outcomeKey(b))).toMatchObject({ missing: true });
  });
  it('another line of the same market type is not this selection', () => {
    expect(
      updatesFor([marketsMsg([mk(2, 18, 'total=3.5', 1, [{ id: 'over', odds: 1500, active: true }])])], [b])
        .size,
    ).toBe(0);
  });
  it('a match status change reaches every selection of the match; later messages win', () => {
    const match = {
      event_name: 'match_status_changed',
      message: { match: { matchId: 1, status: 4 } },
    } as unknown as RealtimeMessage;
    const u = updatesFor(
      [marketsMsg([mk(1, 1, '', 1, [{ id: '1', odds: 2100, active: true }])]), match],
      [a],
    );
    expect(u.get(outcomeKey(a))).toMatchObject({ odds: 2100, matchStatus: 4 });
  });
});

describe('restoring the slip from fresh match and market data', () => {
  it('each selection takes its outcome now; a gone match or market is missing', () => {
    const snapshots = new Map([
      [
        1,
        {
          match: match(1, { status: 0, mainMarket: undefined }),
          markets: [market(1, { outcomes: [{ id: '1', name: 'Home', active: true, odds: 2300 }] })],
        },
      ],
    ]);
    const kept = sel(1);
    const goneMarket = sel(1, 18, 'total=2.5', 'over');
    const goneMatch = sel(2);
    const u = snapshotUpdates([kept, goneMarket, goneMatch], snapshots, [1, 2]);
    expect(u.get(outcomeKey(kept))).toEqual({
      matchStatus: 0,
      odds: 2300,
      active: true,
      marketStatus: 1,
      missing: false,
    });
    expect(u.get(outcomeKey(goneMarket))).toEqual({ matchStatus: 0, missing: true });
    expect(u.get(outcomeKey(goneMatch))).toEqual({ missing: true });
  });

  it('leaves a selection picked while the snapshots were on their way', () => {
    const snapshots = new Map([[1, { match: match(1), markets: [market(1)] }]]);
    const picked = sel(3);
    expect(snapshotUpdates([sel(1), picked], snapshots, [1]).has(outcomeKey(picked))).toBe(false);
  });
});
