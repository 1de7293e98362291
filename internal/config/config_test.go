package config

import (
	"log/slog"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

func env(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func TestLoad(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		args    []string
		check   func(t *testing.T, c Config)
		wantErr string
	}{
		{name: "defaults", check: func(t *testing.T, c Config) {
			if c.Addr != ":8080" || c.DatabaseURL != "./data/sportsbook.db" || c.FeedSeed != 1 || c.FeedSpeed != 1 ||
				!c.FeedEnabled || c.PublicURL != "" || c.RedisURL != "" || !c.RTLEnabled || !c.SiteIndexable || c.LogLevel != slog.LevelInfo ||
				c.ContentPollInterval != 2*time.Second {
				t.Fatalf("defaults: %+v", c)
			}
			// Development aids are off unless the demo path or a test turns them on.
			if c.DevOutbox || c.DemoPlayer || c.FeedControl || c.DemoStream || c.StreamURLTemplate != "" || len(c.FrameAncestors) != 0 || c.ConnectSources() != nil {
				t.Fatalf("outbox %v, demo player %v, feed control %v, frame ancestors %v by default", c.DevOutbox, c.DemoPlayer, c.FeedControl, c.FrameAncestors)
			}
			if !c.JWTSecretGenerated || len(c.JWTSecret) != 64 {
				t.Fatalf("want a generated 32-byte secret, got %q", c.JWTSecret)
			}
		}},
		{name: "environment", env: map[string]string{
			"ADDR": ":9090", "DATABASE_URL": "file:/tmp/x.db", "FEED_SEED": "42", "FEED_SPEED": "60",
			"FEED_ENABLED": "false", "PUBLIC_URL": "https://bets.example.com/", "JWT_SECRET": secret32,
			"RTL_ENABLED": "0", "SITE_INDEXABLE": "false", "LOG_LEVEL": "debug",
		}, check: func(t *testing.T, c Config) {
			if c.Addr != ":9090" || c.DatabaseURL != "/tmp/x.db" || c.FeedSeed != 42 || c.FeedSpeed != 60 ||
				c.FeedEnabled || c.PublicURL != "https://bets.example.com" || c.JWTSecret != secret32 ||
				c.JWTSecretGenerated || c.RTLEnabled || c.SiteIndexable || c.LogLevel != slog.LevelDebug {
				t.Fatalf("env: %+v", c)
			}
		}},
		{name: "flag wins over environment", env: map[string]string{"ADDR": ":9090"}, args: []string{"-ADDR=:7070", "-feed-seed", "7"},
			check: func(t *testing.T, c Config) {
				if c.Addr != ":7070" || c.FeedSeed != 7 {
					t.Fatalf("flags: %+v", c)
				}
			}},
		{name: "empty variable is unset", env: map[string]string{"ADDR": ""}, check: func(t *testing.T, c Config) {
			if c.Addr != ":8080" {
				t.Fatalf("addr %q", c.Addr)
			}
		}},
		{name: "config-help", args: []string{"-config-help"}, check: func(t *testing.T, c Config) {
			if !c.ConfigHelp {
				t.Fatal("ConfigHelp not set")
			}
		}},
		{name: "pprof on every interface", env: map[string]string{"PPROF_ADDR": ":6060"}, wantErr: "PPROF_ADDR=\":6060\": \":6060\" is not a loopback address"},
		{name: "pprof on a public address", args: []string{"-PPROF_ADDR=192.0.2.1:6060"}, wantErr: "is not a loopback address"},
		{name: "pprof on loopback", env: map[string]string{"PPROF_ADDR": "127.0.0.1:6060"}, check: func(t *testing.T, c Config) {
			if c.PprofAddr != "127.0.0.1:6060" {
				t.Fatalf("pprof addr %q", c.PprofAddr)
			}
		}},
		{name: "bad seed", env: map[string]string{"FEED_SEED": "x"}, wantErr: "FEED_SEED"},
		{name: "bad speed", args: []string{"-FEED_SPEED=0"}, wantErr: "FEED_SPEED"},
		{name: "bad bool", env: map[string]string{"FEED_ENABLED": "maybe"}, wantErr: "FEED_ENABLED"},
		{name: "bad public url", env: map[string]string{"PUBLIC_URL": "bets.example.com"}, wantErr: "PUBLIC_URL"},
		{name: "a real site without a secret", env: map[string]string{"PUBLIC_URL": "https://bets.example.com"}, wantErr: "a real site (PUBLIC_URL or SMTP_URL set) needs JWT_SECRET"},
		{name: "31-byte secret", env: map[string]string{"JWT_SECRET": secret32[:31]}, wantErr: "JWT_SECRET=(hidden): must be at least 32 bytes"},
		{name: "SMTP without public URL", env: map[string]string{"SMTP_URL": "smtp://mail.example.com:587?from=a@example.com"}, wantErr: "SMTP_URL needs PUBLIC_URL"},
		{name: "embedded without frame ancestors", env: map[string]string{"EMBEDDED": "true"}, wantErr: "EMBEDDED needs FRAME_ANCESTORS"},
		{name: "frame ancestor with a path", env: map[string]string{"FRAME_ANCESTORS": "https://casino.example.com/games"}, wantErr: "FRAME_ANCESTORS"},
		{name: "frame ancestor with a quote", env: map[string]string{"FRAME_ANCESTORS": "https://a.example.com'"}, wantErr: "FRAME_ANCESTORS"},
		{name: "embedded with frame ancestors", env: map[string]string{"EMBEDDED": "true", "FRAME_ANCESTORS": "https://casino.example.com/, http://localhost:3000"},
			check: func(t *testing.T, c Config) {
				if !c.Embedded || strings.Join(c.FrameAncestors, " ") != "https://casino.example.com http://localhost:3000" {
					t.Fatalf("embedded %v, ancestors %q", c.Embedded, c.FrameAncestors)
				}
			}},
		{name: "public url with a path", env: map[string]string{"PUBLIC_URL": "https://bets.example.com/x?y#z"}, wantErr: "PUBLIC_URL"},
		{name: "public url with a user", env: map[string]string{"PUBLIC_URL": "https://me@bets.example.com"}, wantErr: "PUBLIC_URL"},
		{name: "country code of digits", env: map[string]string{"BLOCKED_COUNTRIES": "KP,00"}, wantErr: "BLOCKED_COUNTRIES"},
		{name: "country code not ASCII", env: map[string]string{"BLOCKED_COUNTRIES": "É"}, wantErr: "BLOCKED_COUNTRIES"},
		{name: "speed NaN", env: map[string]string{"FEED_SPEED": "NaN"}, wantErr: "FEED_SPEED"},
		{name: "content poll interval", env: map[string]string{"CONTENT_POLL_INTERVAL": "100ms"}, check: func(t *testing.T, c Config) {
			if c.ContentPollInterval != 100*time.Millisecond {
				t.Fatalf("content poll interval %v", c.ContentPollInterval)
			}
		}},
		{name: "content poll interval without a unit", env: map[string]string{"CONTENT_POLL_INTERVAL": "2"}, wantErr: "CONTENT_POLL_INTERVAL"},
		{name: "content poll interval too short", env: map[string]string{"CONTENT_POLL_INTERVAL": "10ms"}, wantErr: "CONTENT_POLL_INTERVAL"},
		{name: "speed infinite", env: map[string]string{"FEED_SPEED": "+Inf"}, wantErr: "FEED_SPEED"},
		{name: "header name with a space", env: map[string]string{"COUNTRY_HEADER": "CF IPCountry"}, wantErr: "COUNTRY_HEADER"},
		{name: "feed control on a real site", env: map[string]string{"FEED_CONTROL": "true", "PUBLIC_URL": "https://bets.example.com"}, wantErr: "FEED_CONTROL"},
		{name: "feed control without a feed", env: map[string]string{"FEED_CONTROL": "true", "FEED_ENABLED": "false"}, wantErr: "FEED_CONTROL"},
		{name: "test password hashing", env: map[string]string{"TEST_PASSWORD_HASHING": "true"}, check: func(t *testing.T, c Config) {
			if !c.TestPasswordHashing {
				t.Fatal("test password hashing off")
			}
		}},
		{name: "test password hashing on a real site", env: map[string]string{"TEST_PASSWORD_HASHING": "true", "PUBLIC_URL": "https://bets.example.com"}, wantErr: "TEST_PASSWORD_HASHING"},
		{name: "bad log level", env: map[string]string{"LOG_LEVEL": "loud"}, wantErr: "LOG_LEVEL"},
		{name: "redis url", env: map[string]string{"REDIS_URL": " redis://127.0.0.1:6379/2 "}, check: redisURLIs("redis://127.0.0.1:6379/2")},
		{name: "redis url with TLS and a password", env: map[string]string{"REDIS_URL": "rediss://app:s%40cret@redis.example.com:6380"},
			check: redisURLIs("rediss://app:s%40cret@redis.example.com:6380")},
		// Centrifuge needs the port and reads any path as a database number.
		{name: "redis url default port", args: []string{"-redis-url=redis://localhost/"}, check: redisURLIs("redis://localhost:6379")},
		{name: "redis url IPv6", env: map[string]string{"REDIS_URL": "redis://[::1]/0"}, check: redisURLIs("redis://[::1]:6379/0")},
		{name: "redis url without scheme", env: map[string]string{"REDIS_URL": "127.0.0.1:6379"}, wantErr: "REDIS_URL=(hidden): must be a redis:// or rediss:// URL"},
		{name: "redis url of another scheme", env: map[string]string{"REDIS_URL": "http://127.0.0.1:6379"}, wantErr: "REDIS_URL"},
		{name: "redis url without host", env: map[string]string{"REDIS_URL": "redis:///0"}, wantErr: "REDIS_URL"},
		{name: "redis url bad database", env: map[string]string{"REDIS_URL": "redis://127.0.0.1:6379/zero"}, wantErr: "database number"},
		{name: "redis url bad port", env: map[string]string{"REDIS_URL": "redis://127.0.0.1:port/0"}, wantErr: "REDIS_URL"},
		{name: "postgres url", env: map[string]string{"DATABASE_URL": " postgres://app:s%40cret@db.example.com:5432/sportsbook?sslmode=require "},
			check: databaseURLIs("postgres://app:s%40cret@db.example.com:5432/sportsbook?sslmode=require")},
		{name: "postgresql url on a unix socket", args: []string{"-database-url=postgresql:///sportsbook?host=/run/postgresql"},
			check: databaseURLIs("postgresql:///sportsbook?host=/run/postgresql")},
		{name: "postgres url without host", env: map[string]string{"DATABASE_URL": "postgres:///sportsbook"},
			wantErr: "DATABASE_URL=(hidden): must be a PostgreSQL URL"},
		{name: "error reporting DSN", env: map[string]string{"ERROR_REPORTING_DSN": " https://abc123@errors.example.com/42 "},
			check: dsnIs("https://abc123@errors.example.com/42", "https://errors.example.com")},
		{name: "error reporting DSN with a port and a path", args: []string{"-error-reporting-dsn=https://k@errors.example.com:8443/sentry/7"},
			check: dsnIs("https://k@errors.example.com:8443/sentry/7", "https://errors.example.com:8443")},
		{name: "error reporting DSN over http on loopback", env: map[string]string{"ERROR_REPORTING_DSN": "http://k@127.0.0.1:9000/1"},
			check: dsnIs("http://k@127.0.0.1:9000/1", "http://127.0.0.1:9000")},
		{name: "error reporting DSN over http elsewhere", env: map[string]string{"ERROR_REPORTING_DSN": "http://k@errors.example.com/1"},
			wantErr: "ERROR_REPORTING_DSN=\"http://k@errors.example.com/1\": must be a DSN"},
		{name: "error reporting DSN without a key", env: map[string]string{"ERROR_REPORTING_DSN": "https://errors.example.com/1"}, wantErr: "ERROR_REPORTING_DSN"},
		{name: "error reporting DSN with a secret key", env: map[string]string{"ERROR_REPORTING_DSN": "https://k:secret@errors.example.com/1"}, wantErr: "a public key only"},
		{name: "error reporting DSN without a project", env: map[string]string{"ERROR_REPORTING_DSN": "https://k@errors.example.com/"}, wantErr: "project id"},
		{name: "error reporting DSN with a word for a project", env: map[string]string{"ERROR_REPORTING_DSN": "https://k@errors.example.com/app"}, wantErr: "project id"},
		{name: "error reporting DSN of another scheme", env: map[string]string{"ERROR_REPORTING_DSN": "ftp://k@errors.example.com/1"}, wantErr: "ERROR_REPORTING_DSN"},
		{name: "error reporting DSN with a query", env: map[string]string{"ERROR_REPORTING_DSN": "https://k@errors.example.com/1?x=1"}, wantErr: "ERROR_REPORTING_DSN"},
		{name: "error reporting DSN with a quote", env: map[string]string{"ERROR_REPORTING_DSN": "https://k@errors.example.com'/1"}, wantErr: "ERROR_REPORTING_DSN"},
		{name: "stream URL template", env: map[string]string{"STREAM_URL_TEMPLATE": " https://cdn.example.com/live/{match_id}/index.m3u8 "},
			check: func(t *testing.T, c Config) {
				if c.StreamURLTemplate != "https://cdn.example.com/live/{match_id}/index.m3u8" || c.DemoStream ||
					!slices.Equal(c.MediaSources(), []string{"https://cdn.example.com"}) || !slices.Equal(c.ConnectSources(), []string{"https://cdn.example.com"}) {
					t.Fatalf("template %q demo %v media %v connect %v", c.StreamURLTemplate, c.DemoStream, c.MediaSources(), c.ConnectSources())
				}
			}},
		{name: "stream URL template beside an error reporting DSN", env: map[string]string{"STREAM_URL_TEMPLATE": "https://cdn.example.com/{match_id}.m3u8",
			"ERROR_REPORTING_DSN": "https://k@errors.example.com/1"},
			check: func(t *testing.T, c Config) {
				if !slices.Equal(c.ConnectSources(), []string{"https://errors.example.com", "https://cdn.example.com"}) {
					t.Fatalf("connect %v", c.ConnectSources())
				}
			}},
		{name: "stream URL template without the match id", env: map[string]string{"STREAM_URL_TEMPLATE": "https://cdn.example.com/index.m3u8"},
			wantErr: "STREAM_URL_TEMPLATE=\"https://cdn.example.com/index.m3u8\": must be a URL like"},
		{name: "stream URL template over http", args: []string{"-stream-url-template=http://cdn.example.com/{match_id}.m3u8"}, wantErr: "http only for a loopback host"},
		{name: "demo stream", env: map[string]string{"DEMO_STREAM": "true"}, check: func(t *testing.T, c Config) {
			if !c.DemoStream || c.MediaSources() != nil {
				t.Fatalf("demo %v media %v", c.DemoStream, c.MediaSources())
			}
		}},
		{name: "demo stream and a provider", env: map[string]string{"DEMO_STREAM": "true", "STREAM_URL_TEMPLATE": "https://cdn.example.com/{match_id}.m3u8"},
			wantErr: "set one of them"},
		{name: "virtual wallet", env: map[string]string{"VIRTUAL_WALLET_URL": " https://wallet.example.com/api/ "},
			check: func(t *testing.T, c Config) {
				if c.VirtualWalletBase("/demo") != "https://wallet.example.com/api" || !slices.Equal(c.ConnectSources(), []string{"https://wallet.example.com"}) {
					t.Fatalf("base %q connect %v", c.VirtualWalletBase("/demo"), c.ConnectSources())
				}
			}},
		{name: "demo virtual wallet", env: map[string]string{"DEMO_VIRTUAL_WALLET": "true"}, check: func(t *testing.T, c Config) {
			if c.VirtualWalletBase("/demo") != "/demo" || c.ConnectSources() != nil {
				t.Fatalf("base %q connect %v", c.VirtualWalletBase("/demo"), c.ConnectSources())
			}
		}},
		{name: "virtual wallet over http", env: map[string]string{"VIRTUAL_WALLET_URL": "http://wallet.example.com"}, wantErr: "http only for a loopback host"},
		{name: "virtual wallet with a query", env: map[string]string{"VIRTUAL_WALLET_URL": "https://wallet.example.com/?k=1"}, wantErr: "VIRTUAL_WALLET_URL"},
		{name: "demo virtual wallet and another", env: map[string]string{"DEMO_VIRTUAL_WALLET": "true", "VIRTUAL_WALLET_URL": "https://wallet.example.com"},
			wantErr: "set one of them"},
		{name: "player groups", env: map[string]string{"DEPOSIT_REMINDER_GROUP": "newcomers", "USER_GROUP_CHECKER_GROUP": "vip",
			"USER_GROUP_CHECKER_URL": "https://casino.example.com"}, check: func(t *testing.T, c Config) {
			if c.DepositReminderGroup != "newcomers" || c.UserGroupCheckerGroup != "vip" || c.QuickDepositTestGroup != "spi_test" {
				t.Fatalf("groups %q %q %q", c.DepositReminderGroup, c.UserGroupCheckerGroup, c.QuickDepositTestGroup)
			}
		}},
		{name: "a group id with a space", env: map[string]string{"DEPOSIT_REMINDER_GROUP": "new comers"}, wantErr: "status group id"},
		{name: "user-group checker without its URL", env: map[string]string{"USER_GROUP_CHECKER_GROUP": "vip"}, wantErr: "go together"},
		{name: "image proxy", env: map[string]string{"IMAGE_PROXY_URL": " https://img.example.com:8443/resize "}, check: func(t *testing.T, c Config) {
			if c.ImageProxyURL != "https://img.example.com:8443/resize" || !slices.Equal(c.ImageSources(), []string{"https://img.example.com:8443"}) {
				t.Fatalf("proxy %q images %v", c.ImageProxyURL, c.ImageSources())
			}
		}},
		{name: "image proxy over http", env: map[string]string{"IMAGE_PROXY_URL": "http://img.example.com/resize"}, wantErr: "IMAGE_PROXY_URL=\"http://img.example.com/resize\": \"http://img.example.com/resize\" must be an https URL"},
		{name: "image proxy with a query", env: map[string]string{"IMAGE_PROXY_URL": "https://img.example.com/r?x=1"}, wantErr: "IMAGE_PROXY_URL"},
		{name: "unknown flag", args: []string{"-nope"}, wantErr: "nope"},
		{name: "stray argument", args: []string{"serve"}, wantErr: "serve"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Load(tt.args, env(tt.env))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("want error containing %q, got %v", tt.wantErr, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tt.check(t, c)
		})
	}
}

func dsnIs(dsn, origin string) func(t *testing.T, c Config) {
	return func(t *testing.T, c Config) {
		if c.ErrorReportingDSN != dsn || strings.Join(c.ConnectSources(), " ") != origin {
			t.Fatalf("DSN %q with connect sources %q, want %q and %q", c.ErrorReportingDSN, c.ConnectSources(), dsn, origin)
		}
	}
}

func databaseURLIs(want string) func(t *testing.T, c Config) {
	return func(t *testing.T, c Config) {
		if c.DatabaseURL != want {
			t.Fatalf("DatabaseURL %q, want %q", c.DatabaseURL, want)
		}
	}
}

func redisURLIs(want string) func(t *testing.T, c Config) {
	return func(t *testing.T, c Config) {
		if c.RedisURL != want {
			t.Fatalf("RedisURL %q, want %q", c.RedisURL, want)
		}
	}
}

// secret32 is a secret of the shortest accepted length.
const secret32 = "0123456789abcdef0123456789abcdef"

func TestSecretsStayOutOfErrors(t *testing.T) {
	_, err := Load([]string{"-JWT_SECRET=short-secret"}, env(nil))
	if err == nil || strings.Contains(err.Error(), "short-secret") {
		t.Fatalf("want an error without the secret, got %v", err)
	}
	_, err = Load(nil, env(map[string]string{"REDIS_URL": "redis://app:hunter2@127.0.0.1:6379/db"}))
	if err == nil || strings.Contains(err.Error(), "hunter2") {
		t.Fatalf("want an error without the Redis password, got %v", err)
	}
	_, err = Load(nil, env(map[string]string{"DATABASE_URL": "postgres://app:hunter2@/db"}))
	if err == nil || strings.Contains(err.Error(), "hunter2") {
		t.Fatalf("want an error without the PostgreSQL password, got %v", err)
	}
}

func TestMarkdownListsEveryOption(t *testing.T) {
	md := Markdown()
	for _, o := range Options() {
		if !strings.Contains(md, "`"+o.Name+"`") {
			t.Errorf("%s missing from the table", o.Name)
		}
	}
	if !strings.Contains(md, "`:8080`") {
		t.Error("defaults missing")
	}
}

// The README's configuration section is this table as `sportsbook -config-help` prints it: when
// an option changes, paste the new output there.
func TestREADMEHasTheConfigTable(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), Markdown()) {
		t.Error("README.md's configuration table differs from `go run ./cmd/sportsbook -config-help`: paste its output there")
	}
}

func TestSiteURL(t *testing.T) {
	for _, tc := range []struct{ addr, public, want string }{
		{":8080", "", "http://localhost:8080"},
		{"127.0.0.1:18080", "", "http://127.0.0.1:18080"},
		{"[::1]:9000", "", "http://[::1]:9000"},
		{"0.0.0.0:8080", "", "http://localhost:8080"},
		{"203.0.113.5:8080", "", "http://localhost:8080"},
		{":8080", "https://bets.example.com", "https://bets.example.com"},
	} {
		if got := (Config{Addr: tc.addr, PublicURL: tc.public}).SiteURL(); got != tc.want {
			t.Errorf("SiteURL(%q, %q) = %q, want %q", tc.addr, tc.public, got, tc.want)
		}
	}
}

// A metrics token short enough to guess is refused, without being printed; none leaves /metrics
// to this machine.
func TestMetricsToken(t *testing.T) {
	for _, tc := range []struct {
		name, token, want, wantErr string
	}{
		{name: "none"},
		{name: "long enough", token: " " + secret32 + " ", want: secret32},
		{name: "too short", token: "metrics-password", wantErr: "METRICS_TOKEN"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := Load(nil, env(map[string]string{"METRICS_TOKEN": tc.token}))
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) || strings.Contains(err.Error(), tc.token) {
					t.Fatalf("want an error naming %s without the token, got %v", tc.wantErr, err)
				}
				return
			}
			if err != nil || c.MetricsToken != tc.want {
				t.Fatalf("MetricsToken %q, %v; want %q", c.MetricsToken, err, tc.want)
			}
		})
	}
}

func TestParseDSN(t *testing.T) {
	for _, tc := range []struct {
		dsn  string
		want DSN
	}{
		{"https://abc@o1.ingest.example.com/12", DSN{Origin: "https://o1.ingest.example.com", PublicKey: "abc", ProjectID: "12"}},
		{"https://abc@errors.example.com:8443/sentry/in/3", DSN{Origin: "https://errors.example.com:8443", PublicKey: "abc", Path: "/sentry/in", ProjectID: "3"}},
		{"http://k@localhost:9000/1", DSN{Origin: "http://localhost:9000", PublicKey: "k", ProjectID: "1"}},
		{"http://k@[::1]:9000/1", DSN{Origin: "http://[::1]:9000", PublicKey: "k", ProjectID: "1"}},
	} {
		got, err := ParseDSN(tc.dsn)
		if err != nil || got != tc.want {
			t.Errorf("ParseDSN(%q) = %+v, %v; want %+v", tc.dsn, got, err, tc.want)
		}
	}
}

// FEATURES sets the flags' defaults, and an unknown name stops the start; OPERATOR_TOKEN is
// refused when short enough to guess, without being printed; the test-providers cookie is off
// unless asked for.
func TestOperatorOptions(t *testing.T) {
	for _, tc := range []struct {
		name    string
		env     map[string]string
		check   func(t *testing.T, c Config)
		wantErr string
	}{
		{name: "defaults", env: nil, check: func(t *testing.T, c Config) {
			if !c.Features["jackpots"] || !c.Features["quick_deposit"] || c.Features["quick_deposit_test"] ||
				c.Features["custom_sport_type_providers"] || c.Features["delta_compression"] || len(c.Features) != 8 {
				t.Fatalf("features %v", c.Features)
			}
			if c.OperatorToken != "" || c.TestProvidersCookie {
				t.Fatalf("operator token %q, test cookie %v by default", c.OperatorToken, c.TestProvidersCookie)
			}
		}},
		{name: "features listed", env: map[string]string{"FEATURES": "custom_sport_type_providers, jackpots"}, check: func(t *testing.T, c Config) {
			if !c.Features["custom_sport_type_providers"] || !c.Features["jackpots"] || c.Features["quick_deposit"] {
				t.Fatalf("features %v", c.Features)
			}
		}},
		{name: "unknown feature", env: map[string]string{"FEATURES": "jackpots,cashback"}, wantErr: `FEATURES="jackpots,cashback": "cashback" is not a feature flag`},
		{name: "operator token", env: map[string]string{"OPERATOR_TOKEN": secret32, "TEST_PROVIDERS_COOKIE": "true"}, check: func(t *testing.T, c Config) {
			if c.OperatorToken != secret32 || !c.TestProvidersCookie {
				t.Fatalf("operator token %q, test cookie %v", c.OperatorToken, c.TestProvidersCookie)
			}
		}},
		{name: "weak operator token", env: map[string]string{"OPERATOR_TOKEN": "operator-password"}, wantErr: "OPERATOR_TOKEN=(hidden): must be at least 32 bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := Load(nil, env(tc.env))
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) || strings.Contains(err.Error(), "operator-password") {
					t.Fatalf("err = %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tc.check(t, c)
		})
	}
}

func TestParseAutoApprove(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want map[string]int64
		bad  bool
	}{
		{"", map[string]int64{}, false},
		{"EUR=10000", map[string]int64{"EUR": 10000}, false},
		{" eur = 5 , BTC=100000,", map[string]int64{"EUR": 5, "BTC": 100000}, false},
		{"GBP=0", map[string]int64{"GBP": 0}, false},
		{DefaultWithdrawalAutoApprove, map[string]int64{"EUR": 10000, "USD": 10000, "GBP": 10000, "BRL": 50000, "KZT": 5000000, "BTC": 100000}, false},
		{"XYZ=100", nil, true},
		{"EUR", nil, true},
		{"EUR=-1", nil, true},
		{"EUR=1.5", nil, true},
		{"EUR=1,EUR=2", nil, true},
		{"EUR=10000000000000", nil, true},
	} {
		got, err := ParseAutoApprove(tc.in)
		if (err != nil) != tc.bad || len(got) != len(tc.want) {
			t.Errorf("%q: %v %v", tc.in, got, err)
			continue
		}
		for k, v := range tc.want {
			if got[k] != v {
				t.Errorf("%q: %v", tc.in, got)
			}
		}
	}
}
