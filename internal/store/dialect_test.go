package store

import (
	"strings"
	"testing"
)

// Placeholders are numbered for PostgreSQL; a ? inside a literal, a quoted name or a comment is
// text, not a placeholder.
func TestRebind(t *testing.T) {
	for _, c := range [][2]string{
		{`SELECT 1`, `SELECT 1`},
		{`SELECT a FROM t WHERE b = ? AND c IN (?,?)`, `SELECT a FROM t WHERE b = $1 AND c IN ($2,$3)`},
		{`SELECT '?', "a?b", ? FROM t`, `SELECT '?', "a?b", $1 FROM t`},
		{`SELECT 'it''s ?', ?`, `SELECT 'it''s ?', $1`},
		{"-- why?\nSELECT ? /* or ? */, ?", "-- why?\nSELECT $1 /* or ? */, $2"},
		{`SELECT ? WHERE x = 'open?`, `SELECT $1 WHERE x = 'open?`},
	} {
		if got := rebind(c[0]); got != c[1] {
			t.Errorf("rebind(%q) = %q, want %q", c[0], got, c[1])
		}
	}
}

// A PostgreSQL URL is logged without its password, wherever the URL carries it.
func TestRedacted(t *testing.T) {
	for _, u := range []string{"postgres://app:hunter2@db:5432/sportsbook", "postgresql://app@db/sportsbook?password=hunter2&sslmode=require"} {
		if got := Redacted(u); strings.Contains(got, "hunter2") || !strings.Contains(got, "app") || !strings.Contains(got, "db") {
			t.Errorf("Redacted(%q) = %q", u, got)
		}
	}
	if got := Redacted("./data/sportsbook.db"); got != "./data/sportsbook.db" {
		t.Errorf("a SQLite path: %q", got)
	}
}
