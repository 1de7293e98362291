package jackpots

import (
	"crypto/rand"
	"fmt"
	"io"
	"math/big"
)

// The rules of a jackpot, pure: which bet takes part, what it contributes to each level, and where
// a level drops. The service applies them inside the placement transaction.

// Bet is a bet as the rules read it: its currency, total cash stake (minor units), odds
// (thousandths) and whether a freebet staked it (a freebet's stake is the operator's money, so it
// funds no jackpot).
type Bet struct {
	Currency string
	Stake    int64
	Odds     int64
	Freebet  bool
}

// Qualifies reports whether a bet takes part in a jackpot: the jackpot is active, in the bet's
// currency, and the bet's cash stake and odds reach its minimums.
func Qualifies(j Jackpot, b Bet) bool {
	return j.Status == StatusActive && b.Currency == j.Currency && !b.Freebet &&
		b.Stake >= j.MinStake && b.Odds >= j.MinOdds && len(j.activeLevels()) > 0
}

// Contribution is what a qualifying stake adds to a jackpot: contribution basis points of it,
// rounded down (a stake never pays more than its share).
func Contribution(stake int64, basisPoints int64) int64 {
	return new(big.Int).Div(new(big.Int).Mul(big.NewInt(stake), big.NewInt(basisPoints)), big.NewInt(10_000)).Int64()
}

// Split divides a contribution over the active levels by their shares, in the levels' order:
// each level gets floor(amount × share / the active shares' sum), and what the rounding leaves
// goes to the first active level, so that the parts always add up to the contribution. An
// inactive level gets nothing and its share is spread over the others (the files declare shares
// summing to 10000 over all levels; switching a level off must not lose money).
func Split(amount int64, levels []Level) []int64 {
	out := make([]int64, len(levels))
	var total int64
	for _, l := range levels {
		if l.Active {
			total += l.Share
		}
	}
	if total == 0 {
		return out
	}
	first, rest := -1, amount
	for i, l := range levels {
		if !l.Active {
			continue
		}
		if first < 0 {
			first = i
		}
		out[i] = new(big.Int).Div(new(big.Int).Mul(big.NewInt(amount), big.NewInt(l.Share)), big.NewInt(total)).Int64()
		rest -= out[i]
	}
	out[first] += rest
	return out
}

// DrawDropPoint draws a level's drop point uniformly from [seed+1, mustDropBy] with random bytes
// from r (crypto/rand.Reader in service; a fixed source in tests). crypto/rand.Int draws by
// rejection, so every point of the range is equally likely (no modulo bias).
func DrawDropPoint(r io.Reader, seed, mustDropBy int64) (int64, error) {
	if mustDropBy <= seed {
		return 0, fmt.Errorf("jackpots: must drop by %d is not above the seed %d", mustDropBy, seed)
	}
	n, err := rand.Int(r, big.NewInt(mustDropBy-seed))
	if err != nil {
		return 0, fmt.Errorf("jackpots: draw a drop point: %w", err)
	}
	return seed + 1 + n.Int64(), nil
}

// Hit reports whether a level's pool has reached its drop point: the bet whose contribution takes
// it there wins the pool.
func Hit(pool, dropAt int64) bool { return pool >= dropAt }

// AmountEUR converts an amount in a jackpot's currency to euro cents at the jackpot's declared
// rate (thousandths of a euro per major unit), rounded down.
func AmountEUR(amount int64, subunits int, eurRate int64) int64 {
	v := new(big.Int).Mul(big.NewInt(amount), big.NewInt(eurRate))
	v.Mul(v, big.NewInt(100))
	v.Div(v, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(subunits)), nil))
	return v.Div(v, big.NewInt(1000)).Int64()
}
