// Keeps the sportsbook session while the player is signed in: POST /sportsbook_sessions gives a
// bearer token for the sportsbook API, kept in memory and renewed by the same call a minute before
// it expires. A 403 means a session or time limit is used up; a 401 reaches the auth provider
// through the platform client. Continuing after a reality check also hands over a fresh token.
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

let active: { accept: (s: SportsbookSession) => void } | null = null;

/** Starts keeping the session; returns the function that stops it. */
export function startSessionKeeper(handlers: SessionHandlers): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void renew(), ms);
  };
  const accept = (s: SportsbookSession) => {
    if (stopped) return;
    handlers.onToken(s.token, s);
    schedule(Math.max(MIN_REFRESH_MS, tokenRefreshDelay(s.expires_at, Date.now()) ?? RETRY_MS));
  };
  const renew = async () => {
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
  const me = { accept };
  active = me;
  void renew();
  return () => {
    stopped = true;
    clearTimeout(timer);
    if (active === me) active = null;
  };
}

/** Continues the session after a reality check (POST /sportsbook_sessions/continue). */
export async function continueSession(): Promise<void> {
  const s = await ok(platform.POST('/sportsbook_sessions/continue'));
  active?.accept(s);
}
