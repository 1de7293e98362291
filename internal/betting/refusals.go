package betting

import "maps"

// The bet service's refusal codes (the contract's BetError and each bet's errors_by_bet): a bet's
// rules, its bonus, the player's account, balance and limits, and a cash-out. Like the API's
// catalogue (internal/apierror), each has one message key, which the SPA translates; this is the
// one list of them: a refusal is made from its code (Refuse), and the SPA's test of its messages
// reads them from testdata/vectors/refusals.json (internal/apierror's messages_test.go writes it).
const (
	InvalidSelections    = "INVALID_SELECTIONS"
	InvalidBetType       = "INVALID_BET_TYPE"
	InvalidSystem        = "INVALID_SYSTEM"
	InvalidOddsCustomBet = "INVALID_ODDS_CUSTOM_BET"
	StakeTooLow          = "STAKE_TOO_LOW"
	StakeTooHigh         = "STAKE_TOO_HIGH"
	SameMatchCombo       = "SAME_MATCH_COMBO"
	OutcomeNotAvailable  = "OUTCOME_NOT_AVAILABLE"
	SystemNotAllowed     = "SYSTEM_NOT_ALLOWED"
	MarketSuspended      = "MARKET_SUSPENDED"
	InvalidOdds          = "INVALID_ODDS"

	NoAccount           = "NO_ACCOUNT"
	InsufficientBalance = "INSUFFICIENT_BALANCE"
	LimitBetExceeded    = "LIMIT_BET_EXCEEDED"
	LimitWagerExceeded  = "LIMIT_WAGER_EXCEEDED"
	LimitLossExceeded   = "LIMIT_LOSS_EXCEEDED"

	BonusNotFound        = "BONUS_NOT_FOUND"
	BonusNotAvailable    = "BONUS_NOT_AVAILABLE"
	BonusAlreadyUsed     = "BONUS_ALREADY_USED"
	BonusOddsChanged     = "BONUS_ODDS_CHANGED"
	BonusNotSuitable     = "BONUS_NOT_SUITABLE"
	FreebetStakeMismatch = "FREEBET_STAKE_MISMATCH"
	MultipleFreebets     = "MULTIPLE_FREEBETS"

	CashoutUnavailable = "CASHOUT_UNAVAILABLE"
	CashoutChanged     = "CASHOUT_CHANGED"
)

// refusalMessages is read only: every code above with its message key. A malformed bet the slip
// never sends (no selections, a type that does not fit them) has the default message.
var refusalMessages = map[string]string{
	InvalidSelections:    "error.place_bets.default",
	InvalidBetType:       "error.place_bets.default",
	InvalidSystem:        "error.place_bets.invalid_system",
	InvalidOddsCustomBet: "error.place_bets.invalid_odds_custom_bet",
	StakeTooLow:          "error.place_bets.stake_too_low",
	StakeTooHigh:         "error.place_bets.stake_too_high",
	SameMatchCombo:       "error.place_bets.same_match",
	OutcomeNotAvailable:  "error.place_bets.not_available",
	SystemNotAllowed:     "error.place_bets.system_not_allowed",
	MarketSuspended:      "error.place_bets.market_suspended",
	InvalidOdds:          "error.place_bets.invalid_odds",

	NoAccount:           "error.wallet.no_account",
	InsufficientBalance: "error.place_bets.insufficient_balance",
	LimitBetExceeded:    "error.limits.bet_exceeded",
	LimitWagerExceeded:  "error.limits.wager_exceeded",
	LimitLossExceeded:   "error.limits.loss_exceeded",

	BonusNotFound:        "error.bonus.not_found",
	BonusNotAvailable:    "error.bonus.not_available",
	BonusAlreadyUsed:     "error.bonus.already_used",
	BonusOddsChanged:     "error.bonus.odds_changed",
	BonusNotSuitable:     "error.bonus.not_suitable",
	FreebetStakeMismatch: "error.bonus.freebet_stake_mismatch",
	MultipleFreebets:     "error.bonus.multiple_freebets",

	CashoutUnavailable: "error.cashout.unavailable",
	CashoutChanged:     "error.cashout.changed",
}

// Refuse is the refusal of code, with its message key and details (nil: none). A code missing from
// the list (a test rules it out) has the default message.
func Refuse(code string, details map[string]any) *Refusal {
	message, ok := refusalMessages[code]
	if !ok {
		message = "error.place_bets.default"
	}
	return &Refusal{Code: code, Message: message, Details: details}
}

// RefusalMessages are the refusal codes with their message keys.
func RefusalMessages() map[string]string { return maps.Clone(refusalMessages) }
