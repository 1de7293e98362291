package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bench"
)

// servedBy is the response header in which the stack's haproxy names the instance that served a
// request (internal/scalestack): a watcher knows which instance its connection is on.
const servedBy = "X-Served-By"

// position is where a subscription is in its channel's stream.
type position struct {
	epoch  string
	offset uint64
}

// watcherCounts is what a realtime client saw in a phase.
type watcherCounts struct {
	reconnected  int // connections made again after one dropped
	resubscribed int // subscriptions the server ended asking for a resubscription (insufficient state)
	recovered    int // resubscriptions the server answered recovered, with what was missed
	notRecovered int // resubscriptions it could not recover (a new epoch: the client reloads)
	gaps         int // publications skipped: an offset beyond the last one plus one
}

// watcher is a realtime client through the load balancer: the updates channel and a few match
// channels, subscribed recoverable and positioned as centrifuge-js does; when its connection
// drops it connects again and resubscribes with recover and the position it last saw.
type watcher struct {
	base     string
	want     string // the instance its first connection must be on
	channels []string

	mu       sync.Mutex
	instance string            // the instance its connection is on now ("" while it has none)
	subs     map[uint32]string // the connection's subscribe commands: id -> channel
	nextID   uint32
	pos      map[string]position
	phase    string
	counts   map[string]*watcherCounts
	lastPub  time.Time
	lastErr  error
	connects int
}

func newWatcher(base, want string, channels []string) *watcher {
	return &watcher{base: base, want: want, channels: channels, pos: map[string]position{}, counts: map[string]*watcherCounts{}}
}

// enter starts counting in phase.
func (w *watcher) enter(phase string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.phase = phase
	w.counts[phase] = &watcherCounts{}
}

// in is what the watcher saw in a phase.
func (w *watcher) in(phase string) watcherCounts {
	w.mu.Lock()
	defer w.mu.Unlock()
	if c := w.counts[phase]; c != nil {
		return *c
	}
	return watcherCounts{}
}

// state is the instance the watcher is on, how many connections it made, and when it last
// received a publication.
func (w *watcher) state() (instance string, connects int, lastPub time.Time) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.instance, w.connects, w.lastPub
}

// run connects and reads until ctx ends, connecting again whenever the connection drops.
func (w *watcher) run(ctx context.Context) {
	for ctx.Err() == nil {
		err := w.session(ctx)
		w.mu.Lock()
		w.instance, w.lastErr = "", err
		w.mu.Unlock()
		pause(ctx, 200*time.Millisecond)
	}
}

// session is one connection: token, dial (until it lands on the wanted instance, for the first),
// connect, subscribe (recovering after the first), then reading until it ends.
func (w *watcher) session(ctx context.Context) error {
	hc := &http.Client{Timeout: 5 * time.Second}
	var tok apigen.WebsocketToken
	if err := postJSON(ctx, hc, w.base+"/api/sportsbook/websocket/token", &tok); err != nil {
		return err
	}
	dctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	conn, res, err := websocket.Dial(dctx, "ws"+strings.TrimPrefix(w.base, "http")+"/connection/websocket", nil)
	if err != nil {
		return fmt.Errorf("dial: %w", err)
	}
	defer conn.CloseNow()
	conn.SetReadLimit(16 << 20)
	instance := res.Header.Get(servedBy)
	w.mu.Lock()
	first := w.connects == 0
	if first && instance != w.want {
		w.mu.Unlock()
		return fmt.Errorf("on instance %q, want %q", instance, w.want)
	}
	if !first {
		w.counts[w.phase].reconnected++
	}
	w.connects++
	w.subs, w.nextID = map[uint32]string{}, 1
	cmds := []bench.Command{{ID: 1, Connect: &bench.ConnectRequest{Token: tok.Token, Name: "faults"}}}
	for _, ch := range w.channels {
		cmds = append(cmds, w.subscribeLocked(ch))
	}
	w.mu.Unlock()
	if err := w.send(dctx, conn, cmds...); err != nil {
		return err
	}
	for {
		_, frame, err := conn.Read(ctx)
		if err != nil {
			return err
		}
		for _, obj := range bench.SplitFrame(frame) {
			if bench.IsPing(obj) {
				if err := conn.Write(ctx, websocket.MessageText, []byte("{}")); err != nil {
					return err
				}
				continue
			}
			var r bench.Reply
			if err := json.Unmarshal(obj, &r); err != nil {
				return err
			}
			if err := bench.ReplyError(r); err != nil {
				return err
			}
			w.handle(r, instance)
			if r.Push != nil && r.Push.Resubscribe() {
				w.mu.Lock()
				cmd := w.subscribeLocked(r.Push.Channel)
				w.mu.Unlock()
				if err := w.send(ctx, conn, cmd); err != nil {
					return err
				}
			}
		}
	}
}

// subscribeLocked is the next subscribe command of the connection to ch: recovering from the
// position last seen, once there is one.
func (w *watcher) subscribeLocked(ch string) bench.Command {
	w.nextID++
	w.subs[w.nextID] = ch
	sub := &bench.SubscribeRequest{Channel: ch, Recoverable: true, Positioned: true}
	if p, ok := w.pos[ch]; ok {
		sub.Recover, sub.Epoch, sub.Offset = true, p.epoch, p.offset
	}
	return bench.Command{ID: w.nextID, Subscribe: sub}
}

// send writes commands in one frame.
func (w *watcher) send(ctx context.Context, conn *websocket.Conn, cmds ...bench.Command) error {
	frame, err := bench.EncodeCommands(cmds...)
	if err != nil {
		return err
	}
	return conn.Write(ctx, websocket.MessageText, frame)
}

// handle takes a reply or push into the watcher's positions and counts.
func (w *watcher) handle(r bench.Reply, instance string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	c := w.counts[w.phase]
	switch {
	case r.Connect != nil:
		w.instance = instance
	case r.Subscribe != nil && w.subs[r.ID] != "":
		ch := w.subs[r.ID]
		s := r.Subscribe
		if _, ok := w.pos[ch]; ok {
			if s.Recovered {
				c.recovered++
				for _, pub := range s.Publications {
					w.advance(c, ch, pub.Offset)
				}
				return
			}
			c.notRecovered++
		}
		w.pos[ch] = position{epoch: s.Epoch, offset: s.Offset}
	case r.Push != nil && r.Push.Resubscribe():
		c.resubscribed++
	case r.Push != nil && r.Push.Pub != nil:
		if _, ok := w.pos[r.Push.Channel]; ok {
			w.advance(c, r.Push.Channel, r.Push.Pub.Offset)
		}
	}
}

// advance moves a channel's position to a publication's offset, counting a gap when offsets were
// skipped (a publication the client never got).
func (w *watcher) advance(c *watcherCounts, ch string, offset uint64) {
	p := w.pos[ch]
	if offset > p.offset+1 {
		c.gaps++
	}
	p.offset = max(p.offset, offset)
	w.pos[ch] = p
	w.lastPub = time.Now()
}

// postJSON POSTs nothing and decodes a 200 answer into out.
func postJSON(ctx context.Context, hc *http.Client, url string, out any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, http.NoBody)
	if err != nil {
		return err
	}
	res, err := hc.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("POST %s: %s", url, res.Status)
	}
	return json.NewDecoder(res.Body).Decode(out)
}
