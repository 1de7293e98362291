package store

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// openFuzz opens a store on each engine with the test fixture for a fuzz target (open takes a
// *testing.T).
func openFuzz(f *testing.F) []*Store {
	var stores []*Store
	for _, e := range allEngines {
		s := e.empty(f)
		if err := s.Apply(context.Background(), fixture()); err != nil {
			f.Fatal(err)
		}
		stores = append(stores, s)
	}
	return stores
}

// slugTarget is what /{sport}/{slug} names in the fixture, by the rule ResolveSlug documents:
// a category slug, else a tournament slug, else a match slug, of that sport, spelled exactly.
func slugTarget(b catalogue.Batch, sportKey, slug string) (catalogue.SlugTarget, bool) {
	i := slices.IndexFunc(b.Sports, func(s catalogue.Sport) bool { return s.Key == sportKey })
	if i < 0 {
		return catalogue.SlugTarget{}, false
	}
	sport := b.Sports[i].ID
	for _, c := range b.Categories {
		if c.SportID == sport && c.Slug == slug {
			return catalogue.SlugTarget{Kind: catalogue.SlugCategory, ID: c.ID}, true
		}
	}
	for _, t := range b.Tournaments {
		if t.SportID == sport && t.Slug == slug {
			return catalogue.SlugTarget{Kind: catalogue.SlugTournament, ID: t.ID}, true
		}
	}
	for _, m := range b.Matches {
		if m.SportID == sport && m.Slug == slug {
			return catalogue.SlugTarget{Kind: catalogue.SlugMatch, ID: m.ID}, true
		}
	}
	return catalogue.SlugTarget{}, false
}

// FuzzResolveSlug resolves a fuzzed /{sport}/{slug} (path segments, from the URL): it finds
// exactly the fixture's entity of that spelling, and anything else is ErrNotFound, never another
// error.
func FuzzResolveSlug(f *testing.F) {
	for _, s := range [][2]string{
		{"football", "england"}, {"football", "premier-league"}, {"football", "arsenal-chelsea-1001"}, {"football", "premier-league-winner-1006"},
		{"cs2", "major"}, {"cs2", "england"}, {"football", "major"}, {"FOOTBALL", "england"}, {"football", "England"}, {"football", " england"},
		{"football", "england\x00"}, {"football", "engl%"}, {"football", "engl_nd"}, {"football", "%"}, {"football", "arsenal-chelsea-1002"},
		{"football", "chelsea-1001"}, {"football", "1001"}, {"football", "-1001"}, {"football", "arsenal-chelsea-01001"}, {"football", ""},
		{"football", "' OR 1=1 --"}, {"football", "arsenal–chelsea-1001"}, {"football", strings.Repeat("a", 10000)}, {"fußball", "ängland"},
		// Found by fuzzing: an empty sport key was no filter and found football.
		{"", "england"}, {"", ""},
	} {
		f.Add(s[0], s[1])
	}
	stores := openFuzz(f)
	fx := fixture()
	f.Fuzz(func(t *testing.T, sportKey, slug string) {
		ctx := context.Background()
		known := slices.ContainsFunc(fx.Sports, func(s catalogue.Sport) bool { return s.Key == sportKey })
		want, ok := slugTarget(fx, sportKey, slug)
		for _, s := range stores {
			sp, err := s.GetSportByKey(ctx, sportKey)
			if (err == nil) != known || (err == nil && sp.Key != sportKey) || (err != nil && !errors.Is(err, catalogue.ErrNotFound)) {
				t.Fatalf("%s: GetSportByKey(%q) = %q, %v", s.d.name, sportKey, sp.Key, err)
			}
			got, err := s.ResolveSlug(ctx, sportKey, slug)
			switch {
			case !ok && !errors.Is(err, catalogue.ErrNotFound):
				t.Fatalf("%s: ResolveSlug(%q, %q) = %+v, %v; want ErrNotFound", s.d.name, sportKey, slug, got, err)
			case ok && (err != nil || got.Kind != want.Kind || got.ID != want.ID):
				t.Fatalf("%s: ResolveSlug(%q, %q) = %+v, %v; want %+v", s.d.name, sportKey, slug, got, err, want)
			}
		}
	})
}

// FuzzSearch searches fuzzed text (the q of GET /search): it finds exactly the open matches and
// the leagues whose names contain the text, whatever characters it holds; %, _ and \ are no
// wildcards, and a NUL does not end the text.
func FuzzSearch(f *testing.F) {
	for _, q := range []string{"ARSEN", "premier", "league – w", "a\nc", "leeds", "%", "_", "\\", "%_%", "a%", "\\%", "ars\x00", "é", "İ", "K", "ǅ", " ", "", strings.Repeat("a", 60)} {
		f.Add(q, false)
		f.Add(q, true)
	}
	// Found by fuzzing: LIKE stopped at the NUL, so these matched every name, or those ending in e.
	f.Add("\x00\x00\x00", false)
	f.Add("e\x00", true)
	stores := openFuzz(f)
	fx := fixture()
	f.Fuzz(func(t *testing.T, q string, onlyEvents bool) {
		text := strings.ToLower(q)
		league := map[int64]bool{}
		var wantLeagues []int64
		for _, tr := range fx.Tournaments {
			if strings.Contains(strings.ToLower(tr.Name), text) {
				league[tr.ID] = true
				if !onlyEvents {
					wantLeagues = append(wantLeagues, tr.ID)
				}
			}
		}
		var wantMatches []int64
		for _, m := range fx.Matches {
			open := m.Status == catalogue.MatchStatusPrematch || m.Status == catalogue.MatchStatusLive
			if open && (strings.Contains(strings.ToLower(m.NameA+"\n"+m.NameB), text) || (!onlyEvents && league[m.TournamentID])) {
				wantMatches = append(wantMatches, m.ID)
			}
		}
		slices.Sort(wantMatches)
		slices.Sort(wantLeagues)
		for _, s := range stores {
			r, err := s.Search(context.Background(), catalogue.SearchQuery{Text: q, OnlyEventsName: onlyEvents})
			if err != nil {
				t.Fatalf("%s: Search(%q): %v", s.d.name, q, err)
			}
			gotMatches, gotLeagues := ids(r.Matches), []int64{}
			for _, tr := range r.Tournaments {
				gotLeagues = append(gotLeagues, tr.ID)
			}
			slices.Sort(gotMatches)
			slices.Sort(gotLeagues)
			if !slices.Equal(gotMatches, wantMatches) || !slices.Equal(gotLeagues, wantLeagues) {
				t.Fatalf("%s: Search(%q, only events %v) = matches %v, leagues %v; want %v, %v", s.d.name, q, onlyEvents, gotMatches, gotLeagues, wantMatches, wantLeagues)
			}
		}
	})
}
