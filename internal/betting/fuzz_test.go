package betting

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// FuzzParseSystemID: a system id the parser reads ("k/n", from the request) reads the same once
// written back, Price takes exactly the ids with 2 <= k < n = the number of selections, and a
// system's lines are the n-choose-k distinct, ordered combinations.
func FuzzParseSystemID(f *testing.F) {
	for _, s := range []string{
		"2/3", "3/4", "19/20", "1/3", "3/3", "0/0", "-2/3", "2/-3", "+2/3", "02/03", "2/3/4", "2//3", "/", "2/", "/3", "2 /3", " 2/3",
		"2/3\n", "2/3\x00", "２/３", "9223372036854775807/9223372036854775807", "9223372036854775808/1", "1e1/20", "0x2/3", "2\\3", "2%2F3", "",
		strings.Repeat("9", 400) + "/3",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, id string) {
		k, n, ok := ParseSystemID(id)
		if ok {
			if k2, n2, ok2 := ParseSystemID(fmt.Sprintf("%d/%d", k, n)); !ok2 || k2 != k || n2 != n {
				t.Fatalf("ParseSystemID(%q) = %d/%d, which reads back as %d/%d, %v", id, k, n, k2, n2, ok2)
			}
			if !strings.Contains(id, "/") {
				t.Fatalf("ParseSystemID(%q) accepts an id without a slash", id)
			}
		}

		count := 3
		if n >= 1 && n <= MaxSelections {
			count = n
		}
		valid := ok && k >= 2 && k < n && n == count
		b := BetRequest{Type: TypeSystem, SystemID: id, Stake: 1000, Subunits: 2}
		for i := range count {
			b.Selections = append(b.Selections, SelectionRequest{MatchID: int64(i + 1), MarketID: 1, OutcomeID: "1", Odds: 2000})
		}
		state := func(SelectionRequest) catalogue.OutcomeState {
			return catalogue.OutcomeState{Found: true, MatchStatus: catalogue.MatchStatusLive, MarketStatus: catalogue.MarketStatusAllowed, Active: true, Odds: 2000}
		}
		if _, refusal := Price(b, state, AcceptNone); (refusal != nil && refusal.Code == "INVALID_SYSTEM") == valid {
			t.Fatalf("Price of system %q with %d selections: refusal %+v, want valid=%v", id, count, refusal, valid)
		}

		if valid && n <= 12 { // C(12, 6) = 924 lines; larger systems cost more than they tell
			lines := Lines(n, k)
			if want := new(big.Int).Binomial(int64(n), int64(k)); int64(len(lines)) != want.Int64() {
				t.Fatalf("Lines(%d, %d) has %d lines, want %s", n, k, len(lines), want)
			}
			seen := map[string]bool{}
			for _, l := range lines {
				for i, x := range l {
					if x < 0 || x >= n || (i > 0 && x <= l[i-1]) {
						t.Fatalf("Lines(%d, %d): line %v is not an increasing choice of selections", n, k, l)
					}
				}
				key := fmt.Sprint(l)
				if seen[key] {
					t.Fatalf("Lines(%d, %d): line %v twice", n, k, l)
				}
				seen[key] = true
			}
		}
	})
}
