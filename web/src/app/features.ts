// The features the app is made of (core/feature). The router, the modal host, the realtime
// connection, the shared places and the shell compose what each declares; the parts every page
// carries mount in this order. Adding a feature is its folder and one line here. The app imports
// each declaration (features/<x>/feature.ts), not the feature's index.ts: everything an import of
// the entry can reach, even through an index's re-export it never uses, lands in the first
// screen's chunk.
import type { Feature } from '../core/feature';
import { accountFeature } from '../features/account/feature';
import { authFeature } from '../features/auth/feature';
import { betslipFeature } from '../features/betslip/feature';
import { bonusesFeature } from '../features/bonuses/feature';
import { catalogueFeature } from '../features/catalogue/feature';
import { cmsFeature } from '../features/cms/feature';
import { embedFeature } from '../features/embed/feature';
import { favouritesFeature } from '../features/favourites/feature';
import { furnitureFeature } from '../features/furniture/feature';
import { jackpotsFeature } from '../features/jackpots/feature';
import { layoutFeature } from '../features/layout/feature';
import { limitsFeature } from '../features/limits/feature';
import { matchFeature } from '../features/match/feature';
import { mybetsFeature } from '../features/mybets/feature';
import { notificationsFeature } from '../features/notifications/feature';
import { scheduleFeature } from '../features/schedule/feature';
import { searchFeature } from '../features/search/feature';
import { walletFeature } from '../features/wallet/feature';

export const FEATURES: readonly Feature[] = [
  cmsFeature,
  catalogueFeature,
  matchFeature,
  scheduleFeature,
  authFeature,
  accountFeature,
  walletFeature,
  mybetsFeature,
  limitsFeature,
  bonusesFeature,
  jackpotsFeature,
  notificationsFeature,
  searchFeature,
  layoutFeature,
  furnitureFeature,
  favouritesFeature,
  betslipFeature,
  embedFeature,
];
