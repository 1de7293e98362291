// Places where one feature shows another's parts without importing it (issue 25): a match row's
// favourite star, the sport page's favourites, the header's items. The app fills them from the
// features' public index (app/slots.ts); outside it (unit tests of a list) a slot is empty and
// shows nothing.
import { createContext, useContext, type ComponentType } from 'react';
import type { components } from '../api/schema';
import type { BlockRenderers } from './contentBlocks';

export interface FavouriteStarProps {
  type: components['schemas']['FavouriteType'];
  id: number;
  /** The match, league or sport, for the button's accessible name. */
  name: string;
}

export interface Slots {
  /** The star that makes a match, league or sport a favourite (features/favourites). */
  favouriteStar?: ComponentType<FavouriteStarProps>;
  /** A sport page's favourite matches, under its favorites key (features/favourites). */
  sportFavourites?: ComponentType<{ sportKey: string }>;
  /** The header's search button, which opens the search (features/search). */
  searchButton?: ComponentType<{ className: string }>;
  /** A player's notification bell and its unread count (features/notifications). */
  notificationBell?: ComponentType;
  /** A player's balance, deposit and profile menu (features/wallet). */
  headerAccount?: ComponentType;
  /** A jackpot's card, the first one without an id (features/jackpots). */
  jackpotCard?: ComponentType<{ jackpotId?: string | undefined }>;
  /** The content blocks of kinds other features draw (core/contentBlocks). */
  contentBlocks?: BlockRenderers;
}

const SlotsContext = createContext<Slots>({});

export const SlotsProvider = SlotsContext.Provider;

export function useSlots(): Slots {
  return useContext(SlotsContext);
}
