package content

import (
	"encoding/base64"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// folder writes files (relative name → text) into a fresh content folder.
func folder(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	write(t, dir, files)
	return dir
}

func write(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestReadRefusesWithFileAndField(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files map[string]string
		want  string // the error names the file and the field
	}{
		{"unknown key", map[string]string{"site.yaml": "isShareBetOnn: true\n"}, "site.yaml: line 1: field isShareBetOnn not found"},
		{"bad chat url", map[string]string{"site.yaml": "chat: {url: 'javascript:alert(1)'}\n"}, "site.yaml: chat.url"},
		{"chat widget over http", map[string]string{"site.yaml": "chat: {widget: {script: 'http://chat.example/w.js'}}\n"}, "site.yaml: chat.widget.script"},
		{"chat widget without a host", map[string]string{"site.yaml": "chat: {widget: {script: '/w.js'}}\n"}, "site.yaml: chat.widget.script"},
		{"chat widget opened by code", map[string]string{"site.yaml": "chat: {widget: {script: 'https://chat.example/w.js', open: 'alert(1)'}}\n"}, "site.yaml: chat.widget.open"},
		{"chat page and widget", map[string]string{"site.yaml": "chat: {url: /help, widget: {script: 'https://chat.example/w.js'}}\n"}, "site.yaml: chat.widget"},
		{"licence without English", map[string]string{"site.yaml": "licence: {fr: Licence}\n"}, "site.yaml: licence.en: the English (en) text is required"},
		{"licence in an unknown locale", map[string]string{"site.yaml": "licence: {en: L, xx: L}\n"}, "site.yaml: licence.xx"},
		{"script in the licence", map[string]string{"site.yaml": "licence: {en: '<p>ok</p><script>alert(1)</script>'}\n"}, "site.yaml: licence.en: unsafe HTML: <script>"},
		{"event handler in the licence", map[string]string{"site.yaml": "licence: {en: '<a href=\"/x\" onclick=\"y\">x</a>'}\n"}, "site.yaml: licence.en: unsafe HTML: attribute onclick"},
		{"javascript link", map[string]string{"site.yaml": "licence: {en: '<a href=\"javascript:x\">x</a>'}\n"}, "site.yaml: licence.en: unsafe HTML: link"},
		{"negative seconds", map[string]string{"site.yaml": "signUpReminderSeconds: -1\n"}, "site.yaml: signUpReminderSeconds"},
		{"negative bonus alert delay", map[string]string{"site.yaml": "bonusAlertDelaySeconds: -1\n"}, "site.yaml: bonusAlertDelaySeconds"},
		{"http mirror", map[string]string{"site.yaml": "mirrors: ['http://a.example']\n"}, "site.yaml: mirrors[0]"},
		{"bad preset", map[string]string{"site.yaml": "quickDepositPresets: {EUR: ['10', 'ten']}\n"}, "site.yaml: quickDepositPresets.EUR[1]"},
		{"bad currency", map[string]string{"site.yaml": "quickDepositPresets: {eur: ['10']}\n"}, "site.yaml: quickDepositPresets.eur"},
		{"bad message key", map[string]string{"site.yaml": "translations: {en: {'Footer Warning': x}}\n"}, "site.yaml: translations.en.Footer Warning"},
		{"plural in a translation", map[string]string{"site.yaml": "translations: {en: {bets.count: '{n, plural, one {# bet} other {# bets}}'}}\n"}, "site.yaml: translations.en.bets.count: only simple {name} placeholders"},
		{"translation locale", map[string]string{"site.yaml": "translations: {zz: {footer.warning: x}}\n"}, "site.yaml: translations.zz"},
		{"date pattern locale", map[string]string{"site.yaml": "datePatterns: {zz: {time: 'HH:mm'}}\n"}, "site.yaml: datePatterns.zz"},
		{"date pattern letter", map[string]string{"site.yaml": "datePatterns: {de: {date: 'DD.MM.YYYY'}}\n"}, "site.yaml: datePatterns.de.date: \"DD.MM.YYYY\": \"DD\" is not a field"},
		{"date pattern quote", map[string]string{"site.yaml": "datePatterns: {fr: {dateTime: \"dd/MM 'à HH:mm\"}}\n"}, "site.yaml: datePatterns.fr.dateTime: \"dd/MM 'à HH:mm\": a quote is not closed"},
		{"date pattern field", map[string]string{"site.yaml": "datePatterns: {en: {clock: 'HH:mm'}}\n"}, "site.yaml: line 1: field clock not found"},
		{"unknown colour", map[string]string{"theme.yaml": "dark: {background: '#000'}\n"}, "theme.yaml: dark.background: not a theme colour"},
		{"css in a colour", map[string]string{"theme.yaml": "light: {bg: 'red;} body{display:none'}\n"}, "theme.yaml: light.bg"},
		{"css in the font", map[string]string{"theme.yaml": "font: 'x; background:url(//evil)'\n"}, "theme.yaml: font"},
		{"bad radius", map[string]string{"theme.yaml": "radius: 6\n"}, "theme.yaml: radius"},
		{"missing logo file", map[string]string{"theme.yaml": "logo: {dark: assets/none.svg, alt: {en: X}}\n"}, "theme.yaml: logo.dark: \"assets/none.svg\": no such file"},
		{"logo outside assets", map[string]string{"theme.yaml": "logo: {dark: ../site.yaml, alt: {en: X}}\n"}, "theme.yaml: logo.dark"},
		{"logo without alt", map[string]string{"assets/l.svg": "<svg/>", "theme.yaml": "logo: {dark: assets/l.svg}\n"}, "theme.yaml: logo.alt.en"},
		{"missing crest file", map[string]string{"crests.yaml": "teams: {Arlington FC: assets/none.png}\n"}, "crests.yaml: teams.Arlington FC: \"assets/none.png\": no such file"},
		{"crest outside assets", map[string]string{"crests.yaml": "teams: {Arlington FC: site.yaml}\n"}, "crests.yaml: teams.Arlington FC"},
		{"crest not an image", map[string]string{"assets/a.html": "<p>", "crests.yaml": "teams: {Arlington FC: assets/a.html}\n"}, "crests.yaml: teams.Arlington FC: \"assets/a.html\" is not an image"},
		{"crest without a team", map[string]string{"assets/a.png": "x", "crests.yaml": "teams: {' ': assets/a.png}\n"}, "crests.yaml: teams. : a team's name is empty"},
		{"crests misspelt", map[string]string{"crests.yaml": "team: {}\n"}, "crests.yaml: line 1: field team not found"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Read(folder(t, tc.files))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want it to contain %q", err, tc.want)
			}
		})
	}
}

func TestReadSite(t *testing.T) {
	s, err := Read(folder(t, map[string]string{"site.yaml": `
chat: {url: /help-center}
licence: {en: '<p>Licensed by <a href="https://regulator.example" target="_blank">the regulator</a></p>', fr: 'Licence'}
signUpReminderSeconds: 0
depositReminder: {seconds: 30}
bonusAlertDelaySeconds: 0
mirrors: [https://mirror.example]
balanceHidden: true
floating: {favourites: true}
isShareBetOn: false
signUpAllowed: false
multiActiveFreebetsAllowed: true
phoneVerificationRequired: true
quickDepositPresets: {EUR: ['5', '10']}
translations: {fr: {footer.warning: Jouez prudemment., page.blocked.title: 'Pas disponible en {countryName}'}}
`}))
	if err != nil {
		t.Fatal(err)
	}
	site := s.Site
	wantLicence := `<p>Licensed by <a href="https://regulator.example" target="_blank" rel="noopener noreferrer">the regulator</a></p>`
	switch {
	case site.ChatURL != "/help-center", site.Licence.In("en") != wantLicence, site.Licence.In("fr") != "Licence",
		site.Licence.In("de") != wantLicence, site.SignUpReminderSeconds != 0, site.DepositReminderSeconds != 30,
		site.BonusAlertDelaySeconds != 0,
		!site.BalanceHidden, !site.FloatingFavourites, !site.FloatingTicket, site.IsShareBetOn, !site.MyBetsVisible,
		!site.SignInAllowed, site.SignUpAllowed, !site.MultiActiveFreebetsAllowed, !site.PhoneVerificationRequired,
		!site.PotentialWinVisible, len(site.QuickDepositPresets["EUR"]) != 2, site.QuickDepositPresets["GBP"] != nil,
		site.Translations["fr"]["footer.warning"] != "Jouez prudemment.", len(site.Mirrors) != 1:
		t.Fatalf("site = %+v", site)
	}
	if s.Version == "default" || s.Version == "" {
		t.Fatalf("version = %q", s.Version)
	}
}

// The chat toggle opens a chat page, a provider's widget (whose origin the pages allow), or else
// the built-in support chat.
func TestReadChatModes(t *testing.T) {
	for _, tc := range []struct {
		name, site     string
		builtIn        bool
		origin, openFn string
		settingsSiteID string
	}{
		{"no site.yaml chat", "", true, "", "", ""},
		{"a chat page", "chat: {url: /help-center}\n", false, "", "", ""},
		{"a provider widget", "chat: {widget: {script: 'https://embed.chat.example:8443/w/1.js?k=2', open: Chat.open, settings: {siteId: abc}}}\n",
			false, "https://embed.chat.example:8443", "Chat.open", "abc"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Read(folder(t, map[string]string{"site.yaml": tc.site + "balanceHidden: false\n"}))
			if err != nil {
				t.Fatal(err)
			}
			site := s.Site
			if site.BuiltInChat() != tc.builtIn || site.ChatWidgetOrigin() != tc.origin {
				t.Fatalf("built-in %t, origin %q; want %t, %q", site.BuiltInChat(), site.ChatWidgetOrigin(), tc.builtIn, tc.origin)
			}
			if tc.origin != "" && (site.ChatWidget.Open != tc.openFn || site.ChatWidget.Settings["siteId"] != tc.settingsSiteID) {
				t.Fatalf("widget = %+v", site.ChatWidget)
			}
		})
	}
}

// TestDatePatternVectors: the patterns the SPA formats are the ones read here, and no other.
func TestDatePatternVectors(t *testing.T) {
	b, err := os.ReadFile("../../testdata/vectors/date-patterns.json")
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Valid   []struct{ Pattern string }
		Invalid []struct{ Pattern, Why string }
	}
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	for _, c := range v.Valid {
		if why := checkDatePattern(c.Pattern); why != "" {
			t.Errorf("%q refused: %s", c.Pattern, why)
		}
	}
	for _, c := range v.Invalid {
		if checkDatePattern(c.Pattern) == "" {
			t.Errorf("%q accepted (%s)", c.Pattern, c.Why)
		}
	}
	if checkDatePattern(strings.Repeat("d", 41)) == "" {
		t.Error("a pattern longer than 40 characters accepted")
	}
}

func TestDatePatternsIn(t *testing.T) {
	site := defaultSite()
	site.DatePatterns = map[string]DatePatterns{
		"en":    {Time: "HH:mm", Date: "d MMM yyyy"},
		"en-AU": {Time: "h:mm a"},
	}
	for loc, want := range map[string]DatePatterns{
		"en":    {Time: "HH:mm", Date: "d MMM yyyy"},
		"en-AU": {Time: "h:mm a", Date: "d MMM yyyy"}, // its own time, its language's date
		"de":    {},
	} {
		if got := site.DatePatternsIn(loc); got != want {
			t.Errorf("%s: %+v, want %+v", loc, got, want)
		}
	}
}

func TestDefaultsWithoutFiles(t *testing.T) {
	for _, dir := range []string{"", t.TempDir()} {
		s, err := Read(dir)
		if err != nil {
			t.Fatal(err)
		}
		if s.Site.SignUpReminderSeconds != 60 || s.Site.DepositReminderSeconds != 10 || s.Site.BonusAlertDelaySeconds != 3 || !s.Site.IsShareBetOn || !s.Site.SignInAllowed || !s.Site.SignUpAllowed || s.Site.MultiActiveFreebetsAllowed || s.Site.PhoneVerificationRequired || s.Theme.CSS() != "" {
			t.Fatalf("defaults = %+v", s)
		}
	}
}

func TestThemeCSS(t *testing.T) {
	s, err := Read(folder(t, map[string]string{
		"assets/logo.svg":       `<svg viewBox="0 0 120 30"/>`,
		"assets/logo-light.svg": `<svg viewBox="0 0 120 30">` + strings.Repeat(" ", 2048) + `</svg>`,
		"theme.yaml": `
logo: {dark: assets/logo.svg, light: assets/logo-light.svg, alt: {en: Casino}}
dark: {accent: '#ff8800', bg: 'rgb(10, 10, 10)'}
light: {accent: '#aa5500'}
radius: 4px
font: "Inter, 'Noto Sans', sans-serif"
`}))
	if err != nil {
		t.Fatal(err)
	}
	want := "html:root:not([data-theme='light']){--accent:#ff8800;--bg:rgb(10, 10, 10);}html:root[data-theme='light']{--accent:#aa5500;}html:root{--font:Inter, 'Noto Sans', sans-serif;--radius:4px;}"
	if got := s.Theme.CSS(); got != want {
		t.Fatalf("css =\n%s\nwant\n%s", got, want)
	}
	// A small logo comes inside the page; a large one is fetched.
	small := "data:image/svg+xml;base64," + base64.StdEncoding.EncodeToString([]byte(`<svg viewBox="0 0 120 30"/>`))
	if l := s.Theme.Logo; l.Dark != small || l.Light != "/media/logo-light.svg" || l.Alt.In("fr") != "Casino" || l.Width != 120 || l.Height != 30 {
		t.Fatalf("logo = %+v", s.Theme.Logo)
	}
}

func TestSafeHTML(t *testing.T) {
	for _, tc := range []struct{ in, want, err string }{
		{in: "plain & <b>bold</b>", want: "plain &amp; <b>bold</b>"},
		{in: "<p>a<br/>b</p><!-- note -->", want: "<p>a<br>b</p>"},
		{in: `<a href="mailto:help@x.example">mail</a>`, want: `<a href="mailto:help@x.example">mail</a>`},
		{in: `<a href="//evil.example">x</a>`, err: "unsafe HTML: link"},
		{in: `<img src=x onerror=alert(1)>`, err: "<img> is not allowed"},
		{in: `<iframe src="https://x"></iframe>`, err: "<iframe> is not allowed"},
		{in: `<p style="position:fixed">x</p>`, err: "attribute style"},
		{in: `<a href=" JAVASCRIPT:alert(1)">x</a>`, err: "unsafe HTML: link"},
	} {
		got, err := safeHTML(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: err = %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%q = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

func TestReloadKeepsTheLastGoodContent(t *testing.T) {
	dir := folder(t, map[string]string{"site.yaml": "isShareBetOn: false\n"})
	st, err := Open(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	first := st.Current()
	if err := st.Reload(); err != nil || st.Current() != first {
		t.Fatalf("an unchanged folder is read again: %v", err)
	}
	// A later modification time, as an editor's save gives, whatever the file system's resolution.
	touch := func(text string) {
		write(t, dir, map[string]string{"site.yaml": text})
		later := time.Now().Add(time.Duration(len(text)) * time.Second)
		if err := os.Chtimes(filepath.Join(dir, "site.yaml"), later, later); err != nil {
			t.Fatal(err)
		}
	}
	touch("isShareBetOn: maybe\n")
	if err = st.Reload(); err == nil || !strings.Contains(err.Error(), "site.yaml") {
		t.Fatalf("bad change: err = %v", err)
	}
	if st.Current() != first {
		t.Fatal("a refused change replaced the content")
	}
	if again := st.Reload(); again == nil || again.Error() != err.Error() {
		t.Fatalf("the folder left as it was: err = %v, want the same refusal", again)
	}
	touch("isShareBetOn: true\nbalanceHidden: true\n")
	if err := st.Reload(); err != nil {
		t.Fatal(err)
	}
	if got := st.Current(); !got.Site.IsShareBetOn || !got.Site.BalanceHidden || got.Version == first.Version {
		t.Fatalf("after a good change: %+v", got.Site)
	}
}

func TestReadCrests(t *testing.T) {
	s, err := Read(folder(t, map[string]string{"assets/crests/a.png": "x", "assets/b.svg": "<svg/>",
		"crests.yaml": "teams:\n  Arlington FC: assets/crests/a.png\n  Tromsø Øst Wolves: assets/b.svg\n"}))
	if err != nil {
		t.Fatal(err)
	}
	want := Crests{"Arlington FC": "/media/crests/a.png", "Tromsø Øst Wolves": "/media/b.svg"}
	if len(s.Crests) != len(want) || s.Crests["Arlington FC"] != want["Arlington FC"] || s.Crests["Tromsø Øst Wolves"] != want["Tromsø Øst Wolves"] {
		t.Errorf("crests %v, want %v", s.Crests, want)
	}
	if s, _ := Read(folder(t, map[string]string{"site.yaml": "isShareBetOn: true\n"})); len(s.Crests) != 0 {
		t.Errorf("without crests.yaml: %v", s.Crests)
	}
}
