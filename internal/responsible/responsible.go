// Package responsible is the responsible-gambling service: a player's limits (deposit, loss,
// wager, bet, session, time, activity, reality check, self-exclusion, cooling-off) as they set,
// loosen and remove them, their sportsbook sessions (the bearer tokens of the sportsbook API),
// the reality check, and activity tracking. It owns these rules' flows and refusals (codes of
// internal/apierror); the rules themselves are the pure functions of internal/limits. The stake
// limits are enforced by the bet service, the deposit limit by the cashier.
package responsible

import (
	"context"
	"errors"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/cashier"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/players"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// Durations of the sessions' rules.
const (
	sportsbookIdle = 30 * time.Minute // a sportsbook session idle longer has ended
	activityMaxGap = 90 * time.Second // most activity one ping counts
)

// Service runs the responsible-gambling flows.
type Service struct {
	Store *store.Store
	// Players confirms the password an exclusion needs, refuses excluded players a session, and
	// signs out a player whose activity limit is reached.
	Players *players.Service
	// Bearer signs the sportsbook API's bearer tokens.
	Bearer auth.Bearer
	// Events receives a limit used up (events.LimitReached); nil: nobody listens.
	Events *events.Bus
	Now    func() time.Time
}

// usage reads what a player used in the period of limit l.
func (s *Service) usage(ctx context.Context, playerID int64, l limits.Limit, now time.Time) (limits.Usage, error) {
	from := limits.PeriodStart(l.Period, now)
	var u limits.Usage
	var err error
	switch {
	case l.Type == limits.Deposit:
		u.Deposited, err = s.Store.DepositedSince(ctx, playerID, l.Currency, from)
	case l.Type == limits.Activity:
		u.ActiveMinutes, err = s.Store.ActiveMinutes(ctx, playerID, from)
	case l.Type.IsTime():
		u.SessionMinutes, err = s.Store.SessionMinutes(ctx, playerID, from, now)
	}
	return u, err
}

// view is the contract's Limit, with what is used of it now.
func (s *Service) view(ctx context.Context, playerID int64, l limits.Limit, now time.Time) (platformgen.Limit, error) {
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
		period := platformgen.LimitPeriod(l.Period)
		v.Period = &period
	}
	if l.InForce(now) && (l.Type == limits.Deposit || l.Type.IsTime()) {
		u, err := s.usage(ctx, playerID, l, now)
		if err != nil {
			return v, err
		}
		used := u.Deposited + int64(u.ActiveMinutes) + int64(u.SessionMinutes)
		v.Used = &used
	}
	return v, nil
}

// Limits are p's limits, newest first, with what is used of them.
func (s *Service) Limits(ctx context.Context, p store.Player) ([]platformgen.Limit, error) {
	now := s.Now()
	ls, err := s.Store.Limits(ctx, p.ID, now)
	if err != nil {
		return nil, err
	}
	out := make([]platformgen.Limit, 0, len(ls))
	for _, l := range ls {
		v, err := s.view(ctx, p.ID, l, now)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// limitOf reads a limit request as the rules see it: validated (VALIDATION_FAILED naming the
// field otherwise), its currency known.
func limitOf(req platformgen.LimitRequest, now time.Time) (limits.Limit, error) {
	l := limits.Limit{Type: limits.Type(req.Type)}
	if req.Amount != nil {
		l.Amount = *req.Amount
	}
	if req.Currency != nil {
		c, err := cashier.Currency(*req.Currency)
		if err != nil {
			return l, err
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
	if inv := (*limits.ErrInvalid)(nil); errors.As(err, &inv) {
		return l, apierror.Fields(map[string]string{inv.Field: "error.validation.limit"})
	}
	return l, err
}

// excludes reports whether a limit of type t shuts the player out (self-exclusion, cooling-off).
func excludes(t limits.Type) bool { return t == limits.SelfExclusion || t == limits.CoolingOff }

// SetLimit sets a limit for p. A tighter one applies at once, a looser one after the cool-down;
// an exclusion in force cannot be shortened (LIMIT_NOT_REMOVABLE). An exclusion needs the
// player's password, and signs them out everywhere in the transaction that sets it.
func (s *Service) SetLimit(ctx context.Context, p store.Player, req platformgen.LimitRequest) (platformgen.Limit, error) {
	now := s.Now()
	l, err := limitOf(req, now)
	if err != nil {
		return platformgen.Limit{}, err
	}
	if excludes(l.Type) {
		pw := ""
		if req.Password != nil {
			pw = *req.Password
		}
		if err := s.Players.ConfirmPassword(ctx, p, pw); err != nil {
			return platformgen.Limit{}, err
		}
	}
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		ls, err := tx.Limits(ctx, p.ID, now)
		if err != nil {
			return err
		}
		old, exists := limits.Find(ls, l.Type, now)
		plan, err := limits.PlanSet(l, old, exists, now)
		if errors.Is(err, limits.ErrNotLoosenable) {
			return apierror.New(apierror.LimitNotRemovable)
		}
		if err != nil {
			return err
		}
		replace := int64(0)
		if exists {
			replace = old.ID
		}
		if l, err = tx.SetLimit(ctx, p.ID, l, replace, plan, now); err != nil {
			return err
		}
		if excludes(l.Type) {
			// The exclusion starts now: every session ends and sign-in is refused.
			return players.EndSessions(ctx, tx, p.ID, now)
		}
		return nil
	})
	if err != nil {
		return platformgen.Limit{}, err
	}
	return s.view(ctx, p.ID, l, now)
}

// RemoveLimit removes one of p's limits: a limit not in force yet is cancelled at once, one in
// force ends after the cool-down; exclusions cannot be removed (LIMIT_NOT_REMOVABLE).
func (s *Service) RemoveLimit(ctx context.Context, p store.Player, id int64) (platformgen.Limit, error) {
	now := s.Now()
	l, err := s.Store.Limit(ctx, p.ID, id)
	if errors.Is(err, catalogue.ErrNotFound) {
		return platformgen.Limit{}, apierror.New(apierror.NotFound)
	}
	if err != nil {
		return platformgen.Limit{}, err
	}
	at, err := limits.RemoveAt(l, now)
	if errors.Is(err, limits.ErrNotRemovable) {
		return platformgen.Limit{}, apierror.New(apierror.LimitNotRemovable)
	}
	if err != nil {
		return platformgen.Limit{}, err
	}
	if l, err = s.Store.RemoveLimit(ctx, p.ID, id, at, now); err != nil {
		return platformgen.Limit{}, err
	}
	return s.view(ctx, p.ID, l, now)
}
