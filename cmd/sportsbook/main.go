// Command sportsbook is the whole product in one binary: the sportsbook API, the realtime
// WebSocket, the live feed simulator, the SQLite store and the embedded React app.
//
// Configuration comes from environment variables or flags of the same name; run
// `sportsbook -config-help` for the table.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/opensportsbook/sportsbook/api"
	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/config"
	"github.com/opensportsbook/sportsbook/internal/content"
	"github.com/opensportsbook/sportsbook/internal/crests"
	"github.com/opensportsbook/sportsbook/internal/feedcontrol"
	"github.com/opensportsbook/sportsbook/internal/httpcache"
	"github.com/opensportsbook/sportsbook/internal/icons"
	"github.com/opensportsbook/sportsbook/internal/jackpots"
	"github.com/opensportsbook/sportsbook/internal/operator"
	"github.com/opensportsbook/sportsbook/internal/platformapi"
	"github.com/opensportsbook/sportsbook/internal/profiling"
	"github.com/opensportsbook/sportsbook/internal/reqbound"
	"github.com/opensportsbook/sportsbook/internal/reqid"
	"github.com/opensportsbook/sportsbook/internal/responsible"
	"github.com/opensportsbook/sportsbook/internal/secheaders"
	"github.com/opensportsbook/sportsbook/internal/sportsbookapi"
	"github.com/opensportsbook/sportsbook/internal/streamdemo"
	"github.com/opensportsbook/sportsbook/internal/streams"
	"github.com/opensportsbook/sportsbook/internal/virtualwallet"
	"github.com/opensportsbook/sportsbook/internal/web"
)

// shutdownGrace is how long in-flight requests get to finish after SIGINT or SIGTERM.
const shutdownGrace = 10 * time.Second

// drainingMessage is logged when the HTTP server has stopped taking connections and waits for
// the requests in flight.
const drainingMessage = "no longer taking connections; finishing the requests in flight"

// Request bounds: a client has bodyTimeout to send a body after its headers and writeTimeout to
// read the answer; bodies are small JSON or forms, so each route takes at most a few KiB.
const (
	bodyTimeout     = 15 * time.Second
	writeTimeout    = 60 * time.Second
	maxAPIBody      = 64 << 10 // the sportsbook API: a slip of many bets
	maxPlatformBody = 16 << 10
	maxOtherBody    = 4 << 10 // forms (the payment page) and pages
)

func main() {
	os.Exit(run(os.Args[1:], os.Getenv, os.Stdout, os.Stderr))
}

// run is main without the process: it returns the exit code.
func run(args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "issue-bonus" {
		return issueBonus(args[1:], getenv, stdout, stderr)
	}
	cfg, err := config.Load(args, getenv)
	if err != nil {
		fmt.Fprintln(stderr, err)
		fmt.Fprintln(stderr, "Run `sportsbook -config-help` for the options.")
		return 2
	}
	if cfg.ConfigHelp {
		fmt.Fprint(stdout, config.Markdown())
		return 0
	}
	logger := slog.New(reqid.Logs{Handler: slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: cfg.LogLevel})})
	slog.SetDefault(logger)
	if cfg.JWTSecretGenerated {
		logger.Warn("JWT_SECRET is not set: using a random secret for this run; realtime tokens will not survive a restart or work across instances")
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := serve(ctx, cfg, logger, stdout, openBackend); err != nil {
		logger.Error("sportsbook stopped", "err", err)
		return 1
	}
	return 0
}

// serve opens the backend, starts the feed and the HTTP server, and returns after ctx is cancelled
// and everything has stopped, in this order: the server stops taking connections, the requests
// in flight finish (a placement commits), the feed stops, and the backend (the store) closes.
// open is openBackend, or a fake in tests.
func serve(ctx context.Context, cfg config.Config, logger *slog.Logger, stdout io.Writer,
	open func(context.Context, config.Config, *slog.Logger) (*backend, error)) error {
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("listening on %s: %w", cfg.Addr, err)
	}
	defer ln.Close()
	if cfg.PprofAddr != "" {
		pln, err := profiling.Listen(cfg.PprofAddr)
		if err != nil {
			return fmt.Errorf("PPROF_ADDR: %w", err)
		}
		profCtx, stopProfiles := context.WithCancel(ctx)
		defer stopProfiles()
		go profiling.Serve(profCtx, pln, logger)
		logger.Warn("Go's profiles are served (PPROF_ADDR)", "url", listenURL(pln.Addr())+"/debug/pprof/")
	}
	// The backend's links (mailed links without PUBLIC_URL) name the address listened on: with
	// port 0, the one the system chose.
	cfg.Addr = ln.Addr().String()
	b, err := open(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer func() {
		if err := b.close(); err != nil {
			logger.Error("closing the store", "err", err)
		}
	}()

	handler, err := newRootHandler(cfg, b, logger)
	if err != nil {
		return err
	}
	// Requests do not run under ctx: the signal must not cancel a placement in flight, which
	// Shutdown lets finish. They are cancelled only when the grace period runs out.
	reqCtx, cancelRequests := context.WithCancel(context.WithoutCancel(ctx))
	defer cancelRequests()
	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
		BaseContext:       func(net.Listener) context.Context { return reqCtx },
	}
	srv.RegisterOnShutdown(func() { logger.Info(drainingMessage) })

	// A signal, or the feed or the server failing, starts the shutdown (runCtx). The feed runs on
	// (feedCtx) until the requests in flight have finished, so that the prices and suspensions
	// their placements are checked against stay live.
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	feedCtx, stopFeed := context.WithCancel(context.WithoutCancel(ctx))
	defer stopFeed()
	errc := make(chan error, 2)
	running := 1
	if cfg.FeedEnabled && b.runFeed != nil {
		running++
		go func() {
			err := b.runFeed(feedCtx)
			if err != nil && !errors.Is(err, context.Canceled) {
				err = fmt.Errorf("feed: %w", err)
			} else {
				err = nil
			}
			errc <- err
			cancel()
		}()
		logger.Info("feed simulator started", "seed", cfg.FeedSeed, "speed", cfg.FeedSpeed)
	}
	if b.content != nil {
		go b.content.Watch(runCtx, cfg.ContentPollInterval)
	}
	go func() {
		err := srv.Serve(ln)
		if errors.Is(err, http.ErrServerClosed) {
			err = nil
		}
		errc <- err
		cancel()
	}()
	fmt.Fprintf(stdout, "Sportsbook listening on %s\n", listenURL(ln.Addr()))
	if cfg.DemoPlayer && b.platform != nil {
		fmt.Fprintf(stdout, "Demo player: %s / %s\n", platformapi.DemoEmail, platformapi.DemoPassword)
	}
	if cfg.DevOutbox && b.outbox != nil {
		fmt.Fprintf(stdout, "Mail and SMS outbox: %s/dev/outbox\n", listenURL(ln.Addr()))
	}
	if b.control != nil {
		logger.Warn("the feed's test control is on (FEED_CONTROL): tests on this machine can set odds")
	}

	<-runCtx.Done()
	logger.Info("shutting down")
	shutdownCtx, done := context.WithTimeout(context.WithoutCancel(ctx), shutdownGrace)
	defer done()
	var firstErr error
	if err := srv.Shutdown(shutdownCtx); err != nil {
		// Out of time: cancel what still runs, so that its transactions roll back rather than
		// meet a closed store, and drop its connections.
		cancelRequests()
		firstErr = errors.Join(fmt.Errorf("shutting down the HTTP server: %w", err), srv.Close())
	}
	stopFeed()
	for ; running > 0; running-- {
		if err := <-errc; err != nil && firstErr == nil {
			firstErr = err
		}
	}
	return firstErr
}

// catalogueRequest reports whether a request reads the public catalogue, the same for every
// caller, so that its response may be cached by URL.
func catalogueRequest(r *http.Request) bool {
	rest := strings.TrimPrefix(r.URL.Path, sportsbookapi.BasePath)
	for _, p := range []string{"/sports", "/categories", "/tournaments", "/matches", "/search"} {
		if rest == p || strings.HasPrefix(rest, p+"/") {
			// A match's video URL goes to signed-in players only (GET /matches/{id}/video).
			if p == "/matches" && strings.HasSuffix(rest, "/video") {
				return false
			}
			// A player's favourites differ per caller: any favourite parameter keeps the answer
			// out of the cache, whatever spelling of true the binder accepts (1, t, TRUE...).
			return !r.URL.Query().Has("favourite")
		}
	}
	return false
}

// newRootHandler mounts everything on one mux.
func newRootHandler(cfg config.Config, b *backend, logger *slog.Logger) (http.Handler, error) {
	var players sportsbookapi.Authenticator
	if b.platform != nil {
		players = b.platform
	}
	settings := sportsbookapi.DefaultSettings()
	settings.CustomBetEnabled = cfg.CustomBetEnabled
	provider, err := streamProvider(cfg)
	if err != nil {
		return nil, err
	}
	settings.VideoEnabled = provider != nil
	settings.VirtualWalletURL = cfg.VirtualWalletBase(virtualwallet.BasePath)
	// Racing and lotteries are games the virtual wallet launches: offered when there is one.
	settings.HorseRacingEnabled, settings.LotteryEnabled = settings.VirtualWalletURL != "", settings.VirtualWalletURL != ""
	// The group ids stay behind this one assignment until the content folder holds them.
	settings.Groups = sportsbookapi.PlayerGroups{QuickDepositTest: cfg.QuickDepositTestGroup, DepositReminder: cfg.DepositReminderGroup,
		UserGroupChecker: cfg.UserGroupCheckerGroup, UserGroupCheckerURL: cfg.UserGroupCheckerURL}
	opts := []sportsbookapi.Option{sportsbookapi.WithFavourites(b.favourites), sportsbookapi.WithNotifications(b.notifications),
		sportsbookapi.WithPredictions(b.predictions), sportsbookapi.WithStreams(provider),
		sportsbookapi.WithChat(b.chat), sportsbookapi.WithSupport(b.support), sportsbookapi.WithWatchersKey(auth.SubKey([]byte(cfg.JWTSecret), "watchersio user id")),
		sportsbookapi.WithSystem(sportsbookapi.SystemConfig{DefaultCurrency: cfg.DefaultCurrency,
			TagManagerID: cfg.TagManagerID, BlockedCountries: cfg.BlockedCountries, CountryHeader: cfg.CountryHeader}),
		sportsbookapi.WithImageProxy(cfg.ImageProxyURL)}
	var themeCSS func() string
	var contentPage func(path, locale string) (string, string, bool, bool)
	var frameSources func() []string
	var widgetOrigin func() string
	if b.content != nil {
		opts = append(opts, sportsbookapi.WithContent(b.content))
		themeCSS = func() string { return b.content.Current().Theme.CSS() }
		contentPage = func(path, locale string) (string, string, bool, bool) {
			p, ok := b.content.Current().Pages.Lookup(path, locale)
			return p.Title.In(locale), p.Desc.In(locale), p.Index, ok
		}
		frameSources = func() []string { return b.content.Current().Pages.FrameOrigins() }
		widgetOrigin = func() string { return b.content.Current().Site.ChatWidgetOrigin() }
	}
	if b.operator != nil {
		opts = append(opts, sportsbookapi.WithSwitches(b.operator))
	}
	var apiHandler http.Handler = sportsbookapi.New(b.reader, b.names, b.tokens, players, b.bets, b.bonuses, settings, b.jackpots, opts...)
	if b.version != nil {
		// Catalogue names are answered in the request's language (cataloguei18n).
		apiHandler = httpcache.New(apiHandler, b.version, catalogueRequest).VaryBy("Accept-Language", b.names.AnswerLanguage)
	}
	policy := secheaders.New(cfg.FrameAncestors, cfg.ConnectSources()).WithMedia(cfg.MediaSources()).WithScripts(cfg.ScriptSources()).WithImages(cfg.ImageSources())
	pageOpts := web.Options{
		Router:        b.router,
		Names:         b.names,
		API:           apiHandler,
		RouteData:     api.RouteData,
		PublicURL:     cfg.PublicURL,
		SiteIndexable: cfg.SiteIndexable,
		RTLEnabled:    cfg.RTLEnabled,
		Locales:       localeRules(),
		Policy:        policy,
		Logger:        logger,
		ThemeCSS:      themeCSS,
		TagManagerID:  cfg.TagManagerID,
		CountryHeader: cfg.CountryHeader,
		ContentPage:   contentPage,
		FrameSources:  frameSources,
		WidgetOrigin:  widgetOrigin,

		ErrorReportingDSN: cfg.ErrorReportingDSN,
	}
	if cfg.Embedded {
		pageOpts.ParentOrigins = cfg.FrameAncestors
	}
	pages, err := web.New(pageOpts)
	if err != nil {
		return nil, fmt.Errorf("building the web handler: %w", err)
	}
	mux := http.NewServeMux()
	// handle mounts a route whose requests are bounded (size and time of the body).
	handle := func(pattern string, h http.Handler, maxBody int64) {
		mux.Handle(pattern, reqbound.Wrap(h, reqbound.Limits{MaxBody: maxBody, ReadTimeout: bodyTimeout, WriteTimeout: writeTimeout}))
	}
	handle(sportsbookapi.BasePath+"/", apiHandler, maxAPIBody)
	handle(sportsbookapi.ClientErrorsPath, apiHandler, sportsbookapi.MaxClientErrorBytes)
	handle(sportsbookapi.BasePath, apiHandler, maxAPIBody)
	if b.platform != nil {
		handle(platformapi.BasePath+"/", b.platform.Handler(), maxPlatformBody)
		handle(platformapi.PaymentPath, b.platform.PaymentPage(), maxOtherBody)
	}
	if b.outbox != nil {
		handle("/dev/outbox", b.outbox, maxOtherBody)
	}
	if b.control != nil {
		handle(feedcontrol.Path, b.control, maxOtherBody)
	}
	if b.jackpotControl != nil {
		handle(jackpots.ControlPath, b.jackpotControl, maxOtherBody)
	}
	if b.sessionControl != nil {
		handle(responsible.ControlPath, b.sessionControl, maxOtherBody)
	}
	handle(icons.Path, icons.Handler(), maxOtherBody)
	handle(crests.Path, crests.Handler(cfg.ImageProxyURL, pages.BaseURL), maxOtherBody)
	if cfg.ContentDir != "" {
		handle(content.AssetsPath, content.AssetsHandler(cfg.ContentDir), maxOtherBody)
	}
	if cfg.DemoVirtualWallet && b.platform != nil {
		wallet := &virtualwallet.Demo{Sessions: b.platform, Key: auth.SubKey([]byte(cfg.JWTSecret), "virtual wallet player"), Policy: policy, Logger: logger}
		handle(virtualwallet.BasePath+"/", wallet.Launch(), maxOtherBody)
		handle(virtualwallet.GamePath, wallet.Game(), maxOtherBody)
	}
	if cfg.DemoStream {
		demo, err := streamdemo.Handler()
		if err != nil {
			return nil, fmt.Errorf("the demo stream: %w", err)
		}
		handle(streamdemo.Path, demo, maxOtherBody)
	}
	// Other API bases are not served: answer them JSON, not the HTML 404 page.
	handle("/api/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusNotFound)
		_, _ = io.WriteString(w, `{"code":"NOT_FOUND","message":"error.not_found"}`+"\n")
	}), maxOtherBody)
	if b.realtime != nil {
		// Not bounded: a WebSocket connection lives as long as the page.
		mux.Handle("/connection/websocket", b.realtime)
	}
	// Readiness: this instance can serve (its store answers); /healthz is its older name.
	// Liveness: the process answers at all, so a load balancer or supervisor restarts only a
	// stuck one. Realtime's Redis is reported, not required: every instance shares the one Redis,
	// so its outage would fail them all at once and the load balancer would refuse every request,
	// bets included, for what only delays realtime messages (cmd/faults, fault (c)).
	ready := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := ping(ctx, b.reader); err != nil {
			logger.WarnContext(ctx, "readiness check failed", "err", err)
			plain(w, http.StatusServiceUnavailable, "store unavailable")
			return
		}
		if b.rtReady != nil {
			if err := b.rtReady(ctx); err != nil {
				logger.WarnContext(ctx, "readiness: realtime degraded", "err", err)
				plain(w, http.StatusOK, "ok; realtime unavailable")
				return
			}
		}
		plain(w, http.StatusOK, "ok")
	})
	handle("/readyz", ready, maxOtherBody)
	handle("/healthz", ready, maxOtherBody)
	handle("/livez", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { plain(w, http.StatusOK, "ok") }), maxOtherBody)
	var root http.Handler = mux
	if b.metrics != nil {
		handle("/metrics", b.metrics.Handler(cfg.MetricsToken), maxOtherBody)
		root = b.metrics.Instrument(mux) // right around the mux, which records the route's pattern
	}
	if cfg.OperatorToken != "" && b.operator != nil {
		// Without OPERATOR_TOKEN the operator API is not mounted: /operator/ is the pages' 404.
		handle(operator.Path, operator.Handler(b.operator, cfg.OperatorToken, logger), maxOtherBody)
	}
	handle("/", pages, maxOtherBody)
	if cfg.TestProvidersCookie {
		// Around the pages too: the settings inlined into a page see the tester's statuses.
		root = operator.Forced(root)
	}
	return policy.Wrap(reqid.Wrap(root)), nil
}

// streamProvider is where matches' streams come from: the operator's URL template, else the
// demo stream when it is on, else nowhere (nil).
func streamProvider(cfg config.Config) (streams.Provider, error) {
	switch {
	case cfg.StreamURLTemplate != "":
		t, err := streams.ParseTemplate(cfg.StreamURLTemplate)
		if err != nil {
			return nil, fmt.Errorf("STREAM_URL_TEMPLATE: %w", err)
		}
		return t, nil
	case cfg.DemoStream:
		return streams.NewDemo(streamdemo.PlaylistURL), nil
	}
	return nil, nil
}

// plain answers a health check.
func plain(w http.ResponseWriter, status int, text string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = io.WriteString(w, text+"\n")
}

// ping asks the store the cheapest real question: one sport.
func ping(ctx context.Context, r catalogue.Reader) error {
	_, _, err := r.ListSports(ctx, catalogue.SportFilter{}, catalogue.PageRequest{Page: 1, Limit: 1})
	return err
}

// listenURL is the URL to print for a listener: localhost for wildcard addresses.
func listenURL(addr net.Addr) string {
	host, port, err := net.SplitHostPort(addr.String())
	if err != nil {
		return "http://" + addr.String()
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "localhost"
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	return "http://" + host + ":" + port
}
