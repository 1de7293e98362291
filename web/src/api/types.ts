// Names for the contract's schemas, so components import `Match` rather than the long path.
import type { components } from './schema';

type S = components['schemas'];
export type Sport = S['Sport'];
export type SportList = S['SportList'];
export type Category = S['Category'];
export type CategoryList = S['CategoryList'];
export type Tournament = S['Tournament'];
export type TournamentList = S['TournamentList'];
export type Match = S['Match'];
export type MatchList = S['MatchList'];
export type Market = S['Market'];
export type MarketList = S['MarketList'];
export type MarketGroup = S['MarketGroup'];
export type Outcome = S['Outcome'];
export type Counters = S['Counters'];
export type BetSettings = S['BetSettings'];
export type RealtimeMessage = S['RealtimeMessage'];
export type ApiError = S['Error'];
export type MatchStatistics = S['MatchStatistics'];
export type MatchChatMessage = S['MatchChatMessage'];
export type StatisticEvent = S['StatisticEvent'];
export type StatisticTotal = S['StatisticTotal'];
