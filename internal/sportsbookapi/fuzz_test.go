package sportsbookapi

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/bets"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// listSeeds are comma-separated parameter values, valid and tricky.
var listSeeds = []string{
	"", "7", "7,8, 9", "0,1,5", "7,,8", ",", "-7", "0", "6", "+7", "07", " 7 ", "7\t", "\t7", "7\n", "\x00", "٣", "1e3", "0x7",
	"9223372036854775807", "9223372036854775808", "-9223372036854775808", "%2C", "7%2C8", "start_time", "sport_priority:desc,start_time:asc",
	"start_time:desc,start_time", "start_time:", ":asc", "start_time:DESC", "bets_count:asc:desc", "name", strings.Repeat("1,", 2000) + "1",
	strings.Repeat("1,", maxListItems-1) + "1", strings.Repeat("1,", maxListItems) + "1",
}

// wantBadParameter fails unless err is the 400 INVALID_PARAMETER answer naming parameter name.
func wantBadParameter(t *testing.T, err error, name string) {
	t.Helper()
	var ae *apierror.Error
	if !errors.As(err, &ae) || ae.Status != http.StatusBadRequest || ae.Code != apierror.InvalidParameter ||
		ae.Details["parameter"] != name {
		t.Fatalf("error %v: want a 400 %s naming %q", err, apierror.InvalidParameter, name)
	}
}

// FuzzIDList: accepted ids are positive, one per item, at most maxListItems of them, and read
// back from their canonical form.
func FuzzIDList(f *testing.F) {
	for _, s := range listSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		ids, err := idList("id", v)
		if err != nil {
			wantBadParameter(t, err, "id")
			return
		}
		if v == "" {
			if ids != nil {
				t.Fatalf("idList(%q) = %v: an empty value is no filter", v, ids)
			}
			return
		}
		if len(ids) != strings.Count(v, ",")+1 || len(ids) > maxListItems {
			t.Fatalf("idList(%q) = %d ids: want one per item, at most %d", v, len(ids), maxListItems)
		}
		parts := make([]string, len(ids))
		for i, id := range ids {
			if id < 1 {
				t.Fatalf("idList(%q) accepts id %d", v, id)
			}
			parts[i] = strconv.FormatInt(id, 10)
		}
		if again, err := idList("id", strings.Join(parts, ",")); err != nil || !slices.Equal(again, ids) {
			t.Fatalf("idList(%q) = %v, which reads back as %v, %v", v, ids, again, err)
		}
	})
}

// FuzzStatusList: accepted statuses are the contract's 0..5, at most maxListItems of them, and
// read back from their canonical form.
func FuzzStatusList(f *testing.F) {
	for _, s := range listSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		sts, err := statusList("match_status", v)
		if err != nil {
			wantBadParameter(t, err, "match_status")
			return
		}
		if v != "" && (len(sts) != strings.Count(v, ",")+1 || len(sts) > maxListItems) {
			t.Fatalf("statusList(%q) = %d statuses: want one per item, at most %d", v, len(sts), maxListItems)
		}
		parts := make([]string, len(sts))
		for i, s := range sts {
			if s < catalogue.MatchStatusPrematch || s > catalogue.MatchStatusNotCovered {
				t.Fatalf("statusList(%q) accepts status %d", v, s)
			}
			parts[i] = strconv.Itoa(int(s))
		}
		if again, err := statusList("match_status", strings.Join(parts, ",")); err != nil || !slices.Equal(again, sts) {
			t.Fatalf("statusList(%q) = %v, which reads back as %v, %v", v, sts, again, err)
		}
	})
}

// FuzzSortKeys: accepted sort keys are whitelisted fields, each once, and read back from their
// canonical form; anything else is a 400 naming sort_by (it becomes SQL, so nothing else may pass).
func FuzzSortKeys(f *testing.F) {
	for _, s := range listSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		keys, err := sortKeys(v)
		if err != nil {
			wantBadParameter(t, err, "sort_by")
			return
		}
		parts := make([]string, len(keys))
		seen := map[string]bool{}
		for i, k := range keys {
			if !sortFields[k.Field] || seen[k.Field] {
				t.Fatalf("sortKeys(%q) accepts field %q", v, k.Field)
			}
			seen[k.Field] = true
			parts[i] = k.Field + map[bool]string{false: ":asc", true: ":desc"}[k.Desc]
		}
		if again, err := sortKeys(strings.Join(parts, ",")); err != nil || !slices.Equal(again, keys) {
			t.Fatalf("sortKeys(%q) = %v, which reads back as %v, %v", v, keys, again, err)
		}
	})
}

// FuzzTimeRange: an accepted time reads back from RFC 3339, and a range is refused (naming the
// end) exactly when both ends are set and the start is after the end.
func FuzzTimeRange(f *testing.F) {
	for _, s := range [][2]string{
		{"2026-05-01T10:00:00Z", "2026-05-02T10:00:00+02:00"}, {"2026-05-03T00:00:00Z", "2026-05-02T00:00:00Z"}, {"", ""},
		{"2026-05-01T10:00:00.123456789Z", "2026-05-01T10:00:00.1234567891Z"}, {"2026-13-01T00:00:00Z", "2026-05-01"}, {"yesterday", "0"},
		{"0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z"}, {"2026-05-01T24:00:00Z", "2026-02-30T00:00:00Z"}, {"2026-05-01T10:00:00+23:59", "2026-05-01T10:00:00-00:00"},
		{"2026-05-01t10:00:00z", "2026-05-01 10:00:00Z"}, {"2026-05-01T10:00:00Z\n", "\x002026-05-01T10:00:00Z"}, {"+2026-05-01T10:00:00Z", "-0001-01-01T00:00:00Z"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		from, errA := rfc3339("start_from", a)
		to, errB := rfc3339("start_to", b)
		for _, c := range []struct {
			name, v string
			at      time.Time
			err     error
		}{{"start_from", a, from, errA}, {"start_to", b, to, errB}} {
			if c.err != nil {
				wantBadParameter(t, c.err, c.name)
				continue
			}
			if c.v == "" {
				if !c.at.IsZero() {
					t.Fatalf("rfc3339(%q) = %v: an empty value is no bound", c.v, c.at)
				}
				continue
			}
			if again, err := rfc3339(c.name, c.at.Format(time.RFC3339Nano)); err != nil || !again.Equal(c.at) {
				t.Fatalf("rfc3339(%q) = %v, which reads back as %v, %v", c.v, c.at, again, err)
			}
		}
		if errA != nil || errB != nil {
			return
		}
		err := timeRange(from, to, "start_to")
		if inverted := !from.IsZero() && !to.IsZero() && from.After(to); inverted != (err != nil) {
			t.Fatalf("timeRange(%v, %v) = %v", from, to, err)
		}
		if err != nil {
			wantBadParameter(t, err, "start_to")
		}
	})
}

// FuzzScalars: page and limit, ids and the sport type are accepted only within their bounds.
func FuzzScalars(f *testing.F) {
	f.Add(1, 500, int64(1), "sport", true, true)
	f.Add(0, 501, int64(0), "cybersport", true, true)
	f.Add(-1, -1, int64(-1), "", false, false)
	f.Add(int(^uint(0)>>1), 1, int64(1)<<62, "Sport", true, true)
	f.Add(-int(^uint(0)>>1)-1, 0, int64(-1)<<63, "sport\x00", true, true)
	f.Add(2, 30, int64(7), " sport", false, true)
	f.Fuzz(func(t *testing.T, p, l int, id int64, st string, hasP, hasL bool) {
		var pp, lp *int
		if hasP {
			pp = &p
		}
		if hasL {
			lp = &l
		}
		pr, err := page(pp, lp)
		okP, okL := !hasP || p >= 1, !hasL || (l >= 1 && l <= catalogue.MaxLimit)
		switch {
		case !okP:
			wantBadParameter(t, err, "page")
		case !okL:
			wantBadParameter(t, err, "limit")
		case err != nil || pr.Page < 1 || pr.Limit < 1 || pr.Limit > catalogue.MaxLimit || (hasP && pr.Page != p) || (hasL && pr.Limit != l):
			t.Fatalf("page(%v %d, %v %d) = %+v, %v", hasP, p, hasL, l, pr, err)
		}

		got, err := positiveID("sport_id", &id)
		if id < 1 {
			wantBadParameter(t, err, "sport_id")
		} else if err != nil || got != id {
			t.Fatalf("positiveID(%d) = %d, %v", id, got, err)
		}

		typ, err := sportType("sport_type", st)
		if err != nil {
			wantBadParameter(t, err, "sport_type")
		} else if string(typ) != st || (typ != "" && typ != catalogue.SportTypeSport && typ != catalogue.SportTypeCybersport) {
			t.Fatalf("sportType(%q) = %q", st, typ)
		}
	})
}

// fuzzNow is the fuzz catalogue's clock: its match is live then.
var fuzzNow = time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)

// fuzzPlayer accepts the bearer token "good" as one player.
type fuzzPlayer struct{ id int64 }

func (p fuzzPlayer) Authenticate(_ context.Context, token string) (auth.Claims, error) {
	if token != "good" {
		return auth.Claims{}, auth.ErrInvalidBearer
	}
	return auth.Claims{PlayerID: p.id}, nil
}

type nopPublisher struct{}

func (nopPublisher) Publish(context.Context, string, []byte) error { return nil }

// newFuzzAPI is the API over a real store, as in production, so that no answer comes from a fake:
// three live football matches, the first with the builder's markets, and a player (bearer "good")
// with money.
func newFuzzAPI(f *testing.F) http.Handler {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(f.TempDir(), "fuzz.db"))
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { st.Close() })
	outcomes := func(odds ...int64) []catalogue.Outcome {
		out := make([]catalogue.Outcome, len(odds))
		for i, o := range odds {
			out[i] = catalogue.Outcome{ID: []string{"1", "X", "2"}[i], Active: true, Odds: catalogue.Odds(o)}
		}
		return out
	}
	over := outcomes(1850, 1950)
	over[0].ID, over[1].ID = "over", "under"
	b := catalogue.Batch{
		Sports:       []catalogue.Sport{{ID: 1, Key: "football", Name: "Football", Type: catalogue.SportTypeSport}},
		Categories:   []catalogue.Category{{ID: 2, Slug: "england", Name: "England", SportID: 1}},
		Tournaments:  []catalogue.Tournament{{ID: 3, Slug: "premier-league", Name: "Premier League", CategoryID: 2, SportID: 1}},
		MarketGroups: []catalogue.MarketGroup{{ID: 1, Key: "A", Name: "All"}},
		Markets: []catalogue.Market{
			{MatchID: 7, MarketID: 18, Specifier: "total=2.5", Name: "Total 2.5", Status: catalogue.MarketStatusAllowed, GroupKeys: []string{"A"}, Outcomes: over},
		},
	}
	for i, name := range []string{"Arsenal", "Everton", "Fulham"} {
		id := int64(7 + i)
		b.Matches = append(b.Matches, catalogue.Match{ID: id, URNID: "sr:match:" + strconv.FormatInt(id, 10), Slug: strings.ToLower(name) + "-chelsea-" + strconv.FormatInt(id, 10),
			Type: catalogue.MatchTypeMatch, SportID: 1, CategoryID: 2, TournamentID: 3, NameA: name, NameB: "Chelsea", Status: catalogue.MatchStatusLive, StartTime: fuzzNow})
		b.Markets = append(b.Markets, catalogue.Market{MatchID: id, MarketID: 1, Name: "1x2", Status: catalogue.MarketStatusAllowed, GroupKeys: []string{"A"}, Outcomes: outcomes(1800, 3600, 4400)})
	}
	if err := st.Apply(ctx, b); err != nil {
		f.Fatal(err)
	}
	p, err := st.CreatePlayer(ctx, store.NewPlayer{Email: "fuzz@example.com", PasswordHash: "x", Language: "en", Country: "DE", Currency: "EUR"}, fuzzNow)
	if err != nil {
		f.Fatal(err)
	}
	acc, err := st.AccountByCurrency(ctx, p.ID, "EUR")
	if err != nil {
		f.Fatal(err)
	}
	if _, err := st.Post(ctx, acc.ID, wallet.KindDeposit, 1<<40, "fuzz", fuzzNow); err != nil {
		f.Fatal(err)
	}
	svc := &bets.Service{Store: st, Publisher: nopPublisher{}, Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return fuzzNow }}
	return New(st, loadNames(f), &fakeTokens{}, fuzzPlayer{id: p.ID}, svc, nil, DefaultSettings(), nil)
}

// fuzzRoutes are the operations FuzzAPI sends to; the fuzzed target is appended to the path.
var fuzzRoutes = []struct{ method, path string }{
	{"GET", "/matches"},
	{"POST", "/v3/bets"},
	{"POST", "/bets/cashout"},
	{"POST", "/bets/share-code"},
	{"GET", "/bets/share-code"},
	{"POST", "/bets/custom/odds"},
	{"POST", "/settings"},
	{"POST", "/websocket/authorize"},
	{"GET", "/bets"},
	{"POST", "/counters"},
	{"GET", "/search"},
	{"GET", ""},
	{"POST", "/bets/max-stake"},
}

// FuzzAPI sends a fuzzed method, path suffix, query, body and Authorization header to the API.
// Whatever the input, the answer is never a 5xx, and a 4xx is the contract's JSON error.
func FuzzAPI(f *testing.F) {
	const single = `{"meta":{"request_id":"fuzz-0001"},"bets":[{"type":"single","stake":{"value":100,"currency":"EUR"},` +
		`"selections":[{"match_id":7,"market_id":1,"specifier":"","outcome_id":"1","odds":1800}]}]}`
	const custom = `{"meta":{"request_id":"fuzz-0002"},"bets":[{"type":"custom_bet","stake":{"value":100,"currency":"EUR"},"custom_odds":2860,` +
		`"selections":[{"match_id":7,"market_id":1,"specifier":"","outcome_id":"1","odds":1800},{"match_id":7,"market_id":18,"specifier":"total=2.5","outcome_id":"over","odds":1850}]}]}`
	const system = `{"meta":{"request_id":"fuzz-0003"},"bets":[{"type":"system","system_id":"2/3","stake":{"value":100,"currency":"EUR"},` +
		`"selections":[{"match_id":7,"market_id":1,"outcome_id":"1","odds":1800},{"match_id":8,"market_id":1,"outcome_id":"X","odds":3600},{"match_id":9,"market_id":1,"outcome_id":"2","odds":4400}]}]}`
	seeds := []struct {
		route         uint8
		method, path  string
		query, body   string
		authorization string
	}{
		{0, "", "", "id=7,8&type=match&sport_key=football&sport_type=sport&category_id=2&tournament_id=3&match_status=0,1&sort_by=sport_priority:asc,start_time:desc&start_from=2026-05-01T10:00:00Z&start_to=2026-12-02T10:00:00%2B02:00&bettable=true&max_per_sport=5&page=1&limit=30&has_video=false", "", ""},
		{0, "", "", "id=7,,8&page=0&limit=501&sort_by=name%3Bdrop", "", ""},
		// Found by fuzzing: a list of 40,000 items needed more SQL variables than SQLite allows: 500.
		{0, "", "", "id=" + strings.Repeat("7,", 40000) + "7", "", ""},
		{0, "", "", "match_status=" + strings.Repeat("1,", 40000) + "1", "", ""},
		{0, "", "/7/markets", "market_id=" + strings.Repeat("1,", 40000) + "1", "", ""},
		{0, "", "", "start_from=2026-05-03T00:00:00Z&start_to=2026-05-02T00:00:00Z&match_status=%00&sport_key=%C3%A9%E2%80%AE", "", ""},
		{0, "", "/7/markets", "market_id=1,18&group_key=A&page=1&limit=500", "", ""},
		{0, "", "/99999999999999999999", "", "", ""},
		{0, "DELETE", "", "", "", ""},
		{0, "", "", "favourite=true&limit=10", "", "Bearer good"},
		{12, "", "", "", `{"currency":"EUR","bets":[{"type":"single","selections":1},{"type":"system","selections":3,"system_id":"2/3"}]}`, "Bearer good"},
		// Found by fuzzing: listing the lines of 15/30 took gigabytes.
		{12, "", "", "", `{"currency":"EUR","bets":[{"type":"system","selections":30,"system_id":"15/30"}]}`, "Bearer good"},
		{1, "", "", "", single, "Bearer good"},
		{1, "", "", "", custom, "Bearer good"},
		{1, "", "", "", system, "Bearer good"},
		{1, "", "", "", single, ""},
		{1, "", "", "", single, "Bearer bad"},
		{1, "", "", "", `{"meta":{"request_id":"x"},"bets":[]}`, "Bearer good"},
		{1, "", "", "", `{"meta":{"request_id":"fuzz-0004"},"bets":[{"type":"combo","stake":{"value":-1,"currency":"XYZ"},"selections":[]}]}`, "Bearer good"},
		{1, "", "", "", `{"bets":[{"stake":{"value":1e400}}]}`, "Bearer good"},
		{1, "", "", "", `{"bets":"` + strings.Repeat("x", 70<<10) + `"}`, "Bearer good"},
		{1, "", "", "", `[`, "Bearer good"},
		{2, "", "", "", `{"bet_id":1,"to_cashout":95}`, "Bearer good"},
		{2, "", "", "", `{"bet_id":-1,"to_cashout":9223372036854775807}`, "Bearer good"},
		{3, "", "", "", `{"bets":[{"type":"single","stake":{"value":100,"currency":"EUR"},"selections":[{"match_id":7,"market_id":1,"specifier":"","outcome_id":"1","odds":1800}]}]}`, ""},
		{3, "", "", "", `{"bets":[]}`, ""},
		{4, "", "", "code=ABCDEFGH", "", ""},
		{4, "", "", "code=%25&code=_", "", ""},
		{4, "", "", "code=" + strings.Repeat("A", 33), "", ""},
		{4, "", "", "", "", ""},
		{5, "", "", "", `{"match_id":7,"selections":[{"market_id":1,"specifier":"","outcome_id":"1"},{"market_id":18,"specifier":"total=2.5","outcome_id":"over"}]}`, ""},
		{5, "", "", "", `{"match_id":7,"selections":[{"market_id":1,"specifier":"","outcome_id":"1"},{"market_id":1,"specifier":"","outcome_id":"2"}]}`, ""},
		{5, "", "", "", `{"match_id":0,"selections":null}`, ""},
		{6, "", "", "", `{"auto_accept_odds_change":"higher","odds_type":"american","stakes":{"EUR":[200,300]}}`, "Bearer good"},
		{6, "", "", "", `{"odds_type":"roman","stakes":{"XYZ":[0]}}`, "Bearer good"},
		{6, "", "", "", `{"stakes":{"EUR":[]}}`, "Bearer good"},
		{7, "", "", "", `{"channels":["$private:en.platform_user.1","$private:pt.platform_user.1"]}`, "Bearer good"},
		{7, "", "", "", `{"channels":["public:en.updates","$private:en.platform_user.2",""]}`, "Bearer good"},
		{8, "", "", "status=open&result=win&page=1&limit=20", "", "Bearer good"},
		{8, "", "", "status=won", "", "Bearer good"},
		{9, "", "", "", `{"sport_type":"cybersport","match_status":"0,1","start_from":"2026-05-01T10:00:00Z"}`, ""},
		{10, "", "", "q=ars&sport_type=sport&match_status=0,1&only_events_name=true", "", ""},
		{10, "", "", "q=%25_%5C&only_events_name=false", "", ""},
		{10, "", "", "q=" + strings.Repeat("%C3%A9", 51), "", ""},
		{11, "GET", "/sports", "", "", "Basic Z29vZA=="},
		{11, "GET", "/../settings", "", "", "Bearer "},
	}
	for _, s := range seeds {
		f.Add(s.route, s.method, s.path, s.query, s.body, s.authorization)
	}
	h := newFuzzAPI(f)
	f.Fuzz(func(t *testing.T, route uint8, method, path, query, body, authorization string) {
		r := fuzzRoutes[int(route)%len(fuzzRoutes)]
		if method == "" {
			method = r.method
		}
		req := &http.Request{Method: method, URL: &url.URL{Path: BasePath + r.path + path, RawQuery: query},
			Header: http.Header{"Content-Type": {"application/json"}}, Body: io.NopCloser(strings.NewReader(body)),
			ContentLength: int64(len(body)), Host: "example.com", RemoteAddr: "192.0.2.1:1234"}
		if authorization != "" {
			req.Header.Set("Authorization", authorization)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req.WithContext(context.Background()))
		checkAnswer(t, req, body, rec)
	})
}

// checkAnswer fails on a 5xx, and on a 4xx that is not the contract's Error JSON.
func checkAnswer(t *testing.T, req *http.Request, body string, rec *httptest.ResponseRecorder) {
	t.Helper()
	if rec.Code >= 500 {
		t.Fatalf("%s %s?%s body %q: %d %s", req.Method, req.URL.Path, req.URL.RawQuery, body, rec.Code, rec.Body)
	}
	if rec.Code < 400 {
		return
	}
	var e struct{ Code, Message string }
	if ct := rec.Header().Get("Content-Type"); ct != "application/json" || json.Unmarshal(rec.Body.Bytes(), &e) != nil || e.Code == "" || e.Message == "" {
		t.Fatalf("%s %s?%s body %q: %d %s %q, want the JSON error with code and message", req.Method, req.URL.Path, req.URL.RawQuery, body, rec.Code, ct, rec.Body)
	}
}
