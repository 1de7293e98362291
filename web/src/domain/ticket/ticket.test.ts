import { describe, expect, it } from 'vitest';
import {
  acceptOddsChanges,
  applyProviderStatuses,
  applyUpdates,
  betPotentialWin,
  betRefusal,
  betTypeRefusal,
  canPlace,
  betReturns,
  defaultBetType,
  keepSelections,
  oddsMove,
  placedReturns,
  changeBetType,
  CUSTOM_MAX,
  emptyTicket,
  hasUnplaceable,
  keepSlip,
  kindConflict,
  outcomeKey,
  placed,
  placementFailed,
  replaceWithPending,
  sanitize,
  selectedOutcomeIds,
  setCurrency,
  setCustomOdds,
  setStake,
  startPlacing,
  systemTypes,
  toggleOutcome,
  totalStake,
  type Selection,
  type SlipSettings,
  type Ticket,
} from './ticket';

// One test per rule of spec sections 4 and 5, named after the rule.

const settings: SlipSettings = {
  multiSingleByProvider: { multi: true },
  noSystemProviders: ['nosys'],
  currency: 'EUR',
  subunits: 2,
};

function sel(matchId: number, odds = 2000, over: Partial<Selection> = {}): Selection {
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
    ...over,
  };
}

function slip(...sels: Selection[]): Ticket {
  return sels.reduce((t, s) => toggleOutcome(t, s, settings), emptyTicket);
}

const types = (t: Ticket) => t.bets.map((b) => b.betType);

describe('adding or removing an outcome', () => {
  it('adding a selection to an empty slip gives a single', () => {
    expect(types(slip(sel(1)))).toEqual(['single']);
  });
  it('adding to a single turns it into a combo when the provider has no multi-single', () => {
    const t = slip(sel(1), sel(2));
    expect(types(t)).toEqual(['combo']);
    expect(t.bets[0]!.selections).toHaveLength(2);
  });
  it('adding to a single adds another single when the provider allows multi-single and a combo cannot be', () => {
    const t = slip(sel(1, 2000, { provider: 'multi' }), sel(1, 2000, { provider: 'multi', outcomeId: '2' }));
    expect(types(t)).toEqual(['single', 'single']);
  });
  it.each([
    ['one selection', [sel(1)], 'single'],
    ['two matches', [sel(1), sel(2)], 'combo'],
    [
      'two matches, multi-single provider',
      [sel(1, 2000, { provider: 'multi' }), sel(2, 2000, { provider: 'multi' })],
      'combo',
    ],
    [
      'one match, multi-single provider',
      [sel(1, 2000, { provider: 'multi' }), sel(1, 2000, { provider: 'multi', outcomeId: '2' })],
      'single',
    ],
    ['one match, no multi-single', [sel(1), sel(1, 2000, { outcomeId: '2' })], 'combo'],
  ] as const)('the default type of %s is %s', (_, sels, want) => {
    expect(defaultBetType(sels, settings)).toBe(want);
    expect(types(slip(...sels))[0]).toBe(want);
  });
  it('singles the player chose stay singles as picks are added', () => {
    const multi = { ...settings, multiSingleByProvider: { sim: true } };
    const two = changeBetType(slip(sel(1), sel(2)), 'single', multi);
    expect(types(toggleOutcome(two, sel(3), multi))).toEqual(['single', 'single', 'single']);
  });
  it('an already selected outcome is removed when selected again', () => {
    const t = toggleOutcome(slip(sel(1), sel(2)), sel(2), settings);
    expect(selectedOutcomeIds(t)).toEqual([outcomeKey(sel(1))]);
  });
  it('a combo reduced to one selection becomes a single', () => {
    expect(types(toggleOutcome(slip(sel(1), sel(2)), sel(1), settings))).toEqual(['single']);
  });
  it('removing the last selection empties the slip', () => {
    expect(toggleOutcome(slip(sel(1)), sel(1), settings).bets).toEqual([]);
  });
  it('nothing happens while the ticket is in progress', () => {
    const t = startPlacing(setStake(slip(sel(1)), 0, 100), true);
    expect(toggleOutcome(t, sel(2), settings)).toBe(t);
  });
  it('a placed state clears the selections', () => {
    expect(selectedOutcomeIds(placed(startPlacing(setStake(slip(sel(1)), 0, 100), true)))).toEqual([]);
  });
  it('adding after a placed state starts from an empty list', () => {
    const t = placed(startPlacing(setStake(slip(sel(1), sel(2)), 0, 100), true));
    expect(selectedOutcomeIds(toggleOutcome(t, sel(3), settings))).toEqual([outcomeKey(sel(3))]);
  });
  it('adding or removing resets the state to INITIAL, or ODDS_CHANGED when a bet shows changed odds', () => {
    const changed = applyUpdates(slip(sel(1)), new Map([[outcomeKey(sel(1)), { odds: 2100 }]]), 'none');
    expect(changed.ticketState).toBe('ODDS_CHANGED');
    expect(toggleOutcome(changed, sel(2), settings).ticketState).toBe('ODDS_CHANGED');
    expect(toggleOutcome(slip(sel(1)), sel(2), settings).ticketState).toBe('INITIAL');
  });
});

describe('bet slip type rules', () => {
  it('system types are every size from 2 to n−1, sorted by total count then win count', () => {
    expect(systemTypes(4).map((s) => s.id)).toEqual(['2/4', '3/4']);
    expect(systemTypes(2)).toEqual([]);
  });
  it('a system whose total count no longer matches becomes a matching system type or a combo', () => {
    const sys = changeBetType(slip(sel(1), sel(2), sel(3)), 'system', settings, systemTypes(3)[0]);
    expect(sys.bets[0]!.systemType?.id).toBe('2/3');
    const four = toggleOutcome(sys, sel(4), settings);
    expect(four.bets[0]!.systemType?.id).toBe('2/4');
    const two = toggleOutcome(sys, sel(3), settings);
    expect(types(two)).toEqual(['combo']);
  });
  it('changing to single makes one bet per selection with the first bet stake', () => {
    const multi = { ...settings, multiSingleByProvider: { sim: true } };
    const t = changeBetType(setStake(slip(sel(1), sel(2)), 0, 500), 'single', multi);
    expect(t.bets.map((b) => [b.betType, b.stake])).toEqual([
      ['single', 500],
      ['single', 500],
    ]);
  });
  it('changing to combo merges the selections', () => {
    const multi = { ...settings, multiSingleByProvider: { multi: true } };
    const t = slip(sel(1, 2000, { provider: 'multi' }), sel(2, 2000, { provider: 'multi' }));
    expect(types(changeBetType(t, 'combo', multi))).toEqual(['combo']);
  });
  it.each([
    ['the same type', slip(sel(1), sel(2)), 'combo', 'same type'],
    ['a single when a single is the only bet', slip(sel(1)), 'single', 'same type'],
    ['custom', slip(sel(1), sel(2)), 'custom_bet', 'custom'],
    [
      'single without multi-single support',
      slip(sel(1), sel(2)),
      'single',
      'no multi-single for the provider',
    ],
    ['a system without a system type', slip(sel(1), sel(2)), 'system', 'no system type'],
  ] as const)('a change to %s is rejected', (_, t, type, why) => {
    expect(betTypeRefusal(t, type, settings)).toBe(why);
    expect(changeBetType(t, type, settings)).toBe(t);
  });
});

describe('odds acceptance modes', () => {
  const key = outcomeKey(sel(1));
  it.each([
    ['none', 1900, true],
    ['none', 2100, true],
    ['higher', 1900, true],
    ['higher', 2100, false],
    ['any', 1900, false],
  ] as const)('mode %s, odds 2.00 → %d: flagged %s', (mode, odds, flagged) => {
    const t = applyUpdates(slip(sel(1)), new Map([[key, { odds }]]), mode);
    expect(t.bets[0]!.selections[0]!.isChanged).toBe(flagged);
    expect(t.bets[0]!.selections[0]!.odds).toBe(odds);
    expect(t.ticketState).toBe(flagged ? 'ODDS_CHANGED' : 'INITIAL');
  });
  it('accepting odds changes returns to INITIAL with the odds accepted', () => {
    const t = acceptOddsChanges(applyUpdates(slip(sel(1)), new Map([[key, { odds: 1800 }]]), 'none'));
    expect(t.ticketState).toBe('INITIAL');
    expect(t.bets[0]!.selections[0]).toMatchObject({ acceptedOdds: 1800, isChanged: false });
  });
  it('market updates do not move a ticket in progress or placed', () => {
    const busy = startPlacing(setStake(slip(sel(1)), 0, 100), true);
    expect(applyUpdates(busy, new Map([[key, { odds: 1800 }]]), 'none').ticketState).toBe('PROCESSING');
    expect(applyUpdates(placed(busy), new Map([[key, { odds: 1800 }]]), 'none').ticketState).toBe('SUCCESS');
  });
  it('provider status updates mark selections unavailable and set ODDS_CHANGED', () => {
    const t = applyProviderStatuses(slip(sel(1)), { sim: false });
    expect(t.bets[0]!.selections[0]!.isNotAvailable).toBe(true);
    expect(t.ticketState).toBe('ODDS_CHANGED');
  });
  // What happens while the provider is off, then the state once it is on again: available at the
  // odds now, and ODDS_CHANGED only for odds that really moved (the mode decides).
  it.each<[string, (t: Ticket) => Ticket, Ticket['ticketState'], number, boolean]>([
    ['nothing moved', (t) => t, 'INITIAL', 2000, false],
    [
      'the odds moved, mode none',
      (t) => applyUpdates(t, new Map([[key, { odds: 1800 }]]), 'none'),
      'ODDS_CHANGED',
      1800,
      true,
    ],
    [
      'the odds moved, mode any',
      (t) => applyUpdates(t, new Map([[key, { odds: 1800 }]]), 'any'),
      'INITIAL',
      1800,
      false,
    ],
    [
      'the odds lengthened, mode higher',
      (t) => applyUpdates(t, new Map([[key, { odds: 2200 }]]), 'higher'),
      'INITIAL',
      2200,
      false,
    ],
    ['the player accepted meanwhile', acceptOddsChanges, 'INITIAL', 2000, false],
    ['a placement is under way', (t) => startPlacing(t, true), 'PROCESSING', 2000, false],
  ])('provider back on after %s', (_, meanwhile, state, odds, isChanged) => {
    const off = applyProviderStatuses(setStake(slip(sel(1)), 0, 100), { sim: false });
    const on = applyProviderStatuses(meanwhile(off), { sim: true });
    expect(on.ticketState).toBe(state);
    expect(on.bets[0]!.selections[0]).toMatchObject({ isNotAvailable: false, odds, isChanged });
    if (state === 'INITIAL') expect(canPlace(on, settings)).toBe(true);
  });
  it('a provider back on leaves ODDS_CHANGED while another is still off', () => {
    const off = applyProviderStatuses(slip(sel(1), sel(2, 2000, { provider: 'other' })), {
      sim: false,
      other: false,
    });
    const on = applyProviderStatuses(off, { sim: true, other: false });
    expect(on.bets[0]!.selections.map((s) => s.isNotAvailable)).toEqual([false, true]);
    expect(on.ticketState).toBe('ODDS_CHANGED');
  });
  it('a provider that takes bets again makes its selections available; others are left alone', () => {
    const off = applyProviderStatuses(slip(sel(1), sel(2, 2000, { provider: 'other' })), { sim: false });
    const on = applyProviderStatuses(off, { sim: true });
    expect(on.bets[0]!.selections.map((s) => s.isNotAvailable)).toEqual([false, false]);
    const gone = { ...slip(sel(3, 2000, { provider: '', isNotAvailable: true })) };
    expect(applyProviderStatuses(gone, { sim: true })).toBe(gone);
  });
});

describe('suspension and stakes', () => {
  const key = outcomeKey(sel(1));
  it.each([
    ['a market not allowed', { marketStatus: -1 }],
    ['an inactive outcome', { active: false }],
    ['a missing outcome', { missing: true }],
  ])('%s suspends the selection', (_, u) => {
    expect(applyUpdates(slip(sel(1)), new Map([[key, u]]), 'any').bets[0]!.selections[0]!.isSuspended).toBe(
      true,
    );
  });
  it('a match that stops or ends suspends its selections', () => {
    const t = applyUpdates(slip(sel(1)), new Map([[key, { matchStatus: 4 }]]), 'any');
    expect(t.bets[0]!.selections[0]!.isSuspended).toBe(true);
  });
  it('potential-win stakes are rescaled when odds change', () => {
    const t = setStake(slip(sel(1, 2000)), 0, 1000, 'potential_win');
    const after = applyUpdates(t, new Map([[key, { odds: 2500 }]]), 'any');
    expect(after.bets[0]!.stake).toBe(800);
    expect(betPotentialWin(after.bets[0]!)).toBe(2000);
  });
  it('changing currency resets the stake to zero and the source to sharing', () => {
    const t = setCurrency(setStake(slip(sel(1)), 0, 500), 'BTC', 8);
    expect(t.bets[0]).toMatchObject({ stake: 0, stakeSource: 'sharing', currency: 'BTC', subunits: 8 });
  });
  it('sanitising drops suspended or unavailable selections and custom bets not prematch or live', () => {
    const t = applyUpdates(
      slip(sel(1), sel(2), sel(3)),
      new Map([[outcomeKey(sel(2)), { active: false }]]),
      'any',
    );
    const custom: Ticket = {
      ...t,
      bets: [
        ...t.bets,
        {
          betType: 'custom_bet',
          stake: 1,
          currency: 'EUR',
          subunits: 2,
          selections: [sel(9, 3000, { matchStatus: 4 })],
        },
      ],
    };
    const clean = sanitize(custom, settings);
    expect(selectedOutcomeIds(clean)).toEqual([outcomeKey(sel(1)), outcomeKey(sel(3))]);
    expect(types(clean)).toEqual(['combo']);
  });
});

describe('validation (spec section 5)', () => {
  it('a restored slip cannot be placed until it is rebuilt from fresh data', () => {
    const ready = setStake(slip(sel(1)), 0, 100);
    expect(canPlace({ ...ready, isRestoring: true }, settings)).toBe(false);
    expect(canPlace(ready, settings)).toBe(true);
  });
  it('sanitising is offered when a selection is suspended or not available', () => {
    expect(hasUnplaceable(slip(sel(1)))).toBe(false);
    expect(hasUnplaceable(slip(sel(1, 2000, { isNotAvailable: true })))).toBe(true);
  });
  it('a bet is valid only if its stake is above zero', () => {
    expect(betRefusal(slip(sel(1)).bets[0]!, settings)).toBe('stake');
    expect(betRefusal(setStake(slip(sel(1)), 0, 1).bets[0]!, settings)).toBeNull();
  });
  it('a combo with two selections from one match is not allowed', () => {
    const t = setStake(slip(sel(1), sel(1, 1800, { marketId: 18, outcomeId: 'over' })), 0, 100);
    expect(betRefusal(t.bets[0]!, settings)).toBe('same match');
  });
  it('a system with a particular provider is not allowed', () => {
    const t = slip(sel(1, 2000, { provider: 'nosys' }), sel(2), sel(3));
    expect(betTypeRefusal(t, 'system', settings, systemTypes(3)[0])).toBe('provider allows no system');
  });
  it('system bets are all combinations of a size: the total stake is stake × lines', () => {
    const t = setStake(
      changeBetType(slip(sel(1), sel(2), sel(3)), 'system', settings, systemTypes(3)[0]),
      0,
      100,
    );
    expect(totalStake(t.bets[0]!)).toBe(300);
    expect(betPotentialWin(t.bets[0]!)).toBe(1200);
  });
  it('odds over 40 are capped, when added and when updated', () => {
    const t = slip(sel(1, 55000));
    expect(t.bets[0]!.selections[0]).toMatchObject({ odds: 40000, acceptedOdds: 40000, initialOdds: 40000 });
    const key = outcomeKey(sel(1));
    const moved = applyUpdates(slip(sel(1, 39000)), new Map([[key, { odds: 60000 }]]), 'any');
    expect(moved.bets[0]!.selections[0]!.odds).toBe(40000);
    // 55.00 → 60.00 is 40.00 → 40.00 for the slip: no change to accept.
    const same = applyUpdates(t, new Map([[key, { odds: 60000 }]]), 'none');
    expect(same.ticketState).toBe('INITIAL');
  });
});

describe('placing bets', () => {
  const ready = setStake(slip(sel(1), sel(2)), 0, 100);
  it('if not logged in, the ticket returns to INITIAL and sign-in is requested', () => {
    expect(startPlacing(ready, false)).toMatchObject({
      ticketState: 'INITIAL',
      signInRequested: true,
      inProgress: false,
    });
  });
  it('placing marks the ticket in progress and copies bets with stake above zero into processing', () => {
    const t = startPlacing({ ...ready, bets: [...ready.bets, { ...ready.bets[0]!, stake: 0 }] }, true);
    expect(t).toMatchObject({ ticketState: 'PROCESSING', inProgress: true, error: null });
    expect(t.processingBets).toHaveLength(1);
  });
  it('success gives SUCCESS', () => expect(placed(startPlacing(ready, true)).ticketState).toBe('SUCCESS'));
  it('an error carrying a server code gives ERROR and empties processing', () => {
    const t = placementFailed(startPlacing(ready, true), {
      status: 422,
      error: { code: 'INVALID_ODDS', message: 'error.place_bets.invalid_odds' },
    });
    expect(t).toMatchObject({ ticketState: 'ERROR', processingBets: [], inProgress: false });
  });
  it('an unauthorized error asks for sign-in instead', () => {
    expect(
      placementFailed(startPlacing(ready, true), {
        status: 401,
        error: { code: 'UNAUTHORIZED', message: '' },
      }),
    ).toMatchObject({ ticketState: 'INITIAL', signInRequested: true });
  });
  it('other errors reset to INITIAL and show an error alert', () => {
    expect(placementFailed(startPlacing(ready, true), { status: 0 })).toMatchObject({
      ticketState: 'INITIAL',
      alert: true,
    });
  });
});

describe('custom bets (bet builder)', () => {
  /** A builder outcome of match 5: market line m, outcome o. */
  const leg = (marketId: number, outcomeId = '1', over: Partial<Selection> = {}) =>
    sel(5, 1500 + marketId, { marketId, outcomeId, custom: true, ...over });
  const builder = (...legs: Selection[]) => slip(...legs);

  it('a custom selection adds a custom-odds bet of its match', () => {
    const t = builder(leg(1), leg(18, 'over'));
    expect(types(t)).toEqual(['custom_bet']);
    expect(t.bets[0]!.selections).toHaveLength(2);
    expect(t.bets[0]!.customOdds).toBeUndefined();
  });
  it('a builder outcome shows as picked only in the builder', () => {
    expect(selectedOutcomeIds(builder(leg(1)))).toEqual([`custom:${outcomeKey(leg(1))}`]);
  });
  it('a second outcome of the same market line replaces the first', () => {
    const t = builder(leg(1, '1'), leg(1, 'X'));
    expect(t.bets[0]!.selections.map((s) => s.outcomeId)).toEqual(['X']);
  });
  it(`a builder takes at most ${CUSTOM_MAX} outcomes`, () => {
    const full = builder(...[1, 2, 3, 4, 5, 6].map((m) => leg(m)));
    expect(toggleOutcome(full, leg(7), settings).bets[0]!.selections).toHaveLength(CUSTOM_MAX);
  });
  it('removing the last builder outcome empties the slip', () => {
    expect(toggleOutcome(builder(leg(1)), leg(1), settings).bets).toEqual([]);
  });
  it.each([
    ['a builder outcome into a slip of other bets', slip(sel(1)), leg(1), true],
    ['an outcome into a builder slip', builder(leg(1)), sel(1), true],
    [
      'a builder outcome of another match into a builder slip',
      builder(leg(1)),
      leg(1, '1', { matchId: 6 }),
      true,
    ],
    ['a builder outcome of the same match', builder(leg(1)), leg(2), false],
    ['anything into an empty slip', emptyTicket, leg(1), false],
  ] as const)('if the slip is of another kind the custom-bet modal opens: %s → %s', (_, t, s, conflict) => {
    expect(kindConflict(t, s)).toBe(conflict);
    const after = toggleOutcome(t, s, settings);
    expect(after.pendingSelection).toEqual(conflict ? s : null);
    if (conflict) expect(after.bets).toBe(t.bets);
  });
  it('the modal replaces the slip with the waiting outcome, or keeps the slip', () => {
    const waiting = toggleOutcome(slip(sel(1), sel(2)), leg(1), settings);
    const replaced = replaceWithPending(waiting, settings);
    expect(types(replaced)).toEqual(['custom_bet']);
    expect(replaced.pendingSelection).toBeNull();
    const kept = keepSlip(waiting);
    expect(types(kept)).toEqual(['combo']);
    expect(kept.pendingSelection).toBeNull();
  });
  it('the first price of a builder is taken as it is; a refused one makes the bet unplaceable', () => {
    const priced = setCustomOdds(setStake(builder(leg(1), leg(2)), 0, 100), 3500, 'none');
    expect(priced.bets[0]).toMatchObject({
      customOdds: 3500,
      acceptedCustomOdds: 3500,
      customChanged: false,
    });
    expect(betRefusal(priced.bets[0]!, settings)).toBeNull();
    expect(betPotentialWin(priced.bets[0]!)).toBe(350);
    const refused = setCustomOdds(priced, null, 'none');
    expect(betRefusal(refused.bets[0]!, settings)).toBe('betslip.builder.refused');
  });
  it('a builder needs two outcomes and a price before it can be placed', () => {
    expect(betRefusal(setStake(builder(leg(1)), 0, 100).bets[0]!, settings)).toBe('betslip.builder.min');
    expect(betRefusal(setStake(builder(leg(1), leg(2)), 0, 100).bets[0]!, settings)).toBe(
      'betslip.builder.pricing',
    );
  });
  it.each([
    ['none', 3400, true],
    ['higher', 3400, true],
    ['higher', 3600, false],
    ['any', 3400, false],
  ] as const)(
    'a builder price that moves follows the accept mode: %s → %d flagged %s',
    (mode, odds, flagged) => {
      const priced = setCustomOdds(builder(leg(1), leg(2)), 3500, mode);
      const moved = setCustomOdds(priced, odds, mode);
      expect(moved.bets[0]!.customChanged).toBe(flagged);
      expect(moved.ticketState).toBe(flagged ? 'ODDS_CHANGED' : 'INITIAL');
      const accepted = acceptOddsChanges(moved);
      expect(accepted.bets[0]).toMatchObject({ acceptedCustomOdds: odds, customChanged: false });
    },
  );
  it('a builder leg’s own odds moving flags nothing: the builder is priced as a whole', () => {
    const t = applyUpdates(builder(leg(1), leg(2)), new Map([[outcomeKey(leg(1)), { odds: 1700 }]]), 'none');
    expect(t.ticketState).toBe('INITIAL');
    expect(t.bets[0]!.selections[0]).toMatchObject({ odds: 1700, isChanged: false });
  });
  it('a custom bet type is never chosen by changing the type', () => {
    expect(changeBetType(builder(leg(1), leg(2)), 'combo', settings).bets[0]!.betType).toBe('custom_bet');
  });
});

describe('what a bet returns, stake included', () => {
  it('a combo returns its stake times the product of the odds', () => {
    const t = setStake(slip(sel(1, 2000), sel(2, 1500), sel(3, 3000)), 0, 200);
    expect(betReturns(t.bets[0]!)).toEqual({ min: 1800, max: 1800 });
  });
  it('a system 2/3 returns from its lowest double to every double, never the treble price', () => {
    const sys = changeBetType(
      slip(sel(1, 2000), sel(2, 1500), sel(3, 3000)),
      'system',
      settings,
      systemTypes(3)[0],
    );
    const bet = setStake(sys, 0, 200).bets[0]!;
    expect(totalStake(bet)).toBe(600);
    // Doubles 3.00, 6.00, 4.50 at 2.00 a line; the treble (9.00) is never paid.
    expect(betReturns(bet)).toEqual({ min: 600, max: 2700 });
  });
});

describe('odds moves', () => {
  it.each([
    [2000, 2100, 'up'],
    [2000, 1900, 'down'],
    [2000, 2000, null],
  ] as const)('%i to %i is %s', (from, to, want) => expect(oddsMove(from, to)).toBe(want));
});

describe('keep selections after placing', () => {
  const receipt = [
    {
      ref: 'SB-1',
      betType: 'combo' as const,
      stake: 200,
      currency: 'EUR',
      subunits: 2,
      odds: 4000,
      potentialReturn: 800,
      stakeIncluded: true,
      selections: [],
    },
  ];
  const done = placed(startPlacing(setStake(slip(sel(1), sel(2)), 0, 200), true), receipt);
  it('the receipt is kept with the placed state', () => expect(done.receipt).toEqual(receipt));
  it('refills the slip with the same selections and type, stakes empty', () => {
    const kept = keepSelections(done);
    expect(kept.ticketState).toBe('INITIAL');
    expect(types(kept)).toEqual(['combo']);
    expect(kept.bets[0]!.stake).toBe(0);
    expect(selectedOutcomeIds(kept)).toEqual([outcomeKey(sel(1)), outcomeKey(sel(2))]);
    expect(kept.receipt).toEqual([]);
  });
  it('takes the odds as they are now', () => {
    const moved = {
      ...done,
      bets: done.bets.map((b) => ({
        ...b,
        selections: b.selections.map((x) => ({ ...x, odds: 2500, isChanged: true })),
      })),
    };
    const kept = keepSelections(moved);
    expect(kept.bets[0]!.selections.map((x) => [x.acceptedOdds, x.isChanged])).toEqual([
      [2500, false],
      [2500, false],
    ]);
  });
  it('does nothing before a placement', () => {
    const t = slip(sel(1));
    expect(keepSelections(t)).toBe(t);
  });
});

describe('what the receipt says of a placed bet', () => {
  const leg = (odds: number) => ({
    matchId: odds,
    marketId: 1,
    specifier: '',
    outcomeId: 'x',
    matchName: 'A – B',
    marketName: '1x2',
    outcomeName: 'Draw',
    odds,
  });
  const base = { ref: 'SB-7', currency: 'EUR', subunits: 2 };
  it.each([
    [
      'a single is one line returning its potential return',
      {
        ...base,
        betType: 'single' as const,
        stake: 500,
        odds: 2000,
        potentialReturn: 1000,
        stakeIncluded: true,
        selections: [leg(2000)],
      },
      { lines: 1, stakePerLine: 500, min: 1000, max: 1000 },
    ],
    [
      'a system 2/3 of 6.00 is three bets of 2.00, from the lowest double to all three',
      {
        ...base,
        betType: 'system' as const,
        stake: 600,
        odds: 9000,
        potentialReturn: 2700,
        stakeIncluded: true,
        systemType: { id: '2/3', winCount: 2, totalCount: 3 },
        selections: [leg(2000), leg(1500), leg(3000)],
      },
      { lines: 3, stakePerLine: 200, min: 600, max: 2700 },
    ],
  ])('%s', (_, bet, want) => expect(placedReturns(bet)).toEqual(want));
});

describe('setStake and the last error', () => {
  const refused: Ticket = {
    ...setStake(slip(sel(1)), 0, 500),
    error: { message: 'error.place_bets.insufficient_balance', code: 'INSUFFICIENT_BALANCE' },
  };
  it.each([
    ['a new stake clears it', 700, null],
    ['the same stake keeps it', 500, refused.error],
  ])('%s', (_, stake, want) => expect(setStake(refused, 0, stake).error).toEqual(want));
  it("a freebet's locked stake keeps it", () => {
    const free: Ticket = { ...refused, bets: refused.bets.map((b) => ({ ...b, freebetStake: 500 })) };
    expect(setStake(free, 0, 900).error).toEqual(refused.error);
  });
});
