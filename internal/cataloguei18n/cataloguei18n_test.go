package cataloguei18n

import (
	"fmt"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/feed"
	"github.com/opensportsbook/sportsbook/internal/locale"
)

// load is the Catalogue of the embedded tables.
func load(t testing.TB) *Catalogue {
	t.Helper()
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Every locale but English and its regional variants has a table.
func TestEveryTranslatedLocaleHasATable(t *testing.T) {
	cat := load(t)
	var want []string
	for _, l := range locale.Supported() {
		if !strings.HasPrefix(l, "en") {
			want = append(want, l)
		}
	}
	slices.Sort(want)
	if got := cat.Languages(); !slices.Equal(got, want) {
		t.Fatalf("tables for %v, want %v", got, want)
	}
}

// teamNames matches names made of team names, lines and scores only, which read the same in every
// language: "Venlo Town", "Venlo Town (+1.5)", "2:1".
func teamNames(teams []string) *regexp.Regexp {
	quoted := make([]string, len(teams))
	for i, team := range teams {
		quoted[i] = regexp.QuoteMeta(team)
	}
	return regexp.MustCompile(`^(?:(?:` + strings.Join(quoted, "|") + `)(?: \([+-]?\d+(?:\.\d+)?\))?|\d+:\d+)$`)
}

// Every name the feed simulator can give has a translation in every language, read from the
// feed's own tables: a name added to the feed untranslated fails here. And every entry of a table
// translates some name the feed gives, so no table keeps entries the feed no longer uses.
func TestEveryFeedNameIsTranslated(t *testing.T) {
	cat := load(t)
	v := feed.Names()
	stays := teamNames(v.Teams)
	lists := map[string][]string{"sports": v.Sports, "categories": v.Categories, "leagues": v.Leagues,
		"outrights": v.Outrights, "stages": v.Stages, "markets": v.Markets, "outcomes": v.Outcomes}
	for kind, names := range lists {
		if len(names) == 0 {
			t.Fatalf("the feed gives no %s", kind)
		}
	}
	for _, code := range cat.Languages() {
		tr := cat.For(code)
		used := map[string]bool{}
		for kind, names := range lists {
			for _, name := range names {
				if kind == "outcomes" && stays.MatchString(name) {
					if got := tr.Name(name); got != name {
						t.Errorf("%s: %q is a team's and must stay, got %q", code, name, got)
					}
					continue
				}
				to, ok := tr.Known(name)
				if !ok {
					t.Errorf("%s: no translation of the %s name %q", code, kind, name)
					continue
				}
				if strings.ContainsAny(to, "{}#") {
					t.Errorf("%s: %q translates to %q, with a placeholder left", code, name, to)
				}
				used[tr.t.entry(name)] = true
			}
		}
		for _, key := range tr.t.keys() {
			if !used[key] {
				t.Errorf("%s: the entry %q translates no name the feed gives", code, key)
			}
		}
	}
}

// The tables hold the same English names.
func TestTablesHaveTheSameEntries(t *testing.T) {
	cat := load(t)
	want := cat.For("fr").t.keys()
	for _, code := range cat.Languages() {
		if got := cat.For(code).t.keys(); !slices.Equal(got, want) {
			t.Errorf("%s has other entries than fr", code)
		}
	}
}

func TestName(t *testing.T) {
	cat := load(t)
	cases := []struct{ locale, name, want string }{
		{"fr", "Ice Hockey", "Hockey sur glace"},
		{"fr", "Champions League", "Ligue des champions"},
		{"fr", "1st half", "1re mi-temps"},
		{"fr", "2nd half", "2e mi-temps"},
		{"fr", "1st quarter - total 54.5", "1er quart-temps - total 54.5"},
		{"fr", "Handicap -0.75", "Handicap -0.75"},
		{"fr", "Venlo Town or draw", "Venlo Town ou match nul"},
		{"fr", "Venlo Town or Dosbarrios FC", "Venlo Town ou Dosbarrios FC"},
		{"fr", "Draw or Dosbarrios FC", "Match nul ou Dosbarrios FC"},
		{"fr", "Premier League 2026/27 – Winner", "Premier League 2026/27 – Vainqueur"},
		{"fr", "Venlo Town", "Venlo Town"},
		{"fr", "Venlo Town (+1.5)", "Venlo Town (+1.5)"},
		{"fr", "Total corners - Venlo Town 4.5", "Total de corners - Venlo Town 4.5"},
		{"fr", "Venlo Town/Draw", "Venlo Town/Nul"},
		{"fr", "Venlo Town/Dosbarrios FC", "Venlo Town/Dosbarrios FC"},
		{"de", "2nd half - both teams to score", "2. Halbzeit - beide Teams treffen"},
		{"ru", "Race to 5 corners", "Кто первым подаст 5 угловых"},
		{"ar", "Venlo Town by 3+", "Venlo Town بفارق 3+"},
		{"fr-CA", "Football", "Football"},
		{"de", "Football", "Fußball"},
		{"de", "2nd set - game 5 - winner", "2. Satz - Spiel 5 - Sieger"},
		{"it", "Under 2.5", "Meno di 2.5"},
		{"fi", "Table Tennis", "Pöytätennis"},
		{"no", "Both teams to score", "Begge lag scorer"},
		{"ru", "Over 2.5", "Больше 2.5"},
		{"ru", "Premier League 2026/27 – Winner", "Премьер-лига 2026/27 – Победитель"},
		{"ru", "3rd period - total 1.5", "3-й период - тотал 1.5"},
		{"pt", "Basketball", "Basquete"},
		{"pt-BR", "Correct score (sets)", "Placar exato (sets)"},
		{"kk", "1st half", "1-ші тайм"},
		{"kk", "6th set", "6-шы сет"},
		{"kk", "Kazakhstan", "Қазақстан"},
		{"ar", "Football", "كرة القدم"},
		{"ar", "Total 2.5", "المجموع 2.5"},
		{"ar", "2nd map - winner", "الخريطة 2 - الفائز"},
		{"en", "Ice Hockey", "Ice Hockey"},
		{"en-AU", "Draw", "Draw"},
		{"xx", "Draw", "Draw"},
	}
	for _, c := range cases {
		if got := cat.For(c.locale).Name(c.name); got != c.want {
			t.Errorf("%s: %q = %q, want %q", c.locale, c.name, got, c.want)
		}
	}
	var none *Catalogue
	if got := none.For("fr").Name("Ice Hockey"); got != "Ice Hockey" {
		t.Errorf("a nil Catalogue translated to %q", got)
	}
}

func TestRequestLanguage(t *testing.T) {
	cases := []struct{ header, want string }{
		{"", "en"},
		{"fr", "fr"},
		{"fr-FR,fr;q=0.9,en;q=0.8", "fr"},
		{"de;q=0.5, ar", "ar"},
		{"en-US,fr;q=0.8", "en"},
		{"pt-BR", "pt-BR"},
		{"xx, kk;q=0.3", "kk"},
		{"xx", "en"},
		{"fr;q=0", "en"},
	}
	for _, c := range cases {
		r := httptest.NewRequest("GET", "/", nil)
		if c.header != "" {
			r.Header.Set("Accept-Language", c.header)
		}
		if got := RequestLanguage(r); got != c.want {
			t.Errorf("Accept-Language %q = %q, want %q", c.header, got, c.want)
		}
	}
}

func market() apigen.Market {
	return apigen.Market{Name: "Total 2.5", Specifier: "total=2.5", Outcomes: []apigen.Outcome{
		{Id: "over", Name: "Over 2.5"}, {Id: "under", Name: "Under 2.5"}}}
}

func TestLocalizeCopiesAndTranslatesEveryCatalogueType(t *testing.T) {
	cat := load(t)
	main := market()
	periods := []apigen.PeriodScore{{Name: "1st half"}}
	match := apigen.Match{Type: apigen.MatchTypeMatch, NameA: "Draw FC", NameB: "Venlo Town", Stage: "Halftime",
		Sport: apigen.SportRef{Name: "Football"}, Category: apigen.CategoryRef{Name: "Netherlands"},
		League: apigen.TournamentRef{Name: "Eredivisie"}, PeriodScores: &periods, MainMarket: &main}
	var msg apigen.RealtimeMessage
	msg.Message.Match = &match
	markets := []apigen.Market{market()}
	msg.Message.Markets = &markets

	got := Localize(cat.For("fr"), msg)
	if got.Message.Match == &match || got.Message.Match.MainMarket == &main {
		t.Fatal("Localize shares what it translates")
	}
	m := got.Message.Match
	if m.Sport.Name != "Football" || m.Category.Name != "Pays-Bas" || m.League.Name != "Eredivisie" || m.Stage != "Mi-temps" {
		t.Errorf("match refs: %+v %+v %+v %q", m.Sport, m.Category, m.League, m.Stage)
	}
	if m.NameA != "Draw FC" || m.NameB != "Venlo Town" {
		t.Errorf("team names changed: %q %q", m.NameA, m.NameB)
	}
	if (*m.PeriodScores)[0].Name != "1re mi-temps" {
		t.Errorf("period: %q", (*m.PeriodScores)[0].Name)
	}
	if mm := m.MainMarket; mm.Name != "Total 2.5" || mm.Outcomes[0].Name != "Plus de 2.5" || mm.Outcomes[1].Name != "Moins de 2.5" {
		t.Errorf("main market: %+v", mm)
	}
	if mk := (*got.Message.Markets)[0]; mk.Outcomes[0].Name != "Plus de 2.5" {
		t.Errorf("markets: %+v", mk)
	}
	// The original is as it was: the next channel locale gets its own copy of it.
	if match.Category.Name != "Netherlands" || main.Outcomes[0].Name != "Over 2.5" || periods[0].Name != "1st half" || markets[0].Outcomes[0].Name != "Over 2.5" {
		t.Error("Localize changed its argument")
	}
	if ar := Localize(cat.For("ar"), msg); ar.Message.Match.Sport.Name != "كرة القدم" {
		t.Errorf("ar: %q", ar.Message.Match.Sport.Name)
	}
}

func TestLocalizeResponses(t *testing.T) {
	cat := load(t)
	var res any = apigen.GetMatch200JSONResponse{Type: apigen.MatchTypeOutright, NameA: "NBA 2026/27 – Winner", Sport: apigen.SportRef{Name: "Basketball"}}
	got := Localize(cat.For("ru"), res).(apigen.GetMatch200JSONResponse)
	if got.NameA != "НБА 2026/27 – Победитель" || got.Sport.Name != "Баскетбол" {
		t.Errorf("outright: %q %q", got.NameA, got.Sport.Name)
	}

	res = apigen.ListSports200JSONResponse{Data: []apigen.Sport{{Name: "Table Tennis"}, {Name: "Dota 2"}}}
	sports := Localize(cat.For("de"), res).(apigen.ListSports200JSONResponse)
	if sports.Data[0].Name != "Tischtennis" || sports.Data[1].Name != "Dota 2" {
		t.Errorf("sports: %+v", sports.Data)
	}

	res = apigen.CashoutBet200JSONResponse{Selections: []apigen.PlacedSelection{
		{MatchName: "Venlo Town - Draw FC", MarketName: "Double chance", OutcomeName: "Venlo Town or draw"},
		{MatchName: "Serie A 2026/27 – Winner", MarketName: "Winner", OutcomeName: "Bellano United"}}}
	bet := Localize(cat.For("it"), res).(apigen.CashoutBet200JSONResponse)
	if s := bet.Selections[0]; s.MatchName != "Venlo Town - Draw FC" || s.MarketName != "Doppia chance" || s.OutcomeName != "Venlo Town o pareggio" {
		t.Errorf("selection: %+v", s)
	}
	if s := bet.Selections[1]; s.MatchName != "Serie A 2026/27 – Vincente" || s.MarketName != "Vincente" || s.OutcomeName != "Bellano United" {
		t.Errorf("outright selection: %+v", s)
	}

	settings := apigen.GetSettings200JSONResponse{OddsTypes: []apigen.OddsType{"european"}}
	if got := Localize(cat.For("fr"), any(settings)); !slices.Equal(got.(apigen.GetSettings200JSONResponse).OddsTypes, settings.OddsTypes) {
		t.Error("a response without names changed")
	}
	if got := Localize(cat.For("fr"), any(nil)); got != nil {
		t.Errorf("nil became %v", got)
	}
	en := apigen.ListSports200JSONResponse{Data: []apigen.Sport{{Name: "Table Tennis"}}}
	if got := Localize(cat.For("en"), en); got.Data[0].Name != "Table Tennis" {
		t.Error("English changed")
	}
}

func TestAnswerLanguage(t *testing.T) {
	cat := load(t)
	for header, want := range map[string]string{"fr-FR": "fr", "en-AU": "en", "": "en", "pt": "pt-BR", "ar-EG": "ar"} {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header.Set("Accept-Language", header)
		if got := cat.AnswerLanguage(r); got != want {
			t.Errorf("%q: %q, want %q", header, got, want)
		}
	}
}

// A table remembers at most maxSeen names, however many teams the feed keeps inventing.
func TestTableRemembersAtMostMaxSeenNames(t *testing.T) {
	tb, err := parseTable([]byte(`{"Winner":"Sieger"}`))
	if err != nil {
		t.Fatal(err)
	}
	for i := range maxSeen + 100 {
		tb.lookup(fmt.Sprintf("Team %d", i))
		if len(tb.seen) > maxSeen {
			t.Fatalf("%d names remembered after %d lookups, at most %d", len(tb.seen), i+1, maxSeen)
		}
	}
	if to, ok := tb.lookup("Winner"); !ok || to != "Sieger" {
		t.Fatalf("Winner → %q, %v after the table was emptied", to, ok)
	}
}
