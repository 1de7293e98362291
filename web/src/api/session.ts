// What the API clients share about the signed-in player, without loading either client: the
// sportsbook bearer token (from the platform's POST /sportsbook_sessions, kept in memory only),
// the CSRF token the profile carried (used when the sb_csrf cookie cannot be read), and the
// "unauthorized" signal that a 401 raises so the auth provider can sign the player out.

let bearer: string | null = null;
let csrfFallback: string | null = null;

/** The sportsbook API bearer token of the current sportsbook session, if any. */
export function sportsbookToken(): string | null {
  return bearer;
}

export function setSportsbookToken(token: string | null): void {
  bearer = token;
}

export function csrfTokenFallback(): string | null {
  return csrfFallback;
}

export function setCsrfTokenFallback(token: string | null | undefined): void {
  csrfFallback = token || null;
}

export interface UnauthorizedEvent {
  api: 'platform' | 'sportsbook';
  /** The request path below the API base, e.g. /player/accounts. */
  path: string;
  /** The bearer token a refused sportsbook call carried. */
  token?: string;
}

const listeners = new Set<(e: UnauthorizedEvent) => void>();

/** Calls `listener` on every 401 the API clients see; returns the unsubscribe function. */
export function onUnauthorized(listener: (e: UnauthorizedEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportUnauthorized(e: UnauthorizedEvent): void {
  for (const l of listeners) l(e);
}
