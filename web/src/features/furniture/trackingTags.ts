// Tracking tags kept for analytics (spec section 2): merged into local storage, where a later
// sign-up or deposit can read them (the sign-up call has no field for them yet), and pushed to the
// tag manager's queue (core/analytics.ts).
import { track } from '../../core/analytics';
import { readStored, writeStored } from '../../core/storage';
import { mergeTrackingTags, parseTrackingTags, type TrackingTags } from '../../domain/tracking';

export const TRACKING_TAGS_KEY = 'trackingTags';

export function saveTrackingTags(tags: TrackingTags): void {
  if (Object.keys(tags).length === 0) return;
  writeStored(
    TRACKING_TAGS_KEY,
    JSON.stringify(mergeTrackingTags(parseTrackingTags(readStored(TRACKING_TAGS_KEY)), tags)),
  );
  track('tracking_tags', tags);
}
