package sportsbookapi

import (
	"context"
	"maps"
	"slices"

	"github.com/opensportsbook/sportsbook/internal/apigen"
)

// Settings are the bet settings GET /settings answers (spec section 3, Bet settings). Stakes are
// preset stake buttons in minor units per currency code.
type Settings struct {
	OddsTypes                      []apigen.OddsType
	ActiveOddsType                 apigen.OddsType
	OddsAcceptMode                 apigen.OddsAcceptMode
	Stakes                         map[string][]int64
	ProviderStatuses               map[string]bool
	MultiSingleAvailableByProvider map[string]bool
	CustomBetEnabled               bool
	VideoEnabled                   bool
	HorseRacingEnabled             bool
	LotteryEnabled                 bool
	MultiActiveFreebetsAllowed     bool
	PushSubscription               bool
}

// DefaultSettings are the settings of a fresh install: all six odds formats with european active,
// odds changes not accepted automatically (mode none), and preset stakes for common currencies.
func DefaultSettings() Settings {
	return Settings{
		OddsTypes: []apigen.OddsType{
			apigen.European, apigen.British, apigen.Hongkong, apigen.American, apigen.Indonesian, apigen.Malaysian,
		},
		ActiveOddsType: apigen.European,
		OddsAcceptMode: apigen.None,
		Stakes: map[string][]int64{
			"EUR": {100, 500, 1000, 2500},
			"USD": {100, 500, 1000, 2500},
			"GBP": {100, 500, 1000, 2500},
			"BRL": {500, 2500, 5000, 10000},
			"CAD": {100, 500, 1000, 2500},
			"AUD": {100, 500, 1000, 2500},
			"NZD": {100, 500, 1000, 2500},
			"INR": {10000, 50000, 100000, 250000},
			"KZT": {50000, 250000, 500000, 1000000},
			"RUB": {10000, 50000, 100000, 250000},
			"NOK": {1000, 5000, 10000, 25000},
		},
		ProviderStatuses:               map[string]bool{"sim": true},
		MultiSingleAvailableByProvider: map[string]bool{"sim": true},
	}
}

// contract converts the settings once, at construction; maps and slices are copied so that the
// caller's later changes cannot race with requests.
func (s Settings) contract() apigen.BetSettings {
	nonNil := func(m map[string]bool) map[string]bool {
		if m == nil {
			return map[string]bool{}
		}
		return maps.Clone(m)
	}
	stakes := make(map[string][]int64, len(s.Stakes))
	for k, v := range s.Stakes {
		stakes[k] = slices.Clone(v)
	}
	types := slices.Clone(s.OddsTypes)
	if types == nil {
		types = []apigen.OddsType{}
	}
	return apigen.BetSettings{
		OddsTypes:                      types,
		ActiveOddsType:                 s.ActiveOddsType,
		OddsAcceptMode:                 s.OddsAcceptMode,
		Stakes:                         stakes,
		ProviderStatuses:               nonNil(s.ProviderStatuses),
		MultiSingleAvailableByProvider: nonNil(s.MultiSingleAvailableByProvider),
		CustomBetEnabled:               s.CustomBetEnabled,
		VideoEnabled:                   s.VideoEnabled,
		IsHorseRacingEnabled:           s.HorseRacingEnabled,
		IsLotteryEnabled:               s.LotteryEnabled,
		IsMultiActiveFreebetsAllowed:   s.MultiActiveFreebetsAllowed,
		PushSubscription:               s.PushSubscription,
	}
}

// GetSettings serves GET /settings.
func (s *Server) GetSettings(ctx context.Context, req apigen.GetSettingsRequestObject) (apigen.GetSettingsResponseObject, error) {
	return apigen.GetSettings200JSONResponse(s.settings), nil
}
