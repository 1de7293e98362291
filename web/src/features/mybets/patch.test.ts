import { describe, expect, it } from 'vitest';
import {
  settledNews,
  applyBetChanged,
  applyCashoutChanged,
  betsQuery,
  cashoutOffer,
  filterSearch,
  narrows,
  isOpen,
  mergeSelections,
  parseFilter,
  setCashout,
  type BetList,
  type PlacedBet,
  type PlacedSelection,
} from './patch';

const sel = (outcomeId: string, extra: Partial<PlacedSelection> = {}): PlacedSelection => ({
  matchId: 1,
  marketId: 1,
  specifier: '',
  outcomeId,
  odds: 2000,
  matchName: 'A – B',
  marketName: '1x2',
  outcomeName: outcomeId,
  status: 'open',
  ...extra,
});

const bet = (betId: number, extra: Partial<PlacedBet> = {}): PlacedBet => ({
  betId,
  type: 'single',
  ref: `SB-${betId}`,
  status: 'waiting_results',
  isVip: false,
  stake: 1000,
  currency: 'EUR',
  subunits: 2,
  odds: 2000,
  winAmount: 2000,
  selections: [sel('1')],
  createdAt: '2026-01-02T10:00:00Z',
  result: 'no_results',
  ...extra,
});

const list = (...items: PlacedBet[]): BetList => ({
  items,
  pagination: { total: items.length, page: 1, limit: 20, lastPage: 1 },
});

describe('filters', () => {
  const all = { status: 'all', result: 'all', sport: 0, type: 'all', page: 1 };
  it.each([
    ['', all],
    ['status=open', { ...all, status: 'open' }],
    ['status=settled&result=refund&page=3', { ...all, status: 'settled', result: 'refund', page: 3 }],
    ['status=nope&result=draw&page=-2', all],
    ['page=abc', all],
    ['sport=5&type=combo', { ...all, sport: 5, type: 'combo' }],
    ['type=custom_bet', { ...all, type: 'custom_bet' }],
    ['sport=0&type=double', all],
    ['sport=football&page=2.5', all],
    ['sport=-3', all],
  ])('?%s reads as %o', (search, want) => {
    expect(parseFilter(new URLSearchParams(search))).toEqual(want);
  });

  it.each([
    ['', { status: 'open' as const }, 'status=open'],
    ['status=open&page=4', { status: 'all' as const }, ''],
    ['status=settled&page=4', { result: 'win' as const }, 'status=settled&result=win'],
    ['status=settled', { page: 2 }, 'status=settled&page=2'],
    ['status=settled&page=2', { page: 1 }, 'status=settled'],
    ['x=1', { status: 'settled' as const }, 'x=1&status=settled'],
    ['page=3', { sport: 7 }, 'sport=7'],
    ['sport=7&type=system&page=3', { type: 'all' as const }, 'sport=7'],
    ['sport=7&type=system', { sport: 0, type: 'all' as const }, ''],
    // The period is written beside (domain/period): changing the rest keeps it.
    ['period=7d&page=2', { type: 'single' as const }, 'period=7d&type=single'],
  ])('from ?%s, %o gives ?%s', (from, change, want) => {
    expect(filterSearch(new URLSearchParams(from), change).toString()).toBe(want);
  });

  it.each([
    [
      { status: 'all', result: 'win', page: 2 },
      { status: 'all', result: 'win', page: 2, limit: 20 },
    ],
    [
      { status: 'settled', result: 'lose', page: 1 },
      { status: 'settled', result: 'lose', page: 1, limit: 20 },
    ],
    // An open bet has no result: the result filter does not apply.
    [
      { status: 'open', result: 'win', page: 1 },
      { status: 'open', result: 'all', page: 1, limit: 20 },
    ],
    // The bet history's sport, type and dates; what does not narrow is not sent.
    [
      {
        status: 'all',
        result: 'all',
        sport: 4,
        type: 'system',
        from: '2026-04-24T22:00:00.000Z',
        to: '2026-05-01T22:00:00.000Z',
        page: 1,
      },
      {
        status: 'all',
        result: 'all',
        sport_id: 4,
        type: 'system',
        from: '2026-04-24T22:00:00.000Z',
        to: '2026-05-01T22:00:00.000Z',
        page: 1,
        limit: 20,
      },
    ],
    [
      { status: 'all', result: 'all', sport: 0, type: 'all', page: 1 },
      { status: 'all', result: 'all', page: 1, limit: 20 },
    ],
  ] as const)('%o asks GET /bets with %o', (f, want) => {
    expect(betsQuery(f)).toEqual(want);
  });

  it('takes another page size (the slip list takes 500)', () => {
    expect(betsQuery({ status: 'open', result: 'all', page: 1 }, 500).limit).toBe(500);
  });

  it.each([
    [{ status: 'all', result: 'all', page: 3 }, false],
    [{ status: 'all', result: 'all', sport: 0, type: 'all', page: 1 }, false],
    [{ status: 'open', result: 'all', page: 1 }, true],
    // The result filter does not apply to open bets.
    [{ status: 'open', result: 'win', page: 1 }, true],
    [{ status: 'all', result: 'lose', page: 1 }, true],
    [{ status: 'all', result: 'all', sport: 2, page: 1 }, true],
    [{ status: 'all', result: 'all', type: 'combo', page: 1 }, true],
    [{ status: 'all', result: 'all', to: '2026-05-01T22:00:00.000Z', page: 1 }, true],
  ] as const)('%o narrows the bets: %s', (f, want) => expect(narrows(f)).toBe(want));
});

describe('open bets and cash-out offers', () => {
  it.each([
    ['waiting_results', true],
    ['submitted', true],
    ['ready_to_process', true],
    ['cashout_in_progress', true],
    ['done', false],
    ['cashed_out', false],
    ['cancelled', false],
    ['rejected', false],
    ['withdrawn', false],
  ] as const)('%s is open: %s', (status, want) => {
    expect(isOpen({ status })).toBe(want);
  });

  it.each([
    [{ status: 'waiting_results', cashoutAmount: 1520 }, 1520],
    [{ status: 'waiting_results' }, undefined],
    [{ status: 'waiting_results', cashoutAmount: 0 }, undefined],
    [{ status: 'done', cashoutAmount: 1520 }, undefined],
    [{ status: 'cashout_in_progress', cashoutAmount: 1520 }, undefined],
  ] as const)('%o offers %s', (b, want) => {
    expect(cashoutOffer(b)).toBe(want);
  });
});

describe('mergeSelections', () => {
  it("keeps the update's order and lays each over what the list knew", () => {
    const old = [sel('1', { matchName: 'Old name' }), sel('2')];
    const next = [sel('2', { status: 'win' }), { ...sel('1', { status: 'lose' }), matchName: 'New name' }];
    expect(mergeSelections(old, next)).toEqual([
      sel('2', { status: 'win' }),
      sel('1', { status: 'lose', matchName: 'New name' }),
    ]);
  });
  it('keeps fields only the listed selection had', () => {
    const old = [{ ...sel('1'), extra: 'kept' } as PlacedSelection];
    expect(mergeSelections(old, [sel('1', { status: 'void' })])[0]).toMatchObject({
      extra: 'kept',
      status: 'void',
    });
  });
});

describe('applyBetChanged (bet_changed)', () => {
  const cases: {
    name: string;
    before: BetList;
    update: PlacedBet;
    want: BetList | 'same';
  }[] = [
    {
      name: 'replaces a settled bet, its payout and selection results',
      before: list(bet(1, { cashoutAmount: 1500 }), bet(2)),
      update: bet(1, {
        status: 'done',
        result: 'win_entire',
        winAmount: 2000,
        selections: [sel('1', { status: 'win' })],
      }),
      want: list(
        bet(1, {
          status: 'done',
          result: 'win_entire',
          winAmount: 2000,
          selections: [sel('1', { status: 'win' })],
        }),
        bet(2),
      ),
    },
    {
      name: 'an open bet keeps its cash-out offer until bet_cashout_changed moves it',
      before: list(bet(1, { cashoutAmount: 1500 })),
      update: bet(1, { selections: [sel('1', { status: 'win' })] }),
      want: list(bet(1, { cashoutAmount: 1500, selections: [sel('1', { status: 'win' })] })),
    },
    {
      name: 'a value the update carries wins',
      before: list(bet(1, { cashoutAmount: 1500 })),
      update: bet(1, { cashoutAmount: 1700 }),
      want: list(bet(1, { cashoutAmount: 1700 })),
    },
    {
      name: 'a cashed-out bet loses its offer and shows the payout',
      before: list(bet(1, { cashoutAmount: 1500 })),
      update: bet(1, { status: 'cashed_out', result: 'cashed_out', winAmount: 1500 }),
      want: list(bet(1, { status: 'cashed_out', result: 'cashed_out', winAmount: 1500 })),
    },
    {
      name: 'a VIP bet that becomes rejected is removed, and the total drops',
      before: list(bet(1, { isVip: true }), bet(2)),
      update: bet(1, { isVip: true, status: 'rejected' }),
      want: { items: [bet(2)], pagination: { total: 1, page: 1, limit: 20, lastPage: 1 } },
    },
    {
      name: 'a rejected bet that is not VIP stays, rejected',
      before: list(bet(1)),
      update: bet(1, { status: 'rejected' }),
      want: list(bet(1, { status: 'rejected' })),
    },
    {
      name: 'a bet the list does not hold changes nothing',
      before: list(bet(2)),
      update: bet(1, { status: 'done' }),
      want: 'same',
    },
    {
      name: 'a VIP rejection of a bet the list does not hold changes nothing',
      before: list(bet(2)),
      update: bet(1, { isVip: true, status: 'rejected' }),
      want: 'same',
    },
  ];
  it.each(cases)('$name', ({ before, update, want }) => {
    const got = applyBetChanged(before, update);
    if (want === 'same') expect(got).toBe(before);
    else expect(got).toEqual(want);
  });

  it('leaves the other bets as the same objects (no needless re-render)', () => {
    const before = list(bet(1), bet(2));
    const got = applyBetChanged(before, bet(1, { status: 'done' }));
    expect(got.items[1]).toBe(before.items[1]);
  });
});

describe('applyCashoutChanged (bet_cashout_changed) and setCashout', () => {
  const cases: {
    name: string;
    before: BetList;
    betId: number;
    amount: number | undefined;
    want: BetList | 'same';
  }[] = [
    {
      name: 'sets the new value',
      before: list(bet(1, { cashoutAmount: 1500 }), bet(2)),
      betId: 1,
      amount: 1420,
      want: list(bet(1, { cashoutAmount: 1420 }), bet(2)),
    },
    {
      name: 'offers a cash-out that had none',
      before: list(bet(1)),
      betId: 1,
      amount: 900,
      want: list(bet(1, { cashoutAmount: 900 })),
    },
    {
      name: 'an absent value withdraws the offer',
      before: list(bet(1, { cashoutAmount: 1500 })),
      betId: 1,
      amount: undefined,
      want: list(bet(1)),
    },
    {
      name: 'the same value changes nothing',
      before: list(bet(1, { cashoutAmount: 1500 })),
      betId: 1,
      amount: 1500,
      want: 'same',
    },
    {
      name: 'a late value for a bet already settled is ignored',
      before: list(bet(1, { status: 'cashed_out', result: 'cashed_out' })),
      betId: 1,
      amount: 1500,
      want: 'same',
    },
    {
      name: 'another bet changes nothing',
      before: list(bet(1, { cashoutAmount: 1500 })),
      betId: 9,
      amount: 10,
      want: 'same',
    },
  ];
  it.each(cases)('$name', ({ before, betId, amount, want }) => {
    const got = applyCashoutChanged(before, { betId, cashoutAmount: amount });
    if (want === 'same') expect(got).toBe(before);
    else expect(got).toEqual(want);
    expect(setCashout(before, betId, amount)).toEqual(got);
  });
});

describe('settledNews (the toast of a settled bet)', () => {
  const cases: { name: string; over: Partial<PlacedBet>; want: ReturnType<typeof settledNews> }[] = [
    {
      name: 'won: the payout',
      over: { status: 'done', result: 'win_entire', winAmount: 2306 },
      want: { kind: 'won', amount: 2306 },
    },
    {
      name: 'half void, half won: a win',
      over: { status: 'done', result: 'refund_half_win_other', winAmount: 1500 },
      want: { kind: 'won', amount: 1500 },
    },
    { name: 'lost', over: { status: 'done', result: 'lose_entire', winAmount: 0 }, want: { kind: 'lost' } },
    {
      name: 'void: the stake back',
      over: { status: 'done', result: 'refund_entire', winAmount: 1000 },
      want: { kind: 'void', amount: 1000 },
    },
    {
      name: 'cancelled by the book: the stake back',
      over: { status: 'done', result: 'canceled', winAmount: 1000 },
      want: { kind: 'void', amount: 1000 },
    },
    {
      name: 'half void, half lost: a part back',
      over: { status: 'done', result: 'refund_half_lose_other', winAmount: 500 },
      want: { kind: 'part', amount: 500 },
    },
    { name: 'open: no news', over: { status: 'waiting_results', result: 'no_results' }, want: null },
    {
      name: 'cashed out by the player: no news',
      over: { status: 'cashed_out', result: 'cashed_out', winAmount: 800 },
      want: null,
    },
    { name: 'refused: no news', over: { status: 'rejected', result: 'no_results' }, want: null },
  ];
  it.each(cases)('$name', ({ over, want }) => expect(settledNews(bet(1, over))).toEqual(want));
});
