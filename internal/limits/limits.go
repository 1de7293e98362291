// Package limits holds the responsible-gambling rules (spec section 4): the limit types and
// statuses, how a limit's status follows from its dates, which limits are in force, the period
// windows, and the checks the server runs before a deposit, a session, an activity ping and a bet.
// Everything here is pure: callers pass the usage they read from the store.
//
// Choices where the spec is silent:
//   - One limit per type is in force at a time. A stricter limit applies at once; a looser one,
//     and the removal of a limit, take effect after CoolDown (a day), so a player cannot lift a
//     limit on impulse. Until then the old limit keeps applying.
//   - Money limits (bet, wager, loss, deposit) apply to the account of their currency.
//   - Periods are calendar periods in UTC: the day from 00:00, the week from Monday, the month
//     from the 1st.
//   - session and sportsbook_session cap the minutes of sportsbook sessions per day (one
//     platform here, so a platform session is a sportsbook session); time caps them per chosen
//     period; activity caps the minutes of activity (pings from a visible tab) per day.
//   - reality_check is an interval in minutes; selfexclusion (180 days or more) and coolingoff
//     (1 to 42 days) refuse sign-in until they end, and cannot be removed.
package limits

import (
	"errors"
	"fmt"
	"time"
)

// Type is a limit type (spec section 4).
type Type string

// Limit types.
const (
	Activity          Type = "activity"
	SportsbookSession Type = "sportsbook_session"
	Session           Type = "session"
	Bet               Type = "bet"
	Time              Type = "time"
	Loss              Type = "loss"
	Wager             Type = "wager"
	Deposit           Type = "deposit"
	RealityCheck      Type = "reality_check"
	SelfExclusion     Type = "selfexclusion"
	CoolingOff        Type = "coolingoff"
)

// Status is a limit status (spec section 4).
type Status string

// Limit statuses.
const (
	Active              Status = "active"
	Confirmed           Status = "confirmed"
	ConfirmedDisabled   Status = "confirmed_disabled"
	UnconfirmedDisabled Status = "unconfirmed_disabled"
	Unconfirmed         Status = "unconfirmed"
	Disabled            Status = "disabled"
)

// Period is the window of a money or time limit.
type Period string

// Periods.
const (
	Day   Period = "day"
	Week  Period = "week"
	Month Period = "month"
)

// CoolDown is how long a looser limit or a removal waits before it takes effect.
const CoolDown = 24 * time.Hour

// Bounds of the values a player may set.
const (
	MinSelfExclusionDays = 180
	MaxSelfExclusionDays = 3650
	MinCoolingOffDays    = 1
	MaxCoolingOffDays    = 42
	MaxMinutes           = 7 * 24 * 60
)

// Limit is one limit of a player.
type Limit struct {
	ID       int64
	Type     Type
	Amount   int64  // money limits: minor units of Currency
	Currency string // money limits
	Period   Period // money limits and time
	Minutes  int    // time limits and the reality-check interval
	Until    time.Time
	// CreatedAt is when it was set.
	CreatedAt time.Time
	// ConfirmUntil, when set, is when a looser limit takes effect (unconfirmed until then).
	ConfirmUntil time.Time
	// DisableAt, when set, is when a removed limit stops applying.
	DisableAt time.Time
	// ReplacedAt, when set, is when a newer limit of the same type took (or takes) its place.
	ReplacedAt time.Time
}

// Status is the limit's status at now.
func (l Limit) Status(now time.Time) Status {
	switch {
	case !l.ReplacedAt.IsZero() && !now.Before(l.ReplacedAt):
		return Disabled
	case !l.DisableAt.IsZero() && now.Before(l.DisableAt):
		return UnconfirmedDisabled
	case !l.DisableAt.IsZero():
		return ConfirmedDisabled
	case (l.Type == SelfExclusion || l.Type == CoolingOff) && !now.Before(l.Until):
		return Disabled
	case !l.ConfirmUntil.IsZero() && now.Before(l.ConfirmUntil):
		return Unconfirmed
	case !l.ConfirmUntil.IsZero():
		return Confirmed
	}
	return Active
}

// InForce reports whether the limit applies at now.
func (l Limit) InForce(now time.Time) bool {
	switch l.Status(now) {
	case Active, Confirmed, UnconfirmedDisabled:
		return true
	}
	return false
}

// Find returns the limit of type t in force at now, if any.
func Find(ls []Limit, t Type, now time.Time) (Limit, bool) {
	for _, l := range ls {
		if l.Type == t && l.InForce(now) {
			return l, true
		}
	}
	return Limit{}, false
}

// IsMoney reports whether limits of type t are amounts of money.
func (t Type) IsMoney() bool { return t == Bet || t == Loss || t == Wager || t == Deposit }

// IsTime reports whether limits of type t count minutes of play.
func (t Type) IsTime() bool {
	return t == Activity || t == Session || t == SportsbookSession || t == Time
}

// Tracked reports whether the client must ping activity for this limit type.
func (t Type) Tracked() bool { return t.IsTime() }

// ErrInvalid wraps the reason a limit request is refused; Field names the offending field.
type ErrInvalid struct{ Field, Reason string }

func (e *ErrInvalid) Error() string { return fmt.Sprintf("limits: %s: %s", e.Field, e.Reason) }

// Validate checks a new limit's fields for its type and fills what follows from them (the period
// of per-day time limits, Until of exclusions from days).
func Validate(l Limit, days int, now time.Time) (Limit, error) {
	switch {
	case l.Type.IsMoney():
		if l.Amount <= 0 {
			return l, &ErrInvalid{"amount", "must be above zero"}
		}
		if l.Currency == "" {
			return l, &ErrInvalid{"currency", "required"}
		}
		if l.Type == Bet {
			l.Period = ""
		} else if !validPeriod(l.Period) {
			return l, &ErrInvalid{"period", "must be day, week or month"}
		}
		l.Minutes, l.Until = 0, time.Time{}
	case l.Type.IsTime() || l.Type == RealityCheck:
		if l.Minutes < 1 || l.Minutes > MaxMinutes {
			return l, &ErrInvalid{"minutes", "out of range"}
		}
		switch l.Type {
		case Time:
			if !validPeriod(l.Period) {
				return l, &ErrInvalid{"period", "must be day, week or month"}
			}
		case RealityCheck:
			l.Period = ""
		default:
			l.Period = Day
		}
		l.Amount, l.Currency, l.Until = 0, "", time.Time{}
	case l.Type == SelfExclusion || l.Type == CoolingOff:
		lo, hi := MinSelfExclusionDays, MaxSelfExclusionDays
		if l.Type == CoolingOff {
			lo, hi = MinCoolingOffDays, MaxCoolingOffDays
		}
		if days < lo || days > hi {
			return l, &ErrInvalid{"days", fmt.Sprintf("must be %d to %d", lo, hi)}
		}
		l.Until = now.Add(time.Duration(days) * 24 * time.Hour)
		l.Amount, l.Currency, l.Period, l.Minutes = 0, "", "", 0
	default:
		return l, &ErrInvalid{"type", "unknown limit type"}
	}
	return l, nil
}

func validPeriod(p Period) bool { return p == Day || p == Week || p == Month }

// allowance is a comparable measure of how much a limit allows per day: a lower one is stricter.
// The reality-check interval is inverted: more frequent checks are stricter.
func allowance(l Limit) float64 {
	days := map[Period]float64{Day: 1, Week: 7, Month: 30, "": 1}[l.Period]
	switch {
	case l.Type.IsMoney():
		return float64(l.Amount) / days
	case l.Type == RealityCheck:
		return float64(l.Minutes)
	default:
		return float64(l.Minutes) / days
	}
}

// Plan is what setting a limit does: when the new limit starts and when the old one stops.
type Plan struct {
	// ConfirmUntil is zero when the new limit applies at once, else when it takes effect.
	ConfirmUntil time.Time
	// ReplaceOldAt is when the limit in force (if any) stops applying; zero when there is none.
	ReplaceOldAt time.Time
}

// ErrNotLoosenable is returned when an exclusion in force would be shortened.
var ErrNotLoosenable = errors.New("limits: an exclusion in force cannot be shortened")

// PlanSet decides how a new limit replaces the limit of its type in force (old, if exists): a
// stricter (or equal) one at once, a looser one after CoolDown. Exclusions only ever lengthen.
func PlanSet(next Limit, old Limit, exists bool, now time.Time) (Plan, error) {
	if !exists {
		return Plan{}, nil
	}
	if next.Type == SelfExclusion || next.Type == CoolingOff {
		if next.Until.Before(old.Until) {
			return Plan{}, ErrNotLoosenable
		}
		return Plan{ReplaceOldAt: now}, nil
	}
	if next.Currency != old.Currency && next.Type.IsMoney() {
		return Plan{ReplaceOldAt: now}, nil
	}
	if allowance(next) <= allowance(old) {
		return Plan{ReplaceOldAt: now}, nil
	}
	at := now.Add(CoolDown)
	return Plan{ConfirmUntil: at, ReplaceOldAt: at}, nil
}

// ErrNotRemovable is returned for removing a self-exclusion or a cooling-off.
var ErrNotRemovable = errors.New("limits: self-exclusion and cooling-off cannot be removed")

// RemoveAt is when a removed limit stops applying.
func RemoveAt(l Limit, now time.Time) (time.Time, error) {
	if l.Type == SelfExclusion || l.Type == CoolingOff {
		return time.Time{}, ErrNotRemovable
	}
	return now.Add(CoolDown), nil
}

// PeriodStart is the start of the calendar period (UTC) containing now.
func PeriodStart(p Period, now time.Time) time.Time {
	now = now.UTC()
	day := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	switch p {
	case Week:
		offset := (int(day.Weekday()) + 6) % 7 // Monday is 0
		return day.AddDate(0, 0, -offset)
	case Month:
		return time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	}
	return day
}

// Exclusion returns the self-exclusion or cooling-off in force, if any.
func Exclusion(ls []Limit, now time.Time) (Limit, bool) {
	if l, ok := Find(ls, SelfExclusion, now); ok {
		return l, true
	}
	return Find(ls, CoolingOff, now)
}

// Remaining is what a money limit still allows in its period, given what was used.
func Remaining(l Limit, used int64) int64 { return max(l.Amount-used, 0) }

// Usage is what a player has done in the periods of their limits, as the store counts it.
type Usage struct {
	// Deposited, Wagered and Lost are minor units in the limit's currency and period.
	Deposited, Wagered, Lost int64
	// SessionMinutes are the minutes of sportsbook sessions in the limit's period.
	SessionMinutes int
	// ActiveMinutes are the minutes of activity today.
	ActiveMinutes int
}

// StakeUsage is the usage of what a player staked and was paid back on bets placed in a period:
// the loss is what the stakes exceed the payouts by, never below zero.
func StakeUsage(wagered, paid int64) Usage {
	return Usage{Wagered: wagered, Lost: max(wagered-paid, 0)}
}

// Errors of the checks; each maps to one API error code.
var (
	ErrDepositLimit  = errors.New("limits: deposit limit exceeded")
	ErrSessionLimit  = errors.New("limits: session limit reached")
	ErrActivityLimit = errors.New("limits: activity limit reached")
	ErrBetLimit      = errors.New("limits: bet limit exceeded")
	ErrWagerLimit    = errors.New("limits: wager limit exceeded")
	ErrLossLimit     = errors.New("limits: loss limit exceeded")
)

// CheckDeposit refuses a deposit of amount that the deposit limit (if in force, same currency)
// does not allow, given usage.Deposited in its period.
func CheckDeposit(ls []Limit, currency string, amount int64, usage Usage, now time.Time) error {
	if l, ok := Find(ls, Deposit, now); ok && l.Currency == currency && usage.Deposited+amount > l.Amount {
		return ErrDepositLimit
	}
	return nil
}

// CheckSession refuses to start or continue a session when a session or time limit is used up.
// usage(l) gives the usage in the period of l.
func CheckSession(ls []Limit, usage func(Limit) Usage, now time.Time) error {
	if _, ok := UsedUpSession(ls, usage, now); ok {
		return ErrSessionLimit
	}
	return nil
}

// UsedUpSession is the first session or time limit in force that is used up, if any.
func UsedUpSession(ls []Limit, usage func(Limit) Usage, now time.Time) (Limit, bool) {
	for _, t := range []Type{SportsbookSession, Session, Time} {
		if l, ok := Find(ls, t, now); ok && usage(l).SessionMinutes >= l.Minutes {
			return l, true
		}
	}
	return Limit{}, false
}

// CheckActivity refuses activity once the day's activity limit is used up.
func CheckActivity(ls []Limit, usage Usage, now time.Time) error {
	if l, ok := Find(ls, Activity, now); ok && usage.ActiveMinutes >= l.Minutes {
		return ErrActivityLimit
	}
	return nil
}

// CheckStake refuses a stake (in currency) that the bet, wager or loss limit does not allow; a
// stake can at worst be lost, so it counts fully towards the loss limit. usage(l) gives the usage in
// the period of l.
func CheckStake(ls []Limit, currency string, stake int64, usage func(Limit) Usage, now time.Time) error {
	if l, ok := Find(ls, Bet, now); ok && l.Currency == currency && stake > l.Amount {
		return ErrBetLimit
	}
	if l, ok := Find(ls, Wager, now); ok && l.Currency == currency && usage(l).Wagered+stake > l.Amount {
		return ErrWagerLimit
	}
	if l, ok := Find(ls, Loss, now); ok && l.Currency == currency && usage(l).Lost+stake > l.Amount {
		return ErrLossLimit
	}
	return nil
}

// NoMax is MaxStake's answer when no limit bounds the stake.
const NoMax int64 = -1

// MaxStake is the largest stake (in currency) the bet, wager and loss limits allow now, or NoMax.
// usage(l) gives the usage in the period of l.
func MaxStake(ls []Limit, currency string, usage func(Limit) Usage, now time.Time) int64 {
	out := NoMax
	lower := func(v int64) {
		v = max(v, 0)
		if out == NoMax || v < out {
			out = v
		}
	}
	if l, ok := Find(ls, Bet, now); ok && l.Currency == currency {
		lower(l.Amount)
	}
	if l, ok := Find(ls, Wager, now); ok && l.Currency == currency {
		lower(l.Amount - usage(l).Wagered)
	}
	if l, ok := Find(ls, Loss, now); ok && l.Currency == currency {
		lower(l.Amount - usage(l).Lost)
	}
	return out
}

// NextRealityCheck is when the next reality check is due: interval after the later of the
// session start and the last acknowledged check.
func NextRealityCheck(l Limit, sessionStart, lastCheck time.Time) time.Time {
	from := sessionStart
	if lastCheck.After(from) {
		from = lastCheck
	}
	return from.Add(time.Duration(l.Minutes) * time.Minute)
}
