package bonuses

import (
	"context"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bonusrules"
	"github.com/opensportsbook/sportsbook/internal/campaigns"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// contract is an issued bonus as the contract's Bonus, in lang.
func (s *Service) contract(ctx context.Context, e entry, lang string) (apigen.Bonus, error) {
	c, b := e.campaign, e.bonus
	out := apigen.Bonus{Id: bonusID(b.ID), CampaignId: c.ID, Name: c.Name.In(lang), Type: wireKind(b), Details: c.Details.In(lang),
		CountryCodes: nonNil(c.Countries), Status: apigen.CampaignStatus(c.Status), UserBonusStatus: apigen.PlayerBonusStatus(e.status),
		OnlyVerified: c.OnlyVerified, TriggerKey: c.Trigger, ValidTo: validTo(c, b)}
	out.EventConditions.SportIds = nonNil(c.Conditions.SportIDs)
	out.EventConditions.CategoryIds = nonNil(c.Conditions.CategoryIDs)
	out.EventConditions.TournamentIds = nonNil(c.Conditions.TournamentIDs)
	out.EventConditions.EventIds = nonNil(c.Conditions.MatchIDs)
	out.Issued.TimesUsed, out.Issued.Seen, out.Issued.ComputedStatus = b.TimesUsed, b.Seen, apigen.PlayerBonusStatus(e.status)
	if !b.ActivatedAt.IsZero() {
		out.Issued.ActivatedAt = &b.ActivatedAt
	}
	if !b.ExpiresAt.IsZero() {
		out.Issued.ExpiredAt = &b.ExpiresAt
	}
	if c.BannerDesktop != "" {
		out.Banners.Desktop = &c.BannerDesktop
	}
	if c.BannerMobile != "" {
		out.Banners.Mobile = &c.BannerMobile
	}
	switch {
	case b.Kind == campaigns.KindComboboost:
		out.Comboboost = comboboost(*c.Comboboost)
	case b.Kind == campaigns.KindFreebet:
		out.Freebet = freebet(c, b)
	case b.Kind == campaigns.KindLootbox:
		lb := &apigen.BonusLootbox{Currency: c.Lootbox.Currency, MinStake: c.Lootbox.MinStake, Prizes: []apigen.LootboxPrize{}}
		for _, p := range c.Lootbox.Prizes {
			lb.Prizes = append(lb.Prizes, apigen.LootboxPrize{FreebetAmount: p.FreebetAmount, Weight: p.Weight})
		}
		out.Lootbox = lb
	case c.Hunting != nil:
		f, err := s.farming(ctx, c, b)
		if err != nil {
			return out, err
		}
		out.Farming = f
	}
	return out, nil
}

// validTo is when a bonus can no longer be used: its own expiry or its campaign's end, the
// earlier; a campaign without an end and a bonus without an expiry say the far future.
func validTo(c campaigns.Campaign, b store.PlayerBonus) time.Time {
	t := c.ValidTo
	if !b.ExpiresAt.IsZero() && (t.IsZero() || b.ExpiresAt.Before(t)) {
		t = b.ExpiresAt
	}
	if t.IsZero() {
		t = time.Date(9999, 12, 31, 23, 59, 59, 0, time.UTC)
	}
	return t
}

// wireKind is the contract's BonusKind of an issued bonus: a freebet names its mode.
func wireKind(b store.PlayerBonus) apigen.BonusKind {
	if b.Kind == campaigns.KindFreebet && b.Mode != "" {
		return apigen.BonusKind(b.Mode)
	}
	return apigen.BonusKind(b.Kind)
}

func nonNil[T any](v []T) []T {
	if v == nil {
		return []T{}
	}
	return v
}

func comboboost(cb bonusrules.Comboboost) *apigen.BonusComboboost {
	out := &apigen.BonusComboboost{MinOdds: cb.MinOdds, UsesCount: cb.UsesCount}
	for _, r := range cb.Ranges {
		out.Ranges = append(out.Ranges, apigen.BonusRange{MinCount: r.MinCount, MaxCount: r.MaxCount, BonusOdds: r.BonusOdds})
	}
	return out
}

// freebet is a freebet bonus's terms as the contract says them.
func freebet(c campaigns.Campaign, b store.PlayerBonus) *apigen.BonusFreebet {
	f := terms(c, b)
	out := &apigen.BonusFreebet{Amount: b.Amount, Boosted: b.Boosted, Currency: b.Currency, MatchStatus: string(f.MatchStatus),
		MaxOdds: f.MaxOdds, MinOdds: f.MinOdds, SelectionCountFrom: f.SelectionsFrom, SelectionCountTo: f.SelectionsTo, Type: wireKind(b)}
	if out.MatchStatus == "" {
		out.MatchStatus = string(bonusrules.MatchAny)
	}
	if f.BoostPoints > 0 && !b.Boosted {
		out.Boost = &apigen.FreebetBoost{Multiplier: f.BoostMultiplier, Points: f.BoostPoints}
	}
	return out
}

// terms are the rules a freebet bonus is used under: its campaign's freebet (a hunting or
// tournament's farmed one, or a lootbox's prize: any bet) with the amount and mode issued.
func terms(c campaigns.Campaign, b store.PlayerBonus) bonusrules.Freebet {
	var f bonusrules.Freebet
	switch {
	case c.Freebet != nil:
		f = *c.Freebet
	case c.Hunting != nil:
		f = c.Hunting.Freebet
	}
	f.Mode, f.Amount, f.Currency = bonusrules.FreebetMode(b.Mode), b.Amount, b.Currency
	if b.SourceID != 0 && c.Kind == campaigns.KindFreebet {
		// A no-risk refund: any bet of the same currency.
		f = bonusrules.Freebet{Mode: f.Mode, Amount: b.Amount, Currency: b.Currency}
	}
	return f
}

// currencySubunits is a currency's minor units; a campaign's currency is checked at load.
func currencySubunits(code string) int {
	c, _ := wallet.Lookup(code)
	return c.Subunits
}
