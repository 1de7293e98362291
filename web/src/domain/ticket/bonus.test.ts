import { describe, expect, it } from 'vitest';
import type { ComboboostBonus, FreebetBonus, HuntingBonus, LootboxBonus } from '../bonus/bonus';
import { noBonuses, type AvailableBonuses } from '../bonus/selection';
import {
  availableOf,
  bonusBetRefusal,
  bonusChoices,
  bonusReturns,
  chooseBetBonus,
  comboboostEffect,
  openedLootbox,
  receiveBonuses,
  setReturn,
  stakeForReturn,
  takeBonusOdds,
  toPlacement,
} from './bonus';
import {
  applyUpdates,
  changeBetType,
  emptyTicket,
  keepSelections,
  placed,
  setCurrency,
  setStake,
  startPlacing,
  toggleOutcome,
  type Selection,
  type SlipBet,
  type SlipSettings,
  type Ticket,
} from './ticket';

const settings: SlipSettings = { multiSingleByProvider: { sim: true }, currency: 'EUR', subunits: 2 };

function sel(matchId: number, odds: number, over: Partial<Selection> = {}): Selection {
  return {
    matchId,
    matchStatus: 0,
    marketId: 1,
    specifier: '',
    outcomeId: '1',
    provider: 'sim',
    matchName: `M${matchId}`,
    marketName: '1x2',
    outcomeName: 'Home',
    odds,
    acceptedOdds: odds,
    initialOdds: odds,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
    sportId: 1,
    categoryId: 10,
    tournamentId: 100,
    ...over,
  };
}

const acca: ComboboostBonus = {
  id: '7',
  type: 'comboboost',
  name: 'Acca boost',
  minOdds: 1200,
  ranges: [
    { minCount: 3, maxCount: 4, bonusOdds: 1050 },
    { minCount: 5, maxCount: 7, bonusOdds: 1100 },
  ],
};
const welcome: FreebetBonus = {
  id: '8',
  type: 'freebet_only_win',
  name: 'Welcome',
  amount: 500,
  currency: 'EUR',
  minOdds: 1500,
};
const allWin: FreebetBonus = { id: '9', type: 'freebet_all_win', amount: 1000, currency: 'EUR' };
const hunt: HuntingBonus = { id: '10', type: 'hunting', name: 'Goal hunter' };
const box: LootboxBonus = { id: '11', type: 'lootbox', name: 'Mystery box', minStake: 200 };

function slip(...sels: Selection[]): Ticket {
  return sels.reduce((t, s) => toggleOutcome(t, s, settings), emptyTicket);
}
const staked = (t: Ticket, stake: number) => t.bets.reduce((x, _, i) => setStake(x, i, stake), t);
const bet = (t: Ticket, i = 0): SlipBet => t.bets[i]!;

describe('receiveBonuses: each bet keeps its bonus while available, else hunting, tournament, comboboost', () => {
  const combo = staked(slip(sel(1, 2000), sel(2, 1500), sel(3, 1300)), 1000);
  const cases: [string, Ticket, AvailableBonuses[], string | null, number][] = [
    ['a comboboost is chosen for a combo', combo, [{ comboboost: acca, freebet: [welcome] }], '7', 1000],
    ['hunting before comboboost', combo, [{ comboboost: acca, hunting: hunt, freebet: [] }], '10', 1000],
    ['a freebet is never chosen for the player', combo, [{ freebet: [welcome] }], null, 1000],
    ['nothing listed: no bonus, the stake stays', combo, [noBonuses], null, 1000],
    [
      'a kept freebet stays with its stake',
      chooseBetBonus(receiveBonuses(combo, [{ freebet: [welcome] }]), 0, welcome),
      [{ comboboost: acca, freebet: [welcome] }],
      '8',
      500,
    ],
    [
      'a freebet no longer listed goes, and the stake is 0',
      chooseBetBonus(receiveBonuses(combo, [{ freebet: [welcome] }]), 0, welcome),
      [{ comboboost: acca, freebet: [] }],
      '7',
      0,
    ],
    [
      'the player chose none: nothing is picked for them',
      chooseBetBonus(receiveBonuses(combo, [{ comboboost: acca, freebet: [] }]), 0, null),
      [{ comboboost: acca, freebet: [] }],
      null,
      1000,
    ],
  ];
  it.each(cases)('%s', (_, t, lists, id, stake) => {
    const out = receiveBonuses(t, lists);
    expect(bet(out).bonus?.id ?? null).toBe(id);
    expect(bet(out).stake).toBe(stake);
    expect(bet(out).availableBonuses).toEqual(lists[0]);
  });

  it('drops an answer for another count of bets, or while placing or placed', () => {
    expect(receiveBonuses(combo, [noBonuses, noBonuses])).toBe(combo);
    const busy = startPlacing(combo, true);
    expect(receiveBonuses(busy, [{ comboboost: acca, freebet: [] }])).toBe(busy);
    const done = placed(busy);
    expect(receiveBonuses(done, [{ comboboost: acca, freebet: [] }])).toBe(done);
  });
});

describe('a freebet on a bet', () => {
  const single = receiveBonuses(staked(slip(sel(1, 2000)), 300), [{ freebet: [welcome, allWin] }]);
  const withFreebet = chooseBetBonus(single, 0, welcome);

  it('sets the stake to its amount, records it and locks the stake', () => {
    expect(bet(withFreebet)).toMatchObject({ stake: 500, freebetStake: 500 });
    expect(bet(setStake(withFreebet, 0, 900)).stake).toBe(500);
  });
  it('removed for none or another bonus: the stake is 0', () => {
    expect(bet(chooseBetBonus(withFreebet, 0, null))).toMatchObject({ stake: 0, noBonus: true });
    expect(bet(chooseBetBonus(withFreebet, 0, null)).freebetStake).toBeUndefined();
    expect(bet(chooseBetBonus(withFreebet, 0, allWin)).stake).toBe(1000);
  });
  it('pays as its mode: only-win the winnings, all-win the whole return', () => {
    // €5 at 2.00 returns €10: only-win pays €5, all-win (€10 at 2.00) pays €20.
    expect(bonusReturns(bet(withFreebet)).max).toBe(500);
    expect(bonusReturns(bet(chooseBetBonus(single, 0, allWin))).max).toBe(2000);
  });
  it('is sent as {id, type}, without bonus odds: a freebet has no odds range (betBonus)', () => {
    expect(toPlacement(bet(withFreebet)).bonus).toEqual({ id: '8', type: 'freebet_only_win' });
    expect(toPlacement(bet(single))).not.toHaveProperty('bonus');
  });
  it('a bet that no longer fits it cannot be placed (never as cash)', () => {
    const low = { ...bet(withFreebet), selections: [sel(1, 1400)] };
    expect(bonusBetRefusal(low, settings)).toBe('betslip.bonus.unfit');
    expect(bonusBetRefusal(bet(withFreebet), settings)).toBeNull();
  });
  it('one freebet per slip unless several are allowed', () => {
    const two = receiveBonuses(staked(slip(sel(1, 2000), sel(1, 2100, { outcomeId: '2' })), 100), [
      { freebet: [welcome, allWin] },
      { freebet: [welcome, allWin] },
    ]);
    expect(two.bets).toHaveLength(2);
    const first = chooseBetBonus(two, 0, welcome);
    expect(bonusChoices(first, 1, false)).toEqual([]);
    expect(bonusChoices(first, 1, true)).toEqual([allWin]);
    expect(bonusChoices(first, 0, false)).toEqual([welcome, allWin]);
  });
  it('is dropped with its stake when the slip is rebuilt, the currency changes or the selections are kept', () => {
    const grown = toggleOutcome(withFreebet, sel(2, 1800), { ...settings, multiSingleByProvider: {} });
    expect(bet(grown)).toMatchObject({ betType: 'combo', stake: 0 });
    expect(bet(grown).bonus).toBeUndefined();
    const again = changeBetType(
      receiveBonuses(toggleOutcome(staked(slip(sel(1, 2000)), 0), sel(2, 1800), settings), [
        { freebet: [welcome] },
      ]),
      'combo',
      settings,
    );
    expect(bet(again).stake).toBe(0);
    expect(bet(setCurrency(withFreebet, 'USD', 2)).bonus).toBeUndefined();
    expect(bet(keepSelections(placed(withFreebet))).bonus).toBeUndefined();
  });
});

describe('a comboboost on a combo', () => {
  const combo = (...odds: number[]) =>
    receiveBonuses(staked(slip(...odds.map((o, i) => sel(i + 1, o))), 1000), [
      { comboboost: acca, freebet: [] },
    ]);
  const cases: [string, number[], object][] = [
    [
      '3 at 1.20 or more: +5 %, 2 more for +10 %',
      [2000, 1500, 1300],
      {
        boost: { bonusOdds: 1050, boostedOdds: 4095 },
        counted: 3,
        total: 3,
        next: { missing: 2, bonusOdds: 1100 },
      },
    ],
    [
      'a selection under the min odds does not count',
      [2000, 1500, 1300, 1100],
      {
        boost: { bonusOdds: 1050, boostedOdds: 4504 }, // 4.29 × 1.05, rounded down
        counted: 3,
        total: 4,
        next: { missing: 2, bonusOdds: 1100 },
      },
    ],
    [
      '5 count: +10 %, no range above',
      [1300, 1300, 1300, 1300, 1300],
      { boost: { bonusOdds: 1100 }, counted: 5, next: null },
    ],
  ];
  it.each(cases)('%s', (_, odds, effect) => {
    expect(comboboostEffect(bet(combo(...odds)))).toMatchObject(effect!);
  });
  it('under the first range: no boost, the selections missing for it, sent without the bonus', () => {
    const t = combo(2000, 1500, 1100);
    expect(comboboostEffect(bet(t))).toEqual({
      boost: null,
      counted: 2,
      total: 3,
      next: { missing: 1, bonusOdds: 1050 },
    });
    expect(toPlacement(bet(t))).not.toHaveProperty('bonus');
  });
  it('pays and is sent at the boosted odds; BONUS_ODDS_CHANGED odds replace them until asked again', () => {
    const t = combo(2000, 1500, 1300);
    // €10 at 3.90 × 1.05 = 4.095.
    expect(bonusReturns(bet(t)).max).toBe(4095);
    expect(toPlacement(bet(t)).bonus).toEqual({ id: '7', type: 'comboboost', odds: 1050 });
    const refused = takeBonusOdds(t, 0, 1100);
    expect(toPlacement(bet(refused)).bonus?.odds).toBe(1100);
    expect(toPlacement(bet(receiveBonuses(refused, [{ comboboost: acca, freebet: [] }]))).bonus?.odds).toBe(
      1050,
    );
  });
  it('a system is never boosted', () => {
    const sys = changeBetType(combo(2000, 1500, 1300), 'system', settings, {
      id: '2/3',
      winCount: 2,
      totalCount: 3,
    });
    expect(comboboostEffect(bet(receiveBonuses(sys, [{ comboboost: acca, freebet: [] }])))).toBeNull();
  });
});

describe('hunting, the lootbox and a kept slip', () => {
  it('hunting is sent as {id, type} and pays as without a bonus', () => {
    const t = receiveBonuses(staked(slip(sel(1, 2000)), 300), [{ hunting: hunt, freebet: [] }]);
    expect(toPlacement(bet(t)).bonus).toEqual({ id: '10', type: 'hunting' });
    expect(bonusReturns(bet(t)).max).toBe(600);
  });
  it('the lootbox opens on a bet without a bonus whose stake reaches its minimum', () => {
    const t = (stake: number) =>
      receiveBonuses(staked(slip(sel(1, 2000)), stake), [{ lootbox: box, freebet: [] }]);
    expect(openedLootbox(bet(t(200)))).toEqual(box);
    expect(openedLootbox(bet(t(199)))).toBeNull();
    expect(toPlacement(bet(t(200)))).not.toHaveProperty('bonus');
  });
  it("a kept slip's freebet is read as a list, and chosen from as one", () => {
    const b = bet(slip(sel(1, 2000)));
    const kept = (freebet: unknown) =>
      availableOf({ ...b, availableBonuses: { freebet } as unknown as AvailableBonuses })?.freebet;
    expect(kept(welcome)).toEqual([welcome]);
    expect(kept([welcome])).toEqual([welcome]);
    expect(kept(undefined)).toEqual([]);
    expect(availableOf(b)).toBeUndefined();
    const t: Ticket = {
      ...emptyTicket,
      bets: [{ ...b, availableBonuses: { freebet: welcome } as unknown as AvailableBonuses }],
    };
    expect(bonusChoices(t, 0, false)).toEqual([welcome]);
  });
});

describe('stakeForReturn: the most stake whose return is not over the one asked for', () => {
  const boosted = receiveBonuses(slip(sel(1, 2000), sel(2, 1500), sel(3, 1300)), [
    { comboboost: acca, freebet: [] },
  ]);
  const cases: [string, Ticket, number, number][] = [
    ['a single at 1.85 for €20.00', slip(sel(1, 1850)), 2000, 1081],
    ['even odds for €10.00', slip(sel(1, 2000)), 1000, 500],
    ['a combo with its comboboost (3.90 × 1.05)', boosted, 10000, 2442],
    ['a return rounded down: €1.00 at 1.001 takes €1.00', slip(sel(1, 1001)), 100, 100],
    ['nothing asked for', slip(sel(1, 1850)), 0, 0],
  ];
  it.each(cases)('%s', (_, t, wanted, stake) => {
    expect(stakeForReturn(bet(t), wanted)).toBe(stake);
    if (stake === 0) return;
    const returnOf = (x: number) => bonusReturns(bet(setStake(t, 0, x))).max;
    expect(returnOf(stake)).toBeLessThanOrEqual(wanted);
    expect(returnOf(stake + 1)).toBeGreaterThan(wanted);
  });

  it('setReturn stakes from the return, and new odds rescale the stake to keep it', () => {
    const t = setReturn(slip(sel(1, 1850)), 0, 2000);
    expect(bet(t)).toMatchObject({ stake: 1081, stakeSource: 'potential_win' });
    const moved = applyUpdates(t, new Map([['1/1//1', { odds: 2500 }]]), 'any');
    expect(bet(moved).selections[0]!.odds).toBe(2500);
    expect(bet(moved).stake).toBe(799);
    // A stake typed again is the player's own: odds no longer move it.
    const typed = setStake(moved, 0, 1000);
    expect(bet(applyUpdates(typed, new Map([['1/1//1', { odds: 3000 }]]), 'any')).stake).toBe(1000);
  });
});
