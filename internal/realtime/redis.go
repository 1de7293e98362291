package realtime

import (
	"context"
	"fmt"
	"net/url"

	"github.com/centrifugal/centrifuge"
)

// pingChannel is the channel whose presence Ping asks Redis for: a read that creates no key.
const pingChannel = "sportsbook.ping"

// useRedis connects to Redis and makes it the node's broker (publications, history, recovery)
// and presence manager, so that every instance on the same Redis shares the channels.
func (s *Server) useRedis(rawURL string) error {
	shard, err := centrifuge.NewRedisShard(s.node, centrifuge.RedisShardConfig{Address: rawURL})
	if err != nil {
		return fmt.Errorf("realtime: connecting to Redis at %s: %w", redactURL(rawURL), err)
	}
	broker, err := centrifuge.NewRedisBroker(s.node, centrifuge.RedisBrokerConfig{Shards: []*centrifuge.RedisShard{shard}})
	if err != nil {
		shard.Close()
		return fmt.Errorf("realtime: creating the Redis broker: %w", err)
	}
	presence, err := centrifuge.NewRedisPresenceManager(s.node, centrifuge.RedisPresenceManagerConfig{Shards: []*centrifuge.RedisShard{shard}})
	if err != nil {
		shard.Close()
		return fmt.Errorf("realtime: creating the Redis presence manager: %w", err)
	}
	s.node.SetBroker(broker)
	s.node.SetPresenceManager(presence)
	s.redis = shard
	return nil
}

// closeRedis closes the Redis connections, if any; closing twice is harmless.
func (s *Server) closeRedis() {
	if s.redis != nil {
		s.redis.Close()
	}
}

// Ping reports whether the node's Redis answers, for readiness: always nil without Redis. It
// asks through the node's own Redis connections, so a failure means publications fail too.
func (s *Server) Ping(ctx context.Context) error {
	if s.redis == nil {
		return nil
	}
	// Centrifuge's Redis calls take no context (its IO timeout bounds them): wait in a goroutine
	// that the buffered channel lets finish on its own after ctx ends.
	done := make(chan error, 1)
	go func() {
		_, err := s.node.PresenceStats(pingChannel)
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			return fmt.Errorf("realtime: Redis does not answer: %w", err)
		}
		return nil
	case <-ctx.Done():
		return fmt.Errorf("realtime: Redis does not answer: %w", ctx.Err())
	}
}

// redactURL shows a Redis URL without its password; an unparsable one not at all.
func redactURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "(malformed URL)"
	}
	return u.Redacted()
}
