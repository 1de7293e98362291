// Package reqbound bounds what one request may cost the server: the size of its body and the time
// the client takes to send it and to read the answer. A client that sends a body a byte at a time,
// or a body larger than its route takes, is answered 408 or 413 with the APIs' error envelope and
// holds no connection open. WebSocket routes are not wrapped: their connections live on purpose.
package reqbound

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"os"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
)

// Limits are one route's bounds.
type Limits struct {
	// MaxBody is the largest body accepted, in bytes.
	MaxBody int64
	// ReadTimeout is how long the client has to send the whole body, from the end of its headers.
	ReadTimeout time.Duration
	// WriteTimeout is how long the answer may take to be written, from the end of the headers.
	WriteTimeout time.Duration
}

// Wrap reads the request's whole body within the limits before next runs, so that next never
// waits on a slow client, and answers 413 or 408 itself when the body breaks them.
func Wrap(next http.Handler, l Limits) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rc := http.NewResponseController(w)
		now := time.Now()
		// ErrNotSupported (a recorder in tests) leaves the server's own timeouts.
		_ = rc.SetReadDeadline(now.Add(l.ReadTimeout))
		_ = rc.SetWriteDeadline(now.Add(l.WriteTimeout))
		if r.ContentLength > l.MaxBody {
			refuse(w, r, apierror.New(apierror.RequestTooLarge))
			return
		}
		if r.Body != nil && r.Body != http.NoBody {
			body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, l.MaxBody))
			var tooBig *http.MaxBytesError
			switch {
			case errors.As(err, &tooBig):
				refuse(w, r, apierror.New(apierror.RequestTooLarge))
				return
			case errors.Is(err, os.ErrDeadlineExceeded):
				refuse(w, r, apierror.New(apierror.RequestTimeout))
				return
			case err != nil:
				refuse(w, r, apierror.Parameter("body"))
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
		}
		next.ServeHTTP(w, r)
	})
}

// refuse answers with the catalogue's error and closes the connection: the rest of the body is
// unread.
func refuse(w http.ResponseWriter, r *http.Request, e *apierror.Error) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("Connection", "close")
	apierror.Write(w, r, nil, e)
}
