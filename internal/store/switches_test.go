package store

import (
	"context"
	"maps"
	"testing"
)

// Switches are stored per kind, the last choice wins, and the providers are the catalogue's
// sports'. On both engines.
func TestSwitchesConformance(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := open(t, e)
		for _, c := range []struct {
			kind, name string
			on         bool
		}{{SwitchProvider, "sim", false}, {SwitchFeature, "jackpots", true}, {SwitchFeature, "jackpots", false}, {SwitchFeature, "quick_deposit", true}} {
			if err := s.SetSwitch(ctx, c.kind, c.name, c.on, p0); err != nil {
				t.Fatal(err)
			}
		}
		if got, err := s.Switches(ctx, SwitchFeature); err != nil || !maps.Equal(got, map[string]bool{"jackpots": false, "quick_deposit": true}) {
			t.Fatalf("features = %v, %v", got, err)
		}
		var inTx map[string]bool
		err := s.InTx(ctx, func(tx *Tx) (err error) {
			inTx, err = tx.Switches(ctx, SwitchProvider)
			return err
		})
		if err != nil || !maps.Equal(inTx, map[string]bool{"sim": false}) {
			t.Fatalf("providers in a transaction = %v, %v", inTx, err)
		}
		if err := s.Apply(ctx, fixture()); err != nil {
			t.Fatal(err)
		}
		if got, err := s.Providers(ctx); err != nil || len(got) != 1 || got[0] != "sim" {
			t.Fatalf("providers = %v, %v", got, err)
		}
	})
}
