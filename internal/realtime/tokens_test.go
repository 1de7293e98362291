package realtime

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/centrifugal/centrifuge"
)

func newTestServer(t *testing.T, cfg Config) *Server {
	t.Helper()
	if cfg.Secret == nil {
		cfg.Secret = []byte("test-secret-0123456789")
	}
	if cfg.Locales == nil {
		cfg.Locales = []string{"en", "pt-BR", "fr"}
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return s
}

func TestNewValidatesConfig(t *testing.T) {
	if _, err := New(Config{Locales: []string{"en"}}); err == nil {
		t.Error("no secret: want an error")
	}
	if _, err := New(Config{Secret: []byte("x")}); err == nil {
		t.Error("no locale: want an error")
	}
	s := newTestServer(t, Config{})
	if s.histN != DefaultHistorySize || s.histTTL != DefaultHistoryTTL {
		t.Errorf("defaults: history %d %v", s.histN, s.histTTL)
	}
}

func TestConnectionTokens(t *testing.T) {
	ctx := context.Background()
	s := newTestServer(t, Config{})
	other := newTestServer(t, Config{Secret: []byte("another-secret")})

	user, err := s.ConnectionToken(ctx, "u1")
	if err != nil {
		t.Fatal(err)
	}
	anon, err := s.ConnectionToken(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	expired, err := s.sign("u1", "", time.Now().Add(-2*TokenTTL))
	if err != nil {
		t.Fatal(err)
	}
	sub, err := s.SubscriptionToken(ctx, "u1", PrivateChannel("en", "u1"))
	if err != nil {
		t.Fatal(err)
	}
	foreign, err := other.ConnectionToken(ctx, "u1")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, token, wantUser string
		wantErr               bool
	}{
		{"valid user", user, "u1", false},
		{"anonymous", anon, "", false},
		{"expired", expired, "", true},
		{"wrong secret", foreign, "", true},
		{"missing", "", "", true},
		{"garbage", "not.a.jwt", "", true},
		{"subscription token", sub, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := s.verifyConnection(tt.token)
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tt.wantErr)
			}
			if err != nil && !errors.Is(err, ErrInvalidToken) {
				t.Errorf("err = %v, want ErrInvalidToken", err)
			}
			if got != tt.wantUser {
				t.Errorf("user = %q, want %q", got, tt.wantUser)
			}
			// The connect handler turns every failure into an invalid-token disconnect.
			reply, cerr := s.onConnecting(ctx, centrifuge.ConnectEvent{Token: tt.token})
			if (cerr != nil) != tt.wantErr {
				t.Errorf("onConnecting err = %v", cerr)
			}
			// An accepted connection batches its writes (see writeDelay).
			if cerr == nil && (reply.WriteDelay != writeDelay || reply.MaxMessagesInFrame != -1 || !reply.WriteWithTimer) {
				t.Errorf("connect reply: write delay %v, messages in frame %d, timer %v; want %v, -1, true",
					reply.WriteDelay, reply.MaxMessagesInFrame, reply.WriteWithTimer, writeDelay)
			}
		})
	}
	if _, err := s.SubscriptionToken(ctx, "", "x"); err == nil {
		t.Error("anonymous subscription token: want an error")
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := s.ConnectionToken(cctx, "u1"); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled context: err = %v", err)
	}
}

func TestAuthorize(t *testing.T) {
	ctx := context.Background()
	s := newTestServer(t, Config{DeltaCompression: true})
	priv := PrivateChannel("en", "u1")
	good, _ := s.SubscriptionToken(ctx, "u1", priv)
	otherChan, _ := s.SubscriptionToken(ctx, "u1", PrivateChannel("fr", "u1"))
	otherUser, _ := s.SubscriptionToken(ctx, "u2", priv)
	expired, _ := s.sign("u1", priv, time.Now().Add(-2*TokenTTL))

	tests := []struct {
		name, user, channel, token string
		want                       error
		wantDelta                  bool
	}{
		{name: "anonymous updates", channel: "public:en.updates"},
		{name: "anonymous match", channel: "public:pt.updates.match.5", wantDelta: true},
		{name: "user match", user: "u1", channel: "public:fr.updates.match.5", wantDelta: true},
		{name: "unconfigured locale", channel: "public:de.updates", want: centrifuge.ErrorUnknownChannel},
		{name: "br is not a channel locale", channel: "public:br.updates", want: centrifuge.ErrorUnknownChannel},
		{name: "unknown channel", channel: "news", want: centrifuge.ErrorUnknownChannel},
		{name: "private own with token", user: "u1", channel: priv, token: good},
		{name: "private anonymous", channel: priv, token: good, want: centrifuge.ErrorPermissionDenied},
		{name: "private other user", user: "u2", channel: priv, token: otherUser, want: centrifuge.ErrorPermissionDenied},
		{name: "private no token", user: "u1", channel: priv, want: centrifuge.ErrorPermissionDenied},
		{name: "private token for other channel", user: "u1", channel: priv, token: otherChan, want: centrifuge.ErrorPermissionDenied},
		{name: "private expired token", user: "u1", channel: priv, token: expired, want: centrifuge.ErrorPermissionDenied},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts, err := s.authorize(tt.user, tt.channel, tt.token)
			if !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
			if err != nil {
				return
			}
			if !opts.EnableRecovery || !opts.EnablePositioning {
				t.Errorf("recovery/positioning off: %+v", opts)
			}
			if gotDelta := len(opts.AllowedDeltaTypes) == 1 && opts.AllowedDeltaTypes[0] == centrifuge.DeltaTypeFossil; gotDelta != tt.wantDelta {
				t.Errorf("delta = %v, want %v", gotDelta, tt.wantDelta)
			}
		})
	}
	plain := newTestServer(t, Config{})
	opts, err := plain.authorize("", "public:en.updates.match.1", "")
	if err != nil || len(opts.AllowedDeltaTypes) != 0 {
		t.Errorf("delta off: opts %+v err %v", opts, err)
	}
}
