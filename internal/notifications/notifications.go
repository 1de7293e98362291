// Package notifications keeps each player's inbox (spec section 3, Notification): it writes a
// notification when something happens to the player's money or play (a bet settled or cashed
// out, a deposit credited, a withdrawal paid or declined, a bonus issued, a limit used up), once the change committed, and tells
// the player at once on their private channel (notification, then unread_counters_changed). It
// serves the inbox's calls: the list, the unread count, marking read.
//
// A notification stores its type and the values its text names; its title and body are rendered
// in the reader's language whenever it is read or published (messages.go).
package notifications

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/playerevents"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// Service writes, publishes and serves notifications.
type Service struct {
	Store     *store.Store
	Publisher playerevents.Publisher
	Logger    *slog.Logger
	Now       func() time.Time
}

// Register subscribes the service to the events that make notifications. Subscribers run after
// their change committed: a notification is never written for a change rolled back.
func (s *Service) Register(bus *events.Bus) {
	events.Subscribe(bus, func(ctx context.Context, e events.BetSettled) { s.notify(ctx, settled(e.Bet)) })
	events.Subscribe(bus, func(ctx context.Context, e events.BetCashedOut) { s.notify(ctx, cashedOut(e.Bet)) })
	events.Subscribe(bus, func(ctx context.Context, e events.DepositSucceeded) { s.notify(ctx, deposited(e.Deposit)) })
	events.Subscribe(bus, func(ctx context.Context, e events.BonusIssued) { s.notify(ctx, bonusIssued(e.Bonus)) })
	events.Subscribe(bus, func(ctx context.Context, e events.LimitReached) { s.notify(ctx, limitReached(e.PlayerID, e.Limit)) })
	events.Subscribe(bus, func(ctx context.Context, e events.WithdrawalChanged) {
		if n, ok := withdrawalDecided(e.Withdrawal); ok {
			s.notify(ctx, n)
		}
	})
}

// notify writes n and publishes it with the new unread count. The change it tells of has
// committed and cannot be undone, so a failure here is logged, not returned.
func (s *Service) notify(ctx context.Context, n store.Notification) {
	n.CreatedAt = s.Now()
	stored, err := s.Store.InsertNotification(ctx, n)
	if err == nil {
		err = s.publish(ctx, n.PlayerID, &stored)
	}
	if err != nil {
		s.Logger.WarnContext(ctx, "notifying a player", "player", n.PlayerID, "type", n.Type, "object", n.ObjectID, "err", err)
	}
}

// publish tells the player of a new notification (when n is not nil) and of their unread count,
// in their language.
func (s *Service) publish(ctx context.Context, playerID int64, n *store.Notification) error {
	lang, err := s.Store.PlayerLanguage(ctx, playerID)
	if err != nil {
		return fmt.Errorf("player language: %w", err)
	}
	to := playerevents.Recipient{ID: playerID, Language: lang}
	if n != nil {
		if err := playerevents.Notification(ctx, s.Publisher, to, Render(*n, lang)); err != nil {
			return err
		}
	}
	unread, err := s.Store.UnreadNotifications(ctx, playerID)
	if err != nil {
		return err
	}
	return playerevents.UnreadCountersChanged(ctx, s.Publisher, to, unread)
}

// List is a page of the player's notifications, newest first, in lang.
func (s *Service) List(ctx context.Context, playerID int64, lang string, p catalogue.PageRequest) ([]apigen.PlayerNotification, catalogue.Pagination, error) {
	ns, pg, err := s.Store.Notifications(ctx, playerID, p)
	if err != nil {
		return nil, pg, err
	}
	out := make([]apigen.PlayerNotification, len(ns))
	for i, n := range ns {
		out[i] = Render(n, lang)
	}
	return out, pg, nil
}

// Unread counts the player's unread notifications.
func (s *Service) Unread(ctx context.Context, playerID int64) (int, error) {
	return s.Store.UnreadNotifications(ctx, playerID)
}

// Read marks some of the player's notifications read and returns the unread count after. One id
// that is not the player's refuses the whole request (NOTIFICATION_NOT_FOUND) and marks nothing:
// the spec gives the call a list of the player's ids, so another id is a client's mistake to
// report, not to skip.
func (s *Service) Read(ctx context.Context, playerID int64, ids []int64) (int, error) {
	err := s.Store.MarkNotificationsRead(ctx, playerID, ids)
	if errors.Is(err, store.ErrNoNotification) {
		return 0, apierror.New(apierror.NotificationNotFound)
	}
	if err != nil {
		return 0, err
	}
	return s.unreadChanged(ctx, playerID)
}

// ReadAll marks every notification of the player read and returns the unread count after (0).
func (s *Service) ReadAll(ctx context.Context, playerID int64) (int, error) {
	if err := s.Store.MarkAllNotificationsRead(ctx, playerID); err != nil {
		return 0, err
	}
	return s.unreadChanged(ctx, playerID)
}

// unreadChanged publishes the unread count after a change, for the player's other tabs and
// devices, and returns it.
func (s *Service) unreadChanged(ctx context.Context, playerID int64) (int, error) {
	if err := s.publish(ctx, playerID, nil); err != nil {
		s.Logger.WarnContext(ctx, "publishing unread counters", "player", playerID, "err", err)
	}
	return s.Store.UnreadNotifications(ctx, playerID)
}
