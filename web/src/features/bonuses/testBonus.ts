// A bonus for the tests of this folder, with the fields each test changes.
import type { Bonus } from './kinds';

export function testBonus(id: string, over: Partial<Bonus> = {}): Bonus {
  return {
    id,
    campaignId: `campaign-${id}`,
    name: `Bonus ${id}`,
    type: 'freebet_only_win',
    details: '',
    countryCodes: [],
    eventConditions: { sportIds: [], categoryIds: [], tournamentIds: [], eventIds: [] },
    validTo: '2030-12-31T23:59:59Z',
    status: 'active',
    userBonusStatus: 'available',
    issued: { timesUsed: 0, seen: false, computedStatus: 'available' },
    banners: {},
    onlyVerified: false,
    triggerKey: 'sign_up',
    ...over,
  };
}
