import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Counters, Market, Match, MatchList } from '../api/types';
import { market as fixtureMarket, match as fixtureMatch, matchList } from '../test/fixtures';
import { applyToCache } from './cache';

const market = (matchId: number, odds: number, over: Partial<Market> = {}): Market =>
  fixtureMarket(matchId, { outcomes: [{ id: '1', name: 'Home', active: true, odds }], ...over });
const match = (id: number, status: Match['status'], over: Partial<Match> = {}): Match =>
  fixtureMatch(id, { status, mainMarket: market(id, 1500), ...over });
const list = matchList;

const LIVE = 'GET /matches?limit=10&match_status=1&sort_by=sport_priority:desc,start_time:asc';
const UPCOMING = 'GET /matches?limit=10&match_status=0&sort_by=start_time:asc&type=match';

function setup() {
  const qc = new QueryClient();
  qc.setQueryData([LIVE], list(match(1, 1)));
  qc.setQueryData([UPCOMING], list(match(2, 0), match(3, 0)));
  qc.setQueryData(['GET /matches/2'], match(2, 0));
  qc.setQueryData(['GET /matches/2/markets'], {
    data: [market(2, 1500), market(2, 2500, { marketId: 18, specifier: 'total=2.5', priority: 500 })],
    marketGroups: [],
    pagination: { total: 2, page: 1, limit: 500, lastPage: 1 },
  });
  qc.setQueryData<Counters>(['POST /counters'], { live: 1, sports: [], categories: [], tournaments: [] });
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  return { qc, invalidate };
}

describe('applyToCache', () => {
  it('markets_changed patches every cached copy of the market in place, with no refetch', () => {
    const { qc, invalidate } = setup();
    applyToCache(qc, { event_name: 'markets_changed', message: { markets: [market(2, 1700)] } });
    expect(qc.getQueryData<MatchList>([UPCOMING])?.data[0]?.mainMarket?.outcomes[0]?.odds).toBe(1700);
    expect(qc.getQueryData<Match>(['GET /matches/2'])?.mainMarket?.outcomes[0]?.odds).toBe(1700);
    expect(qc.getQueryData<{ data: Market[] }>(['GET /matches/2/markets'])?.data[0]?.outcomes[0]?.odds).toBe(
      1700,
    );
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('prices from a match channel lay odds on the markets held, names kept, with no refetch', () => {
    const { qc, invalidate } = setup();
    applyToCache(qc, {
      event_name: 'markets_changed',
      message: {
        prices: [
          {
            matchId: 2,
            marketId: 18,
            specifier: 'total=2.5',
            status: -1,
            priority: 500,
            mostBalanced: true,
            outcomes: [{ id: '1', active: false, odds: 2600 }],
          },
        ],
      },
    });
    const total = qc.getQueryData<{ data: Market[] }>(['GET /matches/2/markets'])?.data[1];
    expect(total).toMatchObject({ name: '1x2', status: -1, mostBalanced: true });
    expect(total?.outcomes).toEqual([{ id: '1', name: 'Home', active: false, odds: 2600 }]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('prices of a market the match page lacks fetch its markets again', () => {
    const { qc, invalidate } = setup();
    const prices = { matchId: 2, specifier: '', status: 1 as const, priority: 1, mostBalanced: false };
    applyToCache(qc, {
      event_name: 'markets_changed',
      message: { prices: [{ ...prices, marketId: 41, outcomes: [{ id: '1', active: true, odds: 9000 }] }] },
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['GET /matches/2/markets'], exact: true });
    invalidate.mockClear();
    // Nor an outcome it lacks: the market changed shape.
    applyToCache(qc, {
      event_name: 'markets_changed',
      message: { prices: [{ ...prices, marketId: 1, outcomes: [{ id: '7', active: true, odds: 9000 }] }] },
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['GET /matches/2/markets'], exact: true });
    expect(qc.getQueryData<MatchList>([UPCOMING])?.data[0]?.mainMarket?.outcomes[0]?.odds).toBe(1500);
  });

  it('a not-allowed market disappears from the match page', () => {
    const { qc } = setup();
    applyToCache(qc, {
      event_name: 'markets_changed',
      message: { markets: [market(2, 2500, { marketId: 18, specifier: 'total=2.5', status: -3 })] },
    });
    expect(qc.getQueryData<{ data: Market[] }>(['GET /matches/2/markets'])?.data).toHaveLength(1);
  });

  it('a kick-off moves the match from upcoming to live with its odds, and refetches only counters', () => {
    const { qc, invalidate } = setup();
    applyToCache(qc, {
      event_name: 'match_status_changed',
      message: { match: match(2, 1, { mainMarket: undefined }) },
    });
    expect(qc.getQueryData<MatchList>([UPCOMING])?.data.map((m) => m.matchId)).toEqual([3]);
    const live = qc.getQueryData<MatchList>([LIVE])?.data;
    expect(live?.map((m) => m.matchId)).toEqual([1, 2]);
    expect(live?.[1]?.mainMarket?.outcomes[0]?.odds).toBe(1500);
    expect(qc.getQueryData<Match>(['GET /matches/2'])?.status).toBe(1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['POST /counters'], exact: true });
  });

  it('a match joining a list with no odds known anywhere refetches that list', () => {
    const { qc, invalidate } = setup();
    applyToCache(qc, {
      event_name: 'match_status_changed',
      message: { match: match(9, 1, { mainMarket: undefined }) },
    });
    expect(qc.getQueryData<MatchList>([LIVE])?.data.map((m) => m.matchId)).toEqual([1, 9]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [LIVE], exact: true });
  });
});
