package jackpots

import (
	"bytes"
	"slices"
	"testing"
)

// The drop point maps the random bytes crypto/rand.Int reads (big-endian, top bits masked to the
// bit length of the range, a value past the range rejected and drawn again) onto [seed+1, must
// drop by]: the lowest draw is seed+1, the highest must drop by.
func TestDrawDropPointMapsTheSourceOntoTheRange(t *testing.T) {
	cases := []struct {
		name             string
		seed, mustDropBy int64
		source           []byte
		want             int64
	}{
		{"lowest draw is seed+1", 5000, 5256, []byte{0x00}, 5001},
		{"highest draw is must drop by", 5000, 5256, []byte{0xff}, 5256},
		{"middle", 5000, 5256, []byte{0x7f}, 5128},
		// 200 points: 8 bits are read; 0xff (255) is past the range, rejected, and the next byte drawn.
		{"past the range is drawn again", 0, 200, []byte{0xff, 0x05}, 6},
		// 1000 points: 10 bits of two bytes, the top 6 masked off.
		{"two bytes, top bits masked", 100, 1100, []byte{0xfd, 0x02}, 100 + 1 + 0x102},
		{"one point", 7, 8, []byte{}, 8},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := DrawDropPoint(bytes.NewReader(c.source), c.seed, c.mustDropBy)
			if err != nil || got != c.want {
				t.Fatalf("DrawDropPoint = %d, %v; want %d", got, err, c.want)
			}
		})
	}
}

// Uniform: over a range of 256 points each of the 256 values of a byte gives a different point,
// so a uniform source gives every point the same chance.
func TestDrawDropPointIsABijectionOfTheSource(t *testing.T) {
	seen := map[int64]bool{}
	for b := range 256 {
		got, err := DrawDropPoint(bytes.NewReader([]byte{byte(b)}), 1000, 1256)
		if err != nil || got < 1001 || got > 1256 || seen[got] {
			t.Fatalf("byte %d: %d, %v (seen before: %v)", b, got, err, seen[got])
		}
		seen[got] = true
	}
	if len(seen) != 256 {
		t.Fatalf("%d points drawn, want 256", len(seen))
	}
}

func TestDrawDropPointRefusesAnEmptyRange(t *testing.T) {
	if _, err := DrawDropPoint(bytes.NewReader([]byte{1}), 500, 500); err == nil {
		t.Fatal("must drop by equal to the seed: no error")
	}
	if _, err := DrawDropPoint(bytes.NewReader(nil), 0, 1000); err == nil {
		t.Fatal("an exhausted source: no error")
	}
}

func TestContributionRoundsDown(t *testing.T) {
	cases := []struct{ stake, bps, want int64 }{
		{1000, 100, 10},
		{999, 100, 9},
		{99, 100, 0},
		{12345, 250, 308},
		{1 << 62, 10_000, 1 << 62},
	}
	for _, c := range cases {
		if got := Contribution(c.stake, c.bps); got != c.want {
			t.Errorf("Contribution(%d, %d) = %d, want %d", c.stake, c.bps, got, c.want)
		}
	}
}

// The parts of a contribution always add up to it: the rounding's remainder goes to the first
// active level, and an inactive level's share is spread over the active ones.
func TestSplitIsExact(t *testing.T) {
	three := []Level{{Name: "Mini", Share: 6000, Active: true}, {Name: "Major", Share: 3000, Active: true}, {Name: "Mega", Share: 1000, Active: true}}
	cases := []struct {
		name   string
		amount int64
		levels []Level
		want   []int64
	}{
		{"even", 100, three, []int64{60, 30, 10}},
		{"remainder to the first", 7, three, []int64{5, 2, 0}},
		{"one cent", 1, three, []int64{1, 0, 0}},
		{"zero", 0, three, []int64{0, 0, 0}},
		{"first inactive", 10, []Level{{Share: 6000}, {Share: 3000, Active: true}, {Share: 1000, Active: true}}, []int64{0, 8, 2}},
		{"inactive spread", 11, []Level{{Share: 5000, Active: true}, {Share: 2500}, {Share: 2500, Active: true}}, []int64{8, 0, 3}},
		{"none active", 10, []Level{{Share: 10000}}, []int64{0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := Split(c.amount, c.levels)
			var sum int64
			for i := range got {
				sum += got[i]
				if got[i] != c.want[i] {
					t.Fatalf("Split(%d) = %v, want %v", c.amount, got, c.want)
				}
			}
			if slices.ContainsFunc(c.levels, func(l Level) bool { return l.Active }) && sum != c.amount {
				t.Fatalf("parts add up to %d, not %d", sum, c.amount)
			}
		})
	}
	for amount := range int64(1000) {
		var sum int64
		for _, p := range Split(amount, three) {
			sum += p
		}
		if sum != amount {
			t.Fatalf("Split(%d) adds up to %d", amount, sum)
		}
	}
}

func TestQualifies(t *testing.T) {
	j := Jackpot{Status: StatusActive, Currency: "EUR", MinStake: 100, MinOdds: 1500, Levels: []Level{{Name: "Mini", Share: 10000, Active: true}}}
	off := j
	off.Status = StatusDisabled
	noLevel := j
	noLevel.Levels = []Level{{Name: "Mini", Share: 10000}}
	cases := []struct {
		name string
		j    Jackpot
		b    Bet
		want bool
	}{
		{"at the minimums", j, Bet{Currency: "EUR", Stake: 100, Odds: 1500}, true},
		{"stake below", j, Bet{Currency: "EUR", Stake: 99, Odds: 2000}, false},
		{"odds below", j, Bet{Currency: "EUR", Stake: 1000, Odds: 1499}, false},
		{"other currency", j, Bet{Currency: "USD", Stake: 1000, Odds: 2000}, false},
		{"freebet", j, Bet{Currency: "EUR", Stake: 1000, Odds: 2000, Freebet: true}, false},
		{"disabled jackpot", off, Bet{Currency: "EUR", Stake: 1000, Odds: 2000}, false},
		{"no active level", noLevel, Bet{Currency: "EUR", Stake: 1000, Odds: 2000}, false},
	}
	for _, c := range cases {
		if got := Qualifies(c.j, c.b); got != c.want {
			t.Errorf("%s: Qualifies = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestAmountEUR(t *testing.T) {
	cases := []struct {
		amount   int64
		subunits int
		rate     int64
		want     int64
	}{
		{12345, 2, 1000, 12345},                 // EUR
		{10000, 2, 920, 9200},                   // 100.00 USD at 0.92
		{100_000_000, 8, 60_000_000, 6_000_000}, // 1 BTC at 60,000 EUR
		{1, 2, 999, 0},                          // rounds down
	}
	for _, c := range cases {
		if got := AmountEUR(c.amount, c.subunits, c.rate); got != c.want {
			t.Errorf("AmountEUR(%d, %d, %d) = %d, want %d", c.amount, c.subunits, c.rate, got, c.want)
		}
	}
}
