package sportsbookapi

import (
	"context"
	"strconv"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/realtime"
)

// CreateWebsocketToken serves POST /websocket/token: a connection token for the bearer's player,
// or an anonymous one (user id "") without a bearer.
func (s *Server) CreateWebsocketToken(ctx context.Context, req apigen.CreateWebsocketTokenRequestObject) (apigen.CreateWebsocketTokenResponseObject, error) {
	if s.tokens == nil {
		return nil, internalError("connection token", errNoTokenIssuer)
	}
	user := ""
	if id := playerID(ctx); id != 0 {
		user = strconv.FormatInt(id, 10)
	}
	tok, err := s.tokens.ConnectionToken(ctx, user)
	if err != nil {
		return nil, internalError("connection token", err)
	}
	return apigen.CreateWebsocketToken200JSONResponse{Token: tok}, nil
}

// AuthorizeWebsocketChannels serves POST /websocket/authorize: subscription tokens for the
// bearer's own private channels (in any locale), 403 for any other channel.
func (s *Server) AuthorizeWebsocketChannels(ctx context.Context, req apigen.AuthorizeWebsocketChannelsRequestObject) (apigen.AuthorizeWebsocketChannelsResponseObject, error) {
	id := playerID(ctx)
	if id == 0 {
		return nil, unauthorized()
	}
	if s.tokens == nil {
		return nil, internalError("subscription token", errNoTokenIssuer)
	}
	if req.Body == nil || len(req.Body.Channels) == 0 || len(req.Body.Channels) > 16 {
		return nil, badParameter("channels")
	}
	user := strconv.FormatInt(id, 10)
	out := apigen.AuthorizeWebsocketChannels200JSONResponse{}
	for _, ch := range req.Body.Channels {
		info, err := realtime.ParseChannel(ch)
		if err != nil || info.Kind != realtime.ChannelPrivate || info.UserID != user {
			return nil, forbidden()
		}
		tok, err := s.tokens.SubscriptionToken(ctx, user, ch)
		if err != nil {
			return nil, internalError("subscription token", err)
		}
		out.Channels = append(out.Channels, struct {
			Channel string `json:"channel"`
			Token   string `json:"token"`
		}{Channel: ch, Token: tok})
	}
	return out, nil
}
