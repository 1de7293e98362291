import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, platform } from '../../api/platform';
import { reportUnauthorized, sportsbookToken } from '../../api/session';
import { json, mockFetch, player } from '../../test/auth';
import { AuthProvider } from './AuthProvider';
import { useAuth } from '../../core/auth';
import { PLAYER_HINT_KEY } from './profile';
import { ACCOUNTS_KEY, COMP_POINTS_KEY, STATUS_GROUPS_KEY } from '../../core/player';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const anonymous = { phones: [], statuses: [], auth_fields_missed: [], csrf_token: 't' };
const unauthorized = () => json(401, { code: 'UNAUTHORIZED', message: 'error.unauthorized' });
const session = {
  id: 1,
  token: 'bearer-1',
  started_at: '2030-01-01T00:00:00Z',
  expires_at: '2999-01-01T00:00:00Z',
};
const settings = { stakes: {}, activeOddsType: 'european' };

function Probe() {
  const { status, modal, sessionReady, profile, signOut } = useAuth();
  return (
    <output data-testid="probe" onClick={() => void signOut({ then: { kind: 'sessionLimit' } })}>
      {JSON.stringify({
        status,
        modal: modal?.kind ?? null,
        sessionReady,
        language: profile?.language ?? null,
        expired: modal?.kind === 'signIn' ? Boolean(modal.sessionExpired) : undefined,
      })}
    </output>
  );
}

function mount() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  const probe = () => JSON.parse(screen.getByTestId('probe').textContent ?? '{}') as Record<string, unknown>;
  return { qc, probe };
}

describe('AuthProvider', () => {
  it('reads an anonymous visitor as NOT_LOGGED_IN without asking for what only players have', async () => {
    const { calls } = mockFetch({
      'GET /player': () => json(200, anonymous),
      'GET /settings': () => json(200, settings),
      'GET /player/accounts': unauthorized,
      'GET /player/comp_points': unauthorized,
      'GET /player/status_groups': unauthorized,
    });
    const { probe, qc } = mount();
    expect(probe().status).toMatch(/UNKNOWN|PENDING/);
    await waitFor(() => expect(probe().status).toBe('NOT_LOGGED_IN'));
    expect(probe().modal).toBeNull();
    expect(qc.getQueryData(ACCOUNTS_KEY)).toEqual([]);
    expect(qc.getQueryData(COMP_POINTS_KEY)).toBeNull();
    expect(qc.getQueryData(STATUS_GROUPS_KEY)).toEqual([]);
    expect(calls.map((c) => c.key).sort()).toEqual(['GET /player', 'GET /settings']);
    expect(localStorage.getItem(PLAYER_HINT_KEY)).toBeNull();
  });

  it("asks a returning player's five profile requests in parallel, and remembers a player for the next load", async () => {
    localStorage.setItem(PLAYER_HINT_KEY, '1');
    let answerPlayer = () => {};
    const playerAnswered = new Promise<void>((resolve) => (answerPlayer = resolve));
    const { calls } = signedIn({
      'GET /player': async () => {
        await playerAnswered;
        return json(200, player);
      },
    });
    const { probe, qc } = mount();
    // All five are asked while the player's answer is still awaited.
    await waitFor(() =>
      expect(calls.map((c) => c.key).sort()).toEqual([
        'GET /player',
        'GET /player/accounts',
        'GET /player/comp_points',
        'GET /player/status_groups',
        'GET /settings',
      ]),
    );
    answerPlayer();
    await waitFor(() => expect(probe().status).toBe('LOGGED_IN'));
    expect(qc.getQueryData(COMP_POINTS_KEY)).toEqual({ persistent_points: 0 });
    expect(localStorage.getItem(PLAYER_HINT_KEY)).toBe('1');
  });

  it('answers a returning browser whose session ended as a visitor, its 401s empty, and forgets the hint', async () => {
    localStorage.setItem(PLAYER_HINT_KEY, '1');
    mockFetch({
      'GET /player': () => json(200, anonymous),
      'GET /settings': () => json(200, settings),
      'GET /player/accounts': unauthorized,
      'GET /player/comp_points': unauthorized,
      'GET /player/status_groups': unauthorized,
    });
    const { probe, qc } = mount();
    await waitFor(() => expect(probe().status).toBe('NOT_LOGGED_IN'));
    expect(probe().modal).toBeNull();
    expect(qc.getQueryData(COMP_POINTS_KEY)).toBeNull();
    expect(qc.getQueryData(STATUS_GROUPS_KEY)).toEqual([]);
    expect(localStorage.getItem(PLAYER_HINT_KEY)).toBeNull();
  });

  const sessionCalls = (calls: { key: string }[]) =>
    calls.filter((c) => c.key === 'POST /sportsbook_sessions').length;

  function signedIn(extra: Parameters<typeof mockFetch>[0] = {}) {
    return mockFetch({
      'GET /player': () => json(200, player),
      'GET /settings': () => json(200, settings),
      'GET /player/accounts': () => json(200, []),
      'GET /player/comp_points': () => json(200, { persistent_points: 0 }),
      'GET /player/status_groups': () => json(200, []),
      'POST /sportsbook_sessions': () => json(200, session),
      ...extra,
    });
  }

  it('reads a player as LOGGED_IN and starts the sportsbook session (bearer token in memory)', async () => {
    const { calls } = signedIn();
    const { probe } = mount();
    await waitFor(() => expect(probe().sessionReady).toBe(true));
    expect(probe().status).toBe('LOGGED_IN');
    expect(sportsbookToken()).toBe('bearer-1');
    expect(calls.map((c) => c.key)).toEqual(
      expect.arrayContaining([
        'GET /player/accounts',
        'GET /player/comp_points',
        'GET /player/status_groups',
      ]),
    );
  });

  it('stores the UI language as the player language when they differ', async () => {
    const { calls } = signedIn({
      'GET /player': () => json(200, { ...player, language: 'de' }),
      'PATCH /player/update_locale': () => json(200, { locale: 'en' }),
    });
    const { probe } = mount();
    await waitFor(() => expect(probe().language).toBe('en'));
    expect(calls.filter((c) => c.key === 'PATCH /player/update_locale')).toEqual([
      { key: 'PATCH /player/update_locale', body: { locale: 'en' } },
    ]);
  });

  it('reports a player language that could not be stored', async () => {
    const reporting = await import('../../core/reporting/report');
    const sent = vi.spyOn(reporting, 'report').mockImplementation(() => {});
    signedIn({
      'GET /player': () => json(200, { ...player, language: 'de' }),
      'PATCH /player/update_locale': () => json(500, { code: 'INTERNAL_ERROR' }),
    });
    mount();
    // The refusal itself, as it came (a failed call's own report carries its response too).
    await waitFor(() => expect(sent).toHaveBeenCalledWith(expect.objectContaining({ status: 500 })));
  });

  it('leaves the player language alone when it is the UI language', async () => {
    const { calls } = signedIn();
    const { probe } = mount();
    await waitFor(() => expect(probe().sessionReady).toBe(true));
    expect(calls.some((c) => c.key === 'PATCH /player/update_locale')).toBe(false);
  });

  it('signs out on a 401 while signed in and asks to sign in, saying the session expired', async () => {
    signedIn({ 'GET /user_limits': unauthorized });
    const { probe } = mount();
    await waitFor(() => expect(probe().sessionReady).toBe(true));
    await act(async () => {
      await ok(platform.GET('/user_limits')).catch(() => undefined);
    });
    await waitFor(() => expect(probe().status).toBe('NOT_LOGGED_IN'));
    expect(probe()).toMatchObject({ modal: 'signIn', expired: true, sessionReady: false });
    expect(sportsbookToken()).toBeNull();
  });

  it("a 401 just after a limit's sign-out leaves the limit's modal: the request was in flight", async () => {
    signedIn({ 'DELETE /users/sign_out': () => json(204, undefined) });
    const { probe } = mount();
    await waitFor(() => expect(probe().sessionReady).toBe(true));
    // The activity ping's refusal signs out for the limit (RgWatcher), and a poll sent at the same
    // moment answers 401 before the page renders again.
    act(() => {
      screen.getByTestId('probe').click();
      reportUnauthorized({ api: 'sportsbook', path: '/jackpot-hits' });
    });
    await waitFor(() => expect(probe().status).toBe('NOT_LOGGED_IN'));
    expect(probe().modal).toBe('sessionLimit');
  });

  it("a sportsbook 401 for a limit used up opens the limit's modal: the platform says why", async () => {
    // The activity ping ends the session for the limit and a poll sent with it answers 401 before
    // the ping's own refusal: the platform, asked again, refuses the session for the limit.
    let refused = false;
    signedIn({
      'POST /sportsbook_sessions': () =>
        refused
          ? json(403, { code: 'SESSION_LIMIT_REACHED', message: 'error.limits.session_reached' })
          : json(200, session),
      'DELETE /users/sign_out': () => json(204, undefined),
    });
    const { probe } = mount();
    await waitFor(() => expect(probe().sessionReady).toBe(true));
    refused = true;
    act(() => {
      reportUnauthorized({ api: 'sportsbook', path: '/jackpot-hits', token: 'bearer-1' });
      reportUnauthorized({ api: 'sportsbook', path: '/bonuses', token: 'bearer-1' });
    });
    await waitFor(() => expect(probe().status).toBe('NOT_LOGGED_IN'));
    expect(probe().modal).toBe('sessionLimit');
  });

  it('a sportsbook 401 the platform confirms asks to sign in, saying the session expired', async () => {
    let ended = false;
    const { calls } = signedIn({
      'POST /sportsbook_sessions': () => (ended ? unauthorized() : json(200, session)),
    });
    const { probe } = mount();
    await waitFor(() => expect(probe().sessionReady).toBe(true));
    const asked = sessionCalls(calls);
    ended = true;
    act(() => reportUnauthorized({ api: 'sportsbook', path: '/jackpot-hits', token: 'bearer-1' }));
    await waitFor(() => expect(probe().status).toBe('NOT_LOGGED_IN'));
    expect(probe()).toMatchObject({ modal: 'signIn', expired: true });
    expect(sessionCalls(calls)).toBe(asked + 1);
  });

  it('keeps the player signed in when the platform gives the session again, and ignores a replaced token', async () => {
    let n = 0;
    const { calls } = signedIn({
      'POST /sportsbook_sessions': () => json(200, { ...session, token: `bearer-${++n}` }),
    });
    const { probe } = mount();
    await waitFor(() => expect(probe().sessionReady).toBe(true));
    const first = sportsbookToken() ?? '';
    const asked = sessionCalls(calls);
    act(() => reportUnauthorized({ api: 'sportsbook', path: '/jackpot-hits', token: first }));
    await waitFor(() => expect(sportsbookToken()).not.toBe(first));
    const second = sportsbookToken() ?? '';
    act(() => reportUnauthorized({ api: 'sportsbook', path: '/bonuses', token: first }));
    expect(sessionCalls(calls)).toBe(asked + 1);
    expect(probe()).toMatchObject({ status: 'LOGGED_IN', modal: null });
    // The new token refused at once is a fault, not news of the session: no asking in a loop.
    act(() => reportUnauthorized({ api: 'sportsbook', path: '/bonuses', token: second }));
    await waitFor(() => expect(probe()).toMatchObject({ status: 'NOT_LOGGED_IN', modal: 'signIn' }));
    expect(sessionCalls(calls)).toBe(asked + 1);
  });

  it('signs out and opens the out-of-session-limit modal when the session is refused', async () => {
    const { calls } = signedIn({
      'POST /sportsbook_sessions': () =>
        json(403, { code: 'SESSION_LIMIT_REACHED', message: 'error.limits.session_reached' }),
      'DELETE /users/sign_out': () => json(204, undefined),
    });
    const { probe } = mount();
    await waitFor(() => expect(probe().modal).toBe('sessionLimit'));
    expect(probe().status).toBe('NOT_LOGGED_IN');
    await waitFor(() => expect(calls.some((c) => c.key === 'DELETE /users/sign_out')).toBe(true));
  });
});
