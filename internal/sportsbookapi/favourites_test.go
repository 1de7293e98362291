package sportsbookapi

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/favourites"
)

// fakeFavourites records what the handlers asked of the service; id 404 is not in the catalogue.
type fakeFavourites struct{ asked string }

func (f *fakeFavourites) IDs(_ context.Context, p int64, t favourites.Type, fl favourites.Filter) ([]int64, error) {
	f.asked = fmt.Sprintf("ids %d %s %v %v", p, t, fl.Statuses, fl.Bettable)
	return []int64{9, 7}, nil
}

func (f *fakeFavourites) Add(_ context.Context, p int64, t favourites.Type, id int64) error {
	f.asked = fmt.Sprintf("add %d %s %d", p, t, id)
	if id == 404 {
		return apierror.New(apierror.FavouriteUnknown)
	}
	return nil
}

func (f *fakeFavourites) Remove(_ context.Context, p int64, t favourites.Type, id int64) error {
	f.asked = fmt.Sprintf("remove %d %s %d", p, t, id)
	return nil
}

// The favourites calls: signed-in only, the type checked before the service is asked, the id a
// positive number, the match filters passed on, refusals answered with their status and code.
func TestFavouriteCalls(t *testing.T) {
	cases := []struct {
		method, url string
		anonymous   bool
		status      int
		asked, says string
	}{
		{method: "GET", url: "/favourites/matches", anonymous: true, status: 401, says: "UNAUTHORIZED"},
		{method: "POST", url: "/favourites/matches/7", anonymous: true, status: 401, says: "UNAUTHORIZED"},
		{method: "DELETE", url: "/favourites/matches/7", anonymous: true, status: 401, says: "UNAUTHORIZED"},
		{method: "GET", url: "/favourites/matches", status: 200, asked: "ids 42 matches [] false", says: `{"ids":[9,7],"type":"matches"}`},
		{method: "GET", url: "/favourites/matches?match_status=0,1&bettable=true", status: 200, asked: "ids 42 matches [0 1] true"},
		{method: "GET", url: "/favourites/tournaments", status: 200, asked: "ids 42 tournaments [] false", says: `"type":"tournaments"`},
		{method: "GET", url: "/favourites/sports", status: 200, asked: "ids 42 sports [] false"},
		{method: "GET", url: "/favourites/matches?match_status=9", status: 400, says: "INVALID_PARAMETER"},
		{method: "GET", url: "/favourites/matches?bettable=maybe", status: 400, says: "INVALID_PARAMETER"},
		{method: "GET", url: "/favourites/leagues", status: 404, says: "FAVOURITE_TYPE_UNKNOWN"},
		{method: "POST", url: "/favourites/matches/7", status: 204, asked: "add 42 matches 7"},
		{method: "POST", url: "/favourites/tournaments/3", status: 204, asked: "add 42 tournaments 3"},
		{method: "POST", url: "/favourites/matches/404", status: 404, asked: "add 42 matches 404", says: "FAVOURITE_UNKNOWN"},
		{method: "POST", url: "/favourites/players/7", status: 404, says: "FAVOURITE_TYPE_UNKNOWN"},
		{method: "POST", url: "/favourites/matches/seven", status: 400, says: `"parameter":"id"`},
		{method: "POST", url: "/favourites/matches/7.5", status: 400, says: `"parameter":"id"`},
		{method: "DELETE", url: "/favourites/sports/1", status: 204, asked: "remove 42 sports 1"},
		{method: "DELETE", url: "/favourites/sports/x", status: 400, says: `"parameter":"id"`},
		{method: "PUT", url: "/favourites/sports/1", status: 405},
	}
	for _, tc := range cases {
		t.Run(tc.method+" "+tc.url, func(t *testing.T) {
			f := &fakeFavourites{}
			h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, nil, DefaultSettings(), nil, WithFavourites(f))
			req := httptest.NewRequest(tc.method, BasePath+tc.url, nil)
			if !tc.anonymous {
				req.Header.Set("Authorization", "Bearer good")
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != tc.status || f.asked != tc.asked || !strings.Contains(rec.Body.String(), tc.says) {
				t.Fatalf("%d %s, asked %q; want %d saying %q, asked %q", rec.Code, rec.Body, f.asked, tc.status, tc.says, tc.asked)
			}
		})
	}
}
