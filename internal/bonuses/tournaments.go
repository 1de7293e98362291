package bonuses

import (
	"context"
	"strconv"
	"time"

	"github.com/opensportsbook/sportsbook/internal/bonusrules"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// AwardTournaments gives the prizes of every tournament that has ended (its valid-to passed):
// the pool shared by rank as freebets of the tournament's freebet mode. A prize is issued once
// per tournament and player whatever runs it again, on whichever instance.
func (s *Service) AwardTournaments(ctx context.Context) error {
	now := s.Now()
	for _, c := range s.Campaigns.All() {
		t := c.Tournament
		if t == nil || c.ValidTo.IsZero() || now.Before(c.ValidTo) || len(t.Prizes) == 0 {
			continue
		}
		staked, err := s.Store.PoolStaked(ctx, c.ID)
		if err != nil {
			return err
		}
		entries, err := s.Store.TournamentEntries(ctx, c.ID, len(t.Prizes))
		if err != nil {
			return err
		}
		in := make([]bonusrules.Entry, len(entries))
		for i, e := range entries {
			in[i] = bonusrules.Entry{PlayerID: e.PlayerID, Points: e.Points, ReachedAt: e.ReachedAt.UnixMilli()}
		}
		err = s.issueInTx(ctx, func(tx *store.Tx) ([]store.PlayerBonus, error) {
			var issued []store.PlayerBonus
			for _, r := range t.Rating(in, t.Pool(staked)) {
				if r.Prize <= 0 {
					continue
				}
				key := "tournament:" + c.ID + ":rank:" + strconv.Itoa(r.Rank)
				f, isNew, err := issueFreebet(ctx, tx, r.PlayerID, c, key, 0, t.Freebet.Mode, r.Prize, t.Freebet.Currency, now)
				if err != nil {
					return nil, err
				}
				if isNew {
					issued = append(issued, f)
				}
			}
			return issued, nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// AwardTournamentsEvery runs AwardTournaments now and then every period until ctx ends; a failure
// is logged and tried again at the next tick.
func (s *Service) AwardTournamentsEvery(ctx context.Context, period time.Duration) {
	t := time.NewTicker(period)
	defer t.Stop()
	for {
		if err := s.AwardTournaments(ctx); err != nil && ctx.Err() == nil {
			s.Logger.WarnContext(ctx, "awarding tournament prizes", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
