// Placing a quick bet (spec 'Quick bet'): a picked live outcome is placed at once as a single with
// the stake the player approved beforehand, with meta.quick. The rules are domain/ticket/quickbet's;
// this runs them against the store, the one placement call, and the toasts that tell the player.
import type { QueryClient } from '@tanstack/react-query';
import { formatMoney, subunitsOf } from '../../domain/money';
import { formatOdds, type OddsType } from '../../domain/odds';
import { placeQuickBet, quickFailed, quickPlaced } from '../../domain/ticket/quickbet';
import { errorMessageId } from '../../domain/ticket/refusals';
import type { Selection } from '../../domain/ticket/ticket';
import { showAlert } from '../../core/alerts/alerts';
import { postBets, refreshAfterPlacement } from './placement';
import { getQuickBet, updateQuickBet } from './store';

/** What a quick bet needs of the page: who is signed in, how to ask for sign-in, the locale,
 * messages and odds format of the toasts, and the query cache to refresh once a bet is placed. */
export interface QuickBetEnv {
  signedIn: boolean;
  requestSignIn: () => void;
  locale: string;
  /** Whether a message id has a translation (a server's message key is shown only then). */
  knows: (id: string) => boolean;
  oddsType: OddsType;
  qc: QueryClient;
}

export async function placeQuick(s: Selection, env: QuickBetEnv): Promise<void> {
  const before = getQuickBet();
  const q = placeQuickBet(before, s, { signedIn: env.signedIn });
  if (q === before) {
    // Not approved, a stake warning, or one already on its way: say why nothing happened.
    if (before.state !== 'PROCESSING') showAlert({ type: 'warning', title: { id: 'quickbet.not-ready' } });
    return;
  }
  updateQuickBet(() => ({ ...q, signInRequested: false }));
  if (q.signInRequested) return env.requestSignIn();
  if (q.state === 'ERROR' && q.error)
    return void showAlert({ type: 'error', title: { id: errorMessageId(q.error, env.knows) } });
  if (q.state !== 'PROCESSING') return;

  const currency = { code: q.currency, subunits: subunitsOf(q.currency) };
  const result = await postBets(
    [
      {
        betType: 'single',
        stake: q.stake,
        currency: q.currency,
        subunits: currency.subunits,
        selections: [s],
      },
    ],
    { requestId: crypto.randomUUID(), quick: true, type: 'single', locale: env.locale },
  );
  if (result.ok) {
    updateQuickBet(quickPlaced);
    refreshAfterPlacement(env.qc);
    showAlert({
      type: 'success',
      title: { id: 'quickbet.placed' },
      description: {
        id: 'quickbet.placed.description',
        values: {
          stake: formatMoney(q.stake, currency, env.locale),
          outcome: s.outcomeName,
          odds: formatOdds(s.odds, env.oddsType),
        },
      },
    });
    return;
  }
  const failed = quickFailed(getQuickBet(), result);
  // An unauthorized answer signs the player out and asks them to sign in (api/session.ts).
  updateQuickBet(() => ({ ...failed, signInRequested: false }));
  if (failed.state === 'ERROR' && failed.error)
    showAlert({ type: 'error', title: { id: errorMessageId(failed.error, env.knows) } });
}
