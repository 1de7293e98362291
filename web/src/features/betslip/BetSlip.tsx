// The bet slip panel (spec section 2, 'Bet slip panel'): a bar that opens and closes it, and the
// tabs BET_SLIP (the quick bet's controls, then the slip's form or its receipt) and MY_BETS (the
// player's open bets). While it is mounted it follows the channels of the slip's matches, keeps
// the slip and the quick bet in the player's currency, re-prices a bet builder, and asks through the
// custom-bet modal when a pick is of another kind than the slip's bets.
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BetSettings } from '../../api/types';
import { useMatchChannel } from '../../app/realtime';
import { REQUEST } from '../../app/routeData';
import { SITE_CONFIG } from '../../app/siteConfig';
import { useApi } from '../../app/useApi';
import { quickBalance, setQuickCurrency } from '../../domain/ticket/quickbet';
import { snapshotUpdates } from '../../domain/ticket/updates';
import {
  applyProviderStatuses,
  applyUpdates,
  emptyTicket,
  keepSlip,
  replaceWithPending,
  selectedOutcomeIds,
  selections,
  setCurrency,
  type AcceptMode,
} from '../../domain/ticket/ticket';
import { useAuth } from '../auth/context';
import { useAccounts } from '../auth/queries';
import { Modal } from '../ui/Modal';
import { AcceptModeSelect } from './AcceptMode';
import styles from './BetSlip.module.css';
import { useCustomPricing } from './customOdds';
import { matchSnapshots } from './fresh';
import { PanelBets } from './PanelBets';
import { QuickBetControls } from './QuickBet';
import { SlipForm } from './SlipForm';
import {
  getTicket,
  setOpen,
  setTab,
  setTicket,
  shownTab,
  slipTabs,
  updateQuickBet,
  updateTicket,
  useSlip,
  useSlipSettings,
} from './store';

export default function BetSlip() {
  const intl = useIntl();
  const { ticket, quick, open, tab: chosen } = useSlip();
  const tab = shownTab(chosen, SITE_CONFIG.myBetsVisible);
  const signedIn = useAuth().status === 'LOGGED_IN';
  const settings = useSlipSettings();
  const betSettings = useApi<BetSettings>(REQUEST.settings).data;
  const mode = betSettings?.oddsAcceptMode ?? 'none';
  useCustomPricing(ticket.bets[0], mode);
  const providerStatuses = betSettings?.providerStatuses;
  useEffect(() => {
    if (providerStatuses) updateTicket((t) => applyProviderStatuses(t, providerStatuses));
  }, [providerStatuses]);
  useRestore(ticket.isRestoring, mode);
  const sels = selections(ticket);
  const matchIds = [...new Set(sels.map((s) => s.matchId))];
  return (
    <aside
      className={styles.panel}
      data-slip-panel
      data-open={open}
      aria-label={intl.formatMessage({ id: 'betslip.title', defaultMessage: 'Bet slip' })}
      data-testid="betslip"
    >
      {matchIds.map((id) => (
        <MatchWatch key={id} matchId={id} />
      ))}
      <CurrencyWatch />
      <button
        type="button"
        className={styles.bar}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="betslip-toggle"
      >
        <FormattedMessage id="betslip.title" defaultMessage="Bet slip" />
        {quick.isEnabled && (
          <span className={styles.quickBadge}>
            <FormattedMessage id="quickbet.title" defaultMessage="Quick bet" />
          </span>
        )}
        <span className={styles.count} data-testid="betslip-count">
          {selectedOutcomeIds(ticket).length}
        </span>
      </button>
      {open && (
        <div className={styles.body}>
          <div role="tablist" className={styles.tabs}>
            {slipTabs(SITE_CONFIG.myBetsVisible).map((t) => (
              <button
                key={t}
                role="tab"
                type="button"
                aria-selected={tab === t}
                className={styles.tab}
                onClick={() => setTab(t)}
              >
                {t === 'BET_SLIP' ? (
                  <FormattedMessage id="betslip.tab.slip" defaultMessage="Bet slip" />
                ) : (
                  <FormattedMessage id="betslip.tab.mybets" defaultMessage="My bets" />
                )}
              </button>
            ))}
          </div>
          {tab === 'MY_BETS' ? (
            <PanelBets />
          ) : (
            <>
              <QuickBetControls quick={quick} />
              {ticket.ticketState === 'SUCCESS' ? (
                <Receipt />
              ) : ticket.bets.length === 0 ? (
                <p className={styles.note}>
                  <FormattedMessage id="betslip.empty" defaultMessage="Choose odds to add selections." />
                </p>
              ) : (
                <SlipForm ticket={ticket} currency={settings.currency} subunits={settings.subunits} />
              )}
              {signedIn && <AcceptModeSelect />}
            </>
          )}
        </div>
      )}
      {ticket.pendingSelection && (
        <Modal
          title={<FormattedMessage id="custom-bet-modal.title" defaultMessage="Start a new bet?" />}
          onClose={() => updateTicket(keepSlip)}
          testId="custom-bet-modal"
        >
          <p>
            {ticket.pendingSelection.custom ? (
              <FormattedMessage
                id="custom-bet-modal.to-builder"
                defaultMessage="A bet builder holds outcomes of one match only. Replace the bets in your slip with a bet builder?"
              />
            ) : (
              <FormattedMessage
                id="custom-bet-modal.from-builder"
                defaultMessage="Your slip holds a bet builder. Replace it with this selection?"
              />
            )}
          </p>
          <div className={styles.modalActions}>
            <button type="button" className={styles.secondary} onClick={() => updateTicket(keepSlip)}>
              <FormattedMessage id="custom-bet-modal.keep" defaultMessage="Keep my slip" />
            </button>
            <button
              type="button"
              className={styles.place}
              onClick={() => updateTicket((t) => replaceWithPending(t, settings))}
            >
              <FormattedMessage id="custom-bet-modal.replace" defaultMessage="Replace" />
            </button>
          </div>
        </Modal>
      )}
    </aside>
  );
}

/**
 * A slip kept over a reload is rebuilt from fresh match and market data (spec 'Restoring the
 * slip'): the odds now (a change the accept mode does not take is flagged), suspended or gone
 * outcomes marked. Until then it cannot be placed; if the data cannot be had, it stays as kept.
 */
function useRestore(restoring: boolean, mode: AcceptMode) {
  useEffect(() => {
    if (!restoring) return;
    let live = true;
    void matchSnapshots(selections(getTicket()).map((s) => s.matchId))
      .then((snapshots) =>
        updateTicket((t) => applyUpdates(t, snapshotUpdates(selections(t), snapshots), mode)),
      )
      .catch(() => undefined)
      .finally(() => live && updateTicket((t) => ({ ...t, isRestoring: false })));
    return () => {
      live = false;
    };
  }, [restoring, mode]);
}

/** Follows every market of a selected match, not only the main ones the lists carry. */
function MatchWatch({ matchId }: { matchId: number }) {
  useMatchChannel(matchId);
  return null;
}

/**
 * The slip and the quick bet follow the player's currency (a change resets stakes and approval,
 * spec 'Suspension and stakes' and 'Quick bet'), once it is known: a slip kept over a reload keeps
 * its stakes while the profile loads. The quick bet's approval resets when the balance in its
 * currency no longer covers the stake.
 */
function CurrencyWatch() {
  const settings = useSlipSettings();
  const { status } = useAuth();
  const signedIn = status === 'LOGGED_IN';
  const known = signedIn || status === 'NOT_LOGGED_IN';
  const accounts = useAccounts(signedIn).data;
  const { currency, subunits } = settings;
  useEffect(() => {
    if (!known) return;
    updateTicket((t) =>
      t.bets.some((b) => b.currency !== currency) ? setCurrency(t, currency, subunits) : t,
    );
    updateQuickBet((q) => (q.currency === currency ? q : setQuickCurrency(q, currency)));
  }, [known, currency, subunits]);
  const balance = accounts?.find((a) => a.currency === currency)?.balance.available_to_bet;
  const { isApproved, stake } = useSlip().quick;
  useEffect(() => {
    if (balance !== undefined && isApproved) updateQuickBet((q) => quickBalance(q, balance));
  }, [balance, isApproved, stake]);
  return null;
}

function Receipt() {
  return (
    <div className={styles.receipt} role="status" data-testid="betslip-receipt">
      <p>
        <FormattedMessage id="betslip.placed" defaultMessage="Your bet is placed." />
      </p>
      <button type="button" className={styles.secondary} onClick={() => setTicket(emptyTicket)}>
        <FormattedMessage id="betslip.clear" defaultMessage="Clear the slip" />
      </button>
    </div>
  );
}
