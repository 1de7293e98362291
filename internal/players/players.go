// Package players is the players service: sign-up and the mailed links (confirmation, unlock,
// password reset), sign-in with its lock after wrong passwords, web sessions, passwords, the
// profile and the phone. It owns these rules and their refusals (codes of internal/apierror); the
// platform API decodes a request, calls one method, and encodes the answer. Sign-up raises
// events.PlayerSignedUp inside the transaction that creates the player and publishes it after
// the commit.
package players

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/comppoints"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/locale"
	"github.com/opensportsbook/sportsbook/internal/outbox"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// Durations of the players' rules.
const (
	SessionTTL      = 14 * 24 * time.Hour // a web session's lifetime
	tokenTTL        = 24 * time.Hour      // mailed links
	phoneResendWait = 60 * time.Second
	phoneCodeTTL    = 10 * time.Minute
	smsPerDay       = 5
)

// Config configures the service.
type Config struct {
	Store  *store.Store
	Events *events.Bus // nil: no hooks, no subscribers
	Sender outbox.Sender
	// BlockedCountries refuse sign-up and sign-in (upper-case ISO codes).
	BlockedCountries []string
	// Allows says whether the site allows sign-in and sign-up now (the content folder's site.yaml,
	// which can change while the server runs); nil allows both.
	Allows func() Access
	// SiteURL is the absolute base of links in mail, without a trailing slash.
	SiteURL string
	// DefaultLocale is the locale without a URL prefix, and a new player's language by default.
	DefaultLocale string
	// HashesPerMinute bounds, per IP address, the anonymous requests that cost a password hash:
	// sign-in, sign-up and password reset (argon2 takes 19 MiB and tens of milliseconds each).
	HashesPerMinute int
	// Hashing is the cost of new password hashes; zero: auth.StrongHashing.
	Hashing auth.Hashing
	Now     func() time.Time
}

// Service runs the players' flows.
type Service struct {
	cfg Config
	// CheckPassword is auth.CheckPassword; every sign-in runs it exactly once, whatever the
	// answer, and a test counts that.
	CheckPassword func(hash, password string) (bool, error)
	nobodysHash   func() string // checked when no player has the email (see SignIn); made on first use
	hashing       *auth.Limiter
	sends         *auth.Limiter // mailed links per email and purpose, phone codes tried per player
}

// New returns the service.
func New(cfg Config) *Service {
	if cfg.Hashing == (auth.Hashing{}) {
		cfg.Hashing = auth.StrongHashing
	}
	return &Service{cfg: cfg, CheckPassword: auth.CheckPassword, nobodysHash: sync.OnceValue(cfg.Hashing.NobodysHash),
		hashing: auth.NewLimiter(cfg.HashesPerMinute, time.Minute), sends: auth.NewLimiter(5, time.Hour)}
}

// Access is what the site allows now (spec section 6: "sign-in and sign-up are available only if
// the site allows").
type Access struct{ SignIn, SignUp bool }

func (s *Service) access() Access {
	if s.cfg.Allows == nil {
		return Access{SignIn: true, SignUp: true}
	}
	return s.cfg.Allows()
}

// Origin is where an anonymous request comes from, as far as the rules care.
type Origin struct {
	// IP is the connection's address: requests that hash a password are counted by it.
	IP string
	// Country is the visitor's country from a trusted header, "" when there is none.
	Country string
}

// session is the player of a web session token; store.ErrNoSession when there is none.
func (s *Service) session(ctx context.Context, token string) (store.Player, error) {
	if token == "" {
		return store.Player{}, store.ErrNoSession
	}
	return s.cfg.Store.WebSessionPlayer(ctx, auth.HashToken(token), s.cfg.Now())
}

// Session is the signed-in player of a web session token (the session cookie's value); an
// UNAUTHORIZED refusal when the token names no live session.
func (s *Service) Session(ctx context.Context, token string) (store.Player, error) {
	p, err := s.session(ctx, token)
	if errors.Is(err, store.ErrNoSession) {
		return p, apierror.New(apierror.Unauthorized)
	}
	return p, err
}

// Visitor is the profile of a web session token's player, or an anonymous one: a first visit is
// not a 'session expired'.
func (s *Service) Visitor(ctx context.Context, token string) (platformgen.Player, error) {
	p, err := s.session(ctx, token)
	switch {
	case errors.Is(err, store.ErrNoSession):
		return platformgen.Player{AuthFieldsMissed: []string{}, Phones: []platformgen.Phone{}, Statuses: []platformgen.StatusGroup{}}, nil
	case err != nil:
		return platformgen.Player{}, err
	}
	return s.Profile(ctx, p)
}

// statusGroupNames name the status groups a player can be in.
var statusGroupNames = map[string]string{"spi_test": "Quick deposit test", "vip": "VIP"}

// MissingFields are the profile fields a deposit needs and p has not filled in (the
// missing-auth-fields modal).
func MissingFields(p store.Player) []string {
	missed := []string{}
	if strings.TrimSpace(p.FirstName) == "" {
		missed = append(missed, "first_name")
	}
	if strings.TrimSpace(p.LastName) == "" {
		missed = append(missed, "last_name")
	}
	return missed
}

// Profile is the contract's Player for a signed-in player, with their phone.
func (s *Service) Profile(ctx context.Context, p store.Player) (platformgen.Player, error) {
	confirmed := p.Confirmed()
	out := platformgen.Player{
		Id: &p.ID, Email: &p.Email, FirstName: &p.FirstName, LastName: &p.LastName, Nickname: &p.Nickname,
		Language: &p.Language, Currency: &p.Currency, Country: &p.Country, Confirmed: &confirmed,
		AuthFieldsMissed: MissingFields(p), Statuses: s.StatusGroups(p), Phones: []platformgen.Phone{},
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

// StatusGroups are the status groups p is in: their comp points level first, then those the
// operator assigned.
func (s *Service) StatusGroups(p store.Player) []platformgen.StatusGroup {
	lvl, _, _ := comppoints.LevelOf(p.CompPoints)
	out := []platformgen.StatusGroup{{Id: lvl.ID, Name: lvl.Name}}
	for _, g := range p.StatusGroups {
		out = append(out, platformgen.StatusGroup{Id: g, Name: statusGroupNames[g]})
	}
	return out
}

// InGroup reports whether p is in the status group (one of StatusGroups); nobody is in "" (no
// group configured).
func InGroup(p store.Player, group string) bool {
	if group == "" {
		return false
	}
	lvl, _, _ := comppoints.LevelOf(p.CompPoints)
	return lvl.ID == group || slices.Contains(p.StatusGroups, group)
}

// CompPoints are p's comp points, with their level's condition (the points it starts at and those
// the next level starts at).
func (s *Service) CompPoints(p store.Player) platformgen.CompPoints {
	_, lo, hi := comppoints.LevelOf(p.CompPoints)
	out := platformgen.CompPoints{PersistentPoints: p.CompPoints}
	out.Condition = &struct {
		Max int64 `json:"max"`
		Min int64 `json:"min"`
	}{Max: hi, Min: lo}
	return out
}

// UpdateProfile changes p's names: first and last names may not be blank, none longer than 100.
func (s *Service) UpdateProfile(ctx context.Context, p store.Player, req platformgen.PlayerUpdate) (platformgen.Player, error) {
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
		return platformgen.Player{}, apierror.Fields(fields)
	}
	p, err := s.cfg.Store.UpdatePlayer(ctx, p.ID, store.PlayerUpdate{FirstName: req.FirstName, LastName: req.LastName, Nickname: req.Nickname})
	if err != nil {
		return platformgen.Player{}, err
	}
	return s.Profile(ctx, p)
}

// UpdateLocale makes a supported locale p's language, and answers it in its canonical form.
func (s *Service) UpdateLocale(ctx context.Context, p store.Player, req platformgen.LocaleRequest) (platformgen.LocaleRequest, error) {
	code, ok := locale.Resolve(req.Locale)
	if !ok {
		return platformgen.LocaleRequest{}, apierror.Fields(map[string]string{"locale": "error.invalid_parameter"})
	}
	if _, err := s.cfg.Store.UpdatePlayer(ctx, p.ID, store.PlayerUpdate{Language: &code}); err != nil {
		return platformgen.LocaleRequest{}, err
	}
	return platformgen.LocaleRequest{Locale: code}, nil
}

// Excluded refuses a player under self-exclusion (SELF_EXCLUDED) or cooling-off (COOLING_OFF),
// naming when it ends.
func (s *Service) Excluded(ctx context.Context, playerID int64) error {
	now := s.cfg.Now()
	ls, err := s.cfg.Store.Limits(ctx, playerID, now)
	if err != nil {
		return err
	}
	l, ok := limits.Exclusion(ls, now)
	if !ok {
		return nil
	}
	code := apierror.SelfExcluded
	if l.Type == limits.CoolingOff {
		code = apierror.CoolingOff
	}
	return apierror.New(code).With(map[string]any{"until": l.Until.Format(time.RFC3339)})
}

// EndSessions signs a player out everywhere, in tx: their sportsbook sessions end (bearer tokens
// stop working) and their web sessions are forgotten.
func EndSessions(ctx context.Context, tx *store.Tx, playerID int64, now time.Time) error {
	if _, err := tx.EndSportsbookSessions(ctx, playerID, now); err != nil {
		return err
	}
	return tx.DeleteWebSessions(ctx, playerID)
}
