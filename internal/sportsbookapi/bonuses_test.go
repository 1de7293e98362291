package sportsbookapi

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bonuses"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// fakeBonuses records what the handlers asked of the service.
type fakeBonuses struct{ asked string }

func (f *fakeBonuses) List(_ context.Context, p int64, q bonuses.Query) ([]apigen.Bonus, error) {
	f.asked = fmt.Sprintf("list %d %s %v %v %d %v", p, q.Language, q.Kinds, q.Availability, q.LimitPerKind, q.Unseen)
	return nil, nil
}
func (f *fakeBonuses) Page(_ context.Context, p int64, q bonuses.Query, pr catalogue.PageRequest) ([]apigen.Bonus, catalogue.Pagination, error) {
	f.asked = fmt.Sprintf("page %d %s %v %v %d/%d", p, q.Language, q.Kinds, q.Availability, pr.Page, pr.Limit)
	return nil, catalogue.NewPagination(pr, 0), nil
}
func (f *fakeBonuses) Get(_ context.Context, p int64, k bonuses.Kind, id int64, lang string) (apigen.Bonus, error) {
	f.asked = fmt.Sprintf("get %d %s %d %s", p, k, id, lang)
	return apigen.Bonus{}, apierror.New(apierror.BonusNotFound)
}
func (f *fakeBonuses) Terms(_ context.Context, p int64, k bonuses.Kind, id int64, lang string) (string, error) {
	f.asked = fmt.Sprintf("terms %d %s %d %s", p, k, id, lang)
	return "the terms", nil
}
func (f *fakeBonuses) Activate(_ context.Context, p, id int64, lang string) (apigen.Bonus, error) {
	f.asked = fmt.Sprintf("activate %d %d %s", p, id, lang)
	return apigen.Bonus{Id: fmt.Sprint(id)}, nil
}
func (f *fakeBonuses) Boost(_ context.Context, p, id int64, lang string) (apigen.Bonus, error) {
	f.asked = fmt.Sprintf("boost %d %d %s", p, id, lang)
	return apigen.Bonus{}, apierror.New(apierror.BoostNotAvailable)
}
func (f *fakeBonuses) RedeemPromoCode(_ context.Context, p int64, code, lang string) (apigen.Bonus, error) {
	f.asked = fmt.Sprintf("redeem %d %s %s", p, code, lang)
	return apigen.Bonus{}, apierror.New(apierror.PromoCodeUnknown)
}
func (f *fakeBonuses) ForBets(_ context.Context, p int64, bets []apigen.BetRequest, lang string) ([]apigen.AvailableBonuses, error) {
	f.asked = fmt.Sprintf("for bets %d %d %s", p, len(bets), lang)
	return make([]apigen.AvailableBonuses, len(bets)), nil
}
func (f *fakeBonuses) Rating(_ context.Context, p, id int64, limit int) (apigen.TournamentRating, error) {
	f.asked = fmt.Sprintf("rating %d %d %d", p, id, limit)
	return apigen.TournamentRating{}, nil
}
func (f *fakeBonuses) MarkSeen(_ context.Context, p int64, ids []int64) error {
	f.asked = fmt.Sprintf("seen %d %v", p, ids)
	return nil
}
func (f *fakeBonuses) Offers(lang string) []apigen.Offer {
	f.asked = "offers " + lang
	return []apigen.Offer{{CampaignId: "welcome", Name: "Welcome", Type: apigen.BonusKindFreebetOnlyWin, TriggerKey: "sign_up"}}
}

// The bonus calls: the caller signed in, parameters checked and defaulted (4 a page, a
// tournament a page), the language from the locale parameter or Accept-Language, refusals
// answered with their status and code.
func TestBonusCalls(t *testing.T) {
	cases := []struct {
		method, url, body, lang string
		anonymous               bool
		status                  int
		asked, says             string
	}{
		{method: "GET", url: "/bonuses", anonymous: true, status: 401, says: "UNAUTHORIZED"},
		{method: "GET", url: "/offers?locale=de", anonymous: true, status: 200, asked: "offers de", says: `"campaignId":"welcome"`},
		{method: "GET", url: "/bonuses?unseen=true&available=true", lang: "de", status: 200, asked: "list 42 de [] 1 4 true"},
		{method: "GET", url: "/bonuses?type=freebet_all_win&limit_per_type=2&locale=fr", status: 200, asked: "list 42 fr [freebet] 0 2 false"},
		{method: "GET", url: "/bonuses?type=cashback", status: 400},
		{method: "GET", url: "/bonuses?limit_per_type=0", status: 400},
		{method: "GET", url: "/bonuses/freebets", status: 200, asked: "page 42 en [freebet] 0 1/4"},
		{method: "GET", url: "/bonuses/tournaments?availability=unavailable", status: 200, asked: "page 42 en [tournament] 2 1/1"},
		{method: "GET", url: "/bonuses/lootboxes?page=2&limit=10", status: 200, asked: "page 42 en [lootbox] 0 2/10"},
		{method: "GET", url: "/bonuses/cashbacks", status: 400},
		{method: "GET", url: "/bonuses/huntings/7", status: 404, asked: "get 42 hunting 7 en", says: "BONUS_NOT_FOUND"},
		{method: "GET", url: "/bonuses/huntings/x7", status: 400},
		{method: "GET", url: "/bonuses/comboboosts/7/terms?locale=pt-br", status: 200, asked: "terms 42 comboboost 7 pt-BR", says: "the terms"},
		{method: "POST", url: "/bonuses/7/activate", status: 200, asked: "activate 42 7 en"},
		{method: "POST", url: "/bonuses/7/boost", status: 422, asked: "boost 42 7 en", says: "BOOST_NOT_AVAILABLE"},
		{method: "POST", url: "/bonuses/promo-code", body: `{"code":"WIN"}`, status: 422, asked: "redeem 42 WIN en", says: "PROMO_CODE_UNKNOWN"},
		{method: "POST", url: "/bonuses/promo-code", body: `{"code":""}`, status: 400},
		{method: "POST", url: "/bonuses", body: `{"bets":[{"type":"single","stake":{"value":100,"currency":"EUR"},"selections":[{"match_id":1,"market_id":1,"specifier":"","outcome_id":"1","odds":1500}]}]}`,
			status: 200, asked: "for bets 42 1 en"},
		{method: "POST", url: "/bonuses", body: `{"bets":[]}`, status: 400},
		{method: "GET", url: "/bonuses/tournaments/7/rating", status: 200, asked: "rating 42 7 10"},
		{method: "POST", url: "/bonuses/mark-as-seen", body: `{"items":[{"id":"7","type":"freebet_only_win"},{"id":"8","type":"lootbox"}]}`, status: 204, asked: "seen 42 [7 8]"},
		{method: "POST", url: "/bonuses/mark-as-seen", body: `{"items":[{"id":"7","type":"cashback"}]}`, status: 400},
	}
	for _, tc := range cases {
		t.Run(tc.method+" "+tc.url, func(t *testing.T) {
			f := &fakeBonuses{}
			h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, f, DefaultSettings(), nil)
			req := httptest.NewRequest(tc.method, BasePath+tc.url, strings.NewReader(tc.body))
			if tc.body != "" {
				req.Header.Set("Content-Type", "application/json")
			}
			if !tc.anonymous {
				req.Header.Set("Authorization", "Bearer good")
			}
			if tc.lang != "" {
				req.Header.Set("Accept-Language", tc.lang)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != tc.status || f.asked != tc.asked || !strings.Contains(rec.Body.String(), tc.says) {
				t.Fatalf("%d %s, asked %q; want %d saying %q, asked %q", rec.Code, rec.Body, f.asked, tc.status, tc.says, tc.asked)
			}
		})
	}
}
