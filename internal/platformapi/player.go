package platformapi

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/locale"
	"github.com/opensportsbook/sportsbook/internal/outbox"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// statusGroupNames name the status groups a player can be in.
var statusGroupNames = map[string]string{"spi_test": "Quick deposit test", "vip": "VIP"}

// depositFields are the profile fields a deposit needs (the missing-auth-fields modal).
func depositFields(p store.Player) []string {
	missed := []string{}
	if strings.TrimSpace(p.FirstName) == "" {
		missed = append(missed, "first_name")
	}
	if strings.TrimSpace(p.LastName) == "" {
		missed = append(missed, "last_name")
	}
	return missed
}

// profile is the contract's Player for a signed-in player.
func (s *Server) profile(ctx context.Context, p store.Player) (platformgen.Player, error) {
	out := platformgen.Player{
		Id: &p.ID, Email: &p.Email, FirstName: &p.FirstName, LastName: &p.LastName, Nickname: &p.Nickname,
		Language: &p.Language, Currency: &p.Currency, Country: &p.Country, Confirmed: ptr(p.Confirmed()),
		AuthFieldsMissed: depositFields(p), Statuses: statusGroups(p), Phones: []platformgen.Phone{},
		CsrfToken: csrfToken(ctx),
	}
	ph, err := s.cfg.Store.GetPhone(ctx, p.ID)
	switch {
	case err == nil:
		out.Phones = append(out.Phones, s.phone(ph))
	case !errors.Is(err, store.ErrNoPhone):
		return out, err
	}
	return out, nil
}

func statusGroups(p store.Player) []platformgen.StatusGroup {
	out := []platformgen.StatusGroup{}
	for _, g := range p.StatusGroups {
		out = append(out, platformgen.StatusGroup{Id: g, Name: statusGroupNames[g]})
	}
	return out
}

// GetPlayer implements GET /player: the profile, or an anonymous one (200, not 401, so that a
// first visit is not a 'session expired').
func (s *Server) GetPlayer(w http.ResponseWriter, r *http.Request) {
	p, err := s.session(r)
	if errors.Is(err, errUnauthorized) {
		s.answer(w, r, http.StatusOK, platformgen.Player{AuthFieldsMissed: []string{}, Phones: []platformgen.Phone{},
			Statuses: []platformgen.StatusGroup{}, CsrfToken: csrfToken(r.Context())}, nil)
		return
	}
	if err != nil {
		s.answer(w, r, 0, nil, err)
		return
	}
	v, err := s.profile(r.Context(), p)
	s.answer(w, r, http.StatusOK, v, err)
}

// UpdatePlayer implements PATCH /player.
func (s *Server) UpdatePlayer(w http.ResponseWriter, r *http.Request) {
	s.withPlayer(w, r, http.StatusOK, func(p store.Player) (any, error) {
		var req platformgen.PlayerUpdate
		if err := decode(r, &req); err != nil {
			return nil, err
		}
		fields := map[string]string{}
		for name, v := range map[string]*string{"first_name": req.FirstName, "last_name": req.LastName, "nickname": req.Nickname} {
			if v == nil {
				continue
			}
			*v = strings.TrimSpace(*v)
			if (name != "nickname" && *v == "") || len(*v) > 100 {
				fields[name] = auth.FieldRequired
			}
		}
		if len(fields) > 0 {
			return nil, fieldErrors(fields)
		}
		p, err := s.cfg.Store.UpdatePlayer(r.Context(), p.ID, store.PlayerUpdate{FirstName: req.FirstName, LastName: req.LastName, Nickname: req.Nickname})
		if err != nil {
			return nil, err
		}
		return s.profile(r.Context(), p)
	})
}

// account is the contract's Account.
func account(a store.Account, current string) platformgen.Account {
	c, _ := wallet.Lookup(a.Currency)
	return platformgen.Account{Currency: a.Currency, Subunits: c.Subunits, Active: a.Active, Current: a.Currency == current,
		Balance: platformgen.Balance{Total: a.Balance.Total, Locked: a.Balance.Locked, AvailableToBet: a.Balance.AvailableToBet()}}
}

// ListAccounts implements GET /player/accounts: active accounts, the current one first.
func (s *Server) ListAccounts(w http.ResponseWriter, r *http.Request, _ platformgen.ListAccountsParams) {
	s.withPlayer(w, r, http.StatusOK, func(p store.Player) (any, error) {
		accs, err := s.cfg.Store.Accounts(r.Context(), p.ID)
		if err != nil {
			return nil, err
		}
		out := make([]platformgen.Account, 0, len(accs))
		for _, a := range accs {
			if a.Currency == p.Currency {
				out = append([]platformgen.Account{account(a, p.Currency)}, out...)
			} else {
				out = append(out, account(a, p.Currency))
			}
		}
		return out, nil
	})
}

func currencyOf(code string) (wallet.Currency, error) {
	c, err := wallet.Lookup(code)
	if err != nil {
		return c, fail(http.StatusUnprocessableEntity, "UNKNOWN_CURRENCY", "error.wallet.unknown_currency", map[string]any{"currency": code})
	}
	return c, nil
}

// decodeCurrency reads a {currency} body (account creation and switching).
func decodeCurrency(r *http.Request) (wallet.Currency, error) {
	var req platformgen.CreateAccountRequest
	if err := decode(r, &req); err != nil {
		return wallet.Currency{}, err
	}
	return currencyOf(req.Currency)
}

// CreateAccount implements POST /player/accounts.
func (s *Server) CreateAccount(w http.ResponseWriter, r *http.Request) {
	s.withPlayer(w, r, http.StatusCreated, func(p store.Player) (any, error) {
		c, err := decodeCurrency(r)
		if err != nil {
			return nil, err
		}
		a, err := s.cfg.Store.CreateAccount(r.Context(), p.ID, c.Code, s.cfg.Now())
		if errors.Is(err, store.ErrAccountExists) {
			return nil, fail(http.StatusConflict, "ACCOUNT_EXISTS", "error.wallet.account_exists", nil)
		}
		if err != nil {
			return nil, err
		}
		return account(a, p.Currency), nil
	})
}

// SwitchCurrency implements PATCH /player/currency.
func (s *Server) SwitchCurrency(w http.ResponseWriter, r *http.Request) {
	s.withPlayer(w, r, http.StatusOK, func(p store.Player) (any, error) {
		c, err := decodeCurrency(r)
		if err != nil {
			return nil, err
		}
		p, err = s.cfg.Store.UpdatePlayer(r.Context(), p.ID, store.PlayerUpdate{Currency: &c.Code})
		if errors.Is(err, store.ErrNoAccount) {
			return nil, fail(http.StatusUnprocessableEntity, "NO_ACCOUNT", "error.wallet.no_account", nil)
		}
		if err != nil {
			return nil, err
		}
		return s.profile(r.Context(), p)
	})
}

// UpdateLocale implements PATCH /player/update_locale.
func (s *Server) UpdateLocale(w http.ResponseWriter, r *http.Request) {
	s.withPlayer(w, r, http.StatusOK, func(p store.Player) (any, error) {
		var req platformgen.LocaleRequest
		if err := decode(r, &req); err != nil {
			return nil, err
		}
		code, ok := locale.Resolve(req.Locale)
		if !ok {
			return nil, fieldErrors(map[string]string{"locale": "error.invalid_parameter"})
		}
		if _, err := s.cfg.Store.UpdatePlayer(r.Context(), p.ID, store.PlayerUpdate{Language: &code}); err != nil {
			return nil, err
		}
		return platformgen.LocaleRequest{Locale: code}, nil
	})
}

// GetCompPoints implements GET /player/comp_points.
func (s *Server) GetCompPoints(w http.ResponseWriter, r *http.Request) {
	s.withPlayer(w, r, http.StatusOK, func(p store.Player) (any, error) {
		return platformgen.CompPoints{PersistentPoints: p.CompPoints}, nil
	})
}

// ListStatusGroups implements GET /player/status_groups.
func (s *Server) ListStatusGroups(w http.ResponseWriter, r *http.Request) {
	s.withPlayer(w, r, http.StatusOK, func(p store.Player) (any, error) { return statusGroups(p), nil })
}

// phone is the contract's Phone at now.
func (s *Server) phone(ph store.Phone) platformgen.Phone {
	now := s.cfg.Now()
	wait := 0
	if !ph.CodeSentAt.IsZero() {
		if left := ph.CodeSentAt.Add(phoneResendWait).Sub(now); left > 0 {
			wait = int((left + time.Second - 1) / time.Second)
		}
	}
	return platformgen.Phone{Number: ph.Number, Country: ph.Country, Verified: !ph.VerifiedAt.IsZero(), ResendTimeout: wait,
		SmsLimitReached: ph.SMSDay == now.UTC().Format(time.DateOnly) && ph.SMSCount >= smsPerDay}
}

func noPhone() error { return fail(http.StatusNotFound, "NOT_FOUND", "error.not_found", nil) }

// GetPhone implements GET /player/phone.
func (s *Server) GetPhone(w http.ResponseWriter, r *http.Request) {
	s.withPlayer(w, r, http.StatusOK, func(p store.Player) (any, error) {
		ph, err := s.cfg.Store.GetPhone(r.Context(), p.ID)
		if errors.Is(err, store.ErrNoPhone) {
			return nil, noPhone()
		}
		if err != nil {
			return nil, err
		}
		return s.phone(ph), nil
	})
}

// textCode sends a new verification code to ph, within the resend wait and the daily SMS limit.
func (s *Server) textCode(ctx context.Context, playerID int64, ph store.Phone) (store.Phone, error) {
	now := s.cfg.Now()
	view := s.phone(ph)
	if view.SmsLimitReached {
		return ph, fail(http.StatusTooManyRequests, "SMS_LIMIT_REACHED", "error.phone.sms_limit_reached", nil)
	}
	if view.ResendTimeout > 0 {
		return ph, fail(http.StatusTooManyRequests, "RESEND_TOO_SOON", "error.phone.resend_too_soon",
			map[string]any{"resend_timeout": view.ResendTimeout, "retry_after": view.ResendTimeout})
	}
	code, err := auth.NewCode(6)
	if err != nil {
		return ph, err
	}
	day := now.UTC().Format(time.DateOnly)
	if ph.SMSDay != day {
		ph.SMSDay, ph.SMSCount = day, 0
	}
	ph.SMSCount++
	ph.CodeHash, ph.CodeSentAt = auth.HashToken(code), now
	if err := s.cfg.Store.SavePhone(ctx, playerID, ph); err != nil {
		return ph, err
	}
	return ph, s.cfg.Sender.Send(ctx, outbox.Message{Channel: outbox.SMS, Recipient: ph.Number,
		Body: "Your sportsbook verification code is " + code + "."})
}

// SetPhone implements POST /player/phone.
func (s *Server) SetPhone(w http.ResponseWriter, r *http.Request) {
	s.withPlayer(w, r, http.StatusOK, func(p store.Player) (any, error) {
		var req platformgen.PhoneRequest
		if err := decode(r, &req); err != nil {
			return nil, err
		}
		number, country := auth.NormalizePhone(req.Number), auth.NormalizeCountry(req.Country)
		fields := map[string]string{}
		if k := auth.CheckPhone(number); k != "" {
			fields["number"] = k
		}
		if k := auth.CheckCountry(country); k != "" {
			fields["country"] = k
		}
		if len(fields) > 0 {
			return nil, fieldErrors(fields)
		}
		ph, err := s.cfg.Store.GetPhone(r.Context(), p.ID)
		if err != nil && !errors.Is(err, store.ErrNoPhone) {
			return nil, err
		}
		if ph.Number != number {
			// A new number starts unverified; the resend wait and the SMS count stay, so that
			// changing numbers is no way around them.
			ph.Number, ph.VerifiedAt = number, time.Time{}
		}
		ph.Country = country
		ph, err = s.textCode(r.Context(), p.ID, ph)
		if err != nil {
			return nil, err
		}
		return s.phone(ph), nil
	})
}

// ResendPhoneCode implements POST /player/phone/resend.
func (s *Server) ResendPhoneCode(w http.ResponseWriter, r *http.Request) {
	s.withPlayer(w, r, http.StatusOK, func(p store.Player) (any, error) {
		ph, err := s.cfg.Store.GetPhone(r.Context(), p.ID)
		if errors.Is(err, store.ErrNoPhone) {
			return nil, noPhone()
		}
		if err != nil {
			return nil, err
		}
		if ph, err = s.textCode(r.Context(), p.ID, ph); err != nil {
			return nil, err
		}
		return s.phone(ph), nil
	})
}

// VerifyPhone implements POST /player/phone/verify.
func (s *Server) VerifyPhone(w http.ResponseWriter, r *http.Request) {
	s.withPlayer(w, r, http.StatusOK, func(p store.Player) (any, error) {
		var req platformgen.PhoneCodeRequest
		if err := decode(r, &req); err != nil {
			return nil, err
		}
		ph, err := s.cfg.Store.GetPhone(r.Context(), p.ID)
		if errors.Is(err, store.ErrNoPhone) {
			return nil, noPhone()
		}
		if err != nil {
			return nil, err
		}
		if ok, _ := s.sendLimit.Allow("verify:"+strconv.FormatInt(p.ID, 10), s.cfg.Now()); !ok {
			return nil, fail(http.StatusTooManyRequests, "TOO_MANY_ATTEMPTS", "error.auth.too_many_attempts", nil)
		}
		// A code is good for ten minutes and once.
		if ph.CodeHash == "" || s.cfg.Now().Sub(ph.CodeSentAt) > 10*time.Minute || auth.HashToken(strings.TrimSpace(req.Code)) != ph.CodeHash {
			return nil, fail(http.StatusUnprocessableEntity, "CODE_INVALID", "error.phone.code_invalid", nil)
		}
		ph.VerifiedAt, ph.CodeHash = s.cfg.Now(), ""
		if err := s.cfg.Store.SavePhone(r.Context(), p.ID, ph); err != nil {
			return nil, err
		}
		return s.phone(ph), nil
	})
}
