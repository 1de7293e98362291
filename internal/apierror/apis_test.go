package apierror_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/outbox"
	"github.com/opensportsbook/sportsbook/internal/platformapi"
	"github.com/opensportsbook/sportsbook/internal/sportsbookapi"
	"github.com/opensportsbook/sportsbook/internal/store"
)

var errDown = errors.New("mail and tokens are down")

// down fails every mail and every realtime token.
type down struct{}

func (down) Send(context.Context, outbox.Message) error                        { return errDown }
func (down) ConnectionToken(context.Context, string) (string, error)           { return "", errDown }
func (down) SubscriptionToken(context.Context, string, string) (string, error) { return "", errDown }

type answer struct {
	status      int
	contentType string
	body        string
}

func serve(t *testing.T, h http.Handler, r *http.Request) answer {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, r)
	b, _ := io.ReadAll(rec.Result().Body)
	return answer{rec.Code, rec.Header().Get("Content-Type"), string(b)}
}

// Both APIs answer a failure of ours with the same envelope, code and message key: a 500
// INTERNAL_ERROR, and a 503 SERVICE_UNAVAILABLE once the database cannot be reached.
func TestBothAPIsAnswerOurErrorsAlike(t *testing.T) {
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "apis.db"))
	if err != nil {
		t.Fatal(err)
	}
	platform := platformapi.New(platformapi.Config{Store: st, Secret: []byte("secret"), Sender: down{}})
	plat := platform.Handler()
	sb := sportsbookapi.New(st, nil, down{}, platform, nil, nil, sportsbookapi.DefaultSettings(), nil)

	// The platform's CSRF cookie, which every write needs.
	first := httptest.NewRecorder()
	plat.ServeHTTP(first, httptest.NewRequest(http.MethodGet, platformapi.BasePath+"/player", nil))
	var csrf *http.Cookie
	for _, c := range first.Result().Cookies() {
		if c.Name == platformapi.CSRFCookie {
			csrf = c
		}
	}
	if csrf == nil {
		t.Fatal("no CSRF cookie")
	}
	signUp := httptest.NewRequest(http.MethodPost, platformapi.BasePath+"/users/sign_up",
		strings.NewReader(`{"email":"a@example.com","password":"secret123","currency":"EUR","country":"DE","terms_accepted":true}`))
	signUp.AddCookie(csrf)
	signUp.Header.Set(platformapi.CSRFHeader, csrf.Value)

	internal := answer{500, "application/json", `{"code":"INTERNAL_ERROR","message":"global-error.default.title"}` + "\n"}
	if got := serve(t, plat, signUp); got != internal {
		t.Errorf("platform API, a mail that fails: %+v, want %+v", got, internal)
	}
	if got := serve(t, sb, httptest.NewRequest(http.MethodPost, sportsbookapi.BasePath+"/websocket/token", nil)); got != internal {
		t.Errorf("sportsbook API, a token that fails: %+v, want %+v", got, internal)
	}

	st.Close()
	unavailable := answer{503, "application/json", `{"code":"SERVICE_UNAVAILABLE","message":"global-error.default.title"}` + "\n"}
	player := httptest.NewRequest(http.MethodGet, platformapi.BasePath+"/player", nil)
	player.AddCookie(&http.Cookie{Name: platformapi.SessionCookie, Value: "some-session"})
	if got := serve(t, plat, player); got != unavailable {
		t.Errorf("platform API, the database closed: %+v, want %+v", got, unavailable)
	}
	if got := serve(t, sb, httptest.NewRequest(http.MethodGet, sportsbookapi.BasePath+"/sports", nil)); got != unavailable {
		t.Errorf("sportsbook API, the database closed: %+v, want %+v", got, unavailable)
	}
}
