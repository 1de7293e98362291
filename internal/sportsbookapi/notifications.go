package sportsbookapi

import (
	"context"
	"errors"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/wire"
)

// NotificationService answers the notification calls; notifications.Service implements it.
type NotificationService interface {
	List(ctx context.Context, playerID int64, lang string, p catalogue.PageRequest) ([]apigen.PlayerNotification, catalogue.Pagination, error)
	Unread(ctx context.Context, playerID int64) (int, error)
	Read(ctx context.Context, playerID int64, ids []int64) (int, error)
	ReadAll(ctx context.Context, playerID int64) (int, error)
}

// WithNotifications serves the player's inbox from n; without it the inbox is empty and read
// calls find nothing.
func WithNotifications(n NotificationService) Option { return func(s *Server) { s.notifications = n } }

var errNoNotifications = errors.New("no notification service")

// notificationsFor is the signed-in player and the notification service, or the error to answer.
func (s *Server) notificationsFor(ctx context.Context) (int64, error) {
	id := playerID(ctx)
	if id == 0 {
		return 0, unauthorized()
	}
	if s.notifications == nil {
		return 0, internalError("notifications", errNoNotifications)
	}
	return id, nil
}

// ListNotifications serves GET /notifications.
func (s *Server) ListNotifications(ctx context.Context, req apigen.ListNotificationsRequestObject) (apigen.ListNotificationsResponseObject, error) {
	id, err := s.notificationsFor(ctx)
	if err != nil {
		return nil, err
	}
	p, err := page(req.Params.Page, req.Params.Limit)
	if err != nil {
		return nil, err
	}
	lang, _ := ctx.Value(languageKey{}).(string)
	list, pg, err := s.notifications.List(ctx, id, lang, p)
	if err != nil {
		return nil, internalError("list notifications", err)
	}
	return apigen.ListNotifications200JSONResponse{Items: list, Pagination: wire.Pagination(pg)}, nil
}

// NotificationCounters serves GET /notifications/counters.
func (s *Server) NotificationCounters(ctx context.Context, _ apigen.NotificationCountersRequestObject) (apigen.NotificationCountersResponseObject, error) {
	id, err := s.notificationsFor(ctx)
	if err != nil {
		return nil, err
	}
	n, err := s.notifications.Unread(ctx, id)
	if err != nil {
		return nil, internalError("count notifications", err)
	}
	return apigen.NotificationCounters200JSONResponse{Unread: n}, nil
}

// maxReadIDs bounds the ids of one POST /notifications/read (the contract's maxItems).
const maxReadIDs = 100

// ReadNotifications serves POST /notifications/read: all the ids or none (NOTIFICATION_NOT_FOUND).
func (s *Server) ReadNotifications(ctx context.Context, req apigen.ReadNotificationsRequestObject) (apigen.ReadNotificationsResponseObject, error) {
	id, err := s.notificationsFor(ctx)
	if err != nil {
		return nil, err
	}
	if req.Body == nil || len(req.Body.Ids) == 0 || len(req.Body.Ids) > maxReadIDs {
		return nil, badParameter("ids")
	}
	for _, n := range req.Body.Ids {
		if n < 1 {
			return nil, badParameter("ids")
		}
	}
	n, err := s.notifications.Read(ctx, id, req.Body.Ids)
	var refused *apierror.Error
	if errors.As(err, &refused) {
		return nil, refused
	}
	if err != nil {
		return nil, internalError("read notifications", err)
	}
	return apigen.ReadNotifications200JSONResponse{Unread: n}, nil
}

// ReadAllNotifications serves POST /notifications/read-all.
func (s *Server) ReadAllNotifications(ctx context.Context, _ apigen.ReadAllNotificationsRequestObject) (apigen.ReadAllNotificationsResponseObject, error) {
	id, err := s.notificationsFor(ctx)
	if err != nil {
		return nil, err
	}
	n, err := s.notifications.ReadAll(ctx, id)
	if err != nil {
		return nil, internalError("read all notifications", err)
	}
	return apigen.ReadAllNotifications200JSONResponse{Unread: n}, nil
}
