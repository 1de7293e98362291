// Package jackpots runs the operator's jackpots (content/jackpots/*.yaml): a share of each
// qualifying stake funds the levels of a jackpot inside the placement transaction (a hook on
// events.BetsPlaced), and the bet whose contribution takes a level's pool to its drop point wins
// the pool, paid through the ledger (kind jackpot) and recorded as a jackpot hit. The rules are
// pure, in rules.go; the level state and the hits are the store's.
package jackpots

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"strconv"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/campaigns"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/playerevents"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// Service funds, draws and pays the jackpots, and answers the jackpot calls.
type Service struct {
	Store    *store.Store
	Jackpots []Jackpot // as loaded from the files (Load)
	// Rand is the source of the drop points' draws: crypto/rand.Reader, a fixed source in tests.
	Rand io.Reader
	// HashKey keys the user hash that names a hit's player to others.
	HashKey   []byte
	Publisher playerevents.Publisher // nil: the balance after a hit is not published
	Logger    *slog.Logger
	Now       func() time.Time
}

// ErrNotFound is a jackpot or level that is not declared (or not active).
var ErrNotFound = errors.New("jackpots: not found")

// jackpot finds a declared jackpot by id.
func (s *Service) jackpot(id string) (Jackpot, bool) {
	i := slices.IndexFunc(s.Jackpots, func(j Jackpot) bool { return j.ID == id })
	if i < 0 {
		return Jackpot{}, false
	}
	return s.Jackpots[i], true
}

// Seed gives every declared level its seed pool and a drawn drop point, unless the store holds the
// level already (a restart keeps the running pools).
func (s *Service) Seed(ctx context.Context) error {
	for _, j := range s.Jackpots {
		for _, l := range j.Levels {
			dropAt, err := DrawDropPoint(s.Rand, l.Seed, l.MustDropBy)
			if err != nil {
				return err
			}
			if err := s.Store.SeedJackpotLevel(ctx, store.JackpotLevel{JackpotID: j.ID, Level: l.Name, Currency: j.Currency,
				Pool: l.Seed, DropAt: dropAt}); err != nil {
				return fmt.Errorf("jackpots: seed %s: %w", j.ID, err)
			}
		}
	}
	return nil
}

// Register hangs the jackpots on the bus: the contributions and hits run inside each placement's
// transaction, and the balance a hit raised is published once the placement commits. Register it
// after the bet service's own subscribers, so that the player's last balance_changed is the one
// with the jackpot in it.
func (s *Service) Register(bus *events.Bus) {
	events.Hook(bus, s.contribute)
	events.Subscribe(bus, s.tellHit)
}

// hitPaid is raised by a placement that hit a jackpot level and published after the placement's
// own events: the placement's transaction says whether a hit was paid, so that a placement without
// one reads nothing once it commits.
type hitPaid struct {
	PlayerID int64
	Currency string
}

// contribute funds the levels of every jackpot the placed bets qualify for and pays the levels
// they hit, raising a hitPaid when it paid any. The jackpots are taken in id order and their
// levels locked (after the player and the account the placement holds), so that racing
// placements hit a level once.
func (s *Service) contribute(ctx context.Context, tx *store.Tx, e events.BetsPlaced) ([]any, error) {
	now := time.UnixMilli(s.Now().UnixMilli()).UTC()
	acc := e.Account
	ids := make([]string, 0, len(s.Jackpots))
	for _, j := range s.Jackpots {
		ids = append(ids, j.ID)
	}
	slices.Sort(ids)
	paid := false
	for _, id := range ids {
		j, _ := s.jackpot(id)
		var qualifying []int
		for i, b := range e.Bets {
			if Qualifies(j, Bet{Currency: b.Currency, Stake: b.Stake, Odds: b.Odds, Freebet: campaigns.IsFreebet(b.Bonus.Type)}) {
				qualifying = append(qualifying, i)
			}
		}
		if len(qualifying) == 0 {
			continue
		}
		// Marked before the levels are locked: the lock is held until the placement commits,
		// and placements that fund the jackpot take it one at a time.
		used := make([]int64, len(qualifying))
		for k, i := range qualifying {
			used[k] = e.Bets[i].ID
		}
		if err := tx.MarkBetsUsedInJackpot(ctx, used); err != nil {
			return nil, err
		}
		for _, i := range qualifying {
			// The event's bets are the placement's own (one slice): the placement answers
			// usedInJackpot without reading its bets again.
			e.Bets[i].UsedInJackpot = true
		}
		stored, err := tx.LockJackpotLevels(ctx, j.ID)
		if err != nil {
			return nil, err
		}
		read := slices.Clone(stored)
		pools := map[string]*store.JackpotLevel{}
		for i := range stored {
			pools[stored[i].Level] = &stored[i]
		}
		for _, l := range j.Levels {
			if l.Active && pools[l.Name] == nil {
				return nil, fmt.Errorf("jackpots: level %s/%s is not seeded", j.ID, l.Name)
			}
		}
		// The levels change here, as read under their lock; those that changed are stored once
		// at the end.
		var contributions []store.JackpotContribution
		for _, i := range qualifying {
			b := &e.Bets[i]
			parts := Split(Contribution(b.Stake, j.Contribution), j.Levels)
			for k, l := range j.Levels {
				if !l.Active {
					continue
				}
				lv := pools[l.Name]
				contributions = append(contributions, store.JackpotContribution{BetID: b.ID, JackpotID: j.ID, Level: l.Name, Amount: parts[k]})
				lv.Pool += parts[k]
				if !Hit(lv.Pool, lv.DropAt) {
					continue
				}
				if acc, err = s.pay(ctx, tx, j, l, lv, b, acc, now); err != nil {
					return nil, err
				}
				paid = true
			}
		}
		var changed []store.JackpotLevel
		for i, lv := range stored {
			if lv != read[i] {
				changed = append(changed, lv)
			}
		}
		if err := tx.FundJackpot(ctx, changed, contributions); err != nil {
			return nil, err
		}
	}
	if paid {
		return []any{hitPaid{PlayerID: e.PlayerID, Currency: e.Account.Currency}}, nil
	}
	return nil, nil
}

// pay records a hit of level l by bet b, credits its pool to the player's account and reseeds lv
// with a new drop point. It returns the account after the credit.
func (s *Service) pay(ctx context.Context, tx *store.Tx, j Jackpot, l Level, lv *store.JackpotLevel, b *store.Bet, acc store.Account, now time.Time) (store.Account, error) {
	hitID, err := tx.InsertJackpotHit(ctx, store.JackpotHit{JackpotID: j.ID, Level: l.Name, Amount: lv.Pool, Currency: j.Currency,
		PlayerID: b.PlayerID, BetID: b.ID, CreatedAt: now, Status: store.JackpotHitPaid})
	if err != nil {
		return acc, err
	}
	if acc, err = tx.Post(ctx, b.AccountID, wallet.KindJackpot, lv.Pool, "jackpot_hit:"+strconv.FormatInt(hitID, 10), now); err != nil {
		return acc, fmt.Errorf("jackpots: pay hit %d: %w", hitID, err)
	}
	dropAt, err := DrawDropPoint(s.Rand, l.Seed, l.MustDropBy)
	if err != nil {
		return acc, err
	}
	lv.Pool, lv.DropAt = l.Seed, dropAt // stored by contribute's FundJackpot
	return acc, nil
}

// tellHit publishes the player's balance after a placement that hit a jackpot: the bet service
// published the balance of the placement's own transaction before the credit was known to it.
func (s *Service) tellHit(ctx context.Context, e hitPaid) {
	if s.Publisher == nil {
		return
	}
	acc, err := s.Store.AccountByCurrency(ctx, e.PlayerID, e.Currency)
	if err == nil {
		var lang string
		lang, err = s.Store.PlayerLanguage(ctx, e.PlayerID)
		if err == nil {
			err = playerevents.BalanceChanged(ctx, s.Publisher, playerevents.Recipient{ID: e.PlayerID, Language: lang}, acc)
		}
	}
	s.warn(ctx, err, e.PlayerID)
}

func (s *Service) warn(ctx context.Context, err error, playerID int64) {
	if err != nil && s.Logger != nil {
		s.Logger.WarnContext(ctx, "telling a player of a jackpot hit", "player", playerID, "err", err)
	}
}

// List answers the active jackpots, in one currency when currency is not empty.
func (s *Service) List(ctx context.Context, currency, lang string) ([]apigen.Jackpot, error) {
	levels, err := s.Store.JackpotLevels(ctx)
	if err != nil {
		return nil, err
	}
	totals, err := s.Store.JackpotHitTotals(ctx)
	if err != nil {
		return nil, err
	}
	out := []apigen.Jackpot{}
	for _, j := range s.Jackpots {
		if j.Status != StatusActive || (currency != "" && j.Currency != currency) {
			continue
		}
		out = append(out, contract(j, levels, totals[j.ID], lang))
	}
	return out, nil
}

// Get answers one active jackpot; ErrNotFound when there is none of that id.
func (s *Service) Get(ctx context.Context, id, lang string) (apigen.Jackpot, error) {
	j, ok := s.jackpot(id)
	if !ok || j.Status != StatusActive {
		return apigen.Jackpot{}, ErrNotFound
	}
	all, err := s.List(ctx, j.Currency, lang)
	if err != nil {
		return apigen.Jackpot{}, err
	}
	i := slices.IndexFunc(all, func(c apigen.Jackpot) bool { return c.Id == id })
	return all[i], nil
}

// contract is a jackpot in the contract: amount is what can be won now (the active levels'
// pools), poolAmount all its pools.
func contract(j Jackpot, levels []store.JackpotLevel, hits int64, lang string) apigen.Jackpot {
	out := apigen.Jackpot{Id: j.ID, Name: j.Name.In(lang), Currency: j.Currency, Subunits: j.Subunits, HitsAmount: hits,
		Levels: make([]apigen.JackpotLevel, len(j.Levels))}
	for i, l := range j.Levels {
		pool := l.Seed
		if k := slices.IndexFunc(levels, func(s store.JackpotLevel) bool { return s.JackpotID == j.ID && s.Level == l.Name }); k >= 0 {
			pool = levels[k].Pool
		}
		out.Levels[i] = apigen.JackpotLevel{Name: l.Name, Title: l.TitleIn(lang), PoolAmount: pool, Active: l.Active}
		out.PoolAmount += pool
		if l.Active {
			out.Amount += pool
		}
	}
	return out
}

// ForBets answers, for each bet of a slip, the jackpots it would take part in if placed now, at the
// odds the player saw.
func (s *Service) ForBets(bets []apigen.BetRequest) apigen.JackpotsForBets {
	out := apigen.JackpotsForBets{Bets: make([]apigen.BetJackpots, len(bets))}
	for i, b := range bets {
		out.Bets[i].Jackpots = []apigen.JackpotRef{}
		rb, ok := ruleBet(b)
		if !ok {
			continue
		}
		for _, j := range s.Jackpots {
			if Qualifies(j, rb) {
				out.Bets[i].Jackpots = append(out.Bets[i].Jackpots, apigen.JackpotRef{Id: j.ID})
			}
		}
	}
	return out
}

// ruleBet is a slip's bet as the rules read it: its total stake (a system bet's stake is per line)
// and its odds as the bet service prices them (the combo odds of all its selections; a bet
// builder's custom odds). A bet the bet service would refuse outright takes part in nothing.
func ruleBet(b apigen.BetRequest) (Bet, bool) {
	odds := make([]int64, len(b.Selections))
	for i, sel := range b.Selections {
		odds[i] = sel.Odds
	}
	out := Bet{Currency: b.Stake.Currency, Stake: b.Stake.Value, Odds: betting.ComboOdds(odds),
		Freebet: b.Bonus != nil && campaigns.IsFreebet(string(b.Bonus.Type))}
	switch b.Type {
	case apigen.CustomBet:
		if b.CustomOdds == nil {
			return out, false
		}
		out.Odds = *b.CustomOdds
	case apigen.System:
		if b.SystemId == nil {
			return out, false
		}
		k, ok := betting.SystemSize(*b.SystemId, len(b.Selections))
		if !ok {
			return out, false
		}
		out.Stake = b.Stake.Value * betting.LineCount(len(b.Selections), k)
	}
	return out, len(b.Selections) > 0
}

// HitQuery narrows the hits listed (GET /jackpot-hits).
type HitQuery struct {
	JackpotID string
	Limit     int
	Statuses  []string
	// Viewer is the signed-in player (0: anonymous); OwnOnly and Unseen list only their hits.
	Viewer  int64
	OwnOnly bool
	Unseen  bool
	// Language names the jackpots and their levels.
	Language string
}

// Hits lists hits, newest first. A hit names its player by user hash only, and says seen only to
// its own player.
func (s *Service) Hits(ctx context.Context, q HitQuery) ([]apigen.JackpotHit, error) {
	f := store.JackpotHitFilter{JackpotID: q.JackpotID, Statuses: q.Statuses, Unseen: q.Unseen, Limit: q.Limit}
	if q.OwnOnly || q.Unseen {
		f.PlayerID = q.Viewer
	}
	hits, err := s.Store.JackpotHits(ctx, f)
	if err != nil {
		return nil, err
	}
	out := make([]apigen.JackpotHit, len(hits))
	for i, h := range hits {
		j, ok := s.jackpot(h.JackpotID)
		name, title, subunits, rate := h.JackpotID, h.Level, 2, int64(0)
		if ok {
			name, subunits, rate = j.Name.In(q.Language), j.Subunits, j.EURRate
			if k := slices.IndexFunc(j.Levels, func(l Level) bool { return l.Name == h.Level }); k >= 0 {
				title = j.Levels[k].TitleIn(q.Language)
			}
		} else if c, err := wallet.Lookup(h.Currency); err == nil {
			subunits = c.Subunits
		}
		out[i] = apigen.JackpotHit{Id: strconv.FormatInt(h.ID, 10), JackpotId: h.JackpotID, Name: name, Level: h.Level, LevelTitle: title, Amount: h.Amount,
			AmountEur: AmountEUR(h.Amount, subunits, rate), Currency: h.Currency, Subunits: subunits, CreatedAt: h.CreatedAt,
			Status: apigen.JackpotHitStatus(h.Status), UserHash: s.UserHash(h.PlayerID), Seen: h.Seen && h.PlayerID == q.Viewer}
	}
	return out, nil
}

// UserHash names a player to others without their id: the first 8 hex digits of an HMAC of it.
func (s *Service) UserHash(playerID int64) string {
	m := hmac.New(sha256.New, s.HashKey)
	m.Write([]byte(strconv.FormatInt(playerID, 10)))
	return hex.EncodeToString(m.Sum(nil))[:8]
}

// MarkSeen marks a player's hits seen (the hit alert shows once).
func (s *Service) MarkSeen(ctx context.Context, playerID int64, hitIDs []int64) error {
	return s.Store.MarkJackpotHitsSeen(ctx, playerID, hitIDs)
}

// SetDropAt moves a declared level's drop point (the test control); ErrNotFound for a level that
// is not declared.
func (s *Service) SetDropAt(ctx context.Context, jackpotID, level string, dropAt int64) error {
	j, ok := s.jackpot(jackpotID)
	if !ok || !slices.ContainsFunc(j.Levels, func(l Level) bool { return l.Name == level }) {
		return ErrNotFound
	}
	if err := s.Store.SetJackpotDropAt(ctx, jackpotID, level, dropAt); errors.Is(err, store.ErrNoJackpotLevel) {
		return ErrNotFound
	} else if err != nil {
		return fmt.Errorf("jackpots: set drop point: %w", err)
	}
	return nil
}
