package operator

import (
	"crypto/subtle"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// Path is where the operator API is mounted: apart from the player's APIs, with its own
// credentials (OPERATOR_TOKEN).
//
//	GET /operator/providers                  {"provider_statuses": {"sim": true}}
//	PUT /operator/providers/{name} {"enabled": false}
//	  switches the provider; answers the statuses and publishes provider_status_changed. 404 for
//	  a provider the catalogue does not have.
//	GET /operator/features                   {"feature_flags": {"jackpots": true, ...}}
//	PUT /operator/features/{name}  {"enabled": true}
//	  switches the flag; answers every flag. 404 for a name that is not a flag.
//
//	GET  /operator/withdrawals?page=1&limit=20  {"withdrawals": [...], "pagination": {...}}
//	  the pending withdrawals, oldest first (each: id, player_id, amount in minor units, currency,
//	  status, method_label, created_at).
//	POST /operator/withdrawals/{id}/approve
//	  pays it (its money left the balance when it was requested); answers the withdrawal.
//	POST /operator/withdrawals/{id}/reject {"reason": "ID check needed"}
//	  rejects it with a reason the player reads (1 to 500 characters) and credits the amount back.
//	  Both answer 404 WITHDRAWAL_NOT_FOUND, or 409 WITHDRAWAL_NOT_PENDING once it was decided
//	  (nothing changes).
//
//	GET  /operator/support-chats               {"conversations": [{"player_id": 7, "email": ..., "nickname": ..., "last_message": {...}}]}
//	  the built-in support chat's conversations waiting for an answer (their newest message is
//	  the player's), the longest waiting first, at most 100.
//	GET  /operator/support-chats/{player_id}   {"player_id": 7, "messages": [{"id", "from_operator", "text", "time"}]}
//	  a player's conversation, oldest first; 404 NOT_FOUND without one.
//	POST /operator/support-chats/{player_id}/messages {"text": "It is settled."}
//	  answers the player (201, the message), who sees it at once; 400 CHAT_MESSAGE_EMPTY or
//	  CHAT_MESSAGE_TOO_LONG (1000 characters), 404 without a conversation. All three answer 404
//	  while site.yaml names a chat page or a provider widget.
//
// Every call needs `Authorization: Bearer <OPERATOR_TOKEN>` (401 without it); a bad body is 400.
const Path = "/operator/"

type switchRequest struct {
	Enabled *bool `json:"enabled"`
}

type providersAnswer struct {
	ProviderStatuses map[string]bool `json:"provider_statuses"`
}

type systemBetsAnswer struct {
	SystemBets map[string]bool `json:"system_bets"`
}

type featuresAnswer struct {
	FeatureFlags map[string]bool `json:"feature_flags"`
}

// Handler serves the operator API to callers with the token; token must not be empty (main
// mounts nothing without OPERATOR_TOKEN, so the API answers 404).
func Handler(s *Service, token string, logger *slog.Logger) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+Path+"providers", func(w http.ResponseWriter, r *http.Request) {
		statuses, err := s.Statuses(r.Context())
		answer(w, r, logger, providersAnswer{statuses}, err)
	})
	mux.HandleFunc("PUT "+Path+"providers/{name}", func(w http.ResponseWriter, r *http.Request) {
		on, err := decodeSwitch(r)
		var statuses map[string]bool
		if err == nil {
			statuses, err = s.SetProvider(r.Context(), r.PathValue("name"), on)
		}
		answer(w, r, logger, providersAnswer{statuses}, err)
	})
	mux.HandleFunc("GET "+Path+"providers/system-bets", func(w http.ResponseWriter, r *http.Request) {
		allowed, err := s.SystemBets(r.Context())
		answer(w, r, logger, systemBetsAnswer{allowed}, err)
	})
	mux.HandleFunc("PUT "+Path+"providers/{name}/system-bets", func(w http.ResponseWriter, r *http.Request) {
		on, err := decodeSwitch(r)
		var allowed map[string]bool
		if err == nil {
			allowed, err = s.SetSystemBets(r.Context(), r.PathValue("name"), on)
		}
		answer(w, r, logger, systemBetsAnswer{allowed}, err)
	})
	mux.HandleFunc("GET "+Path+"features", func(w http.ResponseWriter, r *http.Request) {
		flags, err := s.FeatureFlags(r.Context())
		answer(w, r, logger, featuresAnswer{flags}, err)
	})
	mux.HandleFunc("PUT "+Path+"features/{name}", func(w http.ResponseWriter, r *http.Request) {
		on, err := decodeSwitch(r)
		var flags map[string]bool
		if err == nil {
			flags, err = s.SetFeature(r.Context(), r.PathValue("name"), on)
		}
		answer(w, r, logger, featuresAnswer{flags}, err)
	})
	if s.Cashier != nil {
		withdrawals(mux, s.Cashier, logger)
	}
	if s.Support != nil {
		supportChats(mux, s.Support, logger)
	}
	mux.HandleFunc(Path, func(w http.ResponseWriter, r *http.Request) {
		apierror.Write(w, r, logger, apierror.New(apierror.NotFound))
	})
	want := []byte("Bearer " + token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got := []byte(r.Header.Get("Authorization"))
		if token == "" || subtle.ConstantTimeCompare(got, want) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="operator"`)
			apierror.Write(w, r, logger, apierror.New(apierror.Unauthorized))
			return
		}
		w.Header().Set("Cache-Control", "no-store")
		mux.ServeHTTP(w, r)
	})
}

// decodeSwitch reads {"enabled": true|false}.
func decodeSwitch(r *http.Request) (bool, error) {
	var req switchRequest
	dec := json.NewDecoder(io.LimitReader(r.Body, 1<<10))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil || req.Enabled == nil {
		return false, apierror.Parameter("enabled")
	}
	return *req.Enabled, nil
}

func answer(w http.ResponseWriter, r *http.Request, logger *slog.Logger, body any, err error) {
	answerStatus(w, r, logger, http.StatusOK, body, err)
}

// answerStatus is answer with the status of a success.
func answerStatus(w http.ResponseWriter, r *http.Request, logger *slog.Logger, status int, body any, err error) {
	if errors.Is(err, ErrUnknown) {
		err = apierror.New(apierror.NotFound).With(map[string]any{"name": strings.TrimPrefix(r.URL.Path, Path)})
	}
	if err != nil {
		apierror.Write(w, r, logger, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(body)
}

// withdrawal is a withdrawal as the operator API answers it.
type withdrawal struct {
	ID          int64      `json:"id"`
	PlayerID    int64      `json:"player_id"`
	Amount      int64      `json:"amount"`
	Currency    string     `json:"currency"`
	Status      string     `json:"status"`
	MethodLabel string     `json:"method_label"`
	Reason      string     `json:"reason,omitempty"`
	CreatedAt   time.Time  `json:"created_at"`
	DecidedAt   *time.Time `json:"decided_at,omitempty"`
}

type pagination struct {
	Total    int `json:"total"`
	Page     int `json:"page"`
	Limit    int `json:"limit"`
	LastPage int `json:"last_page"`
}

type withdrawalsAnswer struct {
	Withdrawals []withdrawal `json:"withdrawals"`
	Pagination  pagination   `json:"pagination"`
}

func withdrawalOf(w store.Withdrawal) withdrawal {
	out := withdrawal{ID: w.ID, PlayerID: w.PlayerID, Amount: w.Amount, Currency: w.Currency, Status: w.Status, MethodLabel: w.MethodLabel,
		Reason: w.Reason, CreatedAt: w.CreatedAt}
	if !w.DecidedAt.IsZero() {
		out.DecidedAt = &w.DecidedAt
	}
	return out
}

// withdrawals mounts the operator's withdrawal calls.
func withdrawals(mux *http.ServeMux, c Cashier, logger *slog.Logger) {
	mux.HandleFunc("GET "+Path+"withdrawals", func(w http.ResponseWriter, r *http.Request) {
		page, limit, err := pageParams(r)
		var ws []store.Withdrawal
		var pg catalogue.Pagination
		if err == nil {
			ws, pg, err = c.PendingWithdrawals(r.Context(), page, limit)
		}
		out := withdrawalsAnswer{Withdrawals: make([]withdrawal, len(ws)), Pagination: pagination{pg.Total, pg.Page, pg.Limit, pg.LastPage}}
		for i, wd := range ws {
			out.Withdrawals[i] = withdrawalOf(wd)
		}
		answer(w, r, logger, out, err)
	})
	mux.HandleFunc("POST "+Path+"withdrawals/{id}/approve", func(w http.ResponseWriter, r *http.Request) {
		id, err := idParam(r)
		var wd store.Withdrawal
		if err == nil {
			wd, err = c.ApproveWithdrawal(r.Context(), id)
		}
		answer(w, r, logger, withdrawalOf(wd), err)
	})
	mux.HandleFunc("POST "+Path+"withdrawals/{id}/reject", func(w http.ResponseWriter, r *http.Request) {
		id, err := idParam(r)
		var req struct {
			Reason string `json:"reason"`
		}
		if err == nil {
			dec := json.NewDecoder(io.LimitReader(r.Body, 4<<10))
			dec.DisallowUnknownFields()
			if dec.Decode(&req) != nil {
				err = apierror.Parameter("reason")
			}
		}
		var wd store.Withdrawal
		if err == nil {
			wd, err = c.RejectWithdrawal(r.Context(), id, req.Reason)
		}
		answer(w, r, logger, withdrawalOf(wd), err)
	})
}

// idParam is the {id} of the path; INVALID_PARAMETER id when it is not a positive integer.
func idParam(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id < 1 {
		return 0, apierror.Parameter("id")
	}
	return id, nil
}

// pageParams are the page and limit of the query, nil when absent; INVALID_PARAMETER when not
// integers (the cashier checks their bounds).
func pageParams(r *http.Request) (page, limit *int, err error) {
	for name, dst := range map[string]**int{"page": &page, "limit": &limit} {
		if v := r.URL.Query().Get(name); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil {
				return nil, nil, apierror.Parameter(name)
			}
			*dst = &n
		}
	}
	return page, limit, nil
}

// supportMessage is a support chat message as the operator API answers it.
type supportMessage struct {
	ID           int64     `json:"id"`
	FromOperator bool      `json:"from_operator"`
	Text         string    `json:"text"`
	Time         time.Time `json:"time"`
}

type supportConversation struct {
	PlayerID    int64          `json:"player_id"`
	Email       string         `json:"email"`
	Nickname    string         `json:"nickname,omitempty"`
	LastMessage supportMessage `json:"last_message"`
}

func supportMessageOf(m store.SupportMessage) supportMessage {
	return supportMessage{ID: m.ID, FromOperator: m.FromOperator, Text: m.Text, Time: m.At}
}

// supportChats mounts the operator's support chat calls.
func supportChats(mux *http.ServeMux, s Support, logger *slog.Logger) {
	mux.HandleFunc("GET "+Path+"support-chats", func(w http.ResponseWriter, r *http.Request) {
		open, err := s.Open(r.Context())
		out := struct {
			Conversations []supportConversation `json:"conversations"`
		}{make([]supportConversation, len(open))}
		for i, c := range open {
			out.Conversations[i] = supportConversation{PlayerID: c.PlayerID, Email: c.Email, Nickname: c.Nickname, LastMessage: supportMessageOf(c.Last)}
		}
		answer(w, r, logger, out, err)
	})
	mux.HandleFunc("GET "+Path+"support-chats/{id}", func(w http.ResponseWriter, r *http.Request) {
		id, err := idParam(r)
		var msgs []store.SupportMessage
		if err == nil {
			msgs, err = s.Messages(r.Context(), id)
		}
		out := struct {
			PlayerID int64            `json:"player_id"`
			Messages []supportMessage `json:"messages"`
		}{id, make([]supportMessage, len(msgs))}
		for i, m := range msgs {
			out.Messages[i] = supportMessageOf(m)
		}
		answer(w, r, logger, out, err)
	})
	mux.HandleFunc("POST "+Path+"support-chats/{id}/messages", func(w http.ResponseWriter, r *http.Request) {
		id, err := idParam(r)
		var req struct {
			Text *string `json:"text"`
		}
		if err == nil {
			dec := json.NewDecoder(io.LimitReader(r.Body, 16<<10))
			dec.DisallowUnknownFields()
			if dec.Decode(&req) != nil || req.Text == nil {
				err = apierror.Parameter("text")
			}
		}
		var m store.SupportMessage
		if err == nil {
			m, err = s.Answer(r.Context(), id, *req.Text)
		}
		answerStatus(w, r, logger, http.StatusCreated, supportMessageOf(m), err)
	})
}
