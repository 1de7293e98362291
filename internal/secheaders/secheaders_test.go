package secheaders

import (
	"crypto/tls"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestWrapSetsTheHeadersOfEveryResponse(t *testing.T) {
	page := New([]string{"https://casino.example.com"}, nil)
	h := page.Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/page" {
			page.SetPage(w.Header(), Inline{Scripts: []string{Hash("x")}})
		}
		w.WriteHeader(http.StatusTeapot)
	}))
	for _, tc := range []struct {
		name, path string
		tls        bool
		forwarded  string
		wantCSP    string
		wantHSTS   bool
	}{
		{name: "plain HTTP API", path: "/api", wantCSP: nothing},
		{name: "TLS", path: "/api", tls: true, wantCSP: nothing, wantHSTS: true},
		{name: "behind a TLS proxy", path: "/api", forwarded: "https", wantCSP: nothing, wantHSTS: true},
		{name: "page", path: "/page", wantCSP: "script-src 'self' " + Hash("x") + ";"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", tc.path, nil)
			if tc.tls {
				r.TLS = &tls.ConnectionState{}
			}
			if tc.forwarded != "" {
				r.Header.Set("X-Forwarded-Proto", tc.forwarded)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, r)
			got := rec.Header()
			if got.Get("X-Content-Type-Options") != "nosniff" || got.Get("Referrer-Policy") != "strict-origin-when-cross-origin" {
				t.Errorf("nosniff / referrer: %v", got)
			}
			if (got.Get("Strict-Transport-Security") != "") != tc.wantHSTS {
				t.Errorf("HSTS %q, want set: %v", got.Get("Strict-Transport-Security"), tc.wantHSTS)
			}
			if csp := got.Get("Content-Security-Policy"); !strings.Contains(csp, tc.wantCSP) {
				t.Errorf("CSP %q, want %q", csp, tc.wantCSP)
			}
		})
	}
}

func TestFrameAncestors(t *testing.T) {
	for _, tc := range []struct {
		name      string
		ancestors []string
		wantFA    string
		wantXFO   string
	}{
		{name: "only the site", wantFA: "frame-ancestors 'self'", wantXFO: "SAMEORIGIN"},
		{name: "a casino frames it", ancestors: []string{"https://casino.example.com", "https://b.example.com"},
			wantFA: "frame-ancestors 'self' https://casino.example.com https://b.example.com"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := http.Header{}
			h.Set("X-Frame-Options", "DENY")
			New(tc.ancestors, nil).SetPage(h, Inline{})
			csp := h.Get("Content-Security-Policy")
			if !strings.HasSuffix(csp, tc.wantFA) || !strings.Contains(csp, "script-src 'self';") || !strings.Contains(csp, "object-src 'none'") {
				t.Errorf("CSP %q", csp)
			}
			if h.Get("X-Frame-Options") != tc.wantXFO {
				t.Errorf("X-Frame-Options %q, want %q", h.Get("X-Frame-Options"), tc.wantXFO)
			}
		})
	}
}

func TestHashAndNonce(t *testing.T) {
	// The hash of the empty string, as browsers compute it for an empty inline script.
	if got := Hash(""); got != "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='" {
		t.Errorf("Hash(\"\") = %s", got)
	}
	a, inline, err := Nonce()
	if err != nil {
		t.Fatal(err)
	}
	b, _, _ := Nonce()
	if a == b || len(a) < 20 || inline.Scripts[0] != "'nonce-"+a+"'" || inline.Styles[0] != inline.Scripts[0] {
		t.Errorf("nonces %q %q, inline %v", a, b, inline)
	}
}

// Pages connect to the site, and to the error-reporting service only when one is configured.
func TestConnectSources(t *testing.T) {
	for _, tc := range []struct {
		name    string
		connect []string
		want    string
	}{
		{name: "only the site", want: "; connect-src 'self';"},
		{name: "an error-reporting service", connect: []string{"https://errors.example.com:8443"},
			want: "; connect-src 'self' https://errors.example.com:8443;"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if csp := New(nil, tc.connect).Page(Inline{}); !strings.Contains(csp, tc.want) {
				t.Errorf("CSP %q, want %q", csp, tc.want)
			}
		})
	}
}

// Pages play media from the site and from blob: URLs (hls.js), and from a stream provider only
// when one is configured.
func TestMediaSources(t *testing.T) {
	for _, tc := range []struct {
		name  string
		media []string
		want  string
	}{
		{name: "only the site", want: "; media-src 'self' blob:; worker-src 'self' blob:;"},
		{name: "a stream provider", media: []string{"https://cdn.example.com"},
			want: "; media-src 'self' blob: https://cdn.example.com; worker-src 'self' blob:;"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if csp := New(nil, nil).WithMedia(tc.media).Page(Inline{}); !strings.Contains(csp, tc.want) {
				t.Errorf("CSP %q, want %q", csp, tc.want)
			}
		})
	}
}

func TestScriptAndImageSources(t *testing.T) {
	inline := Inline{Scripts: make([]string, 1, 4)} // spare room: the policy must not write into it
	inline.Scripts[0] = "'sha256-x'"
	p := New(nil, nil).WithScripts([]string{"https://www.googletagmanager.com"}).WithImages([]string{"https://*.google-analytics.com"})
	csp := p.Page(inline)
	for _, want := range []string{"script-src 'self' 'sha256-x' https://www.googletagmanager.com;", "img-src 'self' data: https://*.google-analytics.com;"} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q, want %q", csp, want)
		}
	}
	if got := inline.Scripts[:2][1]; got != "" {
		t.Errorf("the caller's slice was written to: %q", got)
	}
	if csp := New(nil, nil).Page(Inline{}); !strings.Contains(csp, "script-src 'self';") || !strings.Contains(csp, "img-src 'self' data:;") {
		t.Errorf("CSP %q", csp)
	}
}

// Pages show images from the site and data: URLs, and from an image proxy when one is configured;
// they frame the site and the origins of the content's iframes.
func TestImageAndFrameSources(t *testing.T) {
	csp := New(nil, nil).Page(Inline{})
	if !strings.Contains(csp, "; img-src 'self' data:;") || !strings.Contains(csp, "; frame-src 'self';") {
		t.Errorf("CSP %q", csp)
	}
	csp = New(nil, nil).WithImages([]string{"https://img.example.com"}).WithFrames([]string{"https://video.example", "https://maps.example"}).Page(Inline{})
	if !strings.Contains(csp, "; img-src 'self' data: https://img.example.com;") || !strings.Contains(csp, "; frame-src 'self' https://video.example https://maps.example;") {
		t.Errorf("CSP %q", csp)
	}
}

// A support chat provider's widget runs its script, calls home and opens frames from its origin,
// besides what the policy already allows; the policy it came from is left as it was.
func TestWidget(t *testing.T) {
	base := New(nil, []string{"https://errors.example"}).WithScripts([]string{"https://www.googletagmanager.com"}).WithFrames([]string{"https://video.example"})
	csp := base.WithWidget("https://chat.example").Page(Inline{})
	for _, want := range []string{
		"script-src 'self' https://www.googletagmanager.com https://chat.example;",
		"connect-src 'self' https://errors.example https://chat.example;",
		"frame-src 'self' https://video.example https://chat.example;",
	} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q, want %q", csp, want)
		}
	}
	if before := base.Page(Inline{}); strings.Contains(before, "chat.example") {
		t.Errorf("the base policy changed: %q", before)
	}
	if got, want := base.WithWidget("").Page(Inline{}), base.Page(Inline{}); got != want {
		t.Errorf("no widget: %q, want %q", got, want)
	}
}
