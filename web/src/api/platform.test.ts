import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, platform } from './platform';
import { ApiRequestError } from './request';
import { onUnauthorized, setCsrfTokenFallback } from './session';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'sb_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  setCsrfTokenFallback(null);
});

describe('the platform client', () => {
  it('sends the base, cookies, accept and app headers; no CSRF header on GET', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { phones: [] }));
    document.cookie = 'sb_csrf=tok.sig; path=/';
    await ok(platform.GET('/player'));
    const req = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(req.url).pathname).toBe('/api/platform/player');
    expect(req.credentials).toBe('same-origin');
    expect(req.headers.get('Accept')).toBe('application/vnd.sportsbook.v1+json');
    expect(req.headers.get('X-App-Id')).toBe('sportsbook');
    expect(req.headers.get('X-CSRF-Token')).toBeNull();
  });

  it('sends the sb_csrf cookie as X-CSRF-Token on other methods', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    document.cookie = 'sb_csrf=tok.sig; path=/';
    await ok(platform.DELETE('/users/sign_out'));
    expect((fetchMock.mock.calls[0]?.[0] as Request).headers.get('X-CSRF-Token')).toBe('tok.sig');
  });

  it("falls back to the profile's csrf_token without the cookie", async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    setCsrfTokenFallback('from-profile');
    await ok(platform.POST('/users/password', { body: { email: 'a@b.test' } }));
    expect((fetchMock.mock.calls[0]?.[0] as Request).headers.get('X-CSRF-Token')).toBe('from-profile');
  });

  it('turns an error answer into ApiRequestError with code, message key and details', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(422, {
        code: 'VALIDATION_FAILED',
        message: 'error.validation.failed',
        details: { fields: { email: 'error.validation.email', n: 3 } },
      }),
    );
    const err = await ok(platform.POST('/users/sign_up', { body: {} as never })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    const e = err as ApiRequestError;
    expect([e.status, e.code, e.messageKey]).toEqual([422, 'VALIDATION_FAILED', 'error.validation.failed']);
    expect(e.fields).toEqual({ email: 'error.validation.email' });
  });

  it('reports a 401 as a lost session, except from sign-in flows and the activity ping', async () => {
    const seen: string[] = [];
    const off = onUnauthorized((e) => seen.push(e.path));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json(401, { code: 'UNAUTHORIZED', message: 'error.unauthorized' }),
    );
    await ok(platform.GET('/player/accounts')).catch(() => {});
    await ok(platform.POST('/users/sign_in', { body: { email: 'a', password: 'b' } })).catch(() => {});
    await ok(platform.POST('/player/activity_limit_track')).catch(() => {});
    off();
    expect(seen).toEqual(['/player/accounts']);
  });
});
