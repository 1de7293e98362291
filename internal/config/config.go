// Package config holds the server's options: one typed table, each option read from an
// environment variable and from a command-line flag of the same name (the flag wins), with a
// default. The same table prints the README's configuration section (`sportsbook -config-help`).
package config

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/features"
	"github.com/opensportsbook/sportsbook/internal/profiling"
	"github.com/opensportsbook/sportsbook/internal/streams"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// Config is the parsed configuration.
type Config struct {
	// Addr is the TCP address the HTTP server listens on.
	Addr string
	// DatabaseURL is a SQLite file path (a "file:" prefix is accepted and removed) or a PostgreSQL
	// URL (postgres:// or postgresql://).
	DatabaseURL string
	// RedisURL is the Redis the realtime node shares with other instances (redis:// or
	// rediss://, with a port); "" keeps realtime in memory, for one instance.
	RedisURL string
	// FeedSeed makes the feed simulator deterministic.
	FeedSeed int64
	// FeedSpeed scales simulated time: 1 is real time, 60 runs a minute per second.
	FeedSpeed float64
	// FeedEnabled starts the live feed simulator.
	FeedEnabled bool
	// FeedControl serves the feed's test control (/dev/feed/) to this machine, for end-to-end tests.
	FeedControl bool
	// PublicURL is the site's absolute base URL for canonical links and mailed links, without a
	// trailing slash; empty means canonical links from each request and mailed links to loopback.
	PublicURL string
	// JWTSecret is the root secret of every signature the server makes (realtime and bearer tokens,
	// CSRF tokens): at least MinSecretBytes.
	JWTSecret string
	// JWTSecretGenerated is true when JWT_SECRET was not set and a random one was made for this
	// run, so that main can warn: tokens will not survive a restart nor work across instances.
	JWTSecretGenerated bool
	// RTLEnabled turns on right-to-left layout for right-to-left locales.
	RTLEnabled bool
	// SiteIndexable false marks every page noindex.
	SiteIndexable bool
	// BlockedCountries refuse sign-up and sign-in (upper-case ISO 3166-1 alpha-2 codes).
	BlockedCountries []string
	// CountryHeader names a request header with the visitor's country (e.g. CF-IPCountry); "" none.
	CountryHeader string
	// Embedded marks the site as running inside a frame of another site (cookies SameSite=None).
	Embedded bool
	// FrameAncestors are the origins allowed to frame the site (CSP frame-ancestors); none: only
	// the site itself.
	FrameAncestors []string
	// SMTPURL sends mail through SMTP; "" keeps mail in the outbox.
	SMTPURL string
	// DevOutbox serves /dev/outbox, the page of sent mail and SMS.
	DevOutbox bool
	// SignInAttemptsPerMinute bounds sign-in attempts per IP address.
	SignInAttemptsPerMinute int
	// DemoPlayer creates the demo player at start when missing.
	DemoPlayer bool
	// ContentDir is the operator's content folder (bonus campaigns under bonuses/, jackpots under
	// jackpots/); "" means none.
	ContentDir string
	// ContentPollInterval is how often the content folder is checked for changes.
	ContentPollInterval time.Duration
	// DefaultCurrency is the currency sign-up offers first (System info's default currency).
	DefaultCurrency string
	// TagManagerID is the operator's tag manager container (System info's platform settings); ""
	// means none.
	TagManagerID string
	// CustomBetEnabled offers the bet builder (custom bets on football matches).
	CustomBetEnabled bool
	// LogLevel is the minimum level logged.
	LogLevel slog.Level
	// MetricsToken is the bearer token /metrics requires; "" serves /metrics to this machine only.
	MetricsToken string
	// PprofAddr is the loopback address Go's profiles are served on; "" serves none.
	PprofAddr string
	// ErrorReportingDSN is the Sentry-compatible DSN the browser sends its error reports to; ""
	// sends them to the server log (POST /api/sportsbook/client-errors).
	ErrorReportingDSN string
	// StreamURLTemplate is the operator's stream provider: the URL of a match's HLS stream with
	// {match_id} in it; "" means none.
	StreamURLTemplate string
	// ImageProxyURL is the image proxy content images are fetched through (README 'Image proxy');
	// "" serves them as they are.
	ImageProxyURL string
	// DemoStream serves the demo stream the server ships and gives it to every match with video.
	DemoStream bool
	// Features are the feature flags' states until the operator chooses otherwise (name → on).
	Features map[string]bool
	// OperatorToken is the bearer token of the operator API (/operator/); "" turns the API off.
	OperatorToken string
	// TestProvidersCookie honours the test-providers cookie, which forces provider statuses for
	// the browser that sends it.
	TestProvidersCookie bool
	// TestPasswordHashing hashes new passwords at the least argon2id cost, for tests.
	TestPasswordHashing bool
	// VirtualWalletURL is the base URL of the operator's virtual wallet (virtual games,
	// lotteries, racing); "" means none (unless DemoVirtualWallet).
	VirtualWalletURL string
	// DemoVirtualWallet serves the built-in demo virtual wallet and makes it the base.
	DemoVirtualWallet bool
	// WithdrawalAutoApproveMax is the operator's threshold of each currency, in minor units: a
	// withdrawal up to it is paid at once, any above waits for the operator API.
	WithdrawalAutoApproveMax map[string]int64
	// Player group ids the front end checks players against (spec section 6); "" means none.
	DepositReminderGroup, UserGroupCheckerGroup, QuickDepositTestGroup string
	// UserGroupCheckerURL is where the user-group checker sends non-members: the platform's
	// front end.
	UserGroupCheckerURL string
	// ConfigHelp asks main to print the configuration table and exit.
	ConfigHelp bool
}

// tagManagerPattern is a Google Tag Manager container id.
var tagManagerPattern = regexp.MustCompile(`^GTM-[A-Z0-9]{4,12}$`)

// Option is one row of the configuration table.
type Option struct {
	// Name is both the environment variable and the flag name.
	Name string
	// Default is the value used when neither the variable nor the flag is set; "" means none.
	Default string
	// Help says what the option does, for the README.
	Help string
	// Secret keeps the value out of error messages.
	Secret bool
	// set parses a value into the config.
	set func(c *Config, v string) error
}

// Options returns the configuration table in documentation order.
func Options() []Option {
	return []Option{
		{Name: "ADDR", Default: ":8080", Help: "Address the HTTP server listens on.",
			set: func(c *Config, v string) error {
				if strings.TrimSpace(v) == "" {
					return errors.New("must not be empty")
				}
				c.Addr = v
				return nil
			}},
		{Name: "DATABASE_URL", Default: "./data/sportsbook.db", Secret: true, Help: "The database: a SQLite file (`file:` prefix optional; its folder is created when missing), which one instance serves, or a PostgreSQL URL, `postgres://user:password@host:5432/sportsbook` (or `postgresql://`; libpq parameters such as `sslmode` and `connect_timeout`, 5 seconds by default), which several instances share.",
			set: func(c *Config, v string) error {
				v = strings.TrimSpace(v)
				if isPostgresURL(v) {
					if u, err := url.Parse(v); err != nil || (u.Host == "" && !u.Query().Has("host")) {
						return errors.New("must be a PostgreSQL URL like postgres://user:password@host:5432/sportsbook")
					}
					c.DatabaseURL = v
					return nil
				}
				v = strings.TrimPrefix(v, "file:")
				if v == "" {
					return errors.New("must not be empty")
				}
				c.DatabaseURL = v
				return nil
			}},
		{Name: "REDIS_URL", Default: "", Secret: true, Help: "Redis for realtime, e.g. `redis://127.0.0.1:6379/0` (`rediss://` for TLS, `user:password@` if it needs them): every instance on the same Redis publishes to and delivers from the same channels, with one history for recovery. A Redis that does not answer stops the start; later, `/readyz` still answers 200 while it is away (with `ok; realtime unavailable`), since every instance shares it and the load balancer would otherwise refuse every request, bets included. Default: realtime in memory, for one instance.",
			set: func(c *Config, v string) error {
				u, err := redisURL(strings.TrimSpace(v))
				if err != nil {
					return err
				}
				c.RedisURL = u
				return nil
			}},
		{Name: "FEED_SEED", Default: "1", Help: "Seed of the feed simulator; the same seed gives the same catalogue.",
			set: func(c *Config, v string) error {
				n, err := strconv.ParseInt(v, 10, 64)
				if err != nil {
					return errors.New("must be an integer")
				}
				c.FeedSeed = n
				return nil
			}},
		{Name: "FEED_SPEED", Default: "1", Help: "Time scale of the feed simulator: 1 is real time, 60 plays a minute per second.",
			set: func(c *Config, v string) error {
				f, err := strconv.ParseFloat(v, 64)
				if err != nil || !(f > 0) || math.IsInf(f, 0) {
					return errors.New("must be a positive number")
				}
				c.FeedSpeed = f
				return nil
			}},
		{Name: "FEED_ENABLED", Default: "true", Help: "Run the live feed simulator.",
			set: boolSetter(func(c *Config, b bool) { c.FeedEnabled = b })},
		{Name: "FEED_CONTROL", Default: "false", Help: "Serve the tests' controls to this machine only: the feed's at /dev/feed/, so that end-to-end tests set odds instead of waiting for the random feed, the jackpots' at /dev/jackpots/ and the sessions' at /dev/sessions/ (a session limit's minutes played without waiting). Refused with `PUBLIC_URL` or `SMTP_URL` (a real site).",
			set: boolSetter(func(c *Config, b bool) { c.FeedControl = b })},
		{Name: "PUBLIC_URL", Default: "", Help: "Absolute base URL of the site for canonical links and mailed links, e.g. `https://bets.example.com`. Required with `SMTP_URL`. Default: canonical links from each request's scheme and host, mailed links to the loopback address the server listens on (a local demo only).",
			set: func(c *Config, v string) error {
				v = strings.TrimRight(strings.TrimSpace(v), "/")
				if v != "" && !isOrigin(v) {
					// Mailed and canonical links are this plus a path: anything after the host
					// (a path, query, fragment, user) would break them or mislead.
					return errors.New("must be an absolute http or https URL of the site's root, like https://bets.example.com")
				}
				c.PublicURL = v
				return nil
			}},
		{Name: "JWT_SECRET", Default: "", Secret: true, Help: "Secret (at least 32 bytes, e.g. `openssl rand -hex 32`) that signs realtime, bearer and CSRF tokens. Default: random at each start (logged as a warning; tokens then die with the process); required on a real site (`PUBLIC_URL` or `SMTP_URL` set).",
			set: func(c *Config, v string) error {
				if len(v) < MinSecretBytes {
					return fmt.Errorf("must be at least %d bytes (it is %d): a short secret can be guessed offline from one token, e.g. `openssl rand -hex 32`", MinSecretBytes, len(v))
				}
				c.JWTSecret = v
				return nil
			}},
		{Name: "RTL_ENABLED", Default: "true", Help: "Right-to-left layout for right-to-left locales (ar).",
			set: boolSetter(func(c *Config, b bool) { c.RTLEnabled = b })},
		{Name: "SITE_INDEXABLE", Default: "true", Help: "Let search engines index the site; `false` marks every page noindex.",
			set: boolSetter(func(c *Config, b bool) { c.SiteIndexable = b })},
		{Name: "BLOCKED_COUNTRIES", Default: "KP,IR,SY,CU", Help: "Comma-separated ISO country codes refused at sign-up and sign-in (the player's country, and the request's when COUNTRY_HEADER is set).",
			set: func(c *Config, v string) error {
				c.BlockedCountries = nil
				for _, code := range strings.Split(v, ",") {
					code = strings.ToUpper(strings.TrimSpace(code))
					if code == "" {
						continue
					}
					if len(code) != 2 || code[0] < 'A' || code[0] > 'Z' || code[1] < 'A' || code[1] > 'Z' {
						return fmt.Errorf("%q is not a two-letter country code", code)
					}
					c.BlockedCountries = append(c.BlockedCountries, code)
				}
				return nil
			}},
		{Name: "COUNTRY_HEADER", Default: "", Help: "Request header carrying the visitor's country from a proxy or CDN, e.g. `CF-IPCountry`. Default: none.",
			set: func(c *Config, v string) error {
				v = strings.TrimSpace(v)
				if strings.ContainsFunc(v, func(r rune) bool { return !headerNameRune(r) }) {
					// A name no request can carry would turn the country check off without a word.
					return fmt.Errorf("%q is not a header name", v)
				}
				c.CountryHeader = v
				return nil
			}},
		{Name: "EMBEDDED", Default: "false", Help: "The site runs inside a frame of another site: cookies become `SameSite=None; Secure; Partitioned` (needs HTTPS and `FRAME_ANCESTORS`).",
			set: boolSetter(func(c *Config, b bool) { c.Embedded = b })},
		{Name: "FRAME_ANCESTORS", Default: "", Help: "Comma-separated origins allowed to show the site in a frame, e.g. `https://casino.example.com` (the Content-Security-Policy's `frame-ancestors`). Default: none, only the site itself.",
			set: func(c *Config, v string) error {
				c.FrameAncestors = nil
				for _, o := range strings.Split(v, ",") {
					o = strings.TrimRight(strings.TrimSpace(o), "/")
					if o == "" {
						continue
					}
					if !isOrigin(o) {
						return fmt.Errorf("%q is not an origin like https://casino.example.com", o)
					}
					c.FrameAncestors = append(c.FrameAncestors, o)
				}
				return nil
			}},
		{Name: "SMTP_URL", Default: "", Secret: true, Help: "Send mail through SMTP, e.g. `smtp://user:pass@mail.example.com:587?from=bets@example.com`. Default: mail stays in the outbox (see /dev/outbox).",
			set: func(c *Config, v string) error {
				c.SMTPURL = strings.TrimSpace(v)
				return nil
			}},
		{Name: "DEV_OUTBOX", Default: "false", Help: "Serve /dev/outbox, a page listing the mail and SMS sent, to loopback clients only, and log each message's text (`make run` turns it on; never on a real site: the page shows password-reset links).",
			set: boolSetter(func(c *Config, b bool) { c.DevOutbox = b })},
		{Name: "SIGN_IN_ATTEMPTS_PER_MINUTE", Default: "20", Help: "Sign-in, sign-up and password-reset attempts (each costs a password hash) allowed per IP address and minute; more answer 429. (Five wrong passwords in a row lock an account whatever this is.)",
			set: func(c *Config, v string) error {
				n, err := strconv.Atoi(strings.TrimSpace(v))
				if err != nil || n < 1 {
					return errors.New("must be a positive integer")
				}
				c.SignInAttemptsPerMinute = n
				return nil
			}},
		{Name: "DEMO_PLAYER", Default: "false", Help: "Create the demo player (demo@sportsbook.test, with EUR and BTC balances) at start when missing; its password is printed and public (`make run` turns it on; never on a real site).",
			set: boolSetter(func(c *Config, b bool) { c.DemoPlayer = b })},
		{Name: "CONTENT_DIR", Default: "", Help: "Folder of the operator's content (README 'Content folder'), read and checked at start (a bad file stops the start): the site configuration `site.yaml`, the theme `theme.yaml` and its `assets/`, bonus campaigns in `bonuses/*.yaml`, jackpots in `jackpots/*.yaml`, CMS pages in `pages/*.yaml`. Site, theme and pages are read again when they change, a bad change is logged and the last good content keeps serving. `make run` uses the repository's `content/`, whose demo content shows every bonus kind. Default: none (the built-in site configuration).",
			set: func(c *Config, v string) error {
				c.ContentDir = strings.TrimSpace(v)
				return nil
			}},
		{Name: "CONTENT_POLL_INTERVAL", Default: "2s", Help: "How often the content folder is checked for changes (a Go duration, 100ms to 1h): a change shows this long after it is saved at most.",
			set: func(c *Config, v string) error {
				d, err := time.ParseDuration(strings.TrimSpace(v))
				if err != nil || d < 100*time.Millisecond || d > time.Hour {
					return errors.New("must be a duration from 100ms to 1h, e.g. 2s")
				}
				c.ContentPollInterval = d
				return nil
			}},
		{Name: "DEFAULT_CURRENCY", Default: "EUR", Help: "The currency sign-up offers first: one of the wallet's currencies (EUR, USD, GBP, BRL, KZT, BTC).",
			set: func(c *Config, v string) error {
				v = strings.ToUpper(strings.TrimSpace(v))
				if !slices.ContainsFunc(wallet.Currencies(), func(w wallet.Currency) bool { return w.Code == v }) {
					return errors.New("must be one of the wallet's currencies: EUR, USD, GBP, BRL, KZT, BTC")
				}
				c.DefaultCurrency = v
				return nil
			}},
		{Name: "TAG_MANAGER_ID", Default: "", Help: "The operator's Google Tag Manager container, e.g. `GTM-AB12CD3` (System info's platform settings). Default: none.",
			set: func(c *Config, v string) error {
				v = strings.TrimSpace(v)
				if v != "" && !tagManagerPattern.MatchString(v) {
					return errors.New("must be a container id like GTM-AB12CD3")
				}
				c.TagManagerID = v
				return nil
			}},
		{Name: "CUSTOM_BET_ENABLED", Default: "true", Help: "Offer the bet builder: several outcomes of one football match priced together as one custom bet.",
			set: boolSetter(func(c *Config, b bool) { c.CustomBetEnabled = b })},
		{Name: "LOG_LEVEL", Default: "info", Help: "Minimum log level: debug, info, warn or error.",
			set: func(c *Config, v string) error {
				var l slog.Level
				if err := l.UnmarshalText([]byte(strings.TrimSpace(v))); err != nil {
					return errors.New("must be debug, info, warn or error")
				}
				c.LogLevel = l
				return nil
			}},
		{Name: "METRICS_TOKEN", Default: "", Secret: true, Help: "Token (at least 32 bytes, e.g. `openssl rand -hex 32`) that a Prometheus scraper sends as `Authorization: Bearer <token>` to read /metrics from anywhere. Default: none, and /metrics answers this machine only (loopback, not through a proxy).",
			set: func(c *Config, v string) error {
				v = strings.TrimSpace(v)
				if len(v) < MinSecretBytes {
					// Anyone who can guess it reads the site's traffic and money flows.
					return fmt.Errorf("must be at least %d bytes (it is %d), e.g. `openssl rand -hex 32`", MinSecretBytes, len(v))
				}
				c.MetricsToken = v
				return nil
			}},
		{Name: "PPROF_ADDR", Default: "", Help: "Serve Go's profiles (`/debug/pprof/`: heap, goroutines, CPU) on this address of their own, to find where memory or CPU goes, e.g. `127.0.0.1:6060`. Loopback only (profiles show the server's memory, secrets included): any other address stops the start. Default: none.",
			set: func(c *Config, v string) error {
				v = strings.TrimSpace(v)
				if v == "" {
					c.PprofAddr = ""
					return nil
				}
				if err := profiling.CheckAddr(v); err != nil {
					return err
				}
				c.PprofAddr = v
				return nil
			}},
		{Name: "ERROR_REPORTING_DSN", Default: "", Help: "Where the browser reports its errors: a Sentry-compatible DSN, `https://<public key>@<host>[:port]/[<path>/]<project id>` (the Content-Security-Policy then lets pages connect to that origin). The public key is not a secret: every page carries it. Default: none, and the browser sends its error reports to the server log (`client error` lines at WARN).",
			set: func(c *Config, v string) error {
				v = strings.TrimSpace(v)
				if v != "" {
					if _, err := ParseDSN(v); err != nil {
						return err
					}
				}
				c.ErrorReportingDSN = v
				return nil
			}},
		{Name: "STREAM_URL_TEMPLATE", Default: "", Help: "The stream provider: the URL of a match's HLS stream, with `{match_id}` where the match's id goes, e.g. `https://cdn.example.com/live/{match_id}/index.m3u8` (https; the Content-Security-Policy then lets pages load media from that origin). Matches that carry video get a Stream tab in the match page's match centre, and the URL goes to signed-in players only. Default: none, and no match page shows a stream (unless `DEMO_STREAM`).",
			set: func(c *Config, v string) error {
				v = strings.TrimSpace(v)
				if v != "" {
					if _, err := streams.ParseTemplate(v); err != nil {
						return err
					}
				}
				c.StreamURLTemplate = v
				return nil
			}},
		{Name: "FEATURES", Default: features.Default, Help: "Comma-separated feature flags that are on until the operator switches them through the operator API (which the database keeps across restarts): `quick_deposit`, `quick_deposit_test`, `sign_up_iframe_preloader`, `activity_tracking`, `responsible_gambling`, `jackpots`, `custom_sport_type_providers`, `delta_compression`; an unknown name stops the start. Empty: every flag off.",
			set: func(c *Config, v string) error {
				f, err := features.Parse(v)
				if err != nil {
					return err
				}
				c.Features = f
				return nil
			}},
		{Name: "OPERATOR_TOKEN", Default: "", Secret: true, Help: "Token (at least 32 bytes, e.g. `openssl rand -hex 32`) that the operator API (`/operator/`: provider statuses, feature flags, withdrawals, support chat) requires as `Authorization: Bearer <token>`. Default: none, and the operator API answers 404.",
			set: func(c *Config, v string) error {
				v = strings.TrimSpace(v)
				if len(v) < MinSecretBytes {
					// Whoever guesses it switches providers off and features on for every player.
					return fmt.Errorf("must be at least %d bytes (it is %d): the operator API switches providers and features for every player, e.g. `openssl rand -hex 32`", MinSecretBytes, len(v))
				}
				c.OperatorToken = v
				return nil
			}},
		{Name: "TEST_PROVIDERS_COOKIE", Default: "false", Help: "Honour the `sb_test_providers` cookie (e.g. `sim:off|other:on`), which forces provider statuses for the browser that sends it, in the settings it reads and the bets it places, so that an operator's testers try a provider before it is switched on for everyone. For a staging site only: on a real site, any visitor could bet on a provider that is off.",
			set: boolSetter(func(c *Config, b bool) { c.TestProvidersCookie = b })},
		{Name: "TEST_PASSWORD_HASHING", Default: "false", Help: "Hash new passwords at the least argon2id cost (8 KiB, one pass) rather than 19 MiB and two passes, so that end-to-end tests, which make a player each, spend microseconds rather than tens of milliseconds a sign-up and sign-in. For tests on this machine only: refused with `PUBLIC_URL` or `SMTP_URL` (a real site).",
			set: boolSetter(func(c *Config, b bool) { c.TestPasswordHashing = b })},
		{Name: "IMAGE_PROXY_URL", Default: "", Help: "The image proxy content images go through, an https URL such as `https://img.example.com/resize`; the page asks `<url>?url=<the image's absolute URL>&w=<width>&f=<avif|webp|original>&q=<quality>` (quality 65 for avif, 70 for webp, 80 otherwise) and the Content-Security-Policy lets pages load images from its origin. Default: none, and images come from the site as they are.",
			set: func(c *Config, v string) error {
				v = strings.TrimSpace(v)
				if v != "" {
					u, err := url.Parse(v)
					if err != nil || u.Scheme != "https" || u.Host == "" || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
						return fmt.Errorf("%q must be an https URL without query, e.g. https://img.example.com/resize", v)
					}
				}
				c.ImageProxyURL = v
				return nil
			}},
		{Name: "DEMO_STREAM", Default: "false", Help: "Serve the short demo stream the server ships (a test picture, at /demo-stream/index.m3u8) as the stream of every match with video, so the match centre's Stream plays without a provider (`make run` turns it on). Refused with `STREAM_URL_TEMPLATE`.",
			set: boolSetter(func(c *Config, b bool) { c.DemoStream = b })},
		{Name: "VIRTUAL_WALLET_URL", Default: "", Help: "Base URL of the virtual wallet that launches virtual games, lotteries and racing: the page posts `{app}` to `<base>/<provider>/launch` with the player's cookies and opens the `url` it answers (https; http only for a loopback host). Default: none, and no virtual games are offered (unless `DEMO_VIRTUAL_WALLET`).",
			set: func(c *Config, v string) error {
				v = strings.TrimRight(strings.TrimSpace(v), "/")
				if v != "" {
					if err := checkServiceURL(v); err != nil {
						return err
					}
				}
				c.VirtualWalletURL = v
				return nil
			}},
		{Name: "DEMO_VIRTUAL_WALLET", Default: "false", Help: "Serve the built-in demo virtual wallet at `/api/virtual-wallet` (its launches open a small demo page per provider) and offer its games (`make run` turns it on). Refused with `VIRTUAL_WALLET_URL`.",
			set: boolSetter(func(c *Config, b bool) { c.DemoVirtualWallet = b })},
		{Name: "DEPOSIT_REMINDER_GROUP", Default: "", Help: "Status group id whose members alone see the deposit reminder. Default: none, and every signed-in player with an empty account sees it.",
			set: groupSetter(func(c *Config, g string) { c.DepositReminderGroup = g })},
		{Name: "USER_GROUP_CHECKER_GROUP", Default: "", Help: "Status group id a signed-in player must be in to use the site; non-members are sent to `USER_GROUP_CHECKER_URL`. Default: none, every player may.",
			set: groupSetter(func(c *Config, g string) { c.UserGroupCheckerGroup = g })},
		{Name: "USER_GROUP_CHECKER_URL", Default: "", Help: "The platform front end the user-group checker sends non-members to (https; http only for a loopback host). Required with `USER_GROUP_CHECKER_GROUP`.",
			set: func(c *Config, v string) error {
				v = strings.TrimSpace(v)
				if v != "" {
					if err := checkServiceURL(v); err != nil {
						return err
					}
				}
				c.UserGroupCheckerURL = v
				return nil
			}},
		{Name: "WITHDRAWAL_AUTO_APPROVE_MAX", Default: DefaultWithdrawalAutoApprove, Help: "Comma-separated `CURRENCY=MINOR_UNITS` thresholds: a withdrawal up to its currency's threshold is paid at once; one above (or in a currency not listed, or listed with 0) stays pending until the operator approves or rejects it through the operator API (`/operator/withdrawals`). Minor units: `EUR=10000` is €100.00, `BTC=100000` is 0.001 BTC. An unknown currency or a bad number stops the start. Empty: every withdrawal waits for the operator.",
			set: func(c *Config, v string) error {
				m, err := ParseAutoApprove(v)
				if err != nil {
					return err
				}
				c.WithdrawalAutoApproveMax = m
				return nil
			}},
		{Name: "QUICK_DEPOSIT_TEST_GROUP", Default: "spi_test", Help: "Status group id whose members quick-deposit with the test card in test mode (the sandbox declines amounts ending in 66 and leaves those ending in 77 pending); others' quick deposits are charged outright.",
			set: groupSetter(func(c *Config, g string) { c.QuickDepositTestGroup = g })},
	}
}

// DSN is a parsed Sentry-compatible DSN.
type DSN struct {
	// Origin is the scheme, host and port reports go to (the CSP's connect-src).
	Origin string
	// PublicKey identifies the sender (sentry_key).
	PublicKey string
	// Path is the folder before the project id, "" or like "/sentry".
	Path string
	// ProjectID names the project.
	ProjectID string
}

// ParseDSN checks a DSN: https (http only on a loopback host, for tests), a public key as the
// user, no password, query or fragment, and a numeric project id as the last path segment.
func ParseDSN(v string) (DSN, error) {
	const want = "must be a DSN like https://<public key>@errors.example.com/<project id>"
	u, err := url.Parse(v)
	if err != nil || u.Host == "" || u.User == nil || u.User.Username() == "" || u.RawQuery != "" || u.Fragment != "" ||
		strings.ContainsAny(v, " ;'\"") {
		return DSN{}, errors.New(want)
	}
	if _, hasPassword := u.User.Password(); hasPassword {
		return DSN{}, errors.New(want + " (a public key only: a secret key would be sent to every browser)")
	}
	switch u.Scheme {
	case "https":
	case "http":
		if ip := net.ParseIP(u.Hostname()); u.Hostname() != "localhost" && (ip == nil || !ip.IsLoopback()) {
			return DSN{}, errors.New(want + " (http only for a loopback host: reports carry page addresses and request bodies)")
		}
	default:
		return DSN{}, errors.New(want)
	}
	dir, project := "", strings.TrimPrefix(u.Path, "/")
	if i := strings.LastIndex(u.Path, "/"); i > 0 {
		dir, project = u.Path[:i], u.Path[i+1:]
	}
	if _, err := strconv.ParseUint(project, 10, 64); err != nil {
		return DSN{}, errors.New(want + " (the project id is the number at the end)")
	}
	return DSN{Origin: u.Scheme + "://" + u.Host, PublicKey: u.User.Username(), Path: dir, ProjectID: project}, nil
}

// ConnectSources are the origins other than the site's own that pages connect to: the error
// reporting service's, the virtual wallet's and the stream provider's (hls.js fetches playlists
// and segments), when they are configured.
func (c Config) ConnectSources() []string {
	var out []string
	if c.ErrorReportingDSN != "" {
		if d, err := ParseDSN(c.ErrorReportingDSN); err == nil { // else Load refused it already
			out = append(out, d.Origin)
		}
	}
	if c.TagManagerID != "" {
		out = append(out, tagManagerConnect...)
	}
	if c.VirtualWalletURL != "" {
		if u, err := url.Parse(c.VirtualWalletURL); err == nil { // else Load refused it already
			out = append(out, u.Scheme+"://"+u.Host)
		}
	}
	return append(out, c.MediaSources()...)
}

// The origins the operator's tag manager loads from, sends to and draws pixels from (Google Tag
// Manager and the Google Analytics it usually carries); allowed only when TAG_MANAGER_ID is set.
var (
	tagManagerScript  = []string{"https://www.googletagmanager.com"}
	tagManagerConnect = []string{"https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"}
	tagManagerImages  = []string{"https://www.googletagmanager.com", "https://*.google-analytics.com"}
)

// ScriptSources are the origins other than the site's own that pages run scripts from: the tag
// manager's, when one is configured.
func (c Config) ScriptSources() []string {
	if c.TagManagerID == "" {
		return nil
	}
	return tagManagerScript
}

// ImageSources are the origins other than the site's own that pages show images from: the image
// proxy's and the tag manager's pixels', when they are configured.
func (c Config) ImageSources() []string {
	var out []string
	if c.ImageProxyURL != "" {
		if u, err := url.Parse(c.ImageProxyURL); err == nil { // else Load refused it already
			out = append(out, u.Scheme+"://"+u.Host)
		}
	}
	if c.TagManagerID != "" {
		out = append(out, tagManagerImages...)
	}
	return out
}

// VirtualWalletBase is the base URL the page launches virtual games through: the operator's, the
// demo's path, or "" for none.
func (c Config) VirtualWalletBase(demoPath string) string {
	if c.DemoVirtualWallet {
		return demoPath
	}
	return c.VirtualWalletURL
}

// MediaSources are the origins other than the site's own that pages play media from: the
// stream provider's, when one is configured.
func (c Config) MediaSources() []string {
	if c.StreamURLTemplate == "" {
		return nil
	}
	t, err := streams.ParseTemplate(c.StreamURLTemplate)
	if err != nil {
		return nil // Load refused it already
	}
	return []string{t.Origin()}
}

// checkServiceURL accepts an absolute https URL, or http for a loopback host (tests and demos),
// without credentials, query or fragment.
func checkServiceURL(v string) error {
	const want = "must be an absolute https URL without query, e.g. https://wallet.example.com/api"
	u, err := url.Parse(v)
	if err != nil || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" || strings.ContainsAny(v, " \"'<>") {
		return errors.New(want)
	}
	switch u.Scheme {
	case "https":
		return nil
	case "http":
		if ip := net.ParseIP(u.Hostname()); u.Hostname() == "localhost" || (ip != nil && ip.IsLoopback()) {
			return nil
		}
	}
	return errors.New(want + " (http only for a loopback host)")
}

// groupSetter checks a status group id: letters, digits, '_' and '-', at most 64.
func groupSetter(f func(c *Config, g string)) func(c *Config, v string) error {
	return func(c *Config, v string) error {
		v = strings.TrimSpace(v)
		if len(v) > 64 || strings.IndexFunc(v, func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-')
		}) >= 0 {
			return errors.New("must be a status group id: letters, digits, '_' and '-', at most 64")
		}
		f(c, v)
		return nil
	}
}

// shown is how a value appears in an error message.
func (o Option) shown(v string) string {
	if o.Secret {
		return "(hidden)"
	}
	return strconv.Quote(v)
}

// isPostgresURL reports whether a DATABASE_URL names a PostgreSQL database (as store.Open reads it).
func isPostgresURL(v string) bool {
	v = strings.ToLower(v)
	return strings.HasPrefix(v, "postgres://") || strings.HasPrefix(v, "postgresql://")
}

func boolSetter(f func(c *Config, b bool)) func(c *Config, v string) error {
	return func(c *Config, v string) error {
		b, err := strconv.ParseBool(strings.TrimSpace(v))
		if err != nil {
			return errors.New("must be true or false")
		}
		f(c, b)
		return nil
	}
}

// Load builds the configuration from defaults, then the environment (through getenv), then the
// command-line args (without the program name). Each option's flag is accepted both as its exact
// name (-FEED_SEED) and in the usual lower-case form (-feed-seed).
func Load(args []string, getenv func(string) string) (Config, error) {
	var c Config
	opts := Options()
	for _, o := range opts {
		if err := o.set(&c, o.Default); err != nil && o.Default != "" {
			return Config{}, fmt.Errorf("config: default of %s: %w", o.Name, err)
		}
	}
	for _, o := range opts {
		if v, ok := lookup(getenv, o.Name); ok {
			if err := o.set(&c, v); err != nil {
				return Config{}, fmt.Errorf("config: environment variable %s=%s: %w", o.Name, o.shown(v), err)
			}
		}
	}

	fs := flag.NewFlagSet("sportsbook", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var setErr error
	for _, o := range opts {
		o := o
		fn := func(v string) error {
			if err := o.set(&c, v); err != nil {
				// Keep the option's name in the message; the flag package adds only the flag.
				setErr = fmt.Errorf("config: flag -%s=%s: %w", o.Name, o.shown(v), err)
				return setErr
			}
			return nil
		}
		fs.Func(o.Name, o.Help, fn)
		fs.Func(flagAlias(o.Name), o.Help, fn)
	}
	fs.BoolVar(&c.ConfigHelp, "config-help", false, "print the configuration table as Markdown and exit")
	if err := fs.Parse(args); err != nil {
		if setErr != nil {
			return Config{}, setErr
		}
		return Config{}, fmt.Errorf("config: %w", err)
	}
	if fs.NArg() > 0 {
		return Config{}, fmt.Errorf("config: unexpected argument %q", fs.Arg(0))
	}

	if c.SMTPURL != "" && c.PublicURL == "" {
		return Config{}, errors.New("config: SMTP_URL needs PUBLIC_URL: mailed links (password reset, confirmation) are built from it, never from a request's Host header")
	}
	if c.FeedControl && (c.PublicURL != "" || c.SMTPURL != "" || !c.FeedEnabled) {
		return Config{}, errors.New("config: FEED_CONTROL is for tests on this machine: it needs FEED_ENABLED, and a real site (PUBLIC_URL or SMTP_URL set) must not have it")
	}
	if c.TestPasswordHashing && (c.PublicURL != "" || c.SMTPURL != "") {
		return Config{}, errors.New("config: TEST_PASSWORD_HASHING is for tests on this machine: a real site (PUBLIC_URL or SMTP_URL set) must hash passwords at full cost")
	}
	if c.DemoStream && c.StreamURLTemplate != "" {
		return Config{}, errors.New("config: DEMO_STREAM and STREAM_URL_TEMPLATE both give matches their streams: set one of them")
	}
	if c.DemoVirtualWallet && c.VirtualWalletURL != "" {
		return Config{}, errors.New("config: DEMO_VIRTUAL_WALLET and VIRTUAL_WALLET_URL both name the virtual wallet: set one of them")
	}
	if (c.UserGroupCheckerGroup == "") != (c.UserGroupCheckerURL == "") {
		return Config{}, errors.New("config: USER_GROUP_CHECKER_GROUP and USER_GROUP_CHECKER_URL go together: the group to check and where non-members go")
	}
	if c.Embedded && len(c.FrameAncestors) == 0 {
		return Config{}, errors.New("config: EMBEDDED needs FRAME_ANCESTORS, the origins of the sites that frame this one")
	}
	if c.JWTSecret == "" && (c.PublicURL != "" || c.SMTPURL != "") {
		// A random secret would sign every player out at each restart, break scale-out (each
		// instance would refuse the others' tokens) and change the ids third parties know players by.
		return Config{}, errors.New("config: a real site (PUBLIC_URL or SMTP_URL set) needs JWT_SECRET, the same on every instance: e.g. `openssl rand -hex 32`")
	}
	if c.JWTSecret == "" {
		secret, err := randomSecret()
		if err != nil {
			return Config{}, fmt.Errorf("config: generating JWT_SECRET: %w", err)
		}
		c.JWTSecret = secret
		c.JWTSecretGenerated = true
	}
	return c, nil
}

// SiteURL is the absolute base of links the server mails: PUBLIC_URL, or else the loopback
// address it listens on, for a local demo whose mail stays in the outbox (SMTP needs PUBLIC_URL).
// It never comes from a request, whose Host header anyone can set.
func (c Config) SiteURL() string {
	if c.PublicURL != "" {
		return c.PublicURL
	}
	host, port, err := net.SplitHostPort(c.Addr)
	if err != nil {
		host, port = "", "80"
	}
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port)
}

// MinSecretBytes is the shortest JWT_SECRET accepted: 256 bits, the HS256 key size.
const MinSecretBytes = 32

// isOrigin reports whether o is a bare http(s) origin: scheme and host, no path, query or user.
func isOrigin(o string) bool {
	u, err := url.Parse(o)
	return err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" && u.User == nil &&
		u.Path == "" && u.RawQuery == "" && u.Fragment == "" && !strings.ContainsAny(o, " ;'\"")
}

// redisURL checks a Redis URL and completes it for centrifuge, which needs an explicit port and
// reads any path as a database number: the default port 6379 is added, a bare "/" dropped.
func redisURL(v string) (string, error) {
	if v == "" {
		return "", nil
	}
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "redis" && u.Scheme != "rediss") || u.Hostname() == "" || u.Opaque != "" || u.Fragment != "" {
		return "", errors.New("must be a redis:// or rediss:// URL like redis://127.0.0.1:6379/0")
	}
	if u.Port() == "" {
		u.Host = net.JoinHostPort(u.Hostname(), "6379")
	}
	if u.Path == "/" {
		u.Path = ""
	}
	if db := strings.TrimPrefix(u.Path, "/"); db != "" {
		if n, err := strconv.Atoi(db); err != nil || n < 0 {
			return "", errors.New("the path must be a database number, like redis://127.0.0.1:6379/0")
		}
	}
	return u.String(), nil
}

// headerNameRune reports whether r may be part of an HTTP header name (RFC 9110's token).
func headerNameRune(r rune) bool {
	return r < 0x7f && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("!#$%&'*+-.^_`|~", r))
}

// lookup treats an empty variable as unset, as shells make "VAR=" easy to leave behind.
func lookup(getenv func(string) string, name string) (string, bool) {
	if getenv == nil {
		return "", false
	}
	v := getenv(name)
	return v, v != ""
}

func flagAlias(name string) string {
	return strings.ReplaceAll(strings.ToLower(name), "_", "-")
}

func randomSecret() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

// Markdown renders the configuration table for the README.
func Markdown() string {
	var b strings.Builder
	b.WriteString("| Variable / flag | Default | Description |\n|---|---|---|\n")
	for _, o := range Options() {
		def := "—"
		if o.Default != "" {
			def = "`" + o.Default + "`"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", o.Name, def, strings.ReplaceAll(o.Help, "|", `\|`))
	}
	b.WriteString("\nEvery variable is also a command-line flag of the same name (`-ADDR=:9090` or `-addr=:9090`); a flag wins over the environment.\n")
	return b.String()
}

// DefaultWithdrawalAutoApprove pays withdrawals up to about a hundred euros' worth at once.
const DefaultWithdrawalAutoApprove = "EUR=10000,USD=10000,GBP=10000,BRL=50000,KZT=5000000,BTC=100000"

// ParseAutoApprove reads WITHDRAWAL_AUTO_APPROVE_MAX: CURRENCY=MINOR_UNITS pairs, comma-separated,
// each currency one the platform keeps accounts in, once, with a whole number from 0 to 10^12.
func ParseAutoApprove(v string) (map[string]int64, error) {
	out := map[string]int64{}
	for pair := range strings.SplitSeq(v, ",") {
		pair = strings.TrimSpace(pair)
		if pair == "" {
			continue
		}
		code, amount, ok := strings.Cut(pair, "=")
		c, err := wallet.Lookup(code)
		if !ok || err != nil {
			return nil, fmt.Errorf("%q: want CURRENCY=MINOR_UNITS with a currency of the platform, e.g. EUR=10000", pair)
		}
		n, err := strconv.ParseInt(strings.TrimSpace(amount), 10, 64)
		if err != nil || n < 0 || n > 1_000_000_000_000 {
			return nil, fmt.Errorf("%q: the threshold must be a whole number of minor units from 0 to 10^12", pair)
		}
		if _, dup := out[c.Code]; dup {
			return nil, fmt.Errorf("%s is named twice", c.Code)
		}
		out[c.Code] = n
	}
	return out, nil
}
