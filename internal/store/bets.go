package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// Bet statuses and the open result (spec section 4).
const (
	BetWaitingResults = "waiting_results"
	BetDone           = "done"
	BetCashedOut      = "cashed_out"
	ResultNoResults   = "no_results"
	ResultCashedOut   = "cashed_out"
)

// Bet is a placed bet.
type Bet struct {
	ID, PlayerID int64
	AccountID    int64
	Currency     string
	RequestID    string
	Type         string
	Status       string
	Result       string
	Stake        int64 // total
	LineStake    int64
	SystemSize   int
	Odds         int64
	PotentialWin int64
	Payout       int64
	Quick        bool
	CreatedAt    time.Time
	SettledAt    time.Time
	Selections   []BetSelection
}

// BetSelection is a selection of a placed bet.
type BetSelection struct {
	MatchID, MarketID                  int64
	Specifier, OutcomeID               string
	Odds                               int64
	MatchName, MarketName, OutcomeName string
	Result                             catalogue.OutcomeResult // empty while open
}

// BetPlacement is one placement request of a player.
type BetPlacement struct {
	PlayerID  int64
	Currency  string
	RequestID string
	Quick     bool
	Bets      []betting.BetRequest
	Accept    betting.AcceptMode
	Limits    []limits.Limit
}

// BetRefusal is a refused placement: which bet and why. Nothing was written.
type BetRefusal struct {
	Index   int
	Refusal *betting.Refusal
}

func (e *BetRefusal) Error() string { return fmt.Sprintf("bet %d: %s", e.Index, e.Refusal.Code) }

const outcomeStateQuery = `SELECT m.status, mk.status, o.active, o.odds, m.name_a || ' – ' || m.name_b, mk.name, o.name
	FROM outcomes o JOIN markets mk ON mk.match_id = o.match_id AND mk.market_id = o.market_id AND mk.specifier = o.specifier
	JOIN matches m ON m.id = o.match_id
	WHERE o.match_id = ? AND o.market_id = ? AND o.specifier = ? AND o.outcome_id = ?`

// PlaceBets places every bet of a request in one transaction, or none: each is priced against the
// catalogue as it is inside the transaction, checked against the limits and the balance, then its
// stake is debited and it is written. A request id seen before returns that request's bets
// (repeated true) and changes nothing. A refusal is a *BetRefusal.
func (s *Store) PlaceBets(ctx context.Context, pl BetPlacement, now time.Time) (bets []Bet, acc Account, repeated bool, err error) {
	var ids []int64
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM bet_requests WHERE player_id = ? AND request_id = ?`, pl.PlayerID, pl.RequestID).Scan(&n); err != nil {
			return fmt.Errorf("find request: %w", err)
		}
		if n > 0 {
			repeated = true
			return nil
		}
		var err error
		acc, err = scanAccount(tx.QueryRowContext(ctx, `SELECT `+accountColumns+` FROM accounts WHERE player_id = ? AND currency = ? AND active = 1`, pl.PlayerID, pl.Currency))
		if err != nil {
			return err
		}
		state := func(sel betting.SelectionRequest) betting.OutcomeState {
			var st betting.OutcomeState
			err := tx.QueryRowContext(ctx, outcomeStateQuery, sel.MatchID, sel.MarketID, sel.Specifier, sel.OutcomeID).Scan(
				&st.MatchStatus, &st.MarketStatus, &st.Active, &st.Odds, &st.MatchName, &st.MarketName, &st.OutcomeName)
			st.Found = err == nil
			return st
		}
		var staked int64 // by earlier bets of this request, for the limits
		for i, req := range pl.Bets {
			priced, refusal := betting.Price(req, state, pl.Accept)
			if refusal != nil {
				return &BetRefusal{Index: i, Refusal: refusal}
			}
			if err := checkStakeLimits(ctx, tx, pl, priced.TotalStake, staked, now); err != nil {
				var r *betting.Refusal
				if errors.As(err, &r) {
					return &BetRefusal{Index: i, Refusal: r}
				}
				return err
			}
			staked += priced.TotalStake
			id, err := insertBet(ctx, tx, pl, i, priced, now)
			if err != nil {
				return err
			}
			if acc, err = post(ctx, tx, acc.ID, wallet.KindBetStake, -priced.TotalStake, "bet:"+strconv.FormatInt(id, 10), now); err != nil {
				if errors.Is(err, wallet.ErrInsufficient) {
					return &BetRefusal{Index: i, Refusal: &betting.Refusal{Code: "INSUFFICIENT_BALANCE", Message: "error.place_bets.insufficient_balance",
						Details: map[string]any{"available": acc.Balance.AvailableToBet()}}}
				}
				return err
			}
			ids = append(ids, id)
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO bet_requests (player_id, request_id, created_at) VALUES (?,?,?)`, pl.PlayerID, pl.RequestID, now.UnixMilli())
		return err
	})
	if err != nil {
		return nil, acc, false, err
	}
	bets, err = s.RequestBets(ctx, pl.PlayerID, pl.RequestID)
	if err == nil && repeated && len(bets) > 0 {
		acc, err = s.AccountByCurrency(ctx, pl.PlayerID, bets[0].Currency)
	}
	return bets, acc, repeated, err
}

// RequestBets are the bets a player's request placed, in the request's order; none when the
// request is new.
func (s *Store) RequestBets(ctx context.Context, playerID int64, requestID string) ([]Bet, error) {
	bets, err := s.betsWhere(ctx, `b.player_id = ? AND b.request_id = ?`, playerID, requestID)
	slices.Reverse(bets)
	return bets, err
}

// checkStakeLimits applies the bet, wager and loss limits to a stake, counting what the player
// staked and lost in each limit's period, plus staked by earlier bets of the same request.
func checkStakeLimits(ctx context.Context, tx *sql.Tx, pl BetPlacement, stake, staked int64, now time.Time) error {
	var qerr error
	err := limits.CheckStake(pl.Limits, pl.Currency, stake, func(l limits.Limit) limits.Usage {
		wagered, paid, err := stakeUsage(ctx, tx, pl.PlayerID, pl.Currency, limits.PeriodStart(l.Period, now))
		qerr = errors.Join(qerr, err)
		wagered += staked
		return limits.Usage{Wagered: wagered, Lost: max(wagered-paid, 0)}
	}, now)
	if qerr != nil {
		return fmt.Errorf("bet usage: %w", qerr)
	}
	codes := map[error][2]string{
		limits.ErrBetLimit:   {"LIMIT_BET_EXCEEDED", "error.limits.bet_exceeded"},
		limits.ErrWagerLimit: {"LIMIT_WAGER_EXCEEDED", "error.limits.wager_exceeded"},
		limits.ErrLossLimit:  {"LIMIT_LOSS_EXCEEDED", "error.limits.loss_exceeded"},
	}
	if c, ok := codes[err]; ok {
		return &betting.Refusal{Code: c[0], Message: c[1]}
	}
	return err
}

func insertBet(ctx context.Context, tx *sql.Tx, pl BetPlacement, position int, p betting.Priced, now time.Time) (int64, error) {
	res, err := tx.ExecContext(ctx, `INSERT INTO bets (player_id, account_id, request_id, position, type, status, result, stake, line_stake,
		system_size, odds, potential_win, quick, created_at)
		SELECT ?, id, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM accounts WHERE player_id = ? AND currency = ?`,
		pl.PlayerID, pl.RequestID, position, p.Type, BetWaitingResults, ResultNoResults, p.TotalStake, p.LineStake, p.SystemSize,
		p.Odds, p.PotentialWin, pl.Quick, now.UnixMilli(), pl.PlayerID, pl.Currency)
	if err != nil {
		return 0, fmt.Errorf("insert bet: %w", err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return 0, err
	}
	for i, sel := range p.Selections {
		if _, err := tx.ExecContext(ctx, `INSERT INTO bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds,
			match_name, market_name, outcome_name) VALUES (?,?,?,?,?,?,?,?,?,?)`, id, i, sel.MatchID, sel.MarketID, sel.Specifier,
			sel.OutcomeID, sel.Odds, sel.MatchName, sel.MarketName, sel.OutcomeName); err != nil {
			return 0, fmt.Errorf("insert bet selection: %w", err)
		}
	}
	return id, nil
}

const betColumns = `b.id, b.player_id, b.account_id, a.currency, b.request_id, b.type, b.status, b.result, b.stake, b.line_stake, b.system_size,
	b.odds, b.potential_win, b.payout, b.quick, b.created_at, b.settled_at`

// betsWhere reads bets matching a condition on b (bets) with their selections, newest first.
func (s *Store) betsWhere(ctx context.Context, cond string, args ...any) ([]Bet, error) {
	return readBets(ctx, s.read, cond, "", args...)
}

type queryer interface {
	QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error)
}

// readBets reads the bets matching cond, newest first, then limit (a LIMIT clause or "").
func readBets(ctx context.Context, q queryer, cond, limit string, args ...any) ([]Bet, error) {
	rows, err := q.QueryContext(ctx, `SELECT `+betColumns+` FROM bets b JOIN accounts a ON a.id = b.account_id WHERE `+cond+` ORDER BY b.id DESC `+limit, args...)
	if err != nil {
		return nil, fmt.Errorf("list bets: %w", err)
	}
	bets, err := collect(rows, func(r interface{ Scan(...any) error }) (Bet, error) {
		var b Bet
		var created int64
		var settled sql.NullInt64
		err := r.Scan(&b.ID, &b.PlayerID, &b.AccountID, &b.Currency, &b.RequestID, &b.Type, &b.Status, &b.Result, &b.Stake, &b.LineStake,
			&b.SystemSize, &b.Odds, &b.PotentialWin, &b.Payout, &b.Quick, &created, &settled)
		b.CreatedAt, b.SettledAt = time.UnixMilli(created).UTC(), fromMs(settled)
		return b, err
	})
	if err != nil || len(bets) == 0 {
		return bets, err
	}
	byID := map[int64]*Bet{}
	ids := make([]string, len(bets))
	for i := range bets {
		byID[bets[i].ID] = &bets[i]
		ids[i] = strconv.FormatInt(bets[i].ID, 10)
	}
	srows, err := q.QueryContext(ctx, `SELECT bet_id, match_id, market_id, specifier, outcome_id, odds, match_name, market_name, outcome_name, result
		FROM bet_selections WHERE bet_id IN (`+strings.Join(ids, ",")+`) ORDER BY bet_id, position`)
	if err != nil {
		return nil, fmt.Errorf("list bet selections: %w", err)
	}
	defer srows.Close()
	for srows.Next() {
		var id int64
		var sel BetSelection
		if err := srows.Scan(&id, &sel.MatchID, &sel.MarketID, &sel.Specifier, &sel.OutcomeID, &sel.Odds, &sel.MatchName,
			&sel.MarketName, &sel.OutcomeName, &sel.Result); err != nil {
			return nil, fmt.Errorf("scan bet selection: %w", err)
		}
		byID[id].Selections = append(byID[id].Selections, sel)
	}
	return bets, srows.Err()
}

// BetFilter narrows a player's bet list (spec section 4): Status all, open or settled; Result
// all, win, lose or refund.
type BetFilter struct {
	Status, Result string
}

// ListBets lists a player's bets, newest first.
func (s *Store) ListBets(ctx context.Context, playerID int64, f BetFilter, p catalogue.PageRequest) ([]Bet, catalogue.Pagination, error) {
	p = normalPage(p)
	cond := []string{"b.player_id = ?"}
	args := []any{playerID}
	switch f.Status {
	case "open":
		cond = append(cond, "b.status = '"+BetWaitingResults+"'")
	case "settled":
		cond = append(cond, "b.status <> '"+BetWaitingResults+"'")
	}
	switch f.Result {
	case "win":
		cond = append(cond, "b.result IN ('win_entire', 'refund_half_win_other', 'cashed_out') AND b.payout > 0")
	case "lose":
		cond = append(cond, "b.result IN ('lose_entire', 'refund_half_lose_other')")
	case "refund":
		cond = append(cond, "b.result IN ('refund_entire', 'canceled')")
	}
	where := strings.Join(cond, " AND ")
	var total int
	if err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM bets b WHERE `+where, args...).Scan(&total); err != nil {
		return nil, catalogue.Pagination{}, fmt.Errorf("count bets: %w", err)
	}
	bets, err := readBets(ctx, s.read, where, fmt.Sprintf("LIMIT %d OFFSET %d", p.Limit, p.Offset()), args...)
	return bets, catalogue.NewPagination(p, total), err
}

// MarketKey identifies a market of a match.
type MarketKey struct {
	MatchID, MarketID int64
	Specifier         string
}

// SettledBet is a bet that settled, and its account after the payout.
type SettledBet struct {
	Bet     Bet
	Account Account
}

// SettleMarkets records the results of settled markets on the open selections of bets, then
// settles every bet whose selections all have results: payout credited through the ledger, in
// the same transaction. A market cancelled without results voids its selections.
func (s *Store) SettleMarkets(ctx context.Context, keys []MarketKey, now time.Time) ([]SettledBet, error) {
	if len(keys) == 0 {
		return nil, nil
	}
	var out []SettledBet
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		touched := map[int64]bool{}
		for _, k := range keys {
			rows, err := tx.QueryContext(ctx, `UPDATE bet_selections SET result = COALESCE((SELECT CASE WHEN o.result <> '' THEN o.result
				WHEN mk.status = ? THEN 'void' END FROM outcomes o JOIN markets mk USING (match_id, market_id, specifier)
				WHERE o.match_id = bet_selections.match_id AND o.market_id = bet_selections.market_id AND o.specifier = bet_selections.specifier
				AND o.outcome_id = bet_selections.outcome_id), '')
				WHERE match_id = ? AND market_id = ? AND specifier = ? AND result = '' RETURNING bet_id`,
				int(catalogue.MarketStatusCancelled), k.MatchID, k.MarketID, k.Specifier)
			if err != nil {
				return fmt.Errorf("record results: %w", err)
			}
			for rows.Next() {
				var id int64
				if err := rows.Scan(&id); err != nil {
					rows.Close()
					return err
				}
				touched[id] = true
			}
			if err := rows.Close(); err != nil {
				return err
			}
		}
		for id := range touched {
			sb, done, err := settleBet(ctx, tx, id, now)
			if err != nil {
				return err
			}
			if done {
				out = append(out, sb)
			}
		}
		return nil
	})
	return out, err
}

// settleBet settles an open bet when none of its selections is open.
func settleBet(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (SettledBet, bool, error) {
	bets, err := readBets(ctx, tx, `b.id = ? AND b.status = ?`, "", id, BetWaitingResults)
	if err != nil || len(bets) == 0 {
		return SettledBet{}, false, err
	}
	b := bets[0]
	legs := make([]betting.Leg, len(b.Selections))
	for i, sel := range b.Selections {
		if sel.Result == catalogue.ResultNone {
			return SettledBet{}, false, nil
		}
		legs[i] = betting.Leg{Odds: sel.Odds, Result: sel.Result}
	}
	payout, result, err := betting.SettleBet(b.Type, b.LineStake, b.SystemSize, b.Odds, legs)
	if err != nil {
		return SettledBet{}, false, err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE bets SET status = ?, result = ?, payout = ?, settled_at = ? WHERE id = ?`,
		BetDone, result, payout, now.UnixMilli(), id); err != nil {
		return SettledBet{}, false, fmt.Errorf("settle bet: %w", err)
	}
	var acc Account
	if payout > 0 {
		acc, err = post(ctx, tx, b.AccountID, wallet.KindPayout, payout, "bet:"+strconv.FormatInt(id, 10), now)
	} else {
		acc, err = scanAccount(tx.QueryRowContext(ctx, `SELECT `+accountColumns+` FROM accounts WHERE id = ?`, b.AccountID))
	}
	if err != nil {
		return SettledBet{}, false, err
	}
	b.Status, b.Result, b.Payout, b.SettledAt = BetDone, result, payout, now
	return SettledBet{Bet: b, Account: acc}, true, nil
}

// rowQueryer is a *sql.DB or a *sql.Tx.
type rowQueryer interface {
	QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row
}

// cashoutLegs reads the legs of an open single or combo as cash-out needs them; ok is false when
// the bet cannot be cashed out now (settled, a system bet, a leg lost, suspended or gone).
func cashoutLegs(ctx context.Context, q rowQueryer, b Bet) ([]betting.CashoutLeg, bool) {
	if b.Status != BetWaitingResults || b.SystemSize > 0 {
		return nil, false
	}
	legs := make([]betting.CashoutLeg, len(b.Selections))
	for i, sel := range b.Selections {
		legs[i].Placed = sel.Odds
		if sel.Result != catalogue.ResultNone {
			if sel.Result == catalogue.ResultLose {
				return nil, false
			}
			legs[i].Result = sel.Result
			continue
		}
		var st betting.OutcomeState
		err := q.QueryRowContext(ctx, outcomeStateQuery, sel.MatchID, sel.MarketID, sel.Specifier, sel.OutcomeID).Scan(
			&st.MatchStatus, &st.MarketStatus, &st.Active, &st.Odds, &st.MatchName, &st.MarketName, &st.OutcomeName)
		if err != nil || !st.MatchStatus.Bettable() || st.MarketStatus != catalogue.MarketStatusAllowed || !st.Active {
			return nil, false
		}
		legs[i].Current = st.Odds
	}
	return legs, true
}

// CashoutValues are what each open bet can be cashed out for now, by bet id; a bet that cannot
// be cashed out now is absent.
func (s *Store) CashoutValues(ctx context.Context, bets []Bet) map[int64]int64 {
	out := map[int64]int64{}
	for _, b := range bets {
		if legs, ok := cashoutLegs(ctx, s.read, b); ok {
			if v, ok := betting.CashoutValue(b.LineStake, legs); ok {
				out[b.ID] = v
			}
		}
	}
	return out
}

// ErrNoBet is returned for a bet that does not exist or is another player's.
var ErrNoBet = errors.New("store: no such bet")

// CashOut cashes out a player's open bet when its value now equals expected: the bet is closed as
// cashed_out and the value credited, in one transaction. A refusal is a *BetRefusal
// (CASHOUT_UNAVAILABLE, or CASHOUT_CHANGED with the value now in details.amount).
func (s *Store) CashOut(ctx context.Context, playerID, betID, expected int64, now time.Time) (Bet, Account, error) {
	var b Bet
	var acc Account
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		bets, err := readBets(ctx, tx, `b.id = ? AND b.player_id = ?`, "", betID, playerID)
		if err != nil {
			return err
		}
		if len(bets) == 0 {
			return ErrNoBet
		}
		b = bets[0]
		legs, ok := cashoutLegs(ctx, tx, b)
		value := int64(0)
		if ok {
			value, ok = betting.CashoutValue(b.LineStake, legs)
		}
		switch {
		case !ok || value <= 0:
			return &BetRefusal{Refusal: &betting.Refusal{Code: "CASHOUT_UNAVAILABLE", Message: "error.cashout.unavailable"}}
		case value != expected:
			return &BetRefusal{Refusal: &betting.Refusal{Code: "CASHOUT_CHANGED", Message: "error.cashout.changed",
				Details: map[string]any{"amount": value}}}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE bets SET status = ?, result = ?, payout = ?, settled_at = ? WHERE id = ?`,
			BetCashedOut, ResultCashedOut, value, now.UnixMilli(), b.ID); err != nil {
			return fmt.Errorf("cash out: %w", err)
		}
		b.Status, b.Result, b.Payout, b.SettledAt = BetCashedOut, ResultCashedOut, value, now
		acc, err = post(ctx, tx, b.AccountID, wallet.KindCashout, value, "bet:"+strconv.FormatInt(b.ID, 10), now)
		return err
	})
	return b, acc, err
}

// ErrNoShareCode is returned for an unknown share code.
var ErrNoShareCode = errors.New("store: no such share code")

// SaveShareCode stores a shared slip under code; false when the code is taken.
func (s *Store) SaveShareCode(ctx context.Context, code, bets string, now time.Time) (bool, error) {
	res, err := s.write.ExecContext(ctx, `INSERT INTO share_codes (code, bets, created_at) VALUES (?,?,?) ON CONFLICT (code) DO NOTHING`,
		code, bets, now.UnixMilli())
	if err != nil {
		return false, fmt.Errorf("save share code: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// ShareCode reads the bets (JSON) of a share code.
func (s *Store) ShareCode(ctx context.Context, code string) (string, error) {
	var bets string
	err := s.read.QueryRowContext(ctx, `SELECT bets FROM share_codes WHERE code = ?`, code).Scan(&bets)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNoShareCode
	}
	if err != nil {
		return "", fmt.Errorf("read share code: %w", err)
	}
	return bets, nil
}

// StakeUsage is what a player staked and was paid in currency since from.
func (s *Store) StakeUsage(ctx context.Context, playerID int64, currency string, from time.Time) (wagered, paid int64, err error) {
	return stakeUsage(ctx, s.read, playerID, currency, from)
}

func stakeUsage(ctx context.Context, q rowQueryer, playerID int64, currency string, from time.Time) (wagered, paid int64, err error) {
	err = q.QueryRowContext(ctx, `SELECT COALESCE(SUM(b.stake), 0), COALESCE(SUM(b.payout), 0)
		FROM bets b JOIN accounts a ON a.id = b.account_id WHERE b.player_id = ? AND a.currency = ? AND b.created_at >= ?`,
		playerID, currency, from.UnixMilli()).Scan(&wagered, &paid)
	if err != nil {
		return 0, 0, fmt.Errorf("stake usage: %w", err)
	}
	return wagered, paid, nil
}

// OpenBetsOn lists the open bets with an open selection on one of the matches.
func (s *Store) OpenBetsOn(ctx context.Context, matchIDs []int64) ([]Bet, error) {
	if len(matchIDs) == 0 {
		return nil, nil
	}
	ids := make([]string, len(matchIDs))
	for i, id := range matchIDs {
		ids[i] = strconv.FormatInt(id, 10)
	}
	return s.betsWhere(ctx, `b.status = ? AND b.id IN (SELECT bet_id FROM bet_selections WHERE result = '' AND match_id IN (`+
		strings.Join(ids, ",")+`))`, BetWaitingResults)
}

// UnsettledMarkets are the settled or cancelled markets that open bet selections still wait on:
// what a crash between storing a batch and settling its bets leaves behind.
func (s *Store) UnsettledMarkets(ctx context.Context) ([]MarketKey, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT DISTINCT bs.match_id, bs.market_id, bs.specifier FROM bet_selections bs
		JOIN markets mk ON mk.match_id = bs.match_id AND mk.market_id = bs.market_id AND mk.specifier = bs.specifier
		WHERE bs.result = '' AND mk.status IN (?, ?)`, int(catalogue.MarketStatusSettled), int(catalogue.MarketStatusCancelled))
	if err != nil {
		return nil, fmt.Errorf("unsettled markets: %w", err)
	}
	return collect(rows, func(r interface{ Scan(...any) error }) (MarketKey, error) {
		var k MarketKey
		return k, r.Scan(&k.MatchID, &k.MarketID, &k.Specifier)
	})
}

// SessionTotals are what a player staked on bets placed since from and was paid on bets settled
// since from, in currency: the reality check's figures.
func (s *Store) SessionTotals(ctx context.Context, playerID int64, currency string, from time.Time) (wagered, won int64, err error) {
	err = s.read.QueryRowContext(ctx, `SELECT
		COALESCE(SUM(CASE WHEN b.created_at >= ? THEN b.stake END), 0),
		COALESCE(SUM(CASE WHEN b.settled_at >= ? THEN b.payout END), 0)
		FROM bets b JOIN accounts a ON a.id = b.account_id WHERE b.player_id = ? AND a.currency = ?`,
		from.UnixMilli(), from.UnixMilli(), playerID, currency).Scan(&wagered, &won)
	if err != nil {
		return 0, 0, fmt.Errorf("session totals: %w", err)
	}
	return wagered, won, nil
}
