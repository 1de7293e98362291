// provider_status_changed (spec section 7) patches the cached settings, whose providerStatuses the
// slip follows (applyProviderStatuses in domain/ticket). A browser with the test-providers cookie
// (internal/operator) asks its settings again instead: the server decides what the cookie forces.
import type { QueryClient } from '@tanstack/react-query';
import type { BetSettings, RealtimeMessage } from '../api/types';
import { readCookie } from '../domain/auth';

const SETTINGS = 'GET /settings';
/** The test-providers cookie's name (internal/operator.CookieName). */
export const TEST_PROVIDERS_COOKIE = 'sb_test_providers';

/** Whether a document.cookie string holds the test-providers cookie. */
export function hasTestProvidersCookie(cookie: string): boolean {
  return readCookie(cookie, TEST_PROVIDERS_COOKIE) !== undefined;
}

/** Applies the last provider_status_changed of a batch, if any, to the cached settings. */
export function applyProviderStatuses(
  qc: QueryClient,
  msgs: readonly RealtimeMessage[],
  cookie: string,
): void {
  const last = msgs.findLast(
    (m) => m.event_name === 'provider_status_changed' && m.message.provider_statuses,
  );
  const statuses = last?.message.provider_statuses;
  if (!statuses) return;
  if (hasTestProvidersCookie(cookie)) {
    void qc.invalidateQueries({ queryKey: [SETTINGS] });
    return;
  }
  qc.setQueryData<BetSettings>([SETTINGS], (s) => (s ? { ...s, providerStatuses: statuses } : s));
}
