// What fills the shared places (core/slots): each feature's contribution, from its public index.
import type { Slots } from '../core/slots';
import { favouritesSlots } from '../features/favourites';
import { jackpotsSlots } from '../features/jackpots';
import { notificationsSlots } from '../features/notifications';
import { searchSlots } from '../features/search';
import { walletSlots } from '../features/wallet';

export const slots: Slots = {
  ...favouritesSlots,
  ...jackpotsSlots,
  ...notificationsSlots,
  ...searchSlots,
  ...walletSlots,
};
