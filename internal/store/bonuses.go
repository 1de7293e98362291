package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// States of an issued bonus: what the player did with it. The status a player sees is computed
// from it and the campaign (bonusrules.PlayerStatus).
const (
	BonusIssued     = "issued"
	BonusActive     = "active" // activated by the player
	BonusUsed       = "used"   // no uses left
	BonusOverridden = "overridden"
)

// ErrBonusUsed is a bonus that has no use left, or is not the player's to use.
var ErrBonusUsed = errors.New("store: bonus has no use left")

// PlayerBonus is a campaign's bonus issued to a player (table player_bonuses), with the points
// its settled bets earned (hunting and tournaments).
type PlayerBonus struct {
	ID, PlayerID int64
	CampaignID   string
	Kind         string // comboboost, freebet, hunting, tournament, lootbox
	IssueKey     string // what issued it, once per player
	State        string
	TimesUsed    int
	Mode         string // a freebet's mode
	Amount       int64  // a freebet's stake
	Currency     string
	Boosted      bool
	SpentPoints  int64
	Farmed       int
	SourceID     int64 // the bonus that farmed or gave this one; 0 none
	Seen         bool
	IssuedAt     time.Time
	ActivatedAt  time.Time
	ExpiresAt    time.Time // zero: the campaign's valid-to alone

	// Read from bonus_points: the settled bets that earned points, their stakes and points.
	BetsCount, Staked, Points int64
}

// AvailablePoints are the points not yet turned into freebets or boosts.
func (b PlayerBonus) AvailablePoints() int64 { return b.Points - b.SpentPoints }

// bonusColumns read each bonus with the sums of its points. They are subqueries on the bonus's own
// points (the primary key's prefix): a join to the points grouped by bonus made both engines
// group the whole table at every read, and every placement reads the player's bonuses (a
// lootbox may open).
const bonusColumns = `pb.id, pb.player_id, pb.campaign_id, pb.kind, pb.issue_key, pb.state, pb.times_used, pb.mode, pb.amount, pb.currency,
	pb.boosted, pb.spent_points, pb.farmed, pb.source_id, pb.seen, pb.issued_at, pb.activated_at, pb.expires_at,
	(SELECT COUNT(*) FROM bonus_points p WHERE p.bonus_id = pb.id),
	(SELECT COALESCE(SUM(p.stake), 0) FROM bonus_points p WHERE p.bonus_id = pb.id),
	(SELECT COALESCE(SUM(p.points), 0) FROM bonus_points p WHERE p.bonus_id = pb.id)`

const bonusFrom = ` FROM player_bonuses pb`

func scanBonus(r interface{ Scan(...any) error }) (PlayerBonus, error) {
	var b PlayerBonus
	var boosted, seen int
	var issued int64
	var source, activated, expires sql.NullInt64
	err := r.Scan(&b.ID, &b.PlayerID, &b.CampaignID, &b.Kind, &b.IssueKey, &b.State, &b.TimesUsed, &b.Mode, &b.Amount, &b.Currency,
		&boosted, &b.SpentPoints, &b.Farmed, &source, &seen, &issued, &activated, &expires, &b.BetsCount, &b.Staked, &b.Points)
	if errors.Is(err, sql.ErrNoRows) {
		return b, fmt.Errorf("bonus: %w", catalogue.ErrNotFound)
	}
	if err != nil {
		return b, fmt.Errorf("scan bonus: %w", err)
	}
	b.Boosted, b.Seen, b.SourceID = boosted != 0, seen != 0, source.Int64
	b.IssuedAt, b.ActivatedAt, b.ExpiresAt = time.UnixMilli(issued).UTC(), fromMs(activated), fromMs(expires)
	return b, nil
}

// PlayerBonuses lists a player's bonuses, newest issued first.
func (s *Store) PlayerBonuses(ctx context.Context, playerID int64) ([]PlayerBonus, error) {
	return playerBonuses(ctx, s.read, playerID)
}

// PlayerBonusesOfKind lists a player's bonuses of one kind in the transaction, newest issued
// first: a placement reads the player's lootboxes, and no other bonus.
func (tx *Tx) PlayerBonusesOfKind(ctx context.Context, playerID int64, kind string) ([]PlayerBonus, error) {
	rows, err := tx.tx.QueryContext(ctx, `SELECT `+bonusColumns+bonusFrom+` WHERE pb.player_id = ? AND pb.kind = ? ORDER BY pb.id DESC`,
		playerID, kind)
	if err != nil {
		return nil, fmt.Errorf("list bonuses of a kind: %w", err)
	}
	return collect(rows, scanBonus)
}

func playerBonuses(ctx context.Context, q querier, playerID int64) ([]PlayerBonus, error) {
	rows, err := q.QueryContext(ctx, `SELECT `+bonusColumns+bonusFrom+` WHERE pb.player_id = ? ORDER BY pb.id DESC`, playerID)
	if err != nil {
		return nil, fmt.Errorf("list bonuses: %w", err)
	}
	return collect(rows, scanBonus)
}

// PlayerBonus reads one of a player's bonuses (an ErrNotFound-wrapping error for another's).
func (s *Store) PlayerBonus(ctx context.Context, playerID, id int64) (PlayerBonus, error) {
	return scanBonus(s.read.QueryRowContext(ctx, `SELECT `+bonusColumns+bonusFrom+` WHERE pb.id = ? AND pb.player_id = ?`, id, playerID))
}

// PlayerBonus is Store.PlayerBonus in the transaction.
func (tx *Tx) PlayerBonus(ctx context.Context, playerID, id int64) (PlayerBonus, error) {
	return scanBonus(tx.tx.QueryRowContext(ctx, `SELECT `+bonusColumns+bonusFrom+` WHERE pb.id = ? AND pb.player_id = ?`, id, playerID))
}

// IssueBonus issues a bonus to a player once per issue key: issued is false, and the bonus the
// one issued before, when the key was issued already.
func (tx *Tx) IssueBonus(ctx context.Context, b PlayerBonus) (out PlayerBonus, issued bool, err error) {
	var id int64
	err = tx.tx.QueryRowContext(ctx, `INSERT INTO player_bonuses (player_id, campaign_id, kind, issue_key, state, mode, amount, currency,
		source_id, issued_at, expires_at) VALUES (?,?,?,?,?,?,?,?,?,?,?) ON CONFLICT (player_id, issue_key) DO NOTHING RETURNING id`,
		b.PlayerID, b.CampaignID, b.Kind, b.IssueKey, BonusIssued, b.Mode, b.Amount, b.Currency, nullID(b.SourceID),
		b.IssuedAt.UnixMilli(), ms(b.ExpiresAt)).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		out, err = scanBonus(tx.tx.QueryRowContext(ctx, `SELECT `+bonusColumns+bonusFrom+` WHERE pb.player_id = ? AND pb.issue_key = ?`,
			b.PlayerID, b.IssueKey))
		return out, false, err
	}
	if err != nil {
		return out, false, fmt.Errorf("issue bonus: %w", err)
	}
	out, err = tx.PlayerBonus(ctx, b.PlayerID, id)
	return out, err == nil, err
}

// UseBonus takes one use of a player's issued or active bonus: usesCount bounds its uses (0: no
// bound), and its last use leaves it used. ErrBonusUsed when it has none left; two racing
// placements take one use each, never the same one.
func (tx *Tx) UseBonus(ctx context.Context, playerID, id int64, usesCount int) error {
	res, err := tx.tx.ExecContext(ctx, `UPDATE player_bonuses SET times_used = times_used + 1,
		state = CASE WHEN ? > 0 AND times_used + 1 >= ? THEN '`+BonusUsed+`' ELSE state END
		WHERE id = ? AND player_id = ? AND state IN ('`+BonusIssued+`', '`+BonusActive+`') AND (? = 0 OR times_used < ?)`,
		usesCount, usesCount, id, playerID, usesCount, usesCount)
	if err != nil {
		return fmt.Errorf("use bonus %d: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return errors.Join(ErrBonusUsed, err)
	}
	return nil
}

// GiveBackBonus undoes one use of a bonus (a freebet whose bet was refunded).
func (tx *Tx) GiveBackBonus(ctx context.Context, id int64) error {
	_, err := tx.tx.ExecContext(ctx, `UPDATE player_bonuses SET times_used = times_used - 1,
		state = CASE WHEN state = '`+BonusUsed+`' THEN CASE WHEN activated_at IS NULL THEN '`+BonusIssued+`' ELSE '`+BonusActive+`' END ELSE state END
		WHERE id = ? AND times_used > 0`, id)
	if err != nil {
		return fmt.Errorf("give back bonus %d: %w", id, err)
	}
	return nil
}

// ActivateBonus activates a player's issued bonus; ErrBonusUsed when it is not issued (active
// already, used or overridden).
func (tx *Tx) ActivateBonus(ctx context.Context, playerID, id int64, now time.Time) error {
	res, err := tx.tx.ExecContext(ctx, `UPDATE player_bonuses SET state = '`+BonusActive+`', activated_at = ?
		WHERE id = ? AND player_id = ? AND state = '`+BonusIssued+`'`, now.UnixMilli(), id, playerID)
	if err != nil {
		return fmt.Errorf("activate bonus %d: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return errors.Join(ErrBonusUsed, err)
	}
	return nil
}

// BoostBonus sets a freebet's boosted amount, once; ErrBonusUsed when it was boosted or used.
func (tx *Tx) BoostBonus(ctx context.Context, playerID, id, amount int64) error {
	res, err := tx.tx.ExecContext(ctx, `UPDATE player_bonuses SET amount = ?, boosted = 1
		WHERE id = ? AND player_id = ? AND boosted = 0 AND times_used = 0 AND state IN ('`+BonusIssued+`', '`+BonusActive+`')`, amount, id, playerID)
	if err != nil {
		return fmt.Errorf("boost bonus %d: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return errors.Join(ErrBonusUsed, err)
	}
	return nil
}

// SpendPoints takes points from a hunting bonus's available points, for freebets farmed (farmed
// of them) or a boost.
func (tx *Tx) SpendPoints(ctx context.Context, id, points int64, farmed int) error {
	if _, err := tx.tx.ExecContext(ctx, `UPDATE player_bonuses SET spent_points = spent_points + ?, farmed = farmed + ? WHERE id = ?`,
		points, farmed, id); err != nil {
		return fmt.Errorf("spend points of bonus %d: %w", id, err)
	}
	return nil
}

// MarkBonusesSeen marks bonuses of a player seen (their alerts shown).
func (s *Store) MarkBonusesSeen(ctx context.Context, playerID int64, ids []int64) error {
	return s.markSeen(ctx, "player_bonuses", playerID, ids)
}

// AddBonusPoints records the points a settled bet earned for a bonus, once per bet: added is
// false when the bet had earned them already.
func (tx *Tx) AddBonusPoints(ctx context.Context, bonusID, betID, points, stake int64, now time.Time) (added bool, err error) {
	res, err := tx.tx.ExecContext(ctx, `INSERT INTO bonus_points (bonus_id, bet_id, points, stake, created_at) VALUES (?,?,?,?,?)
		ON CONFLICT (bonus_id, bet_id) DO NOTHING`, bonusID, betID, points, stake, now.UnixMilli())
	if err != nil {
		return false, fmt.Errorf("add bonus points: %w", err)
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// FarmedEvents are the matches of the bets that earned a bonus points.
func (s *Store) FarmedEvents(ctx context.Context, bonusID int64) ([]int64, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT DISTINCT bs.match_id FROM bonus_points bp JOIN bet_selections bs ON bs.bet_id = bp.bet_id
		WHERE bp.bonus_id = ? ORDER BY bs.match_id`, bonusID)
	if err != nil {
		return nil, fmt.Errorf("farmed events: %w", err)
	}
	return collect(rows, func(r interface{ Scan(...any) error }) (int64, error) {
		var id int64
		return id, r.Scan(&id)
	})
}

// AddPoolStake adds a qualifying stake to a tournament's pool and returns the pool's stakes now.
func (tx *Tx) AddPoolStake(ctx context.Context, campaignID string, stake int64) (int64, error) {
	var staked int64
	err := tx.tx.QueryRowContext(ctx, `INSERT INTO campaign_pools (campaign_id, staked) VALUES (?, ?)
		ON CONFLICT (campaign_id) DO UPDATE SET staked = campaign_pools.staked + excluded.staked RETURNING staked`, campaignID, stake).Scan(&staked)
	if err != nil {
		return 0, fmt.Errorf("add pool stake: %w", err)
	}
	return staked, nil
}

// PoolStaked is the qualifying stakes of a tournament so far.
func (s *Store) PoolStaked(ctx context.Context, campaignID string) (int64, error) {
	var staked int64
	err := s.read.QueryRowContext(ctx, `SELECT staked FROM campaign_pools WHERE campaign_id = ?`, campaignID).Scan(&staked)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("pool staked: %w", err)
	}
	return staked, nil
}

// RatingEntry is a player's score in a tournament: their points, and when they last scored.
type RatingEntry struct {
	PlayerID  int64
	Points    int64
	ReachedAt time.Time
}

// TournamentEntries are the scores of a tournament's players, best first (ties: who reached
// the score first), at most limit of them.
func (s *Store) TournamentEntries(ctx context.Context, campaignID string, limit int) ([]RatingEntry, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT pb.player_id, SUM(bp.points) AS points, MAX(bp.created_at) AS reached
		FROM player_bonuses pb JOIN bonus_points bp ON bp.bonus_id = pb.id WHERE pb.campaign_id = ?
		GROUP BY pb.player_id ORDER BY points DESC, reached, pb.player_id LIMIT ?`, campaignID, limit)
	if err != nil {
		return nil, fmt.Errorf("tournament entries: %w", err)
	}
	return collect(rows, func(r interface{ Scan(...any) error }) (RatingEntry, error) {
		var e RatingEntry
		var reached int64
		err := r.Scan(&e.PlayerID, &e.Points, &reached)
		e.ReachedAt = time.UnixMilli(reached).UTC()
		return e, err
	})
}

// MatchPlace is where a match sits in the catalogue, for a campaign's event conditions.
type MatchPlace struct {
	SportID, CategoryID, TournamentID int64
	Live                              bool
}

// MatchPlaces reads the place of each match (missing matches are left out).
func (s *Store) MatchPlaces(ctx context.Context, ids []int64) (map[int64]MatchPlace, error) {
	return matchPlaces(ctx, s.read, ids)
}

// MatchPlaces is Store.MatchPlaces in the transaction.
func (tx *Tx) MatchPlaces(ctx context.Context, ids []int64) (map[int64]MatchPlace, error) {
	return matchPlaces(ctx, tx.tx, ids)
}

func matchPlaces(ctx context.Context, q querier, ids []int64) (map[int64]MatchPlace, error) {
	out := map[int64]MatchPlace{}
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := q.QueryContext(ctx, `SELECT id, sport_id, category_id, tournament_id, status FROM matches WHERE id IN (`+sqlIDs(ids)+`)`)
	if err != nil {
		return nil, fmt.Errorf("match places: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var p MatchPlace
		var status catalogue.MatchStatus
		if err := rows.Scan(&id, &p.SportID, &p.CategoryID, &p.TournamentID, &status); err != nil {
			return nil, fmt.Errorf("scan match place: %w", err)
		}
		p.Live = status == catalogue.MatchStatusLive
		out[id] = p
	}
	return out, rows.Err()
}
