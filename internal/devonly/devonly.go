// Package devonly guards what exists for development and tests only (the mail outbox, the feed's
// test control): it is served to clients on this machine, never to anyone else, and never
// through a proxy, which would make everyone look local.
package devonly

import (
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
)

// forwarding are the headers by which a proxy says for whom it connects.
var forwarding = []string{"Forwarded", "X-Forwarded-For", "X-Real-Ip", "X-Forwarded-Host", "Cf-Connecting-Ip", "True-Client-Ip"}

// Local reports whether a request comes from this machine and not through a proxy: a reverse
// proxy on the same machine connects from loopback on behalf of anyone, and says so in its
// forwarding headers.
func Local(r *http.Request) bool {
	for _, h := range forwarding {
		if r.Header.Get(h) != "" {
			return false
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return false
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Handler serves h to local requests and answers everyone else 404, as if it did not exist.
func Handler(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !Local(r) {
			http.NotFound(w, r)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// Answer writes a test control's refusal: its status and the error catalogue's code and message
// key, as the APIs answer theirs.
func Answer(w http.ResponseWriter, status int, code, message string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"code": code, "message": message})
}

// Decode reads a test control's body: one JSON object with only v's fields.
func Decode(r *http.Request, v any) bool {
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	return dec.Decode(v) == nil && dec.Decode(new(struct{})) == io.EOF
}

// Done answers a test control's command: 204 when it was carried out, 404 when err is notFound,
// 500 for any other error.
func Done(w http.ResponseWriter, err, notFound error) {
	switch {
	case errors.Is(err, notFound):
		Answer(w, http.StatusNotFound, "NOT_FOUND", "error.not_found")
	case err != nil:
		Answer(w, http.StatusInternalServerError, "INTERNAL_ERROR", "global-error.default.title")
	default:
		w.WriteHeader(http.StatusNoContent)
	}
}
