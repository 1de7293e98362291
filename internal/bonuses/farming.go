package bonuses

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strconv"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bonusrules"
	"github.com/opensportsbook/sportsbook/internal/campaigns"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// farming is a hunting or tournament bonus's farming figures.
func (s *Service) farming(ctx context.Context, c campaigns.Campaign, b store.PlayerBonus) (*apigen.BonusFarming, error) {
	h := *c.Hunting
	events, err := s.Store.FarmedEvents(ctx, b.ID)
	if err != nil {
		return nil, err
	}
	potential, err := s.potentialPoints(ctx, c, b)
	if err != nil {
		return nil, err
	}
	var stats bonusrules.FarmingStats
	if c.Tournament != nil {
		stats = c.Tournament.Stats(b.BetsCount, b.Staked, b.Points, b.AvailablePoints(), potential)
	} else {
		stats = h.Stats(b.BetsCount, b.Staked, b.Points, b.AvailablePoints(), potential)
	}
	out := &apigen.BonusFarming{Stats: apigen.FarmingStats{AverageStake: stats.AverageStake, BetsCount: stats.BetsCount, Points: stats.Points,
		AvailablePoints: stats.AvailablePoints, PotentialPoints: stats.PotentialPoints, PotentialFreebetAmount: stats.PotentialFreebetAmount,
		InitialPool: stats.InitialPool}, FreebetType: apigen.BonusKind(h.Freebet.Mode), FreebetAmount: &h.Freebet.Amount,
		Currency: &h.Freebet.Currency, TargetPoints: h.TargetPoints, MinOdds: &h.MinOdds, MinStake: &h.MinStake,
		FarmedEventIds: nonNil(events), FreebetsToBoost: []string{}}
	if c.Tournament != nil {
		staked, err := s.Store.PoolStaked(ctx, c.ID)
		if err != nil {
			return nil, err
		}
		pool := c.Tournament.Pool(staked)
		out.Pool = &pool
	}
	if h.Freebet.BoostPoints > 0 {
		// The freebets this bonus farmed that its available points can still boost.
		list, err := s.Store.PlayerBonuses(ctx, b.PlayerID)
		if err != nil {
			return nil, err
		}
		for _, f := range list {
			if f.SourceID == b.ID && f.Kind == campaigns.KindFreebet && !f.Boosted && f.TimesUsed == 0 &&
				f.State == store.BonusIssued && b.AvailablePoints() >= h.Freebet.BoostPoints {
				out.FreebetsToBoost = append(out.FreebetsToBoost, bonusID(f.ID))
			}
		}
	}
	return out, nil
}

// potentialPoints are the points the player's open bets with the bonus will earn once settled
// (spec 'Bonus kinds': a bet earns on settlement, whatever its result, unless it is refunded).
func (s *Service) potentialPoints(ctx context.Context, c campaigns.Campaign, b store.PlayerBonus) (int64, error) {
	open, err := s.Store.OpenBetsWithBonus(ctx, b.PlayerID, b.ID)
	if err != nil {
		return 0, err
	}
	var sum int64
	for _, bet := range open {
		p, err := betPoints(ctx, s.Store, c, bet, "")
		if err != nil {
			return 0, err
		}
		sum += p
	}
	return sum, nil
}

// Boost boosts a freebet farmed by a hunting bonus: the hunting bonus's available points pay the
// boost's points, and the freebet's amount is multiplied, once.
func (s *Service) Boost(ctx context.Context, playerID, id int64, lang string) (apigen.Bonus, error) {
	e, err := s.one(ctx, playerID, KindFreebet, id)
	if err != nil {
		return apigen.Bonus{}, err
	}
	h := e.campaign.Hunting
	if h == nil || e.bonus.SourceID == 0 || h.Freebet.BoostPoints == 0 || e.bonus.Boosted || e.status != bonusrules.StatusAvailable {
		return apigen.Bonus{}, apierror.New(apierror.BoostNotAvailable)
	}
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		source, err := tx.PlayerBonus(ctx, playerID, e.bonus.SourceID)
		if err != nil {
			return err
		}
		if source.AvailablePoints() < h.Freebet.BoostPoints {
			return apierror.New(apierror.BoostNotAvailable).With(map[string]any{"points": h.Freebet.BoostPoints})
		}
		if err := tx.BoostBonus(ctx, playerID, id, bonusrules.BoostedAmount(e.bonus.Amount, h.Freebet.BoostMultiplier)); err != nil {
			return err
		}
		return tx.SpendPoints(ctx, source.ID, h.Freebet.BoostPoints, 0)
	})
	if errors.Is(err, store.ErrBonusUsed) {
		return apigen.Bonus{}, apierror.New(apierror.BoostNotAvailable)
	}
	if err != nil {
		return apigen.Bonus{}, err
	}
	return s.Get(ctx, playerID, KindFreebet, id, lang)
}

// Rating is a tournament's rating as the player sees it: the best players, each shown by a hash
// of their id (never the id itself), the prizes their ranks would take now, and the pool.
func (s *Service) Rating(ctx context.Context, playerID, id int64, limit int) (apigen.TournamentRating, error) {
	e, err := s.one(ctx, playerID, KindTournament, id)
	if err != nil {
		return apigen.TournamentRating{}, err
	}
	t := e.campaign.Tournament
	staked, err := s.Store.PoolStaked(ctx, e.campaign.ID)
	if err != nil {
		return apigen.TournamentRating{}, err
	}
	entries, err := s.Store.TournamentEntries(ctx, e.campaign.ID, limit)
	if err != nil {
		return apigen.TournamentRating{}, err
	}
	pool := t.Pool(staked)
	in := make([]bonusrules.Entry, len(entries))
	for i, en := range entries {
		in[i] = bonusrules.Entry{PlayerID: en.PlayerID, Points: en.Points, ReachedAt: en.ReachedAt.UnixMilli()}
	}
	out := apigen.TournamentRating{Pool: pool, Currency: t.Freebet.Currency, Items: []apigen.RatingEntry{}}
	for _, r := range t.Rating(in, pool) {
		out.Items = append(out.Items, apigen.RatingEntry{Rank: r.Rank, UserHash: s.userHash(r.PlayerID), Points: r.Points, Prize: r.Prize,
			Me: r.PlayerID == playerID})
	}
	return out, nil
}

// userHash names a player in a public rating without giving their id away: the first 8 hex
// digits of an HMAC of the id under the site's secret.
func (s *Service) userHash(playerID int64) string {
	m := hmac.New(sha256.New, s.HashKey)
	m.Write([]byte(strconv.FormatInt(playerID, 10)))
	return hex.EncodeToString(m.Sum(nil))[:8]
}
