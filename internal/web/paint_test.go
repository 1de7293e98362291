package web

import (
	"encoding/json"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/opensportsbook/sportsbook/internal/secheaders"
)

// A build that carries what the first paint needs (.vite/): the page template with the root's
// marker, the message files and the manifest.
func paintedDist(t *testing.T) fstest.MapFS {
	t.Helper()
	en, err := os.ReadFile("../../web/src/i18n/messages/en.json")
	if err != nil {
		t.Fatal(err)
	}
	manifest := `{
		"index.html": {"file": "assets/index-abc123.js", "isEntry": true, "css": ["assets/index-1.css"]},
		"src/features/cms/HomePage.tsx": {"file": "assets/HomePage-2.js", "imports": ["index.html", "_Rows-3.js"]},
		"_Rows-3.js": {"file": "assets/Rows-3.js", "css": ["assets/Rows-3.css"], "imports": ["index.html"]},
		"src/features/catalogue/LivePage.tsx": {"file": "assets/LivePage-4.js", "imports": ["_Rows-3.js"]},
		"src/features/catalogue/SportPage.tsx": {"file": "assets/SportPage-5.js", "imports": ["_Rows-3.js"]},
		"src/features/catalogue/SlugPage.tsx": {"file": "assets/SlugPage-6.js", "imports": ["_Rows-3.js"]},
		"_MatchPage-8.js": {"file": "assets/MatchPage-8.js", "name": "MatchPage", "isDynamicEntry": true, "css": ["assets/MatchPage-8.css"]}
	}`
	return fstest.MapFS{
		"index.html": {Data: []byte(strings.NewReplacer(`<div id="root"></div>`, `<!--ssr-dock--><div id="root"><!--ssr-body--></div>`,
			"</head>", `<link rel="stylesheet" crossorigin href="/assets/index-1.css">`+"\n</head>").Replace(testIndex))},
		"assets/index-abc123.js": {Data: []byte("export{}")},
		".vite/messages/en.json": {Data: en},
		".vite/manifest.json":    {Data: []byte(manifest)},
		"assets/HomePage-2.js":   {Data: []byte("export{}")},
		"assets/Rows-3.css":      {Data: []byte(".x{}")},
		"assets/index-1.css":     {Data: []byte(".y{}")},
		"assets/MatchPage-8.css": {Data: []byte(".m{}")},
		"assets/LivePage-4.js":   {Data: []byte("export{}")},
		"assets/Rows-3.js":       {Data: []byte("export{}")},
	}
}

// fixtureAPI answers the home page's requests with the data of a first-paint case.
func fixtureAPI(t *testing.T) http.Handler {
	t.Helper()
	b, err := os.ReadFile("../../testdata/vectors/first-paint/home.json")
	if err != nil {
		t.Fatal(err)
	}
	var fx struct{ Data map[string]json.RawMessage }
	if err := json.Unmarshal(b, &fx); err != nil {
		t.Fatal(err)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Method + " " + strings.TrimPrefix(r.URL.Path, APIBase)
		if r.URL.RawQuery != "" {
			key += "?" + r.URL.RawQuery
		}
		body, ok := fx.Data[key]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(body)
	})
}

func TestThePagePaintsItsFirstScreen(t *testing.T) {
	h := newTestHandler(t, func(o *Options) {
		o.Dist = paintedDist(t)
		o.API = fixtureAPI(t)
	})
	get := func(url, cookie string) (*httptest.ResponseRecorder, string) {
		req := httptest.NewRequest(http.MethodGet, url, nil)
		if cookie != "" {
			req.Header.Set("Cookie", cookie)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec, readBody(t, rec)
	}

	rec, body := get("/", "")
	if rec.Code != http.StatusOK {
		t.Fatalf("status %d", rec.Code)
	}
	root := strings.Index(body, `<div id="root"><div data-menu-collapsed="false" class="Shell_app" data-painted="true"`)
	if root < 0 {
		t.Fatalf("home not painted:\n%s", body)
	}
	for _, want := range []string{`data-testid="match-row"`, `<h1>Top sports betting</h1>`, `data-testid="odds"`} {
		if !strings.Contains(body, want) {
			t.Errorf("the painted home has no %s", want)
		}
	}
	// The stylesheets are in the head, the page's own after the build's, each still named by a
	// link that the browser does not fetch; the page's policy allows them.
	entryCSS, css, end := strings.Index(body, `<style>.y{}</style><link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>`),
		strings.Index(body, `<style>.x{}</style><link rel="stylesheet" crossorigin href="/assets/Rows-3.css" disabled>`),
		strings.Index(body, "</head>")
	if entryCSS < 0 || !(entryCSS < css && css < end) {
		t.Errorf("entry's stylesheet at %d, the page's at %d, </head> at %d:\n%s", entryCSS, css, end, body[:end+1])
	}
	if csp := rec.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "style-src 'self' "+secheaders.Hash(".y{}")+" "+secheaders.Hash(".x{}")+";") {
		t.Errorf("policy %s", csp)
	}
	// The page shows before any script runs: its code is named for the page's script to load
	// after the first frame, the entry's script with it.
	if !strings.Contains(body, `<meta name="paint-code" content="/assets/HomePage-2.js /assets/Rows-3.js">`) {
		t.Error("the page's code not named")
	}
	if !strings.Contains(body, `<meta name="paint-entry" content="/assets/index-abc123.js">`) ||
		strings.Contains(body, `<script type="module"`) {
		t.Error("the entry of a painted page loads at once")
	}
	if !strings.Contains(strings.Join(rec.Header().Values("Vary"), ","), "Cookie") {
		t.Error("the painted page does not vary on the cookie")
	}

	// The cookie notice of a visitor who has not handled it, before the root: drawn first.
	notice := strings.Index(body, `<div class="Furniture_dock" data-paint-notice="">`)
	if notice < 0 || notice > root || !strings.Contains(body[notice:], `data-testid="cookie-notice"`) {
		t.Errorf("the cookie notice at %d, the root at %d", notice, root)
	}

	// The bettor's preferences, from the cookie the app writes; consent given, no notice.
	_, body = get("/", prefsCookie+"=light.american.1; "+consentCookie+"=1")
	for _, want := range []string{`data-menu-collapsed="true"`, `src="/media/logo-light.svg"`, `<option value="american" selected="">`} {
		if !strings.Contains(body, want) {
			t.Errorf("with the cookie, no %s", want)
		}
	}
	if strings.Contains(body, "data-paint-notice") {
		t.Error("a cookie notice painted for a visitor who gave consent")
	}

	// Inside the operator's mobile app (its token in the user agent) the SPA shows no extra: no
	// cookie notice is painted, though the visitor has not handled it.
	req := httptest.NewRequest(http.MethodGet, "/", nil)
	req.Header.Set("User-Agent", "Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile SportsbookApp/3.1")
	app := httptest.NewRecorder()
	h.ServeHTTP(app, req)
	if b := readBody(t, app); !strings.Contains(b, `data-painted="true"`) || strings.Contains(b, "data-paint-notice") {
		t.Error("inside the mobile app: the page not painted, or a cookie notice painted")
	}

	// A page it does not paint, and one whose data it lacks, keep the empty root, and their
	// code its priority.
	for _, url := range []string{"/schedule", "/live"} {
		_, body = get(url, "")
		if !strings.Contains(body, `<div id="root"></div>`) || !strings.Contains(body, `<script type="module"`) ||
			strings.Contains(body, "data-paint-notice") {
			t.Errorf("%s painted", url)
		}
	}
	// What the build keeps for the server is not served.
	for _, url := range []string{"/.vite/manifest.json", "/.vite/messages/en.json"} {
		if _, body = get(url, ""); strings.Contains(body, `"src/features`) || strings.Contains(body, `"app.name"`) {
			t.Errorf("%s served", url)
		}
	}
}

// The build the binary embeds, when there is one (make test builds it first), names every painted
// page's module.
func TestTheEmbeddedBuildHasThePaintedPages(t *testing.T) {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := fs.Stat(sub, ".vite/manifest.json"); err != nil {
		t.Skip("the front end is not built")
	}
	doc, err := fs.ReadFile(sub, "index.html")
	if err != nil {
		t.Fatal(err)
	}
	shell, err := parseShell(string(doc))
	if err != nil {
		t.Fatal(err)
	}
	fp, err := newFirstPaint(sub, shell)
	if err != nil || fp == nil {
		t.Fatalf("first paint: %v, %v", fp, err)
	}
	for page := range paintedPages {
		if !strings.Contains(fp.links[page], `<meta name="paint-code" content="/assets/`) {
			t.Errorf("%s: no links", page)
		}
		if strings.Contains(fp.links[page], `.css">`) || len(fp.styles[page]) < 2 {
			t.Errorf("%s: stylesheets not inline: %s", page, fp.links[page])
		}
	}
}

func TestPrefsCookie(t *testing.T) {
	for _, c := range []struct{ value, theme, odds string }{
		{"dark.british.0", "dark", "british"}, {"junk", "", ""}, {"a.b", "", ""},
	} {
		req := httptest.NewRequest(http.MethodGet, "/", nil)
		req.Header.Set("Cookie", prefsCookie+"="+c.value)
		if p := prefsOf(req); p.Theme != c.theme || p.OddsType != c.odds {
			t.Errorf("%q: %+v", c.value, p)
		}
	}
}
