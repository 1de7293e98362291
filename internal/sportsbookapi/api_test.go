package sportsbookapi

import (
	"io"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// scenario is one request against the API with a fresh fake catalogue (pocketbase style).
type scenario struct {
	name           string
	method         string
	url            string
	body           string
	readerFails    bool
	tokenFails     bool
	bearer         string // Authorization: Bearer value; fakePlayers accepts "good" as player 42
	wantStatus     int
	wantContent    []string // substrings the body must contain
	notContent     []string // substrings it must not contain
	wantFilter     any      // when set, the filter the reader must have received
	wantPage       *catalogue.PageRequest
	wantNoReader   bool // the reader must not have been called
	wantMarketsFor int64
}

func pg(page, limit int) *catalogue.PageRequest {
	return &catalogue.PageRequest{Page: page, Limit: limit}
}

const (
	invalidParam = `"code":"INVALID_PARAMETER","details":{"parameter":"`
	notFoundBody = `{"code":"NOT_FOUND","message":"error.not_found"}`
	internalBody = `{"code":"INTERNAL_ERROR","message":"global-error.default.title"}`
)

func bad(name string) []string {
	return []string{invalidParam + name + `"}`, `"message":"error.invalid_parameter"`}
}

// list is a comma-separated list of n items.
func list(item string, n int) string {
	return strings.TrimSuffix(strings.Repeat(item+",", n), ",")
}

func TestAPI(t *testing.T) {
	from := time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)
	to := time.Date(2026, 5, 2, 10, 0, 0, 0, time.FixedZone("", 2*3600))
	scenarios := []scenario{
		// ---- GET /sports
		{name: "sports default page", method: "GET", url: "/sports", wantStatus: 200,
			wantContent: []string{`"key":"football"`, `"pagination":{"lastPage":1,"limit":500,"page":1,"total":2}`},
			wantFilter:  catalogue.SportFilter{}, wantPage: pg(1, 500)},
		{name: "sports page and limit", method: "GET", url: "/sports?page=2&limit=1", wantStatus: 200, wantPage: pg(2, 1)},
		{name: "sports sport_type", method: "GET", url: "/sports?sport_type=cybersport", wantStatus: 200,
			wantFilter: catalogue.SportFilter{SportType: catalogue.SportTypeCybersport}},
		{name: "sports bad sport_type", method: "GET", url: "/sports?sport_type=chess", wantStatus: 400, wantContent: bad("sport_type"), wantNoReader: true},
		{name: "sports page not a number", method: "GET", url: "/sports?page=abc", wantStatus: 400, wantContent: bad("page"), wantNoReader: true},
		{name: "sports page zero", method: "GET", url: "/sports?page=0", wantStatus: 400, wantContent: bad("page"), wantNoReader: true},
		{name: "sports limit zero", method: "GET", url: "/sports?limit=0", wantStatus: 400, wantContent: bad("limit"), wantNoReader: true},
		{name: "sports limit too big", method: "GET", url: "/sports?limit=501", wantStatus: 400, wantContent: bad("limit"), wantNoReader: true},
		{name: "sports limit max", method: "GET", url: "/sports?limit=500", wantStatus: 200, wantPage: pg(1, 500)},
		{name: "sports limit not a number", method: "GET", url: "/sports?limit=1e3", wantStatus: 400, wantContent: bad("limit")},
		{name: "sports reader failure", method: "GET", url: "/sports", readerFails: true, wantStatus: 500,
			wantContent: []string{internalBody}, notContent: []string{"disk on fire"}},

		// ---- GET /categories, /categories/{id}
		{name: "categories filters", method: "GET", url: "/categories?sport_key=football&sport_id=1&page=1&limit=10", wantStatus: 200,
			wantContent: []string{`"slug":"england"`, `"countryCode":"GB"`},
			wantFilter:  catalogue.SportFilter{SportKey: "football", SportID: 1}, wantPage: pg(1, 10)},
		{name: "categories bad sport_id", method: "GET", url: "/categories?sport_id=x", wantStatus: 400, wantContent: bad("sport_id")},
		{name: "categories negative sport_id", method: "GET", url: "/categories?sport_id=-1", wantStatus: 400, wantContent: bad("sport_id")},
		{name: "categories bad limit", method: "GET", url: "/categories?limit=-5", wantStatus: 400, wantContent: bad("limit")},
		{name: "category", method: "GET", url: "/categories/2", wantStatus: 200,
			wantContent: []string{`{"countryCode":"GB","id":2,"name":"England","priority":0,"slug":"england","sportId":1}`}},
		{name: "category unknown", method: "GET", url: "/categories/99", wantStatus: 404, wantContent: []string{notFoundBody}},
		{name: "category zero", method: "GET", url: "/categories/0", wantStatus: 404, wantContent: []string{notFoundBody}, wantNoReader: true},
		{name: "category malformed id", method: "GET", url: "/categories/abc", wantStatus: 400, wantContent: bad("id")},
		{name: "category id overflow", method: "GET", url: "/categories/99999999999999999999", wantStatus: 400, wantContent: bad("id")},
		{name: "category reader failure", method: "GET", url: "/categories/2", readerFails: true, wantStatus: 500, wantContent: []string{internalBody}},

		// ---- GET /tournaments, /tournaments/{id}
		{name: "tournaments filters", method: "GET", url: "/tournaments?sport_key=football&sport_id=1&category_id=2&page=3&limit=20", wantStatus: 200,
			wantContent: []string{`"slug":"premier-league"`},
			wantFilter:  catalogue.SportFilter{SportKey: "football", SportID: 1, CategoryID: 2}, wantPage: pg(3, 20)},
		{name: "tournaments bad category_id", method: "GET", url: "/tournaments?category_id=one", wantStatus: 400, wantContent: bad("category_id")},
		{name: "tournaments zero category_id", method: "GET", url: "/tournaments?category_id=0", wantStatus: 400, wantContent: bad("category_id")},
		{name: "tournaments bad sport_id", method: "GET", url: "/tournaments?sport_id=0", wantStatus: 400, wantContent: bad("sport_id")},
		{name: "tournament", method: "GET", url: "/tournaments/3", wantStatus: 200, wantContent: []string{`"urnId":"sr:tournament:3"`}},
		{name: "tournament unknown", method: "GET", url: "/tournaments/4", wantStatus: 404, wantContent: []string{notFoundBody}},
		{name: "tournament malformed id", method: "GET", url: "/tournaments/3.5", wantStatus: 400, wantContent: bad("id")},

		// ---- GET /matches
		{name: "matches defaults", method: "GET", url: "/matches", wantStatus: 200,
			wantContent: []string{`"matchId":7`, `"slug":"arsenal-chelsea-7"`, `"pagination":{"lastPage":1,"limit":500,"page":1,"total":1}`},
			wantFilter:  catalogue.MatchFilter{}, wantPage: pg(1, 500)},
		{name: "matches every parameter", method: "GET",
			url:        "/matches?id=7,8,%209&type=match&sport_key=football&sport_type=sport&category_id=2&tournament_id=3&match_status=0,1&sort_by=sport_priority:asc,start_time:desc,bets_count&start_from=2026-05-01T10:00:00Z&start_to=2026-05-02T10:00:00%2B02:00&bettable=true&max_per_sport=5&page=2&limit=30&favourite=false&has_video=true",
			wantStatus: 200,
			wantFilter: catalogue.MatchFilter{
				IDs: []int64{7, 8, 9}, Type: catalogue.MatchTypeMatch, SportKey: "football", SportType: catalogue.SportTypeSport,
				CategoryID: 2, TournamentID: 3, Statuses: []catalogue.MatchStatus{0, 1},
				Sort:      []catalogue.SortKey{{Field: "sport_priority"}, {Field: "start_time", Desc: true}, {Field: "bets_count"}},
				StartFrom: from, StartTo: to, Bettable: true, MaxPerSport: 5, HasVideo: true,
			}, wantPage: pg(2, 30)},
		{name: "matches outrights", method: "GET", url: "/matches?type=outright", wantStatus: 200,
			wantFilter: catalogue.MatchFilter{Type: catalogue.MatchTypeOutright}},
		{name: "matches bettable false is no filter", method: "GET", url: "/matches?bettable=false&has_video=false", wantStatus: 200,
			wantFilter: catalogue.MatchFilter{}},
		{name: "matches empty id is no filter", method: "GET", url: "/matches?id=&match_status=", wantStatus: 200, wantFilter: catalogue.MatchFilter{}},
		{name: "matches favourite anonymous is empty", method: "GET", url: "/matches?favourite=true&limit=10", wantStatus: 200,
			wantContent: []string{`{"data":[],"pagination":{"lastPage":1,"limit":10,"page":1,"total":0}}`}, wantNoReader: true},
		{name: "matches favourite of the signed-in player", method: "GET", url: "/matches?favourite=true&bettable=true", bearer: "good", wantStatus: 200,
			wantFilter: catalogue.MatchFilter{FavouriteOf: 42, Bettable: true}},
		{name: "matches favourite false is no filter", method: "GET", url: "/matches?favourite=false", bearer: "good", wantStatus: 200,
			wantFilter: catalogue.MatchFilter{}},
		{name: "matches bad id", method: "GET", url: "/matches?id=7,x", wantStatus: 400, wantContent: bad("id"), wantNoReader: true},
		{name: "matches empty id item", method: "GET", url: "/matches?id=7,,8", wantStatus: 400, wantContent: bad("id")},
		{name: "matches negative id", method: "GET", url: "/matches?id=-7", wantStatus: 400, wantContent: bad("id")},
		// A list of tens of thousands of ids answered 500 (too many SQL variables): lists stop at
		// maxListItems items.
		{name: "matches id list at the cap", method: "GET", url: "/matches?id=" + list("7", maxListItems), wantStatus: 200},
		{name: "matches id list beyond the cap", method: "GET", url: "/matches?id=" + list("7", maxListItems+1), wantStatus: 400, wantContent: bad("id"), wantNoReader: true},
		{name: "matches match_status beyond the cap", method: "GET", url: "/matches?match_status=" + list("1", maxListItems+1), wantStatus: 400, wantContent: bad("match_status"), wantNoReader: true},
		{name: "matches sort_by beyond the cap", method: "GET", url: "/matches?sort_by=" + list("start_time", maxListItems+1), wantStatus: 400, wantContent: bad("sort_by"), wantNoReader: true},
		{name: "matches bad type", method: "GET", url: "/matches?type=race", wantStatus: 400, wantContent: bad("type")},
		{name: "matches bad sport_type", method: "GET", url: "/matches?sport_type=e-sport", wantStatus: 400, wantContent: bad("sport_type")},
		{name: "matches bad category_id", method: "GET", url: "/matches?category_id=abc", wantStatus: 400, wantContent: bad("category_id")},
		{name: "matches bad tournament_id", method: "GET", url: "/matches?tournament_id=-3", wantStatus: 400, wantContent: bad("tournament_id")},
		{name: "matches status out of range", method: "GET", url: "/matches?match_status=0,6", wantStatus: 400, wantContent: bad("match_status")},
		{name: "matches status negative", method: "GET", url: "/matches?match_status=-1", wantStatus: 400, wantContent: bad("match_status")},
		{name: "matches status not a number", method: "GET", url: "/matches?match_status=live", wantStatus: 400, wantContent: bad("match_status")},
		{name: "matches sort unknown field", method: "GET", url: "/matches?sort_by=name:asc", wantStatus: 400, wantContent: bad("sort_by")},
		{name: "matches sort bad direction", method: "GET", url: "/matches?sort_by=start_time:up", wantStatus: 400, wantContent: bad("sort_by")},
		{name: "matches sort repeated field", method: "GET", url: "/matches?sort_by=start_time:asc,start_time:desc", wantStatus: 400, wantContent: bad("sort_by")},
		{name: "matches sort injection", method: "GET", url: "/matches?sort_by=start_time%3Bdrop%20table", wantStatus: 400, wantContent: bad("sort_by")},
		{name: "matches bad start_from", method: "GET", url: "/matches?start_from=yesterday", wantStatus: 400, wantContent: bad("start_from")},
		{name: "matches bad start_to", method: "GET", url: "/matches?start_to=2026-13-01T00:00:00Z", wantStatus: 400, wantContent: bad("start_to")},
		{name: "matches start_from after start_to", method: "GET", url: "/matches?start_from=2026-05-03T00:00:00Z&start_to=2026-05-02T00:00:00Z", wantStatus: 400, wantContent: bad("start_to")},
		{name: "matches bad bettable", method: "GET", url: "/matches?bettable=yes", wantStatus: 400, wantContent: bad("bettable")},
		{name: "matches bad has_video", method: "GET", url: "/matches?has_video=2", wantStatus: 400, wantContent: bad("has_video")},
		{name: "matches bad favourite", method: "GET", url: "/matches?favourite=maybe", wantStatus: 400, wantContent: bad("favourite")},
		{name: "matches max_per_sport zero", method: "GET", url: "/matches?max_per_sport=0", wantStatus: 400, wantContent: bad("max_per_sport")},
		{name: "matches max_per_sport not a number", method: "GET", url: "/matches?max_per_sport=many", wantStatus: 400, wantContent: bad("max_per_sport")},
		{name: "matches bad page", method: "GET", url: "/matches?page=-1", wantStatus: 400, wantContent: bad("page")},
		{name: "matches bad limit", method: "GET", url: "/matches?limit=1000", wantStatus: 400, wantContent: bad("limit")},
		{name: "matches reader failure", method: "GET", url: "/matches", readerFails: true, wantStatus: 500, wantContent: []string{internalBody}},

		// ---- GET /matches/{id}
		{name: "match", method: "GET", url: "/matches/7", wantStatus: 200, wantContent: []string{`"matchId":7`, `"league":{"id":3,"name":"Premier League","slug":"premier-league"}`}},
		{name: "match unknown", method: "GET", url: "/matches/8", wantStatus: 404, wantContent: []string{notFoundBody}},
		{name: "match negative", method: "GET", url: "/matches/-8", wantStatus: 404, wantContent: []string{notFoundBody}},
		{name: "match malformed", method: "GET", url: "/matches/arsenal", wantStatus: 400, wantContent: bad("id")},
		{name: "match reader failure", method: "GET", url: "/matches/7", readerFails: true, wantStatus: 500, wantContent: []string{internalBody}},

		// ---- GET /matches/{id}/markets
		{name: "markets", method: "GET", url: "/matches/7/markets", wantStatus: 200,
			wantContent: []string{`"matchUrnId":"sr:match:7"`, `"marketGroups":[{"id":1,"key":"A","name":"All","priority":0}]`, `"odds":1850`, `"pagination":{"lastPage":1,"limit":500,"page":1,"total":1}`},
			wantFilter:  catalogue.MarketFilter{}, wantPage: pg(1, 500), wantMarketsFor: 7},
		{name: "markets filters", method: "GET", url: "/matches/7/markets?page=2&limit=50&group_key=A&market_id=1,18", wantStatus: 200,
			wantFilter: catalogue.MarketFilter{GroupKey: "A", MarketIDs: []int64{1, 18}}, wantPage: pg(2, 50), wantMarketsFor: 7},
		{name: "markets unknown match", method: "GET", url: "/matches/8/markets", wantStatus: 404, wantContent: []string{notFoundBody}},
		{name: "markets malformed match id", method: "GET", url: "/matches/x/markets", wantStatus: 400, wantContent: bad("id")},
		{name: "markets bad market_id", method: "GET", url: "/matches/7/markets?market_id=1,total", wantStatus: 400, wantContent: bad("market_id")},
		{name: "markets market_id beyond the cap", method: "GET", url: "/matches/7/markets?market_id=" + list("1", maxListItems+1), wantStatus: 400, wantContent: bad("market_id"), wantNoReader: true},
		{name: "markets bad page", method: "GET", url: "/matches/7/markets?page=x", wantStatus: 400, wantContent: bad("page")},
		{name: "markets bad limit", method: "GET", url: "/matches/7/markets?limit=501", wantStatus: 400, wantContent: bad("limit")},
		{name: "markets reader failure", method: "GET", url: "/matches/7/markets", readerFails: true, wantStatus: 500, wantContent: []string{internalBody}},

		// ---- GET /matches/{id}/{statistic type}
		{name: "statistics", method: "GET", url: "/matches/7/statistics", wantStatus: 200,
			wantContent: []string{`"match_id":7`, `"type":"statistics"`, `{"away":1,"home":0,"kind":"corners"}`,
				`"last_event":{"kind":"corner","match_time":2400,"period":1,"seq":2,"team":"away"}`},
			notContent: []string{`"events"`}},
		{name: "timeline", method: "GET", url: "/matches/7/timeline", wantStatus: 200,
			wantContent: []string{`"type":"timeline"`, `"events":[{"kind":"corner","match_time":2400,"period":1,"seq":2,"team":"away"}]`},
			notContent:  []string{`"totals"`, `"foul"`}},
		{name: "statistics of a prematch match", method: "GET", url: "/matches/9/statistics", wantStatus: 200,
			wantContent: []string{`"match_id":9`, `{"away":50,"home":50,"kind":"possession"}`}, notContent: []string{`"last_event"`}},
		{name: "an unknown statistic type", method: "GET", url: "/matches/7/heatmap", wantStatus: 404, wantContent: []string{notFoundBody}, wantNoReader: true},
		{name: "statistics of an unknown match", method: "GET", url: "/matches/8/statistics", wantStatus: 404, wantContent: []string{notFoundBody}},
		{name: "statistics malformed match id", method: "GET", url: "/matches/x/statistics", wantStatus: 400, wantContent: bad("id")},
		{name: "statistics reader failure", method: "GET", url: "/matches/7/timeline", readerFails: true, wantStatus: 500, wantContent: []string{internalBody}},

		// ---- POST /counters
		{name: "counters without body", method: "POST", url: "/counters", wantStatus: 200,
			wantContent: []string{`{"categories":[],"live":3,"sports":[{"id":1,"liveCount":3,"matchesCount":10,"outrightsCount":0}],"tournaments":[]}`},
			wantFilter:  catalogue.CountersFilter{}},
		{name: "counters empty object", method: "POST", url: "/counters", body: `{}`, wantStatus: 200, wantFilter: catalogue.CountersFilter{}},
		{name: "counters null", method: "POST", url: "/counters", body: `null`, wantStatus: 200, wantFilter: catalogue.CountersFilter{}},
		{name: "counters empty values ignored", method: "POST", url: "/counters",
			body: `{"sport_type":"","sport_key":"","match_status":"","start_from":"","start_to":""}`, wantStatus: 200, wantFilter: catalogue.CountersFilter{}},
		{name: "counters every filter", method: "POST", url: "/counters",
			body:       `{"sport_type":"cybersport","sport_key":"cs2","match_status":"0,1","start_from":"2026-05-01T10:00:00Z","start_to":"2026-05-02T10:00:00+02:00"}`,
			wantStatus: 200,
			wantFilter: catalogue.CountersFilter{SportType: catalogue.SportTypeCybersport, SportKey: "cs2",
				Statuses: []catalogue.MatchStatus{0, 1}, StartFrom: from, StartTo: to}},
		{name: "counters malformed json", method: "POST", url: "/counters", body: `{"sport_type":`, wantStatus: 400, wantContent: bad("body"), wantNoReader: true},
		{name: "counters wrong json type", method: "POST", url: "/counters", body: `[1,2]`, wantStatus: 400, wantContent: bad("body")},
		{name: "counters wrong field type", method: "POST", url: "/counters", body: `{"match_status":1}`, wantStatus: 400, wantContent: bad("body")},
		{name: "counters bad sport_type", method: "POST", url: "/counters", body: `{"sport_type":"horses"}`, wantStatus: 400, wantContent: bad("sport_type")},
		{name: "counters bad match_status", method: "POST", url: "/counters", body: `{"match_status":"1,9"}`, wantStatus: 400, wantContent: bad("match_status")},
		{name: "counters match_status beyond the cap", method: "POST", url: "/counters", body: `{"match_status":"` + list("1", maxListItems+1) + `"}`, wantStatus: 400, wantContent: bad("match_status"), wantNoReader: true},
		{name: "counters bad start_from", method: "POST", url: "/counters", body: `{"start_from":"soon"}`, wantStatus: 400, wantContent: bad("start_from")},
		{name: "counters bad start_to", method: "POST", url: "/counters", body: `{"start_to":"2026-05-01"}`, wantStatus: 400, wantContent: bad("start_to")},
		{name: "counters inverted range", method: "POST", url: "/counters", body: `{"start_from":"2026-05-03T00:00:00Z","start_to":"2026-05-01T00:00:00Z"}`, wantStatus: 400, wantContent: bad("start_to")},
		{name: "counters body too large", method: "POST", url: "/counters", body: `{"sport_key":"` + strings.Repeat("a", maxBodyBytes) + `"}`, wantStatus: 400, wantContent: bad("body")},
		{name: "counters with GET", method: "GET", url: "/counters", wantStatus: 405, wantContent: []string{`"code":"METHOD_NOT_ALLOWED"`}},
		{name: "counters reader failure", method: "POST", url: "/counters", readerFails: true, wantStatus: 500, wantContent: []string{internalBody}},

		// ---- GET /search
		{name: "search", method: "GET", url: "/search?q=%20ars%20", wantStatus: 200,
			wantContent: []string{`"matches":[{`, `"tournaments":[{`}, wantFilter: catalogue.SearchQuery{Text: "ars"}},
		{name: "search every parameter", method: "GET", url: "/search?q=arsenal&sport_type=sport&match_status=0,1&only_events_name=true", wantStatus: 200,
			wantFilter: catalogue.SearchQuery{Text: "arsenal", SportType: catalogue.SportTypeSport, Statuses: []catalogue.MatchStatus{0, 1}, OnlyEventsName: true}},
		{name: "search 50 characters (multi-byte)", method: "GET", url: "/search?q=" + strings.Repeat("%C3%A9", 50), wantStatus: 200},
		{name: "search too short", method: "GET", url: "/search?q=ab", wantStatus: 400,
			wantContent: []string{`"code":"INVALID_SEARCH_QUERY"`, `"message":"error.search.query_length"`}, wantNoReader: true},
		{name: "search too short after trim", method: "GET", url: "/search?q=%20%20ab%20%20", wantStatus: 400, wantContent: []string{`"code":"INVALID_SEARCH_QUERY"`}},
		{name: "search too long", method: "GET", url: "/search?q=" + strings.Repeat("a", 51), wantStatus: 400, wantContent: []string{`"code":"INVALID_SEARCH_QUERY"`}},
		{name: "search missing q", method: "GET", url: "/search", wantStatus: 400, wantContent: []string{`"code":"INVALID_SEARCH_QUERY"`}},
		{name: "search empty q", method: "GET", url: "/search?q=", wantStatus: 400, wantContent: []string{`"code":"INVALID_SEARCH_QUERY"`}},
		// SQLite's LIKE stopped at the NUL: this query listed the whole open catalogue.
		{name: "search NULs", method: "GET", url: "/search?q=%00%00%00", wantStatus: 400,
			wantContent: []string{`"code":"INVALID_SEARCH_QUERY"`, `"message":"error.search.query_length"`}, wantNoReader: true},
		{name: "search a control character", method: "GET", url: "/search?q=ars%0Aenal", wantStatus: 400, wantContent: []string{`"code":"INVALID_SEARCH_QUERY"`}, wantNoReader: true},
		{name: "search a C1 control character", method: "GET", url: "/search?q=ars%C2%9Benal", wantStatus: 400, wantContent: []string{`"code":"INVALID_SEARCH_QUERY"`}, wantNoReader: true},
		{name: "search trims surrounding control whitespace", method: "GET", url: "/search?q=%09ars%0A", wantStatus: 200},
		{name: "search bad sport_type", method: "GET", url: "/search?q=arsenal&sport_type=x", wantStatus: 400, wantContent: bad("sport_type")},
		{name: "search bad match_status", method: "GET", url: "/search?q=arsenal&match_status=a", wantStatus: 400, wantContent: bad("match_status")},
		{name: "search match_status beyond the cap", method: "GET", url: "/search?q=arsenal&match_status=" + list("0", maxListItems+1), wantStatus: 400, wantContent: bad("match_status"), wantNoReader: true},
		{name: "search bad only_events_name", method: "GET", url: "/search?q=arsenal&only_events_name=2", wantStatus: 400, wantContent: bad("only_events_name")},
		{name: "search reader failure", method: "GET", url: "/search?q=arsenal", readerFails: true, wantStatus: 500, wantContent: []string{internalBody}},

		// ---- GET /settings
		{name: "settings", method: "GET", url: "/settings", wantStatus: 200, wantNoReader: true,
			wantContent: []string{
				`"oddsTypes":["european","british","hongkong","american","indonesian","malaysian"]`,
				`"activeOddsType":"european"`, `"oddsAcceptMode":"none"`, `"EUR":[100,500,1000,2500]`,
				`"providerStatuses":{"sim":true}`, `"customBetEnabled":true`,
			}},

		// ---- POST /settings
		{name: "save settings", method: "POST", url: "/settings", bearer: "good",
			body: `{"auto_accept_odds_change":"higher","odds_type":"american","stakes":{"EUR":[200,300]}}`, wantStatus: 200,
			wantContent: []string{`"oddsAcceptMode":"higher"`, `"activeOddsType":"american"`, `"EUR":[200,300]`, `"USD":[100,500,1000,2500]`}},
		{name: "save settings anonymously", method: "POST", url: "/settings", body: `{"odds_type":"american"}`, wantStatus: 401},
		{name: "save an unknown odds type", method: "POST", url: "/settings", bearer: "good", body: `{"odds_type":"roman"}`, wantStatus: 400},
		{name: "save stakes of no currency", method: "POST", url: "/settings", bearer: "good", body: `{"stakes":{"XYZ":[1]}}`, wantStatus: 400, wantContent: bad("stakes")},
		{name: "save a zero stake", method: "POST", url: "/settings", bearer: "good", body: `{"stakes":{"EUR":[0]}}`, wantStatus: 400, wantContent: bad("stakes")},
		{name: "bets anonymously", method: "GET", url: "/bets", wantStatus: 401},
		{name: "custom markets of no builder", method: "GET", url: "/bets/custom/markets/7", wantStatus: 404},
		{name: "custom odds", method: "POST", url: "/bets/custom/odds", body: `{"match_id":7,"selections":[{"market_id":1,"specifier":"","outcome_id":"1"},{"market_id":18,"specifier":"total=2.5","outcome_id":"over"}]}`,
			wantStatus: 200, wantContent: []string{`{"odds":4250}`}},
		{name: "custom odds of one outcome", method: "POST", url: "/bets/custom/odds", body: `{"match_id":7,"selections":[{"market_id":1,"specifier":"","outcome_id":"1"}]}`, wantStatus: 400},
		{name: "share a slip", method: "POST", url: "/bets/share-code", body: `{"bets":[{"type":"single","stake":{"value":100,"currency":"EUR"},"selections":[{"match_id":1,"market_id":1,"specifier":"","outcome_id":"1","odds":1500}]}]}`,
			wantStatus: 201, wantContent: []string{`"link":"/?betcode=ABCDEFGH"`}},
		{name: "share nothing", method: "POST", url: "/bets/share-code", body: `{"bets":[]}`, wantStatus: 400},
		{name: "shared slip", method: "GET", url: "/bets/share-code?code=ABCDEFGH", wantStatus: 200, wantContent: []string{`{"bets":[]}`}},
		{name: "unknown share code", method: "GET", url: "/bets/share-code?code=NOPE", wantStatus: 404},
		{name: "max stake", method: "POST", url: "/bets/max-stake", bearer: "good", body: `{"currency":"EUR","bets":[{"type":"single","selections":1}]}`,
			wantStatus: 200, wantContent: []string{`{"max_stakes":[1000]}`}},
		{name: "max stake anonymously", method: "POST", url: "/bets/max-stake", body: `{"currency":"EUR","bets":[{"type":"single","selections":1}]}`, wantStatus: 401},
		{name: "bets with a bad status", method: "GET", url: "/bets?status=won", bearer: "good", wantStatus: 400},
		{name: "bets on a bad match id", method: "GET", url: "/bets?match_id=7,x", bearer: "good", wantStatus: 400},

		// ---- POST /websocket/token
		{name: "websocket token", method: "POST", url: "/websocket/token", wantStatus: 200, wantContent: []string{`{"token":"tok.for.anon"}`}},
		{name: "websocket token with body", method: "POST", url: "/websocket/token", body: `{}`, wantStatus: 200, wantContent: []string{`"token"`}},
		{name: "websocket token failure", method: "POST", url: "/websocket/token", tokenFails: true, wantStatus: 500, wantContent: []string{internalBody}},
		{name: "websocket token with GET", method: "GET", url: "/websocket/token", wantStatus: 405, wantContent: []string{`"METHOD_NOT_ALLOWED"`}},
		{name: "websocket token for a player", method: "POST", url: "/websocket/token", bearer: "good", wantStatus: 200, wantContent: []string{`{"token":"tok.for.42"}`}},
		{name: "websocket token with a bad bearer", method: "POST", url: "/websocket/token", bearer: "expired", wantStatus: 401, wantContent: []string{`"UNAUTHORIZED"`}},

		// ---- POST /websocket/authorize
		{name: "authorize own private channel", method: "POST", url: "/websocket/authorize", bearer: "good",
			body: `{"channels":["$private:en.platform_user.42","$private:pt.platform_user.42"]}`, wantStatus: 200,
			wantContent: []string{`{"channel":"$private:en.platform_user.42","token":"sub.42.$private:en.platform_user.42"}`, `"$private:pt.platform_user.42"`}},
		{name: "authorize another player's channel", method: "POST", url: "/websocket/authorize", bearer: "good",
			body: `{"channels":["$private:en.platform_user.43"]}`, wantStatus: 403, wantContent: []string{`"FORBIDDEN"`}},
		// br is published as pt: no token for a channel nobody publishes on.
		{name: "authorize an alias locale's channel", method: "POST", url: "/websocket/authorize", bearer: "good",
			body: `{"channels":["$private:br.platform_user.42"]}`, wantStatus: 403, wantContent: []string{`"FORBIDDEN"`}},
		{name: "authorize a public channel", method: "POST", url: "/websocket/authorize", bearer: "good",
			body: `{"channels":["public:en.updates"]}`, wantStatus: 403},
		{name: "authorize anonymously", method: "POST", url: "/websocket/authorize",
			body: `{"channels":["$private:en.platform_user.42"]}`, wantStatus: 401, wantContent: []string{`"UNAUTHORIZED"`}},
		{name: "authorize nothing", method: "POST", url: "/websocket/authorize", bearer: "good", body: `{"channels":[]}`, wantStatus: 400},

		// ---- unknown routes
		{name: "unknown path", method: "GET", url: "/nope", wantStatus: 404, wantContent: []string{notFoundBody}},
		{name: "unknown nested path", method: "GET", url: "/matches/7/markets/1", wantStatus: 404, wantContent: []string{notFoundBody}},
		{name: "sports with DELETE", method: "DELETE", url: "/sports", wantStatus: 405, wantContent: []string{`"METHOD_NOT_ALLOWED"`}},
	}

	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			reader := newFixture()
			reader.fail = sc.readerFails
			tokens := &fakeTokens{fail: sc.tokenFails}
			h := New(reader, loadNames(t), tokens, fakePlayers{}, &fakeBets{}, nil, DefaultSettings(), nil)

			var body io.Reader
			if sc.body != "" {
				body = strings.NewReader(sc.body)
			}
			req := httptest.NewRequest(sc.method, BasePath+sc.url, body)
			if sc.body != "" {
				req.Header.Set("Content-Type", "application/json")
			}
			if sc.bearer != "" {
				req.Header.Set("Authorization", "Bearer "+sc.bearer)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)

			got := rec.Body.String()
			if rec.Code != sc.wantStatus {
				t.Fatalf("status %d, want %d; body %s", rec.Code, sc.wantStatus, got)
			}
			if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
				t.Errorf("Content-Type %q", ct)
			}
			if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
				t.Errorf("Cache-Control %q", cc)
			}
			for _, want := range sc.wantContent {
				if !strings.Contains(got, want) {
					t.Errorf("body lacks %s\nbody: %s", want, got)
				}
			}
			for _, not := range sc.notContent {
				if strings.Contains(got, not) {
					t.Errorf("body contains %s\nbody: %s", not, got)
				}
			}
			if sc.wantNoReader && reader.calls != 0 {
				t.Errorf("reader called %d times, want none", reader.calls)
			}
			if sc.wantFilter != nil && !reflect.DeepEqual(reader.filter, sc.wantFilter) {
				t.Errorf("reader filter\n got %#v\nwant %#v", reader.filter, sc.wantFilter)
			}
			if sc.wantPage != nil && reader.page != *sc.wantPage {
				t.Errorf("reader page %+v, want %+v", reader.page, *sc.wantPage)
			}
			if sc.wantMarketsFor != 0 && reader.matchID != sc.wantMarketsFor {
				t.Errorf("markets asked for match %d, want %d", reader.matchID, sc.wantMarketsFor)
			}
			if sc.url == "/websocket/token" && sc.wantStatus == 200 && sc.bearer == "" && (tokens.userID == nil || *tokens.userID != "") {
				t.Errorf("token issued for %v, want anonymous", tokens.userID)
			}
		})
	}
}

// A site whose bet builder is off says so in its settings, has no builder markets or prices, and
// refuses custom bets without asking the bets service (whose fake would answer 500).
func TestBetBuilderOff(t *testing.T) {
	settings := DefaultSettings()
	settings.CustomBetEnabled = false
	h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, nil, settings, nil)
	custom := `{"meta":{"request_id":"builder-off-1"},"bets":[{"type":"single","stake":{"value":100,"currency":"EUR"},` +
		`"selections":[{"match_id":7,"market_id":1,"specifier":"","outcome_id":"1","odds":1500}]},{"type":"custom_bet","stake":{"value":100,"currency":"EUR"},"custom_odds":4250,` +
		`"selections":[{"match_id":7,"market_id":1,"specifier":"","outcome_id":"1","odds":1500},{"match_id":7,"market_id":18,"specifier":"total=2.5","outcome_id":"over","odds":1900}]}]}`
	for _, sc := range []struct {
		method, url, body string
		wantStatus        int
		wantContent       string
	}{
		{"GET", "/settings", "", 200, `"customBetEnabled":false`},
		{"GET", "/bets/custom/markets/7", "", 404, `"NOT_FOUND"`},
		{"POST", "/bets/custom/odds", `{"match_id":7,"selections":[{"market_id":1,"specifier":"","outcome_id":"1"},{"market_id":18,"specifier":"total=2.5","outcome_id":"over"}]}`, 404, `"NOT_FOUND"`},
		{"POST", "/v3/bets", custom, 422, `"errors_by_bet":[{"code":"INVALID_ODDS_CUSTOM_BET","index":1,"message":"error.place_bets.invalid_odds_custom_bet"}]`},
	} {
		var body io.Reader
		if sc.body != "" {
			body = strings.NewReader(sc.body)
		}
		req := httptest.NewRequest(sc.method, BasePath+sc.url, body)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer good")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != sc.wantStatus || !strings.Contains(rec.Body.String(), sc.wantContent) {
			t.Errorf("%s %s: %d %s, want %d with %s", sc.method, sc.url, rec.Code, rec.Body.String(), sc.wantStatus, sc.wantContent)
		}
	}
}
