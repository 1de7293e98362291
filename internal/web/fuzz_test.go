package web

import (
	"bufio"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/locale"
)

// FuzzRoute requests a fuzzed request target (path and query, as a browser or a scanner sends it)
// with a fuzzed Accept-Encoding, routed with the production locale rules. Whatever the target:
// no 5xx unless the catalogue store fails, a redirect stays on this site, and a page carries no
// script but the template's and the inlined data.
func FuzzRoute(f *testing.F) {
	for _, target := range []string{
		"/", "/live", "/fr/live/", "/en/live", "/pt/football", "/PT-br/football/england", "/kz", "/football/premier-league",
		"/de/football/arsenal-chelsea-7?x=1", "/sport-land/hltv", "/fr/sport-land-copy", "/users/sign-in?next=%2F%2Fevil.example",
		"/assets/index-abc123.js", "/assets/../index.html", "/favicon.svg", "/404", "/a/b/c", "//", "///evil.example/", "//evil.example",
		"/%2F%2Fevil.example/", "/%09/evil.example/", "/%0A/evil.example/", "/%0D%0ALocation:%20x/", "/%5Cevil.example/",
		"/\\evil.example/", "/fr//evil.example/", "/fr/%5C%5Cevil.example/", "/en//evil.example", "/en/%09/evil.example",
		"/football/%3Cscript%3Ealert(1)%3C/script%3E", "/%22%3E%3Cscript%3E/", "/football/%00", "/%C3%A9/", "/%FF/", "/ar/live?%00",
		"/" + strings.Repeat("a/", 500), "/" + strings.Repeat("%2F", 300), "/fr/" + strings.Repeat("x", 8000) + "/", "http://evil.example/live/", "*",
	} {
		f.Add(target, "gzip", false)
	}
	f.Add("/football/premier-league", "gzip;q=0, br", true)
	f.Add("/football", "*;q=0.5", true)
	f.Add("/", "", false)
	f.Add("/live", "GZIP ; q=1.0", false)
	scripts := strings.Count(testIndex, "<script") + 1 // the template's, and the inlined data
	f.Fuzz(func(t *testing.T, target, acceptEncoding string, routerFails bool) {
		raw := "GET " + target + " HTTP/1.1\r\nHost: example.com\r\nAccept-Encoding: " + acceptEncoding + "\r\n\r\n"
		req, err := http.ReadRequest(bufio.NewReader(strings.NewReader(raw)))
		if err != nil {
			return // the server answers 400 before any handler runs
		}
		h := newTestHandler(t, func(o *Options) {
			o.Router = fakeRouter{fail: routerFails}
			o.Locales = LocaleRules{Supported: locale.Supported(), Default: locale.Default, Resolve: locale.Resolve, IsRTL: locale.IsRTL}
		})
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)

		switch {
		case rec.Code == http.StatusInternalServerError && routerFails:
		case rec.Code >= 500:
			t.Fatalf("GET %q: %d", target, rec.Code)
		case rec.Code/100 == 3:
			if loc := rec.Header().Get("Location"); !strings.HasPrefix(loc, "/") || strings.HasPrefix(loc, "//") || strings.HasPrefix(loc, "/\\") ||
				strings.ContainsFunc(loc, func(r rune) bool { return r < ' ' || r == 0x7f }) {
				t.Fatalf("GET %q: %d to %q, which a browser reads as another site", target, rec.Code, loc)
			}
			return
		}
		if !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html") {
			return // a static file
		}
		body := rec.Body.String()
		if rec.Header().Get("Content-Encoding") == "gzip" {
			zr, err := gzip.NewReader(rec.Body)
			if err != nil {
				t.Fatalf("GET %q: a gzip answer that is not gzip: %v", target, err)
			}
			b, err := io.ReadAll(zr)
			if err != nil {
				t.Fatalf("GET %q: a broken gzip answer: %v", target, err)
			}
			body = string(b)
		}
		if n := strings.Count(body, "<script"); n != scripts {
			t.Fatalf("GET %q: %d script elements, want %d: the path reached the page unescaped\n%s", target, n, scripts, body)
		}
	})
}
