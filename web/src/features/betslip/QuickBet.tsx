// The quick bet's controls at the top of the slip (spec 'Quick bet'): a switch, the stake (with the
// settings' presets) and the player's approval that a pick on a live match places this stake at
// once. The last quick bet's state shows below them. The rules are domain/ticket/quickbet's; Max is
// the server's maximum for one single, as in the slip.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BetSettings } from '../../api/types';
import { REQUEST } from '../../core/routeData';
import { useApi } from '../../core/useApi';
import { formatMoney, subunitsOf } from '../../domain/money';
import { stakeBounds } from '../../domain/ticket/money';
import {
  approveQuickBet,
  quickStakeWarning,
  setQuickStake,
  toggleQuickBet,
  type QuickBet,
} from '../../domain/ticket/quickbet';
import { errorMessageId } from '../../domain/ticket/refusals';
import { useAuth } from '../../core/auth';
import styles from './BetSlip.module.css';
import { useMaxStakes } from './maxStake';
import { StakeInput } from './SlipForm';
import { updateQuickBet } from './store';

const STATE_MESSAGES = {
  PROCESSING: { id: 'quickbet.state.processing', defaultMessage: 'Placing your quick bet…' },
  SUCCESS: { id: 'quickbet.placed', defaultMessage: 'Quick bet placed' },
} as const;

/** A quick bet is always one single on one selection. */
const QUICK_BETS = [{ betType: 'single', selections: [null] }] as const;

export function QuickBetControls({ quick }: { quick: QuickBet }) {
  const intl = useIntl();
  const hintId = useId();
  const presets = useApi<BetSettings>(REQUEST.settings).data?.stakes[quick.currency] ?? [];
  const currency = { code: quick.currency, subunits: subunitsOf(quick.currency) };
  const money = (minor: number) => formatMoney(minor, currency, intl.locale);
  const warning = quickStakeWarning(quick);
  const bounds = stakeBounds(currency.subunits);
  const maxStakes = useMaxStakes(
    QUICK_BETS,
    quick.currency,
    useAuth().status === 'LOGGED_IN' && quick.isEnabled,
  );
  const max = maxStakes.button(0, (amount) => updateQuickBet((q) => setQuickStake(q, amount)));
  const state =
    quick.state === 'ERROR' && quick.error
      ? intl.formatMessage({ id: errorMessageId(quick.error, (id) => id in intl.messages) })
      : quick.state in STATE_MESSAGES
        ? intl.formatMessage(STATE_MESSAGES[quick.state as keyof typeof STATE_MESSAGES])
        : '';
  return (
    <section className={styles.quick} data-testid="quickbet">
      <label className={styles.switchRow}>
        <input
          type="checkbox"
          role="switch"
          checked={quick.isEnabled}
          aria-describedby={hintId}
          data-testid="quickbet-toggle"
          onChange={() => updateQuickBet(toggleQuickBet)}
        />
        <FormattedMessage id="quickbet.title" defaultMessage="Quick bet" />
      </label>
      <p className={styles.hint} id={hintId}>
        <FormattedMessage
          id="quickbet.hint"
          defaultMessage="One click on the odds of a live match places your quick-bet stake at once."
        />
      </p>
      {quick.isEnabled && (
        <>
          <StakeInput
            stake={quick.stake}
            presets={presets}
            max={max}
            disabled={quick.state === 'PROCESSING'}
            onChange={(minor) => updateQuickBet((q) => setQuickStake(q, minor))}
            subunits={currency.subunits}
            money={money}
            testId="quickbet-stake"
          />
          {warning && (
            <p className={styles.error} role="alert" data-testid="quickbet-warning">
              {warning === 'min' ? (
                <FormattedMessage
                  id="quickbet.warning.min"
                  defaultMessage="The smallest stake is {amount}."
                  values={{ amount: money(bounds.min) }}
                />
              ) : (
                <FormattedMessage
                  id="quickbet.warning.max"
                  defaultMessage="The largest stake is {amount}."
                  values={{ amount: money(bounds.max) }}
                />
              )}
            </p>
          )}
          <label className={styles.switchRow}>
            <input
              type="checkbox"
              checked={quick.isApproved}
              disabled={quick.stake <= 0 || warning !== null}
              data-testid="quickbet-approve"
              onChange={(e) => updateQuickBet((q) => approveQuickBet(q, e.target.checked))}
            />
            <FormattedMessage
              id="quickbet.approve"
              defaultMessage="Place bets with one click at this stake"
            />
          </label>
          <p
            className={quick.state === 'ERROR' ? styles.error : styles.note}
            role="status"
            data-testid="quickbet-state"
            data-state={quick.state}
          >
            {state}
          </p>
        </>
      )}
    </section>
  );
}
