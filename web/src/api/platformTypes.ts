// Names for the platform contract's schemas (api/platform.yaml), as api/types.ts does for the
// sportsbook contract.
import type { components } from './platform.d';

type S = components['schemas'];
export type Player = S['Player'];
export type Account = S['Account'];
export type Balance = S['Balance'];
export type Phone = S['Phone'];
export type CompPoints = S['CompPoints'];
export type StatusGroup = S['StatusGroup'];
export type SportsbookSession = S['SportsbookSession'];
export type RealityCheck = S['RealityCheck'];
export type Deposit = S['Deposit'];
export type DepositStatus = S['DepositStatus'];
export type Transaction = S['Transaction'];
export type TransactionKind = S['TransactionKind'];
export type TransactionList = S['TransactionList'];
export type Limit = S['Limit'];
export type LimitType = S['LimitType'];
export type LimitStatus = S['LimitStatus'];
export type LimitPeriod = S['LimitPeriod'];
export type LimitRequest = S['LimitRequest'];
export type PlatformError = S['Error'];
