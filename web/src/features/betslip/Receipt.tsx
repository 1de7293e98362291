// The receipt after a placement: each placed bet with its reference, type, selections and their
// odds, stake (a system as 'N bets × stake') and potential return, stake included; then 'Keep
// selections' (the same picks back in the slip), 'Share' (the placed bets as a link) and 'Done'.
import { FormattedMessage, useIntl } from 'react-intl';
import { TotalOdds } from '../../core/odds/TotalOdds';
import { usePrefs } from '../../core/prefs';
import { useSiteConfig } from '../../core/siteConfig';
import { formatMoney } from '../../domain/money';
import { formatOdds } from '../../domain/odds';
import {
  emptyTicket,
  keepSelections,
  placedReturns,
  type PlacedBetSummary,
  type Ticket,
} from '../../domain/ticket/ticket';
import { BonusTag, StakeLabel } from '../mybets';
import styles from './BetSlip.module.css';
import { ShareButton } from './Share';
import { setTicket } from './store';

export function Receipt({ ticket }: { ticket: Ticket }) {
  const site = useSiteConfig();
  return (
    <>
      <div className={styles.scroll}>
        <section className={styles.receipt} role="status" data-testid="betslip-receipt">
          <p className={styles.receiptTitle}>
            <span className={styles.tick} aria-hidden="true">
              ✓
            </span>
            <FormattedMessage id="betslip.placed" defaultMessage="Your bet is placed." />
          </p>
          {ticket.receipt.map((b) => (
            <PlacedCard key={b.ref} bet={b} />
          ))}
        </section>
      </div>
      <div className={styles.footer}>
        {site.isShareBetOn && <ShareButton bets={ticket.bets} />}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => setTicket(keepSelections(ticket))}
            data-testid="keep-selections"
          >
            <FormattedMessage id="betslip.keep" defaultMessage="Keep selections" />
          </button>
          <button
            type="button"
            className={styles.place}
            onClick={() => setTicket(emptyTicket)}
            data-testid="receipt-done"
          >
            <FormattedMessage id="betslip.done" defaultMessage="Done" />
          </button>
        </div>
      </div>
    </>
  );
}

function PlacedCard({ bet }: { bet: PlacedBetSummary }) {
  const intl = useIntl();
  const { oddsType } = usePrefs();
  const money = (minor: number) =>
    formatMoney(minor, { code: bet.currency, subunits: bet.subunits }, intl.locale);
  const r = placedReturns(bet);
  const system = bet.betType === 'system';
  return (
    <article className={styles.placed} data-testid="receipt-bet">
      <header className={styles.placedHead}>
        <span className={styles.outcome}>
          {intl.formatMessage({ id: `mybets.type.${bet.betType}` }, { id: bet.systemType?.id ?? '' })}
          {bet.bonus && (
            <>
              {' '}
              <BonusTag bonus={bet.bonus} />
            </>
          )}
        </span>
        <span className={styles.muted}>
          <FormattedMessage id="betslip.receipt.ref" defaultMessage="Reference" />{' '}
          <bdi data-testid="receipt-ref">{bet.ref}</bdi>
        </span>
      </header>
      <ul className={styles.placedLegs}>
        {bet.selections.map((s, i) => (
          <li key={i} data-testid="receipt-selection">
            <span className={styles.selectionText}>
              <span className={styles.outcome}>{s.outcomeName}</span>
              <span className={styles.muted}>
                {s.marketName} · {s.matchName}
              </span>
            </span>
            <span className={styles.odds} data-testid="receipt-odds">
              {formatOdds(s.odds, oddsType)}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {!system && bet.selections.length > 1 && (
          <>
            <dt>
              <FormattedMessage id="betslip.total-odds" defaultMessage="Total odds" />
            </dt>
            <dd>
              <TotalOdds odds={bet.odds} bonus={bet.bonus} oddsType={oddsType} testId="receipt-total-odds" />
            </dd>
          </>
        )}
        <dt>
          <StakeLabel bonus={bet.bonus} />
        </dt>
        <dd data-testid="receipt-stake">
          {system ? (
            <FormattedMessage
              id="betslip.system.lines"
              defaultMessage="{count, plural, one {# bet} other {# bets}} × {stake}"
              values={{ count: r.lines, stake: money(r.stakePerLine) }}
            />
          ) : (
            money(bet.stake)
          )}
        </dd>
        {system && (
          <>
            <dt>
              <FormattedMessage id="betslip.total-stake" defaultMessage="Total stake" />
            </dt>
            <dd>{money(bet.stake)}</dd>
          </>
        )}
        <Returns
          min={r.min}
          max={r.max}
          stake={bet.stakeIncluded ? 'all' : 'none'}
          money={money}
          testId="receipt-return"
        />
      </dl>
    </article>
  );
}

/** Whether the returns shown count their stakes: all of them, none (free bets that keep their
 * stake) or some (singles with and without such a free bet). */
export type StakeInReturns = 'all' | 'none' | 'some';

export function stakeInReturns(included: readonly boolean[]): StakeInReturns {
  if (included.every(Boolean)) return 'all';
  return included.some(Boolean) ? 'some' : 'none';
}

/** A bet's return: one amount, or a system's lowest and highest (a system has no free bet, so its
 * stake is always in). Rows of a <dl>. */
export function Returns({
  min,
  max,
  stake = 'all',
  money,
  testId,
}: {
  min: number;
  max: number;
  stake?: StakeInReturns;
  money: (minor: number) => string;
  testId: string;
}) {
  if (min === max)
    return (
      <>
        <dt>
          {stake === 'all' && (
            <FormattedMessage id="betslip.potential-return" defaultMessage="Potential return (incl. stake)" />
          )}
          {stake === 'none' && (
            <FormattedMessage
              id="betslip.potential-win.freebet"
              defaultMessage="Potential win (free bet stake not returned)"
            />
          )}
          {stake === 'some' && (
            <FormattedMessage id="betslip.potential-return.plain" defaultMessage="Potential return" />
          )}
        </dt>
        <dd data-testid={testId}>{money(max)}</dd>
      </>
    );
  return (
    <>
      <dt>
        <FormattedMessage id="betslip.return.min" defaultMessage="Lowest return (incl. stake)" />
      </dt>
      <dd data-testid={`${testId}-min`}>{money(min)}</dd>
      <dt>
        <FormattedMessage id="betslip.return.max" defaultMessage="Highest return (incl. stake)" />
      </dt>
      <dd data-testid={`${testId}-max`}>{money(max)}</dd>
    </>
  );
}
