package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// SportsbookSession is a stretch of time a player spends in the sportsbook.
type SportsbookSession struct {
	ID int64
	// TokenID names the session in bearer tokens: random, unguessable.
	TokenID          string
	PlayerID         int64
	StartedAt        time.Time
	LastSeenAt       time.Time
	EndedAt          time.Time
	RealityCheckedAt time.Time
}

const sessionColumns = `id, COALESCE(token_id, ''), player_id, started_at, last_seen_at, ended_at, reality_checked_at`

func scanSession(row interface{ Scan(...any) error }) (SportsbookSession, error) {
	var s SportsbookSession
	var started, seen int64
	var ended, checked sql.NullInt64
	err := row.Scan(&s.ID, &s.TokenID, &s.PlayerID, &started, &seen, &ended, &checked)
	if errors.Is(err, sql.ErrNoRows) {
		return s, ErrNoSession
	}
	if err != nil {
		return s, fmt.Errorf("scan sportsbook session: %w", err)
	}
	s.StartedAt, s.LastSeenAt = time.UnixMilli(started).UTC(), time.UnixMilli(seen).UTC()
	s.EndedAt, s.RealityCheckedAt = fromMs(ended), fromMs(checked)
	return s, nil
}

// OpenSportsbookSession returns the player's open session, one seen within idle, marking it seen
// now; otherwise it ends the stale ones and starts a new session named tokenID.
func (s *Store) OpenSportsbookSession(ctx context.Context, playerID int64, tokenID string, idle time.Duration, now time.Time) (SportsbookSession, error) {
	var out SportsbookSession
	err := s.inTx(ctx, func(tx *txn) error {
		cur, err := scanSession(tx.QueryRowContext(ctx, `SELECT `+sessionColumns+` FROM sportsbook_sessions
			WHERE player_id = ? AND ended_at IS NULL AND last_seen_at > ? ORDER BY id DESC LIMIT 1`,
			playerID, now.Add(-idle).UnixMilli()))
		switch {
		case err == nil:
			if _, err := tx.ExecContext(ctx, `UPDATE sportsbook_sessions SET last_seen_at = ? WHERE id = ?`, now.UnixMilli(), cur.ID); err != nil {
				return fmt.Errorf("touch session: %w", err)
			}
			cur.LastSeenAt = now
			out = cur
			return nil
		case !errors.Is(err, ErrNoSession):
			return err
		}
		if _, err := endSessions(ctx, tx, playerID, time.Time{}); err != nil {
			return err
		}
		var id int64
		if err := tx.QueryRowContext(ctx, `INSERT INTO sportsbook_sessions (token_id, player_id, started_at, last_seen_at, last_ping_at) VALUES (?,?,?,?,?)
			RETURNING id`, tokenID, playerID, now.UnixMilli(), now.UnixMilli(), now.UnixMilli()).Scan(&id); err != nil {
			return fmt.Errorf("start session: %w", err)
		}
		out = SportsbookSession{ID: id, TokenID: tokenID, PlayerID: playerID, StartedAt: now, LastSeenAt: now}
		return nil
	})
	return out, err
}

// endSessions ends a player's open sessions at the time given, or at their last sign of life when
// at is zero (a session found idle), and counts those it ended.
func endSessions(ctx context.Context, tx *txn, playerID int64, at time.Time) (int64, error) {
	tx.forget(tx.c.sessions.forgetAll) // by token; a player's sessions end seldom
	res, err := tx.ExecContext(ctx, `UPDATE sportsbook_sessions SET ended_at = `+tx.d.greatest+`(started_at, COALESCE(?, last_seen_at))
		WHERE player_id = ? AND ended_at IS NULL`, ms(at), playerID)
	if err != nil {
		return 0, fmt.Errorf("end sessions: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("end sessions: %w", err)
	}
	return n, nil
}

// EndSportsbookSessions ends the player's open sessions now (sign-out, a limit reached), in the
// transaction, and counts those it ended: none when they had ended already.
func (tx *Tx) EndSportsbookSessions(ctx context.Context, playerID int64, now time.Time) (int64, error) {
	return endSessions(ctx, tx.tx, playerID, now)
}

// sessionHolder is what a bearer token's check needs of its session.
type sessionHolder struct {
	playerID int64
	ended    bool
}

// SportsbookSessionHolder tells whose session a bearer token names and whether it has ended;
// ErrNoSession when there is none. It may answer from the read cache (readcache.go): a session
// this process ends reads ended at once, one another instance ends within a second.
func (s *Store) SportsbookSessionHolder(ctx context.Context, tokenID string) (playerID int64, ended bool, err error) {
	h, err := s.c.sessions.get(tokenID, time.Time{}, func() (sessionHolder, error) {
		sess, err := s.SportsbookSessionByTokenID(ctx, tokenID)
		return sessionHolder{playerID: sess.PlayerID, ended: !sess.EndedAt.IsZero()}, err
	})
	return h.playerID, h.ended, err
}

// SportsbookSessionByTokenID reads the session a bearer token names; ErrNoSession when there is
// none.
func (s *Store) SportsbookSessionByTokenID(ctx context.Context, tokenID string) (SportsbookSession, error) {
	return scanSession(s.read.QueryRowContext(ctx, `SELECT `+sessionColumns+` FROM sportsbook_sessions WHERE token_id = ?`, tokenID))
}

// AcknowledgeRealityCheck restarts the reality-check interval of a session.
func (s *Store) AcknowledgeRealityCheck(ctx context.Context, id int64, now time.Time) error {
	if _, err := s.write.ExecContext(ctx, `UPDATE sportsbook_sessions SET reality_checked_at = ?, last_seen_at = ? WHERE id = ?`,
		now.UnixMilli(), now.UnixMilli(), id); err != nil {
		return fmt.Errorf("acknowledge reality check: %w", err)
	}
	return nil
}

// TrackActivity counts a ping from a visible tab as activity since the previous ping, at most
// maxGap, so that a tab asleep for an hour does not count an hour.
func (s *Store) TrackActivity(ctx context.Context, id int64, maxGap time.Duration, now time.Time) error {
	_, err := s.write.ExecContext(ctx, `UPDATE sportsbook_sessions
		SET active_ms = active_ms + `+s.d.least+`(`+s.d.greatest+`(? - COALESCE(last_ping_at, ?), 0), ?), last_ping_at = ?, last_seen_at = ?
		WHERE id = ? AND ended_at IS NULL`,
		now.UnixMilli(), now.UnixMilli(), maxGap.Milliseconds(), now.UnixMilli(), now.UnixMilli(), id)
	if err != nil {
		return fmt.Errorf("track activity: %w", err)
	}
	return nil
}

// AgeSportsbookSessions moves the start of the player's open sessions back by d, as if they had
// been played for d longer: the session limits' test control (responsible.Control). It counts the
// sessions it moved.
func (s *Store) AgeSportsbookSessions(ctx context.Context, playerID int64, d time.Duration) (int64, error) {
	res, err := s.write.ExecContext(ctx, `UPDATE sportsbook_sessions SET started_at = started_at - ? WHERE player_id = ? AND ended_at IS NULL`,
		d.Milliseconds(), playerID)
	if err != nil {
		return 0, fmt.Errorf("age sessions: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("age sessions: %w", err)
	}
	return n, nil
}

// SessionMinutes is the time of the player's sessions since from, in whole minutes: a session
// counts until it ended, or until now while it is open.
func (s *Store) SessionMinutes(ctx context.Context, playerID int64, from, now time.Time) (int, error) {
	var total int64
	err := s.read.QueryRowContext(ctx, `SELECT COALESCE(SUM(COALESCE(ended_at, ?) - `+s.d.greatest+`(started_at, ?)), 0)
		FROM sportsbook_sessions WHERE player_id = ? AND COALESCE(ended_at, ?) > ?`,
		now.UnixMilli(), from.UnixMilli(), playerID, now.UnixMilli(), from.UnixMilli()).Scan(&total)
	if err != nil {
		return 0, fmt.Errorf("sum session time: %w", err)
	}
	return int(total / 60000), nil
}

// ActiveMinutes is the activity of the player's sessions started since from, in whole minutes.
func (s *Store) ActiveMinutes(ctx context.Context, playerID int64, from time.Time) (int, error) {
	var total int64
	err := s.read.QueryRowContext(ctx, `SELECT COALESCE(SUM(active_ms), 0) FROM sportsbook_sessions WHERE player_id = ? AND started_at >= ?`,
		playerID, from.UnixMilli()).Scan(&total)
	if err != nil {
		return 0, fmt.Errorf("sum activity: %w", err)
	}
	return int(total / 60000), nil
}

// Phone is a player's phone number and its verification state.
type Phone struct {
	Number, Country string
	VerifiedAt      time.Time
	CodeHash        string
	CodeSentAt      time.Time
	SMSDay          string // UTC date of SMSCount
	SMSCount        int
}

// GetPhone reads a player's phone; ErrNotFound-wrapping error when none.
func (s *Store) GetPhone(ctx context.Context, playerID int64) (Phone, error) {
	var p Phone
	var verified, sent sql.NullInt64
	err := s.read.QueryRowContext(ctx, `SELECT number, country, verified_at, code_hash, code_sent_at, sms_day, sms_count
		FROM phones WHERE player_id = ?`, playerID).Scan(&p.Number, &p.Country, &verified, &p.CodeHash, &sent, &p.SMSDay, &p.SMSCount)
	if errors.Is(err, sql.ErrNoRows) {
		return p, ErrNoPhone
	}
	if err != nil {
		return p, fmt.Errorf("read phone: %w", err)
	}
	p.VerifiedAt, p.CodeSentAt = fromMs(verified), fromMs(sent)
	return p, nil
}

// ErrNoPhone is returned when a player has no phone.
var ErrNoPhone = errors.New("store: no phone")

// SavePhone writes a player's phone state.
func (s *Store) SavePhone(ctx context.Context, playerID int64, p Phone) error {
	_, err := s.write.ExecContext(ctx, `INSERT INTO phones (player_id, number, country, verified_at, code_hash, code_sent_at, sms_day, sms_count)
		VALUES (?,?,?,?,?,?,?,?) ON CONFLICT (player_id) DO UPDATE SET number = excluded.number, country = excluded.country,
		verified_at = excluded.verified_at, code_hash = excluded.code_hash, code_sent_at = excluded.code_sent_at,
		sms_day = excluded.sms_day, sms_count = excluded.sms_count`,
		playerID, p.Number, p.Country, ms(p.VerifiedAt), p.CodeHash, ms(p.CodeSentAt), p.SMSDay, p.SMSCount)
	if err != nil {
		return fmt.Errorf("save phone: %w", err)
	}
	return nil
}
