// Feature flags (spec section 6) and the helper that decides which sport types and providers are
// visible for match events. Pure: the settings (GET /settings: featureFlags, sportTypeProviders,
// providerStatuses) come in as arguments.

/** The feature flags of spec section 6 (internal/features on the server). */
export type FeatureFlag =
  | 'quick_deposit'
  | 'quick_deposit_test'
  | 'sign_up_iframe_preloader'
  | 'activity_tracking'
  | 'responsible_gambling'
  | 'jackpots'
  | 'custom_sport_type_providers'
  | 'delta_compression';

/**
 * Whether a flag is on. Before the settings arrive (or from a server without the flag) a flag is
 * off: a gated part appears late rather than flashing and going.
 */
export function isFeatureOn(
  flags: Readonly<Record<string, boolean>> | undefined,
  flag: FeatureFlag,
): boolean {
  return flags?.[flag] === true;
}

/** Which sport types, and which providers within each, show their match events. */
export interface Visibility {
  /** Every sport type and provider is visible (the custom_sport_type_providers flag is off). */
  all: boolean;
  /** Sport type → its visible providers; a sport type absent here is hidden. */
  providersBySportType: Readonly<Record<string, readonly string[]>>;
}

/**
 * Decides which sport types and providers are visible for match events (spec section 6). With
 * custom_sport_type_providers off, everything is: a provider switched off still shows its matches,
 * whose selections the slip marks not available (spec section 4). With it on, a sport type shows
 * only the providers that sportTypeProviders gives it and that take bets now (providerStatuses);
 * a sport type left with none is hidden, as bet365 hides a sport it cannot offer rather than
 * showing it empty.
 */
export function visibleSportTypesAndProviders(
  sportTypeProviders: Readonly<Record<string, readonly string[]>>,
  providerStatuses: Readonly<Record<string, boolean>>,
  customSportTypeProviders: boolean,
): Visibility {
  if (!customSportTypeProviders) return { all: true, providersBySportType: {} };
  const out: Record<string, readonly string[]> = {};
  for (const [sportType, providers] of Object.entries(sportTypeProviders)) {
    const on = providers.filter((p) => providerStatuses[p] === true);
    if (on.length > 0) out[sportType] = on;
  }
  return { all: false, providersBySportType: out };
}

/** Whether a sport type is visible. */
export function isSportTypeVisible(v: Visibility, sportType: string): boolean {
  return v.all || sportType in v.providersBySportType;
}

/** Whether a match event (its sport's type and its provider) is visible. */
export function isMatchVisible(v: Visibility, sportType: string, provider: string): boolean {
  return v.all || (v.providersBySportType[sportType]?.includes(provider) ?? false);
}
