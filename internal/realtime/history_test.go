package realtime

import (
	"context"
	"testing"
	"time"

	"github.com/centrifugal/centrifuge"
)

// A finished match's channels leave memory: its publications after HistoryTTL, its epoch and
// offset after HistoryMetaTTL, so that a channel no longer published on holds nothing; the next
// look at it finds a new, empty stream.
func TestHistoryLeavesChannelsNoLongerPublished(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := newTestServer(t, Config{HistoryTTL: time.Second, HistoryMetaTTL: 2 * time.Second})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	defer s.Shutdown(ctx)
	ch := MatchChannel("en", 7)
	for range 3 {
		if err := s.Publish(ctx, ch, []byte(`{"event_name":"markets_changed"}`)); err != nil {
			t.Fatal(err)
		}
	}
	before, err := s.node.History(ch, centrifuge.WithLimit(centrifuge.NoLimit))
	if err != nil || len(before.Publications) != 3 {
		t.Fatalf("history right after publishing: %d publications, %v", len(before.Publications), err)
	}
	// Centrifuge counts in whole seconds and sweeps once a second.
	time.Sleep(5 * time.Second)
	after, err := s.node.History(ch, centrifuge.WithLimit(centrifuge.NoLimit))
	if err != nil {
		t.Fatal(err)
	}
	if len(after.Publications) != 0 || after.Offset != 0 || after.Epoch == before.Epoch {
		t.Fatalf("the channel is still held: %d publications, offset %d, epoch %q (was %q)",
			len(after.Publications), after.Offset, after.Epoch, before.Epoch)
	}
}

func TestHistoryDefaults(t *testing.T) {
	// The epoch and offset must outlive every history, or a chat would lose its position while
	// it still holds messages; and no longer than needed, as every channel ever published on
	// keeps them.
	if DefaultHistoryMetaTTL < ChatHistoryTTL || DefaultHistoryMetaTTL < DefaultHistoryTTL || DefaultHistoryMetaTTL > 24*time.Hour {
		t.Errorf("meta TTL %v: want at least the histories' (%v, %v) and at most a day", DefaultHistoryMetaTTL, ChatHistoryTTL, DefaultHistoryTTL)
	}
	// Every publication of the last HistoryTTL is kept on every locale's channel.
	if DefaultHistoryTTL > time.Minute {
		t.Errorf("history TTL %v: longer than the minute recovery needs", DefaultHistoryTTL)
	}
}

// An updates channel keeps its last UpdatesHistorySize publications (each a whole feed batch), a
// match channel its last HistorySize.
func TestUpdatesChannelKeepsAShorterHistory(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := newTestServer(t, Config{})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	defer s.Shutdown(ctx)
	for _, c := range []struct {
		channel string
		want    int
	}{{UpdatesChannel("en"), UpdatesHistorySize}, {MatchChannel("en", 7), UpdatesHistorySize + 5}} {
		for range UpdatesHistorySize + 5 {
			if err := s.Publish(ctx, c.channel, []byte(`[{"event_name":"markets_changed"}]`)); err != nil {
				t.Fatal(err)
			}
		}
		h, err := s.node.History(c.channel, centrifuge.WithLimit(centrifuge.NoLimit))
		if err != nil || len(h.Publications) != c.want {
			t.Errorf("%s keeps %d publications, %v; want %d", c.channel, len(h.Publications), err, c.want)
		}
	}
}
