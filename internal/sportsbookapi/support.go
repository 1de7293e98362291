package sportsbookapi

import (
	"context"
	"errors"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/support"
)

// SupportService is the built-in support chat as the player uses it; support.Service implements
// it. Its refusals are *apierror.Error values (CHAT_MESSAGE_EMPTY, CHAT_MESSAGE_TOO_LONG,
// CHAT_TOO_FAST, NOT_FOUND when the site offers no built-in chat).
type SupportService interface {
	Post(ctx context.Context, playerID int64, text string) (store.SupportMessage, error)
	Conversation(ctx context.Context, playerID int64) (support.Conversation, error)
	Read(ctx context.Context, playerID, upTo int64) error
}

// WithSupport serves the built-in support chat with c; without it its calls fail.
func WithSupport(c SupportService) Option { return func(s *Server) { s.support = c } }

var errNoSupport = errors.New("no support chat service")

// GetSupportChat serves GET /support-chat.
func (s *Server) GetSupportChat(ctx context.Context, _ apigen.GetSupportChatRequestObject) (apigen.GetSupportChatResponseObject, error) {
	player, err := s.supportPlayer(ctx)
	if err != nil {
		return nil, err
	}
	c, err := s.support.Conversation(ctx, player)
	if err != nil {
		return nil, err
	}
	out := apigen.GetSupportChat200JSONResponse{Messages: make([]apigen.SupportChatMessage, len(c.Messages)), Unread: c.Unread}
	for i, m := range c.Messages {
		out.Messages[i] = support.Wire(m)
	}
	return out, nil
}

// PostSupportMessage serves POST /support-chat/messages.
func (s *Server) PostSupportMessage(ctx context.Context, req apigen.PostSupportMessageRequestObject) (apigen.PostSupportMessageResponseObject, error) {
	player, err := s.supportPlayer(ctx)
	if err != nil {
		return nil, err
	}
	if req.Body == nil {
		return nil, badParameter("text")
	}
	m, err := s.support.Post(ctx, player, req.Body.Text)
	if err != nil {
		return nil, err
	}
	return apigen.PostSupportMessage201JSONResponse(support.Wire(m)), nil
}

// ReadSupportChat serves POST /support-chat/read.
func (s *Server) ReadSupportChat(ctx context.Context, req apigen.ReadSupportChatRequestObject) (apigen.ReadSupportChatResponseObject, error) {
	player, err := s.supportPlayer(ctx)
	if err != nil {
		return nil, err
	}
	if req.Body == nil {
		return nil, badParameter("messageId")
	}
	if err := s.support.Read(ctx, player, req.Body.MessageId); err != nil {
		return nil, err
	}
	return apigen.ReadSupportChat204Response{}, nil
}

// supportPlayer is the signed-in player of a support call.
func (s *Server) supportPlayer(ctx context.Context) (int64, error) {
	player := playerID(ctx)
	if player == 0 {
		return 0, unauthorized()
	}
	if s.support == nil {
		return 0, internalError("support chat", errNoSupport)
	}
	return player, nil
}
