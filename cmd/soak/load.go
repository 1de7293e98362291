package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/http/cookiejar"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/platformapi"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
)

// The load: browsers reading the catalogue's pages as the SPA does, in several languages;
// realtime clients on the updates channel of their locale and on a few live matches' channels,
// moving to other matches now and then; one bettor placing small singles on prematch matches.
const (
	browsers        = 4
	realtimeClients = 5
	browsePause     = 50 * time.Millisecond
	betPause        = 200 * time.Millisecond
	matchesWatched  = 3
	watchFor        = 20 * time.Second
	stake           = 10 // 0.10 EUR, the smallest stake
)

var locales = []string{"en", "de", "fr", "ru", "pt", "ar", "fi", "it", "kk", "no"}

// counts are what the load did.
type counts struct {
	requests, failures, pushes, bets, refused atomic.Int64

	mu      sync.Mutex
	reasons map[string]int // failures by what failed, ids left out
}

// ids are the ids of a path or a channel (/matches/123, match.123), left out of a failure's reason.
var ids = regexp.MustCompile(`([/.])[0-9]+`)

// fail counts a failure under its reason.
func (c *counts) fail(err error) {
	c.failures.Add(1)
	reason := ids.ReplaceAllString(err.Error(), "${1}N")
	c.mu.Lock()
	if c.reasons == nil {
		c.reasons = map[string]int{}
	}
	c.reasons[reason]++
	c.mu.Unlock()
}

// topReasons are the most frequent failures' reasons with their counts, at most n.
func (c *counts) topReasons(n int) []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	reasons := slices.SortedFunc(maps.Keys(c.reasons), func(a, b string) int { return cmp.Or(c.reasons[b]-c.reasons[a], strings.Compare(a, b)) })
	out := make([]string, 0, n)
	for _, r := range reasons[:min(n, len(reasons))] {
		out = append(out, fmt.Sprintf("%d × %s", c.reasons[r], r))
	}
	return out
}

// startLoad starts the load; it stops when ctx ends.
func startLoad(ctx context.Context, base string) *counts {
	c := &counts{}
	for i := range browsers {
		go browse(ctx, c, base, i)
	}
	for i := range realtimeClients {
		go watch(ctx, c, base, locales[i%len(locales)])
	}
	go bet(ctx, c, base)
	return c
}

// get reads base+path and decodes it into out (when not nil).
func get(ctx context.Context, c *counts, client *http.Client, base, path, lang string, out any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+path, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Accept-Language", lang)
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	c.requests.Add(1)
	if err == nil && res.StatusCode != http.StatusOK {
		err = fmt.Errorf("GET %s: status %d", path, res.StatusCode)
	}
	if err == nil && out != nil {
		err = json.Unmarshal(body, out)
	}
	if err != nil && ctx.Err() == nil {
		c.fail(err)
	}
	return err
}

// matchIDs lists the ids of matches of a status (0 prematch, 1 live, 3 finished).
func matchIDs(ctx context.Context, c *counts, client *http.Client, base string, status int) []int64 {
	var list apigen.MatchList
	if get(ctx, c, client, base, fmt.Sprintf("/api/sportsbook/matches?type=match&match_status=%d&limit=50", status), "en", &list) != nil {
		return nil
	}
	ids := make([]int64, 0, len(list.Data))
	for _, m := range list.Data {
		ids = append(ids, m.MatchId)
	}
	return ids
}

// browse reads the home, live and results lists, the sports menu and counters, a live and a
// recently finished match with its markets, a search, and the pages' HTML, in turn.
func browse(ctx context.Context, c *counts, base string, n int) {
	client := &http.Client{Timeout: 30 * time.Second}
	for k := n; ctx.Err() == nil; k++ {
		lang := locales[k%len(locales)]
		live, finished := matchIDs(ctx, c, client, base, 1), matchIDs(ctx, c, client, base, 3)
		paths := []string{"/api/sportsbook/sports", "/api/sportsbook/matches?limit=20&sort_by=start_time:asc",
			"/api/sportsbook/search?q=united", "/" + lang, "/" + lang + "/live"}
		for _, ids := range [][]int64{live, finished} {
			if len(ids) > 0 {
				id := ids[k%len(ids)]
				paths = append(paths, fmt.Sprintf("/api/sportsbook/matches/%d", id), fmt.Sprintf("/api/sportsbook/matches/%d/markets", id))
			}
		}
		for _, p := range paths {
			get(ctx, c, client, base, p, lang, nil)
			pause(ctx, browsePause)
		}
	}
}

// watch is a realtime client: it connects with a connection token, subscribes to its locale's
// updates channel and to a few live matches' channels, and moves to other live matches every
// watchFor; it reconnects when the connection drops.
func watch(ctx context.Context, c *counts, base, locale string) {
	client := &http.Client{Timeout: 30 * time.Second}
	for ctx.Err() == nil {
		if err := watchOnce(ctx, c, client, base, locale); err != nil && ctx.Err() == nil {
			c.fail(fmt.Errorf("realtime client: %w", err))
			pause(ctx, time.Second)
		}
	}
}

func watchOnce(ctx context.Context, c *counts, client *http.Client, base, locale string) error {
	var tok apigen.WebsocketToken
	if err := post(ctx, client, base+"/api/sportsbook/websocket/token", nil, nil, &tok); err != nil {
		return err
	}
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/connection/websocket", nil)
	if err != nil {
		return err
	}
	defer conn.CloseNow()
	conn.SetReadLimit(16 << 20)
	id := 0
	send := func(method string, params any) error {
		id++
		cmd, err := json.Marshal(map[string]any{"id": id, method: params})
		if err != nil {
			return err
		}
		return conn.Write(ctx, websocket.MessageText, cmd)
	}
	if err := send("connect", map[string]any{"token": tok.Token}); err != nil {
		return err
	}
	if err := send("subscribe", map[string]any{"channel": "public:" + locale + ".updates"}); err != nil {
		return err
	}
	// Reading answers pings and counts pushes; replies to commands are read and dropped.
	readErr := make(chan error, 1)
	go func() {
		for {
			_, data, err := conn.Read(ctx)
			if err != nil {
				readErr <- err
				return
			}
			for _, line := range bytes.Split(data, []byte("\n")) {
				switch {
				case bytes.Equal(bytes.TrimSpace(line), []byte("{}")):
					if err := conn.Write(ctx, websocket.MessageText, []byte("{}")); err != nil {
						readErr <- err
						return
					}
				case bytes.Contains(line, []byte(`"push"`)):
					c.pushes.Add(1)
				}
			}
		}
	}()
	var watched []string
	for {
		for _, ch := range watched {
			if err := send("unsubscribe", map[string]any{"channel": ch}); err != nil {
				return err
			}
		}
		watched = watched[:0]
		live := matchIDs(ctx, c, client, base, 1)
		for i := 0; i < len(live) && i < matchesWatched; i++ {
			ch := fmt.Sprintf("public:%s.updates.match.%d", locale, live[(i*7+int(time.Now().Unix()))%len(live)])
			if err := send("subscribe", map[string]any{"channel": ch, "recover": true}); err != nil {
				return err
			}
			watched = append(watched, ch)
		}
		select {
		case <-ctx.Done():
			return nil
		case err := <-readErr:
			return err
		case <-time.After(watchFor):
		}
	}
}

// bet signs the demo player in, tops its account up and places small singles on prematch
// matches' main markets, one after another, with a new sportsbook session before the last expires.
func bet(ctx context.Context, c *counts, base string) {
	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar, Timeout: 30 * time.Second}
	csrf, err := signIn(ctx, client, base)
	var bearerHeader http.Header
	var renewAt time.Time
	for k := 0; ctx.Err() == nil && err == nil; k++ {
		if time.Now().After(renewAt) {
			var bearer string
			if bearer, err = session(ctx, client, base, csrf); err != nil {
				break
			}
			bearerHeader, renewAt = http.Header{"Authorization": {"Bearer " + bearer}}, time.Now().Add(auth.BearerTTL/2)
		}
		var list apigen.MatchList
		if get(ctx, c, client, base, "/api/sportsbook/matches?type=match&match_status=0&limit=50", "en", &list) != nil {
			pause(ctx, time.Second)
			continue
		}
		for i, m := range list.Data {
			mk := m.MainMarket
			if mk == nil || len(mk.Outcomes) == 0 || ctx.Err() != nil {
				continue
			}
			o := mk.Outcomes[(i+k)%len(mk.Outcomes)]
			req := apigen.PlaceBetsRequest{Bets: []apigen.BetRequest{{Type: apigen.Single, Stake: apigen.Stake{Value: stake, Currency: "EUR"},
				Selections: []apigen.BetSelectionRequest{{MatchId: m.MatchId, MarketId: mk.MarketId, Specifier: mk.Specifier, OutcomeId: o.Id, Odds: o.Odds}}}}}
			req.Meta.RequestId = fmt.Sprintf("soak-%d-%d-%d", time.Now().UnixNano(), k, i)
			if post(ctx, client, base+"/api/sportsbook/v3/bets", bearerHeader, req, nil) == nil {
				c.bets.Add(1)
			} else if ctx.Err() == nil {
				c.refused.Add(1)
			}
			pause(ctx, betPause)
		}
	}
	if err != nil && ctx.Err() == nil {
		fmt.Println("soak: the bettor stopped:", err)
	}
}

// signIn takes the demo player from visitor to a signed-in, funded player; it returns the CSRF
// header of the platform's writes.
func signIn(ctx context.Context, client *http.Client, base string) (http.Header, error) {
	var anon platformgen.Player
	if err := get(ctx, &counts{}, client, base, "/api/platform/player", "en", &anon); err != nil {
		return nil, err
	}
	csrf := http.Header{"X-Csrf-Token": {anon.CsrfToken}}
	platform := base + "/api/platform"
	if err := post(ctx, client, platform+"/users/sign_in", csrf, platformgen.SignInRequest{Email: platformapi.DemoEmail, Password: platformapi.DemoPassword}, nil); err != nil {
		return nil, err
	}
	quick := true
	err := post(ctx, client, platform+"/player/deposits", csrf, platformgen.DepositRequest{Amount: 10_000_000, Currency: "EUR", Quick: &quick}, nil)
	return csrf, err
}

// session opens a sportsbook session and returns its bearer token, set to accept any odds change
// (live prices move every second).
func session(ctx context.Context, client *http.Client, base string, csrf http.Header) (string, error) {
	var sess platformgen.SportsbookSession
	if err := post(ctx, client, base+"/api/platform/sportsbook_sessions", csrf, nil, &sess); err != nil {
		return "", err
	}
	mode := apigen.Any
	err := post(ctx, client, base+"/api/sportsbook/settings", http.Header{"Authorization": {"Bearer " + sess.Token}},
		apigen.SettingsUpdate{AutoAcceptOddsChange: &mode}, nil)
	return sess.Token, err
}

// post sends in as JSON and decodes a 2xx answer into out (when not nil).
func post(ctx context.Context, client *http.Client, url string, header http.Header, in, out any) error {
	var body io.Reader = http.NoBody
	if in != nil {
		data, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(data)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, body)
	if err != nil {
		return err
	}
	for k, v := range header {
		req.Header[k] = v
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		return err
	}
	if res.StatusCode/100 != 2 {
		return fmt.Errorf("POST %s: status %d: %.200s", url, res.StatusCode, data)
	}
	if out != nil {
		return json.Unmarshal(data, out)
	}
	return nil
}

func pause(ctx context.Context, d time.Duration) {
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
}
