package catalogue

import "testing"

func TestExtraMarketType(t *testing.T) {
	for _, c := range []struct {
		sport string
		want  int64
		ok    bool
	}{
		{"football", 29, true},
		{"ice-hockey", 16, true},
		{"basketball", 223, true},
		{"tennis", 187, true},
		{"volleyball", 188, true},
		{"table-tennis", 188, true},
		{"cs2", 327, true},
		{"dota2", 327, true},
		{"darts", 0, false},
		{"", 0, false},
	} {
		got, ok := ExtraMarketType(c.sport)
		if got != c.want || ok != c.ok {
			t.Errorf("ExtraMarketType(%q) = %d, %v; want %d, %v", c.sport, got, ok, c.want, c.ok)
		}
	}
}

func TestExtraMarketTypesSortedAndComplete(t *testing.T) {
	all := ExtraMarketTypes()
	if len(all) != len(extraMarketTypes) {
		t.Fatalf("%d of %d sports", len(all), len(extraMarketTypes))
	}
	for i := 1; i < len(all); i++ {
		if all[i-1].SportKey >= all[i].SportKey {
			t.Fatalf("not sorted by sport key: %v", all)
		}
	}
}
