package notifications

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// publication is a message published on a channel.
type publication struct {
	channel string
	message apigen.RealtimeMessage
}

type recorder struct{ got []publication }

func (r *recorder) Publish(_ context.Context, channel string, data []byte) error {
	var m apigen.RealtimeMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	r.got = append(r.got, publication{channel, m})
	return nil
}

var t0 = time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)

func newService(t *testing.T) (*Service, *recorder, *events.Bus) {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "notifications.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	rec := &recorder{}
	s := &Service{Store: st, Publisher: rec, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Now: func() time.Time { return t0 }}
	bus := &events.Bus{}
	s.Register(bus)
	return s, rec, bus
}

func player(t *testing.T, s *Service, email, lang string) int64 {
	t.Helper()
	p, err := s.Store.CreatePlayer(context.Background(), store.NewPlayer{Email: email, PasswordHash: "h", Language: lang, Country: "DE", Currency: "EUR"}, t0)
	if err != nil {
		t.Fatal(err)
	}
	return p.ID
}

// Each event writes one notification and tells the player on their channel, in their language:
// the notification, then the unread count.
func TestEventsNotify(t *testing.T) {
	ctx := context.Background()
	s, rec, bus := newService(t)
	fr := player(t, s, "fr@example.com", "fr")
	bet := store.Bet{ID: 11, PlayerID: fr, Currency: "EUR", Stake: 1000, Payout: 3000, Selections: []store.BetSelection{{MatchName: "Lyon - Nice"}}}
	bus.Publish(ctx,
		events.BetSettled{Bet: bet},
		events.BetCashedOut{Bet: store.Bet{ID: 12, PlayerID: fr, Currency: "EUR", Stake: 1000, Payout: 800, Selections: bet.Selections}},
		events.DepositSucceeded{Deposit: store.Deposit{ID: 3, PlayerID: fr, Currency: "EUR", Amount: 5000}},
		events.BonusIssued{Bonus: store.PlayerBonus{ID: 4, PlayerID: fr}},
		events.LimitReached{PlayerID: fr, Limit: limits.Limit{ID: 5, Type: limits.Activity}},
	)
	wantTypes := []apigen.NotificationType{apigen.NotifyBetWon, apigen.NotifyBetCashedOut, apigen.NotifyDepositSucceeded, apigen.NotifyBonusIssued, apigen.NotifyLimitReached}
	if len(rec.got) != 2*len(wantTypes) {
		t.Fatalf("%d publications: %+v", len(rec.got), rec.got)
	}
	for i, typ := range wantTypes {
		n, c := rec.got[2*i], rec.got[2*i+1]
		if n.channel != "$private:fr.platform_user."+strconv.FormatInt(fr, 10) || n.message.EventName != apigen.Notification || n.message.Message.Notification == nil ||
			n.message.Message.Notification.Type != typ || n.message.Message.Notification.Read {
			t.Fatalf("publication %d: %+v", 2*i, n)
		}
		if c.message.EventName != apigen.UnreadCountersChanged || c.message.Message.Notifications == nil || c.message.Message.Notifications.Unread != i+1 {
			t.Fatalf("publication %d: %+v", 2*i+1, c)
		}
	}
	if got := rec.got[0].message.Message.Notification; got.Title != "Pari gagné" || got.Body != "Votre pari sur Lyon - Nice a rapporté 30,00\u00a0€." {
		t.Fatalf("published in French: %+v", got)
	}

	// The list is newest first, in the language asked for.
	list, pg, err := s.List(ctx, fr, "en", catalogue.PageRequest{Page: 1, Limit: 2})
	if err != nil || pg.Total != 5 || len(list) != 2 || list[0].Type != apigen.NotifyLimitReached || list[1].Title != "New bonus" {
		t.Fatalf("list %+v, %+v, %v", list, pg, err)
	}
	if !list[0].CreatedAt.Equal(t0) || list[0].Caption != "Responsible gaming" || list[0].ObjectId != 5 {
		t.Fatalf("notification %+v", list[0])
	}
}

// Marking read: another player's id refuses the whole request, NOTIFICATION_NOT_FOUND, and
// nothing is marked; the player's own are marked and the new count published.
func TestRead(t *testing.T) {
	ctx := context.Background()
	s, rec, bus := newService(t)
	alice, bob := player(t, s, "alice@example.com", "en"), player(t, s, "bob@example.com", "de")
	for i := range 3 {
		bus.Publish(ctx, events.DepositSucceeded{Deposit: store.Deposit{ID: int64(i + 1), PlayerID: alice, Currency: "EUR", Amount: 1000}})
	}
	bus.Publish(ctx, events.DepositSucceeded{Deposit: store.Deposit{ID: 9, PlayerID: bob, Currency: "EUR", Amount: 1000}})
	mine, _, _ := s.List(ctx, alice, "en", catalogue.PageRequest{Page: 1, Limit: 10})
	theirs, _, _ := s.List(ctx, bob, "en", catalogue.PageRequest{Page: 1, Limit: 10})
	rec.got = nil

	_, err := s.Read(ctx, alice, []int64{mine[0].Id, theirs[0].Id})
	var refused *apierror.Error
	if !errors.As(err, &refused) || refused.Code != apierror.NotificationNotFound {
		t.Fatalf("reading another player's notification: %v", err)
	}
	if n, _ := s.Unread(ctx, alice); n != 3 || len(rec.got) != 0 {
		t.Fatalf("after a refusal: %d unread, %d publications", n, len(rec.got))
	}

	if n, err := s.Read(ctx, alice, []int64{mine[0].Id}); err != nil || n != 2 {
		t.Fatalf("read: %d, %v", n, err)
	}
	if len(rec.got) != 1 || rec.got[0].message.Message.Notifications.Unread != 2 {
		t.Fatalf("published %+v", rec.got)
	}
	if n, err := s.ReadAll(ctx, alice); err != nil || n != 0 {
		t.Fatalf("read all: %d, %v", n, err)
	}
	if n, _ := s.Unread(ctx, bob); n != 1 {
		t.Fatalf("bob's unread: %d", n)
	}
}
