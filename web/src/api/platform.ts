// The typed client of the platform API (api/platform.yaml; base /api/platform): players, sign-in
// flows, wallet, limits and sportsbook sessions. Every request sends the session cookie, the
// versioned Accept header and X-App-Id; every request other than GET and HEAD sends X-CSRF-Token,
// the sb_csrf cookie (or the token the profile carried when the cookie cannot be read). A 401
// tells the auth provider (api/session.ts) unless it belongs to a sign-in flow or the activity
// ping, which handle theirs. Loaded with the auth code, not with the first page.
//
// The types come from platform.d.ts, generated from the contract (this file shares its base name,
// so the import names the .d file).
import createClient, { type Middleware } from 'openapi-fetch';
import { reportingMiddleware } from '../core/reporting/http';
import { readCookie } from '../domain/auth';
import type { paths } from './platform.d';
import { toApiError } from './request';
import { csrfTokenFallback, reportUnauthorized } from './session';

export const PLATFORM_BASE = '/api/platform';
export const PLATFORM_ACCEPT = 'application/vnd.sportsbook.v1+json';
export const APP_ID = 'sportsbook';
export const CSRF_COOKIE = 'sb_csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** Paths whose 401 is an answer to show, not a lost session. */
const OWN_401 = [/^\/users\//, /^\/player\/activity_limit_track$/];

/** The CSRF token to send: the sb_csrf cookie, else the one from the profile. */
export function csrfToken(): string | null {
  const cookie = typeof document === 'undefined' ? undefined : readCookie(document.cookie, CSRF_COOKIE);
  return cookie || csrfTokenFallback();
}

const platformHeaders: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept', PLATFORM_ACCEPT);
    request.headers.set('X-App-Id', APP_ID);
    const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (lang && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', lang);
    if (!SAFE_METHODS.has(request.method)) {
      const token = csrfToken();
      if (token) request.headers.set('X-CSRF-Token', token);
    }
    return request;
  },
  onResponse({ response, schemaPath }) {
    if (response.status === 401 && !OWN_401.some((r) => r.test(schemaPath)))
      reportUnauthorized({ api: 'platform', path: schemaPath });
    return undefined;
  },
};

export const platform = createClient<paths>({
  baseUrl: PLATFORM_BASE,
  credentials: 'same-origin',
  // Looked up per call, so tests (and wrappers installed later) see every request.
  fetch: (request) => globalThis.fetch(request),
});
platform.use(platformHeaders, reportingMiddleware());

/** What an openapi-fetch call resolves to. */
interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of a successful call; an error answer throws ApiRequestError (status, code, key, details). */
export async function ok<T>(call: Promise<CallResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw toApiError(response.status, error);
  return data as T;
}
