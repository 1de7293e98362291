package main

import (
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/config"
)

// The demo stream is served, with its HLS content types, only when DEMO_STREAM is on; the
// settings' videoEnabled follows whether matches can have a stream at all; pages may play media
// from the site, blob: URLs and the operator's provider.
func TestStreamSettings(t *testing.T) {
	for _, tc := range []struct {
		name         string
		env          map[string]string
		demo         bool
		videoEnabled bool
		media        string
	}{
		{name: "default", media: "media-src 'self' blob:;"},
		{name: "demo stream", env: map[string]string{"DEMO_STREAM": "true"}, demo: true, videoEnabled: true, media: "media-src 'self' blob:;"},
		{name: "operator's provider", env: map[string]string{"STREAM_URL_TEMPLATE": "https://cdn.example.com/{match_id}/index.m3u8"},
			videoEnabled: true, media: "media-src 'self' blob: https://cdn.example.com;"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := config.Load(nil, func(k string) string { return tc.env[k] })
			if err != nil {
				t.Fatal(err)
			}
			h, err := newRootHandler(cfg, fakeBackend(false), slog.New(slog.DiscardHandler))
			if err != nil {
				t.Fatal(err)
			}
			get := func(url string) *httptest.ResponseRecorder {
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, httptest.NewRequest("GET", url, nil))
				return rec
			}
			for url, contentType := range map[string]string{"/demo-stream/index.m3u8": "application/vnd.apple.mpegurl", "/demo-stream/segment0.ts": "video/mp2t"} {
				rec := get(url)
				if served := rec.Code == 200 && rec.Header().Get("Content-Type") == contentType; served != tc.demo {
					t.Errorf("%s: %d %s, want served %v", url, rec.Code, rec.Header().Get("Content-Type"), tc.demo)
				}
			}
			if rec := get("/api/sportsbook/settings"); !strings.Contains(rec.Body.String(), `"videoEnabled":`+map[bool]string{true: "true", false: "false"}[tc.videoEnabled]) {
				t.Errorf("settings: %s", rec.Body)
			}
			if csp := get("/football").Header().Get("Content-Security-Policy"); !strings.Contains(csp, tc.media) {
				t.Errorf("page CSP %q, want %q", csp, tc.media)
			}
		})
	}
}

// A bad stream provider stops the start with a message naming the option.
func TestBadStreamTemplateStopsTheStart(t *testing.T) {
	var out, errOut strings.Builder
	code := run(nil, func(k string) string {
		return map[string]string{"STREAM_URL_TEMPLATE": "https://cdn.example.com/live.m3u8"}[k]
	}, &out, &errOut)
	if code != 2 || !strings.Contains(errOut.String(), "STREAM_URL_TEMPLATE") || !strings.Contains(errOut.String(), "{match_id}") {
		t.Fatalf("code %d, stderr %q", code, errOut.String())
	}
}
