package sportsbookapi

import (
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/history"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// GET /bets reads the bet history's filters into the bet service's filter; a value it cannot
// read is a 400 INVALID_PARAMETER naming the parameter, and the service is not asked.
func TestListBetsFilters(t *testing.T) {
	may1 := time.Date(2026, 5, 1, 0, 0, 0, 0, time.FixedZone("", 2*3600))
	may8 := may1.AddDate(0, 0, 7)
	bad := func(name string) string {
		return `{"code":"INVALID_PARAMETER","details":{"parameter":"` + name + `"},"message":"error.invalid_parameter"}`
	}
	for _, sc := range []struct {
		name, url   string
		wantStatus  int
		wantFilter  *store.BetFilter
		wantContent string
	}{
		{"no filter", "/bets", 200, &store.BetFilter{Status: "all", Result: "all"}, `"items":[]`},
		{"every filter", "/bets?status=settled&result=win&from=2026-05-01T00:00:00%2B02:00&to=2026-05-08T00:00:00%2B02:00&sport_id=5&type=combo&page=2&limit=20", 200,
			&store.BetFilter{Status: "settled", Result: "win", Placed: history.Window{From: may1, To: may8}, SportID: 5, Type: "combo"},
			`"pagination":{"lastPage":1,"limit":20,"page":2,"total":0}`},
		{"from only", "/bets?from=2026-05-01T00:00:00%2B02:00", 200, &store.BetFilter{Status: "all", Result: "all", Placed: history.Window{From: may1}}, ""},
		{"to only", "/bets?to=2026-05-08T00:00:00%2B02:00", 200, &store.BetFilter{Status: "all", Result: "all", Placed: history.Window{To: may8}}, ""},
		{"a bet builder", "/bets?type=custom_bet", 200, &store.BetFilter{Status: "all", Result: "all", Type: "custom_bet"}, ""},
		{"a window that ends before it starts", "/bets?from=2026-05-08T00:00:00Z&to=2026-05-01T00:00:00Z", 400, nil, bad("to")},
		{"an empty window", "/bets?from=2026-05-01T00:00:00Z&to=2026-05-01T00:00:00Z", 400, nil, bad("to")},
		// The contract's date-time reader takes a date alone as its midnight in UTC.
		{"a date without a time", "/bets?from=2026-05-01", 200,
			&store.BetFilter{Status: "all", Result: "all", Placed: history.Window{From: time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)}}, ""},
		{"a time without a zone", "/bets?from=2026-05-01T10:00:00", 400, nil, bad("from")},
		{"not a date", "/bets?to=yesterday", 400, nil, bad("to")},
		{"an unknown type", "/bets?type=accumulator", 400, nil, bad("type")},
		{"a sport id of zero", "/bets?sport_id=0", 400, nil, bad("sport_id")},
		{"a sport id that is no number", "/bets?sport_id=football", 400, nil, bad("sport_id")},
	} {
		t.Run(sc.name, func(t *testing.T) {
			bets := &fakeBets{}
			h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, bets, nil, DefaultSettings(), nil)
			req := httptest.NewRequest("GET", BasePath+sc.url, nil)
			req.Header.Set("Authorization", "Bearer good")
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != sc.wantStatus || !strings.Contains(rec.Body.String(), sc.wantContent) {
				t.Fatalf("%d %s, want %d with %s", rec.Code, rec.Body.String(), sc.wantStatus, sc.wantContent)
			}
			if sc.wantFilter == nil {
				if bets.listed != nil {
					t.Errorf("the service was asked for %+v", *bets.listed)
				}
				return
			}
			if bets.listed == nil || !sameBetFilter(*bets.listed, *sc.wantFilter) {
				t.Errorf("listed %+v, want %+v", bets.listed, *sc.wantFilter)
			}
		})
	}
}

// sameBetFilter compares filters, their windows' ends as instants.
func sameBetFilter(a, b store.BetFilter) bool {
	if !a.Placed.From.Equal(b.Placed.From) || !a.Placed.To.Equal(b.Placed.To) {
		return false
	}
	a.Placed, b.Placed = history.Window{}, history.Window{}
	return reflect.DeepEqual(a, b)
}

// GET /bets/sports answers the sports of the player's bets in the request's language, and only
// to a player.
func TestListBetSports(t *testing.T) {
	h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, nil, DefaultSettings(), nil)
	for _, sc := range []struct {
		name, bearer, language string
		wantStatus             int
		wantContent            string
	}{
		{"in English", "good", "en", 200, `{"sports":[{"id":1,"key":"football","name":"Football","type":"sport"}]}`},
		{"in German", "good", "de", 200, `"name":"Fußball"`},
		{"to a visitor", "", "en", 401, `"UNAUTHORIZED"`},
	} {
		t.Run(sc.name, func(t *testing.T) {
			req := httptest.NewRequest("GET", BasePath+"/bets/sports", nil)
			req.Header.Set("Accept-Language", sc.language)
			if sc.bearer != "" {
				req.Header.Set("Authorization", "Bearer "+sc.bearer)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != sc.wantStatus || !strings.Contains(rec.Body.String(), sc.wantContent) {
				t.Fatalf("%d %s, want %d with %s", rec.Code, rec.Body.String(), sc.wantStatus, sc.wantContent)
			}
		})
	}
}

// POST /bets/cashout names the cashed-out bet's selections in the locale of its payload (the
// page's), else in the request's Accept-Language; a locale it does not know is as none.
func TestCashoutLanguage(t *testing.T) {
	for _, sc := range []struct {
		name, language, body, want string
	}{
		{"the payload's locale", "en", `{"bet_id":1,"to_cashout":150,"locale":"fr"}`, `"outcomeName":"Match nul"`},
		{"a locale of its language", "en", `{"bet_id":1,"to_cashout":150,"locale":"fr-CA"}`, `"outcomeName":"Match nul"`},
		{"no locale: the Accept-Language", "it", `{"bet_id":1,"to_cashout":150}`, `"outcomeName":"Pareggio"`},
		{"an unknown locale: the Accept-Language", "it", `{"bet_id":1,"to_cashout":150,"locale":"xx"}`, `"outcomeName":"Pareggio"`},
	} {
		t.Run(sc.name, func(t *testing.T) {
			bets := &fakeBets{cashed: &apigen.PlacedBet{BetId: 1, Status: apigen.BetStatusCashedOut, Result: apigen.BetResultCashedOut,
				Selections: []apigen.PlacedSelection{{MatchId: 7, MatchName: "A – B", MarketName: "1x2", OutcomeId: "2", OutcomeName: "Draw", Status: "open"}}}}
			h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, bets, nil, DefaultSettings(), nil)
			req := httptest.NewRequest("POST", BasePath+"/bets/cashout", strings.NewReader(sc.body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept-Language", sc.language)
			req.Header.Set("Authorization", "Bearer good")
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != 200 || !strings.Contains(rec.Body.String(), sc.want) {
				t.Fatalf("%d %s, want 200 with %s", rec.Code, rec.Body.String(), sc.want)
			}
		})
	}
}
