// Package outbox sends the platform's mail and SMS through a Sender. The embedded default keeps
// every message in the database (read it at /dev/outbox) and logs it; SMTP sends real mail. SMS
// has no real gateway here: texts always go to the outbox.
package outbox

import (
	"context"
	"fmt"
	"html/template"
	"log/slog"
	"net/http"
	"net/mail"
	"net/smtp"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/devonly"
	"github.com/opensportsbook/sportsbook/internal/secheaders"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// Channels of a message.
const (
	Mail = "mail"
	SMS  = "sms"
)

// Message is a mail (with a subject) or an SMS.
type Message struct {
	Channel   string
	Recipient string
	Subject   string
	Body      string
}

// Sender sends a message.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// Store keeps messages in the store's outbox table and logs them.
type Store struct {
	Store  *store.Store
	Logger *slog.Logger
	Now    func() time.Time
	// LogText logs each message's text too (the demo's outbox): mail holds one-time links and SMS
	// codes, which have no place in a real site's logs.
	LogText bool
}

// Send implements Sender.
func (s Store) Send(ctx context.Context, m Message) error {
	attrs := []any{"channel", m.Channel, "to", m.Recipient, "subject", m.Subject}
	if s.LogText {
		attrs = append(attrs, "body", m.Body)
	}
	s.Logger.InfoContext(ctx, "outbox: message sent", attrs...)
	return s.Store.AddOutbox(ctx, store.OutboxMessage{Channel: m.Channel, Recipient: m.Recipient, Subject: m.Subject,
		Body: m.Body, CreatedAt: s.Now()})
}

// SMTP sends mail through an SMTP server given as smtp://user:password@host:port?from=address;
// SMS still go to Fallback.
type SMTP struct {
	addr     string
	auth     smtp.Auth
	from     string
	Fallback Sender
}

// NewSMTP parses an SMTP URL.
func NewSMTP(raw string, fallback Sender) (*SMTP, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "smtp" || u.Host == "" {
		return nil, fmt.Errorf("outbox: SMTP_URL must look like smtp://user:password@host:587?from=bets@example.com")
	}
	from := u.Query().Get("from")
	if a, err := mail.ParseAddress(from); err != nil || a.Address != from {
		return nil, fmt.Errorf("outbox: SMTP_URL needs a from= address, like from=bets@example.com")
	}
	s := &SMTP{addr: u.Host, from: from, Fallback: fallback}
	if u.User != nil {
		pw, _ := u.User.Password()
		s.auth = smtp.PlainAuth("", u.User.Username(), pw, u.Hostname())
	}
	return s, nil
}

// Send implements Sender.
func (s *SMTP) Send(ctx context.Context, m Message) error {
	if m.Channel != Mail {
		return s.Fallback.Send(ctx, m)
	}
	msg := "From: " + s.from + "\r\nTo: " + m.Recipient + "\r\nSubject: " + m.Subject +
		"\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n" + strings.ReplaceAll(m.Body, "\n", "\r\n")
	if err := smtp.SendMail(s.addr, s.auth, s.from, []string{m.Recipient}, []byte(msg)); err != nil {
		return fmt.Errorf("outbox: smtp to %s: %w", m.Recipient, err)
	}
	return nil
}

var page = template.Must(template.New("outbox").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Outbox</title>
<style nonce="{{.Nonce}}">body{font:15px/1.5 system-ui,sans-serif;margin:2rem;max-width:60rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin-block:1rem}pre{white-space:pre-wrap}</style></head>
<body><h1>Outbox</h1><p>Mail and SMS the sportsbook sent, newest first. Add <code>?to=address</code> to filter, <code>&amp;format=json</code> for JSON.</p>
{{range .Messages}}<article data-channel="{{.Channel}}"><h2>{{.Subject}}</h2><p>{{.Channel}} to <strong>{{.Recipient}}</strong> at {{.CreatedAt.Format "2006-01-02 15:04:05"}} UTC</p><pre>{{.Body}}</pre></article>{{else}}<p>Nothing sent yet.</p>{{end}}
</body></html>`))

// Page serves the outbox for developers and tests, /dev/outbox?to=&limit=&format=json, to this
// machine only (devonly): the mail holds password-reset links, so anyone who can read the page
// can take any account over.
func Page(st *store.Store, policy secheaders.Policy, logger *slog.Logger) http.Handler {
	return devonly.Handler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		limit, err := strconv.Atoi(q.Get("limit"))
		if err != nil || limit < 1 || limit > 500 {
			limit = 50
		}
		msgs, err := st.Outbox(r.Context(), strings.ToLower(strings.TrimSpace(q.Get("to"))), limit)
		if err != nil {
			logger.ErrorContext(r.Context(), "outbox page", "err", err)
			http.Error(w, "outbox unavailable", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Cache-Control", "no-store")
		if q.Get("format") == "json" {
			writeJSON(w, msgs)
			return
		}
		nonce, inline, err := secheaders.Nonce()
		if err != nil {
			logger.ErrorContext(r.Context(), "outbox page", "err", err)
			http.Error(w, "outbox unavailable", http.StatusInternalServerError)
			return
		}
		policy.SetPage(w.Header(), inline)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if err := page.Execute(w, struct {
			Nonce    string
			Messages []store.OutboxMessage
		}{nonce, msgs}); err != nil {
			logger.ErrorContext(r.Context(), "outbox page", "err", err)
		}
	}))
}
