// What fills the shared places (core/slots): each feature's contribution, and the content blocks
// the features draw, from their public index (app/features.ts).
import type { Slots } from '../core/slots';
import { FEATURES } from './features';

export const slots: Slots = Object.assign({}, ...FEATURES.map((f) => f.slots), {
  contentBlocks: Object.assign({}, ...FEATURES.map((f) => f.blocks)),
});
