// Package reqid gives every HTTP request an id: the X-Request-Id a proxy in front sent (when it
// looks like one), else a new random one. The id is answered in the X-Request-Id header and put
// on every log line written with the request's context, so that one request's lines can be found
// together.
package reqid

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
)

// Header carries the id in requests and answers.
const Header = "X-Request-Id"

type key struct{}

// From returns the request id in ctx, "" when there is none.
func From(ctx context.Context) string {
	id, _ := ctx.Value(key{}).(string)
	return id
}

// Wrap gives each request an id.
func Wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get(Header)
		if !valid(id) {
			id = newID()
		}
		w.Header().Set(Header, id)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), key{}, id)))
	})
}

// valid accepts an incoming id only when it is short and plain, so that a client cannot write
// what it likes into the logs.
func valid(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, c := range id {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.') {
			return false
		}
	}
	return true
}

func newID() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b) // crypto/rand does not fail on supported platforms
	return hex.EncodeToString(b)
}

// Logs is a slog.Handler that adds the request id of a record's context to the record.
type Logs struct{ slog.Handler }

// Handle implements slog.Handler.
func (h Logs) Handle(ctx context.Context, r slog.Record) error {
	if id := From(ctx); id != "" {
		r.AddAttrs(slog.String("request_id", id))
	}
	return h.Handler.Handle(ctx, r)
}

// WithAttrs implements slog.Handler.
func (h Logs) WithAttrs(attrs []slog.Attr) slog.Handler { return Logs{h.Handler.WithAttrs(attrs)} }

// WithGroup implements slog.Handler.
func (h Logs) WithGroup(name string) slog.Handler { return Logs{h.Handler.WithGroup(name)} }
