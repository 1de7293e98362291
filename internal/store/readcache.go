package store

import (
	"sync"
	"time"
)

// Read caches. A placement used to read, besides its transaction, the bearer's session, the
// player's settings and limits, and after it the player's language: four queries a bet, each the
// same answer as the bet before. The store keeps those answers in small read-through caches:
//   - every write of this process to what an entry holds forgets it, once when the statement runs
//     and once more when its transaction has ended (Store.forget), and a read that began before a
//     forget does not fill the cache (the generation below), so that a reader of this process
//     never gets an answer older than a write it could have seen;
//   - an entry lives at most ttl (by the wall clock and by the reader's own time, for callers
//     with a clock of their own), which bounds how long another instance's write (PostgreSQL) may
//     go unseen; a ttl of 0 turns the cache off;
//   - a cache holds at most max entries; a fill beyond that drops the expired entries, or any one
//     when none is expired.
//
// SQLite serves one process, so its caches see every write: their ttl only bounds an entry's age.
// On PostgreSQL other instances write too: the session, settings and language caches keep entries
// one second, and limits and operator switches are not cached (a lowered limit, a provider
// switched off, binds every instance at once).

// Sizes and ages of the read caches (see above).
const (
	readCacheEntries = 10_000
	sqliteCacheTTL   = 10 * time.Second
	postgresCacheTTL = time.Second
)

// readCache is one read-through cache from K to V.
type readCache[K comparable, V any] struct {
	ttl time.Duration
	max int
	now func() time.Time // the wall clock; a field for tests

	mu      sync.Mutex
	gen     uint64 // forgets so far: a fill that saw another value is dropped
	entries map[K]cacheEntry[V]
}

type cacheEntry[V any] struct {
	v        V
	at       time.Time // when the read that filled it began
	readerAt time.Time // the reader's time of that read (zero: none given)
}

func newReadCache[K comparable, V any](ttl time.Duration, max int) *readCache[K, V] {
	return &readCache[K, V]{ttl: ttl, max: max, now: time.Now, entries: map[K]cacheEntry[V]{}}
}

// get answers k from the cache when an entry is fresh, otherwise from load, keeping what load
// answered unless a forget came meanwhile. readerAt is the caller's own time of the read (zero
// for none): an entry filled at another reader time more than ttl away is not used.
func (c *readCache[K, V]) get(k K, readerAt time.Time, load func() (V, error)) (V, error) {
	if c == nil || c.ttl <= 0 {
		return load()
	}
	now := c.now()
	c.mu.Lock()
	if e, ok := c.entries[k]; ok && now.Sub(e.at) < c.ttl && now.Sub(e.at) >= 0 && near(e.readerAt, readerAt, c.ttl) {
		c.mu.Unlock()
		return e.v, nil
	}
	gen := c.gen
	c.mu.Unlock()
	v, err := load()
	if err != nil {
		return v, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen != gen {
		return v, nil
	}
	if _, ok := c.entries[k]; !ok && len(c.entries) >= c.max {
		c.evict(now)
	}
	c.entries[k] = cacheEntry[V]{v: v, at: now, readerAt: readerAt}
	return v, nil
}

// near reports whether two reader times are within ttl of each other.
func near(a, b time.Time, ttl time.Duration) bool {
	d := a.Sub(b)
	return d < ttl && d > -ttl
}

// evict drops the expired entries, or one entry when none is; c.mu is held.
func (c *readCache[K, V]) evict(now time.Time) {
	for k, e := range c.entries {
		if now.Sub(e.at) >= c.ttl || now.Sub(e.at) < 0 {
			delete(c.entries, k)
		}
	}
	if len(c.entries) < c.max {
		return
	}
	for k := range c.entries {
		delete(c.entries, k)
		return
	}
}

// forget drops k, and keeps reads under way from filling it.
func (c *readCache[K, V]) forget(k K) {
	if c == nil {
		return
	}
	c.mu.Lock()
	delete(c.entries, k)
	c.gen++
	c.mu.Unlock()
}

// forgetAll drops every entry, and keeps reads under way from filling any.
func (c *readCache[K, V]) forgetAll() {
	if c == nil {
		return
	}
	c.mu.Lock()
	clear(c.entries)
	c.gen++
	c.mu.Unlock()
}

// len is the number of entries held.
func (c *readCache[K, V]) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.entries)
}
