package firstpaint

import (
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/locale"
)

// A sport's pages and a category's or a league's: features/catalogue SportPage and SlugPage.

// sportViews: SportPage's views, by page kind, with their names' messages.
var sportViews = []struct{ view, kind, name string }{
	{"all", "sport", "sport.view.all"},
	{"top", "sportTop", "sport.view.top"},
	{"outrights", "sportOutrights", "match.outrights"},
	{"favorites", "sportFavorites", "favourites.title"},
}

// sportKey is the page's first path segment after the locale.
func (p *painter) sportKey() string {
	_, rest := locale.ParsePath(p.page.Path)
	key, _, _ := strings.Cut(strings.TrimPrefix(rest, "/"), "/")
	return key
}

// request is the page's n-th own request (api/route-data.json, as the server filled it).
func (p *painter) request(n int) string {
	if n >= len(p.page.Requests) {
		panic(stop{"the page has no request " + strconv.Itoa(n)})
	}
	return p.page.Requests[n]
}

// sportPage: SportPage, for its views but the player's favourites.
func (p *painter) sportPage() {
	key := p.sportKey()
	var sports apigen.SportList
	p.decode("GET /sports", &sports)
	i := slices.IndexFunc(sports.Data, func(s apigen.Sport) bool { return s.Key == key })
	if i < 0 {
		panic(stop{"no sport " + key})
	}
	sport := sports.Data[i]
	p.el("h1", sport.Name)
	p.open("nav", "class", "Chips_filter", "aria-label", p.t.msg("sport.view.label"), "data-testid", "sport-views")
	for _, v := range sportViews {
		to := "/" + key
		if v.view != "all" {
			to += "/" + v.view
		}
		p.link(to, "class", "Chips_chip", "aria-current", opt(v.kind == p.page.Kind, "page"), "data-view", v.view)
		p.text(p.t.msg(v.name))
		p.end("a")
	}
	p.end("nav")
	if p.page.Kind == "sport" {
		var categories apigen.CategoryList
		var tournaments apigen.TournamentList
		p.decode(p.request(1), &categories)
		p.decode(p.request(2), &tournaments)
		p.categoryLeagues(key, categories.Data, tournaments.Data)
	}
	var list matchList
	p.decode(p.request(0), &list)
	p.matchGroups(list.Data, "league")
}

// categoryLeagues: SportPage's CategoryLeagues, closed: the page's script opens it where the app
// does, on a screen of 780 px and more (web/index.html).
func (p *painter) categoryLeagues(key string, categories []apigen.Category, tournaments []apigen.Tournament) {
	order := collate.New(language.Und)
	byPriority := func(ap, bp int, an, bn string) int {
		if ap != bp {
			return bp - ap
		}
		return order.CompareString(an, bn)
	}
	categories = slices.Clone(categories)
	slices.SortStableFunc(categories, func(a, b apigen.Category) int { return byPriority(a.Priority, b.Priority, a.Name, b.Name) })
	type group struct {
		category apigen.Category
		leagues  []apigen.Tournament
	}
	var groups []group
	for _, c := range categories {
		var leagues []apigen.Tournament
		for _, t := range tournaments {
			if t.CategoryId == c.Id {
				leagues = append(leagues, t)
			}
		}
		slices.SortStableFunc(leagues, func(a, b apigen.Tournament) int { return byPriority(a.Priority, b.Priority, a.Name, b.Name) })
		if len(leagues) > 0 {
			groups = append(groups, group{c, leagues})
		}
	}
	if len(groups) == 0 {
		return
	}
	p.open("details", "class", "SportPage_leagues", "data-paint-open", "wide")
	p.el("summary", p.t.msg("sport.leagues.count", "count", len(tournaments)))
	p.open("ul", "class", "SportPage_categories")
	for _, g := range groups {
		p.open("li")
		p.link("/"+key+"/"+g.category.Slug, "class", "SportPage_category", "data-testid", "category-link")
		p.text(g.category.Name)
		p.end("a")
		p.open("ul")
		for _, t := range g.leagues {
			p.open("li")
			p.link("/"+key+"/"+t.Slug, "data-testid", "league-link")
			p.text(t.Name)
			p.end("a")
			p.end("li")
		}
		p.end("ul")
		p.end("li")
	}
	p.end("ul")
	p.end("details")
}

// listOfPage: SlugPage's ListOf, a category's or a league's matches under its name.
func (p *painter) listOfPage() {
	var entity struct {
		Name string `json:"name"`
	}
	p.decode(p.request(0), &entity)
	var list matchList
	p.decode(p.request(1), &list)
	p.el("h1", entity.Name)
	p.matchGroups(list.Data, "league")
}
