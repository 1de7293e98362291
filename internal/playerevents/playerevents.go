// Package playerevents publishes the events of a player's private channel
// ($private:{locale}.platform_user.{userId}, in the player's language): balance_changed,
// bet_changed, notification, unread_counters_changed and support_message, in the contract's RealtimeMessage shape. One place builds them, for the wallet and
// the bets alike.
package playerevents

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/cataloguei18n"
	"github.com/opensportsbook/sportsbook/internal/realtime"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// Publisher publishes on a channel; the realtime server implements it.
type Publisher = realtime.Publisher

// Recipient is the player whose private channel an event goes to: their id and language (the
// channel's locale), all that a publication needs to know of them.
type Recipient struct {
	ID       int64
	Language string
}

// publish publishes m on the player's channel.
func publish(ctx context.Context, pub Publisher, p Recipient, m apigen.RealtimeMessage) error {
	data, err := json.Marshal(m)
	if err != nil {
		return fmt.Errorf("encoding %s: %w", m.EventName, err)
	}
	return pub.Publish(ctx, realtime.PrivateChannel(p.Language, strconv.FormatInt(p.ID, 10)), data)
}

// BalanceChanged publishes an account's balance, which names nothing to translate.
func BalanceChanged(ctx context.Context, pub Publisher, p Recipient, a store.Account) error {
	c, _ := wallet.Lookup(a.Currency)
	bm := apigen.BalanceMessage{Currency: a.Currency, Subunits: c.Subunits}
	bm.Balance.Total, bm.Balance.Locked, bm.Balance.AvailableToBet = a.Balance.Total, a.Balance.Locked, a.Balance.AvailableToBet()
	var m apigen.RealtimeMessage
	m.EventName, m.Message.Balance = apigen.BalanceChanged, &bm
	return publish(ctx, pub, p, m)
}

// BetChanged publishes a bet as it is now, its selections named in the player's language.
func BetChanged(ctx context.Context, pub Publisher, names *cataloguei18n.Catalogue, p Recipient, b apigen.PlacedBet) error {
	b = cataloguei18n.Localize(names.For(p.Language), b)
	var m apigen.RealtimeMessage
	m.EventName, m.Message.Bet = apigen.BetChanged, &b
	return publish(ctx, pub, p, m)
}

// CashoutChanged publishes the cash-out value of an open bet (absent: none now), its selections
// named in the player's language.
func CashoutChanged(ctx context.Context, pub Publisher, names *cataloguei18n.Catalogue, p Recipient, b apigen.PlacedBet) error {
	b = cataloguei18n.Localize(names.For(p.Language), b)
	var m apigen.RealtimeMessage
	m.EventName, m.Message.Bet = apigen.BetCashoutChanged, &b
	return publish(ctx, pub, p, m)
}

// BonusIssued tells a player of a bonus issued to them (bonus_issued), already in their language.
func BonusIssued(ctx context.Context, pub Publisher, p Recipient, b apigen.Bonus) error {
	var m apigen.RealtimeMessage
	m.EventName, m.Message.Bonus = apigen.BonusIssued, &b
	return publish(ctx, pub, p, m)
}

// Notification publishes a notification new in the player's inbox (notification), already in
// their language.
func Notification(ctx context.Context, pub Publisher, p Recipient, n apigen.PlayerNotification) error {
	var m apigen.RealtimeMessage
	m.EventName, m.Message.Notification = apigen.Notification, &n
	return publish(ctx, pub, p, m)
}

// UnreadCountersChanged publishes how many of the player's notifications are unread.
func UnreadCountersChanged(ctx context.Context, pub Publisher, p Recipient, unread int) error {
	var m apigen.RealtimeMessage
	m.EventName, m.Message.Notifications = apigen.UnreadCountersChanged, &apigen.NotificationCounters{Unread: unread}
	return publish(ctx, pub, p, m)
}

// SupportMessage publishes a new message of the player's support conversation (support_message):
// the operator's answer, or the player's own message for their other tabs.
func SupportMessage(ctx context.Context, pub Publisher, p Recipient, sm apigen.SupportChatMessage) error {
	var m apigen.RealtimeMessage
	m.EventName, m.Message.SupportMessage = apigen.SupportMessage, &sm
	return publish(ctx, pub, p, m)
}
