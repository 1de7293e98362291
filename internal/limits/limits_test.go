package limits

import (
	"errors"
	"testing"
	"time"
)

var now = time.Date(2026, 11, 19, 15, 30, 0, 0, time.UTC) // a Thursday

func TestStatus(t *testing.T) {
	h := time.Hour
	for _, tc := range []struct {
		name string
		l    Limit
		want Status
	}{
		{"new", Limit{Type: Deposit}, Active},
		{"looser, waiting", Limit{Type: Deposit, ConfirmUntil: now.Add(h)}, Unconfirmed},
		{"looser, in effect", Limit{Type: Deposit, ConfirmUntil: now.Add(-h)}, Confirmed},
		{"removed, still applies", Limit{Type: Deposit, DisableAt: now.Add(h)}, UnconfirmedDisabled},
		{"removed, over", Limit{Type: Deposit, DisableAt: now.Add(-h)}, ConfirmedDisabled},
		{"replaced", Limit{Type: Deposit, ReplacedAt: now}, Disabled},
		{"to be replaced later", Limit{Type: Deposit, ReplacedAt: now.Add(h)}, Active},
		{"exclusion running", Limit{Type: SelfExclusion, Until: now.Add(h)}, Active},
		{"exclusion ended", Limit{Type: CoolingOff, Until: now}, Disabled},
	} {
		if got := tc.l.Status(now); got != tc.want {
			t.Errorf("%s: Status = %s, want %s", tc.name, got, tc.want)
		}
	}
}

func TestInForce(t *testing.T) {
	if (Limit{Type: Deposit, ConfirmUntil: now.Add(time.Minute)}).InForce(now) {
		t.Error("an unconfirmed limit is not in force yet")
	}
	if !(Limit{Type: Deposit, DisableAt: now.Add(time.Minute)}).InForce(now) {
		t.Error("a removed limit applies until disable_at")
	}
}

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		name  string
		l     Limit
		days  int
		field string
	}{
		{"deposit ok", Limit{Type: Deposit, Amount: 1000, Currency: "EUR", Period: Week}, 0, ""},
		{"deposit without amount", Limit{Type: Deposit, Currency: "EUR", Period: Day}, 0, "amount"},
		{"deposit without period", Limit{Type: Deposit, Amount: 1, Currency: "EUR"}, 0, "period"},
		{"bet needs no period", Limit{Type: Bet, Amount: 1, Currency: "EUR"}, 0, ""},
		{"loss without currency", Limit{Type: Loss, Amount: 1, Period: Day}, 0, "currency"},
		{"session ok", Limit{Type: Session, Minutes: 60}, 0, ""},
		{"session zero", Limit{Type: Session}, 0, "minutes"},
		{"time without period", Limit{Type: Time, Minutes: 60}, 0, "period"},
		{"reality check", Limit{Type: RealityCheck, Minutes: 1}, 0, ""},
		{"self-exclusion too short", Limit{Type: SelfExclusion}, 30, "days"},
		{"self-exclusion", Limit{Type: SelfExclusion}, 180, ""},
		{"cooling-off", Limit{Type: CoolingOff}, 7, ""},
		{"cooling-off too long", Limit{Type: CoolingOff}, 43, "days"},
		{"unknown type", Limit{Type: "x"}, 0, "type"},
	} {
		got, err := Validate(tc.l, tc.days, now)
		var inv *ErrInvalid
		switch {
		case tc.field == "" && err != nil:
			t.Errorf("%s: unexpected %v", tc.name, err)
		case tc.field != "" && (!errors.As(err, &inv) || inv.Field != tc.field):
			t.Errorf("%s: want an error on %s, got %v", tc.name, tc.field, err)
		}
		if tc.field == "" && tc.days > 0 && !got.Until.Equal(now.AddDate(0, 0, tc.days)) {
			t.Errorf("%s: Until = %v", tc.name, got.Until)
		}
	}
	if got, _ := Validate(Limit{Type: Session, Minutes: 5, Period: Month}, 0, now); got.Period != Day {
		t.Errorf("session limits are per day, got %q", got.Period)
	}
}

func TestPlanSet(t *testing.T) {
	old := Limit{Type: Deposit, Amount: 10000, Currency: "EUR", Period: Day}
	later := now.Add(CoolDown)
	for _, tc := range []struct {
		name   string
		next   Limit
		old    Limit
		exists bool
		want   Plan
		err    error
	}{
		{"first limit applies at once", old, Limit{}, false, Plan{}, nil},
		{"lower amount", Limit{Type: Deposit, Amount: 5000, Currency: "EUR", Period: Day}, old, true, Plan{ReplaceOldAt: now}, nil},
		{"same amount over a week is stricter", Limit{Type: Deposit, Amount: 10000, Currency: "EUR", Period: Week}, old, true, Plan{ReplaceOldAt: now}, nil},
		{"higher amount waits a day", Limit{Type: Deposit, Amount: 20000, Currency: "EUR", Period: Day}, old, true, Plan{ConfirmUntil: later, ReplaceOldAt: later}, nil},
		{"other currency replaces", Limit{Type: Deposit, Amount: 99999, Currency: "USD", Period: Day}, old, true, Plan{ReplaceOldAt: now}, nil},
		{"more frequent reality check", Limit{Type: RealityCheck, Minutes: 10}, Limit{Type: RealityCheck, Minutes: 30}, true, Plan{ReplaceOldAt: now}, nil},
		{"rarer reality check waits", Limit{Type: RealityCheck, Minutes: 60}, Limit{Type: RealityCheck, Minutes: 30}, true, Plan{ConfirmUntil: later, ReplaceOldAt: later}, nil},
		{"exclusion lengthened", Limit{Type: SelfExclusion, Until: now.AddDate(1, 0, 0)}, Limit{Type: SelfExclusion, Until: now.AddDate(0, 7, 0)}, true, Plan{ReplaceOldAt: now}, nil},
		{"exclusion shortened", Limit{Type: CoolingOff, Until: now.AddDate(0, 0, 1)}, Limit{Type: CoolingOff, Until: now.AddDate(0, 0, 7)}, true, Plan{}, ErrNotLoosenable},
	} {
		got, err := PlanSet(tc.next, tc.old, tc.exists, now)
		if got != tc.want || !errors.Is(err, tc.err) {
			t.Errorf("%s: PlanSet = %+v, %v; want %+v, %v", tc.name, got, err, tc.want, tc.err)
		}
	}
}

func TestRemoveAt(t *testing.T) {
	if at, err := RemoveAt(Limit{Type: Wager}, now); err != nil || !at.Equal(now.Add(CoolDown)) {
		t.Errorf("RemoveAt = %v, %v", at, err)
	}
	if _, err := RemoveAt(Limit{Type: SelfExclusion}, now); !errors.Is(err, ErrNotRemovable) {
		t.Errorf("self-exclusion removable: %v", err)
	}
}

func TestPeriodStart(t *testing.T) {
	for p, want := range map[Period]time.Time{
		Day:   time.Date(2026, 11, 19, 0, 0, 0, 0, time.UTC),
		Week:  time.Date(2026, 11, 16, 0, 0, 0, 0, time.UTC),
		Month: time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC),
	} {
		if got := PeriodStart(p, now); !got.Equal(want) {
			t.Errorf("PeriodStart(%s) = %v, want %v", p, got, want)
		}
	}
	sunday := time.Date(2026, 11, 22, 23, 0, 0, 0, time.UTC)
	if got := PeriodStart(Week, sunday); !got.Equal(time.Date(2026, 11, 16, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("a Sunday belongs to the week from Monday, got %v", got)
	}
}

func TestChecks(t *testing.T) {
	ls := []Limit{
		{Type: Deposit, Amount: 10000, Currency: "EUR", Period: Day},
		{Type: Bet, Amount: 500, Currency: "EUR"},
		{Type: Wager, Amount: 2000, Currency: "EUR", Period: Week},
		{Type: Loss, Amount: 1500, Currency: "EUR", Period: Week},
		{Type: Session, Minutes: 60, Period: Day},
		{Type: Activity, Minutes: 30, Period: Day},
		{Type: Deposit, Amount: 1, Currency: "EUR", Period: Day, ConfirmUntil: now.Add(time.Hour)}, // not yet in force
	}
	use := func(u Usage) func(Limit) Usage { return func(Limit) Usage { return u } }
	for _, tc := range []struct {
		name string
		err  error
		want error
	}{
		{"deposit within", CheckDeposit(ls, "EUR", 4000, Usage{Deposited: 6000}, now), nil},
		{"deposit over", CheckDeposit(ls, "EUR", 4001, Usage{Deposited: 6000}, now), ErrDepositLimit},
		{"deposit other currency", CheckDeposit(ls, "USD", 1e9, Usage{}, now), nil},
		{"session left", CheckSession(ls, use(Usage{SessionMinutes: 59}), now), nil},
		{"session used", CheckSession(ls, use(Usage{SessionMinutes: 60}), now), ErrSessionLimit},
		{"activity left", CheckActivity(ls, Usage{ActiveMinutes: 29}, now), nil},
		{"activity used", CheckActivity(ls, Usage{ActiveMinutes: 30}, now), ErrActivityLimit},
		{"stake ok", CheckStake(ls, "EUR", 500, use(Usage{Wagered: 1500, Lost: 1000}), now), nil},
		{"stake over bet limit", CheckStake(ls, "EUR", 501, use(Usage{}), now), ErrBetLimit},
		{"stake over wager limit", CheckStake(ls, "EUR", 100, use(Usage{Wagered: 1901}), now), ErrWagerLimit},
		{"stake over loss limit", CheckStake(ls, "EUR", 100, use(Usage{Lost: 1401}), now), ErrLossLimit},
		{"stake in another currency", CheckStake(ls, "BTC", 1e9, use(Usage{}), now), nil},
	} {
		if !errors.Is(tc.err, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, tc.err, tc.want)
		}
	}
	if err := CheckSession(nil, use(Usage{SessionMinutes: 1e6}), now); err != nil {
		t.Errorf("no limits, no refusal: %v", err)
	}
	// The limit used up is the one a notification names.
	if l, ok := UsedUpSession(ls, use(Usage{SessionMinutes: 60}), now); !ok || l.Type != Session || l.Minutes != 60 {
		t.Errorf("used-up session limit %+v, %v", l, ok)
	}
	if l, ok := UsedUpSession(ls, use(Usage{SessionMinutes: 59}), now); ok {
		t.Errorf("a session limit not used up: %+v", l)
	}
}

func TestNextRealityCheck(t *testing.T) {
	l := Limit{Type: RealityCheck, Minutes: 15}
	start := now.Add(-time.Hour)
	if got := NextRealityCheck(l, start, time.Time{}); !got.Equal(start.Add(15 * time.Minute)) {
		t.Errorf("from the session start: %v", got)
	}
	if got := NextRealityCheck(l, start, now); !got.Equal(now.Add(15 * time.Minute)) {
		t.Errorf("from the last check: %v", got)
	}
}

func TestMaxStake(t *testing.T) {
	ls := []Limit{
		{Type: Bet, Amount: 500, Currency: "EUR"},
		{Type: Wager, Amount: 2000, Currency: "EUR", Period: Week},
		{Type: Loss, Amount: 1500, Currency: "EUR", Period: Week},
	}
	use := func(u Usage) func(Limit) Usage { return func(Limit) Usage { return u } }
	for _, tc := range []struct {
		name     string
		ls       []Limit
		currency string
		u        Usage
		want     int64
	}{
		{"no limits", nil, "EUR", Usage{}, NoMax},
		{"bet limit", ls, "EUR", Usage{}, 500},
		{"wager left", ls, "EUR", Usage{Wagered: 1800}, 200},
		{"loss left", ls, "EUR", Usage{Wagered: 100, Lost: 1400}, 100},
		{"used up", ls, "EUR", Usage{Wagered: 2500}, 0},
		{"other currency", ls, "USD", Usage{}, NoMax},
	} {
		if got := MaxStake(tc.ls, tc.currency, use(tc.u), now); got != tc.want {
			t.Errorf("%s: MaxStake = %d, want %d", tc.name, got, tc.want)
		}
	}
}
