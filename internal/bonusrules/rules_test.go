package bonusrules

import (
	"reflect"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/betting"
)

func TestConditionsFit(t *testing.T) {
	s := Selection{MatchID: 7, SportID: 1, CategoryID: 10, TournamentID: 100}
	cases := []struct {
		name string
		c    Conditions
		want bool
	}{
		{"no conditions", Conditions{}, true},
		{"sport in", Conditions{SportIDs: []int64{2, 1}}, true},
		{"sport out", Conditions{SportIDs: []int64{2}}, false},
		{"category out", Conditions{CategoryIDs: []int64{11}}, false},
		{"tournament out", Conditions{TournamentIDs: []int64{101}}, false},
		{"match in, sport in", Conditions{SportIDs: []int64{1}, MatchIDs: []int64{7}}, true},
		{"match out", Conditions{MatchIDs: []int64{8}}, false},
		{"every list must hold", Conditions{SportIDs: []int64{1}, CategoryIDs: []int64{10}, TournamentIDs: []int64{99}}, false},
	}
	for _, c := range cases {
		if got := c.c.Fit(s); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// errs checks that an error holds want, or that there is none when want is "".
func errs(t *testing.T, name string, err error, want string) {
	t.Helper()
	switch {
	case want == "" && err != nil:
		t.Errorf("%s: unexpected error %v", name, err)
	case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
		t.Errorf("%s: error %v, want one saying %q", name, err, want)
	}
}

func TestComboboostValidate(t *testing.T) {
	r := func(lo, hi int, odds int64) Range { return Range{MinCount: lo, MaxCount: hi, BonusOdds: odds} }
	cases := []struct {
		name string
		c    Comboboost
		want string
	}{
		{"good", Comboboost{Ranges: []Range{r(2, 3, 1050), r(4, 6, 1100), r(7, 7, 1200)}, MinOdds: 1200}, ""},
		{"no ranges", Comboboost{}, "no ranges"},
		{"single", Comboboost{Ranges: []Range{r(1, 3, 1050)}}, "below 2"},
		{"min above max", Comboboost{Ranges: []Range{r(4, 3, 1050)}}, "below min count"},
		{"no boost", Comboboost{Ranges: []Range{r(2, 3, 1000)}}, "above 1000"},
		{"overlap", Comboboost{Ranges: []Range{r(2, 4, 1050), r(6, 8, 1200), r(4, 5, 1100)}}, "ranges 1 and 3 overlap"},
		{"inside", Comboboost{Ranges: []Range{r(2, 9, 1050), r(4, 5, 1100)}}, "overlap"},
		{"negative uses", Comboboost{Ranges: []Range{r(2, 3, 1050)}, UsesCount: -1}, "negative"},
	}
	for _, c := range cases {
		errs(t, c.name, c.c.Validate(), c.want)
	}
}

func TestComboboostBoostNeedsACombo(t *testing.T) {
	cb := Comboboost{Ranges: []Range{{MinCount: 2, MaxCount: 3, BonusOdds: 1100}}}
	sels := []Selection{{MatchID: 1, Odds: 1500}, {MatchID: 2, Odds: 1800}}
	for _, typ := range []string{betting.TypeSingle, betting.TypeSystem, betting.TypeCustom} {
		if _, i, ok := cb.Boost(typ, sels); ok || i != -1 {
			t.Errorf("%s boosted with range %d", typ, i)
		}
	}
	if odds, i, ok := cb.Boost(betting.TypeCombo, sels); !ok || i != 0 || odds != 1100 {
		t.Errorf("combo: (%d, %d, %v)", odds, i, ok)
	}
}

// A combo is offered the comboboost inside a range, or below one (to be nudged: in a gap, the
// next range up), not above the last; no other bet is.
func TestComboboostOffered(t *testing.T) {
	cb := Comboboost{Ranges: []Range{{MinCount: 3, MaxCount: 4, BonusOdds: 1050}, {MinCount: 6, MaxCount: 8, BonusOdds: 1100}}}
	for suitable, want := range map[int]bool{0: true, 2: true, 3: true, 4: true, 5: true, 6: true, 8: true, 9: false} {
		if got := cb.Offered(betting.TypeCombo, suitable); got != want {
			t.Errorf("a combo of %d suitable: offered %v, want %v", suitable, got, want)
		}
	}
	for _, typ := range []string{betting.TypeSingle, betting.TypeSystem, betting.TypeCustom} {
		if cb.Offered(typ, 3) {
			t.Errorf("a %s bet is offered the comboboost", typ)
		}
	}
}

func TestFreebetValidate(t *testing.T) {
	good := Freebet{Mode: FreebetNoRisk, MinOdds: 1500, MaxOdds: 5000, SelectionsFrom: 1, SelectionsTo: 3,
		MatchStatus: MatchAny, Amount: 500, Currency: "EUR", BoostPoints: 100, BoostMultiplier: 2000}
	with := func(f func(*Freebet)) Freebet { fb := good; f(&fb); return fb }
	cases := []struct {
		name string
		f    Freebet
		want string
	}{
		{"good", good, ""},
		{"plain freebet, no bounds", Freebet{Amount: 1, Currency: "EUR"}, ""},
		{"mode", with(func(f *Freebet) { f.Mode = "freebet_half" }), "unknown mode"},
		{"match status", with(func(f *Freebet) { f.MatchStatus = "finished" }), "unknown match status"},
		{"amount", with(func(f *Freebet) { f.Amount = 0 }), "amount 0"},
		{"currency", with(func(f *Freebet) { f.Currency = "" }), "no currency"},
		{"odds bounds", with(func(f *Freebet) { f.MaxOdds = 1400 }), "below min odds"},
		{"count bounds", with(func(f *Freebet) { f.SelectionsFrom = 4 }), "below selections from"},
		{"boost without multiplier", with(func(f *Freebet) { f.BoostMultiplier = 1000 }), "boost multiplier"},
		{"no boost", with(func(f *Freebet) { f.BoostPoints, f.BoostMultiplier = 0, 0 }), ""},
	}
	for _, c := range cases {
		errs(t, c.name, c.f.Validate(), c.want)
	}
}

func TestExtraFreebet(t *testing.T) {
	for _, tc := range []struct {
		name    string
		kinds   []string
		allowed bool
		want    int
	}{
		{"no bonus", []string{"", ""}, false, -1},
		{"one freebet", []string{"", "freebet_only_win"}, false, -1},
		{"a freebet and other bonuses", []string{"comboboost", "freebet", "hunting"}, false, -1},
		{"two freebets, one allowed: the second is refused", []string{"freebet", "", "freebet_no_risk"}, false, 2},
		{"three freebets, one allowed", []string{"freebet_all_win", "freebet", "freebet"}, false, 1},
		{"two freebets, several allowed", []string{"freebet", "freebet_no_risk"}, true, -1},
	} {
		if got := ExtraFreebet(tc.kinds, tc.allowed); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
}

func TestBoostedAmount(t *testing.T) {
	cases := []struct{ amount, multiplier, want int64 }{
		{500, 2000, 1000},
		{333, 1500, 499},
		{1, 1999, 1},
		{9_000_000_000_000, 3000, 27_000_000_000_000},
	}
	for _, c := range cases {
		if got := BoostedAmount(c.amount, c.multiplier); got != c.want {
			t.Errorf("%d × %d: %d, want %d", c.amount, c.multiplier, got, c.want)
		}
	}
}

var hunting = Hunting{
	MinOdds: 1500, MinStake: 100, PointsPerUnit: 1500, TargetPoints: 100,
	Conditions: Conditions{SportIDs: []int64{1}},
	Freebet:    Freebet{Mode: FreebetOnlyWin, Amount: 1000, Currency: "EUR"},
}

func TestHuntingPoints(t *testing.T) {
	in := []Selection{{MatchID: 1, SportID: 1, Odds: 2000}}
	two := []Selection{{MatchID: 1, SportID: 1, Odds: 1500}, {MatchID: 2, SportID: 1, Odds: 1500}}
	cases := []struct {
		name      string
		stake     int64
		subunits  int
		odds      int64
		sels      []Selection
		result    string
		withBonus bool
		want      int64
	}{
		{"10.00 at 1.5 points per unit", 1000, 2, 2000, in, betting.ResultWinEntire, false, 15},
		{"a lost bet counts", 1000, 2, 2000, in, betting.ResultLoseEntire, false, 15},
		{"rounded down", 1099, 2, 2000, in, betting.ResultLoseEntire, false, 16},
		{"half refunded counts", 1000, 2, 2000, in, betting.ResultRefundHalfLoseOther, false, 15},
		{"an open bet: its potential", 1000, 2, 2000, in, "", false, 15},
		{"refunded", 1000, 2, 2000, in, betting.ResultRefundEntire, false, 0},
		{"with a bonus", 1000, 2, 2000, in, betting.ResultWinEntire, true, 0},
		{"below min stake", 99, 2, 2000, in, betting.ResultWinEntire, false, 0},
		{"at min stake", 100, 2, 2000, in, betting.ResultWinEntire, false, 1},
		{"below min odds", 1000, 2, 1499, in, betting.ResultWinEntire, false, 0},
		{"combo at the bet's odds", 1000, 2, 2250, two, betting.ResultWinEntire, false, 15},
		{"outside conditions", 1000, 2, 2000, []Selection{{SportID: 1, Odds: 1500}, {SportID: 2, Odds: 1500}}, betting.ResultWinEntire, false, 0},
		{"no selections", 1000, 2, 2000, nil, betting.ResultWinEntire, false, 0},
		{"0.0005 BTC", 50_000, 8, 2000, in, betting.ResultWinEntire, false, 0},
		{"2 BTC", 200_000_000, 8, 2000, in, betting.ResultWinEntire, false, 3},
		{"1000 JPY (no subunits)", 1000, 0, 2000, in, betting.ResultWinEntire, false, 1500},
	}
	for _, c := range cases {
		if got := hunting.Points(c.stake, c.subunits, c.odds, c.sels, c.result, c.withBonus); got != c.want {
			t.Errorf("%s: %d points, want %d", c.name, got, c.want)
		}
	}
}

func TestHuntingFarm(t *testing.T) {
	cases := []struct {
		available, left int64
		freebets        int
	}{{0, 0, 0}, {99, 99, 0}, {100, 0, 1}, {250, 50, 2}, {-5, -5, 0}}
	for _, c := range cases {
		if n, left := hunting.Farm(c.available); n != c.freebets || left != c.left {
			t.Errorf("%d: (%d, %d), want (%d, %d)", c.available, n, left, c.freebets, c.left)
		}
	}
	if n, left := (Hunting{}).Farm(500); n != 0 || left != 500 {
		t.Errorf("no target farmed (%d, %d)", n, left)
	}
}

func TestHuntingStats(t *testing.T) {
	got := hunting.Stats(3, 1750, 260, 60, 45)
	want := FarmingStats{AverageStake: 583, BetsCount: 3, Points: 260, AvailablePoints: 60, PotentialPoints: 45,
		PotentialFreebetAmount: 1000}
	if got != want {
		t.Errorf("stats %+v, want %+v", got, want)
	}
	if got := hunting.Stats(0, 0, 0, 0, 0); got != (FarmingStats{}) {
		t.Errorf("no bets: %+v", got)
	}
	if got := hunting.Stats(0, 0, 0, 150, 60); got.PotentialFreebetAmount != 2000 {
		t.Errorf("210 points farm 2 freebets of 1000, got %d", got.PotentialFreebetAmount)
	}
}

func TestHuntingValidate(t *testing.T) {
	with := func(f func(*Hunting)) Hunting { h := hunting; f(&h); return h }
	cases := []struct {
		name string
		h    Hunting
		want string
	}{
		{"good", hunting, ""},
		{"no target", with(func(h *Hunting) { h.TargetPoints = 0 }), "target points"},
		{"no points", with(func(h *Hunting) { h.PointsPerUnit = 0 }), "points per unit"},
		{"negative stake", with(func(h *Hunting) { h.MinStake = -1 }), "negative"},
		{"farmed freebet", with(func(h *Hunting) { h.Freebet.Amount = 0 }), "farmed freebet: amount"},
	}
	for _, c := range cases {
		errs(t, c.name, c.h.Validate(), c.want)
	}
}

var tournament = Tournament{
	Hunting:     Hunting{PointsPerUnit: 1000, Freebet: Freebet{Mode: FreebetAllWin, Currency: "EUR"}},
	InitialPool: 100_000,
	PoolShare:   250,
	Prizes:      []int64{5000, 3000, 1500},
}

func TestTournamentValidate(t *testing.T) {
	with := func(f func(*Tournament)) Tournament { tt := tournament; f(&tt); return tt }
	cases := []struct {
		name string
		t    Tournament
		want string
	}{
		{"good (no farming: no target, no farmed amount)", tournament, ""},
		{"whole pool", with(func(t *Tournament) { t.Prizes = []int64{6000, 4000} }), ""},
		{"prizes above the pool", with(func(t *Tournament) { t.Prizes = []int64{6000, 4000, 1} }), "10001"},
		{"negative prize", with(func(t *Tournament) { t.Prizes = []int64{6000, -1} }), "prize 2 is negative"},
		{"no prizes", with(func(t *Tournament) { t.Prizes = nil }), "no prizes"},
		{"share above the stakes", with(func(t *Tournament) { t.PoolShare = 10001 }), "pool share"},
		{"no points", with(func(t *Tournament) { t.PointsPerUnit = 0 }), "points per unit"},
		{"farming needs a freebet", with(func(t *Tournament) { t.TargetPoints = 50 }), "farmed freebet"},
	}
	for _, c := range cases {
		errs(t, c.name, c.t.Validate(), c.want)
	}
}

func TestTournamentPool(t *testing.T) {
	cases := []struct{ stakes, want int64 }{{0, 100_000}, {10_000, 100_250}, {39, 100_000}, {40, 100_001}}
	for _, c := range cases {
		if got := tournament.Pool(c.stakes); got != c.want {
			t.Errorf("stakes %d: pool %d, want %d", c.stakes, got, c.want)
		}
	}
	if s := tournament.Stats(1, 100, 1, 1, 0); s.InitialPool != 100_000 || s.PotentialFreebetAmount != 0 {
		t.Errorf("tournament stats %+v", s)
	}
}

func TestTournamentRating(t *testing.T) {
	entries := []Entry{
		{PlayerID: 1, Points: 40, ReachedAt: 500},
		{PlayerID: 2, Points: 90, ReachedAt: 900},
		{PlayerID: 3, Points: 90, ReachedAt: 300}, // the same score, reached first
		{PlayerID: 4, Points: 0, ReachedAt: 100},
		{PlayerID: 5, Points: 10, ReachedAt: 700},
		{PlayerID: 6, Points: 40, ReachedAt: 500}, // a full tie: the lower player id first
	}
	got := tournament.Rating(entries, 100_001)
	want := []Ranked{
		{Entry: entries[2], Rank: 1, Prize: 50_000},
		{Entry: entries[1], Rank: 2, Prize: 30_000},
		{Entry: entries[0], Rank: 3, Prize: 15_000},
		{Entry: entries[5], Rank: 4},
		{Entry: entries[4], Rank: 5},
		{Entry: entries[3], Rank: 6},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("rating\n%+v\nwant\n%+v", got, want)
	}
	if entries[0].PlayerID != 1 {
		t.Error("Rating reordered its input")
	}
	// A player with no points wins nothing, even in a prize rank.
	few := tournament.Rating([]Entry{{PlayerID: 9, Points: 5}, {PlayerID: 8}}, 1000)
	if few[0].Prize != 500 || few[1].Prize != 0 {
		t.Errorf("few players: %+v", few)
	}
}

func TestLootboxValidate(t *testing.T) {
	cases := []struct {
		name string
		l    Lootbox
		want string
	}{
		{"good", Lootbox{MinStake: 100, Prizes: []Prize{{Weight: 3}, {Weight: 1, FreebetAmount: 500}}, Currency: "EUR", Mode: FreebetOnlyWin}, ""},
		{"only empty boxes need no currency", Lootbox{Prizes: []Prize{{Weight: 1}}}, ""},
		{"no prizes", Lootbox{Currency: "EUR"}, "no prizes"},
		{"zero weight", Lootbox{Prizes: []Prize{{Weight: 0}}}, "weight 0"},
		{"negative amount", Lootbox{Prizes: []Prize{{Weight: 1, FreebetAmount: -1}}}, "negative"},
		{"no currency", Lootbox{Prizes: []Prize{{Weight: 1, FreebetAmount: 5}}}, "currency"},
		{"mode", Lootbox{Prizes: []Prize{{Weight: 1}}, Mode: "cash"}, "unknown freebet mode"},
	}
	for _, c := range cases {
		errs(t, c.name, c.l.Validate(), c.want)
	}
}

func TestLootboxOpens(t *testing.T) {
	box := Lootbox{MinStake: 200, Prizes: []Prize{{Weight: 1, FreebetAmount: 100}}, Currency: "EUR"}
	cases := []struct {
		name     string
		l        Lootbox
		currency string
		stake    int64
		want     bool
	}{
		{"at the minimum stake", box, "EUR", 200, true},
		{"above it", box, "EUR", 5_000, true},
		{"below it", box, "EUR", 199, false},
		{"another currency", box, "USD", 5_000, false},
		{"no minimum", Lootbox{Currency: "EUR"}, "EUR", 1, true},
		{"no currency: opens for none", Lootbox{Prizes: []Prize{{Weight: 1}}}, "EUR", 5_000, false},
	}
	for _, c := range cases {
		if got := c.l.Opens(c.currency, c.stake); got != c.want {
			t.Errorf("%s: Opens(%s, %d) = %v, want %v", c.name, c.currency, c.stake, got, c.want)
		}
	}
}

// Every r of [0, total) picks a prize, and each prize is picked by exactly its weight of them: a
// uniform r gives each prize the chance weight / total.
func TestLootboxDrawIsExactlyByWeight(t *testing.T) {
	l := Lootbox{Prizes: []Prize{{Weight: 5}, {Weight: 1, FreebetAmount: 100}, {Weight: 3, FreebetAmount: 500}, {Weight: 1, FreebetAmount: 2000}}}
	total := l.TotalWeight()
	if total != 10 {
		t.Fatalf("total weight %d", total)
	}
	counts := make([]int64, len(l.Prizes))
	for r := range total {
		i := l.Draw(r)
		if i < 0 {
			t.Fatalf("r %d drew nothing", r)
		}
		counts[i]++
	}
	for i, p := range l.Prizes {
		if counts[i] != p.Weight {
			t.Errorf("prize %d drawn by %d values of r, want its weight %d", i, counts[i], p.Weight)
		}
	}
	wantOrder := []int{0, 0, 0, 0, 0, 1, 2, 2, 2, 3}
	for r, want := range wantOrder {
		if got := l.Draw(int64(r)); got != want {
			t.Errorf("r %d: prize %d, want %d", r, got, want)
		}
	}
	for _, r := range []int64{-1, total, total + 7} {
		if got := l.Draw(r); got != -1 {
			t.Errorf("r %d outside the weights drew %d", r, got)
		}
	}
}

func TestPlayerStatus(t *testing.T) {
	const now = 1_800_000_000_000
	ok := Availability{CampaignStatus: CampaignActive, ValidTo: now + 1, Now: now, CountryOK: true, VerifiedOK: true, UsesCount: 1}
	with := func(f func(*Availability)) Availability { a := ok; f(&a); return a }
	cases := []struct {
		name string
		a    Availability
		is   Issued
		want string
	}{
		{"available", ok, Issued{}, StatusAvailable},
		{"no valid to, unlimited uses", with(func(a *Availability) { a.ValidTo, a.UsesCount = 0, 0 }), Issued{TimesUsed: 40}, StatusAvailable},
		{"needs activation, not yet", with(func(a *Availability) { a.NeedsActivation = true }), Issued{}, StatusAvailable},
		{"activated", with(func(a *Availability) { a.NeedsActivation = true }), Issued{ActivatedAt: now - 10}, StatusActive},
		{"used up", ok, Issued{TimesUsed: 1}, StatusBonusOver},
		{"used up, campaign finished since", with(func(a *Availability) { a.CampaignStatus = CampaignFinished }), Issued{TimesUsed: 1}, StatusBonusOver},
		{"two of three uses", with(func(a *Availability) { a.UsesCount = 3 }), Issued{TimesUsed: 2}, StatusAvailable},
		{"overridden", ok, Issued{Overridden: true, TimesUsed: 1}, StatusOverridden},
		{"disabled", with(func(a *Availability) { a.CampaignStatus = CampaignDisabled }), Issued{}, StatusDeactivated},
		{"paused", with(func(a *Availability) { a.CampaignStatus = CampaignPaused }), Issued{}, StatusDeactivated},
		{"finished", with(func(a *Availability) { a.CampaignStatus = CampaignFinished }), Issued{}, StatusExpired},
		{"valid to now", with(func(a *Availability) { a.ValidTo = now }), Issued{}, StatusExpired},
		{"issue expired", ok, Issued{ExpiredAt: now - 1}, StatusExpired},
		{"issue expires later", ok, Issued{ExpiredAt: now + 1}, StatusAvailable},
		{"created, not started", with(func(a *Availability) { a.CampaignStatus = CampaignCreated }), Issued{}, StatusNotAvailable},
		{"country", with(func(a *Availability) { a.CountryOK = false }), Issued{}, StatusNotAvailable},
		{"verification", with(func(a *Availability) { a.VerifiedOK = false }), Issued{ActivatedAt: now}, StatusNotAvailable},
		{"an unknown campaign status", with(func(a *Availability) { a.CampaignStatus = "archived" }), Issued{}, StatusUnknown},
	}
	for _, c := range cases {
		if got := PlayerStatus(c.a, c.is); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
}
