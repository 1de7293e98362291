package httpcache

import (
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
)

type backend struct{ calls atomic.Int32 }

func (b *backend) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	n := b.calls.Add(1)
	if r.URL.Path == "/missing" {
		http.Error(w, "no", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = io.WriteString(w, `{"call":`+string('0'+rune(n))+`,"path":"`+r.URL.RequestURI()+`"}`)
}

func get(t *testing.T, h http.Handler, method, url string, gz bool) (int, string, http.Header) {
	t.Helper()
	req := httptest.NewRequest(method, url, nil)
	if gz {
		req.Header.Set("Accept-Encoding", "gzip, deflate")
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	body := rec.Body.String()
	if rec.Header().Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(zr)
		body = string(b)
	}
	return rec.Code, body, rec.Header()
}

func TestCache(t *testing.T) {
	var version atomic.Uint64
	b := &backend{}
	c := New(b, version.Load, func(r *http.Request) bool { return r.URL.Path != "/private" })

	_, first, _ := get(t, c, "GET", "/matches?live=1", false)
	_, again, h := get(t, c, "GET", "/matches?live=1", true)
	if first != again || b.calls.Load() != 1 {
		t.Fatalf("the same URL at the same version is served from memory: %q %q, %d calls", first, again, b.calls.Load())
	}
	if h.Get("Content-Encoding") != "gzip" || h.Get("Content-Type") != "application/json" || h.Get("Vary") != "Accept-Encoding" {
		t.Fatalf("headers: %v", h)
	}
	if _, other, _ := get(t, c, "GET", "/matches?live=0", false); other == first {
		t.Fatal("another URL is another entry")
	}
	version.Add(1)
	if _, fresh, _ := get(t, c, "GET", "/matches?live=1", false); fresh == first {
		t.Fatal("a new version must not serve the old response")
	}
	calls := b.calls.Load()
	if code, _, _ := get(t, c, "GET", "/missing", false); code != 404 {
		t.Fatalf("errors pass through: %d", code)
	}
	get(t, c, "GET", "/missing", false)
	if b.calls.Load() != calls+2 {
		t.Fatal("errors are never cached")
	}
	get(t, c, "POST", "/matches?live=1", false)
	if b.calls.Load() != calls+3 {
		t.Fatal("only GET is cached")
	}
	get(t, c, "GET", "/private", false)
	get(t, c, "GET", "/private", false)
	if b.calls.Load() != calls+5 {
		t.Fatal("what cacheable refuses is never cached")
	}
}

// TestNoGzipWhenRefused: every spelling of a zero weight refuses gzip (internal/acceptenc has the
// whole table).
func TestNoGzipWhenRefused(t *testing.T) {
	c := New(&backend{}, func() uint64 { return 1 }, func(*http.Request) bool { return true })
	for _, h := range []string{"gzip;q=0", "gzip;q=0.", "gzip;q=0.0", "gzip;Q=0", "gzip;level=1;q=0", "br, gzip; q=0.000"} {
		req := httptest.NewRequest("GET", "/x", nil)
		req.Header.Set("Accept-Encoding", h)
		rec := httptest.NewRecorder()
		c.ServeHTTP(rec, req)
		if rec.Header().Get("Content-Encoding") != "" {
			t.Errorf("Accept-Encoding %q refuses gzip, yet the answer is %s", h, rec.Header().Get("Content-Encoding"))
		}
	}
}

// A cache that varies by language keeps one entry per language of a URL, and says so.
func TestCacheVariesByLanguage(t *testing.T) {
	var version atomic.Uint64
	b := &backend{}
	c := New(b, version.Load, func(*http.Request) bool { return true }).
		VaryBy("Accept-Language", func(r *http.Request) string { return r.Header.Get("Accept-Language")[:2] })
	in := func(lang string) (string, http.Header) {
		req := httptest.NewRequest("GET", "/sports", nil)
		req.Header.Set("Accept-Language", lang)
		rec := httptest.NewRecorder()
		c.ServeHTTP(rec, req)
		return rec.Body.String(), rec.Header()
	}
	fr, h := in("fr")
	if ar, _ := in("ar"); ar == fr || b.calls.Load() != 2 {
		t.Fatalf("two languages share an entry: %q %q", fr, ar)
	}
	if again, _ := in("fr-CA"); again != fr || b.calls.Load() != 2 {
		t.Fatalf("the same variant is another entry: %q %q", fr, again)
	}
	if v := h.Values("Vary"); len(v) != 2 || v[1] != "Accept-Language" {
		t.Fatalf("Vary %v", v)
	}
}

func TestFits(t *testing.T) {
	tests := []struct {
		entries, held, size int
		want                bool
	}{
		{0, 0, maxBody, true},
		{maxEntries - 1, 0, 10, true},
		{maxEntries, 0, 10, false},
		{10, maxBytes - 100, 100, true},
		{10, maxBytes - 100, 101, false},
	}
	for _, tt := range tests {
		if got := fits(tt.entries, tt.held, tt.size); got != tt.want {
			t.Errorf("fits(%d, %d, %d) = %v, want %v", tt.entries, tt.held, tt.size, got, tt.want)
		}
	}
}

// However many distinct URLs are asked at one version (a crawler, with no feed batch to empty
// the cache), the entries stay within their byte budget.
func TestCacheHoldsAtMostItsBytes(t *testing.T) {
	body := strings.Repeat("x", 1<<20)
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { _, _ = io.WriteString(w, body) })
	c := New(h, func() uint64 { return 1 }, func(*http.Request) bool { return true })
	for i := range maxBytes>>20 + 20 {
		if code, got, _ := get(t, c, "GET", fmt.Sprintf("/matches?page=%d", i), false); code != http.StatusOK || len(got) != len(body) {
			t.Fatalf("page %d: status %d, %d bytes", i, code, len(got))
		}
	}
	if c.bytes > maxBytes || len(c.entries) != maxBytes>>20 {
		t.Fatalf("%d entries of %d bytes kept, budget %d", len(c.entries), c.bytes, maxBytes)
	}
	// Two requests that missed the same URL at once keep one entry, counted once.
	held := c.bytes
	c.put(1, "/matches?page=0", &entry{body: []byte(body)})
	if c.bytes != held {
		t.Fatalf("%d bytes kept after a second put of one URL, was %d", c.bytes, held)
	}
}
