package firstpaint

import (
	"strconv"
	"time"
)

// The match lists: features/catalogue MatchGroups and MatchRow, with core/odds OddsButton and
// features/match StackedScore and MatchClock, as their first render draws them (the favourite
// stars' room, the stars coming later with their feature's code).

// firstScreenRows: features/catalogue/MatchGroups.tsx FIRST_SCREEN_ROWS. The rows past it are
// painted as their rooms only (RowRoom), the app drawing them after the takeover: a long list's
// page stays small to send, parse and lay out.
const firstScreenRows = 10

// matchGroups: features/catalogue/MatchGroups.tsx; by is "sport" or "league".
func (p *painter) matchGroups(matches []match, by string) {
	if len(matches) == 0 {
		// The room of the list's reason to be empty, whose code the app loads then (ListState).
		p.el("div", "", "class", "MatchGroups_state")
		return
	}
	type group struct {
		key     string
		matches []match
	}
	var groups []*group
	index := map[string]*group{}
	for _, m := range matches {
		key := m.Sport.Key
		if by == "league" {
			key += "/" + strconv.FormatInt(m.League.Id, 10)
		}
		g := index[key]
		if g == nil {
			g = &group{key: key}
			index[key] = g
			groups = append(groups, g)
		}
		g.matches = append(g.matches, m)
	}
	painted := 0
	for _, g := range groups {
		first := g.matches[0]
		p.open("section", "data-testid", "match-group", "class", "MatchGroups_group")
		p.open("div", "class", "MatchGroups_head")
		p.open("h3", "class", "MatchGroups_title")
		if by == "sport" {
			p.link("/" + first.Sport.Key)
			p.text(first.Sport.Name)
			p.end("a")
		} else {
			p.link("/"+first.Sport.Key+"/"+first.Category.Slug, "data-testid", "category-link")
			p.text(first.Category.Name)
			p.end("a")
			p.el("span", " · ", "aria-hidden", "true")
			p.link("/"+first.Sport.Key+"/"+first.League.Slug, "data-testid", "league-link")
			p.text(first.League.Name)
			p.end("a")
		}
		p.end("h3")
		p.starRoom()
		p.end("div")
		for _, m := range g.matches {
			if painted < firstScreenRows {
				p.matchRow(m)
			} else {
				p.el("div", "", "class", row("row"), "aria-hidden", "true")
			}
			painted++
		}
		p.end("section")
	}
}

func row(locals ...string) string { return cls("MatchRow", locals...) }

// starRoom: features/favourites Star's room, kept while its code loads (after the takeover).
func (p *painter) starRoom() {
	p.open("span", "class", "Favourites_star", "aria-hidden", "true")
	p.end("span")
}

// matchRow: features/catalogue/MatchRow.tsx.
func (p *painter) matchRow(m match) {
	live := isLiveStatus(m.Status)
	outright := m.Type != "match"
	main, others, narrow, wide := rowMarkets(m)
	serving := server(m)
	p.open("article", "data-testid", "match-row", "data-live", strconv.FormatBool(live),
		"data-match-id", strconv.FormatInt(m.MatchId, 10), "class", row("row"))
	p.open("span", "class", row("star"))
	p.starRoom()
	p.end("span")
	p.link(matchPath(m), "class", row("teams"))
	p.open("span", "class", row("when"))
	switch {
	case live:
		p.el("span", p.t.msg("match.status.1"), "class", row("liveBadge"))
		p.matchClock(m, row("clock"))
	case isOver(m.Status):
		p.el("span", p.t.msg("match.status."+strconv.Itoa(int(m.Status))))
	default:
		p.startTime(m.StartTime)
	}
	p.end("span")
	p.open("span", "class", row("names"))
	names := []string{m.NameA, m.NameB}
	if outright {
		names = names[:1]
	}
	for i, name := range names {
		side := "home"
		if i == 1 {
			side = "away"
		}
		p.open("span", "data-serving", strconv.FormatBool(serving == side), "class", row("name"))
		p.text(name)
		if serving == side {
			p.hidden(" " + p.t.msg("match.serving"))
		}
		p.end("span")
	}
	p.end("span")
	p.stackedScore(m)
	p.end("a")
	if outright {
		count := m.MainMarketOutcomesCount
		if main != nil {
			count = len(main.Outcomes)
		}
		p.link(matchPath(m), "class", row("outright"))
		p.text(p.t.msg("match.outright.all", "count", count))
		p.end("a")
		p.end("article")
		return
	}
	p.open("div", "data-odds-layout", "stacked", "class", row("markets"))
	if main != nil {
		p.rowMarket(*main)
	} else {
		p.open("div", "class", row("market"), "data-count", "3")
		for range 3 {
			p.open("span", "class", "OddsButton_button", "data-placeholder", "true", "aria-hidden", "true")
			p.end("span")
		}
		p.end("div")
	}
	for i := range 2 {
		if i < len(others) {
			p.open("div", "class", row("other"))
			p.rowMarket(others[i])
		} else {
			p.open("div", "aria-hidden", "true", "class", row("other"))
		}
		p.end("div")
	}
	if narrow > 0 {
		p.link(matchPath(m), "data-testid", "more-markets", "class", row("more"))
		for _, tier := range []struct {
			class string
			n     int
		}{{"moreNarrow", narrow}, {"moreWide", wide}} {
			p.open("span", "class", row(tier.class))
			p.el("bdi", "+"+strconv.Itoa(tier.n), "aria-hidden", "true")
			p.hidden(p.t.msg("match.markets.more", "count", tier.n))
			p.end("span")
		}
		p.end("a")
	}
	p.end("div")
	p.end("article")
}

// startTime: MatchRow's StartTime. The text is the server's (UTC); the page's script writes it
// again in the visitor's time zone and language before the first paint (web/index.html), as
// the app does.
func (p *painter) startTime(at time.Time) {
	// As encoding/json wrote it in the API's answer, which the app reads.
	iso := at.Format(time.RFC3339Nano)
	start := at.UTC()
	p.el("time", start.Format("15:04"), "datetime", iso, "data-testid", "start-time")
	day := start.Format("Mon 2")
	if y, m, d := p.page.Now.UTC().Date(); start.Year() == y && start.Month() == m && start.Day() == d {
		day = p.t.msg("time.today")
	}
	p.el("span", day)
}

// matchClock: features/match/MatchClock.tsx, at the time of the response.
func (p *painter) matchClock(m match, class string) {
	p.open("span", "class", opt(class != "", class))
	if m.Clock == nil {
		p.text(m.Stage)
		p.end("span")
		return
	}
	if m.Stage != "" {
		p.el("span", m.Stage+" ")
	}
	p.el("time", mmss(clockSeconds(*m.Clock, p.page.Now)), "data-testid", "clock")
	p.end("span")
}

// stackedScore: features/match/Score.tsx StackedScore.
func (p *painter) stackedScore(m match) {
	cols := scoreColumns(m)
	if len(cols) == 0 {
		return
	}
	p.open("span", "data-testid", "row-score", "class", "Score_stacked")
	for _, c := range cols {
		p.open("span", "data-kind", c.kind, "role", "img", "aria-label", p.scoreLabel(c),
			"class", "Score_column")
		p.el("span", c.home, "aria-hidden", "true")
		p.el("span", c.away, "aria-hidden", "true")
		p.end("span")
	}
	p.end("span")
}

// scoreLabel: Score.tsx's LABEL, what a score column says to a screen reader.
func (p *painter) scoreLabel(c scoreColumn) string {
	id := map[string]string{"total": "match.score.value", "period": "match.score.set", "points": "match.score.game"}[c.kind]
	return p.t.msg(id, "home", c.home, "away", c.away)
}

// rowMarket: MatchRow's RowMarket.
func (p *painter) rowMarket(mk market) {
	outcomes := mk.Outcomes
	if len(outcomes) > 3 {
		outcomes = outcomes[:3]
	}
	p.open("div", "data-testid", "row-market", "data-market-id", strconv.FormatInt(mk.MarketId, 10),
		"data-count", strconv.Itoa(len(outcomes)), "class", row("market"))
	for _, o := range outcomes {
		kind, value := shortLabel(mk, o)
		label := value
		switch kind {
		case "over":
			label = p.t.msg("odds.over.short", "line", value)
		case "under":
			label = p.t.msg("odds.under.short", "line", value)
		}
		title := o.Name
		if mk.Specifier != "" {
			title = mk.Name + ": " + o.Name
		}
		p.oddsButton(o, mk.Status != 1, label, title)
	}
	p.end("div")
}

func odds(locals ...string) string { return cls("OddsButton", locals...) }

// oddsButton: core/odds/OddsButton.tsx, for an outcome the slip does not hold.
func (p *painter) oddsButton(o outcome, locked bool, label, title string) {
	disabled := locked || !o.Active
	price := formatOdds(o.Odds, p.page.Prefs.OddsType)
	aria := title + " " + price
	if disabled {
		aria = title + ": " + p.t.msg("market.suspended")
	}
	p.open("button", "type", "button", "data-locked", opt(disabled, "true"), "aria-pressed", "false",
		"disabled", opt(disabled, ""), "aria-disabled", strconv.FormatBool(disabled), "title", title, "aria-label", aria,
		"class", odds("button"))
	p.el("span", label, "aria-hidden", "true", "data-testid", "odds-label", "class", odds("name"))
	p.open("span", "aria-hidden", "true", "class", odds("price"))
	if disabled {
		p.b.WriteString(`<svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" data-testid="lock" class="` +
			odds("lock") + `"><path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 ` +
			`0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3H9z"></path></svg>`)
	} else {
		p.el("span", price, "data-testid", "odds", "data-odds", strconv.FormatInt(o.Odds, 10))
	}
	p.open("span", "class", odds("arrow"))
	p.end("span")
	p.end("span")
	p.end("button")
}
