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
