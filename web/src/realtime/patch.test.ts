import { describe, expect, it } from 'vitest';
import type { Market, MarketList, Match, MatchList, RealtimeMessage } from '../api/types';

type Prices = NonNullable<RealtimeMessage['message']['prices']>[number];
import { patchMarketList, patchMatch, patchMatchList, withPrices } from './patch';
import { market as fixtureMarket, match as fixtureMatch } from '../test/fixtures';

const market = (over: Partial<Market> = {}): Market => fixtureMarket(1, over);
const match = (over: Partial<Match> = {}): Match => fixtureMatch(1, over);
const msg = (
  event_name: RealtimeMessage['event_name'],
  message: RealtimeMessage['message'],
): RealtimeMessage => ({ event_name, message });

describe('patchMatch', () => {
  const cases: {
    name: string;
    in: Match;
    msg: RealtimeMessage;
    check: (out: Match, input: Match) => void;
  }[] = [
    {
      name: 'new odds of the main market replace the old ones',
      in: match(),
      msg: msg('markets_changed', {
        markets: [market({ outcomes: [{ id: '1', name: 'Home', active: true, odds: 1900 }] })],
      }),
      check: (o) => expect(o.mainMarket?.outcomes[0]?.odds).toBe(1900),
    },
    {
      name: 'a main market that is no longer allowed disappears',
      in: match(),
      msg: msg('markets_changed', { markets: [market({ status: -2 })] }),
      check: (o) => expect(o.mainMarket).toBeUndefined(),
    },
    {
      name: 'a suspended main market stays, suspended',
      in: match(),
      msg: msg('markets_changed', { markets: [market({ status: -1 })] }),
      check: (o) => expect(o.mainMarket?.status).toBe(-1),
    },
    {
      name: 'another match’s markets change nothing',
      in: match(),
      msg: msg('markets_changed', { markets: [market({ matchId: 2 })] }),
      check: (o, i) => expect(o).toBe(i),
    },
    {
      name: 'a non-main market changes nothing',
      in: match(),
      msg: msg('markets_changed', { markets: [market({ marketId: 18, specifier: 'total=2.5' })] }),
      check: (o, i) => expect(o).toBe(i),
    },
    {
      name: 'new odds of the extra market replace the old ones',
      in: match({
        extraMarket: market({
          marketId: 29,
          outcomes: [{ id: 'yes', name: 'Yes', active: true, odds: 1800 }],
        }),
      }),
      msg: msg('markets_changed', {
        markets: [market({ marketId: 29, outcomes: [{ id: 'yes', name: 'Yes', active: true, odds: 2100 }] })],
      }),
      check: (o) => expect(o.extraMarket?.outcomes[0]?.odds).toBe(2100),
    },
    {
      name: 'prices of the main market lay new odds on it',
      in: match(),
      msg: msg('markets_changed', {
        prices: [{ ...market(), status: -1, outcomes: [{ id: '1', active: false, odds: 1950 }] }],
      }),
      check: (o) => {
        expect(o.mainMarket?.status).toBe(-1);
        expect(o.mainMarket?.outcomes).toEqual([{ id: '1', name: 'Home', active: false, odds: 1950 }]);
      },
    },
    {
      name: 'prices of a market no list shows change nothing',
      in: match(),
      msg: msg('markets_changed', { prices: [{ ...market({ marketId: 41 }), outcomes: [] }] }),
      check: (o, i) => expect(o).toBe(i),
    },
    {
      name: 'match_changed keeps the extra market it lacks',
      in: match({ extraMarket: market({ marketId: 29 }) }),
      msg: msg('match_changed', { match: match({ mainMarket: undefined }) }),
      check: (o) => expect(o.extraMarket?.marketId).toBe(29),
    },
    {
      name: 'match_changed replaces fields and keeps markets it lacks',
      in: match(),
      msg: msg('match_changed', {
        match: match({ totalScore: { home: 1, away: 0 }, mainMarket: undefined }),
      }),
      check: (o) => {
        expect(o.totalScore).toEqual({ home: 1, away: 0 });
        expect(o.mainMarket).toBeDefined();
      },
    },
    {
      name: 'match_status_changed sets the status',
      in: match({ status: 0 }),
      msg: msg('match_status_changed', { match: match({ status: 1 }) }),
      check: (o) => expect(o.status).toBe(1),
    },
  ];
  for (const c of cases) it(c.name, () => c.check(patchMatch(c.in, c.msg), c.in));
});

describe('patchMatchList', () => {
  it('returns the same list when nothing changed', () => {
    const list: MatchList = { data: [match()], pagination: { total: 1, page: 1, limit: 500, lastPage: 1 } };
    expect(patchMatchList(list, msg('markets_changed', { markets: [market({ matchId: 9 })] }))).toBe(list);
  });
});

describe('patchMarketList', () => {
  const list: MarketList = {
    data: [market(), market({ marketId: 18, specifier: 'total=2.5', priority: 500 })],
    marketGroups: [{ id: 1, key: 'A', name: 'All', priority: 1000 }],
    pagination: { total: 2, page: 1, limit: 500, lastPage: 1 },
  };
  it('replaces a changed market', () => {
    const out = patchMarketList(
      list,
      msg('markets_changed', {
        markets: [market({ marketId: 18, specifier: 'total=2.5', priority: 500, status: -1 })],
      }),
    );
    expect(out?.data[1]?.status).toBe(-1);
  });
  it('removes a market that is no longer allowed', () => {
    const out = patchMarketList(
      list,
      msg('markets_changed', { markets: [market({ marketId: 18, specifier: 'total=2.5', status: 0 })] }),
    );
    expect(out?.data.map((m) => m.marketId)).toEqual([1]);
  });
  const prices = (over: Partial<Prices> = {}): Prices => ({
    matchId: 1,
    marketId: 18,
    specifier: 'total=2.5',
    status: 1,
    priority: 500,
    mostBalanced: false,
    outcomes: [{ id: '1', active: true, odds: 2100 }],
    ...over,
  });
  it('lays prices on the market of their key, names kept', () => {
    const out = patchMarketList(list, msg('markets_changed', { prices: [prices()] }));
    expect(out?.data[1]?.outcomes).toEqual([{ id: '1', name: 'Home', active: true, odds: 2100 }]);
    expect(out?.data[0]).toBe(list.data[0]);
  });
  it('keeps what did not move the same object, so that it is not drawn again', () => {
    const same = prices({ outcomes: [{ id: '1', active: true, odds: 1850 }] });
    expect(patchMarketList(list, msg('markets_changed', { prices: [same] }))).toBe(list);
    const two = market({
      outcomes: [...market().outcomes, { id: '2', name: 'Away', active: true, odds: 3000 }],
    });
    const moved = withPrices(two, {
      ...prices({ marketId: 1, specifier: '', priority: 1000 }),
      outcomes: [
        { id: '1', active: true, odds: 1850 },
        { id: '2', active: true, odds: 3100 },
      ],
    });
    expect(moved?.outcomes[0]).toBe(two.outcomes[0]);
    expect(moved?.outcomes[1]).toEqual({ id: '2', name: 'Away', active: true, odds: 3100 });
  });
  it('drops a market whose prices say it is no longer allowed', () => {
    const out = patchMarketList(list, msg('markets_changed', { prices: [prices({ status: -2 })] }));
    expect(out?.data.map((m) => m.marketId)).toEqual([1]);
  });
  it('asks for a refetch for prices it cannot place, and ignores another match’s', () => {
    expect(patchMarketList(list, msg('markets_changed', { prices: [prices({ marketId: 41 })] }))).toBeNull();
    const unknownOutcome = prices({ outcomes: [{ id: '9', active: true, odds: 2100 }] });
    expect(patchMarketList(list, msg('markets_changed', { prices: [unknownOutcome] }))).toBeNull();
    const other = msg('markets_changed', { prices: [prices({ matchId: 2, marketId: 41 })] });
    expect(patchMarketList(list, other, 1)).toBe(list);
  });
  it('adds a new listed market in priority order', () => {
    const out = patchMarketList(
      list,
      msg('markets_changed', { markets: [market({ marketId: 16, specifier: 'hcp=-1', priority: 700 })] }),
    );
    expect(out?.data.map((m) => m.marketId)).toEqual([1, 16, 18]);
  });
});
