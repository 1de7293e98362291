package favourites

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// fakeCatalogue has match 7, tournament 3 and sport 1; id 666 of any type fails to be read.
type fakeCatalogue struct{ catalogue.Reader }

func lookup(id, known int64) error {
	switch id {
	case known:
		return nil
	case 666:
		return errors.New("disk on fire")
	}
	return fmt.Errorf("read: %w", catalogue.ErrNotFound)
}

func (fakeCatalogue) GetMatch(_ context.Context, id int64) (catalogue.MatchView, error) {
	return catalogue.MatchView{}, lookup(id, 7)
}

func (fakeCatalogue) GetTournament(_ context.Context, id int64) (catalogue.Tournament, error) {
	return catalogue.Tournament{}, lookup(id, 3)
}

func (fakeCatalogue) ListSports(_ context.Context, f catalogue.SportFilter, _ catalogue.PageRequest) ([]catalogue.Sport, catalogue.Pagination, error) {
	if err := lookup(f.SportID, 1); errors.Is(err, catalogue.ErrNotFound) {
		return []catalogue.Sport{}, catalogue.Pagination{}, nil
	} else if err != nil {
		return nil, catalogue.Pagination{}, err
	}
	return []catalogue.Sport{{ID: 1}}, catalogue.Pagination{}, nil
}

// fakeStore records the calls that reach it.
type fakeStore struct {
	calls    []string
	statuses []catalogue.MatchStatus
}

func (s *fakeStore) AddFavourite(_ context.Context, player int64, kind string, id int64, _ time.Time) error {
	s.calls = append(s.calls, fmt.Sprintf("add %d %s %d", player, kind, id))
	return nil
}

func (s *fakeStore) RemoveFavourite(_ context.Context, player int64, kind string, id int64) error {
	s.calls = append(s.calls, fmt.Sprintf("remove %d %s %d", player, kind, id))
	return nil
}

func (s *fakeStore) FavouriteIDs(_ context.Context, player int64, kind string, statuses []catalogue.MatchStatus) ([]int64, error) {
	s.calls = append(s.calls, fmt.Sprintf("list %d %s", player, kind))
	s.statuses = statuses
	return []int64{7}, nil
}

func TestParseType(t *testing.T) {
	for wire, want := range map[string]Type{"matches": Matches, "tournaments": Tournaments, "sports": Sports} {
		if got, err := ParseType(wire); got != want || err != nil {
			t.Errorf("ParseType(%q) = %q, %v", wire, got, err)
		}
	}
	for _, wire := range []string{"", "match", "leagues", "Matches", "players"} {
		if _, err := ParseType(wire); apierror.CodeOf(err) != apierror.FavouriteTypeUnknown {
			t.Errorf("ParseType(%q): %v, want FAVOURITE_TYPE_UNKNOWN", wire, err)
		}
	}
}

func TestAddAndRemove(t *testing.T) {
	for _, tc := range []struct {
		name     string
		typ      Type
		id       int64
		wantCode apierror.Code // "" accepted; INTERNAL_ERROR ours
	}{
		{"match", Matches, 7, ""},
		{"tournament", Tournaments, 3, ""},
		{"sport", Sports, 1, ""},
		{"unknown match", Matches, 8, apierror.FavouriteUnknown},
		{"a tournament's id as a match", Matches, 3, apierror.FavouriteUnknown},
		{"unknown tournament", Tournaments, 7, apierror.FavouriteUnknown},
		{"unknown sport", Sports, 2, apierror.FavouriteUnknown},
		{"zero id", Matches, 0, apierror.InvalidParameter},
		{"negative id", Sports, -1, apierror.InvalidParameter},
		{"unknown type", Type("players"), 7, apierror.FavouriteTypeUnknown},
		{"catalogue failure", Matches, 666, apierror.Internal},
	} {
		for _, op := range []string{"add", "remove"} {
			t.Run(tc.name+" "+op, func(t *testing.T) {
				st := &fakeStore{}
				s := New(st, fakeCatalogue{})
				call := s.Add
				if op == "remove" {
					call = s.Remove
				}
				err := call(context.Background(), 42, tc.typ, tc.id)
				if got := apierror.CodeOf(err); got != tc.wantCode {
					t.Fatalf("code %q (%v), want %q", got, err, tc.wantCode)
				}
				want := []string{fmt.Sprintf("%s 42 %s %d", op, tc.typ, tc.id)}
				if tc.wantCode != "" {
					want = nil // a refusal writes nothing
				}
				if !slices.Equal(st.calls, want) {
					t.Fatalf("store calls %q, want %q", st.calls, want)
				}
			})
		}
	}
}

func TestIDsFilter(t *testing.T) {
	live, pre, fin := catalogue.MatchStatusLive, catalogue.MatchStatusPrematch, catalogue.MatchStatusFinished
	for _, tc := range []struct {
		name         string
		typ          Type
		f            Filter
		wantStatuses []catalogue.MatchStatus
		wantStore    bool
		wantCode     apierror.Code
	}{
		{name: "every favourite match", typ: Matches, wantStore: true},
		{name: "statuses pass through", typ: Matches, f: Filter{Statuses: []catalogue.MatchStatus{fin}}, wantStatuses: []catalogue.MatchStatus{fin}, wantStore: true},
		{name: "bettable", typ: Matches, f: Filter{Bettable: true}, wantStatuses: []catalogue.MatchStatus{pre, live}, wantStore: true},
		{name: "bettable and live", typ: Matches, f: Filter{Bettable: true, Statuses: []catalogue.MatchStatus{live, fin}}, wantStatuses: []catalogue.MatchStatus{live}, wantStore: true},
		{name: "bettable and finished is nothing", typ: Matches, f: Filter{Bettable: true, Statuses: []catalogue.MatchStatus{fin}}},
		{name: "tournaments", typ: Tournaments, wantStore: true},
		{name: "sports", typ: Sports, wantStore: true},
		{name: "tournaments refuse match_status", typ: Tournaments, f: Filter{Statuses: []catalogue.MatchStatus{live}}, wantCode: apierror.InvalidParameter},
		{name: "sports refuse bettable", typ: Sports, f: Filter{Bettable: true}, wantCode: apierror.InvalidParameter},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := &fakeStore{}
			ids, err := New(st, fakeCatalogue{}).IDs(context.Background(), 42, tc.typ, tc.f)
			if got := apierror.CodeOf(err); got != tc.wantCode {
				t.Fatalf("code %q (%v), want %q", got, err, tc.wantCode)
			}
			if tc.wantCode != "" {
				return
			}
			if reached := len(st.calls) > 0; reached != tc.wantStore {
				t.Fatalf("store reached %v, want %v", reached, tc.wantStore)
			}
			if !slices.Equal(st.statuses, tc.wantStatuses) {
				t.Fatalf("statuses %v, want %v", st.statuses, tc.wantStatuses)
			}
			if want := map[bool]int{true: 1, false: 0}[tc.wantStore]; len(ids) != want || ids == nil {
				t.Fatalf("ids %#v", ids)
			}
		})
	}
}
