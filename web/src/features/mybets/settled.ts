// The toast of a settled bet: won with its payout, lost, or void with what came back, raised by
// the bet_changed that settles it, once per bet (a message replayed after a reconnection raises
// none).
import { showAlert } from '../../core/alerts/alerts';
import { getLocaleState } from '../../core/locale';
import { formatMoney } from '../../domain/money';
import { settledNews, type PlacedBet } from './patch';

/** The bets already told of: the last few are enough, a replay follows the news closely. */
const told: number[] = [];
const TOLD_KEPT = 100;

export function toastSettled(bet: PlacedBet): void {
  const news = settledNews(bet);
  if (!news || told.includes(bet.betId)) return;
  told.push(bet.betId);
  if (told.length > TOLD_KEPT) told.shift();
  const description = { id: 'mybets.settled.ref', values: { ref: bet.ref } };
  if (news.kind === 'lost')
    return void showAlert({ type: 'warning', title: { id: 'mybets.settled.lost' }, description });
  const amount = formatMoney(
    news.amount,
    { code: bet.currency, subunits: bet.subunits },
    getLocaleState().locale,
  );
  showAlert({
    type: 'success',
    title: { id: `mybets.settled.${news.kind}`, values: { amount } },
    description,
  });
}
