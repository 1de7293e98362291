package platformapi

import (
	"context"
	"net/http"

	"github.com/opensportsbook/sportsbook/internal/cashier"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// ListPaymentMethods implements GET /player/payment_methods.
func (s *Server) ListPaymentMethods(w http.ResponseWriter, r *http.Request) {
	forPlayer(s, w, r, http.StatusOK, func(ctx context.Context, p store.Player) (platformgen.PaymentMethodList, error) {
		ms, err := s.cashier.PaymentMethods(ctx, p)
		out := platformgen.PaymentMethodList{Items: make([]platformgen.PaymentMethod, len(ms))}
		for i, m := range ms {
			out.Items[i] = cashier.MethodView(m)
		}
		return out, err
	})
}

// RemovePaymentMethod implements DELETE /player/payment_methods/{id}.
func (s *Server) RemovePaymentMethod(w http.ResponseWriter, r *http.Request, id int64) {
	forPlayer(s, w, r, http.StatusNoContent, func(ctx context.Context, p store.Player) (any, error) {
		return nil, s.cashier.RemovePaymentMethod(ctx, p, id)
	})
}

// ListWithdrawals implements GET /player/withdrawals.
func (s *Server) ListWithdrawals(w http.ResponseWriter, r *http.Request, params platformgen.ListWithdrawalsParams) {
	forPlayer(s, w, r, http.StatusOK, func(ctx context.Context, p store.Player) (platformgen.WithdrawalList, error) {
		ws, pg, err := s.cashier.Withdrawals(ctx, p, params.Page, params.Limit)
		out := platformgen.WithdrawalList{Items: make([]platformgen.Withdrawal, len(ws)),
			Pagination: platformgen.Pagination{Total: pg.Total, Page: pg.Page, Limit: pg.Limit, LastPage: pg.LastPage}}
		for i, wd := range ws {
			out.Items[i] = cashier.WithdrawalView(wd)
		}
		return out, err
	})
}

// CreateWithdrawal implements POST /player/withdrawals.
func (s *Server) CreateWithdrawal(w http.ResponseWriter, r *http.Request) {
	withBody(s, w, r, http.StatusCreated, func(ctx context.Context, p store.Player, req platformgen.WithdrawalRequest) (platformgen.Withdrawal, error) {
		wd, err := s.cashier.RequestWithdrawal(ctx, p, req.Amount, req.Currency, req.MethodId)
		return cashier.WithdrawalView(wd), err
	})
}

// CancelWithdrawal implements POST /player/withdrawals/{id}/cancel.
func (s *Server) CancelWithdrawal(w http.ResponseWriter, r *http.Request, id int64) {
	forPlayer(s, w, r, http.StatusOK, func(ctx context.Context, p store.Player) (platformgen.Withdrawal, error) {
		wd, err := s.cashier.CancelWithdrawal(ctx, p, id)
		return cashier.WithdrawalView(wd), err
	})
}

// Cashier is the cashier service, for the operator API's withdrawals.
func (s *Server) Cashier() *cashier.Service { return s.cashier }
