package store

import (
	"context"
	"fmt"
	"maps"
	"time"
)

// Kinds of operator switch (migration 0021).
const (
	SwitchFeature  = "feature"
	SwitchProvider = "provider"
	// SwitchSystemBets: whether a provider's selections may be in a system bet (spec section 5:
	// "a system with a particular provider is not allowed"); on unless the operator says not.
	SwitchSystemBets = "system_bets"
)

// Switches are the operator's stored choices of one kind: name → on. A name the operator never
// set is absent, and takes its default from the caller.
func (s *Store) Switches(ctx context.Context, kind string) (map[string]bool, error) {
	return switches(ctx, s.read, kind)
}

// Switches are the operator's stored choices of one kind, as the transaction reads them. On SQLite
// it may answer from the read cache (readcache.go), which SetSwitch keeps exact there (one writer,
// this process); on PostgreSQL it always reads, as another instance may switch.
func (tx *Tx) Switches(ctx context.Context, kind string) (map[string]bool, error) {
	m, err := tx.tx.c.switches.get(kind, time.Time{}, func() (map[string]bool, error) { return switches(ctx, tx.tx, kind) })
	return maps.Clone(m), err
}

func switches(ctx context.Context, q querier, kind string) (map[string]bool, error) {
	rows, err := q.QueryContext(ctx, `SELECT name, enabled FROM operator_switches WHERE kind = ?`, kind)
	if err != nil {
		return nil, fmt.Errorf("read %s switches: %w", kind, err)
	}
	type row struct {
		name string
		on   bool
	}
	list, err := collect(rows, func(r interface{ Scan(...any) error }) (row, error) {
		var x row
		return x, r.Scan(&x.name, &x.on)
	})
	if err != nil {
		return nil, fmt.Errorf("read %s switches: %w", kind, err)
	}
	out := make(map[string]bool, len(list))
	for _, x := range list {
		out[x.name] = x.on
	}
	return out, nil
}

// SetSwitch stores the operator's choice for one name of a kind.
func (s *Store) SetSwitch(ctx context.Context, kind, name string, on bool, at time.Time) error {
	s.c.switches.forget(kind)
	defer s.c.switches.forget(kind)
	_, err := s.write.ExecContext(ctx, `INSERT INTO operator_switches (kind, name, enabled, updated_at) VALUES (?,?,?,?)
		ON CONFLICT (kind, name) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
		kind, name, on, at.UnixMilli())
	if err != nil {
		return fmt.Errorf("set %s switch %s: %w", kind, name, err)
	}
	return nil
}

// Providers are the providers the catalogue's sports come from, in name order.
func (s *Store) Providers(ctx context.Context) ([]string, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT DISTINCT provider FROM sports ORDER BY provider`)
	if err != nil {
		return nil, fmt.Errorf("list providers: %w", err)
	}
	list, err := collect(rows, func(r interface{ Scan(...any) error }) (string, error) {
		var p string
		return p, r.Scan(&p)
	})
	if err != nil {
		return nil, fmt.Errorf("list providers: %w", err)
	}
	return list, nil
}
