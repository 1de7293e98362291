import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/auth';
import { continueSession, startSessionKeeper } from './session';

const NOW = Date.parse('2030-01-01T12:00:00Z');
const session = (id: number, minutes: number) => ({
  id,
  token: `token-${id}`,
  started_at: new Date(NOW).toISOString(),
  expires_at: new Date(Date.now() + minutes * 60_000).toISOString(),
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the sportsbook session keeper', () => {
  it('gets a token at once and renews it a minute before it expires', async () => {
    let n = 0;
    const { calls } = mockFetch({ 'POST /sportsbook_sessions': () => json(200, session(++n, 15)) });
    const onToken = vi.fn();
    const stop = startSessionKeeper({ onToken, onLimitReached: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    expect(onToken).toHaveBeenLastCalledWith('token-1', expect.anything());
    await vi.advanceTimersByTimeAsync(14 * 60_000 - 1000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    expect(onToken).toHaveBeenLastCalledWith('token-2', expect.anything());
    stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(calls).toHaveLength(2);
  });

  it('does not renew in a loop when the token expires beyond what a timer can wait', async () => {
    const { calls } = mockFetch({ 'POST /sportsbook_sessions': () => json(200, session(1, 60 * 24 * 365)) });
    const stop = startSessionKeeper({ onToken: vi.fn(), onLimitReached: vi.fn() });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(calls).toHaveLength(1);
    stop();
  });

  it('reports a 403 as a reached session limit and stops', async () => {
    const { calls } = mockFetch({
      'POST /sportsbook_sessions': () =>
        json(403, { code: 'SESSION_LIMIT_REACHED', message: 'error.limits.session_reached' }),
    });
    const onLimitReached = vi.fn();
    const onToken = vi.fn();
    startSessionKeeper({ onToken, onLimitReached });
    await vi.advanceTimersByTimeAsync(0);
    expect(onLimitReached).toHaveBeenCalledTimes(1);
    expect(onToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toHaveLength(1);
  });

  it('tries again later after a server error', async () => {
    let fail = true;
    const { calls, reports } = mockFetch({
      'POST /sportsbook_sessions': () =>
        fail ? json(500, { code: 'INTERNAL', message: 'x' }) : json(200, session(1, 15)),
    });
    const onToken = vi.fn();
    startSessionKeeper({ onToken, onLimitReached: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    fail = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(2);
    expect(onToken).toHaveBeenCalledWith('token-1', expect.anything());
    // The server error went to the error report, with the answer's body (spec section 8); the
    // reporter loads with the first error, which takes a module load (real time) in a test alone.
    await vi.waitFor(() =>
      expect(reports).toEqual([
        expect.objectContaining({
          kind: 'http',
          http: expect.objectContaining({ status: 500, response_body: '{"code":"INTERNAL","message":"x"}' }),
        }),
      ]),
    );
  });

  it('takes the fresh token of a continued session', async () => {
    mockFetch({
      'POST /sportsbook_sessions': () => json(200, session(1, 15)),
      'POST /sportsbook_sessions/continue': () => json(200, session(9, 15)),
    });
    const onToken = vi.fn();
    const stop = startSessionKeeper({ onToken, onLimitReached: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    await continueSession();
    expect(onToken).toHaveBeenLastCalledWith('token-9', expect.anything());
    stop();
  });
});
