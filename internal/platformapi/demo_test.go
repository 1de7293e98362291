package platformapi

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// The demo player starts with its balances and the test card saved, once however often the
// server starts.
func TestEnsureDemoPlayer(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "demo.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	for i, want := range []bool{true, false} {
		if created, err := EnsureDemoPlayer(ctx, st, auth.TestHashing, now); err != nil || created != want {
			t.Fatalf("start %d: created %v, %v", i, created, err)
		}
	}
	p, err := st.PlayerByEmail(ctx, DemoEmail)
	if err != nil {
		t.Fatal(err)
	}
	ms, err := st.PaymentMethods(ctx, p.ID)
	if err != nil || len(ms) != 1 || ms[0].Label != "Visa •••• 4242" {
		t.Fatalf("methods %+v %v", ms, err)
	}
	acc, _ := st.AccountByCurrency(ctx, p.ID, "EUR")
	if acc.Balance.Total != 100_000 {
		t.Errorf("balance %d", acc.Balance.Total)
	}
}
