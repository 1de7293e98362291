package players

import (
	"testing"

	"github.com/opensportsbook/sportsbook/internal/store"
)

// A player's status groups are their comp points level, then the operator's; a group check sees
// both, and nobody is in the empty group.
func TestGroupsAndCompPoints(t *testing.T) {
	s := &Service{}
	p := store.Player{CompPoints: 250, StatusGroups: []string{"spi_test"}}
	groups := s.StatusGroups(p)
	if len(groups) != 2 || groups[0].Id != "silver" || groups[0].Name != "Silver" || groups[1].Id != "spi_test" || groups[1].Name != "Quick deposit test" {
		t.Errorf("groups %+v", groups)
	}
	cp := s.CompPoints(p)
	if cp.PersistentPoints != 250 || cp.Condition == nil || cp.Condition.Min != 100 || cp.Condition.Max != 1_000 {
		t.Errorf("comp points %+v", cp)
	}
	for _, tc := range []struct {
		group string
		want  bool
	}{{"spi_test", true}, {"silver", true}, {"gold", false}, {"vip", false}, {"", false}} {
		if got := InGroup(p, tc.group); got != tc.want {
			t.Errorf("InGroup(%q) = %v", tc.group, got)
		}
	}
}
