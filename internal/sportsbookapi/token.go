package sportsbookapi

import (
	"context"
	"net/http"

	"github.com/opensportsbook/sportsbook/internal/apigen"
)

// CreateWebsocketToken serves POST /websocket/token. There are no players yet, so every caller is
// anonymous (user id "").
func (s *Server) CreateWebsocketToken(ctx context.Context, req apigen.CreateWebsocketTokenRequestObject) (apigen.CreateWebsocketTokenResponseObject, error) {
	if s.tokens == nil {
		return nil, &apiError{status: http.StatusInternalServerError,
			body: apigen.Error{Code: CodeInternal, Message: MessageInternal}, cause: errNoTokenIssuer}
	}
	tok, err := s.tokens.ConnectionToken(ctx, "")
	if err != nil {
		return nil, &apiError{status: http.StatusInternalServerError,
			body: apigen.Error{Code: CodeInternal, Message: MessageInternal}, cause: errorf("connection token", err)}
	}
	return apigen.CreateWebsocketToken200JSONResponse{Token: tok}, nil
}
