package bonusrules

import (
	"cmp"
	"errors"
	"fmt"
	"slices"

	"github.com/opensportsbook/sportsbook/internal/betting"
)

// Hunting gives points for qualifying settled bets and farms a freebet each time the available
// points reach the target. A bet qualifies when it was placed without a bonus, its stake is at
// least MinStake and its odds at least MinOdds, every selection is inside the conditions, and it was
// not refunded. PointsPerUnit is in thousandths of a point per major unit of the campaign's
// currency staked (1000: 1 point per 1.00). Freebet is the freebet farmed.
type Hunting struct {
	MinOdds, MinStake int64
	PointsPerUnit     int64
	TargetPoints      int64
	Conditions        Conditions
	Freebet           Freebet
}

// Validate says what is wrong with a hunting campaign's numbers.
func (h Hunting) Validate() error {
	if err := h.validatePoints(); err != nil {
		return err
	}
	if h.TargetPoints <= 0 {
		return fmt.Errorf("hunting: target points %d must be above 0", h.TargetPoints)
	}
	if err := h.Freebet.Validate(); err != nil {
		return fmt.Errorf("hunting: farmed %w", err)
	}
	return nil
}

// validatePoints checks what hunting and tournaments share: how points are earned.
func (h Hunting) validatePoints() error {
	if h.MinOdds < 0 || h.MinStake < 0 {
		return errors.New("hunting: min odds and min stake must not be negative")
	}
	if h.PointsPerUnit <= 0 {
		return fmt.Errorf("hunting: points per unit %d must be above 0", h.PointsPerUnit)
	}
	return nil
}

// Points is what a bet earns: floor(stake in major units × points per unit), 0 when it does not
// qualify. subunits are the campaign currency's (the stake is in its minor units); odds are the
// bet's; withBonus says the bet was placed with a bonus that changes its stake or payout (a freebet
// or a comboboost), which never earns points. result is the bet's betting result, or "" for an open
// bet: what it would earn, counted in the potential points.
func (h Hunting) Points(stake int64, subunits int, odds int64, sels []Selection, result string, withBonus bool) int64 {
	if withBonus || result == betting.ResultRefundEntire || stake < h.MinStake || odds < h.MinOdds ||
		len(sels) == 0 || !h.Conditions.FitAll(sels) {
		return 0
	}
	unit := int64(betting.OddsScale)
	for range subunits {
		unit *= 10
	}
	return mulDiv(stake, h.PointsPerUnit, unit)
}

// Farm is how many freebets the available points farm, the target taken from them each time, and
// the points left.
func (h Hunting) Farm(available int64) (freebets int, left int64) {
	if h.TargetPoints <= 0 || available <= 0 {
		return 0, available
	}
	return int(available / h.TargetPoints), available % h.TargetPoints
}

// FarmingStats are the farming figures a player sees (spec 'Bonus kinds'); money in the campaign
// currency's minor units.
type FarmingStats struct {
	AverageStake, BetsCount, Points, AvailablePoints, PotentialPoints, PotentialFreebetAmount, InitialPool int64
}

// Stats are the farming figures from the player's qualifying settled bets (how many, and their
// stakes in total), the points they earned, the points available (earned less those farmed or
// spent on boosts) and the potential points of the open qualifying bets. The potential freebet
// amount is what the available and the potential points together would farm.
func (h Hunting) Stats(bets, staked, points, available, potential int64) FarmingStats {
	s := FarmingStats{
		BetsCount:       bets,
		Points:          points,
		AvailablePoints: available,
		PotentialPoints: potential,
	}
	if bets > 0 {
		s.AverageStake = staked / bets
	}
	n, _ := h.Farm(available + potential)
	s.PotentialFreebetAmount = int64(n) * h.Freebet.Amount
	return s
}

// Tournament is a hunting tournament: qualifying bets earn points as in hunting, players are
// ranked by points, and when it ends the pool is shared by rank as freebets. The pool is the
// initial pool plus PoolShare (basis points) of the qualifying stakes; Prizes[i] is the share of
// the pool (basis points) of rank i+1. A tournament may farm freebets as hunting does when its
// TargetPoints is set.
type Tournament struct {
	Hunting
	InitialPool int64
	PoolShare   int64 // basis points of qualifying stakes
	Prizes      []int64
}

// bps is the scale of basis points: 10000 is the whole.
const bps = 10000

// Validate says what is wrong with a tournament's numbers.
func (t Tournament) Validate() error {
	if err := t.validatePoints(); err != nil {
		return fmt.Errorf("tournament: %w", err)
	}
	if t.TargetPoints < 0 {
		return errors.New("tournament: target points must not be negative")
	}
	if t.TargetPoints > 0 {
		if err := t.Freebet.Validate(); err != nil {
			return fmt.Errorf("tournament: farmed %w", err)
		}
	}
	if t.InitialPool < 0 || t.PoolShare < 0 || t.PoolShare > bps {
		return fmt.Errorf("tournament: initial pool %d and pool share %d must be ≥ 0, the share ≤ %d", t.InitialPool, t.PoolShare, bps)
	}
	if len(t.Prizes) == 0 {
		return errors.New("tournament: no prizes")
	}
	var sum int64
	for i, p := range t.Prizes {
		if p < 0 {
			return fmt.Errorf("tournament: prize %d is negative", i+1)
		}
		sum += p
	}
	if sum > bps {
		return fmt.Errorf("tournament: prize shares sum to %d basis points, above %d", sum, bps)
	}
	return nil
}

// Stats are the hunting figures with the tournament's initial pool.
func (t Tournament) Stats(bets, staked, points, available, potential int64) FarmingStats {
	s := t.Hunting.Stats(bets, staked, points, available, potential)
	s.InitialPool = t.InitialPool
	return s
}

// Pool is the initial pool plus the pool share of the qualifying stakes, rounded down.
func (t Tournament) Pool(qualifyingStakes int64) int64 {
	return t.InitialPool + mulDiv(qualifyingStakes, t.PoolShare, bps)
}

// Entry is a player's score in a tournament and when the player reached it.
type Entry struct {
	PlayerID  int64
	Points    int64
	ReachedAt int64 // unix ms
}

// Ranked is an entry with its rank (1 first) and the prize of that rank.
type Ranked struct {
	Entry
	Rank  int
	Prize int64
}

// Rating ranks the entries by points, most first, a tie going to who reached the score first (then
// to the lower player id, so that the order never depends on the input's). Rank i's prize is pool
// × Prizes[i-1] / 10000, rounded down; a player with no points wins nothing.
func (t Tournament) Rating(entries []Entry, pool int64) []Ranked {
	sorted := slices.Clone(entries)
	slices.SortFunc(sorted, func(a, b Entry) int {
		return cmp.Or(cmp.Compare(b.Points, a.Points), cmp.Compare(a.ReachedAt, b.ReachedAt), cmp.Compare(a.PlayerID, b.PlayerID))
	})
	out := make([]Ranked, len(sorted))
	for i, e := range sorted {
		out[i] = Ranked{Entry: e, Rank: i + 1}
		if i < len(t.Prizes) && e.Points > 0 {
			out[i].Prize = mulDiv(pool, t.Prizes[i], bps)
		}
	}
	return out
}
