package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// The centrifuge protocol (v2) in its JSON form, as centrifuge-js speaks it: commands and replies
// are JSON objects, several in one websocket frame separated by newlines; the server's ping is an
// empty object, which the client answers with an empty object (its pong).

// command is a client command: connect or subscribe, numbered by id.
type command struct {
	ID        uint32            `json:"id"`
	Connect   *connectRequest   `json:"connect,omitempty"`
	Subscribe *subscribeRequest `json:"subscribe,omitempty"`
}

type connectRequest struct {
	Token string `json:"token"`
	Name  string `json:"name"`
}

// subscribeRequest is what centrifuge-js sends for a subscription made with
// { recoverable: true, positioned: true } (web/src/realtime/client.ts).
type subscribeRequest struct {
	Channel     string `json:"channel"`
	Recoverable bool   `json:"recoverable"`
	Positioned  bool   `json:"positioned"`
}

// reply is a server reply or push; only what the bench reads.
type reply struct {
	ID    uint32 `json:"id"`
	Error *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
	Connect *struct {
		Client string `json:"client"`
		Pong   bool   `json:"pong"`
	} `json:"connect"`
	Subscribe *json.RawMessage `json:"subscribe"`
	Push      *push            `json:"push"`
}

type push struct {
	Channel string `json:"channel"`
	Pub     *struct {
		Data json.RawMessage `json:"data"`
	} `json:"pub"`
	Disconnect *struct {
		Code   int    `json:"code"`
		Reason string `json:"reason"`
	} `json:"disconnect"`
}

// encodeCommands writes commands as centrifuge-js does: one JSON object a line.
func encodeCommands(cmds ...command) ([]byte, error) {
	var buf bytes.Buffer
	for i, c := range cmds {
		if i > 0 {
			buf.WriteByte('\n')
		}
		b, err := json.Marshal(c)
		if err != nil {
			return nil, err
		}
		buf.Write(b)
	}
	return buf.Bytes(), nil
}

// splitFrame splits a frame into its JSON objects (newline separated; empty lines dropped). A ping
// ("{}") is one of them.
func splitFrame(frame []byte) [][]byte {
	var out [][]byte
	for len(frame) > 0 {
		line := frame
		if i := bytes.IndexByte(frame, '\n'); i >= 0 {
			line, frame = frame[:i], frame[i+1:]
		} else {
			frame = nil
		}
		line = bytes.TrimSpace(line)
		if len(line) > 0 {
			out = append(out, line)
		}
	}
	return out
}

// isPing reports whether a frame's object is the server's ping.
func isPing(obj []byte) bool { return bytes.Equal(obj, []byte("{}")) }

// replyError turns a reply's error into a Go error, nil for none.
func replyError(r reply) error {
	if r.Error == nil {
		return nil
	}
	return fmt.Errorf("centrifuge error %d: %s", r.Error.Code, r.Error.Message)
}

// marketsMessage is the part of a realtime message (apigen.RealtimeMessage) that markers are read
// from: a markets_changed event's markets and their outcomes' odds.
type marketsMessage struct {
	EventName string `json:"event_name"`
	Message   struct {
		Markets []struct {
			MarketID  int64  `json:"marketId"`
			Specifier string `json:"specifier"`
			Outcomes  []struct {
				ID   string `json:"id"`
				Odds int64  `json:"odds"`
			} `json:"outcomes"`
		} `json:"markets"`
	} `json:"message"`
}

// markerKey names one marker: an outcome of a market set to an odds value no other marker of
// the run uses while it is outstanding.
type markerKey struct {
	marketID  int64
	specifier string
	outcomeID string
	odds      int64
}

// markerKeys lists the outcome prices a markets_changed publication carries.
func markerKeys(data []byte) ([]markerKey, error) {
	var m marketsMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, err
	}
	if m.EventName != "markets_changed" {
		return nil, nil
	}
	var out []markerKey
	for _, mk := range m.Message.Markets {
		for _, o := range mk.Outcomes {
			out = append(out, markerKey{marketID: mk.MarketID, specifier: mk.Specifier, outcomeID: o.ID, odds: o.Odds})
		}
	}
	return out, nil
}

var errDisconnected = errors.New("disconnected by the server")
