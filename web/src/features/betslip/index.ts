// The slip's public part: the odds button that picks a selection, and the slip's state (its
// selections, its open tab) that other features read or switch.
export { SlipOdds } from './SlipOdds';
export { setTab, useSlip } from './store';
