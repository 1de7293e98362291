// The furniture's public part: saving the tracking tags of a link the player came in by.
export { saveTrackingTags } from './trackingTags';
