package metrics

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func TestInstrumentLabelsByPattern(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/a", func(w http.ResponseWriter, r *http.Request) { _, _ = io.WriteString(w, "a") })
	mux.HandleFunc("GET /items/{id}", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusCreated) })
	mux.HandleFunc("/sub/", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusEarlyHints) // informational: the final status follows
		w.WriteHeader(http.StatusTeapot)
		w.WriteHeader(http.StatusOK) // ignored by net/http, and here
	})
	m := New(Sources{})
	h := m.Instrument(mux)
	for _, req := range []struct{ method, path string }{
		{"GET", "/a"},
		{"GET", "/a?x=1"},
		{"GET", "/items/7"},
		{"GET", "/items/8"},
		{"POST", "/items/8"},
		{"GET", "/sub/x/y"},
		{"GET", "/nothing/here"},
		{"CONNECT", "/sub"},
	} {
		h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(req.method, req.path, nil))
	}
	got := samples(t, m)
	check(t, got, map[string]float64{
		`sportsbook_http_requests_total{code="200",route="/a"}`:                   2,
		`sportsbook_http_requests_total{code="201",route="GET /items/{id}"}`:      2,
		`sportsbook_http_requests_total{code="418",route="/sub/"}`:                1,
		`sportsbook_http_requests_total{code="405",route="unmatched"}`:            1,
		`sportsbook_http_requests_total{code="404",route="unmatched"}`:            1,
		`sportsbook_http_requests_total{code="307",route="unmatched"}`:            1,
		`sportsbook_http_request_duration_seconds_count{route="/a"}`:              2,
		`sportsbook_http_request_duration_seconds_count{route="GET /items/{id}"}`: 2,
	})
	for name := range got {
		if strings.Contains(name, "/items/7") || strings.Contains(name, "/nothing") {
			t.Errorf("a raw path became a label: %s", name)
		}
	}
}

// The wrapped writer keeps what real handlers need of the server's: deadlines through
// http.ResponseController, and the Hijacker that the WebSocket upgrade asserts directly.
func TestInstrumentKeepsTheWritersAbilities(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/deadline", func(w http.ResponseWriter, r *http.Request) {
		if err := http.NewResponseController(w).SetWriteDeadline(time.Now().Add(time.Minute)); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
		}
	})
	mux.HandleFunc("/upgrade", func(w http.ResponseWriter, r *http.Request) {
		hj, ok := w.(http.Hijacker)
		if !ok {
			http.Error(w, "no hijacker", http.StatusInternalServerError)
			return
		}
		conn, rw, err := hj.Hijack()
		if err != nil {
			return
		}
		defer conn.Close()
		_, _ = rw.WriteString("HTTP/1.1 101 Switching Protocols\r\nUpgrade: test\r\nConnection: Upgrade\r\n\r\n")
		_ = rw.Flush()
	})
	m := New(Sources{})
	h := m.Instrument(mux)
	// served tells the test that a request's metrics are recorded, which the client cannot see.
	served := make(chan struct{}, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(w, r)
		served <- struct{}{}
	}))
	defer srv.Close()

	resp, err := http.Get(srv.URL + "/deadline")
	if err != nil {
		t.Fatal(err)
	}
	_ = resp.Body.Close()
	<-served
	if resp.StatusCode != http.StatusOK {
		t.Errorf("deadline through the wrapper: %d", resp.StatusCode)
	}

	conn, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_, _ = io.WriteString(conn, "GET /upgrade HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: test\r\n\r\n")
	status, err := bufio.NewReader(conn).ReadString('\n')
	if err != nil || !strings.HasPrefix(status, "HTTP/1.1 101") {
		t.Fatalf("upgrade answered %q, %v", status, err)
	}
	<-served
	check(t, samples(t, m), map[string]float64{
		`sportsbook_http_requests_total{code="200",route="/deadline"}`: 1,
		`sportsbook_http_requests_total{code="101",route="/upgrade"}`:  1,
	})
}

func TestHandlerAccess(t *testing.T) {
	const token = "0123456789abcdef0123456789abcdef"
	for _, tc := range []struct {
		name, token, remote string
		header              map[string]string
		want                int
	}{
		{name: "no token: loopback", remote: "127.0.0.1:5000", want: 200},
		{name: "no token: loopback v6", remote: "[::1]:5000", want: 200},
		{name: "no token: another machine", remote: "203.0.113.9:5000", want: 404},
		{name: "no token: through a proxy on this machine", remote: "127.0.0.1:5000",
			header: map[string]string{"X-Forwarded-For": "203.0.113.9"}, want: 404},
		{name: "no token: a bearer changes nothing", remote: "203.0.113.9:5000",
			header: map[string]string{"Authorization": "Bearer " + token}, want: 404},
		{name: "token: missing, even from loopback", token: token, remote: "127.0.0.1:5000", want: 401},
		{name: "token: wrong", token: token, remote: "203.0.113.9:5000",
			header: map[string]string{"Authorization": "Bearer " + token[:31] + "X"}, want: 401},
		{name: "token: a prefix of it", token: token, remote: "203.0.113.9:5000",
			header: map[string]string{"Authorization": "Bearer " + token[:16]}, want: 401},
		{name: "token: another scheme", token: token, remote: "203.0.113.9:5000",
			header: map[string]string{"Authorization": "Basic " + token}, want: 401},
		{name: "token: right, from anywhere", token: token, remote: "203.0.113.9:5000",
			header: map[string]string{"Authorization": "Bearer " + token}, want: 200},
		{name: "token: scheme in any case", token: token, remote: "203.0.113.9:5000",
			header: map[string]string{"Authorization": "bearer " + token}, want: 200},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := New(Sources{})
			r := httptest.NewRequest("GET", "/metrics", nil)
			r.RemoteAddr = tc.remote
			for k, v := range tc.header {
				r.Header.Set(k, v)
			}
			rec := httptest.NewRecorder()
			m.Handler(tc.token).ServeHTTP(rec, r)
			if rec.Code != tc.want {
				t.Fatalf("%d, want %d: %s", rec.Code, tc.want, rec.Body)
			}
			body := rec.Body.String()
			if tc.want == 200 && !strings.Contains(body, "sportsbook_bets_placed_total 0") {
				t.Errorf("metrics missing: %.300s", body)
			}
			if tc.want != 200 && strings.Contains(body, "sportsbook_") {
				t.Errorf("metrics shown to a refused request")
			}
			if tc.want == 401 && rec.Header().Get("WWW-Authenticate") == "" {
				t.Error("401 without WWW-Authenticate")
			}
		})
	}
}
