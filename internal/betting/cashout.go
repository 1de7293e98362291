package betting

import (
	"math/big"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// CashoutMargin is the bookmaker's share of a cash-out's fair value, in thousandths (5%).
const CashoutMargin = 50

// CashoutLeg is a leg of an open bet: the odds it was placed at, and either its result (settled)
// or its odds now (open).
type CashoutLeg struct {
	Placed  int64
	Current int64                   // open legs only
	Result  catalogue.OutcomeResult // settled legs only
	// ProviderOff marks an open leg whose provider the operator switched off: its odds are no
	// price the bookmaker stands by, so the bet is not offered (bettors of bet365 and Betano
	// see cash-out suspended while a provider is down). A settled leg's provider does not matter.
	ProviderOff bool
}

// CashoutValue is what an open single or combo is worth now: stake x the product of placed/current
// odds over open legs and of the settlement factors of settled legs, less the margin, rounded down
// once (testdata/vectors/betting.json). ok is false when a leg lost, or an open leg has no odds or
// its provider is off.
func CashoutValue(stake int64, legs []CashoutLeg) (value int64, ok bool) {
	num := new(big.Int).Mul(big.NewInt(stake), big.NewInt(OddsScale-CashoutMargin))
	den := big.NewInt(OddsScale)
	for _, l := range legs {
		var n, d int64
		switch l.Result {
		case catalogue.ResultNone:
			if l.Current <= 0 || l.ProviderOff {
				return 0, false
			}
			n, d = l.Placed, l.Current
		case catalogue.ResultWin:
			n, d = l.Placed, OddsScale
		case catalogue.ResultVoid:
			n, d = 1, 1
		case catalogue.ResultHalfWin:
			n, d = l.Placed+OddsScale, 2*OddsScale
		case catalogue.ResultHalfLose:
			n, d = 1, 2
		default:
			return 0, false
		}
		num.Mul(num, big.NewInt(n))
		den.Mul(den, big.NewInt(d))
	}
	return num.Quo(num, den).Int64(), true
}
