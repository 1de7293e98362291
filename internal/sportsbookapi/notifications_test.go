package sportsbookapi

import (
	"context"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// fakeInbox holds notifications 1 to 3 of player 42, unread unless marked.
type fakeInbox struct {
	read []int64
	page catalogue.PageRequest
	lang string
}

func (f *fakeInbox) List(_ context.Context, playerID int64, lang string, p catalogue.PageRequest) ([]apigen.PlayerNotification, catalogue.Pagination, error) {
	f.page, f.lang = p, lang
	return []apigen.PlayerNotification{{Id: 3, Title: "Bet won", Type: apigen.NotifyBetWon, ObjectType: apigen.AboutBet}}, catalogue.NewPagination(p, 3), nil
}

func (f *fakeInbox) Unread(context.Context, int64) (int, error) { return 3 - len(f.read), nil }

func (f *fakeInbox) Read(_ context.Context, playerID int64, ids []int64) (int, error) {
	for _, id := range ids {
		if playerID != 42 || id > 3 {
			return 0, apierror.New(apierror.NotificationNotFound)
		}
	}
	f.read = append(f.read, ids...)
	return 3 - len(f.read), nil
}

func (f *fakeInbox) ReadAll(context.Context, int64) (int, error) {
	f.read = []int64{1, 2, 3}
	return 0, nil
}

func TestNotificationCalls(t *testing.T) {
	cases := []struct {
		name, method, url, bearer, body string
		status                          int
		want                            string // in the body
		check                           func(t *testing.T, f *fakeInbox)
	}{
		{name: "list", method: "GET", url: "/notifications?page=1&limit=20", bearer: "good", status: 200, want: `"title":"Bet won"`,
			check: func(t *testing.T, f *fakeInbox) {
				if f.page.Limit != 20 || f.page.Page != 1 || f.lang != "de" {
					t.Fatalf("page %+v in %q", f.page, f.lang)
				}
			}},
		{name: "list anonymously", method: "GET", url: "/notifications", status: 401},
		{name: "page 0", method: "GET", url: "/notifications?page=0", bearer: "good", status: 400, want: `"parameter":"page"`},
		{name: "limit past the bound", method: "GET", url: "/notifications?limit=501", bearer: "good", status: 400, want: `"parameter":"limit"`},
		{name: "limit not a number", method: "GET", url: "/notifications?limit=ten", bearer: "good", status: 400},
		{name: "counters", method: "GET", url: "/notifications/counters", bearer: "good", status: 200, want: `{"unread":3}`},
		{name: "counters anonymously", method: "GET", url: "/notifications/counters", status: 401},
		{name: "read", method: "POST", url: "/notifications/read", bearer: "good", body: `{"ids":[1,2]}`, status: 200, want: `{"unread":1}`},
		{name: "read another player's or an unknown one", method: "POST", url: "/notifications/read", bearer: "good", body: `{"ids":[1,99]}`, status: 404,
			want: `"code":"NOTIFICATION_NOT_FOUND"`,
			check: func(t *testing.T, f *fakeInbox) {
				if len(f.read) != 0 {
					t.Fatalf("a refused request marked %v", f.read)
				}
			}},
		{name: "read nothing", method: "POST", url: "/notifications/read", bearer: "good", body: `{"ids":[]}`, status: 400},
		{name: "read without ids", method: "POST", url: "/notifications/read", bearer: "good", body: `{}`, status: 400},
		{name: "read a bad id", method: "POST", url: "/notifications/read", bearer: "good", body: `{"ids":[0]}`, status: 400},
		{name: "read a text id", method: "POST", url: "/notifications/read", bearer: "good", body: `{"ids":["x"]}`, status: 400},
		{name: "read too many", method: "POST", url: "/notifications/read", bearer: "good",
			body: `{"ids":[` + strings.Repeat("1,", 100) + `1]}`, status: 400},
		{name: "read anonymously", method: "POST", url: "/notifications/read", body: `{"ids":[1]}`, status: 401},
		{name: "read all", method: "POST", url: "/notifications/read-all", bearer: "good", status: 200, want: `{"unread":0}`,
			check: func(t *testing.T, f *fakeInbox) {
				if !slices.Equal(f.read, []int64{1, 2, 3}) {
					t.Fatalf("marked %v", f.read)
				}
			}},
		{name: "read all anonymously", method: "POST", url: "/notifications/read-all", status: 401},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := &fakeInbox{}
			h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, nil, DefaultSettings(), nil, WithNotifications(f))
			req := httptest.NewRequest(c.method, BasePath+c.url, strings.NewReader(c.body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept-Language", "de")
			if c.bearer != "" {
				req.Header.Set("Authorization", "Bearer "+c.bearer)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != c.status || !strings.Contains(rec.Body.String(), c.want) {
				t.Fatalf("%s %s: %d %s, want %d with %s", c.method, c.url, rec.Code, rec.Body, c.status, c.want)
			}
			if c.check != nil {
				c.check(t, f)
			}
		})
	}
}
