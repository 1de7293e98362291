package campaigns

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/bonusrules"
)

// The repository's demo campaigns load, and show every kind, every freebet mode and the
// triggers the demo uses.
func TestDemoCampaignsLoad(t *testing.T) {
	s, err := Load(filepath.Join("..", "..", "content"))
	if err != nil {
		t.Fatal(err)
	}
	kinds, modes := map[string]bool{}, map[string]bool{}
	for _, c := range s.All() {
		kinds[c.Kind] = true
		if c.Freebet != nil {
			modes[string(c.Freebet.Mode)] = true
		}
	}
	for _, k := range []string{KindComboboost, KindFreebet, KindHunting, KindTournament, KindLootbox} {
		if !kinds[k] {
			t.Errorf("no demo campaign of kind %s", k)
		}
	}
	for _, m := range []string{"freebet_no_risk", "freebet_all_win", "freebet_only_win"} {
		if !modes[m] {
			t.Errorf("no demo freebet of mode %s", m)
		}
	}
	if c, ok := s.ByPromoCode("  freebet10 "); !ok || c.ID != "promo-freebet" || c.Freebet.Amount != 1000 {
		t.Errorf("promo code FREEBET10 = %+v, %v", c, ok)
	}
	if c, _ := s.ByID("acca-boost"); c.Comboboost == nil || c.Comboboost.Ranges[0].BonusOdds != 1050 || c.Comboboost.MinOdds != 1200 {
		t.Errorf("acca-boost = %+v", c.Comboboost)
	}
}

const good = `id: x
type: freebet
status: active
trigger: sign_up
name: { en: X }
details: { en: X }
terms: { en: X }
freebet: { amount: 500, currency: EUR }
`

// A bad campaign file stops the start with the file, the field and what is wrong.
func TestBadCampaignFilesAreRefused(t *testing.T) {
	cases := []struct{ name, edit, want string }{
		{"unknown key", good + "bonus_odds: 3\n", "field bonus_odds not found"},
		{"bad id", strings.Replace(good, "id: x", "id: X Y", 1), "id:"},
		{"bad status", strings.Replace(good, "status: active", "status: live", 1), "status:"},
		{"bad trigger", strings.Replace(good, "trigger: sign_up", "trigger: birthday", 1), "trigger:"},
		{"promo code without code", strings.Replace(good, "trigger: sign_up", "trigger: promo_code", 1), "trigger_key:"},
		{"bad valid_to", good + "valid_to: tomorrow\n", "valid_to:"},
		{"no English name", strings.Replace(good, "name: { en: X }", "name: { de: X }", 1), "name.en: the English (en) text is required"},
		{"unknown language", strings.Replace(good, "name: { en: X }", "name: { en: X, xx: Y }", 1), `name.xx: "xx" is not a locale of the site`},
		{"bad country", good + "countries: [de]\n", "countries:"},
		{"unknown type", strings.Replace(good, "type: freebet", "type: cashback", 1), "type:"},
		{"kind section missing", strings.Replace(good, "type: freebet", "type: comboboost", 1), "comboboost"},
		{"unknown currency", strings.Replace(good, "EUR", "XYZ", 1), "currency"},
		{"no amount", strings.Replace(good, "amount: 500", "amount: 0", 1), "amount"},
		{"unknown mode", strings.Replace(good, "amount: 500", "amount: 500, mode: freebet_sometimes", 1), "mode"},
		{"min deposit without deposit trigger", good + "min_deposit: 100\n", "min_deposit"},
		{"a public manual campaign", strings.Replace(good, "trigger: sign_up", "trigger: manual", 1) + "public: true\n", "public:"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.MkdirAll(filepath.Join(dir, "bonuses"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "bonuses", "x.yaml"), []byte(tc.edit), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Load(dir)
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "x.yaml") {
				t.Fatalf("Load = %v; want an error naming x.yaml and %q", err, tc.want)
			}
		})
	}
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "bonuses"), 0o755)
	os.WriteFile(filepath.Join(dir, "bonuses", "a.yaml"), []byte(good), 0o644)
	os.WriteFile(filepath.Join(dir, "bonuses", "b.yaml"), []byte(good), 0o644)
	if _, err := Load(dir); err == nil || !strings.Contains(err.Error(), "used twice") {
		t.Fatalf("two campaigns with one id: %v", err)
	}
	if s, err := Load(""); err != nil || len(s.All()) != 0 {
		t.Fatalf("no content folder: %v, %v", s.All(), err)
	}
}

// A bet opens some lootbox when one lootbox campaign's would open (its currency, at least its
// minimum stake); other kinds of campaign open none.
func TestOpensLootbox(t *testing.T) {
	s, err := New(
		Campaign{ID: "eur-box", Kind: KindLootbox, Lootbox: &bonusrules.Lootbox{MinStake: 200, Currency: "EUR"}},
		Campaign{ID: "usd-box", Kind: KindLootbox, Lootbox: &bonusrules.Lootbox{MinStake: 1_000, Currency: "USD"}},
		Campaign{ID: "freebet", Kind: KindFreebet, Freebet: &bonusrules.Freebet{Amount: 500, Currency: "GBP"}},
	)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		currency string
		stake    int64
		want     bool
	}{
		{"EUR", 200, true},
		{"EUR", 199, false},
		{"USD", 999, false},
		{"USD", 1_000, true},
		{"GBP", 1_000_000, false},
	}
	for _, c := range cases {
		if got := s.OpensLootbox(c.currency, c.stake); got != c.want {
			t.Errorf("OpensLootbox(%s, %d) = %v, want %v", c.currency, c.stake, got, c.want)
		}
	}
	var none *Set
	if none.OpensLootbox("EUR", 1_000) {
		t.Error("no campaigns open a lootbox")
	}
}
