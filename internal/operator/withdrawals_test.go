package operator

import (
	"context"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/cashier"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// Scenarios against the operator's withdrawal calls, over the real cashier on a fresh database:
// the pending queue, an approval, a rejection with its reason (the money comes back), and the
// refusals, which change nothing.
func TestOperatorWithdrawals(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "op.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	cash := &cashier.Service{Store: st, Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return now }}
	p, err := st.CreatePlayer(ctx, store.NewPlayer{Email: "ola@example.com", PasswordHash: "h", FirstName: "Ola", LastName: "Berg",
		Language: "no", Country: "NO", Currency: "EUR"}, now)
	if err != nil {
		t.Fatal(err)
	}
	acc, _ := st.AccountByCurrency(ctx, p.ID, "EUR")
	if _, err := st.Post(ctx, acc.ID, wallet.KindDeposit, 100_000, "test", now); err != nil {
		t.Fatal(err)
	}
	var card store.PaymentMethod
	err = st.InTx(ctx, func(tx *store.Tx) error {
		card, err = tx.SavePaymentMethod(ctx, p.ID, store.MethodCard, cashier.TestCardLabel, "sim_card_op", now)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, amount := range []int64{30_000, 40_000} {
		w, err := cash.RequestWithdrawal(ctx, p, amount, "EUR", card.ID)
		if err != nil || w.Status != store.WithdrawalPending {
			t.Fatalf("%+v %v", w, err)
		}
		ids = append(ids, strconv.FormatInt(w.ID, 10))
	}
	svc := &Service{Store: &memStore{switches: map[string]map[string]bool{}}, Cashier: cash, Now: time.Now}
	h := Handler(svc, token, slog.New(slog.DiscardHandler))
	bearer := "Bearer " + token
	for _, c := range []struct {
		name, method, path, auth, body string
		status                         int
		contains                       string
	}{
		{"no token", "GET", "/operator/withdrawals", "", "", 401, `"UNAUTHORIZED"`},
		{"the queue", "GET", "/operator/withdrawals", bearer, "", 200,
			`{"withdrawals":[{"id":` + ids[0] + `,"player_id":` + strconv.FormatInt(p.ID, 10) + `,"amount":30000,"currency":"EUR","status":"pending","method_label":"Visa •••• 4242"`},
		{"a page of one", "GET", "/operator/withdrawals?limit=1&page=2", bearer, "", 200, `"amount":40000`},
		{"a bad limit", "GET", "/operator/withdrawals?limit=x", bearer, "", 400, `"INVALID_PARAMETER"`},
		{"a limit too high", "GET", "/operator/withdrawals?limit=100000", bearer, "", 400, `"INVALID_PARAMETER"`},
		{"approve", "POST", "/operator/withdrawals/" + ids[0] + "/approve", bearer, "", 200, `"status":"paid"`},
		{"approve again", "POST", "/operator/withdrawals/" + ids[0] + "/approve", bearer, "", 409, `"WITHDRAWAL_NOT_PENDING"`},
		{"reject the paid one", "POST", "/operator/withdrawals/" + ids[0] + "/reject", bearer, `{"reason":"late"}`, 409, `"WITHDRAWAL_NOT_PENDING"`},
		{"no such withdrawal", "POST", "/operator/withdrawals/999/approve", bearer, "", 404, `"WITHDRAWAL_NOT_FOUND"`},
		{"not an id", "POST", "/operator/withdrawals/abc/approve", bearer, "", 400, `"INVALID_PARAMETER"`},
		{"reject without a reason", "POST", "/operator/withdrawals/" + ids[1] + "/reject", bearer, `{}`, 400, `"INVALID_PARAMETER"`},
		{"reject with a bad body", "POST", "/operator/withdrawals/" + ids[1] + "/reject", bearer, `{"why":"x"}`, 400, `"INVALID_PARAMETER"`},
		{"reject", "POST", "/operator/withdrawals/" + ids[1] + "/reject", bearer, `{"reason":"ID check needed"}`, 200,
			`"status":"rejected","method_label":"Visa •••• 4242","reason":"ID check needed"`},
		{"the queue is empty", "GET", "/operator/withdrawals", bearer, "", 200, `{"withdrawals":[],"pagination":{"total":0,"page":1,"limit":20,"last_page":1}}`},
	} {
		req := httptest.NewRequest(c.method, c.path, strings.NewReader(c.body))
		if c.auth != "" {
			req.Header.Set("Authorization", c.auth)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != c.status || !strings.Contains(rec.Body.String(), c.contains) {
			t.Errorf("%s: %d %s, want %d with %s", c.name, rec.Code, rec.Body, c.status, c.contains)
		}
	}
	// Paid 300.00, the rejected 400.00 came back.
	acc, _ = st.AccountByCurrency(ctx, p.ID, "EUR")
	if sum, _ := st.LedgerSum(ctx, acc.ID); acc.Balance.Total != 70_000 || sum != acc.Balance.Total {
		t.Errorf("balance %d, ledger %d", acc.Balance.Total, sum)
	}
}
