package players

import (
	"context"
	"errors"
	"path/filepath"
	"regexp"
	"sync"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/outbox"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/store"
)

var t0 = time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)

const password = "secret123"

// hashed is password's hash, made once: argon2 is slow on purpose.
var hashed = sync.OnceValue(func() string {
	h, err := auth.TestHashing.Hash(password)
	if err != nil {
		panic(err)
	}
	return h
})

type mailbox struct {
	mu   sync.Mutex
	msgs []outbox.Message
}

func (m *mailbox) Send(_ context.Context, msg outbox.Message) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.msgs = append(m.msgs, msg)
	return nil
}

// link is the token of the last link mailed to email with the query parameter param, "" for none.
func (m *mailbox) link(email, param string) string {
	m.mu.Lock()
	defer m.mu.Unlock()
	re := regexp.MustCompile(`\?` + param + `=(\S+)`)
	for i := len(m.msgs) - 1; i >= 0; i-- {
		if sub := re.FindStringSubmatch(m.msgs[i].Body); sub != nil && m.msgs[i].Recipient == email {
			return sub[1]
		}
	}
	return ""
}

type fixture struct {
	st   *store.Store
	svc  *Service
	bus  *events.Bus
	mail *mailbox
	now  time.Time
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "players.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	f := &fixture{st: st, bus: &events.Bus{}, mail: &mailbox{}, now: t0}
	f.svc = New(Config{Store: st, Events: f.bus, Sender: f.mail, BlockedCountries: []string{"KP"}, SiteURL: "https://bets.example",
		DefaultLocale: "en", HashesPerMinute: 3, Hashing: auth.TestHashing, Now: func() time.Time { return f.now }})
	return f
}

// player stores a player with password; confirmed unless told otherwise.
func (f *fixture) player(t *testing.T, email, country string, confirmed bool) store.Player {
	t.Helper()
	p, err := f.st.CreatePlayer(context.Background(), store.NewPlayer{Email: email, PasswordHash: hashed(), Language: "en",
		Country: country, Currency: "EUR", Confirmed: confirmed}, f.now)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestSignUpRules(t *testing.T) {
	good := platformgen.SignUpRequest{Email: "new@example.com", Password: password, Currency: "EUR", Country: "DE", TermsAccepted: true}
	for _, tc := range []struct {
		name   string
		tweak  func(*platformgen.SignUpRequest)
		from   Origin
		want   apierror.Code
		fields []string
	}{
		{name: "good", tweak: func(*platformgen.SignUpRequest) {}},
		{name: "everything wrong", tweak: func(r *platformgen.SignUpRequest) {
			*r = platformgen.SignUpRequest{Email: "x", Password: "short", Currency: "XYZ", Country: "Germany"}
		}, want: apierror.ValidationFailed, fields: []string{"email", "password", "currency", "country", "terms_accepted"}},
		{name: "blocked country", tweak: func(r *platformgen.SignUpRequest) { r.Country = "kp" }, want: apierror.CountryBlocked},
		{name: "from a blocked country", tweak: func(*platformgen.SignUpRequest) {}, from: Origin{Country: "KP"}, want: apierror.CountryBlocked},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			req := good
			tc.tweak(&req)
			_, err := f.svc.SignUp(context.Background(), req, tc.from)
			if apierror.CodeOf(err) != tc.want {
				t.Fatalf("%v, want %s", err, tc.want)
			}
			var e *apierror.Error
			if errors.As(err, &e) && tc.fields != nil {
				fields := e.Details["fields"].(map[string]string)
				for _, name := range tc.fields {
					if fields[name] == "" {
						t.Errorf("field %s not refused: %v", name, fields)
					}
				}
			}
			_, err = f.st.PlayerByEmail(context.Background(), "new@example.com")
			if (tc.want == "") != (err == nil) {
				t.Errorf("stored: %v", err)
			}
		})
	}
}

// A site that allows no sign-up or no sign-in (site.yaml) refuses them before anything else, and
// stores nothing; the switch is read at each request, so an operator's change takes effect at once.
func TestSignInAndSignUpOnlyIfTheSiteAllows(t *testing.T) {
	f := newFixture(t)
	access := Access{SignIn: true, SignUp: true}
	f.svc.cfg.Allows = func() Access { return access }
	ctx := context.Background()
	f.player(t, "old@example.com", "DE", true)
	signUp := func() error {
		_, err := f.svc.SignUp(ctx, platformgen.SignUpRequest{Email: "new@example.com", Password: password, Currency: "EUR",
			Country: "DE", TermsAccepted: true}, Origin{})
		return err
	}
	signIn := func() error {
		_, err := f.svc.SignIn(ctx, platformgen.SignInRequest{Email: "old@example.com", Password: password}, Origin{})
		return err
	}

	access = Access{SignIn: false, SignUp: false}
	if err := signUp(); apierror.CodeOf(err) != apierror.SignUpClosed {
		t.Fatalf("closed sign-up: %v", err)
	}
	if _, err := f.st.PlayerByEmail(ctx, "new@example.com"); !errors.Is(err, store.ErrNoPlayer) {
		t.Fatalf("a closed sign-up stored the player: %v", err)
	}
	checks := 0
	f.svc.CheckPassword = func(hash, pw string) (bool, error) { checks++; return auth.CheckPassword(hash, pw) }
	if err := signIn(); apierror.CodeOf(err) != apierror.SignInClosed || checks != 0 {
		t.Fatalf("closed sign-in: %v after %d password checks", err, checks)
	}

	access = Access{SignIn: true, SignUp: true}
	if err := signUp(); err != nil {
		t.Fatalf("open sign-up: %v", err)
	}
	if err := signIn(); err != nil {
		t.Fatalf("open sign-in: %v", err)
	}
}

// Sign-up raises PlayerSignedUp inside its transaction, with the player's account, and publishes
// it once committed; a hook's error rolls the whole sign-up back.
func TestSignUpRaisesPlayerSignedUp(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	var hooked, published []events.PlayerSignedUp
	fail := true
	events.Hook(f.bus, func(ctx context.Context, tx *store.Tx, e events.PlayerSignedUp) ([]any, error) {
		if _, err := tx.ActiveAccount(ctx, e.Player.ID, "BTC"); err != nil {
			return nil, err // the account is written in this transaction
		}
		hooked = append(hooked, e)
		if fail {
			return nil, errors.New("hook refuses")
		}
		return nil, nil
	})
	events.Subscribe(f.bus, func(_ context.Context, e events.PlayerSignedUp) { published = append(published, e) })
	req := platformgen.SignUpRequest{Email: "Eve@Example.com", Password: password, Currency: "BTC", Country: "DE", TermsAccepted: true}

	if _, err := f.svc.SignUp(ctx, req, Origin{}); err == nil || len(hooked) != 1 || len(published) != 0 {
		t.Fatalf("a failing hook: %v, hooked %d, published %d", err, len(hooked), len(published))
	}
	if _, err := f.st.PlayerByEmail(ctx, "eve@example.com"); !errors.Is(err, store.ErrNoPlayer) || f.mail.link("eve@example.com", "confirmation_token") != "" {
		t.Fatalf("a refused sign-up left a player (%v) or a mail", err)
	}

	fail = false
	res, err := f.svc.SignUp(ctx, req, Origin{})
	if err != nil || res.Email != "eve@example.com" || len(published) != 1 {
		t.Fatalf("sign-up: %+v %v, published %d", res, err, len(published))
	}
	e := published[0]
	if e.Player.Email != "eve@example.com" || e.Account.Currency != "BTC" || e.Account.PlayerID != e.Player.ID {
		t.Errorf("event %+v", e)
	}
	tok := f.mail.link("eve@example.com", "confirmation_token")
	if _, err := f.svc.Confirm(ctx, tok); err != nil {
		t.Fatalf("the mailed link confirms: %v", err)
	}
	if _, err := f.svc.Confirm(ctx, tok); apierror.CodeOf(err) != apierror.TokenInvalid {
		t.Errorf("a link works once: %v", err)
	}
}

func TestSignInRefusals(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name    string
		setup   func(*testing.T, *fixture) string // the email to sign in with
		pw      string
		from    Origin
		want    apierror.Code
		details string // a detail the refusal names
	}{
		{"good", func(t *testing.T, f *fixture) string { return f.player(t, "a@example.com", "DE", true).Email }, password, Origin{}, "", ""},
		{"unknown email", func(*testing.T, *fixture) string { return "nobody@example.com" }, password, Origin{}, apierror.InvalidCredentials, ""},
		{"wrong password", func(t *testing.T, f *fixture) string { return f.player(t, "a@example.com", "DE", true).Email }, "nope",
			Origin{}, apierror.InvalidCredentials, ""},
		{"not confirmed", func(t *testing.T, f *fixture) string { return f.player(t, "a@example.com", "DE", false).Email }, password,
			Origin{}, apierror.EmailNotConfirmed, "email"},
		{"from a blocked country", func(t *testing.T, f *fixture) string { return f.player(t, "a@example.com", "DE", true).Email }, password,
			Origin{Country: "kp"}, apierror.CountryBlocked, "country"},
		{"a player of a blocked country", func(t *testing.T, f *fixture) string { return f.player(t, "a@example.com", "KP", true).Email },
			password, Origin{}, apierror.CountryBlocked, "country"},
		{"self-excluded", func(t *testing.T, f *fixture) string { return excluded(t, f, limits.SelfExclusion, 180) }, password,
			Origin{}, apierror.SelfExcluded, "until"},
		{"cooling off", func(t *testing.T, f *fixture) string { return excluded(t, f, limits.CoolingOff, 2) }, password,
			Origin{}, apierror.CoolingOff, "until"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			email := tc.setup(t, f)
			in, err := f.svc.SignIn(ctx, platformgen.SignInRequest{Email: email, Password: tc.pw}, tc.from)
			if apierror.CodeOf(err) != tc.want {
				t.Fatalf("%v, want %s", err, tc.want)
			}
			var e *apierror.Error
			if errors.As(err, &e) && tc.details != "" && e.Details[tc.details] == nil {
				t.Errorf("details %v, want %s", e.Details, tc.details)
			}
			if err != nil {
				return
			}
			if p, err := f.svc.Session(ctx, in.Token); err != nil || p.Email != email || in.Expires != t0.Add(SessionTTL) || *in.Profile.Email != email {
				t.Errorf("session %+v %v; %+v", p, err, in)
			}
		})
	}
}

// excluded stores a confirmed player under an exclusion of days.
func excluded(t *testing.T, f *fixture, typ limits.Type, days int) string {
	p := f.player(t, "a@example.com", "DE", true)
	l, err := limits.Validate(limits.Limit{Type: typ}, days, f.now)
	if err == nil {
		_, err = f.st.SetLimit(context.Background(), p.ID, l, 0, limits.Plan{}, f.now)
	}
	if err != nil {
		t.Fatal(err)
	}
	return p.Email
}

// Anonymous requests that hash a password share an allowance per IP address; the refusal says
// when to come back.
func TestHashingAllowance(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	from := Origin{IP: "192.0.2.1"}
	for range 3 {
		if _, err := f.svc.SignIn(ctx, platformgen.SignInRequest{Email: "x@example.com", Password: "x"}, from); apierror.CodeOf(err) != apierror.InvalidCredentials {
			t.Fatal(err)
		}
	}
	err := f.svc.ResetPassword(ctx, platformgen.ResetPasswordRequest{ResetPasswordToken: "x", Password: "newsecret1"}, from)
	var e *apierror.Error
	if !errors.As(err, &e) || e.Code != apierror.TooManyAttempts || e.Details["retry_after"] != 61 {
		t.Fatalf("beyond the allowance: %v", err)
	}
	if _, err := f.svc.SignIn(ctx, platformgen.SignInRequest{Email: "x@example.com", Password: "x"}, Origin{IP: "192.0.2.2"}); apierror.CodeOf(err) != apierror.InvalidCredentials {
		t.Errorf("another address: %v", err)
	}
}

// The wrong password that locks an account, confirming it while signed in, stores the unlock link
// and ends every session of the player in one transaction, then mails the link.
func TestConfirmPasswordLocksAndSignsOut(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	p := f.player(t, "a@example.com", "DE", true)
	in, err := f.svc.SignIn(ctx, platformgen.SignInRequest{Email: p.Email, Password: password}, Origin{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.st.OpenSportsbookSession(ctx, p.ID, "sb-token", time.Hour, f.now); err != nil {
		t.Fatal(err)
	}
	for left := auth.MaxFailedSignIns - 1; left > 0; left-- {
		err := f.svc.ConfirmPassword(ctx, p, "wrong")
		var e *apierror.Error
		if !errors.As(err, &e) || e.Code != apierror.PasswordWrong || e.Details["attempts_left"] != left {
			t.Fatalf("%d left: %v", left, err)
		}
	}
	if _, err := f.svc.Session(ctx, in.Token); err != nil {
		t.Fatalf("wrong passwords short of the lock sign nobody out: %v", err)
	}
	if err := f.svc.ConfirmPassword(ctx, p, "wrong"); apierror.CodeOf(err) != apierror.AccountLocked {
		t.Fatalf("the fifth: %v", err)
	}
	if _, err := f.svc.Session(ctx, in.Token); apierror.CodeOf(err) != apierror.Unauthorized {
		t.Errorf("the web session outlives the lock: %v", err)
	}
	if s, err := f.st.SportsbookSessionByTokenID(ctx, "sb-token"); err != nil || s.EndedAt.IsZero() {
		t.Errorf("the sportsbook session outlives the lock: %+v %v", s, err)
	}
	tok := f.mail.link(p.Email, "unlock_token")
	if tok == "" {
		t.Fatal("no unlock link")
	}
	if _, err := f.svc.Unlock(ctx, tok); err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.SignIn(ctx, platformgen.SignInRequest{Email: p.Email, Password: password}, Origin{}); err != nil {
		t.Errorf("after the unlock: %v", err)
	}
}

func TestPhoneRules(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	p := f.player(t, "a@example.com", "DE", true)
	if _, err := f.svc.Phone(ctx, p); apierror.CodeOf(err) != apierror.NotFound {
		t.Fatalf("no phone: %v", err)
	}
	if _, err := f.svc.SetPhone(ctx, p, platformgen.PhoneRequest{Number: "12", Country: "G"}); apierror.CodeOf(err) != apierror.ValidationFailed {
		t.Fatalf("bad number: %v", err)
	}
	ph, err := f.svc.SetPhone(ctx, p, platformgen.PhoneRequest{Number: "+44 7700 900123", Country: "gb"})
	if err != nil || ph.Number != "+447700900123" || ph.ResendTimeout != 60 || ph.Verified {
		t.Fatalf("set: %+v %v", ph, err)
	}
	var e *apierror.Error
	if _, err := f.svc.ResendPhoneCode(ctx, p); !errors.As(err, &e) || e.Code != apierror.ResendTooSoon || e.Details["retry_after"] != 60 {
		t.Fatalf("at once: %v", err)
	}
	for range smsPerDay - 1 {
		f.now = f.now.Add(phoneResendWait)
		if _, err := f.svc.ResendPhoneCode(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
	f.now = f.now.Add(phoneResendWait)
	if _, err := f.svc.ResendPhoneCode(ctx, p); apierror.CodeOf(err) != apierror.SMSLimitReached {
		t.Fatalf("beyond the day's texts: %v", err)
	}
	f.mail.mu.Lock()
	sms := regexp.MustCompile(`\d{6}`).FindString(f.mail.msgs[len(f.mail.msgs)-1].Body)
	f.mail.mu.Unlock()
	f.now = f.now.Add(phoneCodeTTL + time.Second)
	if _, err := f.svc.VerifyPhone(ctx, p, platformgen.PhoneCodeRequest{Code: sms}); apierror.CodeOf(err) != apierror.CodeInvalid {
		t.Fatalf("an expired code: %v", err)
	}
}
