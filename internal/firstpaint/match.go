package firstpaint

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/opensportsbook/sportsbook/internal/apigen"
)

// A match's page: features/match MatchPage with its header, its match centre's bar and the markets
// of its first group (MarketBlock), as the first render draws them; the prediction vote, the
// favourite star and the centre's section come with their code, in the room kept for them.

func page(locals ...string) string { return cls("MatchPage", locals...) }

// matchSections: MatchPage's SECTIONS.
var matchSections = []string{"statistics", "stream"}

// matchPage: MatchPage, for a match of the sport in the address.
func (p *painter) matchPage() {
	var m match
	p.decode(p.request(0), &m)
	var list apigen.MarketList
	p.decode(p.request(1), &list)
	if m.Sport.Key != p.sportKey() {
		panic(stop{"a match of another sport"})
	}
	p.matchHeader(m)
	if m.Type == "match" {
		// The prediction vote's room (Suspense with no fallback).
		p.open("div", "class", page("prediction"))
		p.end("div")
	}
	p.open("div", "class", page("page"))
	p.open("div", "class", page("layout"))
	if m.Type == "match" {
		p.matchCentre(m)
	}
	p.open("div", "class", page("main"))
	builder := p.settings.CustomBetEnabled && m.Sport.Key == "football" && m.Type == "match" && m.Status <= 1
	p.markets(m, list, builder)
	p.end("div")
	p.end("div")
	p.end("div")
}

// matchCentre: MatchPage's MatchCentre, open, its section's room held by the skeleton.
func (p *painter) matchCentre(m match) {
	// offersStream: features/match/stream/stream.ts.
	stream := p.settings.VideoEnabled && m.Type == "match" && m.HasVideo && m.Status <= 2
	section := "statistics"
	if stream && m.Status != 0 {
		section = "stream"
	}
	name := p.t.msg("match.centre")
	p.open("aside", "class", page("centre"), "aria-label", name, "data-testid", "match-centre", "data-open", "true")
	p.open("div", "class", page("centreBar"))
	p.open("div", "role", "tablist", "class", page("sections"), "aria-label", p.t.msg("stats.tabs"))
	for _, s := range matchSections {
		if s == "stream" && !stream {
			continue
		}
		chosen := s == section
		p.el("button", p.t.msgOr("stats.tab."+s, s), "role", "tab", "type", "button", "id", "section-tab-"+s,
			"aria-selected", strconv.FormatBool(chosen), "aria-controls", "section-panel",
			"tabindex", map[bool]string{true: "0", false: "-1"}[chosen], "class", page("section"))
	}
	p.end("div")
	p.el("button", p.t.msg("stats.tab.chat"), "type", "button", "class", page("centreButton"), "aria-haspopup", "dialog")
	p.open("button", "type", "button", "class", page("centreToggle"), "aria-label", name, "aria-expanded", "true",
		"aria-controls", "section-panel")
	p.b.WriteString(`<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">` +
		`<path fill="currentColor" d="M7 14.5 12 9.5l5 5-1.4 1.4L12 12.3l-3.6 3.6z"></path></svg>`)
	p.end("button")
	p.end("div")
	p.open("div", "role", "tabpanel", "id", "section-panel", "aria-labelledby", "section-tab-"+section, "class", page("centreBody"))
	p.el("div", "", "class", page("centreSkeleton"), "aria-busy", "true")
	p.end("div")
	p.end("aside")
}

// matchHeader: MatchPage's MatchHeader.
func (p *painter) matchHeader(m match) {
	live := isLiveStatus(m.Status)
	p.open("header", "class", page("header"))
	p.open("nav", "class", page("crumbs"), "aria-label", p.t.msg("nav.breadcrumbs"))
	crumbs := []struct{ to, name string }{
		{"/" + m.Sport.Key, m.Sport.Name},
		{"/" + m.Sport.Key + "/" + m.Category.Slug, m.Category.Name},
		{"/" + m.Sport.Key + "/" + m.League.Slug, m.League.Name},
	}
	for i, c := range crumbs {
		if i > 0 {
			p.el("span", " / ", "aria-hidden", "true")
		}
		p.link(c.to)
		p.text(c.name)
		p.end("a")
	}
	p.end("nav")
	p.open("div", "class", page("titleRow"))
	p.open("h1", "class", page("title"), "data-testid", "match-title")
	for i, side := range []struct {
		name, side string
		logo       *string
	}{{m.NameA, "home", m.LogoA}, {m.NameB, "away", m.LogoB}} {
		if i == 1 {
			if m.Type != "match" {
				break
			}
			p.el("span", "–", "class", page("dash"), "aria-hidden", "true")
		}
		p.open("bdi", "data-side", side.side)
		// MatchPage's HeaderCrest.
		p.crest(side.logo, page("crest"))
		p.text(side.name)
		p.end("bdi")
	}
	p.end("h1")
	p.starRoom()
	p.end("div")
	p.open("div", "class", page("meta"))
	p.el("span", p.t.msgOr("match.status."+strconv.Itoa(int(m.Status)), strconv.Itoa(int(m.Status))),
		"class", page("status"), "data-live", strconv.FormatBool(live))
	if live {
		p.matchClock(m, "")
	}
	switch {
	case live || isOver(m.Status):
		p.lineScore(m)
		p.periods(m)
		p.serving(m)
	default:
		// The server's words, in UTC; the page's script writes it in the visitor's time zone and
		// language before the first paint, as the app does (web/index.html).
		iso := m.StartTime.Format(time.RFC3339Nano)
		p.el("time", m.StartTime.UTC().Format("Monday, January 2 15:04"), "datetime", iso, "data-paint-when", "long")
	}
	p.end("div")
	p.venue(m)
	p.end("header")
}

// venue: MatchPage's Venue.
func (p *painter) venue(m match) {
	places := [][2]string{{p.t.msg("match.stadium"), deref(m.Stadium)}, {p.t.msg("match.city"), deref(m.City)}}
	places = slices.DeleteFunc(places, func(pl [2]string) bool { return pl[1] == "" })
	if len(places) == 0 {
		return
	}
	p.open("dl", "class", page("venue"), "data-testid", "match-venue")
	for _, pl := range places {
		p.open("div")
		p.el("dt", pl[0])
		p.open("dd")
		p.el("bdi", pl[1])
		p.end("dd")
		p.end("div")
	}
	p.end("dl")
}

// lineScore: features/match/Score.tsx LineScore.
func (p *painter) lineScore(m match) {
	cols := scoreColumns(m)
	if len(cols) == 0 {
		return
	}
	p.open("span", "class", "Score_line")
	for _, c := range cols {
		testid := "score-" + c.kind
		if c.kind == "total" {
			testid = "score"
		}
		p.open("span", "class", "Score_pair", "data-kind", c.kind, "data-testid", testid, "role", "img",
			"aria-label", p.scoreLabel(c))
		p.el("bdi", c.home, "data-side", "home")
		p.el("span", " : ", "aria-hidden", "true")
		p.el("bdi", c.away, "data-side", "away")
		p.end("span")
	}
	p.end("span")
}

// periods: MatchPage's Periods.
func (p *painter) periods(m match) {
	if m.PeriodScores == nil || len(*m.PeriodScores) == 0 {
		return
	}
	p.open("ol", "class", page("periods"), "data-testid", "period-scores")
	for _, s := range *m.PeriodScores {
		p.open("li")
		p.el("span", s.Name)
		p.open("span", "class", page("periodScore"))
		p.el("bdi", strconv.Itoa(s.Home))
		p.el("span", " : ")
		p.el("bdi", strconv.Itoa(s.Away))
		p.end("span")
		p.end("li")
	}
	p.end("ol")
}

// serving: MatchPage's Serving, the name isolated in the sentence.
func (p *painter) serving(m match) {
	side := server(m)
	if side == "" {
		return
	}
	name := m.NameA
	if side == "away" {
		name = m.NameB
	}
	const mark = "\x01"
	before, after, _ := strings.Cut(p.t.msg("match.serving.name", "name", mark), mark)
	p.open("span", "class", page("serving"), "data-testid", "serving")
	p.text(before)
	p.el("bdi", name)
	p.text(after)
	p.end("span")
}

// markets: MatchPage's Markets, the first tab chosen ('All').
func (p *painter) markets(m match, list apigen.MarketList, builder bool) {
	tabs := marketTabs(list)
	p.open("section", "class", page("marketsArea"))
	p.open("div", "role", "tablist", "class", page("tabs"), "aria-label", p.t.msg("market.groups"))
	tab := func(key, name string) {
		chosen := key == defaultGroup
		p.el("button", name, "role", "tab", "type", "button", "id", "tab-"+key, "aria-selected", strconv.FormatBool(chosen),
			"aria-controls", "markets-panel", "tabindex", map[bool]string{true: "0", false: "-1"}[chosen], "class", page("tab"))
	}
	for _, g := range tabs {
		tab(g.Key, p.t.msgOr("market.group."+g.Key, g.Name))
	}
	if builder {
		tab("betbuilder", p.t.msg("builder.tab"))
	}
	p.end("div")
	p.open("div", "role", "tabpanel", "id", "markets-panel", "aria-labelledby", "tab-"+defaultGroup, "class", page("markets"))
	shown := shownMarkets(list.Data, m)
	if len(shown) == 0 {
		p.el("p", p.t.msg("market.none"), "class", page("empty"))
	}
	// No pin and no choice yet (MatchPage's MarketBlocks): the first blocks open, or all when few.
	p.open("div", "class", page("marketList"))
	blocks := marketBlocks(shown)
	for i, b := range blocks {
		p.marketBlock(b, startsOpen(i, len(blocks)))
	}
	p.end("div")
	p.end("div")
	p.end("section")
}

// manyBlocks and openFirst: features/match/marketLayout.ts.
const (
	manyBlocks = 10
	openFirst  = 5
)

// startsOpen: marketLayout.ts isOpen, unpinned and unchosen.
func startsOpen(index, count int) bool { return count <= manyBlocks || index < openFirst }

const defaultGroup = "A"

// marketTabs: MatchPage's marketTabs.
func marketTabs(list apigen.MarketList) []apigen.MarketGroup {
	groups := slices.Clone(list.MarketGroups)
	slices.SortStableFunc(groups, func(a, b apigen.MarketGroup) int { return b.Priority - a.Priority })
	all := apigen.MarketGroup{Key: defaultGroup, Name: "All"}
	if i := slices.IndexFunc(groups, func(g apigen.MarketGroup) bool { return g.Key == defaultGroup }); i >= 0 {
		all = groups[i]
	}
	out := []apigen.MarketGroup{all}
	for _, g := range groups {
		if g.Key != defaultGroup && slices.ContainsFunc(list.Data, func(m market) bool { return slices.Contains(m.MarketGroups, g.Key) }) {
			out = append(out, g)
		}
	}
	return out
}

var scoreOutcome = regexp.MustCompile(`^(\d+):(\d+)$`)

// shownMarkets: features/match/shownMarkets.ts.
func shownMarkets(markets []market, m match) []market {
	var out []market
	for _, mk := range markets {
		if atCap(mk) {
			continue
		}
		scores := slices.ContainsFunc(mk.Outcomes, func(o outcome) bool { return scoreOutcome.MatchString(o.Id) })
		if scores {
			var kept []outcome
			for _, o := range mk.Outcomes {
				if o.Active && scorePossible(o.Id, m) {
					kept = append(kept, o)
				}
			}
			mk.Outcomes = kept
		}
		if len(mk.Outcomes) > 0 {
			out = append(out, mk)
		}
	}
	return out
}

// scorePossible: shownMarkets.ts.
func scorePossible(id string, m match) bool {
	s := scoreOutcome.FindStringSubmatch(id)
	if s == nil || m.TotalScore == nil || m.Status == 0 {
		return true
	}
	home, _ := strconv.Atoi(s[1])
	away, _ := strconv.Atoi(s[2])
	return home >= m.TotalScore.Home && away >= m.TotalScore.Away
}

type marketBlock struct {
	title  string
	lines  []market
	labels []string // each line's own name beside the title, or none
}

// specifierValue, baseName, subject, titleAndLabels and marketBlocks:
// features/match/marketBlocks.ts.
func specifierValue(specifier string) string {
	i := strings.LastIndex(specifier, "=")
	if i == -1 {
		return ""
	}
	return specifier[i+1:]
}

func baseName(m market) string {
	v := specifierValue(m.Specifier)
	if v != "" && strings.HasSuffix(m.Name, " "+v) {
		return m.Name[:len(m.Name)-len(v)-1]
	}
	return m.Name
}

func subject(specifier string) string {
	return specifier[:max(strings.LastIndex(specifier, "|"), 0)]
}

// leadingNumber is what JavaScript's parseFloat reads at the start of s.
var leadingNumber = regexp.MustCompile(`^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?`)

func parseFloat(s string) (float64, bool) {
	f, err := strconv.ParseFloat(strings.TrimSpace(leadingNumber.FindString(s)), 64)
	return f, err == nil
}

const nameSep = " - "

func titleAndLabels(lines []market) (string, []string) {
	parts := make([][]string, len(lines))
	for i, l := range lines {
		parts[i] = strings.Split(baseName(l), nameSep)
	}
	var shared []string
	for _, p := range parts[0] {
		if !slices.ContainsFunc(parts, func(ps []string) bool { return !slices.Contains(ps, p) }) {
			shared = append(shared, p)
		}
	}
	labels := make([]string, len(lines))
	if len(shared) == 0 {
		for i, l := range lines {
			labels[i] = l.Name
		}
		return lines[0].Name, labels
	}
	for i, l := range lines {
		var own []string
		for _, p := range parts[i] {
			if !slices.Contains(shared, p) {
				own = append(own, p)
			}
		}
		labels[i] = strings.Join(own, nameSep)
		if baseName(l) != l.Name {
			labels[i] = strings.TrimSpace(labels[i] + " " + specifierValue(l.Specifier))
		}
	}
	title := strings.Join(shared, nameSep)
	// JavaScript's charAt(0).toUpperCase(): the first UTF-16 unit, which every title's first letter is.
	r, size := utf8.DecodeRuneInString(title)
	return strings.ToUpper(string(r)) + title[size:], labels
}

func marketBlocks(markets []market) []marketBlock {
	var blocks []*marketBlock
	at := map[int64]*marketBlock{}
	for _, m := range markets {
		if b := at[m.MarketId]; b != nil {
			b.lines = append(b.lines, m)
			continue
		}
		b := &marketBlock{title: baseName(m), lines: []market{m}}
		at[m.MarketId] = b
		blocks = append(blocks, b)
	}
	out := make([]marketBlock, len(blocks))
	for i, b := range blocks {
		first := map[string]int{}
		for j, l := range b.lines {
			if _, ok := first[subject(l.Specifier)]; !ok {
				first[subject(l.Specifier)] = j
			}
		}
		slices.SortStableFunc(b.lines, func(x, y market) int {
			if d := first[subject(x.Specifier)] - first[subject(y.Specifier)]; d != 0 {
				return d
			}
			a, okA := parseFloat(specifierValue(x.Specifier))
			c, okC := parseFloat(specifierValue(y.Specifier))
			switch {
			case !okA || !okC || a == c:
				return 0
			case a < c:
				return -1
			}
			return 1
		})
		if slices.ContainsFunc(b.lines, func(l market) bool { return baseName(l) != b.title }) {
			b.title, b.labels = titleAndLabels(b.lines)
		}
		out[i] = *b
	}
	return out
}

// marketBlock: features/match/MarketBlock.tsx MarketBlock and MarketLine, for the slip's picks, on
// the markets' list (collapsing, unpinned).
func (p *painter) marketBlock(b marketBlock, open bool) {
	suspended := !slices.ContainsFunc(b.lines, func(l market) bool { return l.Status == 1 })
	linesID := p.id()
	p.open("section", "class", page("market"), "data-testid", "market-block",
		"data-market-id", strconv.FormatInt(b.lines[0].MarketId, 10), "data-open", strconv.FormatBool(open))
	p.open("div", "class", page("marketHead"))
	p.open("h2", "class", page("marketName"))
	controls := absent
	if open {
		controls = linesID
	}
	p.open("button", "type", "button", "class", page("marketToggle"), "aria-expanded", strconv.FormatBool(open),
		"aria-controls", controls)
	p.b.WriteString(`<svg class="` + page("chevron") + `" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">` +
		`<path fill="currentColor" d="M7 9.5 12 14.5l5-5 1.4 1.4L12 17.3 5.6 10.9z"></path></svg>`)
	p.text(b.title)
	if suspended {
		p.open("span", "class", page("suspended"))
		p.b.WriteString(`<svg width="10" height="10" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" ` +
			`d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5z` +
			`m-3 8V7a3 3 0 0 1 6 0v3H9z"></path></svg>`)
		p.text(p.t.msg("market.suspended"))
		p.end("span")
	}
	p.end("button")
	p.end("h2")
	p.open("button", "type", "button", "class", page("pin"), "aria-pressed", "false",
		"aria-label", p.t.msg("market.pin", "market", b.title))
	p.b.WriteString(`<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" ` +
		`d="M16 3H8v2h1v5.6L6.3 13.3A1 1 0 0 0 6 14v2h5v5l1 1 1-1v-5h5v-2a1 1 0 0 0-.3-.7L15 10.6V5h1z"></path></svg>`)
	p.end("button")
	p.end("div")
	if !open {
		p.end("section")
		return
	}
	p.open("div", "id", linesID)
	for i, l := range b.lines {
		many := len(l.Outcomes) > 3
		p.open("div", "class", page("line"), "data-testid", "market", "data-market-id", strconv.FormatInt(l.MarketId, 10),
			"data-status", strconv.Itoa(int(l.Status)),
			"data-specifier", l.Specifier)
		if b.labels != nil && b.labels[i] != "" {
			p.el("div", b.labels[i], "class", page("lineName"))
		}
		if many {
			p.open("div", "class", page("outcomesMany"))
		} else {
			p.open("div", "class", page("outcomes"), "data-count", strconv.Itoa(len(l.Outcomes)))
		}
		for _, o := range l.Outcomes {
			p.open("div", "class", page("cell"))
			p.oddsButton(o, l.Status != 1, o.Name, o.Name)
			p.end("div")
		}
		p.end("div")
		p.end("div")
	}
	p.end("div")
	p.end("section")
}
