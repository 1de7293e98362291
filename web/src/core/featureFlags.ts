// The feature flags and the match-event visibility as the site's settings give them (GET
// /settings, inlined into every page, so the first paint already knows them).
import { useMemo } from 'react';
import type { BetSettings } from '../api/types';
import {
  isFeatureOn,
  visibleSportTypesAndProviders,
  type FeatureFlag,
  type Visibility,
} from '../domain/featureFlags';
import { REQUEST } from './routeData';
import { useApi } from './useApi';

/** Whether a feature flag is on (off until the settings arrive). */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  return isFeatureOn(useApi<BetSettings>(REQUEST.settings).data?.featureFlags, flag);
}

/** Which sport types and providers show their match events now. */
export function useMatchVisibility(): Visibility {
  const s = useApi<BetSettings>(REQUEST.settings).data;
  const byType = s?.sportTypeProviders;
  const statuses = s?.providerStatuses;
  const custom = isFeatureOn(s?.featureFlags, 'custom_sport_type_providers');
  return useMemo(
    () => visibleSportTypesAndProviders(byType ?? {}, statuses ?? {}, custom),
    [byType, statuses, custom],
  );
}
