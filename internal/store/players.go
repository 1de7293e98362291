package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Player errors.
var (
	ErrEmailTaken    = errors.New("store: email already registered")
	ErrTokenInvalid  = errors.New("store: token unknown, used or expired")
	ErrNoPlayer      = errors.New("store: no such player")
	ErrNoSession     = errors.New("store: no such session")
	ErrAccountExists = errors.New("store: account already exists")
	ErrNoAccount     = errors.New("store: no such account")
)

// Token purposes of player_tokens.
const (
	TokenConfirmation = "confirmation"
	TokenReset        = "reset"
	TokenUnlock       = "unlock"
)

// Player is a player's stored profile.
type Player struct {
	ID            int64
	Email         string
	PasswordHash  string
	FirstName     string
	LastName      string
	Nickname      string
	Language      string
	Country       string
	Currency      string // the current account's currency
	ConfirmedAt   time.Time
	LockedAt      time.Time
	FailedSignIns int
	StatusGroups  []string
	CompPoints    int64
	CreatedAt     time.Time
}

// Confirmed reports whether the email was confirmed.
func (p Player) Confirmed() bool { return !p.ConfirmedAt.IsZero() }

// Locked reports whether the account is locked.
func (p Player) Locked() bool { return !p.LockedAt.IsZero() }

// NewPlayer is what sign-up stores.
type NewPlayer struct {
	Email, PasswordHash, Nickname, Language, Country, Currency string
	FirstName, LastName                                        string
	StatusGroups                                               []string
	Confirmed                                                  bool
}

func ms(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return t.UnixMilli()
}

// sqlIDs is a list of ids for an SQL IN (...): integers written by the code, never input text.
func sqlIDs(ids []int64) string {
	list := make([]string, len(ids))
	for i, id := range ids {
		list[i] = strconv.FormatInt(id, 10)
	}
	return strings.Join(list, ",")
}

// markSeen marks rows of table (a player's alerts: bonuses, jackpot hits) seen; other players'
// ids change nothing.
func (s *Store) markSeen(ctx context.Context, table string, playerID int64, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	return s.inTx(ctx, func(tx *txn) error {
		if _, err := tx.ExecContext(ctx, `UPDATE `+table+` SET seen = 1 WHERE player_id = ? AND id IN (`+sqlIDs(ids)+`)`, playerID); err != nil {
			return fmt.Errorf("mark %s seen: %w", table, err)
		}
		return nil
	})
}

// nullID stores an optional reference: 0 is none.
func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

func fromMs(n sql.NullInt64) time.Time {
	if !n.Valid {
		return time.Time{}
	}
	return time.UnixMilli(n.Int64).UTC()
}

const playerColumns = `id, email, password_hash, first_name, last_name, nickname, language, country, currency,
	confirmed_at, locked_at, failed_sign_ins, status_groups, comp_points, created_at`

func scanPlayer(row interface{ Scan(...any) error }) (Player, error) {
	var p Player
	var confirmed, locked sql.NullInt64
	var groups string
	var created int64
	err := row.Scan(&p.ID, &p.Email, &p.PasswordHash, &p.FirstName, &p.LastName, &p.Nickname, &p.Language,
		&p.Country, &p.Currency, &confirmed, &locked, &p.FailedSignIns, &groups, &p.CompPoints, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return p, ErrNoPlayer
	}
	if err != nil {
		return p, fmt.Errorf("scan player: %w", err)
	}
	p.ConfirmedAt, p.LockedAt = fromMs(confirmed), fromMs(locked)
	p.CreatedAt = time.UnixMilli(created).UTC()
	if groups != "" {
		p.StatusGroups = strings.Split(groups, ",")
	}
	return p, nil
}

// CreatePlayer stores a new player with an empty account in their currency. The email must be
// normalized by the caller; ErrEmailTaken when it is registered.
func (s *Store) CreatePlayer(ctx context.Context, np NewPlayer, now time.Time) (Player, error) {
	var p Player
	err := s.InTx(ctx, func(tx *Tx) error {
		var err error
		p, err = tx.CreatePlayer(ctx, np, now)
		return err
	})
	return p, err
}

// CreatePlayer stores a new player with an empty account in their currency, in the transaction.
// The email must be normalized by the caller; ErrEmailTaken when it is registered.
func (tx *Tx) CreatePlayer(ctx context.Context, np NewPlayer, now time.Time) (Player, error) {
	var confirmed any
	if np.Confirmed {
		confirmed = now.UnixMilli()
	}
	var id int64
	err := tx.tx.QueryRowContext(ctx, `INSERT INTO players (email, password_hash, first_name, last_name, nickname,
		language, country, currency, confirmed_at, status_groups, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)
		ON CONFLICT (email) DO NOTHING RETURNING id`,
		np.Email, np.PasswordHash, np.FirstName, np.LastName, np.Nickname, np.Language, np.Country, np.Currency,
		confirmed, strings.Join(np.StatusGroups, ","), now.UnixMilli()).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return Player{}, ErrEmailTaken
	}
	if err != nil {
		return Player{}, fmt.Errorf("insert player: %w", err)
	}
	if _, err := createAccount(ctx, tx.tx, id, np.Currency, now); err != nil {
		return Player{}, err
	}
	return scanPlayer(tx.tx.QueryRowContext(ctx, `SELECT `+playerColumns+` FROM players WHERE id = ?`, id))
}

// PlayerByID reads a player; ErrNoPlayer when there is none.
func (s *Store) PlayerByID(ctx context.Context, id int64) (Player, error) {
	return scanPlayer(s.read.QueryRowContext(ctx, `SELECT `+playerColumns+` FROM players WHERE id = ?`, id))
}

// PlayerByID is Store.PlayerByID in the transaction: a transaction that reads on another
// connection of a bounded pool can wait forever for one when every connection is in such a
// transaction.
func (tx *Tx) PlayerByID(ctx context.Context, id int64) (Player, error) {
	return scanPlayer(tx.tx.QueryRowContext(ctx, `SELECT `+playerColumns+` FROM players WHERE id = ?`, id))
}

// PlayerLanguage reads a player's language alone, as a publication to their private channel needs
// it after every bet; ErrNoPlayer when there is none.
// It may answer from the read cache (readcache.go): a language this process changes reads at once,
// another instance's within a second.
func (s *Store) PlayerLanguage(ctx context.Context, id int64) (string, error) {
	return s.c.languages.get(id, time.Time{}, func() (string, error) { return s.readPlayerLanguage(ctx, id) })
}

func (s *Store) readPlayerLanguage(ctx context.Context, id int64) (string, error) {
	var lang string
	err := s.read.QueryRowContext(ctx, `SELECT language FROM players WHERE id = ?`, id).Scan(&lang)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNoPlayer
	}
	if err != nil {
		return "", fmt.Errorf("read player language: %w", err)
	}
	return lang, nil
}

// PlayerByEmail reads a player by normalized email; ErrNoPlayer when there is none.
func (s *Store) PlayerByEmail(ctx context.Context, email string) (Player, error) {
	if !storable(email) {
		return Player{}, ErrNoPlayer
	}
	return scanPlayer(s.read.QueryRowContext(ctx, `SELECT `+playerColumns+` FROM players WHERE email = ?`, email))
}

// RecordFailedSignIn counts a wrong password and locks the account when lock(failed) says so. It
// returns the count and whether the account is now locked.
func (s *Store) RecordFailedSignIn(ctx context.Context, id int64, lock func(failed int) bool, now time.Time) (int, bool, error) {
	var failed int
	var locked bool
	err := s.InTx(ctx, func(tx *Tx) error {
		var err error
		failed, locked, err = tx.RecordFailedSignIn(ctx, id, lock, now)
		return err
	})
	return failed, locked, err
}

// RecordFailedSignIn counts a wrong password in the transaction and locks the account when
// lock(failed) says so. It returns the count and whether the account is now locked.
func (tx *Tx) RecordFailedSignIn(ctx context.Context, id int64, lock func(failed int) bool, now time.Time) (int, bool, error) {
	var failed int
	if err := tx.tx.QueryRowContext(ctx, `UPDATE players SET failed_sign_ins = failed_sign_ins + 1 WHERE id = ?
		RETURNING failed_sign_ins`, id).Scan(&failed); err != nil {
		return 0, false, fmt.Errorf("count failed sign-in: %w", err)
	}
	if !lock(failed) {
		return failed, false, nil
	}
	if _, err := tx.tx.ExecContext(ctx, `UPDATE players SET locked_at = COALESCE(locked_at, ?) WHERE id = ?`, now.UnixMilli(), id); err != nil {
		return 0, false, fmt.Errorf("lock player: %w", err)
	}
	return failed, true, nil
}

// ResetFailedSignIns clears the failure count after a good sign-in.
func (s *Store) ResetFailedSignIns(ctx context.Context, id int64) error {
	if _, err := s.write.ExecContext(ctx, `UPDATE players SET failed_sign_ins = 0 WHERE id = ?`, id); err != nil {
		return fmt.Errorf("reset failed sign-ins: %w", err)
	}
	return nil
}

// CreateToken stores the hash of a one-time token; older unused tokens of the same purpose stop
// working, so only the latest mailed link is valid.
func (s *Store) CreateToken(ctx context.Context, playerID int64, purpose, hash string, expires, now time.Time) error {
	return s.InTx(ctx, func(tx *Tx) error { return tx.CreateToken(ctx, playerID, purpose, hash, expires, now) })
}

// CreateToken stores the hash of a one-time token in the transaction; older unused tokens of the
// same purpose stop working.
func (tx *Tx) CreateToken(ctx context.Context, playerID int64, purpose, hash string, expires, now time.Time) error {
	if _, err := tx.tx.ExecContext(ctx, `UPDATE player_tokens SET used_at = ? WHERE player_id = ? AND purpose = ? AND used_at IS NULL`,
		now.UnixMilli(), playerID, purpose); err != nil {
		return fmt.Errorf("retire tokens: %w", err)
	}
	if _, err := tx.tx.ExecContext(ctx, `INSERT INTO player_tokens (hash, player_id, purpose, expires_at) VALUES (?,?,?,?)`,
		hash, playerID, purpose, expires.UnixMilli()); err != nil {
		return fmt.Errorf("insert token: %w", err)
	}
	return nil
}

// RedeemToken uses a one-time token of purpose and, in the same transaction, applies its effect:
// confirmation confirms the email; unlock unlocks; reset sets newHash as the password (and unlocks,
// since the mailbox owner proved themselves). ErrTokenInvalid for an unknown, used or expired one.
func (s *Store) RedeemToken(ctx context.Context, purpose, hash, newHash string, now time.Time) (Player, error) {
	var id int64
	err := s.inTx(ctx, func(tx *txn) error {
		err := tx.QueryRowContext(ctx, `UPDATE player_tokens SET used_at = ? WHERE hash = ? AND purpose = ?
			AND used_at IS NULL AND expires_at > ? RETURNING player_id`, now.UnixMilli(), hash, purpose, now.UnixMilli()).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrTokenInvalid
		}
		if err != nil {
			return fmt.Errorf("use token: %w", err)
		}
		var q string
		args := []any{}
		switch purpose {
		case TokenConfirmation:
			q, args = `UPDATE players SET confirmed_at = COALESCE(confirmed_at, ?) WHERE id = ?`, []any{now.UnixMilli(), id}
		case TokenUnlock:
			q, args = `UPDATE players SET locked_at = NULL, failed_sign_ins = 0 WHERE id = ?`, []any{id}
		case TokenReset:
			q, args = `UPDATE players SET password_hash = ?, locked_at = NULL, failed_sign_ins = 0 WHERE id = ?`, []any{newHash, id}
		default:
			return fmt.Errorf("redeem token: unknown purpose %q", purpose)
		}
		if _, err := tx.ExecContext(ctx, q, args...); err != nil {
			return fmt.Errorf("redeem %s token: %w", purpose, err)
		}
		if purpose == TokenReset {
			// A new password ends every other session.
			if _, err := tx.ExecContext(ctx, `DELETE FROM web_sessions WHERE player_id = ?`, id); err != nil {
				return fmt.Errorf("end sessions: %w", err)
			}
		}
		return nil
	})
	if err != nil {
		return Player{}, err
	}
	return s.PlayerByID(ctx, id)
}

// SetPassword stores a new password hash.
func (s *Store) SetPassword(ctx context.Context, id int64, hash string) error {
	if _, err := s.write.ExecContext(ctx, `UPDATE players SET password_hash = ? WHERE id = ?`, hash, id); err != nil {
		return fmt.Errorf("set password: %w", err)
	}
	return nil
}

// PlayerUpdate holds the profile fields to change; nil leaves one as it is.
type PlayerUpdate struct {
	FirstName, LastName, Nickname, Language, Currency *string
}

// UpdatePlayer changes profile fields. A currency must be one the player has an active account in
// (ErrNoAccount otherwise).
func (s *Store) UpdatePlayer(ctx context.Context, id int64, u PlayerUpdate) (Player, error) {
	err := s.inTx(ctx, func(tx *txn) error {
		if u.Language != nil {
			tx.forget(func() { tx.c.languages.forget(id) })
		}
		if u.Currency != nil {
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM accounts WHERE player_id = ? AND currency = ? AND active = 1`,
				id, *u.Currency).Scan(&n); err != nil {
				return fmt.Errorf("find account: %w", err)
			}
			if n == 0 {
				return ErrNoAccount
			}
		}
		for col, v := range map[string]*string{"first_name": u.FirstName, "last_name": u.LastName, "nickname": u.Nickname,
			"language": u.Language, "currency": u.Currency} {
			if v == nil {
				continue
			}
			if _, err := tx.ExecContext(ctx, `UPDATE players SET `+col+` = ? WHERE id = ?`, *v, id); err != nil {
				return fmt.Errorf("update %s: %w", col, err)
			}
		}
		return nil
	})
	if err != nil {
		return Player{}, err
	}
	return s.PlayerByID(ctx, id)
}

// CreateWebSession stores a cookie session by the hash of its cookie value.
func (s *Store) CreateWebSession(ctx context.Context, hash string, playerID int64, now, expires time.Time) error {
	if _, err := s.write.ExecContext(ctx, `INSERT INTO web_sessions (hash, player_id, created_at, expires_at) VALUES (?,?,?,?)`,
		hash, playerID, now.UnixMilli(), expires.UnixMilli()); err != nil {
		return fmt.Errorf("create session: %w", err)
	}
	return nil
}

// WebSessionPlayer returns the player of a live cookie session; ErrNoSession when there is none.
func (s *Store) WebSessionPlayer(ctx context.Context, hash string, now time.Time) (Player, error) {
	p, err := scanPlayer(s.read.QueryRowContext(ctx, `SELECT `+prefixed("p.", playerColumns)+` FROM web_sessions w
		JOIN players p ON p.id = w.player_id WHERE w.hash = ? AND w.expires_at > ?`, hash, now.UnixMilli()))
	if errors.Is(err, ErrNoPlayer) {
		return p, ErrNoSession
	}
	return p, err
}

// prefixed qualifies a comma-separated column list with a table alias.
func prefixed(alias, columns string) string {
	parts := strings.Split(columns, ",")
	for i, c := range parts {
		parts[i] = alias + strings.TrimSpace(c)
	}
	return strings.Join(parts, ", ")
}

// DeleteWebSession ends a cookie session, in the transaction.
func (tx *Tx) DeleteWebSession(ctx context.Context, hash string) error {
	if _, err := tx.tx.ExecContext(ctx, `DELETE FROM web_sessions WHERE hash = ?`, hash); err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	return nil
}

// DeleteWebSessions ends every cookie session of a player, in the transaction.
func (tx *Tx) DeleteWebSessions(ctx context.Context, playerID int64) error {
	if _, err := tx.tx.ExecContext(ctx, `DELETE FROM web_sessions WHERE player_id = ?`, playerID); err != nil {
		return fmt.Errorf("delete sessions: %w", err)
	}
	return nil
}

// AddCompPoints adds points to a player's comp points (internal/comppoints decides how many).
func (tx *Tx) AddCompPoints(ctx context.Context, playerID, points int64) error {
	if _, err := tx.tx.ExecContext(ctx, `UPDATE players SET comp_points = comp_points + ? WHERE id = ?`, points, playerID); err != nil {
		return fmt.Errorf("add comp points of player %d: %w", playerID, err)
	}
	return nil
}
