package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// childEnv makes the test binary run the server instead of the tests: the restart test starts
// the real server as a process of its own, so that it can kill it.
const childEnv = "SPORTSBOOK_TEST_SERVER"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) == "1" {
		os.Exit(run(nil, os.Getenv, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// server is the sportsbook running as a child process.
type server struct {
	cmd  *exec.Cmd
	base string
}

// startServer runs the server on a free loopback port with the database file db, and returns
// once it listens.
func startServer(t *testing.T, db string) *server {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), childEnv+"=1", "ADDR=127.0.0.1:0", "DATABASE_URL="+db, "FEED_SEED=9", "FEED_SPEED=30",
		"FEED_CONTROL=true", "DEMO_PLAYER=true", "JWT_SECRET=restart-test-secret-of-32-bytes!!", "LOG_LEVEL=error")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	lines := bufio.NewScanner(out)
	for lines.Scan() {
		if base, ok := strings.CutPrefix(lines.Text(), "Sportsbook listening on "); ok {
			go func() { _, _ = io.Copy(io.Discard, out) }()
			waitFeed(t, base)
			return &server{cmd: cmd, base: base}
		}
	}
	t.Fatal("the server did not start")
	return nil
}

// waitFeed waits until the feed runs on the server and has stored its first batch: it takes its
// lease, settles what was left and rebuilds the matches in play after the server listens.
func waitFeed(t *testing.T, base string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		res, err := http.Get(base + "/dev/feed/status")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusNoContent {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("the feed did not start within 30 s: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// player is the demo player in a browser: cookies, the CSRF header and a sportsbook bearer token.
type player struct {
	t      *testing.T
	base   string
	client *http.Client
	bearer string
}

func signInDemo(t *testing.T, base string) *player {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	p := &player{t: t, base: base, client: &http.Client{Jar: jar, Timeout: 10 * time.Second}}
	p.call("GET", "/api/platform/player", nil, nil, 200)
	p.call("POST", "/api/platform/users/sign_in", map[string]string{"email": "demo@sportsbook.test", "password": "demo-bets-2026"}, nil, 200)
	var sess struct{ Token string }
	p.call("POST", "/api/platform/sportsbook_sessions", nil, &sess, 200)
	p.bearer = sess.Token
	return p
}

// call sends a JSON request and decodes the answer into out, failing unless the status is want.
func (p *player) call(method, path string, in, out any, want int) {
	p.t.Helper()
	var body io.Reader
	if in != nil {
		b, _ := json.Marshal(in)
		body = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, p.base+path, body)
	req.Header.Set("Content-Type", "application/json")
	u, _ := url.Parse(p.base)
	for _, c := range p.client.Jar.Cookies(u) {
		if c.Name == "sb_csrf" {
			req.Header.Set("X-CSRF-Token", c.Value)
		}
	}
	if p.bearer != "" {
		req.Header.Set("Authorization", "Bearer "+p.bearer)
	}
	res, err := p.client.Do(req)
	if err != nil {
		p.t.Fatal(err)
	}
	defer res.Body.Close()
	data, _ := io.ReadAll(res.Body)
	if res.StatusCode != want {
		p.t.Fatalf("%s %s: %d %s, want %d", method, path, res.StatusCode, data, want)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			p.t.Fatalf("%s %s: %v in %s", method, path, err, data)
		}
	}
}

type apiMarket struct {
	MarketID  int64  `json:"marketId"`
	Specifier string `json:"specifier"`
	Outcomes  []struct {
		ID string `json:"id"`
	} `json:"outcomes"`
}

type apiMatch struct {
	MatchID    int64      `json:"matchId"`
	Status     int        `json:"status"`
	MainMarket *apiMarket `json:"mainMarket"`
}

// betOnFirst takes over the first listed match of the status (live or prematch) through the feed
// control, its first outcome at 2.00, and places a single of 10.00 on it; it returns the match id.
func (p *player) betOnFirst(status, n int) int64 {
	p.t.Helper()
	var list struct{ Data []apiMatch }
	p.call("GET", fmt.Sprintf("/api/sportsbook/matches?match_status=%d&type=match&limit=20", status), nil, &list, 200)
	for _, m := range list.Data {
		if m.MainMarket == nil || len(m.MainMarket.Outcomes) == 0 {
			continue
		}
		mk := m.MainMarket
		p.call("POST", "/dev/feed/odds", map[string]any{"match_id": m.MatchID, "market_id": mk.MarketID, "specifier": mk.Specifier,
			"outcome_id": mk.Outcomes[0].ID, "odds": 2000}, nil, 204)
		p.call("POST", "/api/sportsbook/v3/bets", map[string]any{
			"meta": map[string]any{"request_id": fmt.Sprintf("restart-%d-%d", m.MatchID, n)},
			"bets": []any{map[string]any{"type": "single", "stake": map[string]any{"value": 1000, "currency": "EUR"},
				"selections": []any{map[string]any{"match_id": m.MatchID, "market_id": mk.MarketID, "specifier": mk.Specifier,
					"outcome_id": mk.Outcomes[0].ID, "odds": 2000}}}},
		}, nil, 201)
		return m.MatchID
	}
	p.t.Fatalf("no match of status %d to bet on", status)
	return 0
}

func (p *player) eur() int64 {
	p.t.Helper()
	var accounts []struct {
		Currency string
		Balance  struct{ Total int64 }
	}
	p.call("GET", "/api/platform/player/accounts", nil, &accounts, 200)
	for _, a := range accounts {
		if a.Currency == "EUR" {
			return a.Balance.Total
		}
	}
	p.t.Fatal("no EUR account")
	return 0
}

// A bet always settles on its own match's result, across a restart of the real server, whether
// it stops gracefully or is killed: the next run never gives a stored match id to another match,
// and plays on the matches the earlier run left unfinished, so that the bets on them settle on
// their results when they end (the test ends them through the feed's control).
func TestRestartSettlesEveryBetOnItsOwnMatch(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the server twice")
	}
	for _, stop := range []struct {
		name   string
		signal os.Signal
	}{{"graceful", syscall.SIGTERM}, {"kill -9", os.Kill}} {
		t.Run(stop.name, func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "restart.db")
			first := startServer(t, db)
			p := signInDemo(t, first.base)
			before := p.eur()
			live, prematch := p.betOnFirst(1, 1), p.betOnFirst(0, 2)
			if got := p.eur(); got != before-2000 {
				t.Fatalf("balance %d after two stakes of 10.00 from %d", got, before)
			}
			if err := first.cmd.Process.Signal(stop.signal); err != nil {
				t.Fatal(err)
			}
			_ = first.cmd.Wait()

			second := startServer(t, db)
			p = signInDemo(t, second.base)
			// The new run plays both matches on; the control answers once a match has ended and the
			// bets on it are settled. The live one may have ended on its own since its clock was last
			// stamped: then it is finished already.
			for _, id := range []int64{live, prematch} {
				if code := p.post("/dev/feed/finish", map[string]any{"match_id": id}); code != 204 && (code != 404 || p.matchStatus(id) != 4) {
					t.Fatalf("finishing match %d: %d", id, code)
				}
				if got := p.matchStatus(id); got != 4 {
					t.Errorf("match %d after the restart and the end: status %d, want finished", id, got)
				}
			}
			var settled struct {
				Items []struct {
					BetID      int64  `json:"betId"`
					Result     string `json:"result"`
					WinAmount  int64  `json:"winAmount"`
					Selections []struct {
						MatchID int64  `json:"matchId"`
						Status  string `json:"status"`
					} `json:"selections"`
				} `json:"items"`
			}
			p.call("GET", "/api/sportsbook/bets?status=settled", nil, &settled, 200)
			if len(settled.Items) != 2 {
				t.Fatalf("%d of the 2 bets settled after the restart", len(settled.Items))
			}
			want, on := before-2000, map[int64]bool{}
			for _, b := range settled.Items {
				sel := b.Selections[0]
				on[sel.MatchID] = true
				if map[string]string{"win": "win_entire", "lose": "lose_entire"}[sel.Status] != b.Result {
					t.Errorf("bet %d settled %q, its outcome %q: a bet settles on its own match's result", b.BetID, b.Result, sel.Status)
				}
				if b.Result == "win_entire" {
					want += b.WinAmount
				}
			}
			if !on[live] || !on[prematch] {
				t.Errorf("settled bets on %v, want on %d and %d", on, live, prematch)
			}
			if got := p.eur(); got != want {
				t.Errorf("balance %d after the bets settled, want %d", got, want)
			}
		})
	}
}

// post sends a JSON body and returns the status.
func (p *player) post(path string, in any) int {
	p.t.Helper()
	b, _ := json.Marshal(in)
	res, err := p.client.Post(p.base+path, "application/json", bytes.NewReader(b))
	if err != nil {
		p.t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode
}

// matchStatus is the status of the match as the API lists it.
func (p *player) matchStatus(id int64) int {
	p.t.Helper()
	var list struct{ Data []apiMatch }
	p.call("GET", fmt.Sprintf("/api/sportsbook/matches?id=%d", id), nil, &list, 200)
	if len(list.Data) != 1 {
		p.t.Fatalf("match %d is not listed: %+v", id, list.Data)
	}
	return list.Data[0].Status
}
