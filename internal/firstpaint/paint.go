// Package firstpaint paints a page's first screen on the server: the HTML the SPA's first render
// makes from the same data (the page's inlined API answers), so that the browser shows the page
// before any script has run and the app then takes it over with nothing moving (web/src/app/
// takeover.ts). Each function mirrors one component, named beside it; web/src/app/
// firstPaint.test.tsx holds the two equal on the cases of testdata/vectors/first-paint.
//
// A page it cannot paint exactly (a kind it does not know, data missing, an operator setting the
// markup does not follow) gets no paint: the SPA draws it as before.
package firstpaint

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"time"
)

// Prefs are the bettor's display preferences (web/src/core/prefs.tsx), which the browser keeps
// and tells the server in a cookie.
type Prefs struct {
	Theme         string // "dark" or "light"
	OddsType      string // domain/odds.ts ODDS_TYPES
	MenuCollapsed bool
}

// Page is what one response paints.
type Page struct {
	Kind   string // the body's data-page: home, live...
	Locale string
	Path   string // the address's path, locale prefix included
	Query  url.Values
	Data   map[string]json.RawMessage // the inlined answers, by request ("GET /sports")
	// Requests are the page kind's own requests (api/route-data.json), placeholders filled.
	Requests []string
	Prefs    Prefs
	// Consent: the visitor has handled the cookie notice (features/furniture, the sb_consent cookie).
	Consent bool
	// MobileApp: the page is in the operator's mobile app, where the SPA skips every extra (spec
	// section 2): no cookie notice is painted either.
	MobileApp bool
	Now       time.Time
}

// Painted is a painted page: the app's first render, for the root element, and what the page's
// fixed dock shows until the app's own comes (the cookie notice), for after it.
type Painted struct{ App, Dock string }

// Painter paints pages in every locale of the message files.
type Painter struct{ messages messages }

// New reads the message files from fsys (the build's .vite/messages).
func New(fsys fs.FS) (*Painter, error) {
	m, err := readMessages(fsys)
	if err != nil {
		return nil, err
	}
	return &Painter{messages: m}, nil
}

// stop ends a paint that cannot be exact.
type stop struct{ why string }

// ErrNotPainted wraps the reasons a page is not painted that are no fault: a kind, data or a
// setting the painter does not follow. Any other error is a bug of the painter's; the page is not
// painted either way.
var ErrNotPainted = errors.New("firstpaint: not painted")

// Paint returns the page's painted first screen, or why it has none.
func (pp *Painter) Paint(page Page) (out Painted, err error) {
	draw, ok := pages[page.Kind]
	if !ok {
		return Painted{}, fmt.Errorf("%w: no paint for %q pages", ErrNotPainted, page.Kind)
	}
	defer func() {
		switch v := recover().(type) {
		case nil:
		case stop:
			out, err = Painted{}, fmt.Errorf("%w: %s", ErrNotPainted, v.why)
		case errMessage:
			out, err = Painted{}, fmt.Errorf("%w: %v", ErrNotPainted, v)
		default:
			out, err = Painted{}, fmt.Errorf("firstpaint: painting a %s page: %v", page.Kind, v)
		}
	}()
	if page.Prefs.Theme != "light" {
		page.Prefs.Theme = "dark"
	}
	if !isOddsType(page.Prefs.OddsType) {
		page.Prefs.OddsType = "european"
	}
	p := &painter{page: page}
	p.decode("GET /navigation", &p.nav)
	p.decode("GET /site-config", &p.site)
	p.decode("POST /counters", &p.count)
	p.decode("GET /settings", &p.settings)
	if p.settings.FeatureFlags["custom_sport_type_providers"] {
		panic(stop{"sport types and providers hidden by the operator"})
	}
	if t := p.site.DatePatterns.Time; t != nil && *t != "" {
		panic(stop{"the operator's time pattern"})
	}
	p.t = pp.messages.forLocale(page.Locale, p.site.Translations)
	p.layout(func() { draw(p) })
	out.App = p.b.String()
	p.b.Reset()
	if !page.Consent && !page.MobileApp {
		p.cookieNotice()
	}
	out.Dock = p.b.String()
	return out, nil
}

// cookieNotice: features/furniture CookieNotice in Furniture's dock, for a visitor who has not
// handled it. The app's notice loads after the takeover and takes this one's place; a press of
// Accept meanwhile is kept (web/index.html) and done by it.
func (p *painter) cookieNotice() {
	p.open("div", "class", "Furniture_dock", "data-paint-notice", "")
	id := p.id()
	p.open("section", "class", "Furniture_card", "aria-labelledby", id, "data-testid", "cookie-notice")
	p.open("p", "class", "Furniture_text")
	p.el("strong", p.t.msg("cookies.title"), "id", id, "class", "Furniture_title")
	p.text(p.t.msg("cookies.description"))
	p.end("p")
	p.open("div", "class", "Furniture_actions")
	p.el("button", p.t.msg("cookies.accept"), "type", "button", "class", "Furniture_primary")
	p.end("div")
	p.end("section")
	p.end("div")
}

// decode reads one inlined answer; without it the page is not painted.
func (p *painter) decode(request string, v any) {
	raw, ok := p.page.Data[request]
	if !ok {
		panic(stop{"no answer to " + request})
	}
	if err := json.Unmarshal(raw, v); err != nil {
		panic(stop{fmt.Sprintf("%s: %v", request, err)})
	}
}

func isOddsType(t string) bool {
	for _, o := range oddsTypes {
		if o == t {
			return true
		}
	}
	return false
}
