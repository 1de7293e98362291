package store

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// The store's part of the money guarantees: transactions race on one bet through Tx. On SQLite
// writers take turns; on PostgreSQL the Tx reads lock (see dialect.go). The racing placements
// (one request id many times, stakes against a balance) are the bet service's tests
// (internal/bets), which run on both engines.

// errRefused rolls back a racing transaction that the rules refuse.
var errRefused = errors.New("refused")

// funded is a player of the fixture's store with balance on a EUR account.
func funded(t *testing.T, s *Store, balance int64) Player {
	t.Helper()
	p := newPlayer(t, s, fmt.Sprintf("bettor%d@example.com", balance))
	acc, _ := s.AccountByCurrency(context.Background(), p.ID, "EUR")
	if _, err := s.Post(context.Background(), acc.ID, wallet.KindDeposit, balance, "test", p0); err != nil {
		t.Fatal(err)
	}
	return p
}

// placeSingle places a single of stake on 1001's home outcome under a request id, as the bet
// service does: placed false when the request id was placed before, errRefused when the balance
// does not cover the stake.
func placeSingle(ctx context.Context, tx *Tx, playerID int64, requestID string, stake int64) (id int64, placed bool, err error) {
	if seen, err := tx.RequestPlaced(ctx, playerID, requestID); err != nil || seen {
		return 0, false, err
	}
	acc, err := tx.ActiveAccount(ctx, playerID, "EUR")
	if err != nil {
		return 0, false, err
	}
	b := Bet{PlayerID: playerID, AccountID: acc.ID, RequestID: requestID, Type: "single", Status: BetWaitingResults, Result: ResultNoResults,
		Stake: stake, LineStake: stake, Odds: 1850, PotentialWin: stake * 1850 / 1000, CreatedAt: p0,
		Selections: []BetSelection{{MatchID: 1001, MarketID: 1, OutcomeID: "1", Odds: 1850, MatchName: "arsenal – chelsea", MarketName: "m1", OutcomeName: "Home"}}}
	if id, err = tx.InsertBet(ctx, b, 0); err != nil {
		return 0, false, err
	}
	_, err = tx.Post(ctx, acc.ID, wallet.KindBetStake, -stake, fmt.Sprintf("bet:%d", id), p0)
	if errors.Is(err, wallet.ErrInsufficient) {
		return 0, false, errRefused
	}
	if err != nil {
		return 0, false, err
	}
	return id, true, nil
}

// Cash-outs and settlements of one bet race, as the bet service runs them: the bet closes once,
// and is paid once.
func TestRacingClosersPayABetOnce(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := open(t, e)
		p := funded(t, s, 10_000)
		var betID int64
		err := s.InTx(ctx, func(tx *Tx) error {
			var err error
			betID, _, err = placeSingle(ctx, tx, p.ID, "request-0001", 1_000)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		var closed atomic.Int64 // the payout of the closer that won
		var wins atomic.Int32
		concurrently(t, 200, func(i int) error {
			status, result, payout := BetCashedOut, ResultCashedOut, int64(950)
			if i%2 == 1 {
				status, result, payout = BetDone, "win_entire", 1_850
			}
			err := s.InTx(ctx, func(tx *Tx) error {
				b, err := tx.Bet(ctx, betID)
				if err != nil {
					return err
				}
				if b.Status != BetWaitingResults {
					return errRefused
				}
				if err := tx.CloseBet(ctx, b.ID, Closing{Status: status, Result: result, Payout: payout, PayoutStatus: PayoutApproved}, p0); errors.Is(err, ErrBetClosed) {
					return errRefused
				} else if err != nil {
					return err
				}
				_, err = tx.Post(ctx, b.AccountID, wallet.KindPayout, payout, fmt.Sprintf("bet:%d", b.ID), p0)
				return err
			})
			switch {
			case err == nil:
				wins.Add(1)
				closed.Store(payout)
			case !errors.Is(err, errRefused):
				return err
			}
			return nil
		})
		acc, _ := s.AccountByCurrency(ctx, p.ID, "EUR")
		if wins.Load() != 1 || acc.Balance.Total != 10_000-1_000+closed.Load() {
			t.Fatalf("closed %d times, balance %d (payout %d)", wins.Load(), acc.Balance.Total, closed.Load())
		}
		checkLedger(t, s, p.ID)
	})
}
