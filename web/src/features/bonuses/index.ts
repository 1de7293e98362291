// The bonuses' public part: the count of bonuses the player has not seen, for the quick links.
export { fetchUnseen, unseenKey } from './queries';
