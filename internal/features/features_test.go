package features

import (
	"maps"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	only := func(on ...string) map[string]bool {
		m := map[string]bool{}
		for _, n := range Names {
			m[n] = false
		}
		for _, n := range on {
			m[n] = true
		}
		return m
	}
	cases := []struct {
		name, in string
		want     map[string]bool
		err      string
	}{
		{"none", "", only(), ""},
		{"one", "jackpots", only(Jackpots), ""},
		{"spaces, case and empty items", " Jackpots , ,QUICK_DEPOSIT ", only(Jackpots, QuickDeposit), ""},
		{"every flag", strings.Join(Names, ","), only(Names...), ""},
		{"the default", Default, only(QuickDeposit, SignUpIframePreloader, ActivityTracking, ResponsibleGambling, Jackpots), ""},
		{"unknown", "jackpots,jackpot", nil, `"jackpot" is not a feature flag`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Parse(c.in)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("err = %v, want %q", err, c.err)
				}
				return
			}
			if err != nil || !maps.Equal(got, c.want) {
				t.Fatalf("Parse(%q) = %v, %v; want %v", c.in, got, err, c.want)
			}
		})
	}
}
