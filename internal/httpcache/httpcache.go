// Package httpcache keeps GET responses of an HTTP handler for as long as the data behind them
// is unchanged. The data's version (the store's count of committed feed batches) is part of every
// entry: a new version empties the cache, so a response is never staler than the last batch.
//
// The feed writes about once a second while lists are asked for many times a second, so most
// requests are answered from memory, gzipped once per entry rather than once per request.
package httpcache

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"net/http/httptest"
	"sync"

	"github.com/opensportsbook/sportsbook/internal/acceptenc"
)

// maxEntries and maxBytes bound the memory of one version's entries; beyond either, responses
// are not kept. Bytes matter as much as entries: without a feed batch to end the version, a
// crawler walking every page of every list would fill 2,000 entries of up to maxBody each.
const (
	maxEntries = 2000
	maxBytes   = 64 << 20
)

// maxBody is the largest response kept.
const maxBody = 4 << 20

type entry struct {
	header http.Header
	body   []byte
	gz     []byte // the body gzipped, made on the first request that accepts gzip
	gzOnce sync.Once
}

// Cache wraps a handler. Build it with New.
type Cache struct {
	next      http.Handler
	version   func() uint64
	cacheable func(*http.Request) bool
	vary      string                     // the request header variant reads, for Vary
	variant   func(*http.Request) string // part of the key besides the URL (VaryBy)

	mu      sync.Mutex
	at      uint64
	entries map[string]*entry
	bytes   int // the entries' bodies
}

// New caches next's successful GET responses for which cacheable is true, keyed by URL, for as
// long as version() returns the same value. cacheable must refuse anything that differs per
// caller (a player's bets, favourites): the key is the URL alone.
func New(next http.Handler, version func() uint64, cacheable func(*http.Request) bool) *Cache {
	return &Cache{next: next, version: version, cacheable: cacheable, entries: map[string]*entry{}}
}

// VaryBy keeps one entry per variant of a URL: variant reads the request's header (the language
// of Accept-Language, say, normalised so that en-GB and en-US share an entry), and responses say
// Vary: header. It returns c.
func (c *Cache) VaryBy(header string, variant func(*http.Request) string) *Cache {
	c.vary, c.variant = header, variant
	return c
}

// ServeHTTP implements http.Handler.
func (c *Cache) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet || !c.cacheable(r) {
		c.next.ServeHTTP(w, r)
		return
	}
	v := c.version()
	key := r.URL.RequestURI()
	if c.variant != nil {
		key = c.variant(r) + " " + key
	}
	if e := c.get(v, key); e != nil {
		c.write(w, r, e)
		return
	}
	rec := httptest.NewRecorder()
	c.next.ServeHTTP(rec, r)
	res := rec.Result()
	if res.StatusCode != http.StatusOK || rec.Body.Len() > maxBody || res.Header.Get("Content-Encoding") != "" {
		copyHeader(w.Header(), res.Header)
		w.WriteHeader(res.StatusCode)
		_, _ = w.Write(rec.Body.Bytes())
		return
	}
	e := &entry{header: res.Header.Clone(), body: rec.Body.Bytes()}
	// Keep it only if the data did not change while it was computed.
	if c.version() == v {
		c.put(v, key, e)
	}
	c.write(w, r, e)
}

func (c *Cache) get(v uint64, key string) *entry {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.at != v {
		return nil
	}
	return c.entries[key]
}

func (c *Cache) put(v uint64, key string, e *entry) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.at != v {
		c.at = v
		c.entries = map[string]*entry{}
		c.bytes = 0
	}
	if _, ok := c.entries[key]; !ok && fits(len(c.entries), c.bytes, len(e.body)) {
		c.entries[key] = e
		c.bytes += len(e.body)
	}
}

// fits reports whether an entry of size bytes may join entries that hold held bytes.
func fits(entries, held, size int) bool {
	return entries < maxEntries && held+size <= maxBytes
}

func (c *Cache) write(w http.ResponseWriter, r *http.Request, e *entry) {
	h := w.Header()
	copyHeader(h, e.header)
	h.Add("Vary", "Accept-Encoding")
	if c.vary != "" {
		h.Add("Vary", c.vary)
	}
	body := e.body
	if acceptenc.Accepts(r.Header.Get("Accept-Encoding"), "gzip") {
		e.gzOnce.Do(func() { e.gz = gzipped(e.body) })
		h.Set("Content-Encoding", "gzip")
		body = e.gz
	}
	h.Del("Content-Length")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body)
}

func copyHeader(dst, src http.Header) {
	for k, vs := range src {
		dst[k] = append([]string(nil), vs...)
	}
}

func gzipped(b []byte) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed) // the level is valid, so no error
	_, _ = zw.Write(b)
	_ = zw.Close()
	return buf.Bytes()
}
