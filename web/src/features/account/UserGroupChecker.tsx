// The user-group checker (spec sections 4 and 6): when the site names a group, a signed-in
// player outside it is sent back to the platform's front end. Loaded for signed-in players only.
import { useEffect } from 'react';
import type { BetSettings } from '../../api/types';
import { playerGroupSetting } from '../../core/playerGroups';
import { REQUEST } from '../../core/routeData';
import { useApi } from '../../core/useApi';
import { isInGroup } from '../../domain/account';
import { useAuth } from '../../core/auth';

export default function UserGroupChecker() {
  const settings = useApi<BetSettings>(REQUEST.settings).data;
  const { profile } = useAuth();
  const group = playerGroupSetting(settings, 'userGroupChecker');
  const target = settings?.playerGroups?.userGroupCheckerUrl;
  const outside = !!group && !!target && !!profile && !isInGroup(profile, group);
  useEffect(() => {
    if (outside && target) window.location.replace(target);
  }, [outside, target]);
  return null;
}
