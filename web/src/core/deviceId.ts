// The device id of spec section 7 ('Client-side storage'; a cookie of 7300 days, section 9), sent
// with every bet placement so that an operator can tell a player's devices apart.
import { readCookie } from '../domain/auth';

const COOKIE = 'sb_device_id';
const MAX_AGE_SECONDS = 7300 * 24 * 60 * 60;

/** This browser's device id, made and stored on first use. */
export function deviceId(): string {
  const known = readCookie(document.cookie, COOKIE);
  if (known) return known;
  const id = crypto.randomUUID();
  document.cookie = `${COOKIE}=${id}; max-age=${MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
  return id;
}
