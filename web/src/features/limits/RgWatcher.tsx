// While the player is signed in: polls the reality check every 30 s while their limits hold one
// (no cache; a 204 means they have none now, which shows nothing; a 400, the spec's answer of
// other backends, stops polling until their limits change) and opens its modal when
// next_check_at has come; and, while the tab is visible and a time limit applies, reports a
// minute of activity every 60 s. Only setTimeout, setInterval and Date.now() tell time here.
import { useEffect, useRef, useState } from 'react';
import { ok, platform } from '../../api/platform';
import type { RealityCheck } from '../../api/platformTypes';
import { ApiRequestError } from '../../api/request';
import { msUntilRealityCheck, realityCheckDue } from '../../domain/auth';
import { limitInForce, needsActivityTracking } from '../../domain/limits';
import { useAuth } from '../../core/auth';
import { useLimits } from '../../core/player';
import { useFeatureFlag } from '../../core/featureFlags';

export const REALITY_CHECK_POLL_MS = 30_000;
export const ACTIVITY_PING_MS = 60_000;

function useRealityCheck(restartKey: string): void {
  const { modal, openModal } = useAuth();
  const open = useRef(false);
  useEffect(() => {
    open.current = modal?.kind === 'realityCheck';
  }, [modal]);

  useEffect(() => {
    // Without a reality-check limit there is nothing to ask about.
    if (restartKey === '') return;
    let stopped = false;
    let due: ReturnType<typeof setTimeout> | undefined;
    const show = (rc: RealityCheck) => {
      if (!stopped && !open.current && realityCheckDue(Date.now(), rc.next_check_at))
        openModal({ kind: 'realityCheck', check: rc });
    };
    const stop = () => {
      stopped = true;
      clearInterval(poller);
      clearTimeout(due);
    };
    const poll = async () => {
      try {
        const rc = await ok(platform.GET('/reality_check', { cache: 'no-store' }));
        if (stopped || !rc) return;
        clearTimeout(due);
        const wait = msUntilRealityCheck(Date.now(), rc.next_check_at);
        if (wait === 0) show(rc);
        // Between polls, open it the moment it is due.
        else if (wait !== null && wait < REALITY_CHECK_POLL_MS) due = setTimeout(() => show(rc), wait);
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 400) stop();
      }
    };
    const poller = setInterval(() => void poll(), REALITY_CHECK_POLL_MS);
    void poll();
    return stop;
  }, [restartKey, openModal]);
}

function useVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

function useActivityTracking(tracked: boolean): void {
  const { signOut } = useAuth();
  const visible = useVisible();
  useEffect(() => {
    if (!tracked || !visible) return;
    let ended = false;
    const ping = async () => {
      try {
        await ok(platform.POST('/player/activity_limit_track'));
      } catch (err) {
        if (ended || !(err instanceof ApiRequestError)) return;
        if (err.status === 401) {
          ended = true;
          void signOut({ then: { kind: 'activityLimit' } });
        } else if (err.status === 403 && err.code === 'SESSION_LIMIT_REACHED') {
          ended = true;
          void signOut({ then: { kind: 'sessionLimit' } });
        }
      }
    };
    const t = setInterval(() => void ping(), ACTIVITY_PING_MS);
    return () => {
      ended = true;
      clearInterval(t);
    };
  }, [tracked, visible, signOut]);
}

export default function RgWatcher() {
  const limits = useLimits(true);
  const realityChecks = (limits.data ?? [])
    .filter((l) => l.type === 'reality_check' && limitInForce(l))
    .map((l) => `${l.id}:${l.minutes ?? ''}`)
    .join(',');
  useRealityCheck(realityChecks);
  // The activity pings are the activity_tracking flag's; the reality check is not a flag's.
  useActivityTracking(useFeatureFlag('activity_tracking') && needsActivityTracking(limits.data));
  return null;
}
