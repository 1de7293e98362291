package firstpaint

import (
	"strconv"
	"strings"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/locale"
)

// The shell as app/Layout.tsx draws it on its first render: the header with the operator's zones
// (features/navigation), the sports menu and the page. What loads later (the jackpot card, the
// footer, the nav row, a player's account) is not there on that render either.

// Shell styles: core/ui/Shell.module.css.
func shell(locals ...string) string { return cls("Shell", locals...) }

// painter is one page's paint: its wording, data and the bettor's preferences.
type painter struct {
	markup
	t        text
	page     Page
	nav      apigen.Navigation
	site     apigen.SiteConfig
	count    apigen.Counters
	settings apigen.BetSettings
}

// localize: domain/locale.ts localizePath (internal/locale, held to the same cases).
func (p *painter) localize(path string) string { return locale.Localize(path, p.page.Locale) }

// link: react-router's Link (core/links LocalLink).
func (p *painter) link(to string, a ...string) {
	p.open("a", append([]string{"href", p.localize(to), "data-discover", "true"}, a...)...)
}

// navLink: react-router's NavLink (core/links LocalNavLink): "active" and aria-current on the
// page it leads to and below it.
func (p *painter) navLink(to, class string, a ...string) {
	href := p.localize(to)
	here := strings.ToLower(p.page.Path)
	h := strings.ToLower(href)
	active := here == h || (strings.HasPrefix(here, h) && len(here) > len(h) && here[len(h)] == '/')
	if active {
		class += " active"
		a = append(a, "aria-current", "page")
	}
	p.open("a", append([]string{"href", href, "data-discover", "true", "class", class}, a...)...)
}

// zone: features/navigation Zone, with a visitor whose session is not known yet (only items for
// everyone). Item types drawn later (ExtraItems, the jackpot card) draw nothing yet.
func (p *painter) zone(items []apigen.NavItem) {
	for _, item := range items {
		if item.Visibility != "ALL" {
			continue
		}
		switch item.Type {
		case "brand-logo":
			p.brandLogo()
		case "search":
			p.searchButton()
		case "profile":
			p.profile()
		case "language":
			p.languageSelect()
		case "odds":
			p.oddsSelect()
		case "bonus":
			p.navLink("/promotions", shell("toplink"))
			p.text(p.t.msg("bonus.promotions"))
			p.end("a")
		case "side-menu":
			p.sideMenuToggle()
		case "sport-list":
			p.sportList()
		}
	}
}

func (p *painter) layout(page func()) {
	p.open("div", "data-menu-collapsed", strconv.FormatBool(p.page.Prefs.MenuCollapsed), "class", shell("app"),
		// Not the app's: the page's script and styles know the painted screen by these.
		"data-painted", "true", "data-paint-today", p.t.msg("time.today"))
	p.el("a", p.t.msg("nav.skip-to-content"), "href", "#main", "class", shell("skip"))
	p.open("div", "data-active", "false", "role", "progressbar", "aria-hidden", "true", "class", shell("progress"))
	p.end("div")
	p.open("div", "class", shell("top"))
	p.header()
	p.end("div")
	p.open("div", "class", shell("body"))
	p.open("nav", "aria-label", p.t.msg("nav.sports"), "data-testid", "sport-menu", "class", shell("sportMenu"))
	p.zone(p.nav.Zones.Side)
	p.end("nav")
	p.open("main", "id", "main", "tabindex", "-1", "class", shell("main"))
	page()
	p.end("main")
	p.end("div")
	// features/furniture's dock, empty until something docks.
	p.open("div", "class", "Furniture_dock")
	p.end("div")
	p.end("div")
}

func (p *painter) header() {
	p.open("header", "data-testid", "site-header", "class", shell("header"))
	p.zone(p.nav.Zones.Header)
	p.open("div", "class", shell("menuWrap"))
	menu := p.id()
	p.open("button", "type", "button", "aria-expanded", "false", "aria-controls", menu, "data-testid", "menu-button",
		"class", shell("iconButton", "menuButton"))
	p.icon("icon-menu", 20, "")
	p.hidden(p.t.msg("nav.menu"))
	p.end("button")
	p.open("div", "id", menu, "data-open", "false", "class", shell("menu"))
	p.open("nav", "aria-label", p.t.msg("nav.main"), "class", shell("topnav"))
	p.navLink("/live", shell("toplink"))
	p.open("span", "aria-hidden", "true", "class", shell("liveDot"))
	p.end("span")
	p.text(p.t.msg("nav.live"))
	p.el("span", strconv.Itoa(p.count.Live), "data-testid", "live-count", "class", shell("count"))
	p.end("a")
	p.navLink("/cybersport", shell("toplink"))
	p.text(p.t.msg("nav.esports"))
	p.end("a")
	p.zone(p.nav.Zones.HeaderLinks)
	p.end("nav")
	p.open("div", "class", shell("controls"))
	p.zone(p.nav.Zones.HeaderSettings)
	light := p.page.Prefs.Theme == "light"
	title, icon := "header.theme.light", "icon-moon"
	if light {
		title, icon = "header.theme.dark", "icon-sun"
	}
	p.open("button", "type", "button", "data-testid", "theme-toggle", "aria-label", p.t.msg("header.theme"),
		"aria-pressed", strconv.FormatBool(light), "title", p.t.msg(title), "class", shell("iconButton"))
	p.icon(icon, 16, "")
	p.end("button")
	p.end("div")
	p.end("div")
	p.end("div")
	p.open("div", "aria-busy", "true", "class", shell("auth"))
	p.zone(p.nav.Zones.HeaderEnd)
	p.end("div")
	p.end("header")
}

func (p *painter) brandLogo() {
	p.link("/", "data-testid", "brand", "class", shell("brand"))
	logo := p.site.Logo
	src := ""
	if logo != nil {
		first, second := logo.Dark, logo.Light
		if p.page.Prefs.Theme == "light" {
			first, second = second, first
		}
		if first == nil {
			first = second
		}
		if first != nil {
			src = *first
		}
	}
	if src != "" {
		height := 28
		if logo.Height != nil {
			height = *logo.Height
		}
		width := absent
		if logo.Width != nil {
			width = strconv.Itoa(*logo.Width)
		}
		lang := p.textLang(logo.AltLocale)
		p.open("img", "src", src, "alt", logo.Alt, "width", width, "height", strconv.Itoa(height), "class", shell("brandLogo"),
			"lang", opt(lang != "", lang), "dir", opt(lang != "", dirOf(lang)))
	} else {
		p.b.WriteString(`<svg viewBox="0 0 24 24" aria-hidden="true" class="` + shell("brandMark") + `">` +
			`<rect width="24" height="24" rx="6" fill="currentColor"></rect>` +
			`<circle cx="12" cy="12" r="6.5" fill="none" stroke="var(--bg)" stroke-width="2"></circle>` +
			`<path d="M12 8.5l3.3 2.4-1.3 3.9h-4l-1.3-3.9z" fill="var(--bg)"></path></svg>`)
		p.el("span", p.t.msg("app.name"), "class", shell("brandName"))
	}
	p.end("a")
}

// textLang: core/textLang.ts, the language of operator text written in another; "" for none.
func (p *painter) textLang(textLocale *string) string {
	lang := func(l string) string { return strings.ToLower(strings.Split(l, "-")[0]) }
	if textLocale == nil || *textLocale == "" || lang(*textLocale) == lang(p.page.Locale) {
		return ""
	}
	return *textLocale
}

// dirOf is the direction of text in a locale: domain/locale.ts isRtl.
func dirOf(loc string) string {
	if locale.IsRTL(loc) {
		return "rtl"
	}
	return "ltr"
}

// searchButton: features/search SearchButton.
func (p *painter) searchButton() {
	label := p.t.msg("search.open")
	p.open("button", "type", "button", "aria-label", label, "title", label, "aria-haspopup", "dialog",
		"data-testid", "search-button", "class", shell("iconButton", "search"))
	p.icon("icon-search", 16, "")
	p.end("button")
}

// profile: the visitor's buttons' room, unseen and inert until the session is known; those the
// site allows (site configuration).
func (p *painter) profile() {
	for _, b := range []struct {
		local, msg string
		allowed    bool
	}{{"signIn", "header.sign-in", p.site.SignInAllowed}, {"signUp", "header.sign-up", p.site.SignUpAllowed}} {
		if b.allowed {
			p.el("button", p.t.msg(b.msg), "type", "button", "aria-hidden", "true", "disabled", "",
				"class", shell(b.local, "held"))
		}
	}
}

// oddsTypes: domain/odds.ts ODDS_TYPES.
var oddsTypes = []string{"european", "british", "hongkong", "american", "indonesian", "malaysian"}

func (p *painter) oddsSelect() {
	p.open("label", "class", shell("control"))
	p.hidden(p.t.msg("header.odds-format"))
	p.open("select", "data-testid", "odds-format")
	for _, t := range oddsTypes {
		p.el("option", p.t.msg("odds."+t), "value", t, "selected", opt(t == p.page.Prefs.OddsType, ""))
	}
	p.end("select")
	p.end("label")
}

func (p *painter) languageSelect() {
	p.open("label", "class", shell("control", "languageControl"))
	p.hidden(p.t.msg("header.language"))
	p.icon("locale-"+p.page.Locale, 18, shell("localeIcon"))
	p.open("select", "data-testid", "language", "class", shell("language"))
	// domain/locale.ts SUPPORTED_LOCALES and LOCALE_NAMES, which internal/locale holds too.
	for _, l := range locale.Supported() {
		p.el("option", locale.NameInLocale(l), "lang", l, "value", l, "selected", opt(l == p.page.Locale, ""))
	}
	p.end("select")
	p.end("label")
}

func (p *painter) sideMenuToggle() {
	collapsed := p.page.Prefs.MenuCollapsed
	p.open("button", "type", "button", "aria-expanded", strconv.FormatBool(!collapsed), "aria-controls", "sport-list",
		"class", shell("collapse"))
	p.el("span", "‹", "aria-hidden", "true", "class", shell("collapseIcon"))
	label := "nav.sports.collapse"
	if collapsed {
		label = "nav.sports.expand"
	}
	p.hidden(p.t.msg(label))
	p.end("button")
}

func (p *painter) sportList() {
	var sports apigen.SportList
	p.decode("GET /sports", &sports)
	counts := map[int64]int{}
	for _, c := range p.count.Sports {
		counts[c.Id] = c.MatchesCount + c.OutrightsCount
	}
	p.open("ul", "id", "sport-list")
	for _, l := range [][3]string{{"/schedule", "schedule.title", "icon-schedule"}, {"/results", "results.title", "icon-results"}} {
		name := p.t.msg(l[1])
		p.open("li")
		p.navLink(l[0], shell("sportLink"), "title", name)
		p.icon(l[2], 20, shell("sportIcon"))
		p.el("span", name, "class", shell("sportName"))
		p.end("a")
		p.end("li")
	}
	for _, s := range sports.Data {
		p.open("li")
		p.navLink("/"+s.Key, shell("sportLink"), "title", s.Name)
		p.icon("sport-"+s.Key, 20, shell("sportIcon"))
		p.el("span", s.Name, "class", shell("sportName"))
		count := ""
		if n, ok := counts[s.Id]; ok {
			count = strconv.Itoa(n)
		}
		p.el("span", count, "class", shell("count"), "data-testid", "sport-count")
		p.end("a")
		p.end("li")
	}
	p.end("ul")
}
