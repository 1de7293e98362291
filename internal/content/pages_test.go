package content

import (
	"slices"
	"strings"
	"testing"
)

// pageFolder is a content folder with an image, a jackpot and the given page files.
func pageFolder(t *testing.T, pages map[string]string) string {
	t.Helper()
	files := map[string]string{
		"assets/banner.png":        "png",
		"assets/fallback.png":      "png",
		"jackpots/sportsbook.yaml": "id: sportsbook-jackpot\n",
	}
	for name, text := range pages {
		files["pages/"+name] = text
	}
	return folder(t, files)
}

func TestPagesRefusedWithFileAndField(t *testing.T) {
	for _, tc := range []struct {
		name, page, want string
	}{
		{"no path", "blocks: []\n", "pages/p.yaml: path: the page's path is required"},
		{"bad path", "path: /World Cup\n", "pages/p.yaml: path"},
		{"built-in path", "path: /live\n", "pages/p.yaml: path: \"/live\" is one of the site's own pages"},
		{"locale prefix", "path: /fr/about\n", "pages/p.yaml: path"},
		{"unknown locale", "path: /about\nlocale: xx\n", "pages/p.yaml: locale"},
		{"bad footer", "path: /about\nfooter: tiny\n", "pages/p.yaml: footer"},
		{"unknown style", "path: /about\nstyle: {position: fixed}\n", "pages/p.yaml: style.position: not a page style"},
		{"css in a style", "path: /about\nstyle: {accent: 'red; x: y'}\n", "pages/p.yaml: style.accent"},
		{"a length in one theme", "path: /about\nstyle: {dark: {radius: 4px}}\n", "pages/p.yaml: style.dark.radius: not a page style here"},
		{"css in a theme's colour", "path: /about\nstyle: {light: {accent: 'red; x: y'}}\n", "pages/p.yaml: style.light.accent"},
		{"a theme that is not", "path: /about\nstyle: {sepia: {accent: '#000000'}}\n", "pages/p.yaml: line 2: cannot unmarshal"},
		{"unknown key", "path: /about\nblocks:\n  - {kind: label, text: {en: A}, colour: red}\n", "pages/p.yaml: line 3: field colour not found"},
		{"unknown kind", "path: /about\nblocks:\n  - {kind: label, text: {en: A}}\n  - {kind: label, text: {en: B}}\n  - {kind: label, text: {en: C}}\n  - {kind: carousel}\n", "pages/p.yaml: blocks[3].kind: \"carousel\" is not a block kind"},
		{"label without text", "path: /about\nblocks: [{kind: label}]\n", "pages/p.yaml: blocks[0].text: required for a label block"},
		{"field of another kind", "path: /about\nblocks: [{kind: label, text: {en: A}, url: 'https://x.example'}]\n", "pages/p.yaml: blocks[0].url: a label block has no url"},
		{"text without English", "path: /about\nblocks: [{kind: label, text: {fr: A}}]\n", "pages/p.yaml: blocks[0].text.en: the English (en) text is required"},
		{"missing translation", "path: /about\nblocks: [{kind: label, text: live-now}]\n", "pages/p.yaml: blocks[0].text: \"live-now\" is not a key of the page's translations"},
		{"bad level", "path: /about\nblocks: [{kind: label, text: {en: A}, level: 5}]\n", "pages/p.yaml: blocks[0].level"},
		{"script in text", "path: /about\nblocks: [{kind: text, html: {en: '<p>x</p><script>alert(1)</script>'}}]\n", "pages/p.yaml: blocks[0].html.en: unsafe HTML: <script>"},
		{"image in text", "path: /about\nblocks: [{kind: text, html: {en: '<img src=x onerror=alert(1)>'}}]\n", "pages/p.yaml: blocks[0].html.en: unsafe HTML: <img>"},
		{"script in a modal", "path: /about\nblocks: [{kind: modal, id: m, title: {en: T}, html: {en: '<a href=\"javascript:x\">x</a>'}}]\n", "pages/p.yaml: blocks[0].html.en: unsafe HTML: link"},
		{"image without src", "path: /about\nblocks: [{kind: image, image: {alt: {en: A}}}]\n", "pages/p.yaml: blocks[0].image.src: required"},
		{"missing image file", "path: /about\nblocks: [{kind: image, image: {src: assets/none.png, alt: {en: A}}}]\n", "pages/p.yaml: blocks[0].image.src: \"assets/none.png\": no such file"},
		{"missing fallback file", "path: /about\nblocks: [{kind: image, image: {src: assets/banner.png, fallback: assets/no.png, alt: {en: A}}}]\n", "pages/p.yaml: blocks[0].image.fallback"},
		{"image without alt", "path: /about\nblocks: [{kind: image, image: {src: assets/banner.png}}]\n", "pages/p.yaml: blocks[0].image.alt: required"},
		{"half a size", "path: /about\nblocks: [{kind: image, image: {src: assets/banner.png, alt: {en: A}, width: 10}}]\n", "pages/p.yaml: blocks[0].image.width"},
		{"missing banner file", "path: /about\nblocks: [{kind: pageBanner, image: {src: assets/b.png, alt: {en: A}}}]\n", "pages/p.yaml: blocks[0].image.src"},
		{"javascript href", "path: /about\nblocks: [{kind: button, label: {en: Go}, href: 'javascript:alert(1)'}]\n", "pages/p.yaml: blocks[0].href"},
		{"button with neither", "path: /about\nblocks: [{kind: button, label: {en: Go}}]\n", "pages/p.yaml: blocks[0].href: a button has either href"},
		{"button to a missing modal", "path: /about\nblocks: [{kind: button, label: {en: Go}, modal: rules}]\n", "pages/p.yaml: blocks[0].modal: \"rules\" is not the id of a modal block"},
		{"bad variant", "path: /about\nblocks: [{kind: button, label: {en: Go}, href: /live, variant: loud}]\n", "pages/p.yaml: blocks[0].variant"},
		{"modal without id", "path: /about\nblocks: [{kind: modal, title: {en: T}, html: {en: x}}]\n", "pages/p.yaml: blocks[0].id: a modal needs an id"},
		{"duplicate id", "path: /about\nblocks: [{kind: label, id: a, text: {en: A}}, {kind: label, id: a, text: {en: B}}]\n", "pages/p.yaml: blocks[1].id"},
		{"http iframe", "path: /about\nblocks: [{kind: iframe, url: 'http://x.example', title: {en: T}}]\n", "pages/p.yaml: blocks[0].url: \"http://x.example\" must be an https URL"},
		{"iframe without title", "path: /about\nblocks: [{kind: iframe, url: 'https://x.example'}]\n", "pages/p.yaml: blocks[0].title: required for a iframe block"},
		{"iframe height", "path: /about\nblocks: [{kind: iframe, url: 'https://x.example', title: {en: T}, height: 5}]\n", "pages/p.yaml: blocks[0].height"},
		{"markets without match", "path: /about\nblocks: [{kind: eventMarkets}]\n", "pages/p.yaml: blocks[0].match: required"},
		{"stats bad match", "path: /about\nblocks: [{kind: eventStats, match: -1}]\n", "pages/p.yaml: blocks[0].match"},
		{"prediction without match", "path: /about\nblocks: [{kind: prediction}]\n", "pages/p.yaml: blocks[0].match: required"},
		{"outrights without sport", "path: /about\nblocks: [{kind: outrights}]\n", "pages/p.yaml: blocks[0].sport: required"},
		{"top leagues without sport", "path: /about\nblocks: [{kind: topLeagues}]\n", "pages/p.yaml: blocks[0].sport: required"},
		{"tournaments without sport", "path: /about\nblocks: [{kind: tournaments}]\n", "pages/p.yaml: blocks[0].sport: required"},
		{"bad sport", "path: /about\nblocks: [{kind: liveEvents, sport: Foot Ball}]\n", "pages/p.yaml: blocks[0].sport"},
		{"bad limit", "path: /about\nblocks: [{kind: prematchEvents, limit: 0}]\n", "pages/p.yaml: blocks[0].limit"},
		{"unknown jackpot", "path: /about\nblocks: [{kind: jackpotBanner, jackpot: mega}]\n", "pages/p.yaml: blocks[0].jackpot: \"mega\" is not a jackpot of jackpots/"},
		{"leaderboard unknown jackpot", "path: /about\nblocks: [{kind: jackpotLeaderboard, jackpot: mega}]\n", "pages/p.yaml: blocks[0].jackpot"},
		{"speed dial without items", "path: /about\nblocks: [{kind: speedDial}]\n", "pages/p.yaml: blocks[0].items: required"},
		{"speed dial bad href", "path: /about\nblocks: [{kind: speedDial, items: [{label: {en: A}, href: '//evil.example'}]}]\n", "pages/p.yaml: blocks[0].items[0].href"},
		{"speed dial missing icon", "path: /about\nblocks: [{kind: speedDial, items: [{label: {en: A}, href: /live, icon: assets/x.svg}]}]\n", "pages/p.yaml: blocks[0].items[0].icon"},
		{"promocode with a url", "path: /about\nblocks: [{kind: promocode, url: 'https://x.example'}]\n", "pages/p.yaml: blocks[0].url"},
		{"bad auth", "path: /about\nblocks: [{kind: favorites, restrictions: {auth: MEMBERS}}]\n", "pages/p.yaml: blocks[0].restrictions.auth"},
		{"groups for visitors", "path: /about\nblocks: [{kind: bonuses, restrictions: {auth: NOT_LOGGED_IN, groups: [vip]}}]\n", "pages/p.yaml: blocks[0].restrictions.groups"},
		{"empty group", "path: /about\nblocks: [{kind: bonuses, restrictions: {hiddenForGroups: ['']}}]\n", "pages/p.yaml: blocks[0].restrictions.hiddenForGroups[0]"},
		{"seo title without English", "path: /about\nseo: {title: {fr: A}}\n", "pages/p.yaml: seo.title.en"},
		{"translation key", "path: /about\ntranslations: {Live Now: {en: A}}\n", "pages/p.yaml: translations.Live Now"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Read(pageFolder(t, map[string]string{"p.yaml": tc.page}))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want it to contain %q", err, tc.want)
			}
		})
	}
}

func TestEveryKindHasARefusalCase(t *testing.T) {
	// A kind with a required field is refused without it; a kind without any is refused with a
	// field it does not take. Either way the message names the kind's block.
	for _, kind := range BlockKinds() {
		page := "path: /about\nblocks: [{kind: " + kind + ", variant: primary}]\n"
		if kind == "button" {
			page = "path: /about\nblocks: [{kind: button, label: {en: A}, href: /live, url: 'https://x.example'}]\n"
		}
		_, err := Read(pageFolder(t, map[string]string{"p.yaml": page}))
		if err == nil || !strings.Contains(err.Error(), "pages/p.yaml: blocks[0].") {
			t.Errorf("%s: err = %v", kind, err)
		}
	}
	if len(BlockKinds()) != 25 {
		t.Fatalf("%d kinds, the spec has 25", len(BlockKinds()))
	}
}

func TestDuplicatePageNamesBothFiles(t *testing.T) {
	_, err := Read(pageFolder(t, map[string]string{"a.yaml": "path: /about\n", "b.yaml": "path: /about\n"}))
	if err == nil || !strings.Contains(err.Error(), "pages/b.yaml: path") || !strings.Contains(err.Error(), "pages/a.yaml") {
		t.Fatalf("err = %v", err)
	}
	// The same path for another locale is another page.
	if _, err := Read(pageFolder(t, map[string]string{"a.yaml": "path: /about\n", "b.yaml": "path: /about\nlocale: fr\n"})); err != nil {
		t.Fatal(err)
	}
}

func TestPageLookupByLocale(t *testing.T) {
	s, err := Read(pageFolder(t, map[string]string{
		"all.yaml":  "path: /about\nseo: {title: {en: All}}\n",
		"pt.yaml":   "path: /about\nlocale: pt\nseo: {title: {en: Portuguese}}\n",
		"ptbr.yaml": "path: /about\nlocale: pt-BR\nseo: {title: {en: Brazilian}}\n",
		"kk.yaml":   "path: /world-cup\nlocale: kk\nindex: false\n",
		"home.yaml": "path: /\n",
	}))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, loc, want string }{
		{"/about", "pt-BR", "Brazilian"},
		{"/about", "pt-PT", "Portuguese"},
		{"/about", "fr", "All"},
		{"/about", "en", "All"},
	} {
		p, ok := s.Pages.Lookup(tc.path, tc.loc)
		if !ok || p.Title.In("en") != tc.want {
			t.Errorf("%s in %s: %v %q, want %q", tc.path, tc.loc, ok, p.Title.In("en"), tc.want)
		}
	}
	if _, ok := s.Pages.Lookup("/world-cup", "en"); ok {
		t.Error("a Kazakh page shows in English")
	}
	if p, ok := s.Pages.Lookup("/world-cup", "kk"); !ok || p.Index || p.Footer != FooterFull {
		t.Errorf("kk page: %v %+v", ok, p)
	}
	if got := strings.Join(s.Pages.Paths("en"), " "); got != "/ /about" {
		t.Errorf("paths in en: %q", got)
	}
	if got := strings.Join(s.Pages.Paths("kk"), " "); got != "/ /about /world-cup" {
		t.Errorf("paths in kk: %q", got)
	}
}

func TestPageBlocksRead(t *testing.T) {
	s, err := Read(pageFolder(t, map[string]string{"p.yaml": `
path: /world-cup
footer: compact
style: {accent-text: '#111111', block-gap: 12px, dark: {accent: '#f5c518'}, light: {accent: '#8a5a00'}}
seo: {title: cup-title, description: {en: Every match}}
translations:
  cup-title: {en: World Cup, fr: Coupe du monde}
blocks:
  - {kind: label, text: cup-title, level: 1}
  - {kind: text, html: {en: '<p>Read <a href="https://rules.example" target="_blank">rules</a></p>'}}
  - kind: image
    image: {src: assets/banner.png, fallback: assets/fallback.png, alt: {en: Banner}, width: 1200, height: 300}
  - {kind: button, label: {en: Rules}, modal: rules, restrictions: {auth: LOGGED_IN, groups: [vip], hiddenForGroups: [blocked]}}
  - {kind: modal, id: rules, title: {en: Rules}, html: {en: '<p>Be nice</p>'}}
  - {kind: iframe, url: 'https://video.example/embed', title: {en: Video}}
  - {kind: jackpotBanner, jackpot: sportsbook-jackpot}
  - {kind: speedDial, items: [{label: {en: Live}, href: /live}]}
`}))
	if err != nil {
		t.Fatal(err)
	}
	p, _ := s.Pages.Lookup("/world-cup", "fr")
	if p.Footer != FooterCompact || len(p.Style) != 2 || p.Style["block-gap"] != "12px" || p.StyleDark["accent"] != "#f5c518" || p.StyleLight["accent"] != "#8a5a00" || p.Title.In("fr") != "Coupe du monde" || len(p.Blocks) != 8 {
		t.Fatalf("page %+v", p)
	}
	b := p.Blocks
	if b[0].Level != 1 || b[0].Text.In("fr") != "Coupe du monde" {
		t.Errorf("label %+v", b[0])
	}
	if !strings.Contains(b[1].HTML.In("en"), `rel="noopener noreferrer"`) {
		t.Errorf("text %q: a new tab's link gets noopener", b[1].HTML.In("en"))
	}
	if b[2].Image.Src != "/media/banner.png" || b[2].Image.Fallback != "/media/fallback.png" || b[2].Image.Width != 1200 {
		t.Errorf("image %+v", b[2].Image)
	}
	if b[3].Variant != "primary" || b[3].Restrictions.Auth != AuthLoggedIn || b[3].Restrictions.Groups[0] != "vip" || b[3].Restrictions.HiddenForGroups[0] != "blocked" {
		t.Errorf("button %+v", b[3])
	}
	if got := s.Pages.FrameOrigins(); len(got) != 1 || got[0] != "https://video.example" {
		t.Errorf("frame origins %v", got)
	}
	if b[4].Restrictions.Auth != AuthAll || b[5].Height != 400 {
		t.Errorf("defaults: %+v %+v", b[4].Restrictions, b[5])
	}
}

func TestBuiltInHome(t *testing.T) {
	s, err := Read("")
	if err != nil {
		t.Fatal(err)
	}
	p, ok := s.Pages.Lookup("/", "fr")
	if !ok || p.Title.In("fr") != "Les meilleurs paris sportifs" || len(p.Blocks) != 5 || p.Blocks[0].Text.In("ar") == "" {
		t.Fatalf("built-in home: %v %+v", ok, p)
	}
	for _, want := range []string{"label", "jackpotBanner", "jackpotLeaderboard", "liveEvents", "prematchEvents"} {
		if !slices.ContainsFunc(p.Blocks, func(b Block) bool { return b.Kind == want }) {
			t.Errorf("no %s block", want)
		}
	}
	// A folder's own home page replaces it.
	s, err = Read(pageFolder(t, map[string]string{"home.yaml": "path: /\nblocks: [{kind: label, text: {en: Ours}}]\n"}))
	if err != nil {
		t.Fatal(err)
	}
	if p, _ := s.Pages.Lookup("/", "de"); p.Blocks[0].Text.In("de") != "Ours" {
		t.Fatalf("home %+v", p)
	}
}
