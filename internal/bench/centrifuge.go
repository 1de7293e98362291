package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// The centrifuge protocol (v2) in its JSON form, as centrifuge-js speaks it: commands and replies
// are JSON objects, several in one websocket frame separated by newlines; the server's ping is an
// empty object, which the client answers with an empty object (its pong).

// Command is a client command: connect or subscribe, numbered by ID.
type Command struct {
	ID        uint32            `json:"id"`
	Connect   *ConnectRequest   `json:"connect,omitempty"`
	Subscribe *SubscribeRequest `json:"subscribe,omitempty"`
}

// ConnectRequest authenticates a connection with the token of POST /websocket/token.
type ConnectRequest struct {
	Token string `json:"token"`
	Name  string `json:"name"`
}

// SubscribeRequest is what centrifuge-js sends for a subscription made with
// { recoverable: true, positioned: true } (web/src/realtime/client.ts); on a resubscription after
// a reconnect it adds Recover with the stream position it last saw (Epoch, Offset).
type SubscribeRequest struct {
	Channel     string `json:"channel"`
	Recoverable bool   `json:"recoverable"`
	Positioned  bool   `json:"positioned"`
	Recover     bool   `json:"recover,omitempty"`
	Epoch       string `json:"epoch,omitempty"`
	Offset      uint64 `json:"offset,omitempty"`
}

// Reply is a server reply or push; only what the benches read.
type Reply struct {
	ID    uint32 `json:"id"`
	Error *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
	Connect *struct {
		Client string `json:"client"`
		Pong   bool   `json:"pong"`
	} `json:"connect"`
	Subscribe *SubscribeResult `json:"subscribe"`
	Push      *Push            `json:"push"`
}

// SubscribeResult is the reply to a subscribe: the stream's position and, when the client asked
// to recover, whether it did and the publications it missed.
type SubscribeResult struct {
	Epoch        string        `json:"epoch"`
	Offset       uint64        `json:"offset"`
	Recovered    bool          `json:"recovered"`
	Publications []Publication `json:"publications"`
}

// Publication is one message of a channel, at its offset in the channel's stream.
type Publication struct {
	Data   json.RawMessage `json:"data"`
	Offset uint64          `json:"offset"`
}

// Push is what the server sends unasked: a publication, an unsubscribe or a disconnect.
type Push struct {
	Channel     string       `json:"channel"`
	Pub         *Publication `json:"pub"`
	Unsubscribe *struct {
		Code   int    `json:"code"`
		Reason string `json:"reason"`
	} `json:"unsubscribe"`
	Disconnect *struct {
		Code   int    `json:"code"`
		Reason string `json:"reason"`
	} `json:"disconnect"`
}

// Resubscribe reports whether an unsubscribe push asks the client to subscribe again, as
// centrifuge-js does for codes from 2500 (e.g. 2500 "insufficient state": the server saw the
// client miss publications, and the client recovers them by resubscribing).
func (p *Push) Resubscribe() bool { return p.Unsubscribe != nil && p.Unsubscribe.Code >= 2500 }

// EncodeCommands writes commands as centrifuge-js does: one JSON object a line.
func EncodeCommands(cmds ...Command) ([]byte, error) {
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

// SplitFrame splits a frame into its JSON objects (newline separated; empty lines dropped). A ping
// ("{}") is one of them.
func SplitFrame(frame []byte) [][]byte {
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

// IsPing reports whether a frame's object is the server's ping.
func IsPing(obj []byte) bool { return bytes.Equal(obj, []byte("{}")) }

// ReplyError turns a reply's error into a Go error, nil for none.
func ReplyError(r Reply) error {
	if r.Error == nil {
		return nil
	}
	return fmt.Errorf("centrifuge error %d: %s", r.Error.Code, r.Error.Message)
}
