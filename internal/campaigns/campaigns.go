// Package campaigns reads the operator's bonus campaigns from the content folder
// (CONTENT_DIR/bonuses/*.yaml), one campaign per file, and checks them at start: a bad file stops
// the start with its name, the field and what is wrong. Campaigns change with the files and a
// restart, never a rebuild. The rules of each kind are bonusrules'; this package only turns the
// operator's words into them.
//
// A file's numbers: odds as decimals (1.5), money as integer minor units of the campaign's
// currency (500 is 5.00 EUR), shares in basis points (250 is 2.5 %), multipliers as decimals (2 is x2).
package campaigns

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/bonusrules"
	"github.com/opensportsbook/sportsbook/internal/locale"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// Kinds of campaign (spec 'Bonus kinds'); a freebet's mode is its own field.
const (
	KindComboboost = "comboboost"
	KindFreebet    = "freebet"
	KindHunting    = "hunting"
	KindTournament = "tournament"
	KindLootbox    = "lootbox"
)

// IsFreebet reports whether a bet's bonus kind (store.BetBonus.Type, as the contract names it:
// a freebet by its mode) is a freebet's.
func IsFreebet(kind string) bool {
	switch bonusrules.FreebetMode(kind) {
	case KindFreebet, bonusrules.FreebetNoRisk, bonusrules.FreebetAllWin, bonusrules.FreebetOnlyWin:
		return true
	}
	return false
}

// Triggers: what issues a campaign's bonus to a player.
const (
	TriggerSignUp       = "sign_up"
	TriggerFirstDeposit = "first_deposit"
	TriggerDeposit      = "deposit"
	TriggerPromoCode    = "promo_code"
	TriggerSettledBet   = "settled_bet"
	TriggerManual       = "manual" // issued by the operator (and to the demo player at start)
)

// Text is a text by locale (locale.Text); English is required and stands in for the others.
type Text = locale.Text

// Campaign is one campaign of the content folder, with its kind's rules.
type Campaign struct {
	ID           string
	Kind         string
	Status       string // bonusrules.Campaign*
	Trigger      string
	TriggerKey   string        // the promo code of a promo_code campaign
	MinDeposit   int64         // deposit triggers: the smallest deposit that issues it
	ValidTo      time.Time     // zero: no end
	IssueValid   time.Duration // how long an issued bonus lasts; 0: until ValidTo
	Countries    []string      // upper-case ISO codes; none: everywhere
	OnlyVerified bool
	// Public campaigns are offered to visitors too (GET /offers: Promotions, the sign-up dialog).
	Public                      bool
	Conditions                  bonusrules.Conditions
	BannerDesktop, BannerMobile string
	Name, Details, Terms        Text

	Comboboost *bonusrules.Comboboost
	Freebet    *bonusrules.Freebet
	Hunting    *bonusrules.Hunting // also a tournament's points and farming
	Tournament *bonusrules.Tournament
	Lootbox    *bonusrules.Lootbox
}

// Currency is the currency of the campaign's money (freebet amounts, stakes, pools); "" for a
// comboboost, which has none.
func (c Campaign) Currency() string {
	switch {
	case c.Freebet != nil:
		return c.Freebet.Currency
	case c.Hunting != nil:
		return c.Hunting.Freebet.Currency
	case c.Lootbox != nil:
		return c.Lootbox.Currency
	}
	return ""
}

// Set is the campaigns of a content folder, read once at start; it does not change after.
type Set struct {
	list []Campaign
	byID map[string]int
}

// All is every campaign, in file-name order.
func (s *Set) All() []Campaign {
	if s == nil {
		return nil
	}
	return s.list
}

// ByID finds a campaign.
func (s *Set) ByID(id string) (Campaign, bool) {
	if s == nil {
		return Campaign{}, false
	}
	i, ok := s.byID[id]
	if !ok {
		return Campaign{}, false
	}
	return s.list[i], true
}

// ByPromoCode finds the promo_code campaign of a code; codes are matched without regard to case
// or surrounding spaces, as players type them.
func (s *Set) ByPromoCode(code string) (Campaign, bool) {
	code = strings.TrimSpace(code)
	for _, c := range s.All() {
		if c.Trigger == TriggerPromoCode && strings.EqualFold(c.TriggerKey, code) {
			return c, true
		}
	}
	return Campaign{}, false
}

// OpensLootbox reports whether a bet of stake in currency opens the lootbox of some campaign
// (bonusrules.Lootbox.Opens). Every placement without a bonus may open a lootbox of its player's:
// when no campaign's would open, it need not read them.
func (s *Set) OpensLootbox(currency string, stake int64) bool {
	for _, c := range s.All() {
		if c.Kind == KindLootbox && c.Lootbox != nil && c.Lootbox.Opens(currency, stake) {
			return true
		}
	}
	return false
}

// Triggered is the campaigns a trigger issues.
func (s *Set) Triggered(trigger string) []Campaign {
	var out []Campaign
	for _, c := range s.All() {
		if c.Trigger == trigger {
			out = append(out, c)
		}
	}
	return out
}

// New makes a Set of campaigns already checked (tests build sets in code).
func New(list ...Campaign) (*Set, error) {
	s := &Set{byID: map[string]int{}}
	for _, c := range list {
		if _, dup := s.byID[c.ID]; dup {
			return nil, fmt.Errorf("campaign %q: the id is used twice", c.ID)
		}
		s.byID[c.ID] = len(s.list)
		s.list = append(s.list, c)
	}
	return s, nil
}

// Load reads dir/bonuses/*.yaml; an empty dir, or one without bonuses, has no campaigns.
func Load(dir string) (*Set, error) {
	if dir == "" {
		return New()
	}
	names, err := filepath.Glob(filepath.Join(dir, "bonuses", "*.yaml"))
	if err != nil {
		return nil, fmt.Errorf("campaigns: %w", err)
	}
	slices.Sort(names)
	var list []Campaign
	for _, name := range names {
		c, err := readFile(name)
		if err != nil {
			return nil, fmt.Errorf("campaign file %s: %w", name, err)
		}
		list = append(list, c)
	}
	set, err := New(list...)
	if err != nil {
		return nil, err
	}
	codes := map[string]string{}
	for _, c := range list {
		if c.Trigger != TriggerPromoCode {
			continue
		}
		k := strings.ToUpper(c.TriggerKey)
		if other, dup := codes[k]; dup {
			return nil, fmt.Errorf("campaigns %q and %q have the same promo code %q", other, c.ID, c.TriggerKey)
		}
		codes[k] = c.ID
	}
	return set, nil
}

func readFile(name string) (Campaign, error) {
	f, err := os.Open(name)
	if err != nil {
		return Campaign{}, err
	}
	defer f.Close()
	dec := yaml.NewDecoder(f)
	dec.KnownFields(true) // a misspelt key is an error, not a silently missing rule
	var doc file
	if err := dec.Decode(&doc); err != nil {
		return Campaign{}, err
	}
	return doc.campaign()
}

// file is a campaign file as the operator writes it.
type file struct {
	ID             string     `yaml:"id"`
	Type           string     `yaml:"type"`
	Status         string     `yaml:"status"`
	Trigger        string     `yaml:"trigger"`
	TriggerKey     string     `yaml:"trigger_key"`
	MinDeposit     int64      `yaml:"min_deposit"`
	ValidTo        string     `yaml:"valid_to"`
	IssueValidDays int        `yaml:"issue_valid_days"`
	Countries      []string   `yaml:"countries"`
	OnlyVerified   bool       `yaml:"only_verified"`
	Public         bool       `yaml:"public"`
	Conditions     conditions `yaml:"conditions"`
	Banners        struct {
		Desktop string `yaml:"desktop"`
		Mobile  string `yaml:"mobile"`
	} `yaml:"banners"`
	Name       Text        `yaml:"name"`
	Details    Text        `yaml:"details"`
	Terms      Text        `yaml:"terms"`
	Comboboost *comboboost `yaml:"comboboost"`
	Freebet    *freebet    `yaml:"freebet"`
	Hunting    *hunting    `yaml:"hunting"`
	Tournament *tournament `yaml:"tournament"`
	Lootbox    *lootbox    `yaml:"lootbox"`
}

type conditions struct {
	Sports      []int64 `yaml:"sports"`
	Categories  []int64 `yaml:"categories"`
	Tournaments []int64 `yaml:"tournaments"`
	Events      []int64 `yaml:"events"`
}

type comboboost struct {
	MinOdds   float64 `yaml:"min_odds"`
	UsesCount int     `yaml:"uses_count"`
	Ranges    []struct {
		MinCount  int     `yaml:"min_count"`
		MaxCount  int     `yaml:"max_count"`
		BonusOdds float64 `yaml:"bonus_odds"`
	} `yaml:"ranges"`
}

type freebet struct {
	Mode           string  `yaml:"mode"`
	Amount         int64   `yaml:"amount"`
	Currency       string  `yaml:"currency"`
	MinOdds        float64 `yaml:"min_odds"`
	MaxOdds        float64 `yaml:"max_odds"`
	SelectionsFrom int     `yaml:"selections_from"`
	SelectionsTo   int     `yaml:"selections_to"`
	MatchStatus    string  `yaml:"match_status"`
	Boost          *struct {
		Points     int64   `yaml:"points"`
		Multiplier float64 `yaml:"multiplier"`
	} `yaml:"boost"`
}

type hunting struct {
	MinOdds       float64 `yaml:"min_odds"`
	MinStake      int64   `yaml:"min_stake"`
	PointsPerUnit float64 `yaml:"points_per_unit"`
	TargetPoints  int64   `yaml:"target_points"`
	Freebet       freebet `yaml:"freebet"`
}

type tournament struct {
	hunting     `yaml:",inline"`
	InitialPool int64   `yaml:"initial_pool"`
	PoolShare   int64   `yaml:"pool_share"`
	Prizes      []int64 `yaml:"prizes"`
}

type lootbox struct {
	MinStake int64  `yaml:"min_stake"`
	Currency string `yaml:"currency"`
	Mode     string `yaml:"mode"`
	Prizes   []struct {
		Weight        int64 `yaml:"weight"`
		FreebetAmount int64 `yaml:"freebet_amount"`
	} `yaml:"prizes"`
}

var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,62}$`)

// thousandths turns a decimal of the file (odds, a multiplier) into thousandths.
func thousandths(v float64) int64 { return int64(math.Round(v * betting.OddsScale)) }

func (f file) campaign() (Campaign, error) {
	c := Campaign{ID: f.ID, Kind: f.Type, Status: f.Status, Trigger: f.Trigger, TriggerKey: strings.TrimSpace(f.TriggerKey),
		MinDeposit: f.MinDeposit, IssueValid: time.Duration(f.IssueValidDays) * 24 * time.Hour, OnlyVerified: f.OnlyVerified, Public: f.Public,
		Conditions:    bonusrules.Conditions{SportIDs: f.Conditions.Sports, CategoryIDs: f.Conditions.Categories, TournamentIDs: f.Conditions.Tournaments, MatchIDs: f.Conditions.Events},
		BannerDesktop: f.Banners.Desktop, BannerMobile: f.Banners.Mobile, Name: f.Name, Details: f.Details, Terms: f.Terms}
	if !idPattern.MatchString(f.ID) {
		return c, fmt.Errorf("id: %q must be 1 to 63 lower-case letters, digits and dashes", f.ID)
	}
	switch f.Status {
	case bonusrules.CampaignActive, bonusrules.CampaignCreated, bonusrules.CampaignDisabled, bonusrules.CampaignFinished, bonusrules.CampaignPaused:
	default:
		return c, fmt.Errorf("status: %q must be active, created, disabled, finished or paused", f.Status)
	}
	switch f.Trigger {
	case TriggerSignUp, TriggerFirstDeposit, TriggerDeposit, TriggerSettledBet, TriggerManual:
		if c.TriggerKey != "" {
			return c, errors.New("trigger_key: only a promo_code campaign has one (its code)")
		}
	case TriggerPromoCode:
		if len(c.TriggerKey) < 3 || len(c.TriggerKey) > 64 || strings.ContainsAny(c.TriggerKey, " \t") {
			return c, errors.New("trigger_key: a promo code is 3 to 64 characters without spaces")
		}
	default:
		return c, fmt.Errorf("trigger: %q must be sign_up, first_deposit, deposit, promo_code, settled_bet or manual", f.Trigger)
	}
	if f.Public && f.Trigger == TriggerManual {
		return c, errors.New("public: a manual campaign cannot be offered, as no player can take it up")
	}
	if f.MinDeposit < 0 || f.MinDeposit > 0 && f.Trigger != TriggerDeposit && f.Trigger != TriggerFirstDeposit {
		return c, errors.New("min_deposit: only a deposit trigger has one, and it is not negative")
	}
	if f.ValidTo != "" {
		t, err := time.Parse(time.RFC3339, f.ValidTo)
		if err != nil {
			return c, fmt.Errorf("valid_to: %q is not an RFC 3339 time like 2027-06-30T23:59:59Z", f.ValidTo)
		}
		c.ValidTo = t.UTC()
	}
	if f.IssueValidDays < 0 {
		return c, errors.New("issue_valid_days: must not be negative")
	}
	for _, code := range f.Countries {
		if len(code) != 2 || strings.ToUpper(code) != code {
			return c, fmt.Errorf("countries: %q is not an upper-case two-letter country code", code)
		}
	}
	c.Countries = f.Countries
	for field, t := range map[string]Text{"name": f.Name, "details": f.Details, "terms": f.Terms} {
		if loc, err := t.Check(true); err != nil {
			return c, fmt.Errorf("%s.%s: %w", field, loc, err)
		}
	}
	kinds := map[string]bool{KindComboboost: f.Comboboost != nil, KindFreebet: f.Freebet != nil, KindHunting: f.Hunting != nil,
		KindTournament: f.Tournament != nil, KindLootbox: f.Lootbox != nil}
	if _, ok := kinds[f.Type]; !ok {
		return c, fmt.Errorf("type: %q must be comboboost, freebet, hunting, tournament or lootbox", f.Type)
	}
	for k, set := range kinds {
		if set != (k == f.Type) {
			return c, fmt.Errorf("a %s campaign has a %q section and no other kind's", f.Type, f.Type)
		}
	}
	err := c.rules(f)
	if err != nil {
		return c, fmt.Errorf("%s: %w", f.Type, err)
	}
	return c, nil
}

// rules fills in the kind's rules and checks them (a tournament's points as a tournament: it
// farms freebets only when it has a target).
func (c *Campaign) rules(f file) error {
	switch c.Kind {
	case KindComboboost:
		cb := bonusrules.Comboboost{MinOdds: thousandths(f.Comboboost.MinOdds), UsesCount: f.Comboboost.UsesCount, Conditions: c.Conditions}
		for _, r := range f.Comboboost.Ranges {
			cb.Ranges = append(cb.Ranges, bonusrules.Range{MinCount: r.MinCount, MaxCount: r.MaxCount, BonusOdds: thousandths(r.BonusOdds)})
		}
		c.Comboboost = &cb
		return cb.Validate()
	case KindFreebet:
		fb, err := c.freebet(*f.Freebet)
		c.Freebet = &fb
		return err
	case KindHunting:
		h, err := c.hunting(*f.Hunting)
		c.Hunting = &h
		if err != nil {
			return err
		}
		return h.Validate()
	case KindTournament:
		h, err := c.hunting(f.Tournament.hunting)
		if err != nil {
			return err
		}
		t := bonusrules.Tournament{Hunting: h, InitialPool: f.Tournament.InitialPool, PoolShare: f.Tournament.PoolShare, Prizes: f.Tournament.Prizes}
		c.Hunting, c.Tournament = &h, &t
		if c.ValidTo.IsZero() {
			return errors.New("valid_to: a tournament needs an end, when its prizes are given")
		}
		return t.Validate()
	case KindLootbox:
		l := bonusrules.Lootbox{MinStake: f.Lootbox.MinStake, Currency: f.Lootbox.Currency, Mode: bonusrules.FreebetMode(f.Lootbox.Mode)}
		for _, p := range f.Lootbox.Prizes {
			l.Prizes = append(l.Prizes, bonusrules.Prize{Weight: p.Weight, FreebetAmount: p.FreebetAmount})
		}
		c.Lootbox = &l
		if _, err := wallet.Lookup(l.Currency); err != nil {
			return fmt.Errorf("currency: %q is not a currency of the wallet", l.Currency)
		}
		return l.Validate()
	}
	return nil
}

func (c *Campaign) freebet(f freebet) (bonusrules.Freebet, error) {
	fb := bonusrules.Freebet{Mode: bonusrules.FreebetMode(f.Mode), Amount: f.Amount, Currency: f.Currency, MinOdds: thousandths(f.MinOdds),
		MaxOdds: thousandths(f.MaxOdds), SelectionsFrom: f.SelectionsFrom, SelectionsTo: f.SelectionsTo,
		MatchStatus: bonusrules.MatchStatus(f.MatchStatus), Conditions: c.Conditions}
	if fb.Mode == "" {
		fb.Mode = bonusrules.FreebetOnlyWin
	}
	if f.Boost != nil {
		fb.BoostPoints, fb.BoostMultiplier = f.Boost.Points, thousandths(f.Boost.Multiplier)
	}
	if _, err := wallet.Lookup(fb.Currency); err != nil {
		return fb, fmt.Errorf("currency: %q is not a currency of the wallet", fb.Currency)
	}
	return fb, fb.Validate()
}

func (c *Campaign) hunting(f hunting) (bonusrules.Hunting, error) {
	fb, err := c.freebet(f.Freebet)
	if err != nil {
		return bonusrules.Hunting{}, fmt.Errorf("freebet: %w", err)
	}
	return bonusrules.Hunting{MinOdds: thousandths(f.MinOdds), MinStake: f.MinStake, PointsPerUnit: thousandths(f.PointsPerUnit),
		TargetPoints: f.TargetPoints, Conditions: c.Conditions, Freebet: fb}, nil
}
