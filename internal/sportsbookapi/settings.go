package sportsbookapi

import (
	"context"
	"maps"
	"slices"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
	"github.com/opensportsbook/sportsbook/internal/wire"
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
	// SportTypeProviders are the providers each sport type shows with the
	// custom_sport_type_providers flag on (web/src/domain/featureFlags.ts decides).
	SportTypeProviders map[string][]string
	CustomBetEnabled   bool
	VideoEnabled       bool
	HorseRacingEnabled bool
	LotteryEnabled     bool
	PushSubscription   bool
	// VirtualWalletURL is the virtual wallet's base URL; "" offers no virtual games.
	VirtualWalletURL string
	// Groups are the status group ids the front end checks players against.
	Groups PlayerGroups
}

// PlayerGroups are the status group ids the front end checks players against (spec section 6),
// "" for none, and where the user-group checker sends non-members.
type PlayerGroups struct {
	DepositReminder, UserGroupChecker, UserGroupCheckerURL, QuickDepositTest string
}

// DefaultSettings are the settings of a fresh install: all six odds formats with european active,
// odds changes not accepted automatically (mode none), preset stakes for common currencies, and
// the bet builder on.
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
		SportTypeProviders:             map[string][]string{"sport": {"sim"}, "cybersport": {"sim"}},
		CustomBetEnabled:               true,
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
	sportTypes := make(map[string][]string, len(s.SportTypeProviders))
	for k, v := range s.SportTypeProviders {
		sportTypes[k] = slices.Clone(v)
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
		SportTypeProviders:             sportTypes,
		FeatureFlags:                   map[string]bool{},
		CustomBetEnabled:               s.CustomBetEnabled,
		VideoEnabled:                   s.VideoEnabled,
		IsHorseRacingEnabled:           s.HorseRacingEnabled,
		IsLotteryEnabled:               s.LotteryEnabled,
		PushSubscription:               s.PushSubscription,
		NoSystemProviders:              []string{},
		VirtualWalletUrl:               wire.NonEmpty(s.VirtualWalletURL),
		PlayerGroups: &apigen.PlayerGroups{QuickDepositTest: s.Groups.QuickDepositTest, DepositReminder: wire.NonEmpty(s.Groups.DepositReminder),
			UserGroupChecker: wire.NonEmpty(s.Groups.UserGroupChecker), UserGroupCheckerUrl: wire.NonEmpty(s.Groups.UserGroupCheckerURL)},
	}
}

// GetSettings serves GET /settings: the site's settings, with a bearer token the player's own.
func (s *Server) GetSettings(ctx context.Context, req apigen.GetSettingsRequestObject) (apigen.GetSettingsResponseObject, error) {
	out := s.settings
	if id := playerID(ctx); id != 0 && s.bets != nil {
		ps, err := s.bets.PlayerSettings(ctx, id)
		if err != nil {
			return nil, internalError("player settings", err)
		}
		out = s.merged(ps)
	}
	out, err := s.switched(ctx, out)
	if err != nil {
		return nil, err
	}
	return apigen.GetSettings200JSONResponse(out), nil
}

// Switches are the operator's switches (internal/operator): the feature flags, and the provider
// statuses as the caller sees them (the test-providers cookie's, when it is honoured).
type Switches interface {
	FeatureFlags(ctx context.Context) (map[string]bool, error)
	ProviderStatuses(ctx context.Context) (map[string]bool, error)
	NoSystemProviders(ctx context.Context) ([]string, error)
}

// WithSwitches serves the operator's feature flags and provider statuses in the settings, read at
// each request so that every instance answers the operator's last choice; without it the
// settings' own (DefaultSettings) are served.
func WithSwitches(sw Switches) Option {
	return func(s *Server) { s.switches = sw }
}

// switched is out with the operator's switches: site.yaml's as last read, and the operator API's.
func (s *Server) switched(ctx context.Context, out apigen.BetSettings) (apigen.BetSettings, error) {
	out.IsMultiActiveFreebetsAllowed = s.content.Current().Site.MultiActiveFreebetsAllowed
	if s.switches == nil {
		return out, nil
	}
	flags, err := s.switches.FeatureFlags(ctx)
	if err != nil {
		return out, internalError("feature flags", err)
	}
	statuses, err := s.switches.ProviderStatuses(ctx)
	if err != nil {
		return out, internalError("provider statuses", err)
	}
	noSystem, err := s.switches.NoSystemProviders(ctx)
	if err != nil {
		return out, internalError("system bets", err)
	}
	out.FeatureFlags, out.ProviderStatuses, out.NoSystemProviders = flags, statuses, noSystem
	return out, nil
}

// merged is the site's settings with what the player chose instead.
func (s *Server) merged(ps store.PlayerSettings) apigen.BetSettings {
	out := s.settings
	if ps.OddsType != "" {
		out.ActiveOddsType = apigen.OddsType(ps.OddsType)
	}
	if ps.AcceptMode != "" {
		out.OddsAcceptMode = apigen.OddsAcceptMode(ps.AcceptMode)
	}
	if ps.Stakes != nil {
		out.Stakes = maps.Clone(out.Stakes)
		maps.Copy(out.Stakes, ps.Stakes)
	}
	out.PushSubscription = ps.Push
	return out
}

// maxPresetStakes bounds the preset stakes of one currency.
const maxPresetStakes = 6

// UpdateSettings serves POST /settings.
func (s *Server) UpdateSettings(ctx context.Context, req apigen.UpdateSettingsRequestObject) (apigen.UpdateSettingsResponseObject, error) {
	id := playerID(ctx)
	if id == 0 {
		return nil, unauthorized()
	}
	if s.bets == nil || req.Body == nil {
		return nil, badParameter("body")
	}
	ps, err := s.bets.PlayerSettings(ctx, id)
	if err != nil {
		return nil, internalError("player settings", err)
	}
	b := req.Body
	if b.OddsType != nil {
		if !slices.Contains(s.settings.OddsTypes, *b.OddsType) {
			return nil, badParameter("odds_type")
		}
		ps.OddsType = string(*b.OddsType)
	}
	if b.AutoAcceptOddsChange != nil {
		switch *b.AutoAcceptOddsChange {
		case apigen.None, apigen.Higher, apigen.Any:
			ps.AcceptMode = string(*b.AutoAcceptOddsChange)
		default:
			return nil, badParameter("auto_accept_odds_change")
		}
	}
	if b.Stakes != nil {
		for code, stakes := range *b.Stakes {
			if _, err := wallet.Lookup(code); err != nil || len(stakes) == 0 || len(stakes) > maxPresetStakes || slices.Min(stakes) <= 0 {
				return nil, badParameter("stakes")
			}
		}
		if ps.Stakes == nil {
			ps.Stakes = map[string][]int64{}
		}
		maps.Copy(ps.Stakes, *b.Stakes)
	}
	if b.OneSignalPushNotificationSubscription != nil {
		ps.Push = *b.OneSignalPushNotificationSubscription
	}
	if err := s.bets.SavePlayerSettings(ctx, id, ps); err != nil {
		return nil, internalError("save settings", err)
	}
	out, err := s.switched(ctx, s.merged(ps))
	if err != nil {
		return nil, err
	}
	return apigen.UpdateSettings200JSONResponse(out), nil
}
