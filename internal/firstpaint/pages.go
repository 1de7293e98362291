package firstpaint

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/opensportsbook/sportsbook/internal/apigen"
)

// deref is the text, "" for none.
func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// pages are the page kinds painted, by the body's data-page (internal/web).
var pages = map[string]func(*painter){
	"home":           func(p *painter) { p.cmsPage("/") },
	"live":           (*painter).livePage,
	"sport":          (*painter).sportPage,
	"sportTop":       (*painter).sportPage,
	"sportOutrights": (*painter).sportPage,
	"category":       (*painter).listOfPage,
	"tournament":     (*painter).listOfPage,
	"match":          (*painter).matchPage,
}

// cmsPage: features/cms CmsPage, its blocks in order up to the first it does not paint (what comes
// after comes with the app, below what is painted), for a visitor not known yet (cms/visibleBlocks).
func (p *painter) cmsPage(path string) {
	var page apigen.CmsPage
	p.decode("GET /pages?path="+url.QueryEscape(path), &page)
	themed := page.ThemeStyle.Dark
	if p.page.Prefs.Theme == "light" {
		themed = page.ThemeStyle.Light
	}
	if len(page.Style) > 0 || len(themed) > 0 {
		panic(stop{"a page with style overrides"})
	}
	p.open("div", "data-testid", "cms-page", "data-path", page.Path, "class", "Cms_page")
	for _, b := range page.Blocks {
		if b.Restrictions.Auth == "LOGGED_IN" || len(b.Restrictions.Groups) > 0 {
			continue
		}
		if !p.block(b) {
			break
		}
	}
	p.end("div")
}

// block paints one block, or reports that it cannot.
func (p *painter) block(b apigen.CmsBlock) bool {
	var list *matchList
	switch b.Kind {
	case "label":
	case "liveEvents", "prematchEvents":
		if _, ok := p.page.Data[listRequest(b)]; !ok {
			return false
		}
		list = &matchList{}
		p.decode(listRequest(b), list)
	default:
		return false
	}
	id := absent
	if b.Id != nil {
		id = *b.Id
	}
	p.open("div", "data-testid", "cms-block", "data-kind", string(b.Kind), "data-block-id", id, "class", "Cms_block")
	if list == nil {
		p.labelBlock(b)
	} else {
		p.pagedListBlock(b, *list)
	}
	p.end("div")
	return true
}

// labelBlock: features/cms/blocks/FirstScreen.tsx LabelBlock.
func (p *painter) labelBlock(b apigen.CmsBlock) {
	tag := "h2"
	if b.Level != nil {
		switch *b.Level {
		case 1:
			tag = "h1"
		case 3:
			tag = "h3"
		case 0:
			tag = "p"
		}
	}
	var locales apigen.CmsTextLocales
	if b.TextLocales != nil {
		locales = *b.TextLocales
	}
	lang := p.textLang(locales.Text)
	p.el(tag, deref(b.Text), "lang", opt(lang != "", lang), "dir", opt(lang != "", dirOf(lang)))
}

// pagedListBlock: FirstScreen.tsx PagedListBlock, its first page.
func (p *painter) pagedListBlock(b apigen.CmsBlock, list matchList) {
	id, title := p.id(), deref(b.Title)
	p.open("section", "aria-labelledby", opt(title != "", id))
	if title != "" {
		var lang string
		if b.TextLocales != nil {
			lang = p.textLang(b.TextLocales.Title)
		}
		p.el("h2", title, "id", id, "lang", opt(lang != "", lang), "dir", opt(lang != "", dirOf(lang)))
	}
	by := "sport"
	if b.Sport != nil {
		by = "league"
	}
	p.matchGroups(list.Data, by)
	if list.Pagination.Page < list.Pagination.LastPage {
		p.el("button", p.t.msg("list.showMore"), "type", "button", "aria-busy", "false", "data-testid", "show-more",
			"class", "SportPage_showMore")
	}
	p.end("section")
}

// listRequest: features/catalogue/listRequests.ts, for the home page's two kinds.
func listRequest(b apigen.CmsBlock) string {
	limit := 10
	if b.Limit != nil {
		limit = *b.Limit
	}
	q := []string{"limit=" + strconv.Itoa(limit)}
	if b.Kind == "liveEvents" {
		q = append(q, "match_status=1", "sort_by=sport_priority:desc,start_time:asc")
	} else {
		q = append(q, "match_status=0", "sort_by=start_time:asc")
	}
	if b.Sport != nil {
		q = append(q, "sport_key="+encodeURIComponent(*b.Sport))
	}
	if b.Kind == "prematchEvents" {
		q = append(q, "type=match")
	}
	return "GET /matches?" + strings.Join(q, "&")
}

// encodeURIComponent: JavaScript's, which leaves A-Z a-z 0-9 - _ . ! ~ * ' ( ) as they are.
func encodeURIComponent(s string) string {
	e := url.QueryEscape(s)
	e = strings.ReplaceAll(e, "+", "%20")
	for _, c := range []string{"!", "'", "(", ")", "*"} {
		e = strings.ReplaceAll(e, url.QueryEscape(c), c)
	}
	return e
}

// livePage: features/catalogue/LivePage.tsx, with the sport the address chose.
func (p *painter) livePage() {
	var list matchList
	p.decode("GET /matches?match_status=1&sort_by=sport_priority:desc,start_time:asc", &list)
	// The app reads ?sport= as a key, "" included; without it 'All' is the chosen chip.
	chosen, any := p.page.Query.Get("sport"), !p.page.Query.Has("sport")
	p.el("h1", p.t.msg("live.title"))
	p.open("div", "role", "group", "class", "Chips_filter", "aria-label", p.t.msg("live.filter.label"),
		"data-testid", "sport-filter")
	type chip struct {
		key, name string
		count     int
	}
	chips := []chip{{"", p.t.msg("live.filter.all"), len(list.Data)}}
	at := map[string]int{}
	for _, m := range list.Data {
		i, ok := at[m.Sport.Key]
		if !ok {
			i = len(chips)
			at[m.Sport.Key] = i
			chips = append(chips, chip{m.Sport.Key, m.Sport.Name, 0})
		}
		chips[i].count++
	}
	for _, c := range chips {
		p.open("button", "type", "button", "class", "Chips_chip", "aria-pressed", strconv.FormatBool((c.key == "") == any && c.key == chosen),
			"data-sport", opt(c.key != "", c.key))
		p.text(c.name)
		p.el("span", strconv.Itoa(c.count), "class", "Chips_chipCount")
		p.end("button")
	}
	p.end("div")
	shown := list.Data
	if chosen != "" {
		shown = nil
		for _, m := range list.Data {
			if m.Sport.Key == chosen {
				shown = append(shown, m)
			}
		}
	}
	p.matchGroups(shown, "sport")
}
