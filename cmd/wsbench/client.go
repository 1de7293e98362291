package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"github.com/opensportsbook/sportsbook/internal/bench"
)

// markers holds every marker change, by match and price: when its control request was sent and
// how long the control took to answer (known once it answered).
type markers struct {
	sent sync.Map // markerAt -> *marker
}

type marker struct {
	at      time.Time
	control atomic.Int64 // the control request's duration in nanoseconds; 0 until it answered
}

type markerAt struct {
	matchID int64
	key     markerKey
}

func (m *markers) record(matchID int64, k markerKey, at time.Time) *marker {
	mk := &marker{at: at}
	m.sent.Store(markerAt{matchID, k}, mk)
	return mk
}

func (m *markers) lookup(matchID int64, k markerKey) (*marker, bool) {
	v, ok := m.sent.Load(markerAt{matchID, k})
	if !ok {
		return nil, false
	}
	return v.(*marker), true
}

// receipt is one client's receipt of one marker.
type receipt struct {
	marker *marker
	after  time.Duration // since the control request was sent
}

// client is one simulated browser tab: one connection, the updates channel of its locale and a
// few match channels, one of them a marker match.
type client struct {
	conn        *websocket.Conn
	markerMatch int64
	needle      []byte // `"channel":"<marker match channel>"`, to skip other pushes unparsed
	markerCh    string
	reg         *markers

	mu       sync.Mutex
	receipts []receipt
	pushes   atomic.Int64
	closed   atomic.Bool
	closeErr error
}

// tokenFor gets an anonymous connection token as the SPA does: POST /websocket/token without a
// bearer.
func tokenFor(ctx context.Context, hc *http.Client, base *url.URL) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base.JoinPath("/api/sportsbook/websocket/token").String(), nil)
	if err != nil {
		return "", err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("POST /websocket/token: %s", resp.Status)
	}
	var out struct {
		Token string `json:"token"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return "", fmt.Errorf("POST /websocket/token: %w", err)
	}
	return out.Token, nil
}

// dialerFor is an HTTP client whose connections leave from the source address ip, for the
// websocket handshake.
func dialerFor(ip net.IP) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: ip}, Timeout: 10 * time.Second}
	return &http.Client{Transport: &http.Transport{DialContext: d.DialContext, DisableKeepAlives: true}}
}

// connect opens the connection, sends the connect command with the token and subscribes to
// channels, waiting for each reply; then it reads in the background until the connection ends.
func connect(ctx context.Context, wsURL string, hc, ws *http.Client, base *url.URL, channels []string, markerMatch int64, markerCh string, reg *markers) (*client, error) {
	tok, err := tokenFor(ctx, hc, base)
	if err != nil {
		return nil, err
	}
	dctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(dctx, wsURL, &websocket.DialOptions{HTTPClient: ws, CompressionMode: websocket.CompressionDisabled})
	if err != nil {
		return nil, fmt.Errorf("dial: %w", err)
	}
	conn.SetReadLimit(1 << 22)
	c := &client{conn: conn, markerMatch: markerMatch, markerCh: markerCh, reg: reg,
		needle: []byte(`"channel":"` + markerCh + `"`)}
	fail := func(err error) (*client, error) {
		conn.CloseNow()
		return nil, err
	}
	if err := c.send(dctx, bench.Command{ID: 1, Connect: &bench.ConnectRequest{Token: tok, Name: "wsbench"}}); err != nil {
		return fail(err)
	}
	if err := c.awaitReplies(dctx, 1); err != nil {
		return fail(fmt.Errorf("connect: %w", err))
	}
	cmds := make([]bench.Command, len(channels))
	for i, ch := range channels {
		cmds[i] = bench.Command{ID: uint32(i + 2), Subscribe: &bench.SubscribeRequest{Channel: ch, Recoverable: true, Positioned: true}}
	}
	if err := c.send(dctx, cmds...); err != nil {
		return fail(err)
	}
	if err := c.awaitReplies(dctx, len(cmds)); err != nil {
		return fail(fmt.Errorf("subscribe: %w", err))
	}
	go c.read(ctx)
	return c, nil
}

func (c *client) send(ctx context.Context, cmds ...bench.Command) error {
	b, err := bench.EncodeCommands(cmds...)
	if err != nil {
		return err
	}
	return c.conn.Write(ctx, websocket.MessageText, b)
}

// awaitReplies reads until n replies came, answering pings and handling pushes on the way.
func (c *client) awaitReplies(ctx context.Context, n int) error {
	for n > 0 {
		_, frame, err := c.conn.Read(ctx)
		if err != nil {
			return err
		}
		for _, obj := range bench.SplitFrame(frame) {
			if bench.IsPing(obj) {
				if err := c.conn.Write(ctx, websocket.MessageText, []byte("{}")); err != nil {
					return err
				}
				continue
			}
			var r bench.Reply
			if err := json.Unmarshal(obj, &r); err != nil {
				return err
			}
			if r.Push != nil {
				continue
			}
			if err := bench.ReplyError(r); err != nil {
				return err
			}
			n--
		}
	}
	return nil
}

// read handles pushes until the connection ends: pongs, and the receipt time of markers.
func (c *client) read(ctx context.Context) {
	defer c.closed.Store(true)
	for {
		_, frame, err := c.conn.Read(ctx)
		if err != nil {
			c.closeErr = err
			return
		}
		now := time.Now()
		for _, obj := range bench.SplitFrame(frame) {
			if bench.IsPing(obj) {
				if err := c.conn.Write(ctx, websocket.MessageText, []byte("{}")); err != nil {
					c.closeErr = err
					return
				}
				continue
			}
			c.pushes.Add(1)
			if !bytes.Contains(obj, c.needle) {
				continue
			}
			c.receive(obj, now)
		}
	}
}

// receive records the latency of the markers a marker match's publication carries.
func (c *client) receive(obj []byte, now time.Time) {
	var r bench.Reply
	if json.Unmarshal(obj, &r) != nil || r.Push == nil || r.Push.Channel != c.markerCh || r.Push.Pub == nil {
		return
	}
	keys, err := markerKeys(r.Push.Pub.Data)
	if err != nil {
		return
	}
	for _, k := range keys {
		if mk, ok := c.reg.lookup(c.markerMatch, k); ok {
			c.mu.Lock()
			c.receipts = append(c.receipts, receipt{marker: mk, after: now.Sub(mk.at)})
			c.mu.Unlock()
		}
	}
}

// takeReceipts returns the receipts recorded so far and forgets them.
func (c *client) takeReceipts() []receipt {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := c.receipts
	c.receipts = nil
	return out
}
