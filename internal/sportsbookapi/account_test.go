package sportsbookapi

import (
	"io"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/auth"
)

// The account routes: the third-party user id and marking bets seen need a player; the settings
// carry the virtual wallet and the player groups.
func TestAccountRoutes(t *testing.T) {
	key := []byte("watchers key of the test, 32 bytes")
	ref := auth.PlayerRef(key, 42)
	settings := DefaultSettings()
	settings.VirtualWalletURL = "/api/virtual-wallet"
	settings.Groups = PlayerGroups{QuickDepositTest: "spi_test", DepositReminder: "newcomers"}
	for _, sc := range []struct {
		name, method, url, body, bearer string
		withKey                         bool
		wantStatus                      int
		wantContent                     string
		wantSeen                        []int64
	}{
		{"user id", "GET", "/watchersio/userid", "", "good", true, 200, `{"userId":"` + ref + `"}`, nil},
		{"user id of a visitor", "GET", "/watchersio/userid", "", "", true, 401, `"UNAUTHORIZED"`, nil},
		{"a bad token", "GET", "/watchersio/userid", "", "bad", true, 401, `"UNAUTHORIZED"`, nil},
		// A database restart must not sign every player out: the token is not the fault.
		{"sessions out of reach", "POST", "/bets/mark-as-seen", `{"ids":[7]}`, "db-down", true, 503, `"SERVICE_UNAVAILABLE"`, nil},
		{"user id without a key", "GET", "/watchersio/userid", "", "good", false, 404, `"NOT_FOUND"`, nil},
		{"mark seen", "POST", "/bets/mark-as-seen", `{"ids":[7,9]}`, "good", true, 204, "", []int64{7, 9}},
		{"mark seen by a visitor", "POST", "/bets/mark-as-seen", `{"ids":[7]}`, "", true, 401, `"UNAUTHORIZED"`, nil},
		{"mark nothing seen", "POST", "/bets/mark-as-seen", `{"ids":[]}`, "good", true, 400, `"INVALID_PARAMETER"`, nil},
		{"settings", "GET", "/settings", "", "", true, 200,
			`"playerGroups":{"depositReminder":"newcomers","quickDepositTest":"spi_test"}`, nil},
		{"settings' wallet", "GET", "/settings", "", "", true, 200, `"virtualWalletUrl":"/api/virtual-wallet"`, nil},
	} {
		t.Run(sc.name, func(t *testing.T) {
			bets := &fakeBets{}
			var opts []Option
			if sc.withKey {
				opts = append(opts, WithWatchersKey(key))
			}
			h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, bets, nil, settings, nil, opts...)
			var body io.Reader
			if sc.body != "" {
				body = strings.NewReader(sc.body)
			}
			req := httptest.NewRequest(sc.method, BasePath+sc.url, body)
			req.Header.Set("Content-Type", "application/json")
			if sc.bearer != "" {
				req.Header.Set("Authorization", "Bearer "+sc.bearer)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != sc.wantStatus || !strings.Contains(rec.Body.String(), sc.wantContent) {
				t.Fatalf("%d %s, want %d with %s", rec.Code, rec.Body.String(), sc.wantStatus, sc.wantContent)
			}
			if !reflect.DeepEqual(bets.seen, sc.wantSeen) {
				t.Errorf("marked seen %v, want %v", bets.seen, sc.wantSeen)
			}
		})
	}
	if ref == "42" || len(ref) != 32 || ref != auth.PlayerRef(key, 42) || ref == auth.PlayerRef(key, 43) || ref == auth.PlayerRef([]byte("another key"), 42) {
		t.Errorf("player ref %q: not opaque, stable and per player and key", ref)
	}
}
