package bonuses

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/bonusrules"
	"github.com/opensportsbook/sportsbook/internal/campaigns"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// Applied is a bet's bonus as placement applies it.
type Applied struct {
	Bonus store.BetBonus
	// CashStake is false for a freebet: its stake is the operator's, and no cash is debited.
	CashStake    bool
	PotentialWin int64
	// Issued are bonuses the bet issued (a lootbox's prize), to tell once the placement commits.
	Issued []store.PlayerBonus
}

// matchIDs are the matches of selections.
func matchIDs(sels []betting.SelectionRequest) []int64 {
	ids := make([]int64, len(sels))
	for i, sel := range sels {
		ids[i] = sel.MatchID
	}
	return ids
}

// selections are a bet's selections as the rules read them: their odds and where their matches
// sit (places, from store.MatchPlaces).
func selections(places map[int64]store.MatchPlace, sels []betting.SelectionRequest) []bonusrules.Selection {
	out := make([]bonusrules.Selection, len(sels))
	for i, sel := range sels {
		p := places[sel.MatchID]
		out[i] = bonusrules.Selection{MatchID: sel.MatchID, SportID: p.SportID, CategoryID: p.CategoryID, TournamentID: p.TournamentID,
			Odds: sel.Odds, Live: p.Live}
	}
	return out
}

// Place applies a bet's bonus inside the placement transaction, as the bet was priced: it checks
// the bonus is the player's, available and fits the bet, and takes one use of it (a bonus raced by
// two placements is used once: the second is refused). A bet without a bonus opens the player's
// available lootbox when its stake is enough. A refusal is a *betting.Refusal.
func (s *Service) Place(ctx context.Context, tx *store.Tx, playerID int64, bonus *apigen.BetBonus, p betting.Priced, currency string, now time.Time) (Applied, error) {
	out := Applied{CashStake: true, PotentialWin: p.PotentialWin}
	if bonus == nil {
		return s.openLootbox(ctx, tx, playerID, p, currency, now)
	}
	id, err := strconv.ParseInt(bonus.Id, 10, 64)
	if err != nil {
		return out, betting.Refuse(betting.BonusNotFound, nil)
	}
	b, err := tx.PlayerBonus(ctx, playerID, id)
	if err != nil {
		return out, betting.Refuse(betting.BonusNotFound, nil)
	}
	c, ok := s.Campaigns.ByID(b.CampaignID)
	if !ok || string(wireKind(b)) != string(bonus.Type) {
		return out, betting.Refuse(betting.BonusNotFound, nil)
	}
	pl, err := s.player(ctx, tx.PlayerByID, playerID)
	if err != nil {
		return out, err
	}
	status := s.status(c, b, pl, now)
	if status == bonusrules.StatusBonusOver {
		return out, betting.Refuse(betting.BonusAlreadyUsed, nil)
	}
	if !available(status) {
		return out, betting.Refuse(betting.BonusNotAvailable, map[string]any{"status": status})
	}
	out.Bonus = store.BetBonus{ID: b.ID, Type: string(wireKind(b))}
	var sels []bonusrules.Selection
	if b.Kind == campaigns.KindFreebet || b.Kind == campaigns.KindComboboost {
		reqs := make([]betting.SelectionRequest, len(p.Selections))
		for i, sel := range p.Selections {
			reqs[i] = sel.SelectionRequest
		}
		places, err := tx.MatchPlaces(ctx, matchIDs(reqs))
		if err != nil {
			return out, err
		}
		sels = selections(places, reqs)
	}
	switch b.Kind {
	case campaigns.KindFreebet:
		f := terms(c, b)
		if code := f.Fits(p.Type, p.Odds, sels); code != "" || b.Currency != currency {
			return out, betting.Refuse(betting.BonusNotSuitable, nil)
		}
		if p.TotalStake != b.Amount {
			return out, betting.Refuse(betting.FreebetStakeMismatch, map[string]any{"stake": b.Amount})
		}
		out.CashStake = false
		if f.Mode != bonusrules.FreebetAllWin {
			out.PotentialWin = max(0, p.PotentialWin-p.TotalStake)
		}
	case campaigns.KindComboboost:
		odds, _, ok := c.Comboboost.Boost(p.Type, sels)
		if !ok {
			return out, betting.Refuse(betting.BonusNotSuitable, nil)
		}
		if bonus.Odds == nil || *bonus.Odds != odds {
			return out, betting.Refuse(betting.BonusOddsChanged, map[string]any{"odds": odds})
		}
		out.Bonus.Odds = odds
		out.PotentialWin = betting.PotentialWin(p.LineStake, bonusrules.BoostedOdds(p.Odds, odds))
	case campaigns.KindHunting, campaigns.KindTournament:
		// The bet counts for the hunt once it settles; nothing is used up.
		if status != bonusrules.StatusActive || c.Currency() != currency {
			return out, betting.Refuse(betting.BonusNotAvailable, map[string]any{"status": status})
		}
		return out, nil
	case campaigns.KindLootbox:
		return s.openLootbox(ctx, tx, playerID, p, currency, now)
	}
	if err := tx.UseBonus(ctx, playerID, b.ID, usesCount(c, b)); errors.Is(err, store.ErrBonusUsed) {
		return out, betting.Refuse(betting.BonusAlreadyUsed, nil)
	} else if err != nil {
		return out, err
	}
	return out, nil
}

// openLootbox opens the player's oldest available lootbox that a bet placed without another
// bonus reaches (same currency, stake at least its minimum): one prize is drawn from its table
// and issued as a freebet.
func (s *Service) openLootbox(ctx context.Context, tx *store.Tx, playerID int64, p betting.Priced, currency string, now time.Time) (Applied, error) {
	out := Applied{CashStake: true, PotentialWin: p.PotentialWin}
	if !s.Campaigns.OpensLootbox(currency, p.TotalStake) {
		// Every placement passes here: when no campaign's lootbox would open, it reads nothing.
		return out, nil
	}
	list, err := tx.PlayerBonusesOfKind(ctx, playerID, campaigns.KindLootbox)
	if err != nil {
		return out, err
	}
	var pl *player
	for i := len(list) - 1; i >= 0; i-- {
		b := list[i]
		c, ok := s.Campaigns.ByID(b.CampaignID)
		if !ok || c.Lootbox == nil || !c.Lootbox.Opens(currency, p.TotalStake) {
			continue
		}
		if pl == nil {
			read, err := s.player(ctx, tx.PlayerByID, playerID)
			if err != nil {
				return out, err
			}
			pl = &read
		}
		if !available(s.status(c, b, *pl, now)) {
			continue
		}
		if err := tx.UseBonus(ctx, playerID, b.ID, 1); err != nil {
			return out, err
		}
		r, err := s.Draw(c.Lootbox.TotalWeight())
		if err != nil {
			return out, fmt.Errorf("lootbox draw: %w", err)
		}
		out.Bonus = store.BetBonus{ID: b.ID, Type: campaigns.KindLootbox}
		if prize := c.Lootbox.Prizes[c.Lootbox.Draw(r)]; prize.FreebetAmount > 0 {
			f, _, err := issueFreebet(ctx, tx, playerID, c, "prize:"+strconv.FormatInt(b.ID, 10), b.ID, c.Lootbox.Mode, prize.FreebetAmount, currency, now)
			if err != nil {
				return out, err
			}
			out.Issued = append(out.Issued, f)
		}
		return out, nil
	}
	return out, nil
}

// Settle is what a settled bet with a bonus pays, inside the settlement transaction, given its
// ordinary settlement: a freebet pays as its mode says (and a no-risk loss, or a refund, gives a
// freebet back), a comboboost pays at boosted odds, a hunting or tournament bet earns its points.
// It returns the bonuses it issued, to tell once the settlement commits.
func (s *Service) Settle(ctx context.Context, tx *store.Tx, b store.Bet, legs []betting.Leg, payout int64, result string, now time.Time) (int64, []store.PlayerBonus, error) {
	pb, err := tx.PlayerBonus(ctx, b.PlayerID, b.Bonus.ID)
	if err != nil {
		return payout, nil, fmt.Errorf("bonus of bet %d: %w", b.ID, err)
	}
	c, ok := s.Campaigns.ByID(pb.CampaignID)
	switch {
	case pb.Kind == campaigns.KindFreebet:
		cash, refund, giveBack := bonusrules.SettleFreebet(bonusrules.FreebetMode(pb.Mode), b.Stake, payout, result)
		if giveBack {
			return 0, nil, tx.GiveBackBonus(ctx, pb.ID)
		}
		if refund && ok {
			f, _, err := issueFreebet(ctx, tx, b.PlayerID, c, "refund:"+strconv.FormatInt(b.ID, 10), pb.ID, bonusrules.FreebetOnlyWin, b.Stake, pb.Currency, now)
			return cash, []store.PlayerBonus{f}, err
		}
		return cash, nil, nil
	case !ok:
		// The campaign left the content folder: the bet settles as an ordinary one.
		return payout, nil, nil
	case pb.Kind == campaigns.KindComboboost:
		return bonusrules.SettleComboboost(*c.Comboboost, b.Bonus.Odds, b.LineStake, legs, payout, result), nil, nil
	case c.Hunting != nil:
		issued, err := s.earn(ctx, tx, c, pb, b, result, now)
		return payout, issued, err
	}
	return payout, nil, nil
}

// placeReader reads where matches are played (a store or a transaction).
type placeReader interface {
	MatchPlaces(ctx context.Context, ids []int64) (map[int64]store.MatchPlace, error)
}

// betPoints are the points bet b earns for campaign c's hunting (or tournament) on its result, or,
// open (result ""), would earn once settled: none in another currency than the campaign's.
func betPoints(ctx context.Context, q placeReader, c campaigns.Campaign, b store.Bet, result string) (int64, error) {
	if b.Currency != c.Currency() {
		return 0, nil
	}
	reqs := make([]betting.SelectionRequest, len(b.Selections))
	for i, sel := range b.Selections {
		reqs[i] = betting.SelectionRequest{MatchID: sel.MatchID, Odds: sel.Odds}
	}
	places, err := q.MatchPlaces(ctx, matchIDs(reqs))
	if err != nil {
		return 0, err
	}
	return c.Hunting.Points(b.Stake, currencySubunits(b.Currency), b.Odds, selections(places, reqs), result, false), nil
}

// earn records the points a settled bet earned for its hunting or tournament bonus, grows a
// tournament's pool by its share of the stake, and farms the freebets the points reach.
func (s *Service) earn(ctx context.Context, tx *store.Tx, c campaigns.Campaign, pb store.PlayerBonus, b store.Bet, result string, now time.Time) ([]store.PlayerBonus, error) {
	h := *c.Hunting
	points, err := betPoints(ctx, tx, c, b, result)
	if err != nil || points == 0 {
		return nil, err
	}
	if added, err := tx.AddBonusPoints(ctx, pb.ID, b.ID, points, b.Stake, now); err != nil || !added {
		return nil, err
	}
	if c.Tournament != nil {
		if _, err := tx.AddPoolStake(ctx, c.ID, b.Stake); err != nil {
			return nil, err
		}
	}
	pb, err = tx.PlayerBonus(ctx, pb.PlayerID, pb.ID)
	if err != nil {
		return nil, err
	}
	n, _ := h.Farm(pb.AvailablePoints())
	var issued []store.PlayerBonus
	for i := range n {
		key := "farm:" + strconv.FormatInt(pb.ID, 10) + ":" + strconv.Itoa(pb.Farmed+i)
		f, _, err := issueFreebet(ctx, tx, pb.PlayerID, c, key, pb.ID, h.Freebet.Mode, h.Freebet.Amount, h.Freebet.Currency, now)
		if err != nil {
			return nil, err
		}
		issued = append(issued, f)
	}
	if n > 0 {
		err = tx.SpendPoints(ctx, pb.ID, int64(n)*h.TargetPoints, n)
	}
	return issued, err
}

// ForBets lists, for each bet of a slip, the player's bonuses it may use (spec section 4,
// available bonuses per bet): the comboboost with the bet's suitable selections and range, the
// freebets it fits, the active hunting and tournament, the lootbox its stake opens. The odds are
// those the slip shows; placement checks them again.
func (s *Service) ForBets(ctx context.Context, playerID int64, bets []apigen.BetRequest, lang string) ([]apigen.AvailableBonuses, error) {
	es, err := s.entries(ctx, playerID)
	if err != nil {
		return nil, err
	}
	var ids []int64
	for _, bet := range bets {
		for _, sel := range bet.Selections {
			ids = append(ids, sel.MatchId)
		}
	}
	places, err := s.Store.MatchPlaces(ctx, ids)
	if err != nil {
		return nil, err
	}
	// Each bonus is answered once, whatever the number of bets it suits.
	contracts := map[int64]apigen.Bonus{}
	contract := func(e entry) (apigen.Bonus, error) {
		if b, ok := contracts[e.bonus.ID]; ok {
			return b, nil
		}
		b, err := s.contract(ctx, e, lang)
		contracts[e.bonus.ID] = b
		return b, err
	}
	out := make([]apigen.AvailableBonuses, len(bets))
	for i, bet := range bets {
		out[i].Freebet = []apigen.Bonus{}
		reqs := make([]betting.SelectionRequest, len(bet.Selections))
		odds := make([]int64, len(bet.Selections))
		for j, sel := range bet.Selections {
			reqs[j] = betting.SelectionRequest{MatchID: sel.MatchId, Odds: sel.Odds}
			odds[j] = sel.Odds
		}
		sels := selections(places, reqs)
		betOdds := betting.ComboOdds(odds)
		if bet.Type == apigen.CustomBet && bet.CustomOdds != nil {
			betOdds = *bet.CustomOdds
		}
		for _, e := range es {
			// A comboboost has no currency; every other bonus is of one.
			if !available(e.status) || e.bonus.Currency != "" && e.bonus.Currency != bet.Stake.Currency {
				continue
			}
			var keep bool
			var suitable []int
			var rangeIndex int
			switch e.bonus.Kind {
			case campaigns.KindComboboost:
				cb := e.campaign.Comboboost
				suitable = cb.Suitable(sels)
				rangeIndex, keep = cb.ActiveRangeIndex(len(suitable)), cb.Offered(string(bet.Type), len(suitable))
			case campaigns.KindFreebet:
				keep = terms(e.campaign, e.bonus).Fits(string(bet.Type), betOdds, sels) == ""
			case campaigns.KindHunting, campaigns.KindTournament:
				keep = e.status == bonusrules.StatusActive
			case campaigns.KindLootbox:
				keep = bet.Stake.Value >= e.campaign.Lootbox.MinStake
			}
			if !keep {
				continue
			}
			b, err := contract(e)
			if err != nil {
				return nil, err
			}
			switch e.bonus.Kind {
			case campaigns.KindComboboost:
				if out[i].Comboboost == nil {
					cb := *b.Comboboost // this bet's own selections and range
					cb.SuitableSelections, cb.ActiveRangeIndex = &suitable, &rangeIndex
					b.Comboboost = &cb
					out[i].Comboboost = &b
				}
			case campaigns.KindFreebet:
				out[i].Freebet = append(out[i].Freebet, b)
			case campaigns.KindHunting:
				out[i].Hunting = first(out[i].Hunting, b)
			case campaigns.KindTournament:
				out[i].Tournament = first(out[i].Tournament, b)
			case campaigns.KindLootbox:
				out[i].Lootbox = first(out[i].Lootbox, b)
			}
		}
	}
	return out, nil
}

// first keeps the first bonus of a kind (the newest issued).
func first(had *apigen.Bonus, b apigen.Bonus) *apigen.Bonus {
	if had != nil {
		return had
	}
	return &b
}

// Register hangs the triggers on the domain events, inside their transactions: sign-up issues
// the sign_up campaigns, a deposit the deposit campaigns (and the first_deposit ones on the
// player's first), a settled bet the settled_bet campaigns.
// Each hook raises an events.BonusIssued per bonus it issued.
func (s *Service) Register(bus *events.Bus) {
	events.Hook(bus, func(ctx context.Context, tx *store.Tx, e events.PlayerSignedUp) ([]any, error) {
		issued, err := s.IssueTriggered(ctx, tx, e.Player.ID, campaigns.TriggerSignUp, 0, s.Now())
		return events.BonusesIssued(issued), err
	})
	events.Hook(bus, func(ctx context.Context, tx *store.Tx, e events.DepositSucceeded) ([]any, error) {
		now, d := s.Now(), e.Deposit
		if len(s.Campaigns.Triggered(campaigns.TriggerFirstDeposit))+len(s.Campaigns.Triggered(campaigns.TriggerDeposit)) == 0 {
			return nil, nil // no deposit campaigns: nothing to read
		}
		total, err := tx.DepositedSince(ctx, d.PlayerID, d.Currency, time.Time{})
		if err != nil {
			return nil, err
		}
		var issued []store.PlayerBonus
		if total == d.Amount {
			if issued, err = s.IssueTriggered(ctx, tx, d.PlayerID, campaigns.TriggerFirstDeposit, d.Amount, now); err != nil {
				return nil, err
			}
		}
		more, err := s.IssueTriggered(ctx, tx, d.PlayerID, campaigns.TriggerDeposit, d.Amount, now)
		return events.BonusesIssued(append(issued, more...)), err
	})
	events.Hook(bus, func(ctx context.Context, tx *store.Tx, e events.BetSettled) ([]any, error) {
		issued, err := s.IssueTriggered(ctx, tx, e.Bet.PlayerID, campaigns.TriggerSettledBet, 0, s.Now())
		return events.BonusesIssued(issued), err
	})
}
