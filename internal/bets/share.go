package bets

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// codeAlphabet leaves out look-alikes (0/O, 1/I/L), so a code can be read out and typed.
const codeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

// codeLen gives 31^8, about 8.5e11 codes.
const codeLen = 8

func newCode() (string, error) {
	b := make([]byte, codeLen)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("share code: %w", err)
	}
	for i := range b {
		b[i] = codeAlphabet[int(b[i])%len(codeAlphabet)]
	}
	return string(b), nil
}

// ErrNoShareCode is returned for an unknown share code.
var ErrNoShareCode = store.ErrNoShareCode

// Share stores a slip's bets and returns its code and the link that restores it.
func (s *Service) Share(ctx context.Context, bets []apigen.BetRequest) (apigen.ShareCode, error) {
	data, err := json.Marshal(bets)
	if err != nil {
		return apigen.ShareCode{}, fmt.Errorf("encoding shared bets: %w", err)
	}
	for range 5 { // a collision is rare; try a few codes
		code, err := newCode()
		if err != nil {
			return apigen.ShareCode{}, err
		}
		ok, err := s.Store.SaveShareCode(ctx, code, string(data), s.Now())
		if err != nil {
			return apigen.ShareCode{}, err
		}
		if ok {
			return apigen.ShareCode{Code: code, Link: "/?betcode=" + code}, nil
		}
	}
	return apigen.ShareCode{}, errors.New("share code: no free code found")
}

// Shared returns the bets of a share code.
func (s *Service) Shared(ctx context.Context, code string) ([]apigen.BetRequest, error) {
	data, err := s.Store.ShareCode(ctx, code)
	if err != nil {
		return nil, err
	}
	var bets []apigen.BetRequest
	if err := json.Unmarshal([]byte(data), &bets); err != nil {
		return nil, fmt.Errorf("decoding shared bets: %w", err)
	}
	return bets, nil
}

// MaxStakes is the largest stake per line of each bet for the player now: the stake bound, the
// bet, wager and loss limits, and what the balance covers (split over a system bet's lines).
func (s *Service) MaxStakes(ctx context.Context, playerID int64, req apigen.MaxStakeRequest) ([]int64, error) {
	cur, err := wallet.Lookup(req.Currency)
	if err != nil {
		return nil, &Invalid{Field: "currency"}
	}
	acc, err := s.Store.AccountByCurrency(ctx, playerID, cur.Code)
	if errors.Is(err, store.ErrNoAccount) {
		return nil, &Invalid{Field: "currency"}
	}
	if err != nil {
		return nil, err
	}
	now := s.Now()
	ls, err := s.Store.Limits(ctx, playerID, now)
	if err != nil {
		return nil, err
	}
	var qerr error
	byLimits := limits.MaxStake(ls, cur.Code, func(l limits.Limit) limits.Usage {
		wagered, paid, err := s.Store.StakeUsage(ctx, playerID, cur.Code, limits.PeriodStart(l.Period, now))
		qerr = errors.Join(qerr, err)
		return limits.StakeUsage(wagered, paid)
	}, now)
	if qerr != nil {
		return nil, qerr
	}
	_, hi := betting.StakeBounds(cur.Subunits)
	total := min(acc.Balance.AvailableToBet(), hi)
	if byLimits != limits.NoMax {
		total = min(total, byLimits)
	}
	out := make([]int64, len(req.Bets))
	for i, b := range req.Bets {
		lines := int64(1)
		if b.SystemId != nil {
			k, ok := betting.SystemSize(*b.SystemId, b.Selections)
			if !ok {
				return nil, &Invalid{Field: fmt.Sprintf("bets[%d].system_id", i)}
			}
			lines = betting.LineCount(b.Selections, k)
		}
		out[i] = min(total/lines, hi)
	}
	return out, nil
}
