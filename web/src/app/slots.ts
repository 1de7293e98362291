// What fills the shared places (core/slots): each feature's contribution, from its public index.
import type { Slots } from '../core/slots';
import { favouritesSlots } from '../features/favourites';

export const slots: Slots = { ...favouritesSlots };
