package content

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"

	"github.com/opensportsbook/sportsbook/api"
)

// Navigation is the operator's navigation zones (spec section 2, 'CMS page configuration'): each
// zone an ordered list of items, every zone present (empty when the operator leaves it out).
type Navigation struct {
	Zones map[string][]NavItem
}

// NavZones are the places of the page an item can go, in page order (README 'Content folder'):
//   - header: the start of the header row (the brand);
//   - header-links: the header's links after Live and E-sports (the phone menu's on a phone);
//   - header-settings: the settings before the theme toggle (the phone menu's on a phone);
//   - header-end: the end of the row (search, the player's bell and account, sign-in);
//   - side: the sports column of a desktop, the sports strip of a phone;
//   - footer: a row at the top of the footer, on every page, for what the full header has no room for.
var NavZones = []string{"header", "header-links", "header-settings", "header-end", "side", "footer"}

// NavTypes are the spec's 18 navigation item types, in its order.
var NavTypes = []string{
	"side-menu", "brand-logo", "bonus", "search", "notifications", "profile", "sport-list", "language",
	"odds", "chat-toggle", "events-filter", "bet-slip", "my-bets", "platform-switcher", "match-preview",
	"clock", "jackpot-card", "menu",
}

// Visibility of an item by the visitor's auth status (spec: ALL, LOGGED_IN, NOT_LOGGED_IN).
const (
	VisibleToAll       = "ALL"
	VisibleSignedIn    = "LOGGED_IN"
	VisibleNotSignedIn = "NOT_LOGGED_IN"
)

// NavItem is one item of a zone. Only the fields of its type are set.
type NavItem struct {
	Type       string
	Visibility string
	Label      Text      // menu: the disclosure's name
	Links      []NavLink // menu: its links; platform-switcher: the platforms
	Match      string    // match-preview: a match id, or "top" for the first top live match
	Jackpot    string    // jackpot-card: a jackpot id of jackpots/
}

// NavLink is a labelled link of a menu or a platform switcher: a site path or an https URL.
type NavLink struct {
	Label Text
	URL   string
}

type navFile struct {
	Zones map[string][]navItemFile `yaml:"zones"`
}

type navItemFile struct {
	Type       string        `yaml:"type"`
	Visibility string        `yaml:"visibility"`
	Label      Text          `yaml:"label"`
	Links      []navLinkFile `yaml:"links"`
	Platforms  []navLinkFile `yaml:"platforms"`
	Match      string        `yaml:"match"`
	Jackpot    string        `yaml:"jackpot"`
}

type navLinkFile struct {
	Label Text   `yaml:"label"`
	URL   string `yaml:"url"`
}

const navigationName = "navigation.yaml"

var matchIDPattern = regexp.MustCompile(`^[1-9][0-9]{0,18}$`)

// defaultNavigation is the navigation of a site without navigation.yaml: api/navigation-defaults.json
// (the site's own header), which the SPA shows too until the site's own arrives. Read once: it is
// part of the build.
var defaultNavigation = sync.OnceValue(func() Navigation {
	var f navFile
	if err := yaml.Unmarshal(api.NavigationDefaults, &f); err != nil {
		panic("content: api/navigation-defaults.json: " + err.Error()) // a build error: TestNavigationDefaults fails
	}
	n, err := checkNavigation("api/navigation-defaults.json", f, nil)
	if err != nil {
		panic(err.Error())
	}
	return n
})

func readNavigation(dir string, s *Snapshot) error {
	var f navFile
	found, err := decodeFile(dir, navigationName, &f)
	if err != nil {
		return err
	}
	if !found {
		s.Navigation = defaultNavigation()
		return nil
	}
	jackpots, err := jackpotIDs(dir)
	if err != nil {
		return err
	}
	n, err := checkNavigation(navigationName, f, jackpots)
	if err != nil {
		return err
	}
	s.Navigation = n
	return nil
}

func checkNavigation(file string, f navFile, jackpots []string) (Navigation, error) {
	n := Navigation{Zones: map[string][]NavItem{}}
	for _, zone := range sortedKeys(f.Zones) {
		if !slices.Contains(NavZones, zone) {
			return n, fieldError(file, "zones."+zone, "not a zone (%s)", strings.Join(NavZones, ", "))
		}
	}
	for _, zone := range NavZones {
		items := make([]NavItem, 0, len(f.Zones[zone]))
		for i, it := range f.Zones[zone] {
			item, err := checkNavItem(file, fmt.Sprintf("zones.%s[%d]", zone, i), it, jackpots)
			if err != nil {
				return n, err
			}
			items = append(items, item)
		}
		n.Zones[zone] = items
	}
	return n, nil
}

func checkNavItem(file, field string, f navItemFile, jackpots []string) (NavItem, error) {
	it := NavItem{Type: f.Type, Visibility: f.Visibility, Label: f.Label, Match: f.Match, Jackpot: f.Jackpot}
	if !slices.Contains(NavTypes, f.Type) {
		return it, fieldError(file, field+".type", "%q is not a navigation item type (%s)", f.Type, strings.Join(NavTypes, ", "))
	}
	switch f.Visibility {
	case "":
		it.Visibility = VisibleToAll
	case VisibleToAll, VisibleSignedIn, VisibleNotSignedIn:
	default:
		return it, fieldError(file, field+".visibility", "%q must be ALL, LOGGED_IN or NOT_LOGGED_IN", f.Visibility)
	}
	// A field another type would use is refused: the operator learns it does nothing here.
	given := map[string]bool{"label": f.Label != nil, "links": f.Links != nil, "platforms": f.Platforms != nil, "match": f.Match != "", "jackpot": f.Jackpot != ""}
	wanted := map[string][]string{"menu": {"label", "links"}, "platform-switcher": {"platforms"}, "match-preview": {"match"}, "jackpot-card": {"jackpot"}}[f.Type]
	for _, k := range sortedKeys(given) {
		if given[k] && !slices.Contains(wanted, k) {
			return it, fieldError(file, field+"."+k, "a %s item has no %s", f.Type, k)
		}
	}
	switch f.Type {
	case "menu":
		if err := checkText(f.Label, file, field+".label", true); err != nil {
			return it, err
		}
		links, err := checkNavLinks(file, field+".links", f.Links)
		if err != nil {
			return it, err
		}
		it.Links = links
	case "platform-switcher":
		links, err := checkNavLinks(file, field+".platforms", f.Platforms)
		if err != nil {
			return it, err
		}
		if len(links) < 2 {
			return it, fieldError(file, field+".platforms", "a switcher needs at least two platforms (e.g. Sportsbook / and Casino https://…)")
		}
		it.Links = links
	case "match-preview":
		if f.Match != "top" && !matchIDPattern.MatchString(f.Match) {
			return it, fieldError(file, field+".match", "%q must be a match id or \"top\"", f.Match)
		}
	case "jackpot-card":
		// Without an id the card shows the first running jackpot.
		if f.Jackpot != "" && !slices.Contains(jackpots, f.Jackpot) {
			return it, fieldError(file, field+".jackpot", "%q is not a jackpot of jackpots/ (%s)", f.Jackpot, strings.Join(jackpots, ", "))
		}
	}
	return it, nil
}

func checkNavLinks(file, field string, links []navLinkFile) ([]NavLink, error) {
	if len(links) == 0 {
		return nil, fieldError(file, field, "give at least one link")
	}
	out := make([]NavLink, 0, len(links))
	for i, l := range links {
		f := fmt.Sprintf("%s[%d]", field, i)
		if err := checkText(l.Label, file, f+".label", true); err != nil {
			return nil, err
		}
		if !sitePathOrHTTPS(l.URL) {
			return nil, fieldError(file, f+".url", "%q must be a site path (/promotions) or an https URL", l.URL)
		}
		out = append(out, NavLink{Label: l.Label, URL: l.URL})
	}
	return out, nil
}

// Zone is the items of a zone; a site without a content folder has the default navigation.
func (n Navigation) Zone(name string) []NavItem {
	if n.Zones == nil {
		return defaultNavigation().Zones[name]
	}
	return n.Zones[name]
}
