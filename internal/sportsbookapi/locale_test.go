package sportsbookapi

import (
	"net/http/httptest"
	"strings"
	"testing"
)

// Catalogue names are answered in the request's language (Accept-Language, as the SPA sends the
// page's locale); team names stay as they are, and no header is English.
func TestCatalogueNamesInTheRequestLanguage(t *testing.T) {
	cases := []struct {
		name, url, language string
		want, not           []string
	}{
		{"sports in French", "/sports", "fr", []string{`"name":"Football"`, `"name":"CS2"`}, nil},
		{"sports in Arabic", "/sports", "ar", []string{`"name":"كرة القدم"`}, []string{`"name":"Football"`}},
		{"sports by preference", "/sports", "en-GB;q=0.5, de", []string{`"name":"Fußball"`}, nil},
		{"sports with no language", "/sports", "", []string{`"name":"Football"`}, nil},
		{"category in French", "/categories/2", "fr", []string{`"name":"Angleterre"`}, []string{"England"}},
		{"tournaments in Russian", "/tournaments", "ru", []string{`"name":"Премьер-лига"`}, nil},
		{"matches in French", "/matches", "fr", []string{`"name":"Angleterre"`, `"nameA":"Arsenal"`, `"nameB":"Chelsea"`}, []string{`"name":"England"`}},
		{"matches in Portuguese", "/matches", "pt-BR", []string{`"name":"Futebol"`, `"name":"Inglaterra"`}, nil},
		{"match markets in Kazakh", "/matches/7/markets", "kk", []string{`"name":"1X2"`, `"name":"Arsenal"`}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, nil, DefaultSettings(), nil)
			req := httptest.NewRequest("GET", BasePath+c.url, nil)
			if c.language != "" {
				req.Header.Set("Accept-Language", c.language)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			body := rec.Body.String()
			if rec.Code != 200 {
				t.Fatalf("status %d: %s", rec.Code, body)
			}
			for _, w := range c.want {
				if !strings.Contains(body, w) {
					t.Errorf("body lacks %s\n%s", w, body)
				}
			}
			for _, n := range c.not {
				if strings.Contains(body, n) {
					t.Errorf("body has %s\n%s", n, body)
				}
			}
		})
	}
}
