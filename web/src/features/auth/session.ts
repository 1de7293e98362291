// Keeps the sportsbook session while the player is signed in: POST /sportsbook_sessions gives a
// bearer token for the sportsbook API, kept in memory and renewed by the same call a minute before
// it expires. A 403 means a session or time limit is used up; a 401 reaches the auth provider
// through the platform client. Continuing after a reality check also hands over a fresh token.
// A bearer token the sportsbook API refuses is checked with the same call (recheckSession): the
// platform says why its session ended.
import { ok, platform } from '../../api/platform';
import type { SportsbookSession } from '../../api/platformTypes';
import { ApiRequestError } from '../../api/request';
import { tokenRefreshDelay } from '../../domain/auth';

export interface SessionHandlers {
  onToken: (token: string, session: SportsbookSession) => void;
  /** The platform refused the session: a limit is reached. */
  onLimitReached: () => void;
}

/** Never renew more often than this, whatever the token's lifetime. */
const MIN_REFRESH_MS = 10_000;
const RETRY_MS = 30_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

let active: { accept: (s: SportsbookSession) => void; recheck: () => boolean } | null = null;

/** Starts keeping the session; returns the function that stops it. */
export function startSessionKeeper(handlers: SessionHandlers): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let renewing: Promise<void> | null = null;
  let lastRecheck = -Infinity;
  const schedule = (ms: number) => {
    clearTimeout(timer);
    // A timer past 2^31 - 1 ms (24.8 days) fires at once: a far expiry would renew in a loop.
    timer = setTimeout(() => void renew(), Math.min(ms, MAX_TIMER_MS));
  };
  const accept = (s: SportsbookSession) => {
    if (stopped) return;
    handlers.onToken(s.token, s);
    schedule(Math.max(MIN_REFRESH_MS, tokenRefreshDelay(s.expires_at, Date.now()) ?? RETRY_MS));
  };
  const renew = () => (renewing ??= ask().finally(() => (renewing = null)));
  const ask = async () => {
    try {
      accept(await ok(platform.POST('/sportsbook_sessions')));
    } catch (err) {
      if (stopped) return;
      if (err instanceof ApiRequestError && err.status === 403 && err.code !== 'CSRF_TOKEN_INVALID') {
        handlers.onLimitReached();
        return;
      }
      // A 401 signs the player out (the provider hears it from the client); anything else is
      // tried again a little later.
      if (!(err instanceof ApiRequestError && err.status === 401)) schedule(RETRY_MS);
    }
  };
  // A token refused again soon after a recheck gave it is not the session's end but a fault: no
  // second recheck, so that a refusing server cannot make the page ask in a loop.
  const recheck = () => {
    if (renewing) return true;
    if (Date.now() - lastRecheck < MIN_REFRESH_MS) return false;
    lastRecheck = Date.now();
    void renew();
    return true;
  };
  const me = { accept, recheck };
  active = me;
  void renew();
  return () => {
    stopped = true;
    clearTimeout(timer);
    if (active === me) active = null;
  };
}

/**
 * Asks the platform again for the session after the sportsbook API refused its bearer token (a
 * 401). The token's session ends with a sign-out, which the platform answers with 401 (the
 * session-expired sign-in), and with a limit used up, which it answers with 403 (the
 * out-of-session-limit modal, through onLimitReached); the API's 401 cannot tell the two apart,
 * and may arrive before the refusal that says which (the activity ping's). False when no keeper
 * runs or one asked just now: the caller signs out.
 */
export function recheckSession(): boolean {
  return active?.recheck() ?? false;
}

/** Continues the session after a reality check (POST /sportsbook_sessions/continue). */
export async function continueSession(): Promise<void> {
  const s = await ok(platform.POST('/sportsbook_sessions/continue'));
  active?.accept(s);
}
