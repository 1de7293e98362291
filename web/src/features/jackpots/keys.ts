// Query keys of the jackpot data, apart from the calls so that the slip can refresh the player's
// hits after a placement without loading the jackpot code.
export const JACKPOTS_KEY = ['jackpots'] as const;
export const OWN_HITS_KEY = ['jackpot-hits', 'own-unseen'] as const;
export const LATEST_HITS_KEY = ['jackpot-hits', 'latest'] as const;
