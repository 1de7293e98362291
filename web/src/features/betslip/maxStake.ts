// Max: the largest stake the server allows each bet now (POST /bets/max-stake: the stake bounds,
// the player's bet, wager and loss limits and the balance available to bet, split over a system's
// lines). The rule is the server's alone: the slip shows its last answer (asked again whenever the
// balance moves) and asks once more when Max is pressed, so a limit set meanwhile counts.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { components } from '../../api/schema';
import type { BetType } from '../../domain/ticket/ticket';
import { useAuth } from '../../core/auth';
import { useAccounts } from '../../core/player';

type MaxStakeBet = components['schemas']['MaxStakeRequest']['bets'][number];

/** What the server needs to know of a bet: its type, how many selections, the system. */
export interface BetShape {
  betType: BetType;
  selections: readonly unknown[];
  systemType?: { id: string };
}

const shapeOf = (b: BetShape): MaxStakeBet => ({
  type: b.betType,
  selections: b.selections.length,
  ...(b.systemType ? { system_id: b.systemType.id } : {}),
});

async function fetchMaxStakes(currency: string, bets: MaxStakeBet[]): Promise<number[]> {
  const { data, response } = await api.POST('/bets/max-stake', { body: { currency, bets } });
  if (!data) throw new Error(`max stake not answered (${response.status})`);
  return data.max_stakes;
}

/** The Max button: the server's last maximum, and what pressing it does (ask again, then stake). */
export interface MaxButton {
  amount: number;
  onPress: () => void;
}

export interface MaxStakes {
  /** The Max button of the bet at index (per line for a system), once the server has answered;
   * pressed, it asks again and gives apply the answer (none when no answer comes: the stake stays). */
  button: (index: number, apply: (amount: number) => void) => MaxButton | undefined;
}

/** The server's max stake of each bet for a signed-in player (enabled); nothing for a visitor. */
export function useMaxStakes(bets: readonly BetShape[], currency: string, enabled: boolean): MaxStakes {
  const qc = useQueryClient();
  const available = useAccounts(enabled).data?.find((a) => a.currency === currency)?.balance.available_to_bet;
  const shapes = bets.map(shapeOf);
  // The balance is part of the key: a placement, a deposit or a settlement asks again (and the
  // first question waits for the balance, so it is not asked twice on a page load).
  const queryKey = ['max-stakes', currency, available, shapes] as const;
  // And for the sportsbook's token: the platform's balance can come first after a page load, and
  // a question asked without the token is answered 401 and not asked again.
  const { sessionReady } = useAuth();
  const on = enabled && sessionReady && shapes.length > 0 && available !== undefined;
  const { data } = useQuery({
    queryKey,
    queryFn: () => fetchMaxStakes(currency, shapes),
    enabled: on,
    staleTime: 0,
  });
  return {
    button: (index, apply) => {
      const amount = on ? data?.[index] : undefined;
      if (amount === undefined) return undefined;
      return {
        amount,
        onPress: () =>
          void qc
            .fetchQuery({ queryKey, queryFn: () => fetchMaxStakes(currency, shapes), staleTime: 0 })
            .then((fresh) => {
              const max = fresh[index];
              if (max !== undefined) apply(max);
            })
            .catch(() => undefined),
      };
    },
  };
}

/** Whether two lists of bets ask the server the same question (Max answered for these bets). */
export function sameShapes(a: readonly BetShape[], b: readonly BetShape[]): boolean {
  return JSON.stringify(a.map(shapeOf)) === JSON.stringify(b.map(shapeOf));
}
