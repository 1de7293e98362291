// Whether the product runs embedded, and what its parent has said it handles. Small on purpose:
// the header reads it on the first screen; the message bridge itself (EmbedBridge) loads only
// inside a frame.
import { useEffect, useSyncExternalStore } from 'react';
import { modalForPath } from '../../domain/auth';
import { parseLocalePath } from '../../domain/locale';
import type { ParentAction } from './protocol';

/** The token the operator's mobile app adds to its web view's user agent (Android
 * WebView.setUserAgentString, iOS WKWebView.customUserAgent): inside the app the page-change and
 * iframe listeners are skipped (spec section 2). A user agent, not a query parameter: it holds on
 * every page of the web view without being carried from link to link. */
export const MOBILE_APP_TOKEN = 'SportsbookApp/';

export interface EmbedEnvironment {
  /** The page is inside a frame (window.parent is another window). */
  framed: boolean;
  /** The server runs in embedded mode: the parent origins it was configured with (FRAME_ANCESTORS). */
  parentOrigins: readonly string[];
  /** The page runs inside the operator's mobile app. */
  mobileApp: boolean;
}

/** The environment read from the page: the meta tag the server writes when EMBEDDED is on. */
export function readEnvironment(win: Window): EmbedEnvironment {
  const meta = win.document.querySelector<HTMLMetaElement>('meta[name="embed-parent-origins"]');
  return {
    framed: win.parent !== win,
    parentOrigins: (meta?.content ?? '').split(/\s+/).filter(Boolean),
    mobileApp: win.navigator.userAgent.includes(MOBILE_APP_TOKEN),
  };
}

/** The server runs in embedded mode (EMBEDDED): cookies written here follow its cookies. */
export function embeddedSite(env: EmbedEnvironment): boolean {
  return env.parentOrigins.length > 0;
}

/** The bridge runs when embedded, inside a frame, outside the mobile app. */
export function bridgeActive(env: EmbedEnvironment): boolean {
  return env.framed && embeddedSite(env) && !env.mobileApp;
}

export const ENVIRONMENT: EmbedEnvironment =
  typeof window === 'undefined'
    ? { framed: false, parentOrigins: [], mobileApp: false }
    : readEnvironment(window);

// What the parent listens for: null until its handshake.
let listens: ReadonlySet<ParentAction> | null = null;
let ask: (action: ParentAction) => void = () => {};
const subscribers = new Set<() => void>();
let replay: (() => void) | null = null;

/** The bridge records the parent's handshake, and how to tell the parent about an action. */
export function connectParent(actions: readonly ParentAction[], post: (action: ParentAction) => void): void {
  listens = new Set(actions);
  ask = post;
  for (const s of subscribers) s();
  const run = replay;
  replay = null;
  run?.();
}

/** Keeps what the page asked for before the parent's handshake (an auth route or #signIn in the
 * frame's address) and runs it once the parent has said what it handles; a later ask replaces an
 * earlier one, as the later dialog would have replaced the earlier. */
export function replayAfterHandshake(run: () => void): void {
  replay = run;
}

/** How the product treats an action: its own dialog, a message to the parent, or unavailable
 * (embedded, but no parent has said it listens: the dialogs belong to the operator's site). */
export type ActionRoute = 'own' | 'parent' | 'unavailable';

export function routeAction(
  env: EmbedEnvironment,
  parentListens: ReadonlySet<ParentAction> | null,
  action: ParentAction,
): ActionRoute {
  if (!bridgeActive(env)) return 'own';
  if (!parentListens) return 'unavailable';
  return parentListens.has(action) ? 'parent' : 'own';
}

/** The route of an action now (AuthProvider asks it before opening a dialog). */
export function parentRoute(action: ParentAction): ActionRoute {
  return routeAction(ENVIRONMENT, listens, action);
}

/** Tells the parent the player asked for an action it handles. */
export function askParent(action: ParentAction): void {
  ask(action);
}

/** The action a modal of the product stands for, when a parent may take it over. */
export function parentActionOf(kind: string): ParentAction | undefined {
  return kind === 'signIn'
    ? 'sign-in'
    : kind === 'signUp'
      ? 'sign-up'
      : kind === 'quickDeposit'
        ? 'deposit'
        : undefined;
}

/** The deposit page (spec section 2): a link to it is a way to the deposit a parent may take over. */
export const DEPOSIT_PATH = '/profile/wallet/deposit';

/** The action a link of the site stands for: the sign-in and sign-up routes and the deposit page,
 * with or without a locale, a query or a hash. */
export function actionOfPath(href: string): ParentAction | undefined {
  const path = href.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) return undefined;
  const rest = parseLocalePath(path).rest.replace(/(.)\/+$/, '$1');
  if (rest === DEPOSIT_PATH) return 'deposit';
  const kind = modalForPath(rest);
  return kind ? parentActionOf(kind) : undefined;
}

/** The route of an action, re-rendering when the parent's handshake arrives; no action (a control
 * that opens none of the parent's dialogs now, such as a signed-in player's star) is the product's own. */
export function useParentAction(action: ParentAction | undefined): ActionRoute {
  const parentListens = useSyncExternalStore(
    (s) => {
      subscribers.add(s);
      return () => subscribers.delete(s);
    },
    () => listens,
    () => null,
  );
  return action ? routeAction(ENVIRONMENT, parentListens, action) : 'own';
}

/** The body's data-iframe carries the real state (the server's guess comes from Fetch Metadata). */
export function markFrame(env: EmbedEnvironment, body: HTMLElement): void {
  body.dataset.iframe = String(env.framed);
}

/** The body's data-country: the signed-in player's country, else what the server saw (its
 * country header) when the page loaded. */
export function useBodyCountry(playerCountry: string | undefined): void {
  useEffect(() => {
    const body = document.body;
    const seen = body.dataset.country ?? '';
    if (playerCountry) body.dataset.country = playerCountry;
    return () => {
      body.dataset.country = seen;
    };
  }, [playerCountry]);
}
