// The ticket (bet slip) state machine of spec section 4: 'Ticket and quick-bet state', 'Adding or
// removing an outcome', 'Bet slip type rules', 'Odds acceptance modes', 'Suspension and stakes' and
// 'Placing bets', with the validation rules of section 5. Pure: every function takes a ticket and
// returns a new one; the UI keeps it in a store and persists it in session storage.
import type { BetBonus, SlipBonus } from '../bonus/bonus';
import type { AvailableBonuses } from '../bonus/selection';
import { capOdds } from '../odds';
import { emptyTicket, outcomeKey, selections } from './basics';
import { comboOdds, potentialWin, systemLines, systemPotentialWin, systemReturnRange } from './money';

export { emptyTicket, outcomeKey, selectedOutcomeIds, selections } from './basics';

export type TicketState = 'INITIAL' | 'ODDS_CHANGED' | 'PROCESSING' | 'SUCCESS' | 'ERROR';
export type BetType = 'single' | 'combo' | 'system' | 'custom_bet';
export type AcceptMode = 'none' | 'higher' | 'any';

/** A selection in the slip (spec section 3, Selection). */
export interface Selection {
  matchId: number;
  matchStatus: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  provider: string;
  matchName: string;
  marketName: string;
  outcomeName: string;
  /** The odds now. */
  odds: number;
  /** The odds the player has accepted (shown when the selection was added or accepted). */
  acceptedOdds: number;
  initialOdds: number;
  isSuspended: boolean;
  isChanged: boolean;
  isNotAvailable: boolean;
  /** A custom (bet builder) selection. */
  custom?: boolean;
  /** Where the match sits, for the bonuses' event conditions (absent on slips kept before). */
  sportId?: number;
  categoryId?: number;
  tournamentId?: number;
}

/** A system type k/n: winCount k of totalCount n. */
export interface SystemType {
  id: string;
  winCount: number;
  totalCount: number;
}

export type StakeSource = 'potential_win' | 'sharing' | 'input';

/** A bet of the slip (spec section 3, Bet slip bet). Stake is per line for system bets. */
export interface SlipBet {
  betType: BetType;
  stake: number;
  currency: string;
  subunits: number;
  selections: Selection[];
  systemType?: SystemType;
  /** custom_bet: the builder's price now; undefined until priced, null when it cannot be priced. */
  customOdds?: number | null;
  /** custom_bet: the price the player has accepted. */
  acceptedCustomOdds?: number;
  /** custom_bet: the price moved in a way the odds-accept mode does not take. */
  customChanged?: boolean;
  stakeSource?: StakeSource;
  /** The bonuses the bet may use, per type (POST /bonuses); freebet is always a list. */
  availableBonuses?: AvailableBonuses;
  /** The bet's bonus (spec 'Bonus selection on a bet'); null or absent: none, and a lootbox may
   * open on it. */
  bonus?: SlipBonus | null;
  /** The player chose no bonus: the fallback (hunting, tournament, comboboost) does not pick one. */
  noBonus?: boolean;
  /** A comboboost's bonus odds as the server named them refusing the slip's (BONUS_ODDS_CHANGED),
   * sent until the bonuses are asked again. */
  bonusOdds?: number;
  /** The chosen freebet's stake: the bet's stake is locked to it. */
  freebetStake?: number;
}

export interface TicketError {
  message: string;
  code?: string;
  details?: Record<string, unknown>;
  errorsByBet?: { index: number; code: string; message: string }[];
}

/** A placed bet as the receipt shows it (the placement's answer). */
export interface PlacedBetSummary {
  /** The bet's reference, such as 'SB-123'. */
  ref: string;
  betType: BetType;
  /** Total stake, minor units. */
  stake: number;
  currency: string;
  subunits: number;
  odds: number;
  /** The most it returns, stake included unless stakeIncluded is false (a free bet keeping it). */
  potentialReturn: number;
  stakeIncluded: boolean;
  /** The bonus it was placed with (a comboboost's odds multiply odds). */
  bonus?: Pick<BetBonus, 'type' | 'odds'>;
  systemType?: SystemType;
  selections: Pick<
    Selection,
    'matchId' | 'marketId' | 'specifier' | 'outcomeId' | 'matchName' | 'marketName' | 'outcomeName' | 'odds'
  >[];
}

export interface Ticket {
  ticketState: TicketState;
  error: TicketError | null;
  bets: SlipBet[];
  processingBets: SlipBet[];
  inProgress: boolean;
  isRestoring: boolean;
  /** Set when placing needs a signed-in player; the UI opens sign-in and clears it. */
  signInRequested: boolean;
  /** Set when a placement failed without a server code; the UI shows the generic alert. */
  alert: boolean;
  /** A picked outcome of the other kind (builder or not) than the slip's bets: it waits for the
   * player's answer in the custom-bet modal. */
  pendingSelection: Selection | null;
  /** SUCCESS: the bets as the server placed them, for the receipt. */
  receipt: PlacedBetSummary[];
}

/** A bet builder (custom bet) takes 2 to 6 outcomes of one match, one per market line. */
export const CUSTOM_MIN = 2;
export const CUSTOM_MAX = 6;

/** What the slip needs to know of the site: which providers allow several singles. */
export interface SlipSettings {
  multiSingleByProvider: Record<string, boolean>;
  /** Providers whose selections may not be in a system bet. */
  noSystemProviders?: string[];
  currency: string;
  subunits: number;
}

/** System types for n selections: k from 2 to n−1, sorted by total count then win count. */
export function systemTypes(n: number): SystemType[] {
  const out: SystemType[] = [];
  for (let k = 2; k < n; k++) out.push({ id: `${k}/${n}`, winCount: k, totalCount: n });
  return out.sort((a, b) => a.totalCount - b.totalCount || a.winCount - b.winCount);
}

/** The state after the selections changed: INITIAL, or ODDS_CHANGED when a bet shows changed odds. */
function settle(t: Ticket): Ticket {
  const changed = t.bets.some((b) => b.customChanged || b.selections.some((s) => s.isChanged));
  return { ...t, ticketState: changed ? 'ODDS_CHANGED' : 'INITIAL', error: null };
}

function single(s: Selection, stake: number, settings: SlipSettings): SlipBet {
  return {
    betType: 'single',
    stake,
    currency: settings.currency,
    subunits: settings.subunits,
    selections: [s],
  };
}

/** Whether a selection's provider allows several singles at once. */
function multiSingle(s: Selection, settings: SlipSettings): boolean {
  return settings.multiSingleByProvider[s.provider] === true;
}

/** Whether no two selections are of one match (a combo or a system needs that, spec section 5). */
function distinctMatches(sels: readonly Selection[]): boolean {
  return new Set(sels.map((s) => s.matchId)).size === sels.length;
}

/**
 * The type a slip of several selections starts as (spec: adding to a single 'may add another
 * single or turn it into a combo'): a combo when the selections are of different matches, as
 * bet365 and Betano do, since that is what a bettor adding picks builds; singles when two are of
 * one match and the provider allows several singles; else a combo, which the slip then refuses
 * to place and says why.
 */
export function defaultBetType(sels: readonly Selection[], settings: SlipSettings): BetType {
  if (sels.length < 2) return 'single';
  if (distinctMatches(sels)) return 'combo';
  return sels.every((s) => multiSingle(s, settings)) ? 'single' : 'combo';
}

/** Rebuilds the bets after the selection list changed, keeping the type where the rules allow. */
function rebuild(prev: SlipBet[], sels: Selection[], settings: SlipSettings): SlipBet[] {
  if (sels.length === 0) return [];
  const first = prev[0];
  const stake = first ? keptStake(first) : 0;
  if (sels.length === 1)
    return [{ ...single(sels[0]!, stake, settings), currency: first?.currency ?? settings.currency }];
  // A slip of one selection takes the default type; a slip of several keeps the player's.
  const chosen = prev.reduce((n, b) => n + b.selections.length, 0) >= 2;
  const type = chosen && first ? first.betType : defaultBetType(sels, settings);
  if (type === 'single' && sels.every((s) => multiSingle(s, settings))) {
    // Multi-single: one single per selection; a new selection gets the first bet's stake.
    return sels.map(
      (s) => prev.find((b) => outcomeKey(b.selections[0]!) === outcomeKey(s)) ?? single(s, stake, settings),
    );
  }
  if (type === 'system' && first?.systemType) {
    // A system whose total no longer matches becomes a system of the same size, or a combo.
    const k = first.systemType.winCount;
    const matching = systemTypes(sels.length).find((st) => st.winCount === k);
    if (matching) return [{ ...first, selections: sels, systemType: matching }];
  }
  return [
    {
      betType: 'combo',
      stake,
      currency: first?.currency ?? settings.currency,
      subunits: first?.subunits ?? settings.subunits,
      selections: sels,
    },
  ];
}

/**
 * Whether a picked outcome is of another kind than the slip's bets (spec 'Adding or removing an
 * outcome': the custom-bet modal): a builder outcome into a slip of other bets or of another
 * match's builder, or a plain outcome into a builder slip.
 */
export function kindConflict(t: Ticket, s: Selection): boolean {
  const first = t.bets[0];
  if (!first || t.ticketState === 'SUCCESS') return false;
  if (first.betType === 'custom_bet') return !s.custom || first.selections[0]?.matchId !== s.matchId;
  return s.custom === true;
}

/**
 * The builder's outcomes after picking s: removed when picked, else added in place of another
 * outcome of the same market line; a seventh is refused (null).
 */
function customSelections(current: Selection[], s: Selection): Selection[] | null {
  const key = outcomeKey(s);
  if (current.some((x) => outcomeKey(x) === key)) return current.filter((x) => outcomeKey(x) !== key);
  const others = current.filter((x) => x.marketId !== s.marketId || x.specifier !== s.specifier);
  return others.length >= CUSTOM_MAX ? null : [...others, s];
}

/**
 * Adds an outcome, or removes it when already selected (spec 'Adding or removing an outcome').
 * Nothing happens while a placement is in progress; after a placed slip the list starts empty. A
 * builder (custom) outcome goes into the slip's one custom bet, which is priced anew (customOdds
 * undefined); an outcome of the other kind waits in pendingSelection for the custom-bet modal.
 */
export function toggleOutcome(t: Ticket, s: Selection, settings: SlipSettings): Ticket {
  if (t.inProgress) return t;
  const base = t.ticketState === 'SUCCESS' ? { ...emptyTicket } : { ...t, pendingSelection: null };
  if (kindConflict(base, s)) return { ...base, pendingSelection: s };
  const current = selections(base);
  const key = outcomeKey(s);
  // Spec section 5: odds over 40 are capped; the server takes such an outcome at 40 too.
  const odds = capOdds(s.odds);
  const fresh: Selection = { ...s, odds, acceptedOdds: odds, initialOdds: odds, isChanged: false };
  if (s.custom) {
    const sels = customSelections(current, fresh);
    if (!sels) return base;
    const first = base.bets[0];
    const bets: SlipBet[] =
      sels.length === 0
        ? []
        : [
            {
              betType: 'custom_bet',
              stake: first ? keptStake(first) : 0,
              currency: first?.currency ?? settings.currency,
              subunits: first?.subunits ?? settings.subunits,
              selections: sels,
            },
          ];
    return settle({ ...base, bets });
  }
  const next = current.some((x) => outcomeKey(x) === key)
    ? current.filter((x) => outcomeKey(x) !== key)
    : [...current, fresh];
  return settle({ ...base, bets: rebuild(base.bets, next, settings) });
}

/** The custom-bet modal's answers: replace the slip with the waiting outcome, or keep the slip. */
export function replaceWithPending(t: Ticket, settings: SlipSettings): Ticket {
  if (!t.pendingSelection || t.inProgress) return t;
  return toggleOutcome(emptyTicket, t.pendingSelection, settings);
}
export function keepSlip(t: Ticket): Ticket {
  return { ...t, pendingSelection: null };
}

/** Why a bet-type change is refused (spec section 5), or null when it is allowed. */
export function betTypeRefusal(
  t: Ticket,
  type: BetType,
  settings: SlipSettings,
  system?: SystemType,
): string | null {
  const sels = selections(t);
  const current = t.bets[0]?.betType;
  if (type === current && (type !== 'system' || t.bets[0]?.systemType?.id === system?.id)) return 'same type';
  if (type === 'custom_bet' || current === 'custom_bet') return 'custom';
  if (type === 'single' && t.bets.length === 1 && sels.length === 1) return 'already the only single';
  if (type === 'single' && !sels.every((s) => multiSingle(s, settings)))
    return 'no multi-single for the provider';
  if (type === 'system') {
    if (!system || !systemTypes(sels.length).some((st) => st.id === system.id)) return 'no system type';
    if (sels.some((s) => settings.noSystemProviders?.includes(s.provider)))
      return 'provider allows no system';
  }
  if ((type === 'combo' || type === 'system') && !distinctMatches(sels)) return 'two selections of one match';
  if (type === 'combo' && sels.length < 2) return 'one selection';
  return null;
}

/**
 * Changes the bet type (spec 'Bet slip type rules'): single makes one bet per selection with the
 * first bet's stake, combo merges, system uses the chosen system type; a refused change is ignored.
 */
export function changeBetType(t: Ticket, type: BetType, settings: SlipSettings, system?: SystemType): Ticket {
  if (t.inProgress || betTypeRefusal(t, type, settings, system)) return t;
  const sels = selections(t);
  const first = t.bets[0]!;
  const base = { stake: keptStake(first), currency: first.currency, subunits: first.subunits };
  let bets: SlipBet[];
  if (type === 'single') bets = sels.map((s) => ({ ...base, betType: 'single', selections: [s] }));
  else if (type === 'combo') bets = [{ ...base, betType: 'combo', selections: sels }];
  else bets = [{ ...base, betType: 'system', selections: sels, systemType: system }];
  return settle({ ...t, bets });
}

/** Whether the bet's bonus is a freebet (its stake is recorded): its stake is the freebet's, locked.
 * The bonus rules themselves (domain/bonus, ticket/bonus.ts) load with the slip's panel, not
 * with the odds buttons that need this module. */
export function hasFreebet(b: SlipBet): boolean {
  return b.freebetStake !== undefined;
}

/** The stake a bet built anew from b starts with: b's, but not a freebet's, which does not go
 * with it (spec: removing a freebet sets the stake to 0). The new bet's bonus is chosen when its
 * available bonuses arrive; a freebet is chosen again by the player, as on bet365. */
function keptStake(b: SlipBet): number {
  return hasFreebet(b) ? 0 : b.stake;
}

/** b without its bonus state (a freebet's stake goes with it). */
export function withoutBonus(b: SlipBet): SlipBet {
  const out: SlipBet = { ...b, stake: keptStake(b) };
  delete out.availableBonuses;
  delete out.bonus;
  delete out.noBonus;
  delete out.bonusOdds;
  delete out.freebetStake;
  return out;
}

/** The odds a bet's potential win is computed on (combo odds for a combo, the builder's for custom). */
export function betOdds(b: SlipBet): number {
  if (b.betType === 'custom_bet') return b.customOdds ?? 0;
  return comboOdds(b.selections.map((s) => s.odds));
}

/** Lines of a bet: 1, or C(n, k) for a system. */
export function lineCount(b: SlipBet): number {
  return b.betType === 'system' && b.systemType
    ? systemLines(b.selections.length, b.systemType.winCount).length
    : 1;
}

/** A bet's total stake: stake × lines. */
export function totalStake(b: SlipBet): number {
  return b.stake * lineCount(b);
}

/** A bet's potential win at the current odds. */
export function betPotentialWin(b: SlipBet): number {
  if (b.betType === 'system' && b.systemType)
    return systemPotentialWin(
      b.selections.map((s) => s.odds),
      b.systemType.winCount,
      b.stake,
    );
  return potentialWin(b.stake, betOdds(b));
}

/**
 * What a bet returns, stake included: a system from its smallest winning case to every line won
 * (never at the full combo's odds, which it does not pay); any other bet its one potential win.
 */
export function betReturns(b: SlipBet): { min: number; max: number } {
  if (b.betType === 'system' && b.systemType)
    return systemReturnRange(
      b.selections.map((s) => s.odds),
      b.systemType.winCount,
      b.stake,
    );
  const win = betPotentialWin(b);
  return { min: win, max: win };
}

/**
 * What the receipt says of a placed bet: its lines and stake per line (a system's C(n, k) bets
 * of one stake each), and its lowest and highest return, stake included (the highest is the
 * server's potential win; a system's lowest is its smallest winning case).
 */
export function placedReturns(b: PlacedBetSummary): {
  lines: number;
  stakePerLine: number;
  min: number;
  max: number;
} {
  if (b.betType !== 'system' || !b.systemType)
    return { lines: 1, stakePerLine: b.stake, min: b.potentialReturn, max: b.potentialReturn };
  const odds = b.selections.map((s) => s.odds);
  const lines = Math.max(1, systemLines(odds.length, b.systemType.winCount).length);
  const stakePerLine = Math.floor(b.stake / lines);
  const { min } = systemReturnRange(odds, b.systemType.winCount, stakePerLine);
  return { lines, stakePerLine, min, max: b.potentialReturn };
}

/** Which way odds moved from what the player accepted to now; null when they did not. */
export function oddsMove(accepted: number, now: number): 'up' | 'down' | null {
  if (now === accepted) return null;
  return now > accepted ? 'up' : 'down';
}

/** Whether the odds change from accepted to now needs the player's accept (spec 'Odds acceptance modes'). */
export function oddsChangeFlagged(mode: AcceptMode, accepted: number, now: number): boolean {
  if (mode === 'any') return false;
  if (mode === 'higher') return now < accepted;
  return now !== accepted;
}

/** An update of an outcome from the market data. */
export interface OutcomeUpdate {
  odds?: number;
  active?: boolean;
  /** Market status: 1 allowed, -1 suspended, others not allowed. */
  marketStatus?: number;
  /** The outcome is gone from its market. */
  missing?: boolean;
  matchStatus?: number;
}

/**
 * Applies market updates to the selections (spec 'Suspension and stakes', 'Odds acceptance
 * modes'): odds replace the old ones only when changed; a market not allowed, an inactive or
 * missing outcome suspends; a change the mode does not take flags the selection, and moves the
 * ticket to ODDS_CHANGED unless a placement is in progress or placed. Stakes that came from a
 * potential win are rescaled so that the potential win stays.
 */
export function applyUpdates(
  t: Ticket,
  updates: ReadonlyMap<string, OutcomeUpdate>,
  mode: AcceptMode,
): Ticket {
  let touched = false;
  const bets = t.bets.map((b) => {
    const before = betPotentialWin(b);
    const sels = b.selections.map((s) => {
      const u = updates.get(outcomeKey(s));
      if (!u) return s;
      touched = true;
      const odds = u.odds !== undefined ? capOdds(u.odds) : s.odds;
      // What the update says of the market decides; a match that stopped or ended suspends too.
      const marketSays = u.marketStatus !== undefined || u.missing !== undefined || u.active !== undefined;
      const matchStatus = u.matchStatus ?? s.matchStatus;
      const isSuspended =
        (marketSays
          ? (u.marketStatus !== undefined && u.marketStatus !== 1) || u.active === false || u.missing === true
          : s.isSuspended) || matchStatus > 1;
      // A builder's legs are not priced one by one: its own price is what the player accepts.
      const isChanged = b.betType !== 'custom_bet' && oddsChangeFlagged(mode, s.acceptedOdds, odds);
      return {
        ...s,
        odds,
        acceptedOdds: isChanged ? s.acceptedOdds : odds,
        isSuspended,
        isChanged,
        matchStatus,
      };
    });
    const next = { ...b, selections: sels };
    if (b.stakeSource === 'potential_win' && before > 0) {
      const odds = betOdds(next);
      if (odds > 0) next.stake = Math.floor((before * 1000) / odds);
    }
    return next;
  });
  return touched ? settleUnlessPlacing(t, bets) : t;
}

/** New odds on t's bets: the state follows them, unless a placement is under way or done. */
function settleUnlessPlacing(t: Ticket, bets: SlipBet[]): Ticket {
  const out = { ...t, bets };
  if (t.inProgress || t.ticketState === 'SUCCESS' || t.ticketState === 'PROCESSING') return out;
  return settle(out);
}

/**
 * The builder's price arrived (a number) or was refused (null). The first price of a set of
 * outcomes is taken as it is; a later one is flagged when the mode does not take the move, like a
 * selection's odds (spec 'Odds acceptance modes').
 */
export function setCustomOdds(t: Ticket, odds: number | null, mode: AcceptMode): Ticket {
  let touched = false;
  const bets = t.bets.map((b) => {
    if (b.betType !== 'custom_bet') return b;
    touched = true;
    if (odds === null) return { ...b, customOdds: null, customChanged: false };
    const accepted = b.acceptedCustomOdds;
    if (b.customOdds == null || accepted === undefined)
      return { ...b, customOdds: odds, acceptedCustomOdds: odds, customChanged: false };
    const changed = oddsChangeFlagged(mode, accepted, odds);
    return { ...b, customOdds: odds, acceptedCustomOdds: changed ? accepted : odds, customChanged: changed };
  });
  return touched ? settleUnlessPlacing(t, bets) : t;
}

/**
 * Provider statuses (spec 'Provider status updates'): the selections of a provider that stopped
 * taking bets are not available, and the ticket shows ODDS_CHANGED; a provider that takes bets
 * again makes its selections available at their odds now (market updates kept them current), and
 * once none is unavailable the ticket is in the state its odds say: ODDS_CHANGED only for odds
 * that really moved, so the player is not asked to accept a change that shows nothing. Providers
 * the statuses do not name are left as they are; a placement under way or done is not moved.
 */
export function applyProviderStatuses(t: Ticket, statuses: Readonly<Record<string, boolean>>): Ticket {
  let touched = false;
  const bets = t.bets.map((b) => ({
    ...b,
    selections: b.selections.map((s) => {
      if (!(s.provider in statuses) || s.isNotAvailable === !statuses[s.provider]) return s;
      touched = true;
      return { ...s, isNotAvailable: !statuses[s.provider] };
    }),
  }));
  if (!touched) return t;
  if (!bets.some((b) => b.selections.some((s) => s.isNotAvailable))) return settleUnlessPlacing(t, bets);
  if (t.inProgress || t.ticketState === 'SUCCESS') return { ...t, bets };
  return { ...t, bets, ticketState: 'ODDS_CHANGED' };
}

/** Accepting the odds changes: the current odds become accepted and the ticket INITIAL. */
export function acceptOddsChanges(t: Ticket): Ticket {
  return {
    ...t,
    ticketState: 'INITIAL',
    bets: t.bets.map((b) => ({
      ...b,
      selections: b.selections.map((s) => ({ ...s, acceptedOdds: s.odds, isChanged: false })),
      ...(b.betType === 'custom_bet' && b.customOdds != null
        ? { acceptedCustomOdds: b.customOdds, customChanged: false }
        : {}),
    })),
  };
}

/** Sets a bet's stake (minor units); typing makes the stake the player's own. */
export function setStake(t: Ticket, index: number, stake: number, source: StakeSource = 'input'): Ticket {
  const bets = t.bets.map((b, i) =>
    // A freebet's stake is locked to the freebet.
    i === index && !hasFreebet(b) ? { ...b, stake: Math.max(0, stake), stakeSource: source } : b,
  );
  // The last placement's error described the slip before this change: it goes.
  const changed = bets.some((b, i) => b.stake !== t.bets[i]?.stake);
  return { ...t, bets, ...(changed ? { error: null } : {}) };
}

/** Changing currency resets the stakes to zero and the source to sharing (spec). */
export function setCurrency(t: Ticket, currency: string, subunits: number): Ticket {
  // The bonuses were those of the old currency: they are asked again.
  return {
    ...t,
    bets: t.bets.map((b) => ({ ...withoutBonus(b), currency, subunits, stake: 0, stakeSource: 'sharing' })),
  };
}

/** Drops suspended or unavailable selections, and custom bets not prematch or live (spec 'Sanitising'). */
export function sanitize(t: Ticket, settings: SlipSettings): Ticket {
  const bets = t.bets.filter(
    (b) => b.betType !== 'custom_bet' || b.selections.every((s) => s.matchStatus <= 1),
  );
  const custom = bets.filter((b) => b.betType === 'custom_bet');
  const keep = selections({ ...t, bets: bets.filter((b) => b.betType !== 'custom_bet') }).filter(
    (s) => !s.isSuspended && !s.isNotAvailable,
  );
  return settle({
    ...t,
    bets: [
      ...rebuild(
        t.bets.filter((b) => b.betType !== 'custom_bet'),
        keep,
        settings,
      ),
      ...custom,
    ],
  });
}

/** Why a bet cannot be placed (spec section 5), or null. */
export function betRefusal(b: SlipBet, settings: SlipSettings): string | null {
  if (b.betType === 'custom_bet') {
    if (b.selections.length < CUSTOM_MIN) return 'betslip.builder.min';
    if (b.customOdds === null) return 'betslip.builder.refused';
    if (b.customOdds === undefined) return 'betslip.builder.pricing';
  }
  if (!(b.stake > 0)) return 'stake';
  if (b.selections.some((s) => s.isSuspended)) return 'sb.ticket.suspended.label';
  if (b.selections.some((s) => s.isNotAvailable)) return 'sb.ticket.not-available.label';
  if (b.betType === 'combo' || b.betType === 'system') {
    if (!distinctMatches(b.selections)) return 'same match';
  }
  if (b.betType === 'system' && b.selections.some((s) => settings.noSystemProviders?.includes(s.provider)))
    return 'provider';
  return null;
}

/** Whether the slip can be placed: rebuilt if restored, and every bet valid. */
export function canPlace(t: Ticket, settings: SlipSettings): boolean {
  return !t.isRestoring && t.bets.length > 0 && t.bets.every((b) => betRefusal(b, settings) === null);
}

/** Whether sanitising would drop anything: a selection suspended or not available. */
export function hasUnplaceable(t: Ticket): boolean {
  return selections(t).some((s) => s.isSuspended || s.isNotAvailable);
}

/**
 * Starts placing (spec 'Placing bets'): not signed in → INITIAL and sign-in requested; else the
 * error clears, the ticket is in progress, and the bets with a stake above zero are processing.
 */
export function startPlacing(t: Ticket, signedIn: boolean): Ticket {
  if (!signedIn) return { ...t, ticketState: 'INITIAL', signInRequested: true };
  return {
    ...t,
    ticketState: 'PROCESSING',
    error: null,
    inProgress: true,
    alert: false,
    processingBets: t.bets.filter((b) => b.stake > 0),
  };
}

/** The placement succeeded: SUCCESS with the receipt, and the slip's selections clear on the next add. */
export function placed(t: Ticket, receipt: PlacedBetSummary[] = []): Ticket {
  return { ...t, ticketState: 'SUCCESS', inProgress: false, error: null, receipt };
}

/**
 * 'Keep selections' on the receipt: the placed slip's selections back in the slip, of the same
 * types, at their odds now, to be staked again. The stakes start empty, so that one more click
 * on Place bet never places the same bet twice by mistake.
 */
export function keepSelections(t: Ticket): Ticket {
  if (t.ticketState !== 'SUCCESS') return t;
  return settle({
    ...emptyTicket,
    bets: t.bets.map((b) => ({
      ...withoutBonus(b),
      stake: 0,
      stakeSource: 'input',
      selections: b.selections.map((s) => ({ ...s, acceptedOdds: s.odds, isChanged: false })),
      ...(b.customOdds != null ? { acceptedCustomOdds: b.customOdds, customChanged: false } : {}),
    })),
  });
}

/**
 * The placement failed. An error with a server code (not unauthorized) → ERROR with it; an
 * unauthorized one → INITIAL and sign-in requested; any other → INITIAL and the generic alert.
 * ERROR and INITIAL empty the processing bets.
 */
export function placementFailed(t: Ticket, err: { status: number; error?: TicketError }): Ticket {
  const base = { ...t, inProgress: false, processingBets: [] };
  if (err.status === 401) return { ...base, ticketState: 'INITIAL', signInRequested: true };
  if (err.error?.code) return { ...base, ticketState: 'ERROR', error: err.error };
  return { ...base, ticketState: 'INITIAL', alert: true };
}
