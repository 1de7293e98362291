// The bonuses the slip's bets may use (spec section 4, 'Bonus selection on a bet'): POST /bonuses
// with the bets as the placement sends them, asked once the slip has been still for a moment
// (typing a stake, odds moving), kept by TanStack Query under the bets asked for, and handed to
// the ticket (receiveBonuses) only while the slip still holds those bets.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/client';
import { useSettled } from '../../core/useSettled';
import type { components } from '../../api/schema';
import type { EventConditions, SlipBonus } from '../../domain/bonus/bonus';
import type { AvailableBonuses } from '../../domain/bonus/selection';
import { receiveBonuses } from '../../domain/ticket/bonus';
import { toShared } from '../../domain/ticket/share';
import type { SlipBet } from '../../domain/ticket/ticket';
import { getTicket, updateTicket } from './store';

type Bonus = components['schemas']['Bonus'];
type ApiAvailable = components['schemas']['AvailableBonuses'];

/** Every bonus query starts with this: a placement asks them all again. */
export const BONUSES_KEY = ['bonuses'] as const;

/** How long the slip stays still before its bonuses are asked. */
const SETTLE_MS = 300;

function conditions(b: Bonus): EventConditions {
  const c = b.eventConditions;
  return {
    sportIds: c.sportIds,
    categoryIds: c.categoryIds,
    tournamentIds: c.tournamentIds,
    matchIds: c.eventIds,
  };
}

/** A listed bonus as the slip holds it; null for one the answer does not describe (a kind
 * without its details), which the slip cannot use. */
export function slipBonus(b: Bonus): SlipBonus | null {
  const base = { id: b.id, name: b.name };
  switch (b.type) {
    case 'comboboost':
      return b.comboboost
        ? {
            ...base,
            type: b.type,
            ranges: b.comboboost.ranges,
            minOdds: b.comboboost.minOdds,
            conditions: conditions(b),
          }
        : null;
    case 'hunting':
    case 'tournament':
      return { ...base, type: b.type };
    case 'lootbox':
      return { ...base, type: b.type, minStake: b.lootbox?.minStake ?? 0 };
  }
  const f = b.freebet;
  if (!f) return null;
  return {
    ...base,
    type: b.type,
    amount: f.amount,
    currency: f.currency,
    minOdds: f.minOdds,
    maxOdds: f.maxOdds,
    selectionsFrom: f.selectionCountFrom,
    selectionsTo: f.selectionCountTo,
    matchStatus: f.matchStatus === 'prematch' || f.matchStatus === 'live' ? f.matchStatus : 'any',
    conditions: conditions(b),
  };
}

/** One bet's answer as the slip's AvailableBonuses (freebet always a list). */
export function availableBonuses(a: ApiAvailable): AvailableBonuses {
  const one = <T extends SlipBonus['type']>(b: Bonus | undefined, ...types: T[]) => {
    const s = b && slipBonus(b);
    return s && (types as string[]).includes(s.type) ? (s as Extract<SlipBonus, { type: T }>) : undefined;
  };
  return {
    comboboost: one(a.comboboost, 'comboboost'),
    hunting: one(a.hunting, 'hunting'),
    tournament: one(a.tournament, 'tournament'),
    lootbox: one(a.lootbox, 'lootbox'),
    freebet: a.freebet.flatMap((b) => {
      const s = slipBonus(b);
      return s && 'amount' in s ? [s] : [];
    }),
  };
}

/** The bets as POST /bonuses (and POST /jackpots) take them: as the placement sends them, without
 * a bonus. */
export function requestBets(bets: readonly SlipBet[]): string {
  return JSON.stringify(bets.map(toShared));
}

async function fetchBonuses(bets: string, locale: string): Promise<AvailableBonuses[]> {
  const { data, response } = await api.POST('/bonuses', {
    body: { locale, bets: JSON.parse(bets) as components['schemas']['BetRequest'][] },
  });
  if (!data) throw new Error(`bet bonuses refused (${response.status})`);
  return data.bets.map(availableBonuses);
}

/**
 * Keeps the slip's bets' bonuses: while the player is signed in and the slip has bets to place,
 * they are asked for the bets as they are; each answer goes to the ticket if the slip still holds
 * the bets it was asked for.
 */
export function useSlipBonuses(bets: readonly SlipBet[], enabled: boolean, locale: string): void {
  const asked = useSettled(requestBets(bets), SETTLE_MS);
  const on = enabled && bets.length > 0;
  const { data } = useQuery({
    queryKey: [...BONUSES_KEY, 'bets', locale, asked],
    queryFn: () => fetchBonuses(asked, locale),
    enabled: on,
    staleTime: 0,
  });
  useEffect(() => {
    if (!on || !data || requestBets(getTicket().bets) !== asked) return;
    updateTicket((t) => (requestBets(t.bets) === asked ? receiveBonuses(t, data) : t));
  }, [on, data, asked]);
}
