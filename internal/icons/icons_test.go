package icons

import (
	"compress/gzip"
	"encoding/xml"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// sprites parses the document: the ids of each <defs> group's symbols.
func sprites(t *testing.T, body string) map[string][]string {
	t.Helper()
	var doc struct {
		Defs []struct {
			ID      string `xml:"id,attr"`
			Symbols []struct {
				ID string `xml:"id,attr"`
			} `xml:"symbol"`
		} `xml:"defs"`
	}
	if err := xml.Unmarshal([]byte(body), &doc); err != nil {
		t.Fatalf("the sprite is not well-formed XML: %v", err)
	}
	out := map[string][]string{}
	for _, d := range doc.Defs {
		for _, s := range d.Symbols {
			out[d.ID] = append(out[d.ID], s.ID)
		}
	}
	return out
}

func TestSpriteIsAPairOfGroups(t *testing.T) {
	groups := sprites(t, sprite)
	if len(groups) != 2 || len(groups["icons-general"]) == 0 || len(groups["icons-sports"]) == 0 {
		t.Fatalf("groups = %v, want icons-general and icons-sports", groups)
	}
	seen := map[string]bool{}
	for _, ids := range groups {
		for _, id := range ids {
			if seen[id] {
				t.Errorf("symbol %q twice", id)
			}
			seen[id] = true
		}
	}
	// Every sport key of the feed (internal/feed/names.go) has its own drawing, and the generic ball
	// stands in for the others; every locale of the site has its icon, custom ones for en-AR and ar.
	for _, key := range []string{"football", "tennis", "basketball", "ice-hockey", "volleyball", "table-tennis", "cs2", "dota2", "ball"} {
		if !seen["sport-"+key] {
			t.Errorf("no sport-%s", key)
		}
	}
	for _, id := range []string{"icon-menu", "icon-search", "icon-bell", "icon-chat", "icon-clock", "locale-en-AR", "locale-ar"} {
		if !seen[id] {
			t.Errorf("no %s", id)
		}
	}
}

func TestHandlerGzips(t *testing.T) {
	r := httptest.NewRequest(http.MethodGet, URL(), nil)
	r.Header.Set("Accept-Encoding", "br, gzip")
	w := httptest.NewRecorder()
	Handler().ServeHTTP(w, r)
	if w.Header().Get("Content-Encoding") != "gzip" || w.Header().Get("Vary") != "Accept-Encoding" {
		t.Fatalf("headers %v", w.Header())
	}
	z, err := gzip.NewReader(w.Body)
	if err != nil {
		t.Fatal(err)
	}
	body, err := io.ReadAll(z)
	if err != nil || string(body) != sprite {
		t.Fatalf("the gzipped body is not the sprite (%v)", err)
	}
}

func TestHandlerCachesByVersion(t *testing.T) {
	h := Handler()
	for _, tc := range []struct {
		name, target, ifNoneMatch, method string
		status                            int
		cache                             string
	}{
		{"current version", URL(), "", http.MethodGet, 200, "public, max-age=31536000, immutable"},
		{"no version", Path, "", http.MethodGet, 200, "no-cache"},
		{"old version", Path + "?v=0123", "", http.MethodGet, 200, "no-cache"},
		{"revalidated", Path, `"` + version + `"`, http.MethodGet, 304, "no-cache"},
		{"stale etag", Path, `"old"`, http.MethodGet, 200, "no-cache"},
		{"head", URL(), "", http.MethodHead, 200, "public, max-age=31536000, immutable"},
		{"post", URL(), "", http.MethodPost, 405, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest(tc.method, tc.target, nil)
			if tc.ifNoneMatch != "" {
				r.Header.Set("If-None-Match", tc.ifNoneMatch)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != tc.status || w.Header().Get("Cache-Control") != tc.cache {
				t.Fatalf("status %d cache %q, want %d %q", w.Code, w.Header().Get("Cache-Control"), tc.status, tc.cache)
			}
			if tc.status == 200 && tc.method == http.MethodGet {
				if ct := w.Header().Get("Content-Type"); !strings.HasPrefix(ct, "image/svg+xml") {
					t.Fatalf("content type %q", ct)
				}
				if len(sprites(t, w.Body.String())) != 2 {
					t.Fatal("not the pair of sprites")
				}
			}
		})
	}
}
