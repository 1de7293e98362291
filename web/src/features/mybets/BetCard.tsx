// One placed bet: type (with the system type), ref, placed date, status and result, every
// selection with its result mark, stake, odds in the player's format, potential win or payout,
// and for an open bet the cash-out offer.
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePrefs } from '../../core/prefs';
import { formatMoney } from '../../domain/money';
import { formatOdds } from '../../domain/odds';
import { isFreebet, returnsStake } from '../../domain/bonus/bonus';
import { TotalOdds } from '../../core/odds/TotalOdds';
import { boostPercent } from '../../core/boostPercent';
import { Cashout } from './Cashout';
import { isOpen, type PlacedBet, type PlacedSelection } from './patch';
import styles from './MyBets.module.css';
import { useDateFormats } from '../../core/dateFormats';

/** The mark of a selection's result; the text beside it says the same in words. */
const MARKS: Record<string, string> = {
  open: '',
  win: '✓',
  lose: '✕',
  void: '–',
  half_win: '½',
  half_lose: '½',
};

type Tone = 'open' | 'win' | 'lose' | 'neutral';

function resultTone(bet: PlacedBet): Tone {
  if (isOpen(bet)) return 'open';
  switch (bet.result) {
    case 'win_entire':
    case 'refund_half_win_other':
    case 'cashed_out':
      return 'win';
    case 'lose_entire':
    case 'refund_half_lose_other':
      return 'lose';
    default:
      return 'neutral';
  }
}

function Selection({ s }: { s: PlacedSelection }) {
  const intl = useIntl();
  const { oddsType } = usePrefs();
  const status = s.status in MARKS ? s.status : 'open';
  return (
    <li className={styles.selection} data-testid="bet-selection" data-status={status}>
      <span className={styles.mark} data-status={status} aria-hidden="true">
        {MARKS[status]}
      </span>
      <span className={styles.selText}>
        <span className={styles.match}>{s.matchName}</span>
        <span className={styles.market}>
          {s.marketName}: <span className={styles.outcome}>{s.outcomeName}</span>
        </span>
        <span className={styles.selStatus}>
          {intl.formatMessage({ id: `mybets.selection.${status}`, defaultMessage: status })}
        </span>
      </span>
      <span className={styles.selOdds}>{formatOdds(s.odds, oddsType)}</span>
    </li>
  );
}

/** The bonus a bet was placed with: Free bet, Boost +5 %, or the hunt or tournament it counts for
 * (here and on the slip's receipt). */
export function BonusTag({ bonus }: { bonus: Pick<NonNullable<PlacedBet['bonus']>, 'type' | 'odds'> }) {
  const intl = useIntl();
  // A lootbox opened on the bet is no bonus of the bet's own: no tag.
  if (bonus.type === 'lootbox') return null;
  const text =
    bonus.type === 'comboboost'
      ? intl.formatMessage(
          { id: 'betslip.bonus.boost', defaultMessage: 'Boost +{percent}' },
          { percent: boostPercent(intl, bonus.odds ?? 1000) },
        )
      : intl.formatMessage({
          id: `betslip.bonus.kind.${isFreebet(bonus.type) ? 'freebet' : bonus.type}`,
        });
  return (
    <span className={styles.badge} data-tone="bonus" data-testid="bet-bonus">
      {text}
    </span>
  );
}

/** A stake's name: a free bet's is no cash of the player's (here and on the slip's receipt). */
export function StakeLabel({ bonus }: { bonus: Pick<NonNullable<PlacedBet['bonus']>, 'type'> | undefined }) {
  return bonus && isFreebet(bonus.type) ? (
    <FormattedMessage id="betslip.stake.freebet" defaultMessage="Free bet stake" />
  ) : (
    <FormattedMessage id="mybets.stake" defaultMessage="Stake" />
  );
}

export const BetCard = memo(function BetCard({ bet }: { bet: PlacedBet }) {
  const intl = useIntl();
  const formats = useDateFormats();
  const { oddsType } = usePrefs();
  const money = (minor: number) =>
    formatMoney(minor, { code: bet.currency, subunits: bet.subunits }, intl.locale);
  const open = isOpen(bet);
  const tone = resultTone(bet);
  const showResult = bet.result !== 'no_results' && bet.result !== 'cashed_out';
  // The payout's status matters once the bet has closed; an open bet's is always initial.
  const payout = !open && bet.payoutStatus && bet.payoutStatus !== 'initial' ? bet.payoutStatus : undefined;
  return (
    <article
      className={styles.card}
      data-testid="bet-card"
      data-bet-id={bet.betId}
      data-status={bet.status}
      data-result={bet.result}
      data-seen={bet.seen !== false}
    >
      <header className={styles.head}>
        <div>
          <h2 className={styles.type}>
            {bet.type === 'system' ? (
              <FormattedMessage
                id="mybets.type.system"
                defaultMessage="System {id}"
                values={{ id: bet.systemType?.id ?? '' }}
              />
            ) : (
              intl.formatMessage({ id: `mybets.type.${bet.type}`, defaultMessage: bet.type })
            )}
          </h2>
          <p className={styles.meta}>
            <span data-testid="bet-ref">{bet.ref}</span>
            {' · '}
            <time dateTime={bet.createdAt}>{formats.dateTime(bet.createdAt)}</time>
          </p>
        </div>
        <div className={styles.badges}>
          {bet.seen === false && !open && (
            <span className={styles.badge} data-tone="new" data-testid="bet-unseen">
              <FormattedMessage id="account.bets.new" defaultMessage="New" />
            </span>
          )}
          <span className={styles.badge} data-tone={open ? 'open' : showResult ? 'neutral' : tone}>
            {intl.formatMessage({ id: `mybets.status.${bet.status}`, defaultMessage: bet.status })}
          </span>
          {bet.bonus && <BonusTag bonus={bet.bonus} />}
          {bet.usedInJackpot && (
            <span
              className={styles.badge}
              data-tone="bonus"
              data-testid="bet-jackpot"
              title={intl.formatMessage({
                id: 'mybets.jackpot.title',
                defaultMessage: 'This bet took part in a jackpot',
              })}
            >
              <FormattedMessage id="mybets.jackpot" defaultMessage="Jackpot" />
            </span>
          )}
          {showResult && (
            <span className={styles.badge} data-tone={tone} data-testid="bet-result">
              {intl.formatMessage({ id: `mybets.result.${bet.result}`, defaultMessage: bet.result })}
            </span>
          )}
        </div>
      </header>
      <ul className={styles.selections}>
        {bet.selections.map((s) => (
          <Selection key={`${s.matchId}|${s.marketId}|${s.specifier}|${s.outcomeId}`} s={s} />
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>
            <StakeLabel bonus={bet.bonus} />
          </dt>
          <dd data-testid="bet-stake">{money(bet.stake)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="mybets.odds" defaultMessage="Odds" />
          </dt>
          <dd>
            <TotalOdds odds={bet.odds} bonus={bet.bonus} oddsType={oddsType} testId="bet-odds" />
          </dd>
        </div>
        <div>
          <dt>
            {/* The slip's and the receipt's names for the same number (betslip Receipt). */}
            {!open ? (
              <FormattedMessage id="mybets.payout" defaultMessage="Payout" />
            ) : !returnsStake(bet.bonus) ? (
              <FormattedMessage
                id="betslip.potential-win.freebet"
                defaultMessage="Potential win (free bet stake not returned)"
              />
            ) : (
              <FormattedMessage
                id="betslip.potential-return"
                defaultMessage="Potential return (incl. stake)"
              />
            )}
          </dt>
          <dd
            className={styles.payout}
            data-testid="bet-payout"
            data-kind={open ? 'potential' : 'payout'}
            data-positive={!open && bet.winAmount > 0}
            data-amount={bet.winAmount}
          >
            {money(bet.winAmount)}
          </dd>
        </div>
        {payout && (
          <div>
            <dt>
              <FormattedMessage id="account.payout-status.label" defaultMessage="Payout status" />
            </dt>
            <dd data-testid="bet-payout-status" data-value={payout}>
              {intl.formatMessage({ id: `account.payout-status.${payout}`, defaultMessage: payout })}
            </dd>
          </div>
        )}
      </dl>
      {open && (bet.type === 'single' || bet.type === 'combo' || bet.cashoutAmount !== undefined) && (
        <Cashout bet={bet} money={money} />
      )}
    </article>
  );
});

/** Bet cards in a list, newest first as the server sends them. */
export function BetCards({ bets }: { bets: readonly PlacedBet[] }) {
  return (
    <ul className={styles.list}>
      {bets.map((bet) => (
        <li key={bet.betId}>
          <BetCard bet={bet} />
        </li>
      ))}
    </ul>
  );
}
