import { QueryClient } from '@tanstack/react-query';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Limit } from '../../api/platformTypes';
import { json, mockFetch, player, renderWithAuth } from '../../test/auth';
import { LIMITS_KEY } from '../../core/player';
import RgWatcher from './RgWatcher';
import { settings } from '../../test/fixtures';

const NOW = Date.parse('2030-01-01T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const limit = (type: Limit['type'], status: Limit['status'] = 'active'): Limit => ({
  id: 1,
  type,
  status,
  minutes: 30,
  created_at: iso(NOW),
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function watch(limits: Limit[], activityTracking = true) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(LIMITS_KEY, limits);
  const on = settings();
  qc.setQueryData(['GET /settings'], {
    ...on,
    featureFlags: { ...on.featureFlags, activity_tracking: activityTracking },
  });
  const openModal = vi.fn();
  const h = renderWithAuth(() => <RgWatcher />, {
    qc,
    auth: { status: 'LOGGED_IN', profile: player, sessionReady: true, openModal },
  });
  return { ...h, openModal };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('reality check', () => {
  it('polls every 30 s and opens the modal once next_check_at has come', async () => {
    const next = NOW + 45_000;
    const check = {
      interval_minutes: 30,
      session_started_at: iso(NOW - 1_800_000),
      next_check_at: iso(next),
    };
    const { calls } = mockFetch({ 'GET /reality_check': () => json(200, check) });
    const { openModal } = watch([limit('reality_check')]);
    await tick(0);
    expect(calls.filter((c) => c.key === 'GET /reality_check')).toHaveLength(1);
    expect(openModal).not.toHaveBeenCalled();
    await tick(30_000);
    expect(calls.filter((c) => c.key === 'GET /reality_check')).toHaveLength(2);
    expect(openModal).not.toHaveBeenCalled();
    await tick(15_000);
    expect(openModal).toHaveBeenCalledWith({ kind: 'realityCheck', check });
  });

  it('asks nothing while the player has no reality-check limit', async () => {
    const { calls } = mockFetch({ 'GET /reality_check': () => json(204, undefined) });
    watch([limit('deposit'), limit('reality_check', 'confirmed_disabled')]);
    await tick(5 * 30_000);
    expect(calls.filter((c) => c.key === 'GET /reality_check')).toHaveLength(0);
  });

  it('shows nothing on a 204 (none any more) and polls on', async () => {
    const { calls } = mockFetch({ 'GET /reality_check': () => json(204, undefined) });
    const { openModal } = watch([limit('reality_check')]);
    await tick(0);
    await tick(2 * 30_000);
    expect(calls.filter((c) => c.key === 'GET /reality_check')).toHaveLength(3);
    expect(openModal).not.toHaveBeenCalled();
  });

  it('stops polling for good after a 400', async () => {
    const { calls } = mockFetch({
      'GET /reality_check': () => json(400, { code: 'BAD_REQUEST', message: 'global-error.default.title' }),
    });
    watch([limit('reality_check')]);
    await tick(0);
    await tick(5 * 30_000);
    expect(calls.filter((c) => c.key === 'GET /reality_check')).toHaveLength(1);
  });
});

describe('activity tracking', () => {
  const noCheck = { 'GET /reality_check': () => json(204, undefined) };

  it('pings every 60 s while a time limit applies', async () => {
    const { calls } = mockFetch({
      ...noCheck,
      'POST /player/activity_limit_track': () => json(204, undefined),
    });
    watch([limit('session')]);
    await tick(59_000);
    expect(calls.filter((c) => c.key === 'POST /player/activity_limit_track')).toHaveLength(0);
    await tick(1_000);
    await tick(60_000);
    expect(calls.filter((c) => c.key === 'POST /player/activity_limit_track')).toHaveLength(2);
  });

  it('does not ping while the activity_tracking flag is off, a time limit or not', async () => {
    const { calls } = mockFetch({
      ...noCheck,
      'POST /player/activity_limit_track': () => json(204, undefined),
    });
    watch([limit('session'), limit('activity')], false);
    await tick(180_000);
    expect(calls.filter((c) => c.key === 'POST /player/activity_limit_track')).toHaveLength(0);
  });

  it('does not ping without a time limit', async () => {
    const { calls } = mockFetch({ ...noCheck });
    watch([limit('deposit'), limit('time', 'confirmed_disabled')]);
    await tick(180_000);
    expect(calls.filter((c) => c.key === 'POST /player/activity_limit_track')).toHaveLength(0);
  });

  const endings: [number, string, string][] = [
    [401, 'ACTIVITY_LIMIT_REACHED', 'activityLimit'],
    [403, 'SESSION_LIMIT_REACHED', 'sessionLimit'],
  ];
  for (const [status, code, modal] of endings)
    it(`signs out and opens the ${modal} modal on ${status} ${code}`, async () => {
      mockFetch({
        ...noCheck,
        'POST /player/activity_limit_track': () => json(status, { code, message: 'x' }),
      });
      const { signOut } = watch([limit('activity')]);
      await tick(60_000);
      expect(signOut).toHaveBeenCalledWith({ then: { kind: modal } });
    });
});
