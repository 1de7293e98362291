package events

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/store"
)

type cause struct{ n int }
type effect struct{ n int }
type aftermath struct{ n int }

// Raise runs the hooks of each event and of the events they raise in turn, and returns them in the
// order they happened for publishing; a hook's error stops it.
func TestRaise(t *testing.T) {
	ctx := context.Background()
	b := &Bus{}
	Hook(b, func(_ context.Context, _ *store.Tx, e cause) ([]any, error) {
		return []any{effect{e.n * 10}, effect{e.n*10 + 1}}, nil
	})
	Hook(b, func(_ context.Context, _ *store.Tx, e effect) ([]any, error) {
		if e.n == 21 {
			return nil, errors.New("refused")
		}
		return []any{aftermath{e.n}}, nil
	})
	got, err := b.Raise(ctx, nil, cause{1})
	if want := "[{1} {10} {10} {11} {11}]"; err != nil || fmt.Sprint(got) != want {
		t.Fatalf("Raise(cause 1) = %v, %v; want %s", got, err, want)
	}
	if got, err := b.Raise(ctx, nil, cause{2}); err == nil || got != nil {
		t.Fatalf("a refusing hook: %v, %v", got, err)
	}
	var nilBus *Bus
	if got, err := nilBus.Raise(ctx, nil, cause{3}, effect{4}); err != nil || fmt.Sprint(got) != "[{3} {4}]" {
		t.Fatalf("a nil bus raised %v, %v", got, err)
	}
}
