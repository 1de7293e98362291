// The cash-out of an open bet: 'Cash out {amount}', confirmed inline, then POST /bets/cashout with
// the amount shown and the page's locale (the answer names the bet's selections in it). The
// amount is always the bet's current value (cache.ts keeps it live); a changed value asks again
// at the new one. While the bet has no value (a selection suspended, its provider switched off, a
// refusal), a disabled 'Cash-out unavailable' button holds the offer's place, as bet365 and
// Betano grey out theirs: the player sees cash-out is suspended, not gone, and the row keeps its
// size while the value comes and goes.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../api/client';
import { showAlert } from '../../core/alerts/alerts';
import { formStyles as f } from '../../core/ui/forms';
import { replaceBet, setCashoutValue } from './cache';
import { CASHOUT_START, cashoutRefusal, cashoutStep, type CashoutStep } from './cashout';
import { cashoutOffer, type PlacedBet } from './patch';
import styles from './MyBets.module.css';

export function Cashout({ bet, money }: { bet: PlacedBet; money: (minor: number) => string }) {
  const qc = useQueryClient();
  const intl = useIntl();
  const [state, dispatch] = useReducer(cashoutStep, CASHOUT_START as CashoutStep);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const offer = cashoutOffer(bet);
  const asking = state.step !== 'offer';

  // The confirm button takes the focus when it appears (and stays focused when asked again).
  useEffect(() => {
    if (state.step === 'confirm') confirmRef.current?.focus();
  }, [state.step]);

  async function send(amount: number) {
    dispatch({ type: 'send', amount });
    const { data, error, response } = await api
      .POST('/bets/cashout', {
        body: { bet_id: bet.betId, to_cashout: amount, locale: intl.locale },
      })
      .catch(() => ({ data: undefined, error: undefined, response: { status: 0 } as Response }));
    if (data) {
      replaceBet(qc, data);
      dispatch({ type: 'done' });
      showAlert({
        type: 'success',
        title: { id: 'mybets.cashout.done', values: { amount: money(data.winAmount || amount) } },
      });
      return;
    }
    const r = cashoutRefusal(response.status, error);
    if (r.event === 'changed') setCashoutValue(qc, bet.betId, r.amount);
    if (r.event === 'unavailable') setCashoutValue(qc, bet.betId, undefined);
    dispatch({ type: r.event });
  }

  const notice = state.step !== 'sending' ? state.notice : undefined;
  return (
    <div className={styles.cashout} data-testid="cashout" data-step={state.step}>
      {offer === undefined && (
        <button
          type="button"
          className={`${f.secondary} ${styles.cashoutButton}`}
          data-testid="cashout-unavailable"
          disabled
        >
          <FormattedMessage id="mybets.cashout.suspended" defaultMessage="Cash-out unavailable" />
        </button>
      )}
      {offer !== undefined && !asking && (
        <button
          type="button"
          className={`${f.secondary} ${styles.cashoutButton}`}
          data-testid="cashout-button"
          data-amount={offer}
          onClick={() => dispatch({ type: 'ask' })}
        >
          <FormattedMessage
            id="mybets.cashout"
            defaultMessage="Cash out {amount}"
            values={{ amount: money(offer) }}
          />
        </button>
      )}
      {offer !== undefined && asking && (
        <>
          <button
            ref={confirmRef}
            type="button"
            className={`${f.primary} ${styles.cashoutButton}`}
            data-testid="cashout-confirm"
            data-amount={offer}
            disabled={state.step === 'sending'}
            aria-busy={state.step === 'sending'}
            onClick={() => void send(offer)}
          >
            <FormattedMessage
              id="mybets.cashout.confirm"
              defaultMessage="Confirm cash-out {amount}"
              values={{ amount: money(state.step === 'sending' ? state.amount : offer) }}
            />
          </button>
          <button
            type="button"
            className={`${f.secondary} ${styles.cashoutCancel}`}
            disabled={state.step === 'sending'}
            onClick={() => dispatch({ type: 'cancel' })}
          >
            <FormattedMessage id="mybets.cashout.cancel" defaultMessage="Cancel" />
          </button>
        </>
      )}
      {notice && (notice === 'unavailable') === (offer === undefined) && (
        <p
          className={styles.notice}
          data-tone={notice === 'changed' ? 'info' : 'warning'}
          role="status"
          data-testid="cashout-notice"
          data-notice={notice}
        >
          {notice === 'changed' && (
            <FormattedMessage
              id="mybets.cashout.changed"
              defaultMessage="The cash-out value changed. Confirm the new amount."
            />
          )}
          {notice === 'unavailable' && (
            <FormattedMessage
              id="mybets.cashout.unavailable"
              defaultMessage="Cash-out is not available for this bet right now."
            />
          )}
          {notice === 'failed' && (
            <FormattedMessage
              id="mybets.cashout.failed"
              defaultMessage="The cash-out did not go through. Try again."
            />
          )}
        </p>
      )}
    </div>
  );
}
