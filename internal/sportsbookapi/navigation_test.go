package sportsbookapi

import (
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/content"
	"github.com/opensportsbook/sportsbook/internal/icons"
)

func TestNavigation(t *testing.T) {
	dir := t.TempDir()
	nav := `zones:
  header: [{type: brand-logo}]
  footer:
    - {type: my-bets, visibility: LOGGED_IN}
    - type: menu
      visibility: NOT_LOGGED_IN
      label: {en: Help, fr: Aide}
      links: [{label: {en: Rules, fr: Règles}, url: /general-rules}]
    - {type: match-preview, match: top}
`
	if err := os.WriteFile(filepath.Join(dir, "navigation.yaml"), []byte(nav), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := content.Open(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	get := func(t *testing.T, lang string, opts ...Option) apigen.Navigation {
		t.Helper()
		h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, nil, DefaultSettings(), nil, opts...)
		req := httptest.NewRequest("GET", BasePath+"/navigation", nil)
		req.Header.Set("Accept-Language", lang)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != 200 {
			t.Fatalf("status %d: %s", rec.Code, rec.Body.String())
		}
		var out apigen.Navigation
		if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	for _, tc := range []struct {
		name, lang string
		opts       []Option
		check      func(t *testing.T, n apigen.Navigation)
	}{
		{"no content folder: the site's own header", "en", nil, func(t *testing.T, n apigen.Navigation) {
			if n.Version != "default" || len(n.Zones.HeaderEnd) != 3 || n.Zones.HeaderEnd[1].Type != apigen.NavItemTypeNotifications ||
				n.Zones.HeaderEnd[1].Visibility != "LOGGED_IN" || n.Zones.Footer == nil || len(n.Zones.Footer) != 0 {
				t.Fatalf("navigation = %+v", n)
			}
		}},
		{"in French", "fr", []Option{WithContent(st)}, func(t *testing.T, n apigen.Navigation) {
			f := n.Zones.Footer
			if n.Icons != icons.URL() || len(n.Zones.Header) != 1 || len(n.Zones.HeaderEnd) != 0 || len(f) != 3 ||
				f[0].Visibility != "LOGGED_IN" || f[1].Visibility != "NOT_LOGGED_IN" || *f[1].Label != "Aide" ||
				(*f[1].Links)[0].Label != "Règles" || (*f[1].Links)[0].Url != "/general-rules" || *f[2].Match != "top" || f[0].Links != nil ||
				f[1].LabelLocale != nil || (*f[1].Links)[0].LabelLocale != nil {
				t.Fatalf("navigation = %+v", n)
			}
		}},
		{"in Arabic: the English texts, which say they are English", "ar", []Option{WithContent(st)}, func(t *testing.T, n apigen.Navigation) {
			menu := n.Zones.Footer[1]
			link := (*menu.Links)[0]
			if *menu.Label != "Help" || link.Label != "Rules" || menu.LabelLocale == nil || *menu.LabelLocale != "en" ||
				link.LabelLocale == nil || *link.LabelLocale != "en" {
				t.Fatalf("navigation = %+v", n)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.check(t, get(t, tc.lang, tc.opts...)) })
	}
}
