package main

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/config"
	"github.com/opensportsbook/sportsbook/internal/feed"
	"github.com/opensportsbook/sportsbook/internal/locale"
	"github.com/opensportsbook/sportsbook/internal/sportsbookapi"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/web"
)

// backend is what the HTTP layer needs from the store, the realtime node and the feed. Keeping it
// one small struct lets main's routing be tested with fakes, and keeps the wiring of the other
// packages in this one file.
type backend struct {
	reader   catalogue.Reader
	router   catalogue.Router
	tokens   sportsbookapi.TokenIssuer
	realtime http.Handler                // nil: no realtime endpoint
	runFeed  func(context.Context) error // nil: no feed
	close    func() error
}

// openBackend opens the store, builds the realtime node and the updates pipeline, and prepares the
// feed with the pipeline as its sink (store first, then publish).
func openBackend(ctx context.Context, cfg config.Config, logger *slog.Logger) (*backend, error) {
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, fmt.Errorf("opening the store %s: %w", cfg.DatabaseURL, err)
	}
	fd := feed.New(feed.Config{Seed: cfg.FeedSeed, Speed: cfg.FeedSpeed}, st)
	return &backend{reader: st, router: st, runFeed: fd.Run, close: st.Close}, nil
}

// localeRules are the locale rules of the HTML shell, from internal/locale.
func localeRules() web.LocaleRules {
	return web.LocaleRules{Supported: locale.Supported(), Default: locale.Default, Resolve: locale.Resolve, IsRTL: locale.IsRTL}
}
