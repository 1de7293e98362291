package main

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/bets"
	"github.com/opensportsbook/sportsbook/internal/bonuses"
	"github.com/opensportsbook/sportsbook/internal/campaigns"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/cataloguei18n"
	"github.com/opensportsbook/sportsbook/internal/chat"
	"github.com/opensportsbook/sportsbook/internal/comppoints"
	"github.com/opensportsbook/sportsbook/internal/config"
	"github.com/opensportsbook/sportsbook/internal/content"
	"github.com/opensportsbook/sportsbook/internal/crests"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/favourites"
	"github.com/opensportsbook/sportsbook/internal/features"
	"github.com/opensportsbook/sportsbook/internal/feed"
	"github.com/opensportsbook/sportsbook/internal/feedcontrol"
	"github.com/opensportsbook/sportsbook/internal/feedlead"
	"github.com/opensportsbook/sportsbook/internal/jackpots"
	"github.com/opensportsbook/sportsbook/internal/locale"
	"github.com/opensportsbook/sportsbook/internal/metrics"
	"github.com/opensportsbook/sportsbook/internal/notifications"
	"github.com/opensportsbook/sportsbook/internal/operator"
	"github.com/opensportsbook/sportsbook/internal/outbox"
	"github.com/opensportsbook/sportsbook/internal/platformapi"
	"github.com/opensportsbook/sportsbook/internal/players"
	"github.com/opensportsbook/sportsbook/internal/predictions"
	"github.com/opensportsbook/sportsbook/internal/realtime"
	"github.com/opensportsbook/sportsbook/internal/secheaders"
	"github.com/opensportsbook/sportsbook/internal/sportsbookapi"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/support"
	"github.com/opensportsbook/sportsbook/internal/updates"
	"github.com/opensportsbook/sportsbook/internal/web"
)

// mailQueueSize is how many mails may wait for the SMTP server.
const mailQueueSize = 1000

// backend is what the HTTP layer needs from the store, the realtime node and the feed. Keeping it
// one small struct lets main's routing be tested with fakes, and keeps the wiring of the other
// packages in this one file.
type backend struct {
	version        func() uint64 // the catalogue's data version (store.Version); nil: no response cache
	reader         catalogue.Reader
	names          *cataloguei18n.Catalogue // nil: names stay English
	router         catalogue.Router
	tokens         sportsbookapi.TokenIssuer
	bets           sportsbookapi.BetService          // nil: no bets taken
	bonuses        sportsbookapi.BonusService        // nil: no bonuses
	jackpots       sportsbookapi.JackpotService      // nil: no jackpots
	favourites     sportsbookapi.FavouriteService    // nil: no favourites
	notifications  sportsbookapi.NotificationService // nil: no inbox
	predictions    sportsbookapi.PredictionService   // nil: no votes
	chat           sportsbookapi.ChatService         // nil: no match chat
	support        sportsbookapi.SupportService      // nil: no built-in support chat
	content        *content.Store                    // nil: the built-in site configuration
	operator       *operator.Service                 // nil: the settings' own flags and statuses, no operator API
	platform       *platformapi.Server               // nil: no platform API
	outbox         http.Handler                      // nil: no /dev/outbox page
	control        http.Handler                      // nil: no feed test control
	jackpotControl http.Handler                      // nil: no jackpots test control
	sessionControl http.Handler                      // nil: no sessions test control
	realtime       http.Handler                      // nil: no realtime endpoint
	rtReady        func(context.Context) error       // nil: nothing to check (realtime's Redis, when it has one)
	runFeed        func(context.Context) error       // nil: no feed
	metrics        *metrics.Metrics                  // nil: no /metrics, no request metrics
	close          func() error
}

// openBackend opens the store, builds the realtime node and the updates pipeline, and prepares the
// feed with the pipeline as its sink (store first, then publish).
func openBackend(ctx context.Context, cfg config.Config, logger *slog.Logger) (*backend, error) {
	// The API, the pages, the channels and the bets' publications name the catalogue in their
	// reader's language, from the one set of tables loaded here.
	names, err := cataloguei18n.Load()
	if err != nil {
		return nil, err
	}
	// A bad campaign file stops the start, naming the file and the field.
	offers, err := campaigns.Load(cfg.ContentDir)
	if err != nil {
		return nil, err
	}
	// A bad jackpot file stops the start before anything is opened.
	declared, err := jackpots.Load(cfg.ContentDir)
	if err != nil {
		return nil, err
	}
	// So does a bad site, theme or page file; later changes are checked as they come (run).
	site, err := content.Open(cfg.ContentDir, logger)
	if err != nil {
		return nil, err
	}
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, fmt.Errorf("opening the store %s: %w", store.Redacted(cfg.DatabaseURL), err)
	}
	rt, err := realtime.New(realtime.Config{
		Secret:  auth.SubKey([]byte(cfg.JWTSecret), "realtime"),
		Locales: locale.Supported(),
		// Clients may ask for fossil deltas on match channels (the SPA does while the operator's
		// delta_compression flag is on); those that don't get full messages.
		DeltaCompression: true,
		RedisURL:         cfg.RedisURL,
		Logger:           logger,
	})
	if err == nil {
		err = rt.Run()
	}
	if err != nil {
		return nil, errors.Join(fmt.Errorf("starting realtime: %w", err), st.Close())
	}
	m := metrics.New(metrics.Sources{DBPools: st.PoolStats, RealtimeClients: rt.Clients})
	pub := m.Publisher(rt) // every service publishes through it, so that publications are counted
	var sender outbox.Sender = outbox.Store{Store: st, Logger: logger, Now: time.Now, LogText: cfg.DevOutbox}
	closeMail := func(context.Context) {}
	if cfg.SMTPURL != "" {
		smtpSender, err := outbox.NewSMTP(cfg.SMTPURL, sender)
		if err != nil {
			return nil, errors.Join(err, rt.Shutdown(ctx), st.Close())
		}
		// Off the request path: a request answers before the mail server does.
		q := outbox.NewQueue(smtpSender, mailQueueSize, logger)
		sender, closeMail = q, q.Close
	}
	// stop closes what is open, the mail queue first: its SMS fall back to the store.
	// The response cache's version follows the batches of the instance that runs the feed.
	followCtx, stopFollowing := context.WithCancel(context.WithoutCancel(ctx))
	go st.FollowCatalogue(followCtx, logger)
	stop := func(ctx context.Context) error {
		closeMail(ctx)
		stopFollowing()
		return errors.Join(rt.Shutdown(ctx), st.Close())
	}
	policy := secheaders.New(cfg.FrameAncestors, cfg.ConnectSources())
	bus := &events.Bus{} // the services' domain events: bets, deposits, sign-ups
	switches := &operator.Service{Store: st, Publisher: pub, Events: bus, Locales: locale.Supported(), Features: cfg.Features, Now: time.Now}
	hashing := auth.StrongHashing
	if cfg.TestPasswordHashing {
		hashing = auth.TestHashing
	}
	platform := platformapi.New(platformapi.Config{
		Store: st, Events: bus, Secret: []byte(cfg.JWTSecret), BlockedCountries: cfg.BlockedCountries, CountryHeader: cfg.CountryHeader,
		Embedded: cfg.Embedded, SignInPerMinute: cfg.SignInAttemptsPerMinute, PasswordHashing: hashing, PublicURL: cfg.PublicURL, SiteURL: cfg.SiteURL(),
		Policy: policy, DefaultLocale: locale.Default, Sender: sender, Publisher: pub, Logger: logger,
		QuickDepositTestGroup: cfg.QuickDepositTestGroup, QuickDepositTestOn: switches.FeatureOn(features.QuickDepositTest),
		WithdrawalAutoApproveMax: cfg.WithdrawalAutoApproveMax,
		Allows: func() players.Access {
			s := site.Current().Site
			return players.Access{SignIn: s.SignInAllowed, SignUp: s.SignUpAllowed}
		},
	})
	switches.Cashier = platform.Cashier() // the operator API's withdrawals
	supportChat := &support.Service{Store: st, Publisher: pub, Now: time.Now}
	if site != nil {
		supportChat.BuiltIn = func() bool { return site.Current().Site.BuiltInChat() }
	}
	switches.Support = supportChat // the operator API's support chats
	var outboxPage http.Handler
	if cfg.DevOutbox {
		outboxPage = outbox.Page(st, policy, logger)
	}
	bonusService := &bonuses.Service{Store: st, Campaigns: offers, Logger: logger, Now: time.Now, Draw: bonuses.CryptoDraw, Events: bus,
		HashKey: auth.SubKey([]byte(cfg.JWTSecret), "bonus-user-hash")}
	bonusService.Register(bus)
	bonusService.Tell(bus, pub, locale.Supported())
	// Ended tournaments give their prizes; the issue keys make a second instance's run a no-op.
	go bonusService.AwardTournamentsEvery(followCtx, time.Minute)
	if cfg.DemoPlayer {
		_, err := platformapi.EnsureDemoPlayer(ctx, st, hashing, time.Now())
		var demo store.Player
		if err == nil {
			demo, err = st.PlayerByEmail(ctx, platformapi.DemoEmail)
		}
		if err == nil {
			err = bonusService.IssueDemo(ctx, demo.ID)
		}
		if err != nil {
			return nil, errors.Join(err, stop(ctx))
		}
	}
	betService := &bets.Service{Store: st, Events: bus, Publisher: pub, Names: names, Bonuses: bonusService, Logger: logger, Now: time.Now,
		MultipleFreebets: func() bool { return site.Current().Site.MultiActiveFreebetsAllowed }}
	betService.TellPlayers(bus)
	comppoints.Register(bus) // a settled bet's points commit with its settlement
	// After the services that publish the change itself (bet_changed, balance_changed): the
	// notification tells of it once the page could show it.
	inbox := &notifications.Service{Store: st, Publisher: pub, Logger: logger, Now: time.Now}
	inbox.Register(bus)
	jackpotService := &jackpots.Service{Store: st, Jackpots: declared, Rand: rand.Reader, HashKey: auth.SubKey([]byte(cfg.JWTSecret), "jackpot user hash"),
		Publisher: pub, Logger: logger, Now: time.Now}
	if err := jackpotService.Seed(ctx); err != nil {
		return nil, errors.Join(err, stop(ctx))
	}
	jackpotService.Register(bus)
	// The funder pays hits moments after their placements commit, and what an instance stopped
	// before funding is funded at the next start (or by the other instance).
	go jackpotService.Run(followCtx)
	m.CountBets(bus)
	pipeline := updates.New(st, st, pub, names, locale.Supported()).WithLogger(logger).WithBets(betService)
	// The feed runs on the instance that holds its lease; taking it over, that instance first
	// settles what the last holder stored but did not settle, then plays on its matches.
	runner := &feedlead.Runner{Acquire: st.AcquireFeedLease, Logger: logger, Start: func(ctx context.Context) (*feed.Simulator, error) {
		began := time.Now()
		if err := betService.SettleLeftovers(ctx); err != nil {
			return nil, err
		}
		settled := time.Now()
		// A team the operator lists in crests.yaml wears its image in the matches made from then on.
		crest := func(team string) string { return crests.Logo(site.Current().Crests[team], cfg.ImageProxyURL) }
		fd := feed.New(feed.Config{Seed: cfg.FeedSeed, Speed: cfg.FeedSpeed, Crest: crest}, m.Sink(pipeline))
		if err := fd.Resume(ctx, st); err != nil {
			return nil, err
		}
		// What a takeover spends before its first batch (make test-faults bounds the whole move).
		logger.InfoContext(ctx, "the feed takes over", "settle_leftovers", settled.Sub(began), "resume", time.Since(settled))
		return fd, nil
	}}
	closeAll := func() error {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		return stop(ctx)
	}
	var control, jackpotControl, sessionControl http.Handler
	if cfg.FeedControl {
		control = feedcontrol.Handler(runner)
		jackpotControl = jackpots.Control(jackpotService)
		sessionControl = platform.SessionControl()
	}
	return &backend{operator: switches, version: st.Version, reader: st, names: names, router: st, tokens: rt, bets: betService, bonuses: bonusService, jackpots: jackpotService, notifications: inbox,
		favourites: favourites.New(st, st), predictions: predictions.New(st, st), chat: chat.New(st, st, rt), support: supportChat, platform: platform, outbox: outboxPage, control: control, jackpotControl: jackpotControl, sessionControl: sessionControl, realtime: rt.Handler(), rtReady: rt.Ping, runFeed: runner.Run, metrics: m, close: closeAll,
		content: site}, nil
}

// localeRules are the locale rules of the HTML shell, from internal/locale.
func localeRules() web.LocaleRules {
	return web.LocaleRules{Supported: locale.Supported(), Default: locale.Default, Resolve: locale.Resolve, IsRTL: locale.IsRTL}
}
