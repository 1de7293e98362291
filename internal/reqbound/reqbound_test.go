package reqbound

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// echo answers the body it was given.
var echo = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	b, _ := io.ReadAll(r.Body)
	_, _ = w.Write(b)
})

func TestBodySize(t *testing.T) {
	h := Wrap(echo, Limits{MaxBody: 10, ReadTimeout: time.Second, WriteTimeout: time.Second})
	for _, tc := range []struct {
		name       string
		body       io.Reader
		length     int64 // -1: unknown (chunked)
		wantStatus int
		wantBody   string
	}{
		{name: "within", body: strings.NewReader("0123456789"), length: 10, wantStatus: 200, wantBody: "0123456789"},
		{name: "declared too large", body: strings.NewReader("0123456789x"), length: 11, wantStatus: 413, wantBody: `"REQUEST_TOO_LARGE"`},
		{name: "chunked too large", body: strings.NewReader(strings.Repeat("x", 100)), length: -1, wantStatus: 413, wantBody: `"error.request_too_large"`},
		{name: "no body", length: 0, wantStatus: 200},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/", tc.body)
			r.ContentLength = tc.length
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, r)
			if rec.Code != tc.wantStatus || !strings.Contains(rec.Body.String(), tc.wantBody) {
				t.Fatalf("%d %s, want %d %s", rec.Code, rec.Body, tc.wantStatus, tc.wantBody)
			}
			if rec.Code >= 400 && rec.Header().Get("Content-Type") != "application/json" {
				t.Errorf("error answered as %q", rec.Header().Get("Content-Type"))
			}
		})
	}
}

// A client that sends its body a byte at a time is cut off when its read time runs out, instead
// of holding the connection for as long as it likes.
func TestSlowBodyIsCutOff(t *testing.T) {
	srv := httptest.NewServer(Wrap(echo, Limits{MaxBody: 1 << 10, ReadTimeout: 300 * time.Millisecond, WriteTimeout: time.Second}))
	defer srv.Close()
	conn, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n")
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		for {
			select {
			case <-stop:
				return
			case <-time.After(50 * time.Millisecond):
				if _, err := conn.Write([]byte("x")); err != nil {
					return
				}
			}
		}
	}()
	start := time.Now()
	_ = conn.SetReadDeadline(start.Add(10 * time.Second))
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusRequestTimeout || !strings.Contains(string(body), `"REQUEST_TIMEOUT"`) {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Fatalf("cut off after %v", took)
	}
}
