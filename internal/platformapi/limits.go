package platformapi

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// usage reads what a player used in the period of limit l.
func (s *Server) usage(ctx context.Context, playerID int64, l limits.Limit) (limits.Usage, error) {
	now := s.cfg.Now()
	from := limits.PeriodStart(l.Period, now)
	var u limits.Usage
	var err error
	switch {
	case l.Type == limits.Deposit:
		u.Deposited, err = s.cfg.Store.DepositedSince(ctx, playerID, l.Currency, from)
	case l.Type == limits.Activity:
		u.ActiveMinutes, err = s.cfg.Store.ActiveMinutes(ctx, playerID, from)
	case l.Type.IsTime():
		u.SessionMinutes, err = s.cfg.Store.SessionMinutes(ctx, playerID, from, now)
	}
	return u, err
}

// limitView is the contract's Limit, with what is used of it now.
func (s *Server) limitView(ctx context.Context, playerID int64, l limits.Limit) (platformgen.Limit, error) {
	now := s.cfg.Now()
	v := platformgen.Limit{Id: l.ID, Type: platformgen.LimitType(l.Type), Status: platformgen.LimitStatus(l.Status(now)), CreatedAt: l.CreatedAt}
	opt := func(t time.Time) *time.Time {
		if t.IsZero() {
			return nil
		}
		return &t
	}
	v.Until, v.ConfirmUntil, v.DisableAt = opt(l.Until), opt(l.ConfirmUntil), opt(l.DisableAt)
	if l.Type.IsMoney() {
		c, _ := wallet.Lookup(l.Currency)
		v.Amount, v.Currency, v.Subunits = &l.Amount, &l.Currency, &c.Subunits
	}
	if l.Minutes > 0 {
		v.Minutes = &l.Minutes
	}
	if l.Period != "" {
		v.Period = ptr(platformgen.LimitPeriod(l.Period))
	}
	if l.InForce(now) && (l.Type == limits.Deposit || l.Type.IsTime()) {
		u, err := s.usage(ctx, playerID, l)
		if err != nil {
			return v, err
		}
		used := u.Deposited + int64(u.ActiveMinutes) + int64(u.SessionMinutes)
		v.Used = &used
	}
	return v, nil
}

// ListLimits implements GET /user_limits.
func (s *Server) ListLimits(w http.ResponseWriter, r *http.Request) {
	s.withPlayer(w, r, http.StatusOK, func(p store.Player) (any, error) {
		ls, err := s.cfg.Store.Limits(r.Context(), p.ID, s.cfg.Now())
		if err != nil {
			return nil, err
		}
		out := make([]platformgen.Limit, 0, len(ls))
		for _, l := range ls {
			v, err := s.limitView(r.Context(), p.ID, l)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	})
}

// SetLimit implements POST /user_limits.
func (s *Server) SetLimit(w http.ResponseWriter, r *http.Request) {
	s.withPlayer(w, r, http.StatusCreated, func(p store.Player) (any, error) {
		var req platformgen.LimitRequest
		if err := decode(r, &req); err != nil {
			return nil, err
		}
		ctx, now := r.Context(), s.cfg.Now()
		l := limits.Limit{Type: limits.Type(req.Type)}
		if req.Amount != nil {
			l.Amount = *req.Amount
		}
		if req.Currency != nil {
			c, err := currencyOf(*req.Currency)
			if err != nil {
				return nil, err
			}
			l.Currency = c.Code
		}
		if req.Period != nil {
			l.Period = limits.Period(*req.Period)
		}
		if req.Minutes != nil {
			l.Minutes = *req.Minutes
		}
		days := 0
		if req.Days != nil {
			days = *req.Days
		}
		l, err := limits.Validate(l, days, now)
		var inv *limits.ErrInvalid
		if errors.As(err, &inv) {
			return nil, fieldErrors(map[string]string{inv.Field: "error.validation.limit"})
		}
		if l.Type == limits.SelfExclusion || l.Type == limits.CoolingOff {
			pw := ""
			if req.Password != nil {
				pw = *req.Password
			}
			if err := s.confirmPassword(r, p, pw); err != nil {
				return nil, err
			}
		}
		ls, err := s.cfg.Store.Limits(ctx, p.ID, now)
		if err != nil {
			return nil, err
		}
		old, exists := limits.Find(ls, l.Type, now)
		plan, err := limits.PlanSet(l, old, exists, now)
		if errors.Is(err, limits.ErrNotLoosenable) {
			return nil, fail(http.StatusUnprocessableEntity, "LIMIT_NOT_REMOVABLE", "error.limits.not_removable", nil)
		}
		if err != nil {
			return nil, err
		}
		replace := int64(0)
		if exists {
			replace = old.ID
		}
		l, err = s.cfg.Store.SetLimit(ctx, p.ID, l, replace, plan, now)
		if err != nil {
			return nil, err
		}
		if l.Type == limits.SelfExclusion || l.Type == limits.CoolingOff {
			// The exclusion starts now: every session ends and sign-in is refused.
			if err := s.endSessions(ctx, p.ID); err != nil {
				return nil, err
			}
		}
		return s.limitView(ctx, p.ID, l)
	})
}

// RemoveLimit implements DELETE /user_limits/{id}.
func (s *Server) RemoveLimit(w http.ResponseWriter, r *http.Request, id int64) {
	s.withPlayer(w, r, http.StatusOK, func(p store.Player) (any, error) {
		ctx, now := r.Context(), s.cfg.Now()
		l, err := s.cfg.Store.Limit(ctx, p.ID, id)
		if errors.Is(err, catalogue.ErrNotFound) {
			return nil, fail(http.StatusNotFound, "NOT_FOUND", "error.not_found", nil)
		}
		if err != nil {
			return nil, err
		}
		at, err := limits.RemoveAt(l, now)
		if errors.Is(err, limits.ErrNotRemovable) {
			return nil, fail(http.StatusUnprocessableEntity, "LIMIT_NOT_REMOVABLE", "error.limits.not_removable", nil)
		}
		if err != nil {
			return nil, err
		}
		if l, err = s.cfg.Store.RemoveLimit(ctx, p.ID, id, at, now); err != nil {
			return nil, err
		}
		return s.limitView(ctx, p.ID, l)
	})
}

var (
	errSessionLimit  = fail(http.StatusForbidden, "SESSION_LIMIT_REACHED", "error.limits.session_reached", nil)
	errActivityLimit = fail(http.StatusUnauthorized, "ACTIVITY_LIMIT_REACHED", "error.limits.activity_reached", nil)
)

// endSessions signs the player out everywhere: their sportsbook sessions end (bearer tokens stop
// working) and their browser sessions are forgotten.
func (s *Server) endSessions(ctx context.Context, playerID int64) error {
	if err := s.cfg.Store.EndSportsbookSessions(ctx, playerID, s.cfg.Now()); err != nil {
		return err
	}
	return s.cfg.Store.DeleteWebSessions(ctx, playerID)
}

// checkSession refuses when a session or time limit is used up, ending the open session.
func (s *Server) checkSession(ctx context.Context, playerID int64, ls []limits.Limit) error {
	var uerr error
	err := limits.CheckSession(ls, func(l limits.Limit) limits.Usage {
		u, err := s.usage(ctx, playerID, l)
		uerr = errors.Join(uerr, err)
		return u
	}, s.cfg.Now())
	if uerr != nil {
		return uerr
	}
	if err != nil {
		if err := s.cfg.Store.EndSportsbookSessions(ctx, playerID, s.cfg.Now()); err != nil {
			return err
		}
		return errSessionLimit
	}
	return nil
}

// startSession opens or resumes the sportsbook session and issues a bearer token for it; ack
// also restarts the reality-check interval.
func (s *Server) startSession(w http.ResponseWriter, r *http.Request, ack bool) {
	s.withPlayer(w, r, http.StatusOK, func(p store.Player) (any, error) {
		ctx, now := r.Context(), s.cfg.Now()
		if err := s.excluded(ctx, p.ID); err != nil {
			return nil, err
		}
		ls, err := s.cfg.Store.Limits(ctx, p.ID, now)
		if err != nil {
			return nil, err
		}
		if err := s.checkSession(ctx, p.ID, ls); err != nil {
			return nil, err
		}
		sess, err := s.currentSession(ctx, p.ID)
		if err != nil {
			return nil, err
		}
		if ack {
			if err := s.cfg.Store.AcknowledgeRealityCheck(ctx, sess.ID, now); err != nil {
				return nil, err
			}
		}
		tok, exp, err := s.bearer.Issue(p.ID, sess.TokenID, now)
		if err != nil {
			return nil, err
		}
		return platformgen.SportsbookSession{Id: sess.ID, Token: tok, ExpiresAt: exp, StartedAt: sess.StartedAt}, nil
	})
}

// StartSportsbookSession implements POST /sportsbook_sessions.
func (s *Server) StartSportsbookSession(w http.ResponseWriter, r *http.Request) {
	s.startSession(w, r, false)
}

// ContinueSportsbookSession implements POST /sportsbook_sessions/continue.
func (s *Server) ContinueSportsbookSession(w http.ResponseWriter, r *http.Request) {
	s.startSession(w, r, true)
}

// currentSession is the player's open sportsbook session, resumed; a player polling or pinging
// after a long idle starts a new one, since they are playing again. A new session is named by a
// random token id, the only name bearer tokens carry.
func (s *Server) currentSession(ctx context.Context, playerID int64) (store.SportsbookSession, error) {
	tokenID, _, err := auth.NewToken()
	if err != nil {
		return store.SportsbookSession{}, err
	}
	return s.cfg.Store.OpenSportsbookSession(ctx, playerID, tokenID, sportsbookIdle, s.cfg.Now())
}

// GetRealityCheck implements GET /reality_check.
func (s *Server) GetRealityCheck(w http.ResponseWriter, r *http.Request) {
	s.withPlayer(w, r, http.StatusOK, func(p store.Player) (any, error) {
		ctx, now := r.Context(), s.cfg.Now()
		ls, err := s.cfg.Store.Limits(ctx, p.ID, now)
		if err != nil {
			return nil, err
		}
		l, ok := limits.Find(ls, limits.RealityCheck, now)
		if !ok {
			return nil, fail(http.StatusBadRequest, "NO_REALITY_CHECK", "error.limits.no_reality_check", nil)
		}
		sess, err := s.currentSession(ctx, p.ID)
		if err != nil {
			return nil, err
		}
		wagered, won, err := s.cfg.Store.SessionTotals(ctx, p.ID, p.Currency, sess.StartedAt)
		if err != nil {
			return nil, err
		}
		c, _ := wallet.Lookup(p.Currency)
		return platformgen.RealityCheck{IntervalMinutes: l.Minutes, SessionStartedAt: sess.StartedAt, Subunits: &c.Subunits,
			NextCheckAt: limits.NextRealityCheck(l, sess.StartedAt, sess.RealityCheckedAt),
			Wagered:     &wagered, Won: &won, Currency: &p.Currency}, nil
	})
}

// TrackActivity implements POST /player/activity_limit_track.
func (s *Server) TrackActivity(w http.ResponseWriter, r *http.Request) {
	s.withPlayer(w, r, http.StatusNoContent, func(p store.Player) (any, error) {
		ctx, now := r.Context(), s.cfg.Now()
		ls, err := s.cfg.Store.Limits(ctx, p.ID, now)
		if err != nil {
			return nil, err
		}
		if err := s.checkSession(ctx, p.ID, ls); err != nil {
			return nil, err
		}
		sess, err := s.currentSession(ctx, p.ID)
		if err != nil {
			return nil, err
		}
		if err := s.cfg.Store.TrackActivity(ctx, sess.ID, activityMaxGap, now); err != nil {
			return nil, err
		}
		u, err := s.usage(ctx, p.ID, limits.Limit{Type: limits.Activity, Period: limits.Day})
		if err != nil {
			return nil, err
		}
		if errors.Is(limits.CheckActivity(ls, u, now), limits.ErrActivityLimit) {
			// The activity limit ends the sign-in: the client signs out and shows the modal.
			if err := s.cfg.Store.EndSportsbookSessions(ctx, p.ID, now); err != nil {
				return nil, err
			}
			if c, err := r.Cookie(SessionCookie); err == nil {
				if err := s.cfg.Store.DeleteWebSession(ctx, auth.HashToken(c.Value)); err != nil {
					return nil, err
				}
			}
			return nil, errActivityLimit
		}
		return nil, nil
	})
}

// Authenticate verifies a sportsbook API bearer token: signature and expiry, and that its
// sportsbook session has not ended (sign-out, a limit) since it was issued.
func (s *Server) Authenticate(ctx context.Context, token string) (auth.Claims, error) {
	c, err := s.bearer.Verify(token, s.cfg.Now())
	if err != nil {
		return c, err
	}
	sess, err := s.cfg.Store.SportsbookSessionByTokenID(ctx, c.Session)
	if errors.Is(err, store.ErrNoSession) || (err == nil && (sess.PlayerID != c.PlayerID || !sess.EndedAt.IsZero())) {
		return c, auth.ErrInvalidBearer
	}
	return c, err
}
