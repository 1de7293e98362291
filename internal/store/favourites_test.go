package store

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// Favourites are kept per player and type, once each, latest first; adding twice and removing
// an absent one change nothing; match statuses filter favourite matches; the match list's
// FavouriteOf filter answers a player's favourite matches only. On both engines.
func TestFavouritesConformance(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := open(t, e)
		p := newPlayer(t, s, "fan@example.com")
		other := newPlayer(t, s, "other@example.com")
		add := func(player int64, kind string, id int64, at time.Time) {
			t.Helper()
			if err := s.AddFavourite(ctx, player, kind, id, at); err != nil {
				t.Fatal(err)
			}
		}
		list := func(player int64, kind string, statuses ...catalogue.MatchStatus) []int64 {
			t.Helper()
			got, err := s.FavouriteIDs(ctx, player, kind, statuses)
			if err != nil {
				t.Fatal(err)
			}
			return got
		}
		if got := list(p.ID, FavouriteMatches); got == nil || len(got) != 0 {
			t.Fatalf("no favourites = %#v, want an empty list", got)
		}
		add(p.ID, FavouriteMatches, 1003, p0)
		add(p.ID, FavouriteMatches, 1001, p0.Add(time.Minute))
		add(p.ID, FavouriteMatches, 1005, p0.Add(2*time.Minute))
		add(p.ID, FavouriteMatches, 1003, p0.Add(3*time.Minute)) // again: stays where it was
		add(p.ID, FavouriteTournaments, 100, p0)
		add(p.ID, FavouriteSports, 1, p0)
		add(other.ID, FavouriteMatches, 1002, p0)

		if got, want := list(p.ID, FavouriteMatches), []int64{1005, 1001, 1003}; !slices.Equal(got, want) {
			t.Fatalf("favourite matches = %v, want %v", got, want)
		}
		if got := list(p.ID, FavouriteMatches, catalogue.BettableMatchStatuses()...); !slices.Equal(got, []int64{1001, 1003}) {
			t.Fatalf("bettable favourite matches = %v", got)
		}
		if got := list(p.ID, FavouriteMatches, catalogue.MatchStatusLive); !slices.Equal(got, []int64{1001}) {
			t.Fatalf("live favourite matches = %v", got)
		}
		if got := list(p.ID, FavouriteTournaments); !slices.Equal(got, []int64{100}) {
			t.Fatalf("favourite tournaments = %v", got)
		}
		if got := list(p.ID, FavouriteSports); !slices.Equal(got, []int64{1}) {
			t.Fatalf("favourite sports = %v", got)
		}
		if got := list(other.ID, FavouriteMatches); !slices.Equal(got, []int64{1002}) {
			t.Fatalf("the other player's favourites = %v", got)
		}

		views, pg, err := s.ListMatches(ctx, catalogue.MatchFilter{FavouriteOf: p.ID, Bettable: true}, all)
		if err != nil || !slices.Equal(ids(views), []int64{1001, 1003}) || pg.Total != 2 {
			t.Fatalf("favourite bettable matches = %v (total %d), %v", ids(views), pg.Total, err)
		}

		if err := s.RemoveFavourite(ctx, p.ID, FavouriteMatches, 1001); err != nil {
			t.Fatal(err)
		}
		if err := s.RemoveFavourite(ctx, p.ID, FavouriteMatches, 1001); err != nil {
			t.Fatalf("removing an absent favourite: %v", err)
		}
		if got := list(p.ID, FavouriteMatches); !slices.Equal(got, []int64{1005, 1003}) {
			t.Fatalf("after removal = %v", got)
		}
		if got := list(other.ID, FavouriteMatches); !slices.Equal(got, []int64{1002}) {
			t.Fatalf("removal touched the other player: %v", got)
		}
	})
}
