// The auth status machine (spec section 4) on its own, so the app shell carries only this; every
// other auth rule is in auth.ts, which re-exports these.

export type AuthStatus = 'UNKNOWN' | 'PENDING' | 'LOGGED_IN' | 'NOT_LOGGED_IN';

/** The parts of a player profile these rules read. */
export interface ProfileLike {
  id?: number;
  email?: string;
  phones?: readonly { number: string }[];
  first_name?: string;
  last_name?: string;
  nickname?: string;
}

/** A player is logged in when the profile has an email or a phone (spec section 4). */
export function isLoggedIn(profile: ProfileLike | null | undefined): boolean {
  if (!profile) return false;
  return Boolean(profile.email?.trim()) || (profile.phones ?? []).some((p) => p.number.trim() !== '');
}

export type AuthEvent =
  /** Fetching the profile and settings started. */
  | { type: 'fetch' }
  /** The profile arrived (null: none could be read). */
  | { type: 'profile'; profile: ProfileLike | null }
  /** Signed out here, or the server said the session is gone. */
  | { type: 'signedOut' };

/** The auth status after an event. */
export function nextAuthStatus(status: AuthStatus, event: AuthEvent): AuthStatus {
  switch (event.type) {
    case 'fetch':
      // A refresh of a signed-in profile keeps the header as it is.
      return status === 'LOGGED_IN' ? status : 'PENDING';
    case 'profile':
      return isLoggedIn(event.profile) ? 'LOGGED_IN' : 'NOT_LOGGED_IN';
    case 'signedOut':
      return 'NOT_LOGGED_IN';
  }
}
