package chat

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/realtime"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// EventName is the realtime event of a new message on a match's chat channel.
const EventName = "chat_message"

// Message is a chat message as readers get it. AuthorID is the player's id, which the player's
// own private channel name already carries and which opens nothing by itself: it lets the SPA
// mark a reader's own messages, in the history too. Nothing about the player's bets is here.
type Message struct {
	ID       int64     `json:"id"`
	MatchID  int64     `json:"matchId"`
	AuthorID int64     `json:"authorId"`
	Author   string    `json:"author"`
	Text     string    `json:"text"`
	Time     time.Time `json:"time"`
}

// Store keeps the messages and counts the posting rate; *store.Store implements it.
type Store interface {
	PostChatMessage(ctx context.Context, p store.ChatPost) (id int64, retryAfter time.Duration, err error)
	PlayerByID(ctx context.Context, id int64) (store.Player, error)
}

// Service is the chat service.
type Service struct {
	store     Store
	catalogue catalogue.Reader
	publisher realtime.Publisher
	now       func() time.Time
}

// New returns the service over the store, the catalogue whose matches have chats, and the
// realtime publisher the messages go out on.
func New(st Store, cat catalogue.Reader, pub realtime.Publisher) *Service {
	return &Service{store: st, catalogue: cat, publisher: pub, now: time.Now}
}

// Post posts a player's message on a match and publishes it on the match's chat channel, where
// the channel's history keeps it for readers who come later. Refusals, with nothing written: a
// match that is not in the catalogue, or an outright (NOT_FOUND: it has no chat); a match that is
// not prematch or live (CHAT_CLOSED); an empty or too long text (Clean); a player over the
// posting rate (CHAT_TOO_FAST with retry_after, in seconds, in the details).
func (s *Service) Post(ctx context.Context, playerID, matchID int64, text string) (Message, error) {
	clean, err := Clean(text)
	if err != nil {
		return Message{}, err
	}
	m, err := s.catalogue.GetMatch(ctx, matchID)
	switch {
	case errors.Is(err, catalogue.ErrNotFound):
		return Message{}, apierror.New(apierror.NotFound)
	case err != nil:
		return Message{}, fmt.Errorf("chat: reading match %d: %w", matchID, err)
	case m.Type != catalogue.MatchTypeMatch:
		return Message{}, apierror.New(apierror.NotFound)
	case m.Status != catalogue.MatchStatusPrematch && m.Status != catalogue.MatchStatusLive:
		return Message{}, apierror.New(apierror.ChatClosed)
	}
	player, err := s.store.PlayerByID(ctx, playerID)
	if err != nil {
		return Message{}, fmt.Errorf("chat: reading player %d: %w", playerID, err)
	}
	at := s.now().UTC().Truncate(time.Millisecond)
	id, wait, err := s.store.PostChatMessage(ctx, store.ChatPost{
		MatchID: matchID, PlayerID: playerID, Text: clean, At: at, Max: PerWindow, Window: Window})
	if err != nil {
		return Message{}, fmt.Errorf("chat: %w", err)
	}
	if id == 0 {
		return Message{}, apierror.New(apierror.ChatTooFast).With(map[string]any{"retry_after": RetryAfter(wait)})
	}
	msg := Message{ID: id, MatchID: matchID, AuthorID: playerID, Author: Author(player.Nickname, player.Email), Text: clean, Time: at}
	data, err := json.Marshal(publication{EventName: EventName, Message: payload{Chat: msg}})
	if err != nil {
		return Message{}, fmt.Errorf("chat: encoding message %d: %w", id, err)
	}
	// The message is kept even when publishing fails: the poster is told (an error answer) and
	// may post it again; readers see only what was published.
	if err := s.publisher.Publish(ctx, realtime.ChatChannel(matchID), data); err != nil {
		return Message{}, fmt.Errorf("chat: publishing message %d: %w", id, err)
	}
	return msg, nil
}

// publication is the contract's RealtimeMessage with a chat message.
type publication struct {
	EventName string  `json:"event_name"`
	Message   payload `json:"message"`
}

type payload struct {
	Chat Message `json:"chat"`
}
