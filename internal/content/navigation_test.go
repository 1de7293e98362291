package content

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

const jackpotFile = "id: pot-1\nname: Pot\ncurrency: EUR\n"

func TestNavigationRefusesWithFileAndField(t *testing.T) {
	for _, tc := range []struct {
		name string
		nav  string
		want string
	}{
		{"unknown type", "zones: {header: [{type: brand-logo}, {type: search}, {type: odds}, {type: weather}]}", `navigation.yaml: zones.header[3].type: "weather" is not a navigation item type`},
		{"unknown zone", "zones: {topbar: [{type: search}]}", "navigation.yaml: zones.topbar: not a zone"},
		{"bad visibility", "zones: {footer: [{type: clock, visibility: GUESTS}]}", "navigation.yaml: zones.footer[0].visibility"},
		{"unknown key", "zones: {footer: [{type: clock, colour: red}]}", "navigation.yaml: line 1: field colour not found"},
		{"field of another type", "zones: {footer: [{type: clock, match: top}]}", "navigation.yaml: zones.footer[0].match: a clock item has no match"},
		{"menu without label", "zones: {footer: [{type: menu, links: [{label: {en: A}, url: /a}]}]}", "navigation.yaml: zones.footer[0].label.en: the English (en) text is required"},
		{"menu without links", "zones: {footer: [{type: menu, label: {en: More}}]}", "navigation.yaml: zones.footer[0].links: give at least one link"},
		{"menu link to javascript", "zones: {footer: [{type: menu, label: {en: M}, links: [{label: {en: A}, url: 'javascript:x'}]}]}", "navigation.yaml: zones.footer[0].links[0].url"},
		{"menu link to http", "zones: {footer: [{type: menu, label: {en: M}, links: [{label: {en: A}, url: 'http://a.example'}]}]}", "navigation.yaml: zones.footer[0].links[0].url"},
		{"menu link in an unknown locale", "zones: {footer: [{type: menu, label: {en: M}, links: [{label: {en: A, xx: B}, url: /a}]}]}", "navigation.yaml: zones.footer[0].links[0].label.xx"},
		{"one platform", "zones: {footer: [{type: platform-switcher, platforms: [{label: {en: Sportsbook}, url: /}]}]}", "navigation.yaml: zones.footer[0].platforms: a switcher needs at least two"},
		{"platform without url", "zones: {footer: [{type: platform-switcher, platforms: [{label: {en: S}, url: /}, {label: {en: C}}]}]}", "navigation.yaml: zones.footer[0].platforms[1].url"},
		{"match preview without match", "zones: {footer: [{type: match-preview}]}", `navigation.yaml: zones.footer[0].match: "" must be a match id or "top"`},
		{"match preview of a name", "zones: {footer: [{type: match-preview, match: final}]}", "navigation.yaml: zones.footer[0].match"},
		{"unknown jackpot", "zones: {header-links: [{type: jackpot-card, jackpot: pot-2}]}", `navigation.yaml: zones.header-links[0].jackpot: "pot-2" is not a jackpot of jackpots/ (pot-1)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Read(folder(t, map[string]string{"navigation.yaml": tc.nav, "jackpots/pot.yaml": jackpotFile}))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want it to contain %q", err, tc.want)
			}
		})
	}
}

func TestReadNavigation(t *testing.T) {
	s, err := Read(folder(t, map[string]string{"jackpots/pot.yaml": jackpotFile, "navigation.yaml": `
zones:
  header: [{type: brand-logo}]
  header-end:
    - {type: notifications, visibility: LOGGED_IN}
    - {type: profile}
  footer:
    - type: menu
      visibility: NOT_LOGGED_IN
      label: {en: Help, fr: Aide}
      links: [{label: {en: Rules}, url: /general-rules}, {label: {en: Blog}, url: 'https://blog.example'}]
    - type: platform-switcher
      platforms: [{label: {en: Sportsbook}, url: /}, {label: {en: Casino}, url: 'https://casino.example'}]
    - {type: match-preview, match: '1234'}
    - {type: match-preview, match: top}
    - {type: jackpot-card, jackpot: pot-1}
    - {type: jackpot-card}
`}))
	if err != nil {
		t.Fatal(err)
	}
	n := s.Navigation
	if len(n.Zones) != len(NavZones) || len(n.Zone("side")) != 0 || len(n.Zone("header")) != 1 {
		t.Fatalf("zones = %+v: every zone present, only the file's items", n.Zones)
	}
	end := n.Zone("header-end")
	if end[0].Visibility != VisibleSignedIn || end[1].Visibility != VisibleToAll {
		t.Fatalf("header-end = %+v: visibility as written, ALL by default", end)
	}
	footer := n.Zone("footer")
	menu := footer[0]
	if menu.Visibility != VisibleNotSignedIn || menu.Label.In("fr") != "Aide" || menu.Label.In("de") != "Help" ||
		len(menu.Links) != 2 || menu.Links[1].URL != "https://blog.example" || menu.Links[0].Label.In("en") != "Rules" {
		t.Fatalf("menu = %+v", menu)
	}
	if len(footer[1].Links) != 2 || footer[2].Match != "1234" || footer[3].Match != "top" || footer[4].Jackpot != "pot-1" {
		t.Fatalf("footer = %+v", footer)
	}
}

// The navigation of a site without navigation.yaml (and without a content folder) is the site's
// own header, and it passes the same checks as an operator's file.
func TestNavigationDefaults(t *testing.T) {
	for _, dir := range []string{"", t.TempDir()} {
		s, err := Read(dir)
		if err != nil {
			t.Fatal(err)
		}
		var types []string
		for _, it := range s.Navigation.Zone("header-end") {
			types = append(types, it.Type+"/"+it.Visibility)
		}
		if got := strings.Join(types, " "); got != "search/ALL notifications/LOGGED_IN profile/ALL" {
			t.Fatalf("header-end = %s", got)
		}
	}
}

// The demo's navigation (content/navigation.yaml) is valid and shows every one of the 18 types.
func TestDemoNavigationShowsEveryType(t *testing.T) {
	_, here, _, _ := runtime.Caller(0)
	dir := filepath.Join(filepath.Dir(here), "..", "..", "content")
	if _, err := os.Stat(filepath.Join(dir, navigationName)); err != nil {
		t.Fatal(err)
	}
	s, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, zone := range NavZones {
		for _, it := range s.Navigation.Zone(zone) {
			seen[it.Type] = true
		}
	}
	for _, typ := range NavTypes {
		if !seen[typ] {
			t.Errorf("the demo navigation has no %s item", typ)
		}
	}
}
