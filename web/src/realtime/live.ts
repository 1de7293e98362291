// The realtime connection's code, which the app loads once the page is idle (app/realtime.tsx):
// the first screen paints from inlined data and needs none of it.
export {
  createRealtimeClient,
  matchChannel,
  privateChannel,
  reconnect,
  subscribe,
  subscribePrivate,
  updatesChannel,
} from './client';
export { createBatcher } from './batch';
export { applyBatchToCache, reloadSnapshots } from './cache';
