// The bet slip's state outside React: the ticket (domain/ticket), the quick bet
// (domain/ticket/quickbet), whether the panel is open and which tab it shows. All of it is kept per
// browser session (sessionStorage), as the spec says, so the slip survives a reload.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Match, Market, Outcome, RealtimeMessage } from '../../api/types';
import { matchName } from '../../domain/match';
import { initialQuickBet, routePick, type QuickBet } from '../../domain/ticket/pickRoute';
import { emptyTicket, outcomeKey, selectedOutcomeIds, selections } from '../../domain/ticket/basics';
import type { AcceptMode, Selection, SlipSettings, Ticket } from '../../domain/ticket/ticket';

export type SlipTab = 'BET_SLIP' | 'MY_BETS';

/** The slip's tabs: MY_BETS only where it is shown (the site shows it to signed-in players). */
export function slipTabs(myBetsVisible: boolean): SlipTab[] {
  return myBetsVisible ? ['BET_SLIP', 'MY_BETS'] : ['BET_SLIP'];
}

/** The tab shown: the chosen one, or the slip's when my bets are hidden (spec 'Bet slip panel'). */
export function shownTab(tab: SlipTab, myBetsVisible: boolean): SlipTab {
  return slipTabs(myBetsVisible).includes(tab) ? tab : 'BET_SLIP';
}

/** The phones' layout (the app's breakpoint): the slip is a bottom sheet there. */
export const PHONE_MEDIA = '(max-width: 779px)';
export const isPhone = (): boolean => typeof matchMedia !== 'undefined' && matchMedia(PHONE_MEDIA).matches;

/** Below the width where the layout gives the slip a column of its own (1280 px), the open slip
 * covers the page: a phone's bottom sheet, a tablet's side drawer, both over a backdrop. */
export const OVERLAY_MEDIA = '(max-width: 1279px)';
export const isOverlay = (): boolean =>
  typeof matchMedia !== 'undefined' && matchMedia(OVERLAY_MEDIA).matches;

/** Whether the open slip covers the page now; re-renders when the width crosses the line. */
export function useOverlay(): boolean {
  return useSyncExternalStore(
    (l) => {
      if (typeof matchMedia === 'undefined') return () => {};
      const list = matchMedia(OVERLAY_MEDIA);
      list.addEventListener('change', l);
      return () => list.removeEventListener('change', l);
    },
    isOverlay,
    () => false,
  );
}

interface SlipState {
  ticket: Ticket;
  quick: QuickBet;
  open: boolean;
  tab: SlipTab;
}

const KEYS = {
  ticket: 'sb.ticket',
  quick: 'sb.quickbet',
  open: 'sb.betslip.open',
  tab: 'sb.betslip.tab',
} as const;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function restoredTicket(): Ticket {
  const t = read<Ticket>(KEYS.ticket, emptyTicket);
  const bets = Array.isArray(t.bets) ? t.bets : [];
  const placed = t.ticketState === 'SUCCESS';
  const receipt = placed && Array.isArray(t.receipt) ? t.receipt : [];
  // A placement cannot survive a reload: what was in progress is back to the slip, to be rebuilt
  // from fresh match and market data (isRestoring) before it can be placed.
  return {
    ...emptyTicket,
    bets,
    ticketState: placed ? 'SUCCESS' : 'INITIAL',
    receipt,
    isRestoring: bets.length > 0 && !placed,
  };
}

function restoredQuickBet(): QuickBet {
  const q = read<Partial<QuickBet>>(KEYS.quick, {});
  // The player's choices survive a reload; a placement under way does not.
  return {
    ...initialQuickBet,
    isEnabled: q.isEnabled === true,
    stake: typeof q.stake === 'number' ? q.stake : 0,
    currency: typeof q.currency === 'string' ? q.currency : initialQuickBet.currency,
    isApproved: q.isApproved === true,
  };
}

let state: SlipState = {
  ticket: restoredTicket(),
  quick: restoredQuickBet(),
  open: read(KEYS.open, false),
  tab: read<SlipTab>(KEYS.tab, 'BET_SLIP'),
};
let selected = new Set(selectedOutcomeIds(state.ticket));
const listeners = new Set<() => void>();

function save(): void {
  try {
    sessionStorage.setItem(
      KEYS.ticket,
      JSON.stringify({
        bets: state.ticket.bets,
        ticketState: state.ticket.ticketState,
        receipt: state.ticket.receipt,
      }),
    );
    const { isEnabled, stake, currency, isApproved } = state.quick;
    sessionStorage.setItem(KEYS.quick, JSON.stringify({ isEnabled, stake, currency, isApproved }));
    sessionStorage.setItem(KEYS.open, JSON.stringify(state.open));
    sessionStorage.setItem(KEYS.tab, JSON.stringify(state.tab));
  } catch {
    // Storage full or disabled: the slip still works for this page.
  }
}

function emit(next: SlipState): void {
  state = next;
  selected = new Set(selectedOutcomeIds(next.ticket));
  save();
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The slip state; re-renders on every change. */
export function useSlip(): SlipState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** Whether one outcome is in the slip; re-renders only when that changes. */
export function useSelected(key: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => selected.has(key),
    () => false,
  );
}

/** s with the ticket replaced: the panel opens on the first selection (not where it would cover
 * the page being picked from, a phone's sheet or a tablet's drawer: its bar shows the picks) and
 * closes with the last. */
function withTicket(s: SlipState, ticket: Ticket): SlipState {
  const before = s.ticket.bets.length;
  const after = ticket.bets.length;
  let open = s.open;
  if (before === 0 && after > 0 && !isOverlay()) open = true;
  if (before > 0 && after === 0 && ticket.ticketState !== 'SUCCESS') open = false;
  return { ...s, ticket, open };
}

/** Replaces the ticket (see withTicket for the panel). */
export function setTicket(ticket: Ticket): void {
  emit(withTicket(state, ticket));
}

/** The ticket now. */
export function getTicket(): Ticket {
  return state.ticket;
}

/** Changes the ticket as it is now (for answers that arrive after the caller's render). */
export function updateTicket(change: (t: Ticket) => Ticket): void {
  setTicket(change(state.ticket));
}

/** The quick bet now, and changes to it. */
export function getQuickBet(): QuickBet {
  return state.quick;
}
export function updateQuickBet(change: (q: QuickBet) => QuickBet): void {
  const quick = change(state.quick);
  if (quick !== state.quick) emit({ ...state, quick });
}

export function setOpen(open: boolean): void {
  emit({ ...state, open });
}

export function setTab(tab: SlipTab): void {
  emit({ ...state, tab, open: true });
}

/** The site settings the slip rules need; the sportsbook settings fill them in. */
export const SlipSettingsContext = createContext<SlipSettings>({
  multiSingleByProvider: {},
  currency: 'EUR',
  subunits: 2,
});
export const useSlipSettings = (): SlipSettings => useContext(SlipSettingsContext);

/** What an odds button does with its outcome: the slip, or the quick bet (spec 'Adding or
 * removing an outcome'); BetSlipHost provides it. */
export const PickContext = createContext<(s: Selection) => void>(() => {});
export const usePick = (): ((s: Selection) => void) => useContext(PickContext);

/** The selection an odds button stands for. */
export function selectionOf(
  match: Pick<Match, 'matchId' | 'status' | 'type' | 'nameA' | 'nameB' | 'provider'> &
    Partial<Pick<Match, 'sport' | 'category' | 'league'>>,
  market: Pick<Market, 'marketId' | 'specifier' | 'name' | 'status'>,
  outcome: Outcome,
): Selection {
  return {
    matchId: match.matchId,
    matchStatus: match.status,
    marketId: market.marketId,
    specifier: market.specifier,
    outcomeId: outcome.id,
    provider: match.provider,
    matchName: matchName(match),
    marketName: market.name,
    outcomeName: outcome.name,
    odds: outcome.odds,
    acceptedOdds: outcome.odds,
    initialOdds: outcome.odds,
    isSuspended: market.status !== 1 || !outcome.active,
    isChanged: false,
    isNotAvailable: false,
    // Where the match sits: a bonus's event conditions are on sport, category and tournament.
    ...(match.sport && { sportId: match.sport.id }),
    ...(match.category && { categoryId: match.category.id }),
    ...(match.league && { tournamentId: match.league.id }),
  };
}

/** The rules that read realtime messages for the slip: no first screen needs them, so they load
 * with the first batch that finds selections in it (again after a failed load); batches keep
 * their order. */
let realtimeRules: Promise<typeof import('../../domain/ticket/updates')> | undefined;

/**
 * Applies a batch of realtime messages to the slip's selections with the player's odds-accept
 * mode. The realtime provider calls it with every batch it applies to the query cache.
 */
export function applyRealtime(msgs: readonly RealtimeMessage[], mode: AcceptMode): void {
  if (selections(state.ticket).length === 0) return;
  const next = (realtimeRules ?? import('../../domain/ticket/updates')).then((rules) => {
    const updates = rules.updatesFor(msgs, selections(state.ticket));
    if (updates.size > 0) setTicket(rules.applyUpdates(state.ticket, updates, mode));
    return rules;
  });
  realtimeRules = next;
  next.catch(() => {
    if (realtimeRules === next) realtimeRules = undefined;
  });
}

type Rules = typeof import('../../domain/ticket/ticket');
let ticketRules: Promise<Rules> | undefined;
let loadedRules: Rules | undefined;

/** The ticket's rules: no first screen needs them, so they load once the page is idle
 * (SlipSettingsProvider), or with a pick that comes before (again after a failed load). */
export function loadTicketRules(): Promise<Rules> {
  const next = (ticketRules ??= import('../../domain/ticket/ticket').then((r) => {
    loadedRules = r;
    return r;
  }));
  next.catch(() => {
    if (ticketRules === next) ticketRules = undefined;
  });
  return next;
}

/**
 * A picked outcome (an odds button): a live one goes to the quick bet when it is on (the caller
 * places it, and gets true); any other is added to the slip or removed, and switches the quick bet
 * off; a pick before the ticket's rules are loaded, once they are. Nothing happens while the slip
 * is being placed.
 */
export function pick(s: Selection, settings: SlipSettings): boolean {
  if (state.ticket.inProgress) return false;
  const { quick, toQuickBet } = routePick(state.quick, s);
  if (toQuickBet) return true;
  const toggle = (r: Rules) => {
    if (!state.ticket.inProgress)
      emit(withTicket({ ...state, quick }, r.toggleOutcome(state.ticket, s, settings)));
  };
  if (loadedRules) toggle(loadedRules);
  else void loadTicketRules().then(toggle);
  return false;
}

export { outcomeKey };
