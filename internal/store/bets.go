package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/history"
)

// Bet statuses and the open result (spec section 4).
const (
	BetWaitingResults = "waiting_results"
	BetDone           = "done"
	BetCashedOut      = "cashed_out"
	ResultNoResults   = "no_results"
	ResultCashedOut   = "cashed_out"
)

// Payout statuses of a bet (spec section 4).
const (
	PayoutInitial  = "initial"
	PayoutApproved = "approved"
	PayoutDeclined = "declined"
	PayoutPaid     = "paid"
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
	// UsedInJackpot: the bet contributed to a jackpot (internal/jackpots).
	UsedInJackpot bool
	// PayoutStatus is one of the Payout* statuses.
	PayoutStatus string
	// Seen is false for a settled bet its player has not looked at yet.
	Seen       bool
	CreatedAt  time.Time
	SettledAt  time.Time
	Selections []BetSelection
	// Bonus is the bonus the bet was placed with; zero for none.
	Bonus BetBonus
}

// BetBonus is a bet's bonus: the issued bonus (player_bonuses), its kind as the contract names it
// and, for a comboboost, the bonus odds of its range.
type BetBonus struct {
	ID   int64
	Type string
	Odds int64
}

// BetSelection is a selection of a placed bet.
type BetSelection struct {
	MatchID, MarketID                  int64
	Specifier, OutcomeID               string
	Odds                               int64
	MatchName, MarketName, OutcomeName string
	Result                             catalogue.OutcomeResult // empty while open
}

// matchNameSQL is the name of match m as a bet's selection and a page title say it: an
// outright's (or a match without a second side's) is its first name alone, a match's its two
// sides' ("Arsenal – Chelsea").
const matchNameSQL = `CASE WHEN m.type = 'outright' OR m.name_b = '' THEN m.name_a ELSE m.name_a || ' – ' || m.name_b END`

// outcomeStateQuery casts the market id: SQLite prepares a statement anew whenever an integer
// parameter of an equality that might filter rows moves between 0 or 1 and another value (a
// guess at how selective it is), and market 1 is most bets' market. A cast is not a bare
// parameter, so its statement stays prepared.
const outcomeStateQuery = `SELECT m.status, mk.status, o.active, o.odds, ` + matchNameSQL + `, mk.name, o.name, mk.provider
	FROM outcomes o JOIN markets mk ON mk.match_id = o.match_id AND mk.market_id = o.market_id AND mk.specifier = o.specifier
	JOIN matches m ON m.id = o.match_id
	WHERE o.match_id = ? AND o.market_id = CAST(? AS BIGINT) AND o.specifier = ? AND o.outcome_id = ?`

func outcomeState(ctx context.Context, q querier, matchID, marketID int64, specifier, outcomeID string) (catalogue.OutcomeState, error) {
	var st catalogue.OutcomeState
	err := q.QueryRowContext(ctx, outcomeStateQuery, matchID, marketID, specifier, outcomeID).Scan(
		&st.MatchStatus, &st.MarketStatus, &st.Active, &st.Odds, &st.MatchName, &st.MarketName, &st.OutcomeName, &st.Provider)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return st, nil
	case err != nil:
		return st, fmt.Errorf("outcome state: %w", err)
	}
	st.Found = true
	return st, nil
}

// OutcomeState is what the catalogue says now about an outcome (Found false when there is none).
func (tx *Tx) OutcomeState(ctx context.Context, matchID, marketID int64, specifier, outcomeID string) (catalogue.OutcomeState, error) {
	return outcomeState(ctx, tx.tx, matchID, marketID, specifier, outcomeID)
}

// OutcomeState is what the catalogue says now about an outcome, outside any transaction.
func (s *Store) OutcomeState(ctx context.Context, matchID, marketID int64, specifier, outcomeID string) (catalogue.OutcomeState, error) {
	return outcomeState(ctx, s.read, matchID, marketID, specifier, outcomeID)
}

// RequestPlaced reports whether the bets of a player's placement request id are written. It
// first locks the player until the transaction ends, so that a player's placements are decided one
// at a time: of requests racing with one id, the first places and the others find it placed.
func (tx *Tx) RequestPlaced(ctx context.Context, playerID int64, requestID string) (bool, error) {
	if err := tx.tx.lock(ctx, `SELECT id FROM players WHERE id = ?`, playerID); err != nil {
		return false, fmt.Errorf("lock player: %w", err)
	}
	var n int
	if err := tx.tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM bets WHERE player_id = ? AND request_id = ? AND position = 0`, playerID, requestID).Scan(&n); err != nil {
		return false, fmt.Errorf("find request: %w", err)
	}
	return n > 0, nil
}

// StartPlacement begins a placement: it locks the player as RequestPlaced does, then reads, in one
// query, whether the request id is placed already and, when it is not, the player's active
// account in currency, locked as ActiveAccount locks it (ErrNoAccount when there is none).
func (tx *Tx) StartPlacement(ctx context.Context, playerID int64, requestID, currency string) (placed bool, acc Account, err error) {
	if err := tx.tx.lock(ctx, `SELECT id FROM players WHERE id = ?`, playerID); err != nil {
		return false, acc, fmt.Errorf("lock player: %w", err)
	}
	// Read after the lock, in a statement of its own: on PostgreSQL a statement sees what
	// committed before it began, so a racing request that held the lock is seen placed.
	var n int
	err = tx.tx.QueryRowContext(ctx, `SELECT `+accountColumns+`, (SELECT COUNT(*) FROM bets WHERE player_id = ? AND request_id = ? AND position = 0)
		FROM accounts WHERE player_id = ? AND currency = ? AND active = 1`+tx.tx.d.forUpdate, playerID, requestID, playerID, currency).Scan(
		&acc.ID, &acc.PlayerID, &acc.Currency, &acc.Active, &acc.Balance.Total, &acc.Balance.Locked, &n)
	if errors.Is(err, sql.ErrNoRows) {
		// No account: the request may still have been placed from one since closed.
		placed, err := tx.RequestPlaced(ctx, playerID, requestID)
		if err == nil && !placed {
			err = ErrNoAccount
		}
		return placed, Account{}, err
	}
	if err != nil {
		return false, Account{}, fmt.Errorf("start placement: %w", err)
	}
	return n > 0, acc, nil
}

// InsertBet writes a new bet (b.ID is ignored) with its selections, as the position-th bet of its
// request, and returns its id. A new bet is open: its payout initial, and seen.
func (tx *Tx) InsertBet(ctx context.Context, b Bet, position int) (int64, error) {
	if tx.tx.d.writingWith && len(b.Selections) > 0 {
		return insertBetWith(ctx, tx.tx, b, position)
	}
	id, err := tx.tx.insertID(ctx, `INSERT INTO bets (`+insertBetColumns+`) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
		insertBetValues(b, position)...)
	if err != nil {
		return 0, fmt.Errorf("insert bet: %w", err)
	}
	if len(b.Selections) == 0 {
		return id, nil
	}
	// The selections in one statement rather than one each.
	args := make([]any, 0, 11*len(b.Selections))
	for i, sel := range b.Selections {
		args = append(args, id, i, sel.MatchID, sel.MarketID, sel.Specifier, sel.OutcomeID, sel.Odds, sel.MatchName, sel.MarketName,
			sel.OutcomeName, sel.Result)
	}
	if _, err := tx.tx.ExecContext(ctx, `INSERT INTO bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds,
		match_name, market_name, outcome_name, result) VALUES (?,?,?,?,?,?,?,?,?,?,?)`+strings.Repeat(`, (?,?,?,?,?,?,?,?,?,?,?)`, len(b.Selections)-1),
		args...); err != nil {
		return 0, fmt.Errorf("insert bet selections: %w", err)
	}
	return id, nil
}

// insertBetColumns are the columns InsertBet writes of a bet, insertBetValues their values.
const insertBetColumns = `player_id, account_id, request_id, position, type, status, result, stake, line_stake,
		system_size, odds, potential_win, quick, created_at, bonus_id, bonus_type, bonus_odds`

func insertBetValues(b Bet, position int) []any {
	return []any{b.PlayerID, b.AccountID, b.RequestID, position, b.Type, b.Status, b.Result, b.Stake, b.LineStake, b.SystemSize,
		b.Odds, b.PotentialWin, b.Quick, b.CreatedAt.UnixMilli(), nullID(b.Bonus.ID), b.Bonus.Type, b.Bonus.Odds}
}

// insertBetWith is InsertBet in one statement, the bet and its selections written together
// (PostgreSQL): one round trip instead of one per row.
func insertBetWith(ctx context.Context, tx *txn, b Bet, position int) (int64, error) {
	var q strings.Builder
	q.WriteString(`WITH b AS (INSERT INTO bets (` + insertBetColumns + `) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?) RETURNING id),
		s AS (INSERT INTO bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds, match_name, market_name,
		outcome_name, result) `)
	args := insertBetValues(b, position)
	for i, sel := range b.Selections {
		if i > 0 {
			q.WriteString(` UNION ALL `)
		}
		q.WriteString(`SELECT b.id, CAST(? AS INTEGER), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS BIGINT),
			CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT) FROM b`)
		args = append(args, i, sel.MatchID, sel.MarketID, sel.Specifier, sel.OutcomeID, sel.Odds, sel.MatchName, sel.MarketName, sel.OutcomeName, sel.Result)
	}
	q.WriteString(`) SELECT id FROM b`)
	var id int64
	if err := tx.QueryRowContext(ctx, q.String(), args...).Scan(&id); err != nil {
		return 0, fmt.Errorf("insert bet: %w", err)
	}
	return id, nil
}

// RequestBets are the bets a player's request placed, in the request's order; none when the
// request is new.
func (s *Store) RequestBets(ctx context.Context, playerID int64, requestID string) ([]Bet, error) {
	return readBets(ctx, s.read, `b.player_id = ? AND b.request_id = ?`, `ORDER BY b.position`, playerID, requestID)
}

const betColumns = `b.id, b.player_id, b.account_id, a.currency, b.request_id, b.type, b.status, b.result, b.stake, b.line_stake, b.system_size,
	b.odds, b.potential_win, b.payout, b.quick, b.used_in_jackpot, b.created_at, b.settled_at, b.bonus_id, b.bonus_type, b.bonus_odds, b.payout_status, b.seen`

// newestFirst lists bets newest placed first, the bets of one request by id. The index of a
// player's bets by placing time serves it.
const newestFirst = `ORDER BY b.created_at DESC, b.id DESC`

// readBets reads the bets matching cond (a condition on b, the bets) with their selections, in
// the order of tail (an ORDER BY clause, and a LIMIT if any).
func readBets(ctx context.Context, q querier, cond, tail string, args ...any) ([]Bet, error) {
	rows, err := q.QueryContext(ctx, `SELECT `+betColumns+` FROM bets b JOIN accounts a ON a.id = b.account_id WHERE `+cond+` `+tail, args...)
	if err != nil {
		return nil, fmt.Errorf("list bets: %w", err)
	}
	bets, err := collect(rows, func(r interface{ Scan(...any) error }) (Bet, error) {
		var b Bet
		var created int64
		var settled, bonusID sql.NullInt64
		var seen int
		err := r.Scan(&b.ID, &b.PlayerID, &b.AccountID, &b.Currency, &b.RequestID, &b.Type, &b.Status, &b.Result, &b.Stake, &b.LineStake,
			&b.SystemSize, &b.Odds, &b.PotentialWin, &b.Payout, &b.Quick, &b.UsedInJackpot, &created, &settled, &bonusID, &b.Bonus.Type, &b.Bonus.Odds,
			&b.PayoutStatus, &seen)
		b.CreatedAt, b.SettledAt, b.Bonus.ID, b.Seen = time.UnixMilli(created).UTC(), fromMs(settled), bonusID.Int64, seen != 0
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
// all, win, lose or refund; MatchIDs, when any, keeps the bets with a selection on one of them
// (the results page shows a player's bets on its matches); Unseen keeps the settled bets the
// player has not seen yet. The bet history's filters: Placed, the window the bets were placed in;
// SportID (0: any), the bets with a selection on a match of that sport; Type ("": any), the bets
// of that type.
type BetFilter struct {
	Status, Result string
	MatchIDs       []int64
	Unseen         bool
	Placed         history.Window
	SportID        int64
	Type           string
}

// ListBets lists a player's bets, newest first.
func (s *Store) ListBets(ctx context.Context, playerID int64, f BetFilter, p catalogue.PageRequest) ([]Bet, catalogue.Pagination, error) {
	p = normalPage(p)
	w := where{conds: []string{"b.player_id = ?"}, args: []any{playerID}}
	switch f.Status {
	case "open":
		w.add(true, "b.status = '"+BetWaitingResults+"'")
	case "settled":
		w.add(true, "b.status <> '"+BetWaitingResults+"'")
	}
	switch f.Result {
	case "win":
		w.add(true, "b.result IN ('win_entire', 'refund_half_win_other', 'cashed_out') AND b.payout > 0")
	case "lose":
		w.add(true, "b.result IN ('lose_entire', 'refund_half_lose_other')")
	case "refund":
		w.add(true, "b.result IN ('refund_entire', 'canceled')")
	}
	w.add(f.Unseen, "b.seen = 0")
	w.add(len(f.MatchIDs) > 0, "b.id IN (SELECT bet_id FROM bet_selections WHERE match_id IN ("+sqlIDs(f.MatchIDs)+"))")
	w.window("b.created_at", f.Placed)
	// A bet is of each sport it has a selection of (a combo of football and tennis is of both);
	// its selections are found by the bet's key, each match by its own.
	w.add(f.SportID != 0, `EXISTS (SELECT 1 FROM bet_selections s JOIN matches m ON m.id = s.match_id
		WHERE s.bet_id = b.id AND m.sport_id = ?)`, f.SportID)
	w.add(f.Type != "", "b.type = ?", f.Type)
	where := strings.Join(w.conds, " AND ")
	var total int
	if err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM bets b WHERE `+where, w.args...).Scan(&total); err != nil {
		return nil, catalogue.Pagination{}, fmt.Errorf("count bets: %w", err)
	}
	bets, err := readBets(ctx, s.read, where, fmt.Sprintf("%s LIMIT %d OFFSET %d", newestFirst, p.Limit, p.Offset()), w.args...)
	return bets, catalogue.NewPagination(p, total), err
}

// BetSports are the sports of a player's bets (of a selection of one), by priority as the
// catalogue lists them; none when the player has no bets.
func (s *Store) BetSports(ctx context.Context, playerID int64) ([]catalogue.Sport, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT `+sportColumns+` FROM sports WHERE id IN (
		SELECT m.sport_id FROM bets b JOIN bet_selections s ON s.bet_id = b.id JOIN matches m ON m.id = s.match_id
		WHERE b.player_id = ?) ORDER BY `+sportOrder, playerID)
	if err != nil {
		return nil, fmt.Errorf("list the sports of bets: %w", err)
	}
	return collect(rows, scanSport)
}

// MarketKey identifies a market of a match.
type MarketKey struct {
	MatchID, MarketID int64
	Specifier         string
}

// MarketOutcomes reads a market's status and its outcomes' results, as settlement needs them.
func (tx *Tx) MarketOutcomes(ctx context.Context, k MarketKey) (catalogue.MarketStatus, []catalogue.Outcome, error) {
	var status catalogue.MarketStatus
	err := tx.tx.QueryRowContext(ctx, `SELECT status FROM markets WHERE match_id = ? AND market_id = ? AND specifier = ?`,
		k.MatchID, k.MarketID, k.Specifier).Scan(&status)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil, fmt.Errorf("market %d/%d/%q: %w", k.MatchID, k.MarketID, k.Specifier, catalogue.ErrNotFound)
	}
	if err != nil {
		return 0, nil, fmt.Errorf("read market: %w", err)
	}
	rows, err := tx.tx.QueryContext(ctx, `SELECT outcome_id, result FROM outcomes WHERE match_id = ? AND market_id = ? AND specifier = ?`,
		k.MatchID, k.MarketID, k.Specifier)
	if err != nil {
		return 0, nil, fmt.Errorf("read outcomes: %w", err)
	}
	outcomes, err := collect(rows, func(r interface{ Scan(...any) error }) (catalogue.Outcome, error) {
		var o catalogue.Outcome
		return o, r.Scan(&o.ID, &o.Result)
	})
	return status, outcomes, err
}

// RecordSelectionResult sets the result of the open selections on an outcome and returns the ids
// of their bets.
func (tx *Tx) RecordSelectionResult(ctx context.Context, k MarketKey, outcomeID string, r catalogue.OutcomeResult) ([]int64, error) {
	rows, err := tx.tx.QueryContext(ctx, `UPDATE bet_selections SET result = ?
		WHERE match_id = ? AND market_id = ? AND specifier = ? AND outcome_id = ? AND result = '' RETURNING bet_id`,
		r, k.MatchID, k.MarketID, k.Specifier, outcomeID)
	if err != nil {
		return nil, fmt.Errorf("record selection result: %w", err)
	}
	return collect(rows, func(r interface{ Scan(...any) error }) (int64, error) {
		var id int64
		return id, r.Scan(&id)
	})
}

// ErrNoBet is returned for a bet that does not exist.
var ErrNoBet = errors.New("store: no such bet")

// ErrBetClosed is returned when closing a bet that is not open any more.
var ErrBetClosed = errors.New("store: bet already closed")

// Bet reads a bet with its selections; ErrNoBet when there is none. It first locks the bet's
// account until the transaction ends, so that the closers of a bet (cash-out, settlement) take
// turns; the account comes before the bet, the order of every money path (see dialect.go).
func (tx *Tx) Bet(ctx context.Context, id int64) (Bet, error) {
	if err := tx.tx.lock(ctx, `SELECT id FROM accounts WHERE id = (SELECT account_id FROM bets WHERE id = ?)`, id); err != nil {
		return Bet{}, fmt.Errorf("lock the account of bet %d: %w", id, err)
	}
	bets, err := readBets(ctx, tx.tx, `b.id = ?`, "", id)
	if err != nil {
		return Bet{}, err
	}
	if len(bets) == 0 {
		return Bet{}, ErrNoBet
	}
	return bets[0], nil
}

// Closing is how an open bet ends: its status, result and payout, the payout's status, and
// whether its player has seen it (they have when they closed it themselves).
type Closing struct {
	Status, Result string
	Payout         int64
	PayoutStatus   string
	Seen           bool
}

// CloseBet records how an open bet ended; ErrBetClosed when it was not open, so that a bet
// closes once however callers race.
func (tx *Tx) CloseBet(ctx context.Context, id int64, c Closing, now time.Time) error {
	res, err := tx.tx.ExecContext(ctx, `UPDATE bets SET status = ?, result = ?, payout = ?, payout_status = ?, seen = ?, settled_at = ?
		WHERE id = ? AND status = ?`, c.Status, c.Result, c.Payout, c.PayoutStatus, c.Seen, now.UnixMilli(), id, BetWaitingResults)
	if err != nil {
		return fmt.Errorf("close bet: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return errors.Join(ErrBetClosed, err)
	}
	return nil
}

// PayoutPaid records that an approved payout of a bet was credited to its account.
func (tx *Tx) PayoutPaid(ctx context.Context, id int64) error {
	if _, err := tx.tx.ExecContext(ctx, `UPDATE bets SET payout_status = ? WHERE id = ? AND payout_status = ?`,
		PayoutPaid, id, PayoutApproved); err != nil {
		return fmt.Errorf("mark payout of bet %d paid: %w", id, err)
	}
	return nil
}

// MarkBetsSeen marks a player's settled bets seen; other players' ids, open bets and bets seen
// already change nothing, so that it can be repeated.
func (s *Store) MarkBetsSeen(ctx context.Context, playerID int64, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	return s.inTx(ctx, func(tx *txn) error {
		if _, err := tx.ExecContext(ctx, `UPDATE bets SET seen = 1 WHERE player_id = ? AND seen = 0 AND id IN (`+sqlIDs(ids)+`)`, playerID); err != nil {
			return fmt.Errorf("mark bets seen: %w", err)
		}
		return nil
	})
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
	if !storable(code) {
		return "", ErrNoShareCode
	}
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

// StakeUsage is what a player staked and was paid in currency since from, as the transaction sees it.
func (tx *Tx) StakeUsage(ctx context.Context, playerID int64, currency string, from time.Time) (wagered, paid int64, err error) {
	return stakeUsage(ctx, tx.tx, playerID, currency, from)
}

func stakeUsage(ctx context.Context, q querier, playerID int64, currency string, from time.Time) (wagered, paid int64, err error) {
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
	return readBets(ctx, s.read, `b.status = ? AND b.id IN (SELECT bet_id FROM bet_selections WHERE result = '' AND match_id IN (`+
		sqlIDs(matchIDs)+`))`, newestFirst, BetWaitingResults)
}

// OpenBetsWithBonus are a player's open bets placed with the bonus, newest first, at most the
// spec's page of bets (500): what a hunting or tournament bonus counts as its potential points.
func (s *Store) OpenBetsWithBonus(ctx context.Context, playerID, bonusID int64) ([]Bet, error) {
	return readBets(ctx, s.read, `b.player_id = ? AND b.status = ? AND b.bonus_id = ?`, newestFirst+" LIMIT 500",
		playerID, BetWaitingResults, bonusID)
}

// OpenBetsOnProvider are the open bets with an open selection on a market of the provider,
// newest first: those whose cash-out a switch of that provider changes.
func (s *Store) OpenBetsOnProvider(ctx context.Context, provider string) ([]Bet, error) {
	return readBets(ctx, s.read, `b.status = ? AND b.id IN (SELECT bs.bet_id FROM bet_selections bs
		JOIN markets mk ON mk.match_id = bs.match_id AND mk.market_id = bs.market_id AND mk.specifier = bs.specifier
		WHERE bs.result = '' AND mk.provider = ?)`, newestFirst, BetWaitingResults, provider)
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
