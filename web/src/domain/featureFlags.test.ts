import { describe, expect, it } from 'vitest';
import {
  isFeatureOn,
  isMatchVisible,
  isSportTypeVisible,
  visibleSportTypesAndProviders,
} from './featureFlags';

const byType = { sport: ['sim', 'feedB'], cybersport: ['esportsFeed'] };

describe('visibleSportTypesAndProviders', () => {
  it.each<{ name: string; statuses: Record<string, boolean>; flag: boolean; want: object }>([
    {
      name: 'flag off: everything, even a provider switched off',
      statuses: { sim: false, feedB: false, esportsFeed: false },
      flag: false,
      want: { all: true, providersBySportType: {} },
    },
    {
      name: 'flag on, every provider on',
      statuses: { sim: true, feedB: true, esportsFeed: true },
      flag: true,
      want: { all: false, providersBySportType: byType },
    },
    {
      name: 'flag on, one provider of a type off',
      statuses: { sim: false, feedB: true, esportsFeed: true },
      flag: true,
      want: { all: false, providersBySportType: { sport: ['feedB'], cybersport: ['esportsFeed'] } },
    },
    {
      name: 'flag on, a type left with none is hidden',
      statuses: { sim: true, feedB: true, esportsFeed: false },
      flag: true,
      want: { all: false, providersBySportType: { sport: ['sim', 'feedB'] } },
    },
    {
      name: 'flag on, a provider without a status is not taking bets',
      statuses: { sim: true },
      flag: true,
      want: { all: false, providersBySportType: { sport: ['sim'] } },
    },
  ])('$name', ({ statuses, flag, want }) => {
    expect(visibleSportTypesAndProviders(byType, statuses, flag)).toEqual(want);
  });
});

describe('isMatchVisible and isSportTypeVisible', () => {
  const v = visibleSportTypesAndProviders(byType, { sim: true, feedB: false, esportsFeed: false }, true);
  it.each([
    ['sport', 'sim', true],
    ['sport', 'feedB', false],
    ['sport', 'esportsFeed', false],
    ['cybersport', 'esportsFeed', false],
    ['cybersport', 'sim', false],
  ])('%s from %s → %s', (type, provider, want) => {
    expect(isMatchVisible(v, type, provider)).toBe(want);
  });
  it('sport types', () => {
    expect(isSportTypeVisible(v, 'sport')).toBe(true);
    expect(isSportTypeVisible(v, 'cybersport')).toBe(false);
    const all = visibleSportTypesAndProviders(byType, {}, false);
    expect(isSportTypeVisible(all, 'cybersport')).toBe(true);
    expect(isMatchVisible(all, 'cybersport', 'unknown')).toBe(true);
  });
});

describe('isFeatureOn', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ jackpots: false }, false],
    [{ jackpots: true }, true],
  ])('%j → %s', (flags, want) => {
    expect(isFeatureOn(flags, 'jackpots')).toBe(want);
  });
});
