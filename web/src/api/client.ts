// The typed client of the sportsbook API, generated from api/openapi.yaml (openapi-fetch). Page
// data goes through request.ts (route-data strings as query keys); this client serves the other
// calls, and is loaded with the code that needs them rather than with the first page. It sends
// the signed-in player's bearer token (api/session.ts) and the page's language; a 401 on a call
// that carried the token means the session is gone.
import createClient, { type Middleware } from 'openapi-fetch';
import { reportingMiddleware } from '../core/reporting/http';
import { API_BASE } from './request';
import type { paths } from './schema';
import { reportUnauthorized, sportsbookToken } from './session';

const sportsbookHeaders: Middleware = {
  onRequest({ request }) {
    const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (lang && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', lang);
    const token = sportsbookToken();
    if (token && !request.headers.has('Authorization'))
      request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response, schemaPath }) {
    const auth = request.headers.get('Authorization');
    if (response.status === 401 && auth)
      reportUnauthorized({ api: 'sportsbook', path: schemaPath, token: auth.replace(/^Bearer /, '') });
    return undefined;
  },
};

export const api = createClient<paths>({ baseUrl: API_BASE, fetch: (request) => globalThis.fetch(request) });
api.use(sportsbookHeaders, reportingMiddleware());

/** Subscription tokens for channels of the signed-in player (POST /websocket/authorize). */
export async function authorizeChannels(channels: string[]): Promise<{ channel: string; token: string }[]> {
  const { data, response } = await api.POST('/websocket/authorize', { body: { channels } });
  if (!response.ok || !data) throw new Error(`channel authorisation refused (${response.status})`);
  return data.channels;
}
