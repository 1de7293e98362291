package platformapi

import (
	"context"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"net/url"

	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/playerevents"
	"github.com/opensportsbook/sportsbook/internal/secheaders"
	"github.com/opensportsbook/sportsbook/internal/sitepath"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// PaymentPath is where the simulated payment provider's page is served.
const PaymentPath = "/payment/sim"

// maxDeposit bounds one deposit, in minor units (a million in two-decimal currencies).
const maxDeposit = 100_000_000

// quickOutcome is the simulated provider's answer to a quick deposit: like a payment sandbox, it
// declines an amount whose minor units end in 66 and leaves one ending in 77 pending.
func quickOutcome(amount int64) string {
	switch amount % 100 {
	case 66:
		return store.DepositError
	case 77:
		return store.DepositPending
	}
	return store.DepositSuccess
}

// CreateDeposit implements POST /player/deposits.
func (s *Server) CreateDeposit(w http.ResponseWriter, r *http.Request) {
	s.withPlayer(w, r, http.StatusCreated, func(p store.Player) (any, error) {
		var req platformgen.DepositRequest
		if err := decode(r, &req); err != nil {
			return nil, err
		}
		ctx, now := r.Context(), s.cfg.Now()
		if req.Amount <= 0 || req.Amount > maxDeposit {
			return nil, fieldErrors(map[string]string{"amount": "error.validation.amount"})
		}
		c, err := currencyOf(req.Currency)
		if err != nil {
			return nil, err
		}
		if missed := depositFields(p); len(missed) > 0 {
			return nil, fail(http.StatusUnprocessableEntity, "AUTH_FIELDS_MISSED", "error.auth.fields_missed", map[string]any{"fields": missed})
		}
		acc, err := s.cfg.Store.AccountByCurrency(ctx, p.ID, c.Code)
		if errors.Is(err, store.ErrNoAccount) {
			return nil, fail(http.StatusUnprocessableEntity, "NO_ACCOUNT", "error.wallet.no_account", nil)
		}
		if err != nil {
			return nil, err
		}
		if err := s.checkDepositLimit(ctx, p.ID, c.Code, req.Amount); err != nil {
			return nil, err
		}
		tok, hash, err := auth.NewToken()
		if err != nil {
			return nil, err
		}
		d, err := s.cfg.Store.CreateDeposit(ctx, acc.ID, req.Amount, hash, returnPath(req.ReturnPath), now)
		if err != nil {
			return nil, err
		}
		if req.Quick != nil && *req.Quick {
			if d, err = s.settle(ctx, p, d.ID, quickOutcome(d.Amount)); err != nil {
				return nil, err
			}
			return deposit(d, ""), nil
		}
		return deposit(d, PaymentPath+"?token="+url.QueryEscape(tok)), nil
	})
}

func (s *Server) checkDepositLimit(ctx context.Context, playerID int64, currency string, amount int64) error {
	now := s.cfg.Now()
	ls, err := s.cfg.Store.Limits(ctx, playerID, now)
	if err != nil {
		return err
	}
	l, ok := limits.Find(ls, limits.Deposit, now)
	if !ok || l.Currency != currency {
		return nil
	}
	used, err := s.cfg.Store.DepositedSince(ctx, playerID, currency, limits.PeriodStart(l.Period, now))
	if err != nil {
		return err
	}
	if errors.Is(limits.CheckDeposit(ls, currency, amount, limits.Usage{Deposited: used}, now), limits.ErrDepositLimit) {
		return fail(http.StatusUnprocessableEntity, "LIMIT_DEPOSIT_EXCEEDED", "error.limits.deposit_exceeded",
			map[string]any{"remaining": limits.Remaining(l, used), "currency": currency})
	}
	return nil
}

// defaultReturnPath is where the provider page sends the browser back when the deposit named no
// acceptable path.
const defaultReturnPath = "/profile/wallet/deposit"

// returnPath keeps a same-site path only, so the provider page cannot be made to send the browser
// to another site.
func returnPath(p *string) string {
	if p == nil {
		return defaultReturnPath
	}
	u, ok := sitepath.Parse(*p)
	if !ok {
		return defaultReturnPath
	}
	return u.String()
}

// returnURL is where the provider page sends the browser after the payer's answer: the deposit's
// return path, parsed again (a stored path predates today's rules), with ?payment=status.
func returnURL(stored, status string) string {
	u, ok := sitepath.Parse(stored)
	if !ok {
		u, _ = sitepath.Parse(defaultReturnPath)
	}
	q := u.Query()
	q.Set("payment", status)
	u.RawQuery, u.Fragment = q.Encode(), ""
	return u.String()
}

func deposit(d store.Deposit, payURL string) platformgen.Deposit {
	out := platformgen.Deposit{Id: d.ID, Amount: d.Amount, Currency: d.Currency, Status: platformgen.DepositStatus(d.Status)}
	if payURL != "" {
		out.PaymentUrl = &payURL
	}
	return out
}

// settle records the provider's answer and, when the balance changed, publishes it.
func (s *Server) settle(ctx context.Context, p store.Player, depositID int64, status string) (store.Deposit, error) {
	d, acc, err := s.cfg.Store.SettleDeposit(ctx, depositID, status, s.cfg.Now())
	if err != nil {
		return d, err
	}
	if status == store.DepositSuccess {
		s.PublishBalance(ctx, p, acc)
	}
	return d, nil
}

// PublishBalance sends balance_changed on the player's private channel. A failure is logged, not
// returned: the money moved, and the client also reads accounts on load.
func (s *Server) PublishBalance(ctx context.Context, p store.Player, a store.Account) {
	if s.cfg.Publisher == nil {
		return
	}
	if err := playerevents.BalanceChanged(ctx, s.cfg.Publisher, p, a); err != nil {
		s.cfg.Logger.WarnContext(ctx, "publishing balance_changed", "player", p.ID, "err", err)
	}
}

// ListTransactions implements GET /player/transactions.
func (s *Server) ListTransactions(w http.ResponseWriter, r *http.Request, params platformgen.ListTransactionsParams) {
	s.withPlayer(w, r, http.StatusOK, func(p store.Player) (any, error) {
		pr := catalogue.PageRequest{Page: 1, Limit: 20}
		if params.Page != nil {
			pr.Page = *params.Page
		}
		if params.Limit != nil {
			pr.Limit = *params.Limit
		}
		if pr.Page < 1 || pr.Limit < 1 || pr.Limit > catalogue.MaxLimit {
			return nil, fail(http.StatusBadRequest, "INVALID_PARAMETER", "error.invalid_parameter", nil)
		}
		cur := ""
		if params.Currency != nil && *params.Currency != "" {
			c, err := currencyOf(*params.Currency)
			if err != nil {
				return nil, err
			}
			cur = c.Code
		}
		entries, pg, err := s.cfg.Store.Ledger(r.Context(), p.ID, cur, pr)
		if err != nil {
			return nil, err
		}
		out := platformgen.TransactionList{Items: make([]platformgen.Transaction, len(entries)),
			Pagination: platformgen.Pagination{Total: pg.Total, Page: pg.Page, Limit: pg.Limit, LastPage: pg.LastPage}}
		for i, e := range entries {
			c, _ := wallet.Lookup(e.Currency)
			out.Items[i] = platformgen.Transaction{Id: e.ID, Kind: platformgen.TransactionKind(e.Kind), Amount: e.Amount,
				Currency: e.Currency, Subunits: c.Subunits, BalanceAfter: e.BalanceAfter, Reference: &e.Reference, CreatedAt: e.CreatedAt}
		}
		return out, nil
	})
}

var paymentPage = template.Must(template.New("pay").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Test payment provider</title>
<style nonce="{{.Nonce}}">body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;background:#f4f6f8;color:#111}main{max-width:26rem;margin:auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 8px #0002}
button{display:block;width:100%;margin-block:.5rem;padding:.75rem;font:inherit;border-radius:8px;border:1px solid #888;cursor:pointer}button[value=success]{background:#0a7d32;color:#fff;border:0}</style></head>
<body><main><h1>Test payment provider</h1>
{{if .Done}}<p role="status">This payment is {{.Status}}.</p>{{else}}
<p>Deposit of <strong>{{.Amount}} {{.Currency}}</strong>. This built-in provider only simulates a payment: choose its answer.</p>
<form method="post"><input type="hidden" name="token" value="{{.Token}}">{{if .Embed}}<input type="hidden" name="embed" value="1">{{end}}
<button name="status" value="success">Pay</button><button name="status" value="error">Decline (error)</button><button name="status" value="pending">Leave pending</button></form>{{end}}
{{if .Notify}}<script nonce="{{.Nonce}}">parent.postMessage({type:'sportsbook:payment',status:{{.Status}},deposit_id:{{.ID}}},location.origin)</script>{{end}}
</main></body></html>`))

type paymentView struct {
	Token, Currency, Amount, Status, Nonce string
	ID                                     int64
	Done, Embed, Notify                    bool
}

// PaymentPage serves the simulated provider: GET shows the deposit and three answers; POST
// records the chosen one, then sends the browser back to the deposit's return path with
// ?payment=status, or, inside a frame (embed=1), tells the parent page by postMessage.
func (s *Server) PaymentPage() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if r.Method != http.MethodGet && r.Method != http.MethodPost {
			w.Header().Set("Allow", "GET, POST")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		if err := r.ParseForm(); err != nil {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		tok := r.Form.Get("token")
		d, err := s.cfg.Store.DepositByPayHash(r.Context(), auth.HashToken(tok))
		if errors.Is(err, catalogue.ErrNotFound) || tok == "" {
			http.Error(w, "unknown payment", http.StatusNotFound)
			return
		}
		if err != nil {
			s.internal(w, r, err)
			return
		}
		c, _ := wallet.Lookup(d.Currency)
		v := paymentView{Token: tok, Currency: d.Currency, Amount: decimal(d.Amount, c.Subunits), Status: d.Status, ID: d.ID,
			Embed: r.Form.Get("embed") == "1"}
		v.Done = d.Status == store.DepositSuccess || d.Status == store.DepositError
		if r.Method == http.MethodPost && !v.Done {
			status := r.PostForm.Get("status")
			if status != store.DepositSuccess && status != store.DepositError && status != store.DepositPending {
				http.Error(w, "bad status", http.StatusBadRequest)
				return
			}
			p, err := s.cfg.Store.PlayerByID(r.Context(), d.PlayerID)
			if err == nil {
				_, err = s.settle(r.Context(), p, d.ID, status)
			}
			if err != nil && !errors.Is(err, store.ErrDepositSettled) {
				s.internal(w, r, err)
				return
			}
			if !v.Embed {
				http.Redirect(w, r, returnURL(d.ReturnPath, status), http.StatusSeeOther)
				return
			}
			v.Status, v.Done, v.Notify = status, true, true
		}
		nonce, inline, err := secheaders.Nonce()
		if err != nil {
			s.internal(w, r, err)
			return
		}
		v.Nonce = nonce
		s.cfg.Policy.SetPage(w.Header(), inline)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if err := paymentPage.Execute(w, v); err != nil {
			s.cfg.Logger.ErrorContext(r.Context(), "payment page", "err", err)
		}
	})
}

// decimal formats minor units for the provider page.
func decimal(minor int64, subunits int) string {
	if subunits == 0 {
		return fmt.Sprint(minor)
	}
	unit := int64(1)
	for range subunits {
		unit *= 10
	}
	return fmt.Sprintf("%d.%0*d", minor/unit, subunits, minor%unit)
}
