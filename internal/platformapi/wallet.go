package platformapi

import (
	"context"
	"errors"
	"fmt"
	"html/template"
	"net/http"

	"github.com/opensportsbook/sportsbook/internal/cashier"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/secheaders"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// ListAccounts implements GET /player/accounts: active accounts, the current one first.
func (s *Server) ListAccounts(w http.ResponseWriter, r *http.Request, _ platformgen.ListAccountsParams) {
	forPlayer(s, w, r, http.StatusOK, s.cashier.Accounts)
}

// CreateAccount implements POST /player/accounts.
func (s *Server) CreateAccount(w http.ResponseWriter, r *http.Request) {
	withBody(s, w, r, http.StatusCreated, s.cashier.OpenAccount)
}

// SwitchCurrency implements PATCH /player/currency.
func (s *Server) SwitchCurrency(w http.ResponseWriter, r *http.Request) {
	withBody(s, w, r, http.StatusOK, func(ctx context.Context, p store.Player, req platformgen.CreateAccountRequest) (platformgen.Player, error) {
		v, err := s.cashier.SwitchCurrency(ctx, p, req)
		return withCSRFToken(r, v), err
	})
}

// CreateDeposit implements POST /player/deposits.
func (s *Server) CreateDeposit(w http.ResponseWriter, r *http.Request) {
	withBody(s, w, r, http.StatusCreated, s.cashier.Deposit)
}

// ListTransactions implements GET /player/transactions.
func (s *Server) ListTransactions(w http.ResponseWriter, r *http.Request, params platformgen.ListTransactionsParams) {
	forPlayer(s, w, r, http.StatusOK, func(ctx context.Context, p store.Player) (platformgen.TransactionList, error) {
		return s.cashier.Transactions(ctx, p, params)
	})
}

var paymentPage = template.Must(template.New("pay").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Test payment provider</title>
<style nonce="{{.Nonce}}">body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;background:#f4f6f8;color:#111}main{max-width:26rem;margin:auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 8px #0002}
button{display:block;width:100%;margin-block:.5rem;padding:.75rem;font:inherit;border-radius:8px;border:1px solid #888;cursor:pointer}button[value=success]{background:#0a7d32;color:#fff;border:0}.save{display:flex;gap:.5rem;align-items:center;margin-block:.75rem}.save input{inline-size:1.25rem;block-size:1.25rem}</style></head>
<body><main><h1>Test payment provider</h1>
{{if .Done}}<p role="status">This payment is {{.Status}}.</p>{{else}}
<p>Deposit of <strong>{{.Amount}} {{.Currency}}</strong>. This built-in provider only simulates a payment: choose its answer.</p>
<form method="post"><input type="hidden" name="token" value="{{.Token}}">{{if .Embed}}<input type="hidden" name="embed" value="1">{{end}}
<p>Test card: Visa •••• 4242</p><input type="hidden" name="save_shown" value="1">
<label class="save"><input type="checkbox" name="save_card" value="1" checked> Save this card for quick deposits and withdrawals</label>
<button name="status" value="success">Pay</button><button name="status" value="error">Decline (error)</button><button name="status" value="pending">Leave pending</button></form>{{end}}
{{if .Notify}}<script nonce="{{.Nonce}}">parent.postMessage({type:'sportsbook:payment',status:{{.Status}},deposit_id:{{.ID}}},location.origin)</script>{{end}}
</main></body></html>`))

type paymentView struct {
	Token, Currency, Amount, Status, Nonce string
	ID                                     int64
	Done, Embed, Notify                    bool
}

// PaymentPage serves the simulated provider: GET shows the deposit, its test card with "Save this
// card" ticked, and three answers; POST records the chosen one (a success with the box ticked
// saves the card as a payment method of the player), then sends the browser back to the deposit's return path with
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
		d, err := s.cashier.Payment(r.Context(), tok)
		if errors.Is(err, cashier.ErrUnknownPayment) {
			http.Error(w, "unknown payment", http.StatusNotFound)
			return
		}
		if err != nil {
			s.fail(w, r, err)
			return
		}
		c, _ := wallet.Lookup(d.Currency)
		v := paymentView{Token: tok, Currency: d.Currency, Amount: decimal(d.Amount, c.Subunits), Status: d.Status, ID: d.ID,
			Embed: r.Form.Get("embed") == "1"}
		v.Done = d.Status == store.DepositSuccess || d.Status == store.DepositError
		if r.Method == http.MethodPost && !v.Done {
			status := r.PostForm.Get("status")
			// The box is ticked by default; a form without it (an older page) saves the card too.
			save := r.PostForm.Get("save_card") == "1" || r.PostForm.Get("save_shown") != "1"
			err := s.cashier.AnswerPayment(r.Context(), d.ID, status, save)
			switch {
			case errors.Is(err, cashier.ErrBadAnswer):
				http.Error(w, "bad status", http.StatusBadRequest)
				return
			case err != nil && !errors.Is(err, store.ErrDepositSettled):
				s.fail(w, r, err)
				return
			}
			if !v.Embed {
				http.Redirect(w, r, cashier.ReturnURL(d, status), http.StatusSeeOther)
				return
			}
			v.Status, v.Done, v.Notify = status, true, true
		}
		nonce, inline, err := secheaders.Nonce()
		if err != nil {
			s.fail(w, r, err)
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
