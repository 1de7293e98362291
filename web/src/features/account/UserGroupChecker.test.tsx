// The user-group checker (spec sections 4 and 6): with a group and a platform address configured,
// a signed-in player outside the group is sent there; a member, or any player when no group is
// configured, stays.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetSettings } from '../../api/types';
import { REQUEST } from '../../core/routeData';
import { player, renderWithAuth } from '../../test/auth';
import { settings } from '../../test/fixtures';
import { QueryClient } from '@tanstack/react-query';
import UserGroupChecker from './UserGroupChecker';

const PLATFORM = 'https://platform.example.com/';

let replace: ReturnType<typeof vi.fn>;
beforeEach(() => {
  replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, replace });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function check(groups: Omit<BetSettings['playerGroups'], 'quickDepositTest'>, statuses: string[]) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData([REQUEST.settings], settings({ playerGroups: { quickDepositTest: '', ...groups } }));
  renderWithAuth(() => <UserGroupChecker />, {
    qc,
    auth: { status: 'LOGGED_IN', profile: { ...player, statuses: statuses.map((id) => ({ id, name: id })) } },
  });
}

describe('user-group checker', () => {
  it.each([
    ['sends a player outside the group to the platform', ['bronze'], [PLATFORM]],
    ['keeps a member of the group', ['bronze', 'vip'], []],
  ])('%s', (_, statuses, sent) => {
    check({ userGroupChecker: 'vip', userGroupCheckerUrl: PLATFORM }, statuses);
    expect(replace.mock.calls.map(([to]) => to as string)).toEqual(sent);
  });

  it('keeps every player when no group is configured', () => {
    check({ userGroupCheckerUrl: PLATFORM }, []);
    expect(replace).not.toHaveBeenCalled();
  });
});
