package bonusrules

import (
	"errors"
	"fmt"
)

// Prize is a line of a lootbox's table: its weight in the draw and the freebet it issues (0:
// nothing, the empty box).
type Prize struct {
	Weight        int64
	FreebetAmount int64
}

// Lootbox opens on a bet placed with no other bonus and a stake of at least MinStake: one prize of
// the table is drawn, each with the chance weight / total weight, and issued as a freebet of Mode
// in Currency.
type Lootbox struct {
	MinStake int64
	Prizes   []Prize
	Currency string
	Mode     FreebetMode
}

// Validate says what is wrong with a lootbox's table.
func (l Lootbox) Validate() error {
	if l.MinStake < 0 {
		return errors.New("lootbox: min stake must not be negative")
	}
	if len(l.Prizes) == 0 {
		return errors.New("lootbox: no prizes")
	}
	for i, p := range l.Prizes {
		if p.Weight <= 0 {
			return fmt.Errorf("lootbox: prize %d: weight %d must be above 0", i+1, p.Weight)
		}
		if p.FreebetAmount < 0 {
			return fmt.Errorf("lootbox: prize %d: freebet amount must not be negative", i+1)
		}
		if p.FreebetAmount > 0 && l.Currency == "" {
			return errors.New("lootbox: freebet prizes need a currency")
		}
	}
	switch l.Mode {
	case "", FreebetNoRisk, FreebetAllWin, FreebetOnlyWin:
	default:
		return fmt.Errorf("lootbox: unknown freebet mode %q", l.Mode)
	}
	return nil
}

// Opens reports whether a bet placed with no other bonus, of stake in currency, opens the lootbox.
func (l Lootbox) Opens(currency string, stake int64) bool {
	return l.Currency == currency && stake >= l.MinStake
}

// TotalWeight is the sum of the prizes' weights.
func (l Lootbox) TotalWeight() int64 {
	var sum int64
	for _, p := range l.Prizes {
		sum += p.Weight
	}
	return sum
}

// Draw is the index of the prize that r, a uniform integer in [0, total weight), picks: prize i
// owns the Weight values of r after the weights of the prizes before it, so each prize comes out
// with the chance weight / total. -1 when r is outside [0, total).
func (l Lootbox) Draw(r int64) int {
	if r < 0 {
		return -1
	}
	for i, p := range l.Prizes {
		if r < p.Weight {
			return i
		}
		r -= p.Weight
	}
	return -1
}
