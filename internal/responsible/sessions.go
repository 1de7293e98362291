package responsible

import (
	"context"
	"errors"
	"fmt"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// StartSession opens or resumes p's sportsbook session and issues a bearer token for it. An
// excluded player, and one whose session or time limit is used up, is refused (a 403
// SESSION_LIMIT_REACHED ends the open session: the spec's out-of-session-limit modal).
func (s *Service) StartSession(ctx context.Context, p store.Player) (platformgen.SportsbookSession, error) {
	return s.startSession(ctx, p, false)
}

// ContinueSession is StartSession after the player acknowledged the reality check: its interval
// starts again.
func (s *Service) ContinueSession(ctx context.Context, p store.Player) (platformgen.SportsbookSession, error) {
	return s.startSession(ctx, p, true)
}

func (s *Service) startSession(ctx context.Context, p store.Player, ack bool) (platformgen.SportsbookSession, error) {
	now := s.Now()
	if err := s.Players.Excluded(ctx, p.ID); err != nil {
		return platformgen.SportsbookSession{}, err
	}
	ls, err := s.Store.Limits(ctx, p.ID, now)
	if err != nil {
		return platformgen.SportsbookSession{}, err
	}
	if err := s.checkSession(ctx, p.ID, ls); err != nil {
		return platformgen.SportsbookSession{}, err
	}
	sess, err := s.currentSession(ctx, p.ID)
	if err != nil {
		return platformgen.SportsbookSession{}, err
	}
	if ack {
		if err := s.Store.AcknowledgeRealityCheck(ctx, sess.ID, now); err != nil {
			return platformgen.SportsbookSession{}, err
		}
	}
	tok, exp, err := s.Bearer.Issue(p.ID, sess.TokenID, now)
	if err != nil {
		return platformgen.SportsbookSession{}, err
	}
	return platformgen.SportsbookSession{Id: sess.ID, Token: tok, ExpiresAt: exp, StartedAt: sess.StartedAt}, nil
}

// checkSession refuses (SESSION_LIMIT_REACHED) when a session or time limit is used up, ending
// the open session; ending one is the limit reaching its end (events.LimitReached), told once:
// later refusals find no open session to end.
func (s *Service) checkSession(ctx context.Context, playerID int64, ls []limits.Limit) error {
	now := s.Now()
	var uerr error
	l, used := limits.UsedUpSession(ls, func(l limits.Limit) limits.Usage {
		u, err := s.usage(ctx, playerID, l, now)
		uerr = errors.Join(uerr, err)
		return u
	}, now)
	if uerr != nil {
		return uerr
	}
	if !used {
		return nil
	}
	if err := s.limitReached(ctx, playerID, l, func(tx *store.Tx) (bool, error) {
		ended, err := tx.EndSportsbookSessions(ctx, playerID, now)
		return ended > 0, err
	}); err != nil {
		return err
	}
	return apierror.New(apierror.SessionLimitReached)
}

// limitReached runs end, the change a used-up limit makes, and raises events.LimitReached with it
// when end reports that it changed something; the event is published once the change commits.
func (s *Service) limitReached(ctx context.Context, playerID int64, l limits.Limit, end func(*store.Tx) (bool, error)) error {
	var raised []any
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		changed, err := end(tx)
		if err != nil || !changed {
			return err
		}
		raised, err = s.Events.Raise(ctx, tx, events.LimitReached{PlayerID: playerID, Limit: l})
		return err
	})
	if err != nil {
		return fmt.Errorf("limit reached: %w", err)
	}
	s.Events.Publish(ctx, raised...)
	return nil
}

// currentSession is the player's open sportsbook session, resumed; a player polling or pinging
// after a long idle starts a new one, since they are playing again. A new session is named by a
// random token id, the only name bearer tokens carry.
func (s *Service) currentSession(ctx context.Context, playerID int64) (store.SportsbookSession, error) {
	tokenID, _, err := auth.NewToken()
	if err != nil {
		return store.SportsbookSession{}, err
	}
	return s.Store.OpenSportsbookSession(ctx, playerID, tokenID, sportsbookIdle, s.Now())
}

// RealityCheck is p's reality check for the current session: when the next is due, and what was
// wagered and won since the session started. A player without a reality-check limit has none:
// nil, which is the truth and no error (the handler answers 204).
func (s *Service) RealityCheck(ctx context.Context, p store.Player) (*platformgen.RealityCheck, error) {
	now := s.Now()
	ls, err := s.Store.Limits(ctx, p.ID, now)
	if err != nil {
		return nil, fmt.Errorf("reality check: limits: %w", err)
	}
	l, ok := limits.Find(ls, limits.RealityCheck, now)
	if !ok {
		return nil, nil
	}
	sess, err := s.currentSession(ctx, p.ID)
	if err != nil {
		return nil, fmt.Errorf("reality check: session: %w", err)
	}
	wagered, won, err := s.Store.SessionTotals(ctx, p.ID, p.Currency, sess.StartedAt)
	if err != nil {
		return nil, fmt.Errorf("reality check: session totals: %w", err)
	}
	c, _ := wallet.Lookup(p.Currency)
	return &platformgen.RealityCheck{IntervalMinutes: l.Minutes, SessionStartedAt: sess.StartedAt, Subunits: &c.Subunits,
		NextCheckAt: limits.NextRealityCheck(l, sess.StartedAt, sess.RealityCheckedAt),
		Wagered:     &wagered, Won: &won, Currency: &p.Currency}, nil
}

// TrackActivity counts a ping of p's visible tab as activity in the current session. A session
// or time limit used up refuses it (SESSION_LIMIT_REACHED); the activity limit reached signs the
// player out of webSession, their web session, and answers ACTIVITY_LIMIT_REACHED, a 401: the
// client signs out and shows the activity-limit modal.
func (s *Service) TrackActivity(ctx context.Context, p store.Player, webSession string) error {
	now := s.Now()
	ls, err := s.Store.Limits(ctx, p.ID, now)
	if err != nil {
		return err
	}
	if err := s.checkSession(ctx, p.ID, ls); err != nil {
		return err
	}
	sess, err := s.currentSession(ctx, p.ID)
	if err != nil {
		return err
	}
	if err := s.Store.TrackActivity(ctx, sess.ID, activityMaxGap, now); err != nil {
		return err
	}
	u, err := s.usage(ctx, p.ID, limits.Limit{Type: limits.Activity, Period: limits.Day}, now)
	if err != nil {
		return err
	}
	if !errors.Is(limits.CheckActivity(ls, u, now), limits.ErrActivityLimit) {
		return nil
	}
	if err := s.Players.SignOut(ctx, webSession); err != nil {
		return err
	}
	// The sign-out is the players service's own transaction; the event's hooks get one of theirs.
	l, _ := limits.Find(ls, limits.Activity, now)
	if err := s.limitReached(ctx, p.ID, l, func(*store.Tx) (bool, error) { return true, nil }); err != nil {
		return err
	}
	return apierror.New(apierror.ActivityLimitReached)
}

// Authenticate verifies a sportsbook API bearer token: signature and expiry, and that its
// sportsbook session has not ended (sign-out, a limit) since it was issued.
func (s *Service) Authenticate(ctx context.Context, token string) (auth.Claims, error) {
	c, err := s.Bearer.Verify(token, s.Now())
	if err != nil {
		return c, err
	}
	holder, ended, err := s.Store.SportsbookSessionHolder(ctx, c.Session)
	if errors.Is(err, store.ErrNoSession) || (err == nil && (holder != c.PlayerID || ended)) {
		return c, auth.ErrInvalidBearer
	}
	return c, err
}
