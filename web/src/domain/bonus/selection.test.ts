import { describe, expect, it } from 'vitest';
import type { ComboboostBonus, FreebetBonus, HuntingBonus, LootboxBonus, SlipBonus } from './bonus';
import {
  chooseBonus,
  freebetChoices,
  noBonuses,
  stakeForBonus,
  usedLootbox,
  type AvailableBonuses,
} from './selection';

const hunting: HuntingBonus = { id: 'h1', type: 'hunting' };
const tournament: HuntingBonus = { id: 't1', type: 'tournament' };
const comboboost: ComboboostBonus = {
  id: 'c1',
  type: 'comboboost',
  ranges: [{ minCount: 3, maxCount: 5, bonusOdds: 1100 }],
  minOdds: 1300,
};
const freebet: FreebetBonus = { id: 'f1', type: 'freebet_only_win', amount: 500, currency: 'EUR' };
const riskFree: FreebetBonus = { id: 'f2', type: 'freebet_no_risk', amount: 1000, currency: 'EUR' };
const lootbox: LootboxBonus = { id: 'l1', type: 'lootbox', minStake: 200 };
const all: AvailableBonuses = { hunting, tournament, comboboost, freebet: [freebet, riskFree], lootbox };

describe('chooseBonus: the current bonus while available, else hunting, tournament, comboboost', () => {
  const cases: [string, SlipBonus | null, AvailableBonuses, SlipBonus | null][] = [
    ['nothing available', null, noBonuses, null],
    ['hunting first', null, all, hunting],
    ['then tournament', null, { ...all, hunting: undefined }, tournament],
    ['then comboboost', null, { comboboost, freebet: [freebet] }, comboboost],
    ['a freebet is never chosen for the player', null, { freebet: [freebet], lootbox }, null],
    ['the current comboboost is kept', comboboost, all, comboboost],
    ['the current tournament is kept', tournament, all, tournament],
    ['the current freebet is kept', riskFree, all, riskFree],
    ['a freebet no longer available falls back', riskFree, { ...all, freebet: [freebet] }, hunting],
    ['a comboboost no longer available falls back', comboboost, { freebet: [], tournament }, tournament],
    [
      'the same id of another type is not the same bonus',
      { ...hunting, type: 'tournament' },
      { ...all, tournament: undefined },
      hunting,
    ],
  ];
  for (const [name, current, available, want] of cases)
    it(name, () => expect(chooseBonus(current, available)).toEqual(want));

  it('keeps the bonus as the server now sends it', () => {
    const fresher: ComboboostBonus = {
      ...comboboost,
      ranges: [{ minCount: 2, maxCount: 5, bonusOdds: 1150 }],
    };
    expect(chooseBonus(comboboost, { ...all, comboboost: fresher })).toBe(fresher);
  });
});

describe('stakeForBonus: a freebet sets the stake, removing it sets 0', () => {
  const cases: [string, SlipBonus | null, SlipBonus | null, number, number][] = [
    ['choosing a freebet', null, freebet, 250, 500],
    ['switching freebets', freebet, riskFree, 500, 1000],
    ['removing a freebet', freebet, null, 500, 0],
    ['a freebet for a comboboost', freebet, comboboost, 500, 0],
    ['another bonus keeps the stake', null, comboboost, 250, 250],
    ['comboboost to hunting keeps it', comboboost, hunting, 250, 250],
    ['removing a comboboost keeps it', comboboost, null, 250, 250],
  ];
  for (const [name, previous, next, stake, want] of cases)
    it(name, () => expect(stakeForBonus(previous, next, stake)).toBe(want));
});

describe('usedLootbox: the lootbox opens when no bonus is chosen', () => {
  it('with no bonus and a stake at its min stake', () => expect(usedLootbox(null, all, 200)).toBe(lootbox));
  it('not below its min stake', () => expect(usedLootbox(null, all, 199)).toBeNull());
  it('not with a bonus chosen', () => expect(usedLootbox(comboboost, all, 1000)).toBeNull());
  it('not when none is available', () => expect(usedLootbox(null, noBonuses, 1000)).toBeNull());
  it('with no min stake, any stake', () =>
    expect(usedLootbox(null, { freebet: [], lootbox: { id: 'l2', type: 'lootbox' } }, 1)).toEqual({
      id: 'l2',
      type: 'lootbox',
    }));
});

describe('freebetChoices: one freebet per bet, several only when the site allows', () => {
  const third: FreebetBonus = { id: 'f3', type: 'freebet_all_win', amount: 200, currency: 'EUR' };
  const offered = [freebet, riskFree, third];
  const cases: [string, (SlipBonus | null)[], boolean, FreebetBonus[]][] = [
    ['no other bet', [], false, offered],
    ['other bets without freebets', [null, comboboost, hunting], false, offered],
    ['another bet has a freebet', [null, riskFree], false, []],
    ['allowed: all but the one taken', [null, riskFree], true, [freebet, third]],
    ['allowed: two taken', [freebet, comboboost, third], true, [riskFree]],
  ];
  for (const [name, others, allowed, want] of cases)
    it(name, () => expect(freebetChoices(offered, others, allowed)).toEqual(want));
});
