package bonuses

import (
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bonusrules"
	"github.com/opensportsbook/sportsbook/internal/campaigns"
)

// Offers are the campaigns a visitor may read about (GET /offers: Promotions, the sign-up dialog):
// the public ones that are active and have not ended, in the content folder's order, worded in
// lang. A promo-code offer says its code: that is how a visitor takes it up.
func (s *Service) Offers(lang string) []apigen.Offer {
	now := s.Now()
	out := []apigen.Offer{}
	for _, c := range s.Campaigns.All() {
		if !c.Public || c.Status != bonusrules.CampaignActive || !c.ValidTo.IsZero() && !now.Before(c.ValidTo) {
			continue
		}
		o := apigen.Offer{CampaignId: c.ID, Name: c.Name.In(lang), Type: offerKind(c), Details: c.Details.In(lang),
			Terms: c.Terms.In(lang), TriggerKey: c.Trigger}
		if c.Trigger == campaigns.TriggerPromoCode {
			o.PromoCode = &c.TriggerKey
		}
		if !c.ValidTo.IsZero() {
			o.ValidTo = &c.ValidTo
		}
		if c.BannerDesktop != "" {
			o.Banners.Desktop = &c.BannerDesktop
		}
		if c.BannerMobile != "" {
			o.Banners.Mobile = &c.BannerMobile
		}
		out = append(out, o)
	}
	return out
}

// offerKind is the contract's BonusKind of a campaign: a freebet names its mode, as an issued
// one does (wireKind).
func offerKind(c campaigns.Campaign) apigen.BonusKind {
	if c.Freebet != nil && c.Freebet.Mode != "" {
		return apigen.BonusKind(c.Freebet.Mode)
	}
	return apigen.BonusKind(c.Kind)
}
