package auth

import (
	"sync"
	"time"
)

// MaxFailedSignIns is how many wrong passwords in a row lock an account.
const MaxFailedSignIns = 5

// ShouldLock reports whether an account with this many failed sign-ins in a row is locked.
func ShouldLock(failed int) bool { return failed >= MaxFailedSignIns }

// Limiter allows at most Max events per key in a sliding Window (for example sign-in attempts per
// IP address). It is safe for concurrent use; one Limiter is made per rule, never a global.
type Limiter struct {
	Max    int
	Window time.Duration

	mu     sync.Mutex
	events map[string][]time.Time
	swept  time.Time
}

// NewLimiter returns a limiter of max events per window.
func NewLimiter(max int, window time.Duration) *Limiter {
	return &Limiter{Max: max, Window: window, events: map[string][]time.Time{}}
}

// Allow records an event for key at now and reports whether it is within the limit; when it is
// not, retryAfter says when the next event would be allowed. Refused events are not recorded.
func (l *Limiter) Allow(key string, now time.Time) (ok bool, retryAfter time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	from := now.Add(-l.Window)
	if now.Sub(l.swept) > l.Window {
		// Forget idle keys, so that memory follows the active keys, not every key ever seen.
		for k, ev := range l.events {
			if len(ev) == 0 || !ev[len(ev)-1].After(from) {
				delete(l.events, k)
			}
		}
		l.swept = now
	}
	ev := l.events[key]
	i := 0
	for i < len(ev) && !ev[i].After(from) {
		i++
	}
	ev = ev[i:]
	if len(ev) >= l.Max {
		l.events[key] = ev
		return false, ev[0].Add(l.Window).Sub(now)
	}
	l.events[key] = append(ev, now)
	return true, 0
}
