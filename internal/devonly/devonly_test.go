package devonly

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestOnlyThisMachine(t *testing.T) {
	h := Handler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusTeapot) }))
	for _, tc := range []struct {
		remote, header string
		want           int
	}{
		{"127.0.0.1:5000", "", http.StatusTeapot},
		{"[::1]:5000", "", http.StatusTeapot},
		{"192.0.2.7:5000", "", http.StatusNotFound},
		{"10.0.0.1:5000", "", http.StatusNotFound},
		{"127.0.0.1:5000", "X-Forwarded-For", http.StatusNotFound},
		{"127.0.0.1:5000", "Forwarded", http.StatusNotFound},
		{"127.0.0.1:5000", "X-Real-Ip", http.StatusNotFound},
		{"garbage", "", http.StatusNotFound},
	} {
		r := httptest.NewRequest("GET", "/dev/x", nil)
		r.RemoteAddr = tc.remote
		if tc.header != "" {
			r.Header.Set(tc.header, "203.0.113.9")
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		if rec.Code != tc.want {
			t.Errorf("from %s with %q: %d, want %d", tc.remote, tc.header, rec.Code, tc.want)
		}
	}
}
