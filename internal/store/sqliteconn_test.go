package store

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// A SQLite connection keeps the statements it runs prepared, a bounded number of them; a query of
// a text whose rows are still being read gets a statement of its own, and each reads its own rows.
func TestConnectionsKeepStatementsPrepared(t *testing.T) {
	ctx := context.Background()
	s := sqliteEngine.empty(t)
	conn, err := s.read.Conn(ctx) // one connection
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	kept := func() (n int, has func(string) bool) {
		err := conn.Raw(func(dc any) error {
			c := dc.(*cachingConn)
			n = len(c.stmts)
			has = func(q string) bool { _, ok := c.stmts[q]; return ok }
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return n, has
	}

	const q = `SELECT value FROM json_each(?) ORDER BY key`
	read := func(arg string, each func(v int)) {
		rows, err := conn.QueryContext(ctx, q, arg)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			var v int
			if err := rows.Scan(&v); err != nil {
				t.Fatal(err)
			}
			each(v)
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
	}
	var got []string
	read(`[1,2,3]`, func(v int) {
		var inner []string
		read(fmt.Sprintf("[%d0,%d1]", v, v), func(w int) { inner = append(inner, fmt.Sprint(w)) })
		got = append(got, fmt.Sprintf("%d:%s", v, strings.Join(inner, ",")))
	})
	if g := strings.Join(got, " "); g != "1:10,11 2:20,21 3:30,31" {
		t.Errorf("nested reads of one text: %s", g)
	}
	if _, has := kept(); !has(q) {
		t.Error("the text's statement is not kept")
	}

	for i := range connStmts + 10 {
		var n int
		if err := conn.QueryRowContext(ctx, fmt.Sprintf("SELECT %d", i)).Scan(&n); err != nil || n != i {
			t.Fatalf("SELECT %d: %d, %v", i, n, err)
		}
	}
	n, has := kept()
	if n != connStmts || has(q) || !has(fmt.Sprintf("SELECT %d", connStmts+9)) {
		t.Errorf("kept %d statements (want %d, the most recent ones)", n, connStmts)
	}
	read(`[7]`, func(v int) {
		if v != 7 {
			t.Errorf("a text again after it left: %d", v)
		}
	})
}
