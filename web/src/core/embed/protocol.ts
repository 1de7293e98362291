// The window-message protocol between the sportsbook in a frame and the operator's page around it
// (spec section 7, 'Window messages'; README, 'Embedding the sportsbook'). Pure: the builders of
// the messages the product posts, and the rules that accept or ignore what it receives. The
// bridge (EmbedBridge.tsx) does the posting and listening.
import { isSupportedLocale, type Locale } from '../../domain/locale';
import { isOddsType, type OddsType } from '../../domain/odds';

/** Every message type carries the product prefix, both ways. It is the one the simulated payment
 * provider already posts ('sportsbook:payment', features/wallet/deposit.ts); fixed rather than
 * configured: an operator's page reads it from the README, and nothing else shares the name. */
export const MESSAGE_PREFIX = 'sportsbook:';

/** Raised when a message's meaning changes, so a parent can tell which product it talks to. */
export const PROTOCOL_VERSION = 1;

/** The three actions a parent may take over from the product (its own sign-in, sign-up and
 * cashier), named as the messages the product posts for them. */
export const PARENT_ACTIONS = ['sign-in', 'sign-up', 'deposit'] as const;
export type ParentAction = (typeof PARENT_ACTIONS)[number];

/** What the product tells the parent, by type (without the prefix). Money is integer minor units. */
export interface OutgoingPayloads {
  /** The player pressed sign in / sign up / deposit and the parent handles it. */
  'sign-in': Record<string, never>;
  'sign-up': Record<string, never>;
  deposit: { currency: string | null };
  /** A page was shown: its path (with the locale prefix), its kind (the body's data-page) and locale. */
  'page-loaded': { path: string; page: string; locale: string };
  /** The document's size in CSS pixels, so the parent sizes the frame to the content. */
  'page-size-changed': { height: number; width: number };
  /** The current account's money available to bet. */
  'balance-changed': { balance: number; currency: string; subunits: number };
  'bet-slip-state-changed': { selections: number; open: boolean };
  /** A match was opened from the top events (the home page, a sport's top matches, a top-events block). */
  'top-event-clicked': { matchId: number; path: string };
  /** A modal opened over the page: its kind (spec section 2's modals). */
  'notify-modal-triggered': { modal: string };
  /** The product is ready: sent at start, and again in answer to the parent's handshake. */
  initialized: { protocol: number; signedIn: boolean; locale: string };
  'notify-currency-changed': { currency: string };
}
export type OutgoingType = keyof OutgoingPayloads;

export interface OutgoingMessage<T extends OutgoingType = OutgoingType> {
  type: `${typeof MESSAGE_PREFIX}${T}`;
  payload: OutgoingPayloads[T];
}

/** The message of one type, ready for postMessage. */
export function outgoing<T extends OutgoingType>(type: T, payload: OutgoingPayloads[T]): OutgoingMessage<T> {
  return { type: `${MESSAGE_PREFIX}${type}`, payload };
}

/** What the parent may tell the product, parsed. */
export type IncomingMessage =
  /** The handshake: the parent listens, and takes over the actions it lists. */
  | { type: 'initialized'; listens: ParentAction[] }
  /** The parent asks the product to show its own sign-in, sign-up or deposit dialog. */
  | { type: 'open-sign-in' }
  | { type: 'open-sign-up' }
  | { type: 'open-deposit' }
  /** The parent's cashier finished a deposit the product asked for. */
  | { type: 'deposit-result'; status: 'success' | 'error' | 'pending' }
  /** Show a page of the product: a path without locale, e.g. /live or /football. */
  | { type: 'navigate'; path: string }
  | { type: 'set-locale'; locale: Locale }
  | { type: 'set-odds-format'; oddsType: OddsType }
  | { type: 'set-theme'; theme: 'dark' | 'light' }
  /** The product's own payment provider page, in the deposit frame (handled by the deposit modal). */
  | { type: 'payment' };

export type IncomingType = IncomingMessage['type'];

/** Why a message was ignored: its sender, its type (unknown or not the product's), its payload. */
export type IgnoreReason = 'origin' | 'type' | 'payload';

export type Verdict = { accept: true; message: IncomingMessage } | { accept: false; reason: IgnoreReason };

/** Who may talk to the product. */
export interface OriginRules {
  /** The configured parent origins (FRAME_ANCESTORS, from the page's head). */
  allowed: readonly string[];
  /** The one fixed trusted origin: the product's own (its payment provider page, its own frames). */
  trusted: string;
  /** The parent window completed the handshake: from it, any origin is accepted (the wildcard). */
  initialised: boolean;
}

/** A received MessageEvent, as much of it as the rules read. */
export interface Received {
  origin: string;
  data: unknown;
  /** The sender is window.parent (event.source === window.parent). */
  fromParent: boolean;
}

type Parser = (payload: Record<string, unknown>) => IncomingMessage | null;

// One parser per known type; each returns null for a malformed payload.
const PARSERS: Record<IncomingType, Parser> = {
  initialized: (p) => {
    const listens = p.listens ?? [];
    if (!Array.isArray(listens) || !listens.every(isParentAction)) return null;
    return { type: 'initialized', listens: [...new Set(listens)] };
  },
  'open-sign-in': () => ({ type: 'open-sign-in' }),
  'open-sign-up': () => ({ type: 'open-sign-up' }),
  'open-deposit': () => ({ type: 'open-deposit' }),
  'deposit-result': ({ status }) =>
    status === 'success' || status === 'error' || status === 'pending'
      ? { type: 'deposit-result', status }
      : null,
  navigate: ({ path }) => (typeof path === 'string' && isAppPath(path) ? { type: 'navigate', path } : null),
  'set-locale': ({ locale }) =>
    typeof locale === 'string' && isSupportedLocale(locale) ? { type: 'set-locale', locale } : null,
  'set-odds-format': ({ oddsType }) =>
    typeof oddsType === 'string' && isOddsType(oddsType) ? { type: 'set-odds-format', oddsType } : null,
  'set-theme': ({ theme }) => (theme === 'dark' || theme === 'light' ? { type: 'set-theme', theme } : null),
  payment: ({ status }) =>
    status === 'success' || status === 'error' || status === 'pending' ? { type: 'payment' } : null,
};

function isParentAction(v: unknown): v is ParentAction {
  return typeof v === 'string' && (PARENT_ACTIONS as readonly string[]).includes(v);
}

/** A path inside the product: absolute, not protocol-relative (//evil.example), no backslash
 * (browsers read it as a slash), no scheme, and of a sane length. */
export function isAppPath(path: string): boolean {
  return /^\/(?![/\\])[^\\\s]*$/.test(path) && !path.includes(':') && path.length <= 2048;
}

/** Whether the sender may talk to the product at all. */
function originAccepted(e: Received, rules: OriginRules): boolean {
  return (
    e.origin === rules.trusted || rules.allowed.includes(e.origin) || (rules.initialised && e.fromParent)
  );
}

/**
 * Accepts a received message or says why it is ignored. Accepted: from an allowed origin, the
 * trusted origin, or (once initialised) the parent window; of a known type with the prefix; with
 * a well-formed payload (an object, or none for the types that need nothing). The handshake
 * itself must come from the parent window: a popup or a sibling frame of an allowed origin
 * cannot start a session.
 */
export function readMessage(e: Received, rules: OriginRules): Verdict {
  if (!originAccepted(e, rules)) return { accept: false, reason: 'origin' };
  const data = e.data;
  if (!isObject(data) || typeof data.type !== 'string' || !data.type.startsWith(MESSAGE_PREFIX))
    return { accept: false, reason: 'type' };
  const type = data.type.slice(MESSAGE_PREFIX.length);
  if (!Object.hasOwn(PARSERS, type)) return { accept: false, reason: 'type' };
  const known = type as IncomingType;
  if (known === 'initialized' && !e.fromParent) return { accept: false, reason: 'origin' };
  // The payment provider posts its fields beside the type; the parent's messages use `payload`.
  const payload = known === 'payment' ? data : (data.payload ?? {});
  if (!isObject(payload)) return { accept: false, reason: 'payload' };
  const message = PARSERS[known](payload);
  return message ? { accept: true, message } : { accept: false, reason: 'payload' };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Ignored messages, counted by reason (the bridge shows them as window.__sportsbookEmbed). */
export type IgnoredCounts = Record<IgnoreReason, number>;

export const noneIgnored = (): IgnoredCounts => ({ origin: 0, type: 0, payload: 0 });

/**
 * Where the product's messages go. Before the handshake it knows the parent's origin only where
 * the browser says it (location.ancestorOrigins, Chromium and Safari), else it posts to each
 * allowed origin (the browser delivers a message only where the target origin matches the
 * parent's); after it, to the parent's origin alone. Never '*'.
 */
export function targetOrigins(
  allowed: readonly string[],
  parentOrigin: string | null,
  ancestorOrigin: string | undefined,
): readonly string[] {
  if (parentOrigin) return [parentOrigin];
  if (ancestorOrigin !== undefined) return allowed.filter((o) => o === ancestorOrigin);
  return allowed;
}

/** The page's size as the parent needs it: whole CSS pixels. */
export function pageSize(el: {
  scrollHeight: number;
  scrollWidth: number;
}): OutgoingPayloads['page-size-changed'] {
  return { height: Math.ceil(el.scrollHeight), width: Math.ceil(el.scrollWidth) };
}

/** Spec section 9: the layout size notification is throttled to 100 ms. */
export const SIZE_THROTTLE_MS = 100;

/**
 * Calls send at most once per `ms`: the first value at once, later ones at the end of the window,
 * only the latest, and only when it differs from the last sent (`same` compares). Returns the
 * function to call with each value and one that cancels a pending send.
 */
export function throttle<T>(
  send: (value: T) => void,
  ms: number,
  same: (a: T, b: T) => boolean,
  clock: {
    now: () => number;
    setTimeout: (fn: () => void, ms: number) => unknown;
    clearTimeout: (id: unknown) => void;
  },
): { push: (value: T) => void; cancel: () => void } {
  let lastAt = -Infinity;
  let last: { value: T } | null = null;
  let pending: { value: T } | null = null;
  let timer: unknown = null;
  const flush = () => {
    timer = null;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    if (last && same(last.value, value)) return;
    last = { value };
    lastAt = clock.now();
    send(value);
  };
  return {
    push(value) {
      pending = { value };
      if (timer !== null) return;
      const wait = lastAt + ms - clock.now();
      if (wait <= 0) flush();
      else timer = clock.setTimeout(flush, wait);
    },
    cancel() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}

/** A match opened from the top events: the home page's matches, a sport's top matches, or a
 * container marked data-top-events (a CMS top-events block). */
export function isTopEventClick(page: string | undefined, inTopEventsBlock: boolean): boolean {
  return inTopEventsBlock || page === 'home' || page === 'sportTop';
}
