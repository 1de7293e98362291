package metrics

import (
	"bufio"
	"crypto/sha256"
	"crypto/subtle"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/opensportsbook/sportsbook/internal/devonly"
)

// unmatched is the route of a request no pattern served (the mux's own answers).
const unmatched = "unmatched"

// Instrument counts and times each request by the ServeMux pattern that served it, never by its
// path, which anyone can vary. mux must be the *http.ServeMux itself: the mux records the pattern
// on the request it is handed, and a wrapper in between that copies the request (WithContext)
// would hide it. A mux further in that gets the same request (an API's router) records its own,
// more precise pattern over it.
func (m *Metrics) Instrument(mux http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		mux.ServeHTTP(sw, r)
		route := r.Pattern
		if route == "" || r.Method == http.MethodConnect {
			// The mux records a CONNECT's redirect target path as its pattern; nothing here
			// serves CONNECT.
			route = unmatched
		}
		m.httpRequests.WithLabelValues(route, strconv.Itoa(sw.status)).Inc()
		m.httpDuration.WithLabelValues(route).Observe(time.Since(start).Seconds())
	})
}

// statusWriter remembers the status answered. It keeps the writer's other abilities: Unwrap for
// http.ResponseController (deadlines), and Flush and Hijack, which the WebSocket upgrade asserts
// directly.
type statusWriter struct {
	http.ResponseWriter
	status int
	final  bool // a final status (or a body) was written: later calls change nothing
}

func (w *statusWriter) WriteHeader(code int) {
	if !w.final {
		w.status = code
		// 1xx answers (103 Early Hints) may precede the final one; 101 is final.
		w.final = code >= 200 || code == http.StatusSwitchingProtocols
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(p []byte) (int, error) {
	w.final = true
	return w.ResponseWriter.Write(p)
}

func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *statusWriter) Flush() { _ = http.NewResponseController(w.ResponseWriter).Flush() }

func (w *statusWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	conn, rw, err := http.NewResponseController(w.ResponseWriter).Hijack()
	if err == nil && !w.final {
		// The upgrade writes its 101 on the hijacked connection, past this writer.
		w.status, w.final = http.StatusSwitchingProtocols, true
	}
	return conn, rw, err
}

// Handler serves the registry. With a token, only requests that carry it (Authorization: Bearer)
// are answered, from anywhere; without one, only requests from this machine that came through no
// proxy (devonly.Local), and the others are told the page does not exist. The metrics show
// traffic and money flows, so nothing is served by default to anyone else.
func (m *Metrics) Handler(token string) http.Handler {
	h := promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
	if token == "" {
		return devonly.Handler(h)
	}
	// Comparing hashes keeps the compare constant-time whatever the lengths.
	want := sha256.Sum256([]byte(token))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got := sha256.Sum256([]byte(bearer(r)))
		if subtle.ConstantTimeCompare(got[:], want[:]) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="metrics"`)
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// bearer returns the request's bearer token, "" when it has none.
func bearer(r *http.Request) string {
	scheme, token, ok := strings.Cut(r.Header.Get("Authorization"), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return ""
	}
	return strings.TrimSpace(token)
}
