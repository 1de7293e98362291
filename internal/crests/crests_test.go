package crests

import (
	"encoding/xml"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func TestForIsTheTeamsOwnAndServed(t *testing.T) {
	teams := []string{"Arlington FC", "Arlington United", "Ålesund Vest", "Tromsø Øst Wolves", "Épinal", "Aktau Esports", ""}
	seen := map[string]bool{}
	for _, team := range teams {
		c := For(team)
		if c != For(team) {
			t.Errorf("%q: two crests", team)
		}
		back, ok := Parse(strings.TrimPrefix(c.URL(), Path))
		if !ok || back != c {
			t.Errorf("%q: %s reads back as %+v, %v", team, c.URL(), back, ok)
		}
		if c.Primary == c.Secondary {
			t.Errorf("%q: one colour %s", team, c.Primary)
		}
		seen[c.URL()] = true
	}
	if len(seen) < len(teams)-1 {
		t.Errorf("%d teams share %d crests", len(teams), len(seen))
	}
}

func TestEveryPatternDrawsAWellFormedShield(t *testing.T) {
	for _, p := range append([]string{"fallback"}, patternOrder...) {
		svg := Crest{Pattern: p, Primary: "c8102e", Secondary: "ffffff"}.SVG()
		if p == "fallback" {
			svg = fallback
		}
		d := xml.NewDecoder(strings.NewReader(svg))
		for {
			_, err := d.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v\n%s", p, err, svg)
			}
		}
		if p != "fallback" && (!strings.Contains(svg, `fill="#c8102e"`) || !strings.Contains(svg, `<g fill="#ffffff">`+patterns[p]+`</g>`)) {
			t.Errorf("%s: colours or pattern missing: %s", p, svg)
		}
	}
	if len(patterns) != len(patternOrder) {
		t.Error("a pattern is not in patternOrder")
	}
}

func TestLogo(t *testing.T) {
	for _, tc := range []struct{ image, proxy, want string }{
		{"", "https://img.example.com/r", ""},
		{"/media/crests/a.png", "", "/media/crests/a.png"},
		{"/media/crests/a.png", "https://img.example.com/r", "/crests/v1/media/crests/a.png"},
		{"/media/crests/a.SVG", "https://img.example.com/r", "/media/crests/a.SVG"},
	} {
		if got := Logo(tc.image, tc.proxy); got != tc.want {
			t.Errorf("Logo(%q, %q) = %q, want %q", tc.image, tc.proxy, got, tc.want)
		}
	}
}

// The operator's raster crests go through the image proxy in the format the browser accepts, at
// spec section 9's quality for it, named to the site's address.
func TestHandlerSendsImagesThroughTheProxy(t *testing.T) {
	base := func(*http.Request) string { return "https://bets.example.com" }
	const avif = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8"
	for _, tc := range []struct {
		name, proxy, path, accept string
		status                    int
		location                  string
	}{
		{"avif", "https://img.example.com/r", Path + "media/crests/a.png", avif, 302,
			"https://img.example.com/r?url=https%3A%2F%2Fbets.example.com%2Fmedia%2Fcrests%2Fa.png&w=56&f=avif&q=65"},
		{"webp", "https://img.example.com/r", Path + "media/crests/a.png", "image/webp,*/*", 302,
			"https://img.example.com/r?url=https%3A%2F%2Fbets.example.com%2Fmedia%2Fcrests%2Fa.png&w=56&f=webp&q=70"},
		{"its own format", "https://img.example.com/r", Path + "media/crests/a.png", "*/*", 302,
			"https://img.example.com/r?url=https%3A%2F%2Fbets.example.com%2Fmedia%2Fcrests%2Fa.png&w=56&f=original&q=80"},
		{"a name escaped", "https://img.example.com/r", Path + "media/crests/Troms%C3%B8%20%C3%98st.png", "*/*", 302,
			"https://img.example.com/r?url=https%3A%2F%2Fbets.example.com%2Fmedia%2Fcrests%2FTroms%25C3%25B8%2520%25C3%2598st.png&w=56&f=original&q=80"},
		{"no proxy any more: the file", "", Path + "media/crests/a.png", avif, 302, "/media/crests/a.png"},
		{"a path that climbs", "https://img.example.com/r", Path + "media/crests/../../x.png", avif, 404, ""},
		{"no file", "https://img.example.com/r", Path + "media/", avif, 404, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			r := httptest.NewRequest("GET", "/", nil)
			r.URL.RawPath, r.URL.Path = "", mustUnescape(t, tc.path)
			r.Header.Set("Accept", tc.accept)
			Handler(tc.proxy, base).ServeHTTP(rec, r)
			if rec.Code != tc.status {
				t.Fatalf("status %d, want %d", rec.Code, tc.status)
			}
			if tc.status != http.StatusFound {
				return
			}
			if got := rec.Header().Get("Location"); got != tc.location {
				t.Errorf("Location %q\n want %q", got, tc.location)
			}
			if rec.Header().Get("Vary") != "Accept" || rec.Header().Get("Cache-Control") != "public, max-age=300" {
				t.Errorf("Vary %q, Cache-Control %q", rec.Header().Get("Vary"), rec.Header().Get("Cache-Control"))
			}
		})
	}
}

func mustUnescape(t *testing.T, p string) string {
	t.Helper()
	u, err := url.PathUnescape(p)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestHandler(t *testing.T) {
	h := Handler("", nil)
	for _, tc := range []struct {
		name, method, path string
		status             int
		cache              string
	}{
		{"the fallback", "GET", Fallback, 200, "public, max-age=31536000, immutable"},
		{"a crest", "GET", Path + "hoops-1d428a-f2c200.svg", 200, "public, max-age=31536000, immutable"},
		{"its head", "HEAD", Path + "hoops-1d428a-f2c200.svg", 200, "public, max-age=31536000, immutable"},
		{"an unknown pattern", "GET", Path + "stars-1d428a-f2c200.svg", 404, ""},
		{"upper-case colours", "GET", Path + "hoops-1D428A-f2c200.svg", 404, ""},
		{"a short colour", "GET", Path + "hoops-fff-f2c200.svg", 404, ""},
		{"markup in the address", "GET", Path + "hoops-1d428a-f2c200.svg%3Cscript%3E", 404, ""},
		{"another type", "GET", Path + "hoops-1d428a-f2c200.png", 404, ""},
		{"the folder", "GET", Path, 404, ""},
		{"a post", "POST", Path + "hoops-1d428a-f2c200.svg", 405, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest(tc.method, tc.path, nil))
			if rec.Code != tc.status {
				t.Fatalf("status %d, want %d", rec.Code, tc.status)
			}
			if got := rec.Header().Get("Cache-Control"); tc.cache != "" && got != tc.cache {
				t.Errorf("Cache-Control %q, want %q", got, tc.cache)
			}
			if tc.status != http.StatusOK {
				return
			}
			if ct := rec.Header().Get("Content-Type"); ct != "image/svg+xml" {
				t.Errorf("Content-Type %q", ct)
			}
			want := ""
			switch {
			case tc.path == Fallback:
				want = fallback
			case tc.method == "GET":
				want = Crest{Pattern: "hoops", Primary: "1d428a", Secondary: "f2c200"}.SVG()
			}
			if rec.Body.String() != want {
				t.Errorf("body %q, want %q", rec.Body.String(), want)
			}
		})
	}
}
