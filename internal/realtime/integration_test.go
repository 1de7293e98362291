package realtime

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// The official Go client (centrifuge-go) is not reachable from this module proxy, so this test
// speaks the centrifuge JSON protocol (v2) directly over a websocket: connect, subscribe, push,
// and subscribe with recover.

type wsClient struct {
	t      *testing.T
	conn   *websocket.Conn
	nextID int
	queue  []map[string]json.RawMessage
}

func dial(ctx context.Context, t *testing.T, url string) *wsClient {
	t.Helper()
	conn, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	return &wsClient{t: t, conn: conn}
}

// read returns the next protocol message, answering server pings.
func (c *wsClient) read(ctx context.Context) (map[string]json.RawMessage, error) {
	for len(c.queue) == 0 {
		_, data, err := c.conn.Read(ctx)
		if err != nil {
			return nil, err
		}
		for _, line := range bytes.Split(data, []byte("\n")) {
			if len(bytes.TrimSpace(line)) == 0 {
				continue
			}
			var m map[string]json.RawMessage
			if err := json.Unmarshal(line, &m); err != nil {
				return nil, fmt.Errorf("decoding %s: %w", line, err)
			}
			if len(m) == 0 { // ping
				if err := c.conn.Write(ctx, websocket.MessageText, []byte("{}")); err != nil {
					return nil, err
				}
				continue
			}
			c.queue = append(c.queue, m)
		}
	}
	m := c.queue[0]
	c.queue = c.queue[1:]
	return m, nil
}

// call sends one command and returns its reply's result for the command's key.
func (c *wsClient) call(ctx context.Context, method string, params any) (json.RawMessage, error) {
	c.nextID++
	id := c.nextID
	cmd, err := json.Marshal(map[string]any{"id": id, method: params})
	if err != nil {
		return nil, err
	}
	if err := c.conn.Write(ctx, websocket.MessageText, cmd); err != nil {
		return nil, err
	}
	for {
		m, err := c.read(ctx)
		if err != nil {
			return nil, err
		}
		if string(m["id"]) != fmt.Sprint(id) {
			c.queue = append(c.queue, m) // a push: keep it for later
			continue
		}
		if e, ok := m["error"]; ok {
			return nil, fmt.Errorf("%s error: %s", method, e)
		}
		return m[method], nil
	}
}

type pub struct {
	Data   json.RawMessage `json:"data"`
	Offset uint64          `json:"offset"`
}

func (c *wsClient) nextPub(ctx context.Context, channel string) pub {
	c.t.Helper()
	for {
		m, err := c.read(ctx)
		if err != nil {
			c.t.Fatalf("waiting for a publication: %v", err)
		}
		var push struct {
			Channel string `json:"channel"`
			Pub     *pub   `json:"pub"`
		}
		if raw, ok := m["push"]; ok && json.Unmarshal(raw, &push) == nil && push.Pub != nil && push.Channel == channel {
			return *push.Pub
		}
	}
}

type subscribeResult struct {
	Recoverable  bool   `json:"recoverable"`
	Epoch        string `json:"epoch"`
	Offset       uint64 `json:"offset"`
	Recovered    bool   `json:"recovered"`
	Publications []pub  `json:"publications"`
}

func TestIntegrationConnectSubscribeRecover(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s := newTestServer(t, Config{DeltaCompression: true})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := s.Shutdown(context.Background()); err != nil {
			t.Error(err)
		}
	}()
	mux := http.NewServeMux()
	mux.Handle("/connection/websocket", s.Handler())
	ts := httptest.NewServer(mux)
	defer ts.Close()
	url := "ws" + strings.TrimPrefix(ts.URL, "http") + "/connection/websocket"
	channel := MatchChannel("pt-BR", 42)

	// A bad token is refused with the invalid-token disconnect code.
	bad := dial(ctx, t, url)
	if _, err := bad.call(ctx, "connect", map[string]any{"token": "nope"}); websocket.CloseStatus(err) != 3500 {
		t.Errorf("bad token: err = %v, want close 3500", err)
	}
	_ = bad.conn.CloseNow()

	token, err := s.ConnectionToken(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	c2 := deliverAndRecover(ctx, t, s, url, token, channel)

	// With delta compression on, a client may negotiate fossil delta on a match channel.
	raw, err := c2.call(ctx, "subscribe", map[string]any{"channel": MatchChannel("en", 42), "delta": "fossil"})
	if err != nil {
		t.Fatal(err)
	}
	var delta struct {
		Delta bool `json:"delta"`
	}
	if err := json.Unmarshal(raw, &delta); err != nil || !delta.Delta {
		t.Errorf("delta not negotiated: %s (%v)", raw, err)
	}

	// A channel of an unconfigured locale is refused.
	if _, err := c2.call(ctx, "subscribe", map[string]any{"channel": "public:de.updates"}); err == nil {
		t.Error("unconfigured locale: want an error")
	}
	if err := s.Publish(ctx, "nonsense", nil); err == nil || errors.Is(err, context.Canceled) {
		t.Errorf("publish on an unknown channel: err = %v", err)
	}
}

// deliverAndRecover checks a channel end to end: a client of url (connected with token) gets what
// pub publishes on channel; after a disconnect it reconnects, recovers what it missed, and gets
// live publications again. It returns the reconnected client, closed when the test ends.
func deliverAndRecover(ctx context.Context, t *testing.T, pub Publisher, url, token, channel string) *wsClient {
	t.Helper()
	c := dial(ctx, t, url)
	if _, err := c.call(ctx, "connect", map[string]any{"token": token}); err != nil {
		t.Fatal(err)
	}
	raw, err := c.call(ctx, "subscribe", map[string]any{"channel": channel})
	if err != nil {
		t.Fatal(err)
	}
	var sub subscribeResult
	if err := json.Unmarshal(raw, &sub); err != nil {
		t.Fatal(err)
	}
	if !sub.Recoverable || sub.Epoch == "" {
		t.Fatalf("subscription not recoverable: %s", raw)
	}
	if err := pub.Publish(ctx, channel, []byte(`{"n":1}`)); err != nil {
		t.Fatal(err)
	}
	p := c.nextPub(ctx, channel)
	if string(p.Data) != `{"n":1}` {
		t.Fatalf("publication data %s", p.Data)
	}
	if err := c.conn.Close(websocket.StatusNormalClosure, ""); err != nil {
		t.Fatal(err)
	}

	// Missed while disconnected.
	for i := 2; i <= 3; i++ {
		if err := pub.Publish(ctx, channel, fmt.Appendf(nil, `{"n":%d}`, i)); err != nil {
			t.Fatal(err)
		}
	}

	c2 := dial(ctx, t, url)
	t.Cleanup(func() { _ = c2.conn.CloseNow() })
	if _, err := c2.call(ctx, "connect", map[string]any{"token": token}); err != nil {
		t.Fatal(err)
	}
	raw, err = c2.call(ctx, "subscribe", map[string]any{"channel": channel, "recover": true, "epoch": sub.Epoch, "offset": p.Offset})
	if err != nil {
		t.Fatal(err)
	}
	var rec subscribeResult
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	if !rec.Recovered || len(rec.Publications) != 2 {
		t.Fatalf("not recovered: %s", raw)
	}
	for i, p := range rec.Publications {
		if want := fmt.Sprintf(`{"n":%d}`, i+2); string(p.Data) != want {
			t.Errorf("recovered %d: %s, want %s", i, p.Data, want)
		}
	}

	// Live again after recovery.
	if err := pub.Publish(ctx, channel, []byte(`{"n":4}`)); err != nil {
		t.Fatal(err)
	}
	if p := c2.nextPub(ctx, channel); string(p.Data) != `{"n":4}` {
		t.Errorf("live after recovery: %s", p.Data)
	}
	return c2
}

// A match's chat: any connection (a visitor's too) subscribes; a published message reaches the
// subscriber and stays in the channel's history, which a subscriber reads (newest first with
// reverse); no client publishes on it, and no client reads another channel's history.
func TestIntegrationChat(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s := newTestServer(t, Config{})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := s.Shutdown(context.Background()); err != nil {
			t.Error(err)
		}
	}()
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	url := "ws" + strings.TrimPrefix(ts.URL, "http")
	token, err := s.ConnectionToken(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	chatHistory(ctx, t, s, url, token, ChatChannel(7))

	c := dial(ctx, t, url)
	defer func() { _ = c.conn.CloseNow() }()
	if _, err := c.call(ctx, "connect", map[string]any{"token": token}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.call(ctx, "subscribe", map[string]any{"channel": ChatChannel(7)}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.call(ctx, "publish", map[string]any{"channel": ChatChannel(7), "data": map[string]any{"text": "spam"}}); err == nil {
		t.Error("a client published on a chat channel")
	}
	if _, err := c.call(ctx, "history", map[string]any{"channel": ChatChannel(8), "limit": 10}); err == nil {
		t.Error("history of a chat channel not subscribed to: want an error")
	}
	if _, err := c.call(ctx, "subscribe", map[string]any{"channel": MatchChannel("en", 7)}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.call(ctx, "history", map[string]any{"channel": MatchChannel("en", 7), "limit": 10}); err == nil {
		t.Error("history of a match channel: want an error")
	}
}

// chatHistory checks a chat channel on url with a visitor's token: a subscriber gets messages
// live; one who subscribes later reads the last messages from the history, newest first.
func chatHistory(ctx context.Context, t *testing.T, publisher Publisher, url, token, channel string) {
	t.Helper()
	connect := func() *wsClient {
		c := dial(ctx, t, url)
		t.Cleanup(func() { _ = c.conn.CloseNow() })
		if _, err := c.call(ctx, "connect", map[string]any{"token": token}); err != nil {
			t.Fatal(err)
		}
		if _, err := c.call(ctx, "subscribe", map[string]any{"channel": channel}); err != nil {
			t.Fatal(err)
		}
		return c
	}
	reader := connect()
	for i := 1; i <= 3; i++ {
		if err := publisher.Publish(ctx, channel, fmt.Appendf(nil, `{"n":%d}`, i)); err != nil {
			t.Fatal(err)
		}
		if p := reader.nextPub(ctx, channel); string(p.Data) != fmt.Sprintf(`{"n":%d}`, i) {
			t.Fatalf("live message %d: %s", i, p.Data)
		}
	}
	late := connect()
	raw, err := late.call(ctx, "history", map[string]any{"channel": channel, "limit": 2, "reverse": true})
	if err != nil {
		t.Fatal(err)
	}
	var h struct {
		Publications []pub `json:"publications"`
	}
	if err := json.Unmarshal(raw, &h); err != nil {
		t.Fatal(err)
	}
	if len(h.Publications) != 2 || string(h.Publications[0].Data) != `{"n":3}` || string(h.Publications[1].Data) != `{"n":2}` {
		t.Fatalf("history = %s, want the last two, newest first", raw)
	}
}
