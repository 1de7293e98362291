// Package comppoints is the loyalty programme behind the spec's comp points (section 3:
// persistent points with a condition of min and max; status groups kept beside them). A player
// earns points on their settled bets (Earned), credited by a hook inside the settlement's
// transaction (Register), so that a bet's points commit with its settlement or not at all; the
// points place the player on a level (LevelOf), whose id is a status group of theirs next to the
// groups the operator assigned.
package comppoints

import (
	"context"

	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/campaigns"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// stakePerPoint is the stake, in minor units, that earns one point per currency: about one euro
// (a euro, a dollar, a pound, five reais, five hundred tenge, two thousand satoshi), so that a
// player's points read as "euros wagered" whatever they bet in. A currency missing here earns
// nothing rather than a guess.
var stakePerPoint = map[string]int64{
	"EUR": 100, "USD": 100, "GBP": 100, "BRL": 500, "KZT": 50_000, "BTC": 2_000,
}

// Earned is what a settled bet earns: a point per euro-equivalent of its stake, rounded down.
// A bet voided whole (a refund, a cancellation) risked nothing and earns nothing, and neither
// does a freebet, whose stake was the operator's money; a half refund earns on the whole stake,
// as the other half was at risk. Cash-outs earn nothing: the player ended the bet early.
func Earned(b store.Bet) int64 {
	if b.Status != store.BetDone || campaigns.IsFreebet(b.Bonus.Type) {
		return 0
	}
	switch b.Result {
	case betting.ResultRefundEntire, "canceled":
		return 0
	}
	per, ok := stakePerPoint[b.Currency]
	if !ok {
		return 0
	}
	return b.Stake / per
}

// Level is a rung of the programme: its status group id and name and the points it starts at.
type Level struct {
	ID, Name string
	Min      int64
}

// Levels are the programme's rungs, lowest first; the first starts at 0.
var Levels = []Level{
	{ID: "bronze", Name: "Bronze", Min: 0},
	{ID: "silver", Name: "Silver", Min: 100},
	{ID: "gold", Name: "Gold", Min: 1_000},
	{ID: "platinum", Name: "Platinum", Min: 5_000},
}

// LevelOf is the level a player with points is on, and its condition: min the points the level
// starts at, max those the next one starts at (the top level's max is its min: nothing is left
// to reach).
func LevelOf(points int64) (lvl Level, min, max int64) {
	i := 0
	for i+1 < len(Levels) && points >= Levels[i+1].Min {
		i++
	}
	lvl = Levels[i]
	if i+1 < len(Levels) {
		return lvl, lvl.Min, Levels[i+1].Min
	}
	return lvl, lvl.Min, lvl.Min
}

// Register credits the points of every settled bet inside its settlement's transaction.
func Register(bus *events.Bus) {
	events.Hook(bus, func(ctx context.Context, tx *store.Tx, e events.BetSettled) ([]any, error) {
		if n := Earned(e.Bet); n > 0 {
			return nil, tx.AddCompPoints(ctx, e.Bet.PlayerID, n)
		}
		return nil, nil
	})
}
