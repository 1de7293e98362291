package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// ack is a bet the server acknowledged (201) to a bettor: what the bettor would show as placed.
type ack struct {
	betID     int64
	player    string // the bettor's email
	requestID string
	stake     int64
}

// betRow is a bet as PostgreSQL holds it.
type betRow struct {
	id        int64
	player    string
	requestID string
	stake     int64
}

// stakeDebit is a bet_stake entry of the ledger, by the bet it names (reference "bet:ID").
type stakeDebit struct {
	betID  int64
	amount int64
}

// account is a bettor's account: its balance and the sum of its ledger entries.
type account struct {
	player    string
	balance   int64
	ledgerSum int64
}

// verdict counts what the data breaks; all zero means it keeps every promise.
type verdict struct {
	acknowledged int
	lost         []int64  // acknowledged, not stored
	doubled      []string // player/request ids stored as more than one bet, or acknowledged as two
	unacked      []int64  // stored for a bettor, never acknowledged (the client was told no, or nothing)
	mismatched   []int64  // stored with another player or stake than acknowledged
	undebited    []int64  // stored without exactly one stake debit of its stake
	unbalanced   []string // players whose balance is not their ledger's sum, or is negative
}

// failures lists the broken promises, one line each; none when the data is right.
func (v verdict) failures() []string {
	var out []string
	add := func(n int, what string, sample any) {
		if n > 0 {
			out = append(out, fmt.Sprintf("%d %s (e.g. %v)", n, what, sample))
		}
	}
	add(len(v.lost), "acknowledged bets lost", first(v.lost))
	add(len(v.doubled), "requests stored or acknowledged as more than one bet", first(v.doubled))
	add(len(v.unacked), "bets stored that were never acknowledged", first(v.unacked))
	add(len(v.mismatched), "bets stored with another player or stake than acknowledged", first(v.mismatched))
	add(len(v.undebited), "bets without exactly one stake debit of their stake in the ledger", first(v.undebited))
	add(len(v.unbalanced), "accounts whose balance is not the sum of their ledger, or negative", first(v.unbalanced))
	return out
}

func first[T any](s []T) T {
	var zero T
	if len(s) == 0 {
		return zero
	}
	return s[0]
}

// judge compares what the bettors were told with what PostgreSQL holds. rows are every bet of the
// bettors, debits every bet_stake entry of their accounts, accounts every account of theirs.
func judge(acks []ack, rows []betRow, debits []stakeDebit, accounts []account) verdict {
	v := verdict{acknowledged: len(acks)}
	stored := make(map[int64]betRow, len(rows))
	perRequest := map[string]int{}
	for _, r := range rows {
		stored[r.id] = r
		perRequest[r.player+"/"+r.requestID]++
	}
	for key, n := range perRequest {
		if n > 1 {
			v.doubled = append(v.doubled, key)
		}
	}
	acked := make(map[int64]bool, len(acks))
	ackedRequest := map[string]int64{}
	for _, a := range acks {
		key := a.player + "/" + a.requestID
		if id, ok := ackedRequest[key]; ok && id != a.betID {
			v.doubled = append(v.doubled, key)
		}
		ackedRequest[key] = a.betID
		acked[a.betID] = true
		r, ok := stored[a.betID]
		switch {
		case !ok:
			v.lost = append(v.lost, a.betID)
		case r.player != a.player || r.stake != a.stake || r.requestID != a.requestID:
			v.mismatched = append(v.mismatched, a.betID)
		}
	}
	debited := map[int64][]int64{}
	for _, d := range debits {
		debited[d.betID] = append(debited[d.betID], d.amount)
	}
	for _, r := range rows {
		if !acked[r.id] {
			v.unacked = append(v.unacked, r.id)
		}
		if d := debited[r.id]; len(d) != 1 || d[0] != -r.stake {
			v.undebited = append(v.undebited, r.id)
		}
	}
	for _, a := range accounts {
		if a.balance != a.ledgerSum || a.balance < 0 {
			v.unbalanced = append(v.unbalanced, fmt.Sprintf("%s: balance %d, ledger %d", a.player, a.balance, a.ledgerSum))
		}
	}
	return v
}

// readData reads, for the players whose emails start with prefix, their bets, the stake debits
// of their ledgers and their accounts, straight from PostgreSQL (internal/store's migrations name
// the tables).
func readData(ctx context.Context, databaseURL, prefix string) ([]betRow, []stakeDebit, []account, error) {
	conn, err := pgx.Connect(ctx, databaseURL)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("connecting to PostgreSQL: %w", err)
	}
	defer conn.Close(ctx)
	like := prefix + "%"
	rows, err := conn.Query(ctx, `SELECT b.id, p.email, b.request_id, b.stake FROM bets b JOIN players p ON p.id = b.player_id
		WHERE p.email LIKE $1`, like)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("reading bets: %w", err)
	}
	bets, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (betRow, error) {
		var b betRow
		return b, r.Scan(&b.id, &b.player, &b.requestID, &b.stake)
	})
	if err != nil {
		return nil, nil, nil, fmt.Errorf("reading bets: %w", err)
	}
	rows, err = conn.Query(ctx, `SELECT l.reference, l.amount FROM ledger l JOIN accounts a ON a.id = l.account_id
		JOIN players p ON p.id = a.player_id WHERE p.email LIKE $1 AND l.kind = $2`, like, string(wallet.KindBetStake))
	if err != nil {
		return nil, nil, nil, fmt.Errorf("reading the ledger: %w", err)
	}
	debits, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (stakeDebit, error) {
		var ref string
		var d stakeDebit
		if err := r.Scan(&ref, &d.amount); err != nil {
			return d, err
		}
		id, err := strconv.ParseInt(strings.TrimPrefix(ref, "bet:"), 10, 64)
		if err != nil {
			return d, fmt.Errorf("a stake debit's reference %q: %w", ref, err)
		}
		d.betID = id
		return d, nil
	})
	if err != nil {
		return nil, nil, nil, fmt.Errorf("reading the ledger: %w", err)
	}
	rows, err = conn.Query(ctx, `SELECT p.email, a.balance, COALESCE((SELECT sum(l.amount) FROM ledger l WHERE l.account_id = a.id), 0)
		FROM accounts a JOIN players p ON p.id = a.player_id WHERE p.email LIKE $1`, like)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("reading accounts: %w", err)
	}
	accounts, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (account, error) {
		var a account
		return a, r.Scan(&a.player, &a.balance, &a.ledgerSum)
	})
	if err != nil {
		return nil, nil, nil, fmt.Errorf("reading accounts: %w", err)
	}
	return bets, debits, accounts, nil
}
