package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/store"
)

// The manual trigger: `sportsbook issue-bonus` issues a campaign of CONTENT_DIR to a player once,
// and says clearly what it cannot do.
func TestIssueBonusCommand(t *testing.T) {
	db := filepath.Join(t.TempDir(), "issue.db")
	st, err := store.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreatePlayer(context.Background(), store.NewPlayer{Email: "ann@example.com", PasswordHash: "h", Language: "en",
		Country: "DE", Currency: "EUR"}, time.Now()); err != nil {
		t.Fatal(err)
	}
	st.Close()
	env := map[string]string{"DATABASE_URL": db, "CONTENT_DIR": filepath.Join("..", "..", "content")}
	issue := func(args ...string) (int, string) {
		var out, errs bytes.Buffer
		code := run(append([]string{"issue-bonus"}, args...), func(k string) string { return env[k] }, &out, &errs)
		return code, out.String() + errs.String()
	}
	for _, tc := range []struct {
		args []string
		code int
		says string
	}{
		{[]string{"goal-hunter", "ann@example.com"}, 0, "issued goal-hunter to ann@example.com"},
		{[]string{"goal-hunter", "ann@example.com"}, 0, "already holds goal-hunter"},
		{[]string{"no-such-campaign", "ann@example.com"}, 1, `no campaign "no-such-campaign"`},
		{[]string{"goal-hunter", "bob@example.com"}, 1, "player bob@example.com"},
		{[]string{"goal-hunter"}, 2, "usage: sportsbook issue-bonus"},
	} {
		code, said := issue(tc.args...)
		if code != tc.code || !strings.Contains(said, tc.says) {
			t.Errorf("issue-bonus %v = %d, %q; want %d saying %q", tc.args, code, said, tc.code, tc.says)
		}
	}
}
