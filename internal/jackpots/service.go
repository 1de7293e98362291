// Package jackpots runs the operator's jackpots (content/jackpots/*.yaml): a share of each
// qualifying stake is queued for the levels of a jackpot inside the placement transaction (a hook
// on events.BetsPlaced), and the jackpot's funder (Run) adds the queued shares to the pools in
// queue order: the bet whose contribution takes a level's pool to its drop point wins the pool,
// paid through the ledger (kind jackpot) and recorded as a jackpot hit, moments after its
// placement committed. Placements so never wait on a jackpot's levels: with the levels locked in
// each placement, PostgreSQL placed at most about 900 bets a second, one at a time. The rules are
// pure, in rules.go; the level state, the queue and the hits are the store's.
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
	"sync"
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

	wake chan struct{} // a placement queued contributions (Register)

	armMu sync.Mutex
	armed map[levelKey]int64 // the player whose next contribution hits the level (ArmHit)
}

// levelKey names a level of a jackpot.
type levelKey struct{ jackpot, level string }

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

// Register hangs the jackpots on the bus: a placement queues its bets' contributions inside its
// transaction and, once it commits, wakes the funder (Run).
func (s *Service) Register(bus *events.Bus) {
	s.wake = make(chan struct{}, 1)
	events.Hook(bus, s.queue)
	events.Subscribe(bus, func(context.Context, queued) {
		select {
		case s.wake <- struct{}{}:
		default: // awake already
		}
	})
}

// queued is raised by a placement that queued contributions.
type queued struct{}

// queue marks the placed bets that qualify for a jackpot and queues their shares of each active
// level for the funder.
func (s *Service) queue(ctx context.Context, tx *store.Tx, e events.BetsPlaced) ([]any, error) {
	var used []int64
	var contributions []store.JackpotContribution
	for _, j := range s.Jackpots {
		for i := range e.Bets {
			// The event's bets are the placement's own (one slice): the placement answers
			// usedInJackpot without reading its bets again.
			b := &e.Bets[i]
			if !Qualifies(j, Bet{Currency: b.Currency, Stake: b.Stake, Odds: b.Odds, Freebet: campaigns.IsFreebet(b.Bonus.Type)}) {
				continue
			}
			if !b.UsedInJackpot {
				used, b.UsedInJackpot = append(used, b.ID), true
			}
			parts := Split(Contribution(b.Stake, j.Contribution), j.Levels)
			for k, l := range j.Levels {
				if l.Active {
					contributions = append(contributions, store.JackpotContribution{BetID: b.ID, JackpotID: j.ID, Level: l.Name, Amount: parts[k]})
				}
			}
		}
	}
	if len(used) == 0 {
		return nil, nil
	}
	if err := tx.QueueJackpotContributions(ctx, used, contributions); err != nil {
		return nil, err
	}
	return []any{queued{}}, nil
}

// fundBatch is how many queued contributions one funding transaction takes at most.
const fundBatch = 500

// fundEvery is how often the funder looks at the queue unwoken: for what another instance queued
// (its own funder takes it first, as a rule) and what a failed round left.
const fundEvery = time.Second

// Run funds the queue (Fund) whenever a placement of this instance queued contributions, and every
// fundEvery, until ctx ends. A failed round is logged and tried again at the next.
func (s *Service) Run(ctx context.Context) {
	t := time.NewTicker(fundEvery)
	defer t.Stop()
	for {
		if err := s.Fund(ctx); err != nil && ctx.Err() == nil && s.Logger != nil {
			s.Logger.WarnContext(ctx, "funding the jackpots", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-s.wake:
		case <-t.C:
		}
	}
}

// Fund adds every queued contribution to its level's pool, in queue order, paying the hits as it
// goes, a transaction per batch; then it publishes the balance of each player it paid.
func (s *Service) Fund(ctx context.Context) error {
	for _, j := range s.Jackpots {
		for {
			n, err := s.fundOldest(ctx, j)
			if err != nil {
				return fmt.Errorf("jackpots: funding %s: %w", j.ID, err)
			}
			if n < fundBatch {
				break
			}
		}
	}
	return nil
}

// fundOldest funds the oldest queued contributions of jackpot j, at most fundBatch of them, under
// its levels' lock, so that two funders (two instances) take turns and a level is hit once. It
// returns how many it funded.
func (s *Service) fundOldest(ctx context.Context, j Jackpot) (int, error) {
	now := time.UnixMilli(s.Now().UnixMilli()).UTC()
	var paid []hitPaid
	var n int
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		paid = nil
		stored, err := tx.LockJackpotLevels(ctx, j.ID)
		if err != nil {
			return err
		}
		queue, err := tx.QueuedJackpotContributions(ctx, j.ID, fundBatch)
		if err != nil {
			return err
		}
		if n = len(queue); n == 0 {
			return nil
		}
		read := slices.Clone(stored)
		pools := map[string]*store.JackpotLevel{}
		for i := range stored {
			pools[stored[i].Level] = &stored[i]
		}
		ids := make([]int64, len(queue))
		for i, c := range queue {
			ids[i] = c.ID
			lv := pools[c.Level]
			if lv == nil {
				return fmt.Errorf("jackpots: level %s/%s is not seeded", j.ID, c.Level)
			}
			lv.Pool += c.Amount
			k := slices.IndexFunc(j.Levels, func(l Level) bool { return l.Name == c.Level })
			if k < 0 || !(Hit(lv.Pool, lv.DropAt) || s.isArmed(j.ID, c.Level, c.PlayerID)) {
				continue
			}
			if err := s.pay(ctx, tx, j, j.Levels[k], lv, c, now); err != nil {
				return err
			}
			paid = append(paid, hitPaid{PlayerID: c.PlayerID, Currency: j.Currency, Level: c.Level})
		}
		// The levels changed here, as read under their lock; those that changed are stored once.
		var changed []store.JackpotLevel
		for i, lv := range stored {
			if lv != read[i] {
				changed = append(changed, lv)
			}
		}
		return tx.FundJackpot(ctx, changed, ids)
	})
	if err != nil {
		return 0, err
	}
	for _, h := range paid {
		s.disarm(j.ID, h.Level, h.PlayerID)
		s.tellHit(ctx, h)
	}
	return n, nil
}

// hitPaid is a player paid a hit, whose balance is published once the funding commits.
type hitPaid struct {
	PlayerID int64
	Currency string
	Level    string
}

// pay records a hit of level l by the queued contribution c, credits its pool to the account of
// c's bet and reseeds lv with a new drop point.
func (s *Service) pay(ctx context.Context, tx *store.Tx, j Jackpot, l Level, lv *store.JackpotLevel, c store.QueuedContribution, now time.Time) error {
	hitID, err := tx.InsertJackpotHit(ctx, store.JackpotHit{JackpotID: j.ID, Level: l.Name, Amount: lv.Pool, Currency: j.Currency,
		PlayerID: c.PlayerID, BetID: c.BetID, CreatedAt: now, Status: store.JackpotHitPaid})
	if err != nil {
		return err
	}
	if _, err := tx.Post(ctx, c.AccountID, wallet.KindJackpot, lv.Pool, "jackpot_hit:"+strconv.FormatInt(hitID, 10), now); err != nil {
		return fmt.Errorf("jackpots: pay hit %d: %w", hitID, err)
	}
	dropAt, err := DrawDropPoint(s.Rand, l.Seed, l.MustDropBy)
	if err != nil {
		return err
	}
	lv.Pool, lv.DropAt = l.Seed, dropAt // stored by fundOldest's FundJackpot
	return nil
}

// tellHit publishes the player's balance after a hit was paid to them.
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

// ArmHit makes the next contribution of the player with this email to a declared level hit it,
// whatever its pool (the test control: other players' bets, which fund the same pools meanwhile,
// cannot take the hit first). It holds on this instance until that hit is paid. ErrNotFound for
// a level that is not declared or a player that does not exist.
func (s *Service) ArmHit(ctx context.Context, jackpotID, level, email string) error {
	j, ok := s.jackpot(jackpotID)
	if !ok || !slices.ContainsFunc(j.Levels, func(l Level) bool { return l.Name == level }) {
		return ErrNotFound
	}
	p, err := s.Store.PlayerByEmail(ctx, email)
	if errors.Is(err, store.ErrNoPlayer) {
		return ErrNotFound
	} else if err != nil {
		return fmt.Errorf("jackpots: arm a hit: %w", err)
	}
	s.armMu.Lock()
	defer s.armMu.Unlock()
	if s.armed == nil {
		s.armed = map[levelKey]int64{}
	}
	s.armed[levelKey{jackpotID, level}] = p.ID
	return nil
}

// isArmed says whether the level is armed for the player (ArmHit).
func (s *Service) isArmed(jackpotID, level string, playerID int64) bool {
	s.armMu.Lock()
	defer s.armMu.Unlock()
	id, ok := s.armed[levelKey{jackpotID, level}]
	return ok && id == playerID
}

// disarm ends an armed level once its hit by the player is paid.
func (s *Service) disarm(jackpotID, level string, playerID int64) {
	s.armMu.Lock()
	defer s.armMu.Unlock()
	if k := (levelKey{jackpotID, level}); s.armed[k] == playerID {
		delete(s.armed, k)
	}
}
