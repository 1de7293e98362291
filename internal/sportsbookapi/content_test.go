package sportsbookapi

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/content"
)

// siteFolder is a content folder holding files, opened.
func siteFolder(t *testing.T, files map[string]string) *content.Store {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	st, err := content.Open(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func TestSiteConfig(t *testing.T) {
	st := siteFolder(t, map[string]string{
		"site.yaml": "licence: {en: '<p>Licensed</p>', fr: '<p>Licencié</p>'}\nbalanceHidden: true\nphoneVerificationRequired: true\n" +
			"translations: {en: {footer.warning: Bet wisely.}, fr: {footer.warning: Pariez sagement.}}\n" +
			"datePatterns: {fr: {time: \"HH'h'mm\", date: dd/MM/yyyy}}\n",
		"theme.yaml":      "logo: {dark: assets/logo.svg, alt: {en: Casino, fr: Casino FR}}\n",
		"assets/logo.svg": `<svg viewBox="0 0 150 28"/>`,
	})
	for _, tc := range []struct {
		name, lang string
		opts       []Option
		want       []string
	}{
		{name: "no content folder: the defaults", want: []string{`"version":"default"`, `"signUpReminderSeconds":60`, `"bonusAlertDelaySeconds":3`, `"isShareBetOn":true`, `"translations":{}`, `"mirrors":[]`, `"datePatterns":{}`, `"phoneVerificationRequired":false`},
			opts: nil},
		{name: "in English", lang: "en", opts: []Option{WithContent(st)},
			want: []string{`"licence":"\u003cp\u003eLicensed\u003c/p\u003e"`, `"balanceHidden":true`, `"phoneVerificationRequired":true`, `"logo":{"alt":"Casino","dark":"data:image/svg+xml;base64,PHN2ZyB2aWV3Qm94PSIwIDAgMTUwIDI4Ii8+","height":28,"width":150}`, `"translations":{"footer.warning":"Bet wisely."}`, `"datePatterns":{}`}},
		{name: "in French", lang: "fr", opts: []Option{WithContent(st)},
			want: []string{`Licencié`, `"alt":"Casino FR","dark"`, `"translations":{"footer.warning":"Pariez sagement."}`, `"datePatterns":{"date":"dd/MM/yyyy","time":"HH'h'mm"}`}},
		{name: "in Italian: the English texts, Italian messages stay the site's", lang: "it", opts: []Option{WithContent(st)},
			want: []string{`Licensed`, `"licenceLocale":"en"`, `"logo":{"alt":"Casino","altLocale":"en",`, `"translations":{}`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, nil, DefaultSettings(), nil, tc.opts...)
			req := httptest.NewRequest("GET", BasePath+"/site-config", nil)
			if tc.lang != "" {
				req.Header.Set("Accept-Language", tc.lang)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != 200 {
				t.Fatalf("status %d: %s", rec.Code, rec.Body.String())
			}
			for _, w := range tc.want {
				if !strings.Contains(rec.Body.String(), w) {
					t.Errorf("body %s\nwant it to contain %s", rec.Body.String(), w)
				}
			}
		})
	}
}

func TestGetPage(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"assets/banner.png": "png",
		"pages/about.yaml": `path: /about
seo: {title: {en: About us, fr: À propos}}
footer: compact
blocks:
  - {kind: label, text: {en: Who we are, fr: Qui sommes-nous}, level: 1}
  - {kind: image, image: {src: assets/banner.png, alt: {en: Our office}, width: 800, height: 200}}
  - {kind: button, label: {en: Deposit}, href: /profile/wallet/deposit, restrictions: {auth: LOGGED_IN, hiddenForGroups: [blocked]}}
  - {kind: speedDial, title: {en: Jump to, fr: Aller à}, items: [{label: {en: Live, fr: En direct}, href: /live}, {label: {en: Help}, href: /help-center}]}
`,
		"pages/about-kk.yaml": "path: /about\nlocale: kk\nindex: false\nblocks: [{kind: label, text: {en: Kazakh page}}]\n",
	}
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	st, err := content.Open(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, nil, DefaultSettings(), nil, WithContent(st), WithImageProxy("https://img.example/i"))
	for _, tc := range []struct {
		name, url, lang string
		status          int
		want            []string
	}{
		{"in French", "/pages?path=%2Fabout", "fr", 200, []string{`"title":"À propos"`, `"footer":"compact"`, `"index":true`, `"themeStyle":{"dark":{},"light":{}}`,
			`{"kind":"label","level":1,"restrictions":{"auth":"ALL","groups":[],"hiddenForGroups":[]},"text":"Qui sommes-nous"}`,
			// English stands in for the texts not written in French, and says so.
			`"image":{"alt":"Our office","altLocale":"en","height":200,"src":"/media/banner.png","width":800}`,
			`"label":"Deposit","restrictions":{"auth":"LOGGED_IN","groups":[],"hiddenForGroups":["blocked"]},"textLocales":{"label":"en"},"variant":"primary"}`,
			`"items":[{"href":"/live","label":"En direct"},{"href":"/help-center","label":"Help","labelLocale":"en"}],"kind":"speedDial","restrictions":{"auth":"ALL","groups":[],"hiddenForGroups":[]},"title":"Aller à"}`}},
		{"in English nothing stands in", "/pages?path=%2Fabout", "en-AU", 200, []string{`"title":"About us"`,
			`"label":"Deposit","restrictions":{"auth":"LOGGED_IN","groups":[],"hiddenForGroups":["blocked"]},"variant":"primary"}`,
			`"image":{"alt":"Our office","height":200,`, `{"href":"/help-center","label":"Help"}`}},
		{"the Kazakh page", "/pages?path=%2Fabout", "kk", 200, []string{`"locale":"kk"`, `"index":false`, `"text":"Kazakh page","textLocales":{"text":"en"}`}},
		{"no such page", "/pages?path=%2Fwork-with-us", "en", 404, []string{`"NOT_FOUND"`}},
		{"no path", "/pages", "en", 400, []string{`"code"`}},
		{"the site config lists the pages and the proxy", "/site-config", "en", 200, []string{`"pages":["/about"]`, `"imageProxyUrl":"https://img.example/i"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest("GET", BasePath+tc.url, nil)
			req.Header.Set("Accept-Language", tc.lang)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != tc.status {
				t.Fatalf("status %d: %s", rec.Code, rec.Body.String())
			}
			for _, w := range tc.want {
				if !strings.Contains(rec.Body.String(), w) {
					t.Errorf("body %s\nwant it to contain %s", rec.Body.String(), w)
				}
			}
		})
	}
}

// TestSettingsFollowSite: site.yaml's multiActiveFreebetsAllowed is the bet settings'
// isMultiActiveFreebetsAllowed, off without it.
func TestSettingsFollowSite(t *testing.T) {
	for _, tc := range []struct {
		name, site, want string
	}{
		{"no site.yaml", "", `"isMultiActiveFreebetsAllowed":false`},
		{"allowed", "multiActiveFreebetsAllowed: true\n", `"isMultiActiveFreebetsAllowed":true`},
		{"not allowed", "multiActiveFreebetsAllowed: false\n", `"isMultiActiveFreebetsAllowed":false`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			files := map[string]string{}
			if tc.site != "" {
				files["site.yaml"] = tc.site
			}
			h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, nil, DefaultSettings(), nil, WithContent(siteFolder(t, files)))
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest("GET", BasePath+"/settings", nil))
			if rec.Code != 200 || !strings.Contains(rec.Body.String(), tc.want) {
				t.Fatalf("status %d, body %s; want %s", rec.Code, rec.Body.String(), tc.want)
			}
		})
	}
}
