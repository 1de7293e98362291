// Contract values for tests: a market, a match and a match list with plausible defaults, so each
// test states only what it is about.
import type { BetSettings, Market, Match, MatchList } from '../api/types';

export function market(matchId = 1, over: Partial<Market> = {}): Market {
  return {
    matchId,
    matchUrnId: `sr:match:${matchId}`,
    marketId: 1,
    name: '1x2',
    status: 1,
    specifier: '',
    outcomes: [{ id: '1', name: 'Home', active: true, odds: 1850 }],
    marketGroups: ['A'],
    priority: 1000,
    mostBalanced: false,
    provider: 'sim',
    ...over,
  };
}

export function match(matchId = 1, over: Partial<Match> = {}): Match {
  return {
    matchId,
    urnId: `sr:match:${matchId}`,
    slug: `a-b-${matchId}`,
    type: 'match',
    sport: { id: 1, key: 'football', name: 'Football', type: 'sport' },
    category: { id: 10, slug: 'england', name: 'England', countryCode: 'GB' },
    league: { id: 100, slug: 'pl', name: 'PL' },
    nameA: 'A',
    nameB: 'B',
    status: 1,
    stage: '',
    startTime: '2026-11-22T20:00:00Z',
    availableMarketsCount: 10,
    mainMarketOutcomesCount: 3,
    topMarketsCount: 2,
    hasVideo: false,
    provider: 'sim',
    hasProviderStats: false,
    mainMarket: market(matchId),
    ...over,
  };
}

export function matchList(...data: Match[]): MatchList {
  return { data, pagination: { total: data.length, page: 1, limit: 500, lastPage: 1 } };
}

/** The site's settings as a fresh install serves them (GET /settings), every feature flag given. */
export function settings(over: Partial<BetSettings> = {}): BetSettings {
  return {
    customBetEnabled: true,
    stakes: { EUR: [100, 500] },
    oddsAcceptMode: 'none',
    oddsTypes: ['european'],
    activeOddsType: 'european',
    videoEnabled: false,
    providerStatuses: { sim: true },
    multiSingleAvailableByProvider: { sim: true },
    sportTypeProviders: { sport: ['sim'], cybersport: ['sim'] },
    featureFlags: {
      quick_deposit: true,
      quick_deposit_test: false,
      sign_up_iframe_preloader: true,
      activity_tracking: true,
      responsible_gambling: true,
      jackpots: true,
      custom_sport_type_providers: false,
    },
    isHorseRacingEnabled: false,
    isLotteryEnabled: false,
    isMultiActiveFreebetsAllowed: false,
    pushSubscription: false,
    noSystemProviders: [],
    ...over,
  };
}
