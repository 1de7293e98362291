package sportsbookapi

import (
	"context"
	"errors"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/chat"
)

// ChatService posts players' messages on match chats; chat.Service implements it. Its refusals
// are *apierror.Error values (CHAT_MESSAGE_EMPTY, CHAT_MESSAGE_TOO_LONG, CHAT_TOO_FAST,
// CHAT_CLOSED, NOT_FOUND).
type ChatService interface {
	Post(ctx context.Context, playerID, matchID int64, text string) (chat.Message, error)
}

// WithChat takes match chat messages with c; without it posting a message fails.
func WithChat(c ChatService) Option { return func(s *Server) { s.chat = c } }

var errNoChat = errors.New("no chat service")

// PostChatMessage serves POST /matches/{id}/chat.
func (s *Server) PostChatMessage(ctx context.Context, req apigen.PostChatMessageRequestObject) (apigen.PostChatMessageResponseObject, error) {
	player := playerID(ctx)
	if player == 0 {
		return nil, unauthorized()
	}
	if s.chat == nil {
		return nil, internalError("chat", errNoChat)
	}
	if req.Id < 1 {
		return nil, badParameter("id")
	}
	if req.Body == nil {
		return nil, badParameter("text")
	}
	m, err := s.chat.Post(ctx, player, req.Id, req.Body.Text)
	if err != nil {
		return nil, err
	}
	return apigen.PostChatMessage201JSONResponse{Id: m.ID, MatchId: m.MatchID, AuthorId: m.AuthorID, Author: m.Author, Text: m.Text, Time: m.Time}, nil
}
