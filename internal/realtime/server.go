package realtime

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"time"

	"github.com/centrifugal/centrifuge"
)

// Defaults of Config. A channel's history holds its last HistorySize publications, in memory or in
// Redis, on every locale's channel, and all of them go HistoryTTL after its last publication (a
// channel still published on keeps its last HistorySize, however old): at FEED_SPEED 60 the feed
// makes about a thousand match publications a second. A minute covers the longest gap recovery is for:
// a silent drop noticed after the server's ping (25 s) and its grace (10 s), then the client's
// longest reconnect delay (20 s); a client away longer reloads the snapshot.
const (
	DefaultHistorySize = 100
	DefaultHistoryTTL  = time.Minute
	// DefaultHistoryMetaTTL is how long a channel's epoch and top offset outlive its last
	// publication: as long as the longest history (ChatHistoryTTL), so that a finished match's
	// channels leave memory within the hour. Centrifuge's default is 30 days, a key per channel
	// and locale of every match ever played.
	DefaultHistoryMetaTTL = time.Hour
)

// UpdatesHistorySize bounds an updates channel's history further: each of its publications is a
// whole feed batch (every live match's list events, about one a second at normal speed, where a
// match channel's is one match's), so ten cover a network blip, and a client away longer reloads
// the lists (a request each, from the response cache) rather than the server keeping a minute of
// every locale's batches.
const UpdatesHistorySize = 10

// A chat channel's history: the last messages a reader who opens the chat sees, for an hour
// (a match's conversation; older remarks are stale).
const (
	ChatHistorySize = 50
	ChatHistoryTTL  = time.Hour
)

// Write batching of every connection (centrifuge's ConnectReply): the messages queued for a client
// within writeDelay go out in one websocket frame, newline-separated as centrifuge-js reads them,
// driven by a timer instead of a writer goroutine per connection. Every client of a locale hears
// every live match on its updates channel (about 45 messages a second at normal feed speed), and
// a frame and a syscall each cost more than the message: cmd/wsbench with 3,000 clients on the
// 2-core bench machine set them up 8 times faster (858 against 103 a second), delivered 1.6 times
// the messages, held 29 instead of 43 KiB a connection and dropped none for a late pong. 25 ms is
// below what a player notices, and the SPA applies what came at most every 33 ms (web/src/app/realtime.tsx).
const (
	writeDelay         = 25 * time.Millisecond
	maxMessagesInFrame = -1 // no limit: a frame holds what writeDelay collected
)

// Config configures the realtime server.
type Config struct {
	// Secret signs and verifies the HS256 connection and subscription tokens. Required.
	Secret []byte
	// Locales are the locales whose channels exist, e.g. the supported UI locales; they are mapped
	// to channel locales (ChannelLocale: "pt-BR" → "pt", "br" → "pt"). Required.
	Locales []string
	// HistorySize is how many publications a channel keeps for recovery (default 100).
	HistorySize int
	// HistoryTTL is how long a channel's history is kept after its last publication (default a
	// minute).
	HistoryTTL time.Duration
	// HistoryMetaTTL is how long a channel's epoch and offset are kept after its last publication
	// (default an hour); at least ChatHistoryTTL.
	HistoryMetaTTL time.Duration
	// DeltaCompression lets clients negotiate fossil delta on match channels.
	DeltaCompression bool
	// RedisURL, e.g. redis://127.0.0.1:6379/0 or rediss://user:pass@host:6380/0, selects
	// centrifuge's Redis broker and presence manager, so that several instances publish to and
	// deliver from the same channels, with one history (and recovery) per channel. Empty means in
	// memory, for one instance.
	RedisURL string
	// CheckOrigin decides which browser origins may open a websocket; nil allows the same host
	// only (requests without an Origin header, i.e. non-browser clients, are allowed).
	CheckOrigin func(r *http.Request) bool
	// Logger receives the node's warnings and errors; nil discards them.
	Logger *slog.Logger
}

// Server is the realtime node: it serves the websocket, authorises connections and subscriptions,
// issues tokens and publishes. Build it with New, then Run it, serve Handler, and Shutdown it.
type Server struct {
	node    *centrifuge.Node
	handler http.Handler
	secret  []byte
	locales []string
	histN   int
	histTTL time.Duration
	delta   bool
	logger  *slog.Logger
	now     func() time.Time
	redis   *centrifuge.RedisShard // nil: in-memory broker
}

var _ Publisher = (*Server)(nil)

// New builds the server and its centrifuge node. With Config.RedisURL it connects to Redis and
// fails when Redis does not answer. It does not start the node: call Run.
func New(cfg Config) (*Server, error) {
	if len(cfg.Secret) == 0 {
		return nil, errors.New("realtime: a token secret is required")
	}
	locales := ChannelLocales(cfg.Locales)
	if len(locales) == 0 {
		return nil, errors.New("realtime: at least one locale is required")
	}
	s := &Server{
		secret:  slices.Clone(cfg.Secret),
		locales: locales,
		histN:   cfg.HistorySize,
		histTTL: cfg.HistoryTTL,
		delta:   cfg.DeltaCompression,
		logger:  cfg.Logger,
		now:     time.Now,
	}
	if s.histN <= 0 {
		s.histN = DefaultHistorySize
	}
	if s.histTTL <= 0 {
		s.histTTL = DefaultHistoryTTL
	}
	if s.logger == nil {
		s.logger = slog.New(slog.DiscardHandler)
	}
	node, err := centrifuge.New(centrifuge.Config{
		LogLevel:       centrifuge.LogLevelWarn,
		LogHandler:     s.logEntry,
		HistoryMetaTTL: cmp.Or(cfg.HistoryMetaTTL, DefaultHistoryMetaTTL),
	})
	if err != nil {
		return nil, fmt.Errorf("realtime: creating the centrifuge node: %w", err)
	}
	s.node = node
	if cfg.RedisURL != "" {
		if err := s.useRedis(cfg.RedisURL); err != nil {
			return nil, err
		}
	}
	node.OnConnecting(s.onConnecting)
	node.OnConnect(s.onConnect)
	s.handler = centrifuge.NewWebsocketHandler(node, centrifuge.WebsocketConfig{CheckOrigin: cfg.CheckOrigin})
	return s, nil
}

// Locales returns the channel locales the server has channels for.
func (s *Server) Locales() []string { return slices.Clone(s.locales) }

// Handler serves the websocket endpoint; mount it at /connection/websocket.
func (s *Server) Handler() http.Handler { return s.handler }

// Run starts the node. Call it once, before serving Handler or publishing.
func (s *Server) Run() error {
	if err := s.node.Run(); err != nil {
		s.closeRedis()
		return fmt.Errorf("realtime: running the node: %w", err)
	}
	return nil
}

// Shutdown disconnects the clients and stops the node.
func (s *Server) Shutdown(ctx context.Context) error {
	err := s.node.Shutdown(ctx)
	// The node closes its broker but not the Redis connections the broker and presence share.
	s.closeRedis()
	if err != nil {
		return fmt.Errorf("realtime: shutting the node down: %w", err)
	}
	return nil
}

// Publish publishes data on channel, keeping it in the channel's history so that reconnecting
// clients recover it; on match channels with delta compression on, as a delta-capable publication.
func (s *Server) Publish(ctx context.Context, channel string, data []byte) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("realtime: publishing on %s: %w", channel, err)
	}
	info, err := ParseChannel(channel)
	if err != nil {
		return err
	}
	opts := []centrifuge.PublishOption{centrifuge.WithHistory(s.histN, s.histTTL)}
	switch info.Kind {
	case ChannelChat:
		opts = []centrifuge.PublishOption{centrifuge.WithHistory(ChatHistorySize, ChatHistoryTTL)}
	case ChannelUpdates:
		opts = []centrifuge.PublishOption{centrifuge.WithHistory(min(s.histN, UpdatesHistorySize), s.histTTL)}
	}
	if s.delta && info.Kind == ChannelMatch {
		opts = append(opts, centrifuge.WithDelta(true))
	}
	if _, err := s.node.Publish(channel, data, opts...); err != nil {
		return fmt.Errorf("realtime: publishing on %s: %w", channel, err)
	}
	return nil
}

func (s *Server) onConnecting(_ context.Context, e centrifuge.ConnectEvent) (centrifuge.ConnectReply, error) {
	userID, err := s.verifyConnection(e.Token)
	if err != nil {
		s.logger.Debug("realtime connection refused", "client", e.ClientID, "error", err)
		return centrifuge.ConnectReply{}, centrifuge.DisconnectInvalidToken
	}
	return centrifuge.ConnectReply{
		Credentials:        &centrifuge.Credentials{UserID: userID},
		WriteDelay:         writeDelay,
		MaxMessagesInFrame: maxMessagesInFrame,
		WriteWithTimer:     true,
	}, nil
}

func (s *Server) onConnect(c *centrifuge.Client) {
	c.OnSubscribe(func(e centrifuge.SubscribeEvent, cb centrifuge.SubscribeCallback) {
		opts, err := s.authorize(c.UserID(), e.Channel, e.Token)
		if err != nil {
			s.logger.Debug("realtime subscription refused", "channel", e.Channel, "user", c.UserID(), "error", err)
			cb(centrifuge.SubscribeReply{}, err)
			return
		}
		cb(centrifuge.SubscribeReply{Options: opts}, nil)
	})
	// A chat's history is readable by its subscribers (a reader opening the chat asks for the last
	// messages); other channels keep theirs for recovery only. Without a publish handler,
	// centrifuge refuses every client publication: messages come in through the API, which
	// checks and rate-limits them.
	c.OnHistory(func(e centrifuge.HistoryEvent, cb centrifuge.HistoryCallback) {
		info, err := ParseChannel(e.Channel)
		if err != nil || info.Kind != ChannelChat || !c.IsSubscribed(e.Channel) {
			cb(centrifuge.HistoryReply{}, centrifuge.ErrorPermissionDenied)
			return
		}
		cb(centrifuge.HistoryReply{}, nil)
	})
}

// authorize decides whether a connection of userID ("" anonymous) may subscribe to channel with
// the given subscription token, and with which options. Public channels of a configured locale are
// open to every connection; a private channel only to its own user with a valid subscription token.
// The error is a centrifuge client error.
func (s *Server) authorize(userID, channel, token string) (centrifuge.SubscribeOptions, error) {
	info, err := ParseChannel(channel)
	if err != nil {
		return centrifuge.SubscribeOptions{}, centrifuge.ErrorUnknownChannel
	}
	if info.Kind != ChannelChat && !slices.Contains(s.locales, info.Locale) {
		return centrifuge.SubscribeOptions{}, centrifuge.ErrorUnknownChannel
	}
	opts := centrifuge.SubscribeOptions{EnableRecovery: true, EnablePositioning: true}
	switch info.Kind {
	case ChannelUpdates, ChannelChat:
	case ChannelMatch:
		if s.delta {
			opts.AllowedDeltaTypes = []centrifuge.DeltaType{centrifuge.DeltaTypeFossil}
		}
	case ChannelPrivate:
		if userID == "" || userID != info.UserID {
			return centrifuge.SubscribeOptions{}, centrifuge.ErrorPermissionDenied
		}
		if err := s.verifySubscription(token, userID, channel); err != nil {
			return centrifuge.SubscribeOptions{}, centrifuge.ErrorPermissionDenied
		}
	default:
		return centrifuge.SubscribeOptions{}, centrifuge.ErrorUnknownChannel
	}
	return opts, nil
}

// logEntry forwards the node's log entries to the slog logger.
func (s *Server) logEntry(e centrifuge.LogEntry) {
	level := slog.LevelInfo
	switch {
	case e.Level >= centrifuge.LogLevelError:
		level = slog.LevelError
	case e.Level >= centrifuge.LogLevelWarn:
		level = slog.LevelWarn
	case e.Level <= centrifuge.LogLevelDebug:
		level = slog.LevelDebug
	}
	args := make([]any, 0, 2*len(e.Fields))
	for k, v := range e.Fields {
		args = append(args, k, v)
	}
	s.logger.Log(context.Background(), level, "centrifuge: "+e.Message, args...)
}
