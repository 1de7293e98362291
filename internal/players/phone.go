package players

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/outbox"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// phone is the contract's Phone now: the seconds left before another code may be sent, and
// whether today's codes are used up.
func (s *Service) phone(ph store.Phone) platformgen.Phone {
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

// storedPhone reads p's phone; NOT_FOUND when they have none.
func (s *Service) storedPhone(ctx context.Context, p store.Player) (store.Phone, error) {
	ph, err := s.cfg.Store.GetPhone(ctx, p.ID)
	if errors.Is(err, store.ErrNoPhone) {
		return ph, apierror.New(apierror.NotFound)
	}
	return ph, err
}

// Phone is p's phone.
func (s *Service) Phone(ctx context.Context, p store.Player) (platformgen.Phone, error) {
	ph, err := s.storedPhone(ctx, p)
	if err != nil {
		return platformgen.Phone{}, err
	}
	return s.phone(ph), nil
}

// SetPhone sets p's phone number and texts it a verification code.
func (s *Service) SetPhone(ctx context.Context, p store.Player, req platformgen.PhoneRequest) (platformgen.Phone, error) {
	number, country := auth.NormalizePhone(req.Number), auth.NormalizeCountry(req.Country)
	fields := map[string]string{}
	if k := auth.CheckPhone(number); k != "" {
		fields["number"] = k
	}
	if k := auth.CheckCountry(country); k != "" {
		fields["country"] = k
	}
	if len(fields) > 0 {
		return platformgen.Phone{}, apierror.Fields(fields)
	}
	ph, err := s.cfg.Store.GetPhone(ctx, p.ID)
	if err != nil && !errors.Is(err, store.ErrNoPhone) {
		return platformgen.Phone{}, err
	}
	if ph.Number != number {
		// A new number starts unverified; the resend wait and the SMS count stay, so that
		// changing numbers is no way around them.
		ph.Number, ph.VerifiedAt = number, time.Time{}
	}
	ph.Country = country
	return s.textCode(ctx, p, ph)
}

// ResendPhoneCode texts p's phone a new verification code.
func (s *Service) ResendPhoneCode(ctx context.Context, p store.Player) (platformgen.Phone, error) {
	ph, err := s.storedPhone(ctx, p)
	if err != nil {
		return platformgen.Phone{}, err
	}
	return s.textCode(ctx, p, ph)
}

// textCode sends a new verification code to ph, within the resend wait (RESEND_TOO_SOON) and the
// daily SMS limit (SMS_LIMIT_REACHED).
func (s *Service) textCode(ctx context.Context, p store.Player, ph store.Phone) (platformgen.Phone, error) {
	now := s.cfg.Now()
	view := s.phone(ph)
	if view.SmsLimitReached {
		return view, apierror.New(apierror.SMSLimitReached)
	}
	if view.ResendTimeout > 0 {
		return view, apierror.New(apierror.ResendTooSoon).With(map[string]any{"resend_timeout": view.ResendTimeout, "retry_after": view.ResendTimeout})
	}
	code, err := auth.NewCode(6)
	if err != nil {
		return view, err
	}
	day := now.UTC().Format(time.DateOnly)
	if ph.SMSDay != day {
		ph.SMSDay, ph.SMSCount = day, 0
	}
	ph.SMSCount++
	ph.CodeHash, ph.CodeSentAt = auth.HashToken(code), now
	if err := s.cfg.Store.SavePhone(ctx, p.ID, ph); err != nil {
		return view, err
	}
	if err := s.cfg.Sender.Send(ctx, outbox.Message{Channel: outbox.SMS, Recipient: ph.Number,
		Body: "Your sportsbook verification code is " + code + "."}); err != nil {
		return view, err
	}
	return s.phone(ph), nil
}

// VerifyPhone verifies p's phone with the code texted to it: good for ten minutes and once, and
// at most five tries an hour (TOO_MANY_ATTEMPTS).
func (s *Service) VerifyPhone(ctx context.Context, p store.Player, req platformgen.PhoneCodeRequest) (platformgen.Phone, error) {
	ph, err := s.storedPhone(ctx, p)
	if err != nil {
		return platformgen.Phone{}, err
	}
	now := s.cfg.Now()
	if ok, _ := s.sends.Allow("verify:"+strconv.FormatInt(p.ID, 10), now); !ok {
		return platformgen.Phone{}, apierror.New(apierror.TooManyAttempts)
	}
	if ph.CodeHash == "" || now.Sub(ph.CodeSentAt) > phoneCodeTTL || auth.HashToken(strings.TrimSpace(req.Code)) != ph.CodeHash {
		return platformgen.Phone{}, apierror.New(apierror.CodeInvalid)
	}
	ph.VerifiedAt, ph.CodeHash = now, ""
	if err := s.cfg.Store.SavePhone(ctx, p.ID, ph); err != nil {
		return platformgen.Phone{}, err
	}
	return s.phone(ph), nil
}
