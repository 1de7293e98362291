// Tracking tags (spec section 2, URL-driven behaviour): an affiliate's or an ad's tags on the
// landing URL are saved for analytics and removed from the address, the other parameters kept.

export const TRACKING_TAGS = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;
export type TrackingTag = (typeof TRACKING_TAGS)[number];
export type TrackingTags = Partial<Record<TrackingTag, string>>;

/** The tags a query string carries (empty values are dropped, but still removed) and the query
 * string without them ('' when nothing is left, else with its '?'). `found` says whether any tag
 * parameter was there, so that the caller knows the address must change. */
export function takeTrackingTags(search: string): { tags: TrackingTags; search: string; found: boolean } {
  const params = new URLSearchParams(search);
  const tags: TrackingTags = {};
  let found = false;
  for (const tag of TRACKING_TAGS) {
    const value = params.get(tag);
    if (value === null) continue;
    found = true;
    params.delete(tag);
    if (value.trim() !== '') tags[tag] = value.trim();
  }
  if (!found) return { tags, search, found };
  const rest = params.toString();
  return { tags, search: rest ? `?${rest}` : '', found };
}

/** The saved tags with newer ones over them: the last click is the one credited, tag by tag. */
export function mergeTrackingTags(saved: TrackingTags, latest: TrackingTags): TrackingTags {
  return { ...saved, ...latest };
}

/** Saved tags read back from storage; anything unexpected is dropped. */
export function parseTrackingTags(raw: string | null): TrackingTags {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return {};
    const out: TrackingTags = {};
    for (const tag of TRACKING_TAGS) {
      const v = (value as Record<string, unknown>)[tag];
      if (typeof v === 'string' && v !== '') out[tag] = v;
    }
    return out;
  } catch {
    return {};
  }
}
