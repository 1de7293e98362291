package responsible

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/outbox"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/players"
	"github.com/opensportsbook/sportsbook/internal/store"
)

var t0 = time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)

const password = "secret123"

type noMail struct{}

func (noMail) Send(context.Context, outbox.Message) error { return nil }

type fixture struct {
	st      *store.Store
	svc     *Service
	players *players.Service
	now     time.Time
	p       store.Player
	web     string // the player's web session token
	// reached are the limits used up that the service told of (events.LimitReached).
	reached []limits.Type
}

// newFixture is the service with a signed-in player.
func newFixture(t *testing.T) *fixture {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "rg.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	f := &fixture{st: st, now: t0}
	clock := func() time.Time { return f.now }
	f.players = players.New(players.Config{Store: st, Sender: noMail{}, DefaultLocale: "en", HashesPerMinute: 10, Hashing: auth.TestHashing, Now: clock})
	bus := &events.Bus{}
	events.Subscribe(bus, func(_ context.Context, e events.LimitReached) { f.reached = append(f.reached, e.Limit.Type) })
	f.svc = &Service{Store: st, Players: f.players, Bearer: auth.NewBearer([]byte("bearer-key")), Events: bus, Now: clock}
	hash, err := auth.TestHashing.Hash(password)
	if err != nil {
		t.Fatal(err)
	}
	if f.p, err = st.CreatePlayer(ctx, store.NewPlayer{Email: "gil@example.com", PasswordHash: hash, Language: "en", Country: "DE",
		Currency: "EUR", Confirmed: true}, t0); err != nil {
		t.Fatal(err)
	}
	in, err := f.players.SignIn(ctx, platformgen.SignInRequest{Email: f.p.Email, Password: password}, players.Origin{})
	if err != nil {
		t.Fatal(err)
	}
	f.web = in.Token
	return f
}

func ptr[T any](v T) *T { return &v }

func TestSetLimitRules(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name   string
		before []platformgen.LimitRequest
		req    platformgen.LimitRequest
		want   apierror.Code
		status platformgen.LimitStatus
	}{
		{name: "a deposit limit", req: platformgen.LimitRequest{Type: "deposit", Amount: ptr[int64](1500), Currency: ptr("EUR"), Period: ptr[platformgen.LimitPeriod]("day")},
			status: "active"},
		{name: "no amount", req: platformgen.LimitRequest{Type: "deposit", Currency: ptr("EUR"), Period: ptr[platformgen.LimitPeriod]("day")},
			want: apierror.ValidationFailed},
		{name: "an unknown currency", req: platformgen.LimitRequest{Type: "loss", Amount: ptr[int64](1), Currency: ptr("XYZ"), Period: ptr[platformgen.LimitPeriod]("day")},
			want: apierror.UnknownCurrency},
		{name: "an unknown type", req: platformgen.LimitRequest{Type: "decade"}, want: apierror.ValidationFailed},
		{name: "a looser limit waits", before: []platformgen.LimitRequest{{Type: "session", Minutes: ptr(30)}},
			req: platformgen.LimitRequest{Type: "session", Minutes: ptr(60)}, status: "unconfirmed"},
		{name: "a tighter limit at once", before: []platformgen.LimitRequest{{Type: "session", Minutes: ptr(60)}},
			req: platformgen.LimitRequest{Type: "session", Minutes: ptr(30)}, status: "active"},
		{name: "an exclusion without the password", req: platformgen.LimitRequest{Type: "coolingoff", Days: ptr(2), Password: ptr("nope")},
			want: apierror.PasswordWrong},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			for _, b := range tc.before {
				if _, err := f.svc.SetLimit(ctx, f.p, b); err != nil {
					t.Fatal(err)
				}
			}
			l, err := f.svc.SetLimit(ctx, f.p, tc.req)
			if apierror.CodeOf(err) != tc.want || (err == nil && l.Status != tc.status) {
				t.Fatalf("%+v %v, want %s %s", l, err, tc.want, tc.status)
			}
		})
	}
}

// An exclusion needs the password, signs the player out everywhere in the transaction that sets
// it, refuses their sessions until it ends, and cannot be shortened or removed.
func TestExclusion(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	sess, err := f.svc.StartSession(ctx, f.p)
	if err != nil {
		t.Fatal(err)
	}
	l, err := f.svc.SetLimit(ctx, f.p, platformgen.LimitRequest{Type: "selfexclusion", Days: ptr(200), Password: ptr(password)})
	if err != nil || l.Until == nil || !l.Until.Equal(t0.AddDate(0, 0, 200)) {
		t.Fatalf("%+v %v", l, err)
	}
	if _, err := f.players.Session(ctx, f.web); apierror.CodeOf(err) != apierror.Unauthorized {
		t.Errorf("the web session outlives the exclusion: %v", err)
	}
	if _, err := f.svc.Authenticate(ctx, sess.Token); !errors.Is(err, auth.ErrInvalidBearer) {
		t.Errorf("the bearer token outlives the exclusion: %v", err)
	}
	if _, err := f.svc.StartSession(ctx, f.p); apierror.CodeOf(err) != apierror.SelfExcluded {
		t.Errorf("a session while excluded: %v", err)
	}
	shorter := platformgen.LimitRequest{Type: "selfexclusion", Days: ptr(180), Password: ptr(password)}
	f.now = f.now.Add(time.Hour)
	if _, err := f.svc.SetLimit(ctx, f.p, shorter); apierror.CodeOf(err) != apierror.LimitNotRemovable {
		t.Errorf("a shorter exclusion: %v", err)
	}
	if _, err := f.svc.RemoveLimit(ctx, f.p, l.Id); apierror.CodeOf(err) != apierror.LimitNotRemovable {
		t.Errorf("removing it: %v", err)
	}
	if _, err := f.svc.RemoveLimit(ctx, f.p, l.Id+100); apierror.CodeOf(err) != apierror.NotFound {
		t.Errorf("removing another's: %v", err)
	}
}

// A session limit used up refuses a session and ends the open one; the activity limit signs the
// player out.
func TestSessionAndActivityLimits(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	if rc, err := f.svc.RealityCheck(ctx, f.p); rc != nil || err != nil {
		t.Fatalf("without a limit: %v, %v; want none and no error", rc, err)
	}
	sess, err := f.svc.StartSession(ctx, f.p)
	if err != nil {
		t.Fatal(err)
	}
	for _, req := range []platformgen.LimitRequest{{Type: "session", Minutes: ptr(30)}, {Type: "activity", Minutes: ptr(2)}} {
		if _, err := f.svc.SetLimit(ctx, f.p, req); err != nil {
			t.Fatal(err)
		}
	}
	for i, want := range []apierror.Code{"", apierror.ActivityLimitReached} {
		f.now = f.now.Add(time.Minute)
		if err := f.svc.TrackActivity(ctx, f.p, f.web); apierror.CodeOf(err) != want {
			t.Fatalf("ping %d: %v, want %s", i+1, err, want)
		}
	}
	if _, err := f.players.Session(ctx, f.web); apierror.CodeOf(err) != apierror.Unauthorized {
		t.Errorf("signed in after the activity limit: %v", err)
	}
	if _, err := f.svc.Authenticate(ctx, sess.Token); err == nil {
		t.Error("the bearer token outlives the activity limit")
	}
	if !slices.Equal(f.reached, []limits.Type{limits.Activity}) {
		t.Errorf("limits reached %v, want the activity limit", f.reached)
	}

	f.now = f.now.Add(40 * time.Minute)
	if _, err := f.svc.StartSession(ctx, f.p); err != nil {
		t.Fatal(err)
	}
	f.now = f.now.Add(31 * time.Minute)
	if _, err := f.svc.ContinueSession(ctx, f.p); apierror.CodeOf(err) != apierror.SessionLimitReached {
		t.Fatalf("beyond the session limit: %v", err)
	}
	// The limit ended the open session, told once: a second refusal ends nothing.
	if _, err := f.svc.StartSession(ctx, f.p); apierror.CodeOf(err) != apierror.SessionLimitReached {
		t.Fatalf("again beyond the session limit: %v", err)
	}
	if !slices.Equal(f.reached, []limits.Type{limits.Activity, limits.Session}) {
		t.Errorf("limits reached %v, want the activity then the session limit", f.reached)
	}
	ls, _ := f.st.Limits(ctx, f.p.ID, f.now)
	if l, ok := limits.Find(ls, limits.Session, f.now); !ok || l.Minutes != 30 {
		t.Errorf("limits %+v", ls)
	}
}
