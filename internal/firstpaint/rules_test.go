package firstpaint

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"golang.org/x/text/language"

	"github.com/opensportsbook/sportsbook/internal/apigen"
)

// A handicap outcome's short label is its side and its line, the away side's the opposite, by the
// cases core/odds/labels.ts and internal/pricing are tested on too: a level line reads 0 for both.
func TestShortLabelHandicapVectors(t *testing.T) {
	b, err := os.ReadFile("../../testdata/vectors/handicap.json")
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Lines []struct{ Hcp, Home, Away string }
	}
	if err := json.Unmarshal(b, &v); err != nil || len(v.Lines) < 3 {
		t.Fatalf("handicap.json: %v, %d lines", err, len(v.Lines))
	}
	for _, c := range v.Lines {
		m := market{Specifier: "setnr=1|hcp=" + c.Hcp}
		for side, want := range map[string]string{"1": "1 " + c.Home, "2": "2 " + c.Away} {
			if kind, text := shortLabel(m, outcome{Id: side, Name: "x"}); kind != "text" || text != want {
				t.Errorf("hcp %s side %s: %s %q, want %q", c.Hcp, side, kind, text, want)
			}
		}
	}
}

// The odds formats by the cases web/src/domain/odds.ts is tested on too.
func TestFormatOddsVectors(t *testing.T) {
	b, err := os.ReadFile("../../testdata/vectors/odds-formats.json")
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Cases   []map[string]any
		Invalid []float64
	}
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	if len(v.Cases) == 0 {
		t.Fatal("no cases")
	}
	for _, c := range v.Cases {
		odds := int(c["odds"].(float64))
		for _, typ := range oddsTypes {
			if got := formatOdds(int64(odds), typ); got != c[typ] {
				t.Errorf("formatOdds(%d, %s) = %q, want %q", odds, typ, got, c[typ])
			}
		}
	}
	// A price that is no integer never decodes (the paint stops); the others write as none.
	for _, odds := range v.Invalid {
		if odds != float64(int(odds)) {
			continue
		}
		if got := formatOdds(int64(odds), "european"); got != noOdds {
			t.Errorf("formatOdds(%v) = %q, want %q", odds, got, noOdds)
		}
	}
}

func TestMessages(t *testing.T) {
	const more = "{count, plural, one {# more market} other {# more markets}}"
	tests := []struct {
		locale, src string
		args        []any
		want        string
	}{
		{"en", "Score {home}:{away}", []any{"home", "1", "away", "0"}, "Score 1:0"},
		{"en", more, []any{"count", 1}, "1 more market"},
		{"en", more, []any{"count", 4}, "4 more markets"},
		{"en", "{count, plural, =0 {none} one {# one} other {# many}}", []any{"count", 0}, "none"},
		{"fr", "{count, plural, one {# marché} other {# marchés}}", []any{"count", 0}, "0 marché"},
		{"ru", "{count, plural, one {# рынок} few {# рынка} many {# рынков} other {# рынка}}", []any{"count", 3}, "3 рынка"},
		{"ru", "{count, plural, one {# рынок} few {# рынка} many {# рынков} other {# рынка}}", []any{"count", 11}, "11 рынков"},
		{"ar", "{count, plural, zero {z} one {o} two {t} few {f} many {m} other {x}}", []any{"count", 2}, "t"},
		// ICU's apostrophe: literal in a word, doubled for one, quoting before a brace.
		{"fr", "S'inscrire", nil, "S'inscrire"},
		{"en", "it''s '{'x'}'", nil, "it's {x}"},
	}
	for _, tt := range tests {
		tx := text{locale: tt.locale, tag: language.Make(tt.locale), own: map[string]string{"m": tt.src}}
		if got := tx.msg("m", tt.args...); got != tt.want {
			t.Errorf("%s %q = %q, want %q", tt.locale, tt.src, got, tt.want)
		}
	}
}

func TestAMessageItCannotWriteStopsThePaint(t *testing.T) {
	defer func() {
		if _, ok := recover().(errMessage); !ok {
			t.Error("want errMessage")
		}
	}()
	tx := text{locale: "en", tag: language.English, own: map[string]string{"m": "{n, select, a {A} other {B}}"}}
	tx.msg("m", "n", "a")
}

func TestClockSeconds(t *testing.T) {
	at := time.Date(2026, 11, 30, 4, 0, 0, 0, time.UTC)
	tests := []struct {
		c    apigen.Clock
		now  time.Time
		want int
	}{
		{apigen.Clock{MatchTime: 600, ClockUpdatedAt: at}, at.Add(30500 * time.Millisecond), 630},
		{apigen.Clock{RemainingTime: 100, ClockUpdatedAt: at}, at.Add(30 * time.Second), 70},
		{apigen.Clock{RemainingTime: 10, ClockUpdatedAt: at}, at.Add(30 * time.Second), 0},
		{apigen.Clock{MatchTime: 600, Stopped: true, ClockUpdatedAt: at}, at.Add(time.Hour), 600},
	}
	for _, tt := range tests {
		if got := clockSeconds(tt.c, tt.now); got != tt.want {
			t.Errorf("clockSeconds(%+v) = %d, want %d", tt.c, got, tt.want)
		}
	}
	if got := mmss(5590); got != "93:10" {
		t.Errorf("mmss = %q", got)
	}
}

func TestAPageItCannotPaintHasNoPaint(t *testing.T) {
	pp := newPainter(t)
	page := readFixture(t, vectors+"/home.json")
	if _, err := pp.Paint(Page{Kind: "schedule", Locale: "en", Data: page.Data}); !errors.Is(err, ErrNotPainted) {
		t.Errorf("a kind it does not know: %v", err)
	}
	// A match asked for under another sport's address is the app's 404, not its page.
	match := readFixture(t, vectors+"/match-football.json")
	match.Path = "/tennis/" + strings.TrimPrefix(match.Path, "/football/")
	if _, err := pp.Paint(match); !errors.Is(err, ErrNotPainted) {
		t.Errorf("a match under another sport: %v", err)
	}
	// A fault of its own is no crash either, and says so.
	pages["broken"] = func(p *painter) { panic("a bug") }
	defer delete(pages, "broken")
	broken := readFixture(t, vectors+"/home.json")
	broken.Kind = "broken"
	if out, err := pp.Paint(broken); err == nil || errors.Is(err, ErrNotPainted) || out != (Painted{}) {
		t.Errorf("a painter's bug: %q, %v", out, err)
	}
	delete(page.Data, "GET /sports")
	if _, err := pp.Paint(page); err == nil {
		t.Error("painted without the sports")
	}
	page = readFixture(t, vectors+"/home.json")
	page.Data["GET /settings"] = json.RawMessage(`{"featureFlags":{"custom_sport_type_providers":true}}`)
	if _, err := pp.Paint(page); err == nil {
		t.Error("painted with sport types hidden by the operator")
	}
}
