// Package features names the feature flags of spec section 6 and reads the FEATURES option: the
// flags that are on when the operator has not chosen otherwise (internal/operator stores their
// choices).
package features

import (
	"fmt"
	"slices"
	"strings"
)

// The feature flags (spec section 6).
const (
	QuickDeposit             = "quick_deposit"
	QuickDepositTest         = "quick_deposit_test"
	SignUpIframePreloader    = "sign_up_iframe_preloader"
	ActivityTracking         = "activity_tracking"
	ResponsibleGambling      = "responsible_gambling"
	Jackpots                 = "jackpots"
	CustomSportTypeProviders = "custom_sport_type_providers"
	// DeltaCompression has the SPA ask for match channels' messages as fossil deltas against the
	// last one (spec section 7, realtime: "delta compression is used when a feature flag is on").
	DeltaCompression = "delta_compression"
)

// Names are every flag, in the spec's order.
var Names = []string{QuickDeposit, QuickDepositTest, SignUpIframePreloader, ActivityTracking, ResponsibleGambling,
	Jackpots, CustomSportTypeProviders, DeltaCompression}

// Default is the FEATURES default: the parts a fresh install already has on. The quick-deposit
// test (for the spi_test group), the per-sport-type providers and delta compression are opt-in.
const Default = "quick_deposit,sign_up_iframe_preloader,activity_tracking,responsible_gambling,jackpots"

// Known reports whether name is a feature flag.
func Known(name string) bool { return slices.Contains(Names, name) }

// Parse reads a comma-separated list of flag names (spaces and case ignored, "" for none) into
// every flag's state: a listed flag is on, the others off. An unknown name is an error naming it,
// so that a typo does not switch a feature off without a word.
func Parse(list string) (map[string]bool, error) {
	out := make(map[string]bool, len(Names))
	for _, n := range Names {
		out[n] = false
	}
	for _, n := range strings.Split(list, ",") {
		n = strings.ToLower(strings.TrimSpace(n))
		if n == "" {
			continue
		}
		if !Known(n) {
			return nil, fmt.Errorf("%q is not a feature flag (known: %s)", n, strings.Join(Names, ", "))
		}
		out[n] = true
	}
	return out, nil
}
