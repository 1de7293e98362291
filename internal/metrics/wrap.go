package metrics

import (
	"context"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/realtime"
)

// Publisher returns next counting what it publishes by channel kind.
func (m *Metrics) Publisher(next realtime.Publisher) realtime.Publisher {
	return publisher{next: next, m: m}
}

type publisher struct {
	next realtime.Publisher
	m    *Metrics
}

func (p publisher) Publish(ctx context.Context, channel string, data []byte) error {
	if err := p.next.Publish(ctx, channel, data); err != nil {
		return err
	}
	p.m.publications.WithLabelValues(channelKind(channel)).Inc()
	return nil
}

// channelKind is the label of a channel: its kind, never its name, which holds a match or player id.
func channelKind(channel string) string {
	info, err := realtime.ParseChannel(channel)
	if err != nil {
		return "unknown"
	}
	switch info.Kind {
	case realtime.ChannelUpdates:
		return "updates"
	case realtime.ChannelMatch:
		return "match"
	case realtime.ChannelPrivate:
		return "player"
	}
	return "unknown"
}

// Sink returns next timing each batch from its hand-over, just after the feed produced it, to
// next's return, once it is stored and published.
func (m *Metrics) Sink(next catalogue.Sink) catalogue.Sink {
	return sink{next: next, m: m}
}

type sink struct {
	next catalogue.Sink
	m    *Metrics
}

func (s sink) Apply(ctx context.Context, b catalogue.Batch) error {
	start := time.Now()
	if err := s.next.Apply(ctx, b); err != nil {
		if ctx.Err() == nil { // a batch cut short by a stop has not failed
			s.m.feedFailures.Inc()
		}
		return err
	}
	s.m.feedBatchLag.Observe(time.Since(start).Seconds())
	return nil
}
