package outbox

import (
	"encoding/json"
	"net/http"

	"github.com/opensportsbook/sportsbook/internal/store"
)

type jsonMessage struct {
	ID        int64  `json:"id"`
	Channel   string `json:"channel"`
	Recipient string `json:"recipient"`
	Subject   string `json:"subject"`
	Body      string `json:"body"`
	CreatedAt string `json:"created_at"`
}

func writeJSON(w http.ResponseWriter, msgs []store.OutboxMessage) {
	out := make([]jsonMessage, len(msgs))
	for i, m := range msgs {
		out[i] = jsonMessage{m.ID, m.Channel, m.Recipient, m.Subject, m.Body, m.CreatedAt.Format("2006-01-02T15:04:05Z")}
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}
