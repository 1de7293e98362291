// Package support is the built-in support chat (issue 28): when the site names no support
// provider (site.yaml chat), a signed-in player writes to the operator's support from the chat
// toggle, the operator lists the conversations waiting for an answer and answers through the
// operator API, and each message reaches the player's private channel at once. The database keeps
// every conversation within bounds: the newest Keep messages of the last MaxAge.
package support

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/chat"
	"github.com/opensportsbook/sportsbook/internal/playerevents"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// The bounds of a conversation. A support question may need more words than a match remark
// (chat.MaxRunes), still a message, not a document.
const (
	MaxRunes = 1000
	// At most PerWindow of a player's messages within Window: enough to add a detail or two,
	// too few to flood the operator's queue.
	PerWindow = 5
	Window    = 30 * time.Second
	// Keep is the most messages a conversation keeps; MaxAge how long one is kept.
	Keep   = 200
	MaxAge = 90 * 24 * time.Hour
	// OpenLimit is the most conversations the operator's list answers at once (the longest
	// waiting first; answering one makes room for the next).
	OpenLimit = 100
)

// Store keeps the conversations; *store.Store implements it.
type Store interface {
	PostSupportMessage(ctx context.Context, p store.SupportPost) (store.SupportMessage, time.Duration, error)
	SupportConversation(ctx context.Context, playerID int64) ([]store.SupportMessage, int64, error)
	MarkSupportRead(ctx context.Context, playerID, upTo int64) error
	OpenSupportConversations(ctx context.Context, limit int) ([]store.SupportConversationSummary, error)
	PlayerLanguage(ctx context.Context, id int64) (string, error)
}

// Service is the support chat.
type Service struct {
	Store     Store
	Publisher playerevents.Publisher
	// BuiltIn says whether the site offers the built-in chat now (no provider widget, no chat
	// page in site.yaml); nil: always. Off, every call answers NOT_FOUND.
	BuiltIn func() bool
	Now     func() time.Time
}

// Conversation is a player's conversation as the player reads it.
type Conversation struct {
	Messages []store.SupportMessage
	// Unread counts the operator's answers newer than the player's read mark.
	Unread int
}

// Summary is an open conversation in the operator's list.
type Summary = store.SupportConversationSummary

// Post keeps a player's message and publishes it on the player's channel (their other tabs).
// Refusals, nothing written: CHAT_MESSAGE_EMPTY, CHAT_MESSAGE_TOO_LONG (chat.CleanMax with
// MaxRunes), CHAT_TOO_FAST with retry_after; NOT_FOUND when the built-in chat is off.
func (s *Service) Post(ctx context.Context, playerID int64, text string) (store.SupportMessage, error) {
	return s.post(ctx, playerID, false, text)
}

// Answer keeps the operator's answer in a player's conversation and publishes it on the
// player's channel. Refusals: those of Post but the rate; NOT_FOUND for a player without a
// conversation.
func (s *Service) Answer(ctx context.Context, playerID int64, text string) (store.SupportMessage, error) {
	return s.post(ctx, playerID, true, text)
}

func (s *Service) post(ctx context.Context, playerID int64, fromOperator bool, text string) (store.SupportMessage, error) {
	if err := s.offered(); err != nil {
		return store.SupportMessage{}, err
	}
	clean, err := chat.CleanMax(text, MaxRunes)
	if err != nil {
		return store.SupportMessage{}, err
	}
	at := s.Now().UTC().Truncate(time.Millisecond)
	m, wait, err := s.Store.PostSupportMessage(ctx, store.SupportPost{PlayerID: playerID, FromOperator: fromOperator, Text: clean, At: at,
		Max: PerWindow, Window: Window, Keep: Keep, Since: at.Add(-MaxAge)})
	switch {
	case errors.Is(err, catalogue.ErrNotFound):
		return m, apierror.New(apierror.NotFound)
	case err != nil:
		return m, fmt.Errorf("support: %w", err)
	case m.ID == 0:
		return m, apierror.New(apierror.ChatTooFast).With(map[string]any{"retry_after": chat.RetryAfter(wait)})
	}
	lang, err := s.Store.PlayerLanguage(ctx, playerID)
	if err == nil {
		err = playerevents.SupportMessage(ctx, s.Publisher, playerevents.Recipient{ID: playerID, Language: lang}, Wire(m))
	}
	// The message is kept even when publishing fails: the writer is told (an error answer), the
	// player reads it on the next open.
	if err != nil {
		return m, fmt.Errorf("support: publishing message %d: %w", m.ID, err)
	}
	return m, nil
}

// Conversation is the player's conversation and how many answers they have not read.
func (s *Service) Conversation(ctx context.Context, playerID int64) (Conversation, error) {
	if err := s.offered(); err != nil {
		return Conversation{}, err
	}
	msgs, seen, err := s.Store.SupportConversation(ctx, playerID)
	if err != nil {
		return Conversation{}, fmt.Errorf("support: %w", err)
	}
	return Conversation{Messages: msgs, Unread: Unread(msgs, seen)}, nil
}

// Read marks the operator's answers read up to the message upTo.
func (s *Service) Read(ctx context.Context, playerID, upTo int64) error {
	if err := s.offered(); err != nil {
		return err
	}
	if upTo < 1 {
		return apierror.Parameter("messageId")
	}
	if err := s.Store.MarkSupportRead(ctx, playerID, upTo); err != nil {
		return fmt.Errorf("support: %w", err)
	}
	return nil
}

// Open are the conversations waiting for the operator's answer, the longest waiting first.
func (s *Service) Open(ctx context.Context) ([]Summary, error) {
	if err := s.offered(); err != nil {
		return nil, err
	}
	out, err := s.Store.OpenSupportConversations(ctx, OpenLimit)
	if err != nil {
		return nil, fmt.Errorf("support: %w", err)
	}
	return out, nil
}

// Messages are a player's messages as the operator reads them (NOT_FOUND: no conversation).
func (s *Service) Messages(ctx context.Context, playerID int64) ([]store.SupportMessage, error) {
	c, err := s.Conversation(ctx, playerID)
	if err == nil && len(c.Messages) == 0 {
		err = apierror.New(apierror.NotFound)
	}
	return c.Messages, err
}

func (s *Service) offered() error {
	if s.BuiltIn != nil && !s.BuiltIn() {
		return apierror.New(apierror.NotFound)
	}
	return nil
}

// Unread counts the operator's answers after the read mark seen.
func Unread(msgs []store.SupportMessage, seen int64) int {
	n := 0
	for _, m := range msgs {
		if m.FromOperator && m.ID > seen {
			n++
		}
	}
	return n
}

// Wire is a message as the contract carries it (SupportChatMessage).
func Wire(m store.SupportMessage) apigen.SupportChatMessage {
	return apigen.SupportChatMessage{Id: m.ID, FromOperator: m.FromOperator, Text: m.Text, Time: m.At}
}
