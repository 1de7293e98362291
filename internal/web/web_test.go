package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"github.com/opensportsbook/sportsbook/internal/secheaders"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/opensportsbook/sportsbook/api"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/cataloguei18n"
)

const testIndex = `<!doctype html>
<html lang="en" dir="ltr" class="no-js">
<head>
<meta charset="utf-8">
<script>document.documentElement.dataset.theme='dark'</script>
<!--ssr-head-->
<script type="module" src="/assets/index-abc123.js"></script>
</head>
<body class="app">
<div id="root"></div>
<!--ssr-data-->
</body>
</html>
`

type fakeRouter struct{ fail bool }

func (f fakeRouter) GetSportByKey(ctx context.Context, key string) (catalogue.Sport, error) {
	if f.fail {
		return catalogue.Sport{}, io.ErrUnexpectedEOF
	}
	switch key {
	case "football":
		return catalogue.Sport{ID: 1, Key: "football", Name: "Football"}, nil
	case "cs2":
		return catalogue.Sport{ID: 9, Key: "cs2", Name: "CS2"}, nil
	}
	return catalogue.Sport{}, catalogue.ErrNotFound
}

func (f fakeRouter) ResolveSlug(ctx context.Context, sportKey, slug string) (catalogue.SlugTarget, error) {
	switch slug {
	case "england":
		return catalogue.SlugTarget{Kind: catalogue.SlugCategory, ID: 2, Name: "England"}, nil
	case "premier-league":
		return catalogue.SlugTarget{Kind: catalogue.SlugTournament, ID: 3, Name: "Premier League"}, nil
	case "arsenal-chelsea-7":
		return catalogue.SlugTarget{Kind: catalogue.SlugMatch, ID: 7, Name: "Arsenal – Chelsea", Status: catalogue.MatchStatusLive}, nil
	case "leeds-wolves-8":
		return catalogue.SlugTarget{Kind: catalogue.SlugMatch, ID: 8, Name: "Leeds – Wolves", Status: catalogue.MatchStatusFinished}, nil
	case "navi-vitality-9":
		return catalogue.SlugTarget{Kind: catalogue.SlugMatch, ID: 9, Name: "NAVI – Vitality", Status: catalogue.MatchStatusNotCovered}, nil
	}
	return catalogue.SlugTarget{}, catalogue.ErrNotFound
}

// fakeAPI answers every request with a JSON echo of its method, path and query, except a few
// paths that fail, so the test sees which requests the shell made and that failures are skipped.
func fakeAPI() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		switch {
		case r.URL.Path == APIBase+"/matches/7/markets":
			w.WriteHeader(http.StatusInternalServerError)
			_, _ = io.WriteString(w, `{"code":"INTERNAL_ERROR"}`)
			return
		case r.URL.Path == APIBase+"/sports":
			_, _ = io.WriteString(w, `{"data":[{"key":"football","name":"</script><script>alert(1)</script>"}]}`+"\n")
			return
		}
		_ = json.NewEncoder(w).Encode(map[string]string{"method": r.Method, "path": r.URL.Path, "query": r.URL.RawQuery,
			"language": r.Header.Get("Accept-Language")})
	})
}

func newTestHandler(t *testing.T, mod func(*Options)) *Handler {
	t.Helper()
	names, err := cataloguei18n.Load()
	if err != nil {
		t.Fatal(err)
	}
	opts := Options{
		Router:        fakeRouter{},
		Names:         names,
		API:           fakeAPI(),
		RouteData:     api.RouteData,
		SiteIndexable: true,
		RTLEnabled:    true,
		Logger:        slog.New(slog.NewTextHandler(io.Discard, nil)),
		Dist: fstest.MapFS{
			"index.html":              {Data: []byte(testIndex)},
			"placeholder.html":        {Data: []byte("<html><head></head><body>placeholder</body></html>")},
			"assets/index-abc123.js":  {Data: []byte(strings.Repeat("console.log('sportsbook');\n", 200))},
			"assets/logo-def456.png":  {Data: []byte("\x89PNG....")},
			"favicon.svg":             {Data: []byte("<svg xmlns='http://www.w3.org/2000/svg'/>")},
			"assets/vendor-1a2b3c.js": {Data: []byte("export{}")},
		},
	}
	if mod != nil {
		mod(&opts)
	}
	h, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

type pageCase struct {
	name        string
	url         string
	header      map[string]string
	mod         func(*Options)
	wantStatus  int
	wantHeader  map[string]string
	wantContent []string
	notContent  []string
	wantData    []string // keys of the inlined data
}

func TestPages(t *testing.T) {
	cases := []pageCase{
		{name: "home", url: "/", wantStatus: 200,
			wantHeader: map[string]string{"Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache",
				"X-Frame-Options": "SAMEORIGIN",
				// The template's one inline script runs by its hash; nothing else inline does.
				"Content-Security-Policy": "default-src 'self'; script-src 'self' 'sha256-4GCtlRIa5/po6BIm3cLw/p4RvTTtjKhicVUkjPlNp/s='; " +
					"style-src 'self'; img-src 'self' data:; connect-src 'self'; media-src 'self' blob:; worker-src 'self' blob:; font-src 'self'; " +
					"frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'"},
			wantContent: []string{
				`<html lang="en" dir="ltr" class="no-js">`,
				`<title>Sports betting – Sportsbook</title>`,
				`<meta name="description" content="`,
				`<link rel="canonical" href="http://example.com/">`,
				`<link rel="alternate" hreflang="en" href="http://example.com/">`,
				`<link rel="alternate" hreflang="fr" href="http://example.com/fr">`,
				`<link rel="alternate" hreflang="pt-BR" href="http://example.com/pt-BR">`,
				`<link rel="alternate" hreflang="x-default" href="http://example.com/">`,
				`<body class="app" data-page="home" data-locale="en" data-country="" data-iframe="false">`,
				`<script type="module" src="/assets/index-abc123.js"></script>`,
			},
			notContent: []string{"<!--ssr-head-->", "<!--ssr-data-->", `name="robots"`, `name="error-reporting-dsn"`, `name="embed-parent-origins"`},
			wantData: []string{"GET /settings", "GET /site-config", "GET /navigation", "GET /sports", "POST /counters",
				"GET /matches?limit=10&match_status=1&sort_by=sport_priority:desc,start_time:asc",
				"GET /matches?limit=10&match_status=0&sort_by=start_time:asc&type=match", "GET /pages?path=%2F"}},
		{name: "live", url: "/live", wantStatus: 200,
			wantContent: []string{`<title>Live betting – Sportsbook</title>`, `data-page="live"`, `<link rel="canonical" href="http://example.com/live">`},
			wantData:    []string{"GET /settings", "GET /site-config", "GET /navigation", "GET /sports", "POST /counters", "GET /matches?match_status=1&sort_by=sport_priority:desc,start_time:asc"}},
		{name: "cybersport", url: "/cybersport", wantStatus: 200, wantContent: []string{`data-page="cybersport"`},
			wantData: []string{"GET /settings", "GET /site-config", "GET /navigation", "GET /sports", "POST /counters", "GET /matches?limit=100&match_status=0,1&sort_by=start_time:asc&sport_type=cybersport"}},
		{name: "schedule", url: "/de/schedule", wantStatus: 200, wantContent: []string{`<title>Schedule – Sportsbook</title>`, `data-page="schedule"`, `<link rel="canonical" href="http://example.com/de/schedule">`},
			wantData: []string{"GET /settings", "GET /site-config", "GET /navigation", "GET /sports", "POST /counters"}},
		{name: "results", url: "/results", wantStatus: 200, wantContent: []string{`<title>Results – Sportsbook</title>`, `data-page="results"`},
			wantData: []string{"GET /settings", "GET /site-config", "GET /navigation", "GET /sports", "POST /counters"}},
		{name: "sport", url: "/football", wantStatus: 200,
			wantContent: []string{`<title>Football – Sportsbook</title>`, `data-page="sport"`, `<link rel="canonical" href="http://example.com/football">`,
				`<link rel="alternate" hreflang="de" href="http://example.com/de/football">`},
			wantData: []string{"GET /settings", "GET /site-config", "GET /navigation", "GET /sports", "POST /counters",
				"GET /matches?limit=100&match_status=0,1&sort_by=start_time:asc&sport_key=football",
				"GET /categories?sport_key=football", "GET /tournaments?sport_key=football"}},
		{name: "sport's top matches", url: "/de/football/top", wantStatus: 200,
			wantContent: []string{`data-page="sportTop"`, `<link rel="canonical" href="http://example.com/de/football/top">`},
			wantData: []string{"GET /settings", "GET /site-config", "GET /navigation", "GET /sports", "POST /counters",
				"GET /matches?limit=30&match_status=0,1&sort_by=tournament_priority:desc,start_time:asc&sport_key=football&type=match"}},
		{name: "sport's outrights", url: "/football/outrights", wantStatus: 200,
			wantContent: []string{`<title>Football outrights – Sportsbook</title>`, `data-page="sportOutrights"`},
			wantData: []string{"GET /settings", "GET /site-config", "GET /navigation", "GET /sports", "POST /counters",
				"GET /matches?limit=100&match_status=0,1&sort_by=tournament_priority:desc,start_time:asc&sport_key=football&type=outright"}},
		{name: "sport's favourites", url: "/football/favorites", wantStatus: 200,
			wantContent: []string{`data-page="sportFavorites"`, `<meta name="robots" content="noindex">`},
			wantData:    []string{"GET /settings", "GET /site-config", "GET /navigation", "GET /sports", "POST /counters"}},
		{name: "all of a sport is the sport page", url: "/de/football/all", wantStatus: 301, wantHeader: map[string]string{"Location": "/de/football"}},
		{name: "a special key of an unknown sport", url: "/curling/top", wantStatus: 404},
		{name: "category", url: "/football/england", wantStatus: 200,
			wantContent: []string{`<title>England – Football – Sportsbook</title>`, `data-page="category"`},
			wantData: []string{"GET /settings", "GET /site-config", "GET /navigation", "GET /sports", "POST /counters", "GET /categories/2",
				"GET /matches?category_id=2&limit=100&match_status=0,1&sort_by=start_time:asc"}},
		{name: "tournament", url: "/football/premier-league", wantStatus: 200,
			wantContent: []string{`<title>Premier League – Football – Sportsbook</title>`, `data-page="tournament"`},
			wantData: []string{"GET /settings", "GET /site-config", "GET /navigation", "GET /sports", "POST /counters", "GET /tournaments/3",
				"GET /matches?limit=100&match_status=0,1&sort_by=start_time:asc&tournament_id=3"}},
		{name: "category in German", url: "/de/football/england", wantStatus: 200,
			wantContent: []string{`<title>England – Fußball – Sportsbook</title>`, `data-page="category"`}},
		{name: "tournament in Russian", url: "/ru/football/premier-league", wantStatus: 200,
			wantContent: []string{`<title>Премьер-лига – Футбол – Sportsbook</title>`}},
		{name: "match in Arabic, its teams as they are", url: "/ar/football/arsenal-chelsea-7", wantStatus: 200,
			wantContent: []string{`<title>Arsenal – Chelsea – كرة القدم – Sportsbook</title>`}},
		{name: "match, failing request skipped", url: "/football/arsenal-chelsea-7", wantStatus: 200,
			wantContent: []string{`<title>Arsenal – Chelsea – Football – Sportsbook</title>`, `data-page="match"`,
				`<link rel="canonical" href="http://example.com/football/arsenal-chelsea-7">`},
			wantData: []string{"GET /settings", "GET /site-config", "GET /navigation", "GET /sports", "POST /counters", "GET /matches/7"}},
		{name: "french match", url: "/fr/football/arsenal-chelsea-7", wantStatus: 200,
			wantContent: []string{`<html lang="fr" dir="ltr"`, `data-locale="fr"`,
				`<link rel="canonical" href="http://example.com/fr/football/arsenal-chelsea-7">`,
				`<link rel="alternate" hreflang="x-default" href="http://example.com/football/arsenal-chelsea-7">`},
			wantData: []string{"GET /settings", "GET /site-config", "GET /navigation", "GET /sports", "POST /counters", "GET /matches/7"}},
		{name: "arabic is right to left", url: "/ar", wantStatus: 200,
			wantContent: []string{`<html lang="ar" dir="rtl"`, `data-locale="ar"`, `<link rel="canonical" href="http://example.com/ar">`}},
		{name: "arabic without RTL flag", url: "/ar/live", mod: func(o *Options) { o.RTLEnabled = false }, wantStatus: 200,
			wantContent: []string{`<html lang="ar" dir="ltr"`}},
		{name: "region locale", url: "/en-AR/live", wantStatus: 200, wantContent: []string{`<html lang="en-AR" dir="ltr"`, `data-locale="en-AR"`}},
		{name: "public url", url: "/live", mod: func(o *Options) { o.PublicURL = "https://bets.example.org/" }, wantStatus: 200,
			wantContent: []string{`<link rel="canonical" href="https://bets.example.org/live">`}},
		{name: "forwarded https", url: "/live", header: map[string]string{"X-Forwarded-Proto": "https"}, wantStatus: 200,
			wantContent: []string{`<link rel="canonical" href="https://example.com/live">`}},
		// The SPA reads where to report errors from the page; error pages report too.
		{name: "error reporting DSN", url: "/404", mod: func(o *Options) { o.ErrorReportingDSN = "https://k@errors.example.com/7?a=<b>" }, wantStatus: 404,
			wantContent: []string{`<meta name="error-reporting-dsn" content="https://k@errors.example.com/7?a=&lt;b&gt;">`}},
		// Embedded mode (issue 15): the SPA learns the parent origins from the head; the body says
		// whether the browser loads the page into a frame and the visitor's country.
		{name: "embedded", url: "/live", header: map[string]string{"Sec-Fetch-Dest": "iframe"},
			mod:        func(o *Options) { o.ParentOrigins = []string{"https://casino.example.com", "https://a.example:8443"} },
			wantStatus: 200,
			wantContent: []string{`<meta name="embed-parent-origins" content="https://casino.example.com https://a.example:8443">`,
				`data-country="" data-iframe="true"`}},
		{name: "top-level document", url: "/live", header: map[string]string{"Sec-Fetch-Dest": "document"}, wantStatus: 200,
			wantContent: []string{`data-iframe="false"`}},
		{name: "country header", url: "/", header: map[string]string{"CF-IPCountry": "fi"},
			mod: func(o *Options) { o.CountryHeader = "CF-IPCountry" }, wantStatus: 200,
			wantContent: []string{`data-country="FI"`}},
		{name: "country header not a code", url: "/", header: map[string]string{"CF-IPCountry": `"><script>`},
			mod: func(o *Options) { o.CountryHeader = "CF-IPCountry" }, wantStatus: 200,
			wantContent: []string{`data-country="" data-iframe="false"`}},
		{name: "country header unset", url: "/", header: map[string]string{"CF-IPCountry": "FI"}, wantStatus: 200,
			wantContent: []string{`data-country=""`}},
		{name: "not indexable", url: "/", mod: func(o *Options) { o.SiteIndexable = false }, wantStatus: 200,
			wantContent: []string{`<meta name="robots" content="noindex">`}},
		{name: "404 page", url: "/404", wantStatus: 404,
			wantContent: []string{`<title>Page not found – Sportsbook</title>`, `<meta name="robots" content="noindex">`, `data-page="notFound"`, `"status":404`},
			notContent:  []string{`rel="canonical"`, `hreflang`},
			wantData:    []string{"GET /settings", "GET /site-config", "GET /navigation", "GET /sports", "POST /counters"}},
		{name: "500 page", url: "/500", wantStatus: 500,
			wantContent: []string{`<title>Something went wrong – Sportsbook</title>`, `noindex`, `data-page="error"`, `"status":500`},
			notContent:  []string{`rel="canonical"`}},
		{name: "500 page in german", url: "/de/500", wantStatus: 500, wantContent: []string{`lang="de"`, `data-page="error"`}},
		{name: "sign-in page", url: "/users/sign-in", wantStatus: 200,
			wantContent: []string{`<title>Sign in – Sportsbook</title>`, `<meta name="robots" content="noindex">`, `data-page="home"`}},
		{name: "deposit page in french", url: "/fr/profile/wallet/deposit", wantStatus: 200,
			wantContent: []string{`<title>Deposit – Sportsbook</title>`, `noindex`, `data-page="profile"`, `lang="fr"`}},
		{name: "withdraw page", url: "/profile/wallet/withdraw", wantStatus: 200,
			wantContent: []string{`<title>Withdraw – Sportsbook</title>`, `noindex`, `data-page="profile"`}},
		{name: "payment methods page in arabic", url: "/ar/profile/wallet/methods", wantStatus: 200,
			wantContent: []string{`<title>Payment methods – Sportsbook</title>`, `noindex`, `lang="ar"`, `dir="rtl"`}},
		{name: "an unknown wallet page", url: "/profile/wallet/bank", wantStatus: 404},
		{name: "bets history page", url: "/profile/bets", wantStatus: 200,
			wantContent: []string{`<title>My bets – Sportsbook</title>`, `noindex`, `data-page="profile"`}},
		{name: "promotions page in arabic", url: "/ar/promotions", wantStatus: 200,
			wantContent: []string{`<title>Promotions – Sportsbook</title>`, `noindex`, `data-page="profile"`, `dir="rtl"`}},
		{name: "favourites page in french", url: "/fr/favorites", wantStatus: 200,
			wantContent: []string{`<title>Favourites – Sportsbook</title>`, `noindex`, `data-page="profile"`, `lang="fr"`}},
		{name: "blocked page", url: "/blocked", wantStatus: 200, wantContent: []string{`data-page="blocked"`, `noindex`}},
		{name: "unknown sport", url: "/curling", wantStatus: 404, wantContent: []string{`data-page="notFound"`, `noindex`}},
		{name: "unknown slug", url: "/football/nowhere", wantStatus: 404, wantContent: []string{`data-page="notFound"`}},
		{name: "a match no longer covered is gone", url: "/football/navi-vitality-9", wantStatus: 410,
			wantContent: []string{`data-page="notFound"`, `noindex`}, notContent: []string{"/matches/9"}},
		{name: "a finished match keeps its page", url: "/football/leeds-wolves-8", wantStatus: 200,
			wantContent: []string{`data-page="match"`}},
		{name: "unknown slug of unknown sport", url: "/curling/nowhere", wantStatus: 404},
		{name: "deep path", url: "/football/england/premier-league", wantStatus: 404, wantContent: []string{`data-page="notFound"`}},
		{name: "french unknown page", url: "/fr/nope", wantStatus: 404, wantContent: []string{`<html lang="fr"`, `data-locale="fr"`, `data-page="notFound"`}},
		{name: "router failure is 500", url: "/football", mod: func(o *Options) { o.Router = fakeRouter{fail: true} }, wantStatus: 500,
			wantContent: []string{`data-page="error"`, `noindex`, `"status":500`}},
		{name: "template HTML is not served raw", url: "/index.html", wantStatus: 404},

		// Redirects.
		{name: "default locale prefix", url: "/en/live?x=1", wantStatus: 301, wantHeader: map[string]string{"Location": "/live?x=1"}},
		{name: "default locale home", url: "/en", wantStatus: 301, wantHeader: map[string]string{"Location": "/"}},
		{name: "alias", url: "/br/football", wantStatus: 301, wantHeader: map[string]string{"Location": "/pt-BR/football"}},
		{name: "alias home", url: "/kz", wantStatus: 301, wantHeader: map[string]string{"Location": "/kk"}},
		{name: "case variant", url: "/pt-br/live", wantStatus: 301, wantHeader: map[string]string{"Location": "/pt-BR/live"}},
		{name: "trailing slash", url: "/fr/", wantStatus: 301, wantHeader: map[string]string{"Location": "/fr"}},
		{name: "sport-land", url: "/sport-land", wantStatus: 302, wantHeader: map[string]string{"Location": "/profile/wallet/deposit"}},
		{name: "sport-land hltv", url: "/sport-land/hltv", wantStatus: 302, wantHeader: map[string]string{"Location": "/profile/wallet/deposit"}},
		{name: "sport-land euro2024 french", url: "/fr/sport-land/euro2024", wantStatus: 302, wantHeader: map[string]string{"Location": "/fr/profile/wallet/deposit"}},
		{name: "sport-land-copy", url: "/sport-land-copy", wantStatus: 302, wantHeader: map[string]string{"Location": "/"}},
		{name: "no open redirect", url: "//evil.example/", wantStatus: 301, wantHeader: map[string]string{"Location": "/evil.example"}},
		// Browsers drop a tab from a Location: "/\t/evil.example" would take them to //evil.example.
		{name: "no open redirect through a tab", url: "/%09/evil.example/", wantStatus: 301, wantHeader: map[string]string{"Location": "/%09/evil.example"}},

		// Static files.
		{name: "hashed asset", url: "/assets/index-abc123.js", wantStatus: 200,
			wantHeader:  map[string]string{"Cache-Control": "public, max-age=31536000, immutable", "Content-Type": "text/javascript; charset=utf-8"},
			wantContent: []string{"console.log"}},
		{name: "gzipped asset", url: "/assets/index-abc123.js", header: map[string]string{"Accept-Encoding": "gzip, deflate, br"}, wantStatus: 200,
			wantHeader: map[string]string{"Content-Encoding": "gzip", "Vary": "Accept-Encoding"}, wantContent: []string{"console.log"}},
		{name: "gzip refused", url: "/assets/index-abc123.js", header: map[string]string{"Accept-Encoding": "gzip;q=0"}, wantStatus: 200,
			wantHeader: map[string]string{"Content-Encoding": ""}},
		{name: "gzip refused with q=0.", url: "/assets/index-abc123.js", header: map[string]string{"Accept-Encoding": "gzip;q=0."}, wantStatus: 200,
			wantHeader: map[string]string{"Content-Encoding": ""}},
		{name: "gzip refused by name, not by *", url: "/assets/index-abc123.js", header: map[string]string{"Accept-Encoding": "*, GZIP;Q=0.0"}, wantStatus: 200,
			wantHeader: map[string]string{"Content-Encoding": ""}},
		{name: "page gzip refused after a parameter", url: "/football", header: map[string]string{"Accept-Encoding": "gzip;level=1;q=0"}, wantStatus: 200,
			wantHeader: map[string]string{"Content-Encoding": ""}, wantContent: []string{`<title>Football – Sportsbook</title>`}},
		{name: "image not recompressed", url: "/assets/logo-def456.png", header: map[string]string{"Accept-Encoding": "gzip"}, wantStatus: 200,
			wantHeader: map[string]string{"Content-Encoding": "", "Content-Type": "image/png"}},
		{name: "root file", url: "/favicon.svg", wantStatus: 200, wantHeader: map[string]string{"Cache-Control": "public, max-age=3600"}},
		{name: "missing asset", url: "/assets/gone-000.js", wantStatus: 404},
		{name: "gzipped page", url: "/football", header: map[string]string{"Accept-Encoding": "gzip"}, wantStatus: 200,
			wantHeader: map[string]string{"Content-Encoding": "gzip"}, wantContent: []string{`<title>Football – Sportsbook</title>`}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h := newTestHandler(t, tc.mod)
			req := httptest.NewRequest(http.MethodGet, "http://example.com"+tc.url, nil)
			for k, v := range tc.header {
				req.Header.Set(k, v)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			body := readBody(t, rec)
			if rec.Code != tc.wantStatus {
				t.Fatalf("status %d, want %d\n%s", rec.Code, tc.wantStatus, body)
			}
			for k, v := range tc.wantHeader {
				if got := rec.Header().Get(k); got != v {
					t.Errorf("header %s = %q, want %q", k, got, v)
				}
			}
			for _, want := range tc.wantContent {
				if !strings.Contains(body, want) {
					t.Errorf("body lacks %s\n%s", want, body)
				}
			}
			for _, not := range tc.notContent {
				if strings.Contains(body, not) {
					t.Errorf("body contains %s", not)
				}
			}
			if tc.wantData != nil {
				data := initialDataOf(t, body)
				var keys []string
				for k := range data.Data {
					keys = append(keys, k)
				}
				if len(keys) != len(tc.wantData) {
					t.Errorf("data keys %q, want %q", keys, tc.wantData)
				}
				for _, k := range tc.wantData {
					if _, ok := data.Data[k]; !ok {
						t.Errorf("data lacks %q (has %q)", k, keys)
					}
				}
			}
		})
	}
}

type initial struct {
	Locale string                     `json:"locale"`
	Page   string                     `json:"page"`
	Status int                        `json:"status"`
	Data   map[string]json.RawMessage `json:"data"`
}

var initialRe = regexp.MustCompile(`(?s)<script id="__INITIAL_DATA__" type="application/json">(.*?)</script>`)

func initialDataOf(t *testing.T, body string) initial {
	t.Helper()
	m := initialRe.FindAllStringSubmatch(body, -1)
	if len(m) != 1 {
		t.Fatalf("want exactly one initial data script, found %d", len(m))
	}
	var d initial
	if err := json.Unmarshal([]byte(m[0][1]), &d); err != nil {
		t.Fatalf("initial data is not JSON: %v\n%s", err, m[0][1])
	}
	return d
}

func readBody(t *testing.T, rec *httptest.ResponseRecorder) string {
	t.Helper()
	if rec.Header().Get("Content-Encoding") != "gzip" {
		return rec.Body.String()
	}
	zr, err := gzip.NewReader(bytes.NewReader(rec.Body.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestInitialDataIsEscapedAndComplete(t *testing.T) {
	h := newTestHandler(t, nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "http://example.com/fr/football/premier-league", nil))
	body := rec.Body.String()
	if strings.Contains(body, "<script>alert(1)") {
		t.Fatal("API data closed the script element")
	}
	if !strings.Contains(body, `\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e`) {
		t.Fatal("expected < and > escaped as \\u003c and \\u003e")
	}
	d := initialDataOf(t, body)
	if d.Locale != "fr" || d.Page != "tournament" || d.Status != 200 {
		t.Fatalf("initial data header %+v", d)
	}
	var sports struct {
		Data []struct{ Name string } `json:"data"`
	}
	if err := json.Unmarshal(d.Data["GET /sports"], &sports); err != nil || sports.Data[0].Name != "</script><script>alert(1)</script>" {
		t.Fatalf("sports body not preserved: %v %s", err, d.Data["GET /sports"])
	}
	// The in-process request is exactly the substituted string: method, path and query, in the
	// page's language (the API translates the catalogue's names into it).
	var echo map[string]string
	if err := json.Unmarshal(d.Data["GET /matches?limit=100&match_status=0,1&sort_by=start_time:asc&tournament_id=3"], &echo); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"method": "GET", "path": "/api/sportsbook/matches", "query": "limit=100&match_status=0,1&sort_by=start_time:asc&tournament_id=3", "language": "fr"}
	for k, v := range want {
		if echo[k] != v {
			t.Errorf("%s = %q, want %q", k, echo[k], v)
		}
	}
	var counters map[string]string
	_ = json.Unmarshal(d.Data["POST /counters"], &counters)
	if counters["method"] != "POST" {
		t.Errorf("counters called with %q", counters["method"])
	}
}

func TestPlaceholderWhenNotBuilt(t *testing.T) {
	h, err := New(Options{Router: fakeRouter{}, API: fakeAPI(), RouteData: api.RouteData, Dist: fstest.MapFS{
		"placeholder.html": {Data: []byte(`<html lang="en" dir="ltr"><head><!--ssr-head--></head><body><p>not built</p><!--ssr-data--></body></html>`)},
	}})
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/live", nil))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), "not built") || !strings.Contains(rec.Body.String(), "<title>Live betting") {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
}

func TestEmbeddedPlaceholderParses(t *testing.T) {
	// The committed dist/placeholder.html (or a built index.html) must carry the markers.
	h, err := New(Options{Router: fakeRouter{}, API: fakeAPI(), RouteData: api.RouteData})
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/ar", nil))
	body := rec.Body.String()
	for _, want := range []string{`<html lang="ar" dir="ltr"`, `<title>`, `__INITIAL_DATA__`, `data-page="home"`} {
		if !strings.Contains(body, want) {
			t.Errorf("embedded page lacks %s", want)
		}
	}
}

func TestMethodNotAllowed(t *testing.T) {
	h := newTestHandler(t, nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/", nil))
	if rec.Code != http.StatusMethodNotAllowed {
		t.Fatalf("status %d", rec.Code)
	}
}

func TestParseShellWithoutMarkers(t *testing.T) {
	s, err := parseShell(`<html><head><title>x</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>`)
	if err != nil {
		t.Fatal(err)
	}
	out := s.render(pageHead{lang: "fr", dir: "ltr", headHTML: "<meta name=x>", bodyAttrs: ` data-page="home"`, initialData: "<script id=d></script>"})
	want := `<html lang="fr" dir="ltr"><head><title>x</title><meta name=x></head><body data-page="home"><script id=d></script><div id="root"></div><script src="/a.js"></script></body></html>`
	if out != want {
		t.Fatalf("got  %s\nwant %s", out, want)
	}
}

func TestPanickingAPIRequestIsSkipped(t *testing.T) {
	h := newTestHandler(t, func(o *Options) {
		inner := o.API
		o.API = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == APIBase+"/settings" {
				panic("boom")
			}
			inner.ServeHTTP(w, r)
		})
	})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/live", nil))
	d := initialDataOf(t, rec.Body.String())
	if rec.Code != 200 || d.Data["GET /settings"] != nil || d.Data["GET /sports"] == nil {
		t.Fatalf("status %d, data %v", rec.Code, d.Data)
	}
}

// The operator's theme rides in the page's head as an inline style that the page's policy allows
// by its hash, and it follows the content as it changes.
func TestThemeStyle(t *testing.T) {
	theme := "html:root{--radius:4px;}"
	h := newTestHandler(t, func(o *Options) { o.ThemeCSS = func() string { return theme } })
	get := func() (string, string) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
		return readBody(t, rec), rec.Header().Get("Content-Security-Policy")
	}
	body, csp := get()
	if !strings.Contains(body, `<style id="site-theme">`+theme+`</style>`) || !strings.Contains(csp, "style-src 'self' "+secheaders.Hash(theme)) {
		t.Fatalf("theme not in the page or its policy:\n%s\n%s", body, csp)
	}
	theme = ""
	body, csp = get()
	if strings.Contains(body, "site-theme") || strings.Contains(csp, "style-src 'self' 'sha256") {
		t.Fatalf("no theme, yet a style:\n%s\n%s", body, csp)
	}
}

func TestTagManagerMeta(t *testing.T) {
	for id, want := range map[string]string{"": "", "GTM-AB12CD3": `<meta name="tag-manager" content="GTM-AB12CD3">`} {
		h := newTestHandler(t, func(o *Options) { o.TagManagerID = id })
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
		body := readBody(t, rec)
		if (want == "") == strings.Contains(body, `name="tag-manager"`) || !strings.Contains(body, want) {
			t.Errorf("tag manager %q: page head lacks %q", id, want)
		}
	}
}

// CMS pages: an information page or a custom path the operator wrote answers 200 with the page's
// seo, canonical and noindex flag, and inlines the page; one not written is not found.
func TestContentPages(t *testing.T) {
	pages := map[string]struct {
		title, desc string
		index       bool
	}{
		"/about en":     {"About us", "Who we are", true},
		"/world-cup en": {"World Cup", "", false},
		"/ en":          {"Casino sports", "Bet on everything", true},
	}
	h := newTestHandler(t, func(o *Options) {
		o.SiteIndexable = true
		o.FrameSources = func() []string { return []string{"https://video.example"} }
		o.WidgetOrigin = func() string { return "https://chat.example" }
		o.ContentPage = func(path, locale string) (string, string, bool, bool) {
			p, ok := pages[path+" "+locale]
			return p.title, p.desc, p.index, ok
		}
	})
	for _, tc := range []struct {
		path       string
		status     int
		page       string
		want, skip []string
		inlined    string
	}{
		{"/about", 200, PageContent, []string{"<title>About us – Sportsbook</title>", `content="Who we are"`, `rel="canonical" href="http://example.com/about"`}, []string{"noindex"}, "GET /pages?path=%2Fabout"},
		{"/world-cup", 200, PageContent, []string{"<title>World Cup – Sportsbook</title>", `<meta name="robots" content="noindex">`}, nil, "GET /pages?path=%2Fworld-cup"},
		{"/", 200, PageHome, []string{"<title>Casino sports – Sportsbook</title>", `content="Bet on everything"`}, []string{"noindex"}, "GET /pages?path=%2F"},
		{"/fr/about", 404, PageNotFound, []string{`<meta name="robots" content="noindex">`}, []string{"canonical"}, ""},
		{"/help-center", 404, PageNotFound, nil, nil, ""},
		{"/football", 200, PageSport, nil, nil, "GET /categories?sport_key=football"},
	} {
		t.Run(tc.path, func(t *testing.T) {
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest("GET", tc.path, nil))
			body := readBody(t, rec)
			d := initialDataOf(t, body)
			if rec.Code != tc.status || d.Page != tc.page {
				t.Fatalf("status %d page %q, want %d %q", rec.Code, d.Page, tc.status, tc.page)
			}
			for _, w := range tc.want {
				if !strings.Contains(body, w) {
					t.Errorf("no %q in\n%s", w, body)
				}
			}
			for _, w := range tc.skip {
				if strings.Contains(body, w) {
					t.Errorf("%q in\n%s", w, body)
				}
			}
			// The content's iframes and the support chat widget's script, calls and frames.
			csp := rec.Header().Get("Content-Security-Policy")
			for _, want := range []string{"frame-src 'self' https://video.example https://chat.example;", " https://chat.example; style-src", "connect-src 'self' https://chat.example;"} {
				if !strings.Contains(csp, want) {
					t.Errorf("no %q in the policy %s", want, csp)
				}
			}
			if tc.inlined != "" && d.Data[tc.inlined] == nil {
				t.Errorf("%s not inlined: %v", tc.inlined, d.Data)
			}
		})
	}
}
