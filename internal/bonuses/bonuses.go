// Package bonuses is the bonus service: it issues the operator's campaigns (internal/campaigns)
// to players on their triggers (sign-up, deposits, promo codes, settled bets, manual issue), lists
// them as the contract's Bonus with the status each player sees, activates and boosts them, and
// applies a bet's bonus inside the bet service's placement and settlement transactions (bets.go).
// The rules of each kind are bonusrules'; the refusals are apierror codes.
package bonuses

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
	"strconv"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bonusrules"
	"github.com/opensportsbook/sportsbook/internal/campaigns"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// Kind is a bonus kind as the lists group them; the freebet modes are all KindFreebet.
type Kind string

// The kinds.
const (
	KindComboboost Kind = campaigns.KindComboboost
	KindFreebet    Kind = campaigns.KindFreebet
	KindHunting    Kind = campaigns.KindHunting
	KindTournament Kind = campaigns.KindTournament
	KindLootbox    Kind = campaigns.KindLootbox
)

// Page sizes (spec section 11): bonus lists 4, hunting tournaments 1; a tournament rating 10.
const (
	DefaultLimit    = 4
	TournamentLimit = 1
	RatingLimit     = 10
)

// KindOf is the kind of a contract's BonusKind.
func KindOf(wire string) (Kind, bool) {
	switch apigen.BonusKind(wire) {
	case apigen.BonusKindComboboost:
		return KindComboboost, true
	case apigen.BonusKindFreebet, apigen.BonusKindFreebetNoRisk, apigen.BonusKindFreebetAllWin, apigen.BonusKindFreebetOnlyWin:
		return KindFreebet, true
	case apigen.BonusKindHunting:
		return KindHunting, true
	case apigen.BonusKindTournament:
		return KindTournament, true
	case apigen.BonusKindLootbox:
		return KindLootbox, true
	}
	return "", false
}

// Availability narrows a list to the bonuses a player may use now, or to the others.
type Availability int

// Availability filters.
const (
	All Availability = iota
	OnlyAvailable
	OnlyUnavailable
)

// Query narrows a player's bonus list.
type Query struct {
	Language     string
	Kinds        []Kind   // none: every kind
	Statuses     []string // player statuses; none: every status
	Availability Availability
	Unseen       bool
	LimitPerKind int // 0: no bound
}

// Service issues, lists and applies bonuses.
type Service struct {
	Store     *store.Store
	Campaigns *campaigns.Set
	Logger    *slog.Logger
	Now       func() time.Time
	// Draw is a uniform integer in [0, n) for a lootbox's prize; crypto/rand in production.
	Draw func(n int64) (int64, error)
	// HashKey keys the hash that names players in a tournament rating.
	HashKey []byte
	// Events is where the bonuses the service issues by itself (promo code, operator, tournament
	// prizes) are raised as events.BonusIssued; nil in the command-line tool, which tells no one.
	Events *events.Bus
}

// player is what a bonus's status depends on about its player.
type player struct {
	country  string
	verified bool
}

// player reads what a bonus's status depends on about a player, through read: the store, or the
// transaction a placement runs in (never another connection from inside it).
func (s *Service) player(ctx context.Context, read func(context.Context, int64) (store.Player, error), id int64) (player, error) {
	p, err := read(ctx, id)
	if err != nil {
		return player{}, fmt.Errorf("bonus player: %w", err)
	}
	return player{country: p.Country, verified: p.Confirmed()}, nil
}

// status is the status a player sees of an issued bonus.
func (s *Service) status(c campaigns.Campaign, b store.PlayerBonus, p player, now time.Time) string {
	a := bonusrules.Availability{CampaignStatus: c.Status, ValidTo: unixMs(c.ValidTo), Now: now.UnixMilli(),
		CountryOK: len(c.Countries) == 0 || slices.Contains(c.Countries, p.country), VerifiedOK: !c.OnlyVerified || p.verified,
		UsesCount: usesCount(c, b), NeedsActivation: c.Kind == campaigns.KindHunting || c.Kind == campaigns.KindTournament}
	is := bonusrules.Issued{TimesUsed: b.TimesUsed, ActivatedAt: unixMs(b.ActivatedAt), ExpiredAt: unixMs(b.ExpiresAt),
		Overridden: b.State == store.BonusOverridden}
	if b.State == store.BonusUsed {
		is.TimesUsed = max(is.TimesUsed, a.UsesCount, 1)
		a.UsesCount = max(a.UsesCount, 1)
	}
	return bonusrules.PlayerStatus(a, is)
}

// usesCount is how many times an issued bonus may be used: a comboboost's uses count, once for a
// freebet and a lootbox, no bound for hunting and tournaments (they are not used by bets).
func usesCount(c campaigns.Campaign, b store.PlayerBonus) int {
	switch b.Kind {
	case campaigns.KindComboboost:
		return c.Comboboost.UsesCount
	case campaigns.KindFreebet, campaigns.KindLootbox:
		return 1
	}
	return 0
}

func unixMs(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

// available reports whether a status lets the player use or activate the bonus now.
func available(status string) bool {
	return status == bonusrules.StatusAvailable || status == bonusrules.StatusActive
}

// entry is an issued bonus with its campaign and the status the player sees.
type entry struct {
	bonus    store.PlayerBonus
	campaign campaigns.Campaign
	status   string
}

// entries are a player's issued bonuses whose campaign is still in the content folder, newest
// first (a campaign removed from the files takes its bonuses out of sight).
func (s *Service) entries(ctx context.Context, playerID int64) ([]entry, error) {
	list, err := s.Store.PlayerBonuses(ctx, playerID)
	if err != nil || len(list) == 0 {
		return nil, err
	}
	p, err := s.player(ctx, s.Store.PlayerByID, playerID)
	if err != nil {
		return nil, err
	}
	now := s.Now()
	out := make([]entry, 0, len(list))
	for _, b := range list {
		c, ok := s.Campaigns.ByID(b.CampaignID)
		if !ok {
			continue
		}
		out = append(out, entry{bonus: b, campaign: c, status: s.status(c, b, p, now)})
	}
	return out, nil
}

func (q Query) keeps(e entry) bool {
	return (len(q.Kinds) == 0 || slices.Contains(q.Kinds, Kind(e.bonus.Kind))) &&
		(len(q.Statuses) == 0 || slices.Contains(q.Statuses, e.status)) &&
		(q.Availability == All || (q.Availability == OnlyAvailable) == available(e.status)) &&
		(!q.Unseen || !e.bonus.Seen)
}

// List lists a player's bonuses, at most q.LimitPerKind of each kind.
func (s *Service) List(ctx context.Context, playerID int64, q Query) ([]apigen.Bonus, error) {
	es, err := s.entries(ctx, playerID)
	if err != nil {
		return nil, err
	}
	out := []apigen.Bonus{}
	perKind := map[string]int{}
	for _, e := range es {
		if !q.keeps(e) || q.LimitPerKind > 0 && perKind[e.bonus.Kind] >= q.LimitPerKind {
			continue
		}
		perKind[e.bonus.Kind]++
		b, err := s.contract(ctx, e, q.Language)
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, nil
}

// Page lists a page of a player's bonuses.
func (s *Service) Page(ctx context.Context, playerID int64, q Query, p catalogue.PageRequest) ([]apigen.Bonus, catalogue.Pagination, error) {
	es, err := s.entries(ctx, playerID)
	if err != nil {
		return nil, catalogue.Pagination{}, err
	}
	var kept []entry
	for _, e := range es {
		if q.keeps(e) {
			kept = append(kept, e)
		}
	}
	pg := catalogue.NewPagination(p, len(kept))
	from := min((p.Page-1)*p.Limit, len(kept))
	out := []apigen.Bonus{}
	for _, e := range kept[from:min(from+p.Limit, len(kept))] {
		b, err := s.contract(ctx, e, q.Language)
		if err != nil {
			return nil, pg, err
		}
		out = append(out, b)
	}
	return out, pg, nil
}

// one is one of a player's bonuses with its campaign; BONUS_NOT_FOUND for another player's, or
// one of another kind than asked (kind "" asks none).
func (s *Service) one(ctx context.Context, playerID int64, kind Kind, id int64) (entry, error) {
	es, err := s.entries(ctx, playerID)
	if err != nil {
		return entry{}, err
	}
	for _, e := range es {
		if e.bonus.ID == id && (kind == "" || Kind(e.bonus.Kind) == kind) {
			return e, nil
		}
	}
	return entry{}, apierror.New(apierror.BonusNotFound)
}

// Get reads one of a player's bonuses.
func (s *Service) Get(ctx context.Context, playerID int64, kind Kind, id int64, lang string) (apigen.Bonus, error) {
	e, err := s.one(ctx, playerID, kind, id)
	if err != nil {
		return apigen.Bonus{}, err
	}
	return s.contract(ctx, e, lang)
}

// Terms reads the terms of one of a player's bonuses.
func (s *Service) Terms(ctx context.Context, playerID int64, kind Kind, id int64, lang string) (string, error) {
	e, err := s.one(ctx, playerID, kind, id)
	if err != nil {
		return "", err
	}
	return e.campaign.Terms.In(lang), nil
}

// MarkSeen marks bonuses of a player seen: their alerts have been shown.
func (s *Service) MarkSeen(ctx context.Context, playerID int64, ids []int64) error {
	return s.Store.MarkBonusesSeen(ctx, playerID, ids)
}

// Activate activates an available bonus: a hunting or a tournament starts counting the player's
// bets, a freebet is taken up. Activating one hunting or tournament bonus leaves the player's
// other ones as they are; the slip asks for both lists again (spec section 4).
func (s *Service) Activate(ctx context.Context, playerID, id int64, lang string) (apigen.Bonus, error) {
	e, err := s.one(ctx, playerID, "", id)
	if err != nil {
		return apigen.Bonus{}, err
	}
	if e.status != bonusrules.StatusAvailable {
		return apigen.Bonus{}, apierror.New(apierror.BonusNotAvailable).With(map[string]any{"status": e.status})
	}
	err = s.Store.InTx(ctx, func(tx *store.Tx) error { return tx.ActivateBonus(ctx, playerID, id, s.Now()) })
	if errors.Is(err, store.ErrBonusUsed) {
		return apigen.Bonus{}, apierror.New(apierror.BonusAlreadyUsed)
	}
	if err != nil {
		return apigen.Bonus{}, err
	}
	return s.Get(ctx, playerID, "", id, lang)
}

// RedeemPromoCode issues the bonus of a promo code's campaign to a player, once.
func (s *Service) RedeemPromoCode(ctx context.Context, playerID int64, code, lang string) (apigen.Bonus, error) {
	c, ok := s.Campaigns.ByPromoCode(code)
	if !ok || c.Status == bonusrules.CampaignCreated {
		return apigen.Bonus{}, apierror.New(apierror.PromoCodeUnknown)
	}
	now := s.Now()
	if c.Status != bonusrules.CampaignActive || !c.ValidTo.IsZero() && !now.Before(c.ValidTo) {
		return apigen.Bonus{}, apierror.New(apierror.PromoCodeExpired)
	}
	p, err := s.player(ctx, s.Store.PlayerByID, playerID)
	if err != nil {
		return apigen.Bonus{}, err
	}
	if len(c.Countries) > 0 && !slices.Contains(c.Countries, p.country) || c.OnlyVerified && !p.verified {
		return apigen.Bonus{}, apierror.New(apierror.BonusNotAvailable)
	}
	var b store.PlayerBonus
	var issued bool
	err = s.issueInTx(ctx, func(tx *store.Tx) ([]store.PlayerBonus, error) {
		b, issued, err = s.issue(ctx, tx, playerID, c, triggerKey(c), 0, now)
		return issuedOnly(b, issued), err
	})
	if err != nil {
		return apigen.Bonus{}, err
	}
	if !issued {
		return apigen.Bonus{}, apierror.New(apierror.PromoCodeUsed)
	}
	return s.Get(ctx, playerID, "", b.ID, lang)
}

// triggerKey is the issue key of a campaign issued by its trigger: once per player.
func triggerKey(c campaigns.Campaign) string { return "trigger:" + c.ID }

// issue issues a campaign's bonus to a player under an issue key, inside tx. source is the bonus
// that gave it (a farm, a lootbox, a no-risk refund), 0 for a trigger.
func (s *Service) issue(ctx context.Context, tx *store.Tx, playerID int64, c campaigns.Campaign, key string, source int64, now time.Time) (store.PlayerBonus, bool, error) {
	b := store.PlayerBonus{PlayerID: playerID, CampaignID: c.ID, Kind: c.Kind, IssueKey: key, SourceID: source, IssuedAt: now,
		Currency: c.Currency()}
	if c.Freebet != nil {
		b.Mode, b.Amount = string(c.Freebet.Mode), c.Freebet.Amount
	}
	if c.IssueValid > 0 {
		b.ExpiresAt = now.Add(c.IssueValid)
	}
	return tx.IssueBonus(ctx, b)
}

// issueFreebet issues a freebet that another bonus gave (farmed, a lootbox prize, a no-risk
// refund): it belongs to the giving campaign, with its own amount and mode, lasting freebetDays.
func issueFreebet(ctx context.Context, tx *store.Tx, playerID int64, c campaigns.Campaign, key string, source int64, mode bonusrules.FreebetMode, amount int64, currency string, now time.Time) (store.PlayerBonus, bool, error) {
	b := store.PlayerBonus{PlayerID: playerID, CampaignID: c.ID, Kind: campaigns.KindFreebet, IssueKey: key, SourceID: source,
		Mode: string(mode), Amount: amount, Currency: currency, IssuedAt: now, ExpiresAt: now.Add(freebetDays)}
	return tx.IssueBonus(ctx, b)
}

// freebetDays is how long a freebet given by another bonus lasts (a no-risk refund, a farmed
// freebet, a lootbox prize): a week, as bookmakers' refunds do.
const freebetDays = 7 * 24 * time.Hour

// issueInTx runs fn in a transaction, raises an events.BonusIssued for each bonus fn issued, and
// publishes them once the transaction committed.
func (s *Service) issueInTx(ctx context.Context, fn func(tx *store.Tx) ([]store.PlayerBonus, error)) error {
	var raised []any
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		issued, err := fn(tx)
		if err != nil {
			return err
		}
		raised, err = s.Events.Raise(ctx, tx, events.BonusesIssued(issued)...)
		return err
	})
	if err == nil {
		s.Events.Publish(ctx, raised...)
	}
	return err
}

// issuedOnly is b when it was newly issued.
func issuedOnly(b store.PlayerBonus, issued bool) []store.PlayerBonus {
	if !issued {
		return nil
	}
	return []store.PlayerBonus{b}
}

// IssueTriggered issues, inside tx, every campaign of a trigger to a player; deposit triggers
// pass the deposit (0 for the others) for the campaigns' minimum deposit. It returns the bonuses
// newly issued, for the caller to tell once the transaction commits.
func (s *Service) IssueTriggered(ctx context.Context, tx *store.Tx, playerID int64, trigger string, deposit int64, now time.Time) ([]store.PlayerBonus, error) {
	var out []store.PlayerBonus
	for _, c := range s.Campaigns.Triggered(trigger) {
		if c.Status != bonusrules.CampaignActive || !c.ValidTo.IsZero() && !now.Before(c.ValidTo) || deposit < c.MinDeposit {
			continue
		}
		b, issued, err := s.issue(ctx, tx, playerID, c, triggerKey(c), 0, now)
		if err != nil {
			return nil, fmt.Errorf("issue %s: %w", c.ID, err)
		}
		if issued {
			out = append(out, b)
		}
	}
	return out, nil
}

// IssueDemo issues every sign-up and manual campaign to the demo player, so that the demo shows
// every kind at once (make run); issued ones stay as they are.
func (s *Service) IssueDemo(ctx context.Context, playerID int64) error {
	now := s.Now()
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		for _, trigger := range []string{campaigns.TriggerSignUp, campaigns.TriggerManual} {
			if _, err := s.IssueTriggered(ctx, tx, playerID, trigger, 0, now); err != nil {
				return err
			}
		}
		return nil
	})
}

// bonusID is the contract's id of an issued bonus.
func bonusID(id int64) string { return strconv.FormatInt(id, 10) }

// CryptoDraw is a uniform integer in [0, n) from crypto/rand (rand.Int has no modulo bias): the
// production lootbox draw.
func CryptoDraw(n int64) (int64, error) {
	v, err := rand.Int(rand.Reader, big.NewInt(n))
	if err != nil {
		return 0, err
	}
	return v.Int64(), nil
}

// IssueManual issues a campaign to a player by the operator's hand (`sportsbook issue-bonus`), once
// per player as its trigger would: issued is false when the player holds it already.
func (s *Service) IssueManual(ctx context.Context, playerID int64, campaignID string) (b store.PlayerBonus, issued bool, err error) {
	c, ok := s.Campaigns.ByID(campaignID)
	if !ok {
		return b, false, fmt.Errorf("no campaign %q in the content folder", campaignID)
	}
	now := s.Now()
	if c.Status != bonusrules.CampaignActive || !c.ValidTo.IsZero() && !now.Before(c.ValidTo) {
		return b, false, fmt.Errorf("campaign %q is %s (valid to %s): only an active campaign is issued", campaignID, c.Status, c.ValidTo.Format(time.RFC3339))
	}
	err = s.issueInTx(ctx, func(tx *store.Tx) ([]store.PlayerBonus, error) {
		b, issued, err = s.issue(ctx, tx, playerID, c, triggerKey(c), 0, now)
		return issuedOnly(b, issued), err
	})
	return b, issued, err
}
