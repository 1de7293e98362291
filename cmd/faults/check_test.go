package main

import (
	"errors"
	"slices"
	"testing"
)

func TestJudge(t *testing.T) {
	a := func(id int64, req string) ack { return ack{betID: id, player: "p1", requestID: req, stake: 10} }
	row := func(id int64, req string) betRow { return betRow{id: id, player: "p1", requestID: req, stake: 10} }
	debit := func(id int64) stakeDebit { return stakeDebit{betID: id, amount: -10} }
	even := []account{{player: "p1", balance: 980, ledgerSum: 980}}
	tests := []struct {
		name     string
		acks     []ack
		rows     []betRow
		debits   []stakeDebit
		accounts []account
		want     verdict
	}{
		{"every bet kept once", []ack{a(1, "r1"), a(2, "r2")}, []betRow{row(1, "r1"), row(2, "r2")}, []stakeDebit{debit(1), debit(2)}, even,
			verdict{}},
		{"an acknowledged bet lost", []ack{a(1, "r1"), a(2, "r2")}, []betRow{row(1, "r1")}, []stakeDebit{debit(1)}, even,
			verdict{lost: []int64{2}}},
		{"one request stored twice", []ack{a(1, "r1")}, []betRow{row(1, "r1"), row(2, "r1")}, []stakeDebit{debit(1), debit(2)}, even,
			verdict{doubled: []string{"p1/r1"}, unacked: []int64{2}}},
		{"one request acknowledged as two bets", []ack{a(1, "r1"), a(2, "r1")}, []betRow{row(1, "r1"), row(2, "r1")}, []stakeDebit{debit(1), debit(2)}, even,
			verdict{doubled: []string{"p1/r1", "p1/r1"}}},
		{"a retry acknowledged the same bet again", []ack{a(1, "r1"), a(1, "r1")}, []betRow{row(1, "r1")}, []stakeDebit{debit(1)}, even,
			verdict{}},
		{"stored with another stake", []ack{{betID: 1, player: "p1", requestID: "r1", stake: 20}}, []betRow{row(1, "r1")}, []stakeDebit{debit(1)}, even,
			verdict{mismatched: []int64{1}}},
		{"a bet without its debit", []ack{a(1, "r1")}, []betRow{row(1, "r1")}, nil, even,
			verdict{undebited: []int64{1}}},
		{"a bet debited twice", []ack{a(1, "r1")}, []betRow{row(1, "r1")}, []stakeDebit{debit(1), debit(1)}, even,
			verdict{undebited: []int64{1}}},
		{"a debit of another amount", []ack{a(1, "r1")}, []betRow{row(1, "r1")}, []stakeDebit{{betID: 1, amount: -5}}, even,
			verdict{undebited: []int64{1}}},
		{"a balance off its ledger", nil, nil, nil, []account{{player: "p1", balance: 990, ledgerSum: 980}},
			verdict{unbalanced: []string{"p1: balance 990, ledger 980"}}},
		{"a negative balance", nil, nil, nil, []account{{player: "p1", balance: -10, ledgerSum: -10}},
			verdict{unbalanced: []string{"p1: balance -10, ledger -10"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := judge(tt.acks, tt.rows, tt.debits, tt.accounts)
			tt.want.acknowledged = len(tt.acks)
			if !equalVerdicts(got, tt.want) {
				t.Errorf("judge = %+v\nwant %+v", got, tt.want)
			}
			if ok := len(got.failures()) == 0; ok != equalVerdicts(tt.want, verdict{acknowledged: len(tt.acks)}) {
				t.Errorf("failures() = %q", got.failures())
			}
		})
	}
}

func equalVerdicts(a, b verdict) bool {
	return a.acknowledged == b.acknowledged && slices.Equal(a.lost, b.lost) && slices.Equal(a.doubled, b.doubled) &&
		slices.Equal(a.unacked, b.unacked) && slices.Equal(a.mismatched, b.mismatched) &&
		slices.Equal(a.undebited, b.undebited) && slices.Equal(a.unbalanced, b.unbalanced)
}

// outcome names answers for the tallies by their status and contract code.
func TestOutcome(t *testing.T) {
	tests := []struct {
		status int
		body   string
		err    error
		want   string
	}{
		{201, `{"bets":[]}`, nil, "201"},
		{503, `{"code":"SERVICE_UNAVAILABLE","message":"global-error.default.title"}`, nil, "503 SERVICE_UNAVAILABLE"},
		{503, "store unavailable\n", nil, "503"},
		{0, "", errBoom, "network error"},
	}
	for _, tt := range tests {
		if got := outcome(tt.status, []byte(tt.body), tt.err); got != tt.want {
			t.Errorf("outcome(%d, %q, %v) = %q, want %q", tt.status, tt.body, tt.err, got, tt.want)
		}
	}
}

var errBoom = errors.New("connection reset")
