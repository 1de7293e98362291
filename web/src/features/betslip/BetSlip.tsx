// The bet slip panel (spec section 2, 'Bet slip panel'): a head whose bar opens and closes it
// (the picks' count and the one bet's price), and the tabs BET_SLIP (the quick bet's controls,
// then the slip's form or its receipt) and MY_BETS (the player's open bets), both for signed-in
// players only. Below the desktop's column (1280 px) the open slip covers the page over a
// backdrop, as a dialog: a bottom sheet on a phone, a drawer from the inline end on a tablet;
// the backdrop, its close button, Escape and going to another page close it (and on a phone a
// swipe down of its head), and Tab stays inside it while open. While it is mounted it follows the
// channels of the slip's matches, keeps the slip and the quick bet in the player's currency,
// re-prices a bet builder, and asks through the custom-bet modal when a pick is of another kind
// than the slip's bets.
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BetSettings } from '../../api/types';
import { useMatchChannel } from '../../core/realtime';
import { usePrefs } from '../../core/prefs';
import { REQUEST } from '../../core/routeData';
import { useRootAttribute } from '../../core/rootAttribute';
import { useSiteConfig } from '../../core/siteConfig';
import { useApi } from '../../core/useApi';
import { formatOdds } from '../../domain/odds';
import { namedMatchIds, renameSelections, snapshotNames } from '../../domain/ticket/names';
import { quickBalance, setQuickCurrency, toggleQuickBet } from '../../domain/ticket/quickbet';
import { snapshotUpdates } from '../../domain/ticket/updates';
import {
  applyProviderStatuses,
  applyUpdates,
  betOdds,
  keepSlip,
  replaceWithPending,
  selectedOutcomeIds,
  selections,
  setCurrency,
  type AcceptMode,
} from '../../domain/ticket/ticket';
import { useAuth } from '../../core/auth';
import { useAccounts } from '../../core/player';
import { keepTabInside } from '../../core/ui/focusTrap';
import { Modal } from '../../core/ui/Modal';
import { AcceptModeSelect } from './AcceptMode';
import styles from './BetSlip.module.css';
import { useCustomPricing } from './customOdds';
import { matchSnapshots } from './fresh';
import { PanelBets, UnseenCount } from './PanelBets';
import { Receipt } from './Receipt';
import { QuickBetControls } from './QuickBet';
import { ShareCodeForm } from './Share';
import { SlipForm } from './SlipForm';
import {
  getTicket,
  isOverlay,
  isPhone,
  setOpen,
  setTab,
  shownTab,
  slipTabs,
  updateQuickBet,
  updateTicket,
  useOverlay,
  useSlip,
  useSlipSettings,
} from './store';

export default function BetSlip() {
  const site = useSiteConfig();
  const intl = useIntl();
  const { ticket, quick, open, tab: chosen } = useSlip();
  const signedIn = useAuth().status === 'LOGGED_IN';
  // A visitor has no bets and cannot place one with a click: no MY_BETS, no quick bet.
  const myBetsVisible = site.myBetsVisible && signedIn;
  const tab = shownTab(chosen, myBetsVisible);
  const settings = useSlipSettings();
  const betSettings = useApi<BetSettings>(REQUEST.settings).data;
  const mode = betSettings?.oddsAcceptMode ?? 'none';
  useCustomPricing(ticket.bets[0], mode);
  const providerStatuses = betSettings?.providerStatuses;
  useEffect(() => {
    if (providerStatuses) updateTicket((t) => applyProviderStatuses(t, providerStatuses));
  }, [providerStatuses]);
  useRestore(ticket.isRestoring, mode);
  useNamesInLocale(intl.locale);
  useCloseOnNavigation();
  const swipe = useSwipeDown(() => setOpen(false));
  const { oddsType } = usePrefs();
  const sels = selections(ticket);
  const matchIds = [...new Set(sels.map((s) => s.matchId))];
  const first = ticket.bets[0];
  // The bar's price: the one bet's odds (a single, a combo's product, a builder's price); several
  // singles or a system have no one price.
  const barOdds =
    ticket.ticketState !== 'SUCCESS' && ticket.bets.length === 1 && first && first.betType !== 'system'
      ? betOdds(first)
      : 0;
  const close = intl.formatMessage({ id: 'betslip.close', defaultMessage: 'Close the bet slip' });
  const panel = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Over the page, the open slip is a dialog; the custom-bet modal, when up, keeps focus itself.
  const covering = useOverlay() && open;
  useDialogFocus(panel, toggle, covering && !ticket.pendingSelection);
  const empty =
    ticket.bets.length === 0 && ticket.ticketState !== 'SUCCESS' && !(signedIn && quick.isEnabled);
  // The page keeps out of an open slip's column, the reminders' dock stands on a closed slip's bar.
  useRootAttribute('slip', open ? 'open' : empty ? 'empty' : 'closed');
  return (
    <>
      {open && (
        <div className={styles.backdrop} onClick={() => setOpen(false)} data-testid="betslip-backdrop" />
      )}
      <aside
        ref={panel}
        className={styles.panel}
        data-slip-panel
        data-open={open}
        // Nothing in it but what a phone's bar says too (BetSlip.module.css).
        data-empty={empty}
        role={covering ? 'dialog' : undefined}
        aria-modal={covering || undefined}
        tabIndex={-1}
        aria-label={intl.formatMessage({ id: 'betslip.title', defaultMessage: 'Bet slip' })}
        data-testid="betslip"
        style={swipe.offset > 0 ? { transform: `translateY(${swipe.offset}px)` } : undefined}
      >
        {matchIds.map((id) => (
          <MatchWatch key={id} matchId={id} />
        ))}
        <CurrencyWatch />
        <div className={styles.head} {...swipe.handlers}>
          <span className={styles.grip} aria-hidden="true" />
          <button
            ref={toggle}
            type="button"
            className={styles.bar}
            aria-expanded={open}
            onClick={() => !swipe.consumeDrag() && setOpen(!open)}
            data-testid="betslip-toggle"
          >
            <FormattedMessage id="betslip.title" defaultMessage="Bet slip" />
            <span className={styles.count} data-testid="betslip-count">
              {selectedOutcomeIds(ticket).length}
            </span>
            {signedIn && quick.isEnabled && (
              <span className={styles.quickBadge}>
                <FormattedMessage id="quickbet.title" defaultMessage="Quick bet" />
              </span>
            )}
            <span className={styles.barOdds} data-testid="betslip-bar-odds">
              {barOdds > 0 && formatOdds(barOdds, oddsType)}
            </span>
          </button>
          {open && (
            <button
              type="button"
              className={styles.close}
              aria-label={close}
              title={close}
              onClick={() => setOpen(false)}
              data-testid="betslip-close"
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {open && (
          <div className={styles.body}>
            {myBetsVisible && (
              <div role="tablist" className={styles.tabs}>
                {slipTabs(myBetsVisible).map((t) => (
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
                      <>
                        <FormattedMessage id="betslip.tab.mybets" defaultMessage="My bets" />
                        <UnseenCount />
                      </>
                    )}
                  </button>
                ))}
              </div>
            )}
            {tab === 'MY_BETS' ? (
              <div className={styles.scroll}>
                <PanelBets />
              </div>
            ) : ticket.ticketState === 'SUCCESS' ? (
              <Receipt ticket={ticket} />
            ) : ticket.bets.length === 0 ? (
              <div className={styles.scroll}>
                {signedIn && <QuickBetControls quick={quick} />}
                <p className={styles.note}>
                  <FormattedMessage id="betslip.empty" defaultMessage="Choose odds to add selections." />
                </p>
                {site.isShareBetOn && <ShareCodeForm />}
                {signedIn && <AcceptModeSelect />}
              </div>
            ) : (
              <SlipForm
                ticket={ticket}
                currency={settings.currency}
                subunits={settings.subunits}
                head={signedIn && <QuickBetControls quick={quick} />}
                tail={signedIn && <AcceptModeSelect />}
              />
            )}
          </div>
        )}
        {ticket.pendingSelection && (
          <Modal
            name="newCustomBet"
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
    </>
  );
}

/**
 * While the slip covers the page (active): focus moves into it if it was elsewhere, Tab stays
 * inside, Escape closes it; once it is closed, focus left inside (or lost with the closed body)
 * goes back to what opened it (the phone bar's tab) while that is on screen, else to its bar.
 */
function useDialogFocus(
  panel: RefObject<HTMLElement | null>,
  bar: RefObject<HTMLElement | null>,
  active: boolean,
) {
  // Before the slip is painted open, as in the Modal: a key pressed as soon as it shows is its own.
  useLayoutEffect(() => {
    const el = panel.current;
    const barEl = bar.current; // the bar stays mounted while the slip is open or closed
    if (!active || !el) return;
    const focused = document.activeElement;
    // What opened it from outside (the phone bar's tab), to go back to.
    const opener =
      focused instanceof HTMLElement && focused !== document.body && !el.contains(focused) && focused;
    if (!el.contains(focused)) barEl?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        setOpen(false);
      } else if (e.key === 'Tab') keepTabInside(el, e);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const now = document.activeElement;
      if (now && now !== document.body && !el.contains(now)) return;
      // The opener while it is on screen; the bar, which an empty slip's phone layout hides, else.
      (opener && opener.isConnected && opener.getClientRects().length > 0 ? opener : barEl)?.focus();
    };
  }, [panel, bar, active]);
}

/** Where the slip covers the page (a phone's sheet, a tablet's drawer), going to another page
 * closes it (the bar stays). */
function useCloseOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (isOverlay()) setOpen(false);
  }, [pathname]);
}

/** How far down the sheet is dragged before it closes, in CSS pixels. */
const SWIPE_CLOSE = 80;

/**
 * Swiping the sheet's head down closes it (pointer events, so touch, pen and mouse alike); the
 * sheet follows the finger meanwhile. A drag is not also a click on the head's button.
 */
function useSwipeDown(onClose: () => void) {
  const start = useRef<number | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState(0);
  const end = () => {
    start.current = null;
    setOffset(0);
  };
  return {
    offset,
    consumeDrag: () => {
      const was = dragged.current;
      dragged.current = false;
      return was;
    },
    handlers: {
      onPointerDown: (e: ReactPointerEvent) => {
        if (!isPhone()) return;
        start.current = e.clientY;
        dragged.current = false;
      },
      onPointerMove: (e: ReactPointerEvent) => {
        if (start.current === null) return;
        const dy = Math.max(0, e.clientY - start.current);
        if (dy > 5 && !dragged.current) {
          dragged.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
        }
        if (dragged.current) setOffset(dy);
      },
      onPointerUp: (e: ReactPointerEvent) => {
        if (start.current !== null && dragged.current && e.clientY - start.current > SWIPE_CLOSE) onClose();
        end();
      },
      onPointerCancel: end,
    },
  };
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
    // The names too: the slip may have been kept in another language than the page reloads in.
    const asked = namedMatchIds(getTicket());
    void matchSnapshots(asked)
      .then((snapshots) =>
        updateTicket((t) =>
          renameSelections(
            applyUpdates(t, snapshotUpdates(selections(t), snapshots, asked), mode),
            snapshotNames(snapshots),
          ),
        ),
      )
      .catch(() => undefined)
      .finally(() => live && updateTicket((t) => ({ ...t, isRestoring: false })));
    return () => {
      live = false;
    };
  }, [restoring, mode]);
}

/**
 * After a language change the slip's and the receipt's names are read again from their matches'
 * market data, asked in the new language (see domain/ticket/names): the names only, since the
 * odds keep following the realtime channels. An answer that a later change overtook is dropped;
 * one that fails leaves the names as they were.
 */
function useNamesInLocale(locale: string) {
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    let live = true;
    void matchSnapshots(namedMatchIds(getTicket()))
      .then((snapshots) => live && updateTicket((t) => renameSelections(t, snapshotNames(snapshots))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
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
 * currency no longer covers the stake, and the quick bet is off for a visitor.
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
  const { isApproved, stake, isEnabled } = useSlip().quick;
  // A visitor has no quick-bet switch to turn it off with: signing out turns it off.
  useEffect(() => {
    if (status === 'NOT_LOGGED_IN' && isEnabled) updateQuickBet(toggleQuickBet);
  }, [status, isEnabled]);
  useEffect(() => {
    if (balance !== undefined && isApproved) updateQuickBet((q) => quickBalance(q, balance));
  }, [balance, isApproved, stake]);
  return null;
}
