// Package operator holds the operator's switches (issue 15): the feature flags (spec section 6)
// and the provider statuses (spec sections 3 and 4), stored in the database (migration 0021) so
// that a restart and every instance keep the operator's choice, and the operator API that sets
// them (api.go). Switching a provider publishes provider_status_changed on every locale's updates
// channel; the bet service refuses bets, and cash-outs of open bets, on a provider that is off
// (internal/bets).
package operator

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/features"
	"github.com/opensportsbook/sportsbook/internal/realtime"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// ErrUnknown is a feature flag or a provider that does not exist.
var ErrUnknown = errors.New("operator: unknown name")

// Store is what the switches need of the store.
type Store interface {
	Switches(ctx context.Context, kind string) (map[string]bool, error)
	SetSwitch(ctx context.Context, kind, name string, on bool, at time.Time) error
	// Providers are the providers the catalogue's sports come from.
	Providers(ctx context.Context) ([]string, error)
}

// Service reads and sets the switches.
type Service struct {
	Store     Store
	Publisher realtime.Publisher
	// Events gets ProviderStatusChanged once a switch is stored (the bet service withdraws or
	// offers again the cash-outs it touches); nil: no subscribers.
	Events *events.Bus
	// Locales are the site's locales: provider_status_changed goes to each one's updates channel.
	Locales []string
	// Features are the flags' states until the operator sets them (FEATURES).
	Features map[string]bool
	Now      func() time.Time
	// Cashier decides withdrawals (the operator API's /operator/withdrawals); nil: those calls
	// answer 404.
	Cashier Cashier
	// Support is the built-in support chat (the operator API's /operator/support-chats); nil:
	// those calls answer 404.
	Support Support
}

// Support is what the operator API needs of the support chat (internal/support.Service): the
// conversations waiting for an answer, one conversation, and the answer.
type Support interface {
	Open(ctx context.Context) ([]store.SupportConversationSummary, error)
	Messages(ctx context.Context, playerID int64) ([]store.SupportMessage, error)
	Answer(ctx context.Context, playerID int64, text string) (store.SupportMessage, error)
}

// Cashier is what the operator API needs of the cashier (internal/cashier.Service): the queue of
// pending withdrawals, and their approval or rejection.
type Cashier interface {
	PendingWithdrawals(ctx context.Context, page, limit *int) ([]store.Withdrawal, catalogue.Pagination, error)
	ApproveWithdrawal(ctx context.Context, id int64) (store.Withdrawal, error)
	RejectWithdrawal(ctx context.Context, id int64, reason string) (store.Withdrawal, error)
}

// FeatureOn is a flag's state as a function, for services that ask at the moment they act.
func (s *Service) FeatureOn(flag string) func(context.Context) (bool, error) {
	return func(ctx context.Context) (bool, error) {
		flags, err := s.FeatureFlags(ctx)
		return flags[flag], err
	}
}

// FeatureFlags are every flag's state: the operator's choice, else FEATURES.
func (s *Service) FeatureFlags(ctx context.Context) (map[string]bool, error) {
	stored, err := s.Store.Switches(ctx, store.SwitchFeature)
	if err != nil {
		return nil, err
	}
	out := make(map[string]bool, len(features.Names))
	for _, n := range features.Names {
		out[n] = s.Features[n]
		if on, ok := stored[n]; ok {
			out[n] = on
		}
	}
	return out, nil
}

// SetFeature switches a flag on or off and returns every flag's state.
func (s *Service) SetFeature(ctx context.Context, name string, on bool) (map[string]bool, error) {
	if !features.Known(name) {
		return nil, fmt.Errorf("feature %q: %w", name, ErrUnknown)
	}
	if err := s.Store.SetSwitch(ctx, store.SwitchFeature, name, on, s.Now()); err != nil {
		return nil, err
	}
	return s.FeatureFlags(ctx)
}

// SystemBets says for each provider of the catalogue whether its selections may be in a system bet:
// yes unless the operator switched it off.
func (s *Service) SystemBets(ctx context.Context) (map[string]bool, error) {
	return s.perProvider(ctx, store.SwitchSystemBets)
}

// NoSystemProviders are the providers whose selections may not be in a system bet, sorted.
func (s *Service) NoSystemProviders(ctx context.Context) ([]string, error) {
	allowed, err := s.SystemBets(ctx)
	if err != nil {
		return nil, err
	}
	out := []string{}
	for p, on := range allowed {
		if !on {
			out = append(out, p)
		}
	}
	slices.Sort(out)
	return out, nil
}

// SetSystemBets allows or forbids a provider's selections in system bets and returns every
// provider's answer. Placement reads it in its transaction; pages read it with the bet settings.
func (s *Service) SetSystemBets(ctx context.Context, name string, on bool) (map[string]bool, error) {
	if err := s.setPerProvider(ctx, store.SwitchSystemBets, name, on); err != nil {
		return nil, err
	}
	return s.SystemBets(ctx)
}

// setPerProvider stores the operator's choice of a switch for a provider of the catalogue.
func (s *Service) setPerProvider(ctx context.Context, kind, name string, on bool) error {
	known, err := s.Store.Providers(ctx)
	if err != nil {
		return err
	}
	if !slices.Contains(known, name) {
		return fmt.Errorf("provider %q: %w", name, ErrUnknown)
	}
	return s.Store.SetSwitch(ctx, kind, name, on, s.Now())
}

// Statuses are every provider's status for everyone (no test cookie): a provider of the catalogue
// takes bets unless the operator switched it off.
func (s *Service) Statuses(ctx context.Context) (map[string]bool, error) {
	return s.perProvider(ctx, store.SwitchProvider)
}

// perProvider is a switch of every provider of the catalogue (Effective: on unless stored off).
func (s *Service) perProvider(ctx context.Context, kind string) (map[string]bool, error) {
	known, err := s.Store.Providers(ctx)
	if err != nil {
		return nil, err
	}
	stored, err := s.Store.Switches(ctx, kind)
	if err != nil {
		return nil, err
	}
	return Effective(known, stored), nil
}

// ProviderStatuses are the provider statuses the caller sees: Statuses, with the test-providers
// cookie's forced statuses when the request carried it (Forced).
func (s *Service) ProviderStatuses(ctx context.Context) (map[string]bool, error) {
	out, err := s.Statuses(ctx)
	if err != nil {
		return nil, err
	}
	return Apply(ctx, out), nil
}

// SetProvider switches a provider of the catalogue on or off, publishes every provider's status
// (provider_status_changed) on every locale's updates channel and the domain event
// ProviderStatusChanged, and returns the statuses.
func (s *Service) SetProvider(ctx context.Context, name string, on bool) (map[string]bool, error) {
	if err := s.setPerProvider(ctx, store.SwitchProvider, name, on); err != nil {
		return nil, err
	}
	s.Events.Publish(ctx, events.ProviderStatusChanged{Provider: name, On: on})
	statuses, err := s.Statuses(ctx)
	if err != nil {
		return nil, err
	}
	return statuses, s.publish(ctx, statuses)
}

// publish tells every page of the statuses. Players' own forced statuses (the test cookie) are
// not on a public channel: such a page reads them again from GET /settings (web/src/app/realtime.tsx).
func (s *Service) publish(ctx context.Context, statuses map[string]bool) error {
	var m apigen.RealtimeMessage
	m.EventName = apigen.ProviderStatusChanged
	m.Message.ProviderStatuses = &statuses
	data, err := json.Marshal(m)
	if err != nil {
		return fmt.Errorf("encoding provider_status_changed: %w", err)
	}
	for _, l := range realtime.ChannelLocales(s.Locales) {
		if err := s.Publisher.Publish(ctx, realtime.UpdatesChannel(l), data); err != nil {
			return fmt.Errorf("publishing provider_status_changed: %w", err)
		}
	}
	return nil
}

// Effective are the statuses of the known providers (on unless stored off), with any stored
// provider the catalogue no longer has kept as stored, so that its bets stay refused.
func Effective(known []string, stored map[string]bool) map[string]bool {
	out := maps.Clone(stored)
	if out == nil {
		out = map[string]bool{}
	}
	for _, p := range known {
		if _, ok := out[p]; !ok {
			out[p] = true
		}
	}
	return out
}
