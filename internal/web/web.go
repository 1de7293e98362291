// Package web serves the built React app and renders its HTML shell per route: status code,
// title, description, canonical and alternate-language links, noindex, lang and dir, body data
// attributes, and the route's first API responses inlined so that the first paint waits on no API
// call (DESIGN.md, Front end; spec section 2).
package web

import (
	"bytes"
	"cmp"
	"compress/gzip"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/opensportsbook/sportsbook/internal/acceptenc"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/cataloguei18n"
	"github.com/opensportsbook/sportsbook/internal/secheaders"
	"github.com/opensportsbook/sportsbook/internal/sitepath"
)

// dist is what the Vite build writes (internal/web/dist); only placeholder.html is committed, so
// the binary builds and serves a helpful page before the front end is built.
//
//go:embed all:dist
var dist embed.FS

// APIBase is where the sportsbook API handler expects its paths.
const APIBase = "/api/sportsbook"

// siteName ends every title.
const siteName = "Sportsbook"

// Page kinds: the body's data-page and the keys of api/route-data.json.
const (
	PageHome       = "home"
	PageLive       = "live"
	PageCybersport = "cybersport"
	PageSport      = "sport"
	PageCategory   = "category"
	PageTournament = "tournament"
	PageMatch      = "match"
	PageSchedule   = "schedule"
	PageResults    = "results"
	// A sport's special page keys (spec section 2): its top matches and its outrights.
	PageSportTop       = "sportTop"
	PageSportOutrights = "sportOutrights"
	PageSportFavorites = "sportFavorites"
	PageNotFound       = "notFound"
	PageError          = "error"
	PageProfile        = "profile"
	PageBlocked        = "blocked"
	PageLocked         = "locked"
	// PageContent is a CMS page other than the home page: an information page or a custom path.
	PageContent = "content"
)

// infoPaths are the route table's information pages (spec section 2): CMS pages, 'not found' until
// the operator writes them (content.InfoPaths).
var infoPaths = map[string]bool{"/general-rules": true, "/about": true, "/terms-and-conditions": true, "/help-center": true}

// appPages are the SPA's pages outside the catalogue: the sign-in flows (the home page with their
// modal open, so they inline the home page's data), the player's profile, the promotions (the
// player's own bonuses), the favourites and two error pages. They are private or transient, so
// never indexed.
var appPages = map[string]struct{ page, title string }{
	"/users/sign-in":                {PageHome, "Sign in"},
	"/users/sign-up":                {PageHome, "Sign up"},
	"/users/password/new":           {PageHome, "Forgot password"},
	"/users/password/edit":          {PageHome, "Reset password"},
	"/users/confirmation":           {PageHome, "Account confirmation"},
	"/users/unlock":                 {PageHome, "Unlock account"},
	"/profile/wallet/deposit":       {PageProfile, "Deposit"},
	"/profile/wallet/transactions":  {PageProfile, "Transactions"},
	"/profile/wallet/withdraw":      {PageProfile, "Withdraw"},
	"/profile/wallet/methods":       {PageProfile, "Payment methods"},
	"/profile/responsible-gambling": {PageProfile, "Responsible gambling"},
	"/profile/bets":                 {PageProfile, "My bets"},
	"/profile":                      {PageProfile, "My account"},
	"/racing":                       {PageProfile, "Horse racing"},
	"/lotteries":                    {PageProfile, "Lotteries"},
	"/promotions":                   {PageProfile, "Promotions"},
	"/favorites":                    {PageProfile, "Favourites"},
	"/blocked":                      {PageBlocked, "Not available in your country"},
	"/locked":                       {PageLocked, "Unauthorized"},
	"/init-sportsbook":              {PageProfile, "Setting up"}, // applies its parameters and moves on
}

// fixedRedirects are the spec's fixed redirects (section 2), by path without locale.
var fixedRedirects = map[string]string{
	"/sport-land":          "/profile/wallet/deposit",
	"/sport-land/hltv":     "/profile/wallet/deposit",
	"/sport-land/euro2024": "/profile/wallet/deposit",
	"/sport-land-copy":     "/",
}

// Options configure the handler.
type Options struct {
	// Router resolves sport keys and slugs to catalogue entities.
	Router catalogue.Router
	// Names translates the sport and league in page titles into the page's language; nil keeps
	// them English.
	Names *cataloguei18n.Catalogue
	// API is the sportsbook API handler, taking paths under APIBase; the shell calls it in process.
	API http.Handler
	// RouteData is api/route-data.json: the first API requests of each page kind.
	RouteData []byte
	// PublicURL is the absolute site URL for canonical links; "" derives it from the request.
	PublicURL string
	// SiteIndexable false marks every page noindex.
	SiteIndexable bool
	// RTLEnabled lets right-to-left locales render dir="rtl".
	RTLEnabled bool
	// Locales are the locale rules; zero means DefaultLocaleRules.
	Locales LocaleRules
	// ErrorReportingDSN is where the SPA sends its error reports (a Sentry-compatible DSN, its
	// origin allowed by Policy); "" has it send them to the server log.
	ErrorReportingDSN string
	// Policy makes the pages' Content-Security-Policy; the zero value lets only the site frame them.
	Policy secheaders.Policy
	// ParentOrigins, when set (EMBEDDED), are the origins of the sites that frame this one
	// (FRAME_ANCESTORS): the SPA reads them from a meta tag and exchanges window messages with
	// those origins only (web/src/features/embed). Empty: the site is not embedded.
	ParentOrigins []string
	// CountryHeader names a request header with the visitor's country (COUNTRY_HEADER); the
	// body's data-country carries it until the player's own country is known. "" none.
	CountryHeader string
	// Logger logs failures; nil means slog.Default().
	Logger *slog.Logger
	// TagManagerID is the operator's tag manager container (TAG_MANAGER_ID), named in every page so
	// that the SPA loads it once the visitor has handled the cookie notice; "" none.
	TagManagerID string
	// ThemeCSS is the operator's theme (content.Theme.CSS) at the time of a request; nil or ""
	// keeps the SPA's own colours.
	ThemeCSS func() string
	// ContentPage looks up the CMS page at a path (without locale) for a locale: its seo title and
	// description and whether it may be indexed. nil: the site has no CMS pages.
	ContentPage func(path, locale string) (title, description string, index bool, ok bool)
	// FrameSources are the origins the pages' content frames now (content iframes), allowed by the
	// page's policy; nil: none.
	FrameSources func() []string
	// WidgetOrigin is the origin of the support chat provider's widget now (site.yaml
	// chat.widget), whose script, calls and frames the pages allow; nil or "": none.
	WidgetOrigin func() string
	// Dist overrides the embedded build, for tests; nil means the embedded dist folder.
	Dist fs.FS
}

// Handler serves the SPA and its per-route HTML shell.
type Handler struct {
	opts      Options
	shell     *shellTemplate
	scripts   []string // CSP hashes of the template's inline scripts
	static    *staticFiles
	routeData map[string][]string
	supported map[string]bool
	gzPool    sync.Pool
	// firstPaint paints the first screen of some pages; nil paints none.
	firstPaint *firstPaint
}

// New builds the handler: it reads the template (dist/index.html when the front end is built,
// else dist/placeholder.html) and the route data once.
func New(opts Options) (*Handler, error) {
	if opts.Router == nil || opts.API == nil {
		return nil, errors.New("web: Router and API are required")
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	if opts.Locales.Resolve == nil || opts.Locales.IsRTL == nil || len(opts.Locales.Supported) == 0 {
		opts.Locales = DefaultLocaleRules()
	}
	if opts.Locales.Default == "" {
		opts.Locales.Default = opts.Locales.Supported[0]
	}
	opts.PublicURL = strings.TrimRight(opts.PublicURL, "/")
	fsys := opts.Dist
	if fsys == nil {
		sub, err := fs.Sub(dist, "dist")
		if err != nil {
			return nil, fmt.Errorf("web: embedded dist: %w", err)
		}
		fsys = sub
	}
	doc, err := fs.ReadFile(fsys, "index.html")
	if err != nil {
		if doc, err = fs.ReadFile(fsys, "placeholder.html"); err != nil {
			return nil, fmt.Errorf("web: reading the page template: %w", err)
		}
	}
	shell, err := parseShell(string(doc))
	if err != nil {
		return nil, err
	}
	routeData := map[string][]string{}
	if len(opts.RouteData) > 0 {
		var raw map[string]json.RawMessage
		if err := json.Unmarshal(opts.RouteData, &raw); err != nil {
			return nil, fmt.Errorf("web: parsing route data: %w", err)
		}
		for k, v := range raw {
			if strings.HasPrefix(k, "$") {
				continue
			}
			var reqs []string
			if err := json.Unmarshal(v, &reqs); err != nil {
				return nil, fmt.Errorf("web: route data %q: %w", k, err)
			}
			routeData[k] = reqs
		}
	}
	supported := make(map[string]bool, len(opts.Locales.Supported))
	for _, l := range opts.Locales.Supported {
		supported[l] = true
	}
	var scripts []string
	for _, text := range inlineScripts(string(doc)) {
		scripts = append(scripts, secheaders.Hash(text))
	}
	paint, err := newFirstPaint(fsys, shell)
	if err != nil {
		return nil, fmt.Errorf("web: the first paint: %w", err)
	}
	return &Handler{opts: opts, shell: shell, scripts: scripts, static: newStaticFiles(fsys), routeData: routeData,
		supported: supported, firstPaint: paint}, nil
}

// ServeHTTP serves a static file when the path names one, else the page shell.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if name := strings.TrimPrefix(r.URL.Path, "/"); h.static.lookup(name) {
		h.static.serve(w, r, name)
		return
	}
	h.servePage(w, r)
}

// route is the outcome of routing one path.
type route struct {
	redirect string // non-empty: answer redirectStatus (301 unless set) to this path
	// redirectStatus is 302 for the fixed redirects, campaign addresses that the operator may point
	// elsewhere later: a browser keeps a 301 for good.
	redirectStatus int
	status         int
	page           string
	locale         string
	rest           string // the path without locale prefix, "/" for home
	title          string
	desc           string
	vars           map[string]string // {sport}, {id}
	noindex        bool
}

// resolve routes a path (spec section 2): locale first, then the page.
func (h *Handler) resolve(ctx context.Context, p string) route {
	def := h.opts.Locales.Default
	rt := route{locale: def, status: http.StatusOK}
	if len(p) > 1 && strings.HasSuffix(p, "/") {
		rt.redirect = strings.TrimRight(p, "/")
		if rt.redirect == "" {
			rt.redirect = "/"
		}
		return rt
	}
	segs := strings.Split(strings.TrimPrefix(p, "/"), "/")
	if first := segs[0]; first != "" && looksLikeLocale(first) {
		code, ok := h.opts.Locales.Resolve(first)
		switch {
		case first == def || (ok && code == def):
			// The default locale has no prefix: /en/live is /live.
			rt.redirect = "/" + strings.Join(segs[1:], "/")
			return rt
		case h.supported[first]:
			rt.locale = first
			segs = segs[1:]
		case ok && h.supported[code]:
			// An alias or another spelling: one canonical URL per page.
			rt.redirect = strings.TrimSuffix("/"+code+"/"+strings.Join(segs[1:], "/"), "/")
			return rt
		}
	}
	rt.rest = "/" + strings.Join(segs, "/")
	if target, ok := fixedRedirects[rt.rest]; ok {
		rt.redirect, rt.redirectStatus = h.localePath(rt.locale, target), http.StatusFound
		return rt
	}
	if cms, ok := h.contentPage(rt); ok {
		return cms
	}
	switch {
	case rt.rest == "/":
		rt.page, rt.title, rt.desc = PageHome, "Sports betting – "+siteName, "Live and upcoming matches with odds across every sport."
		h.contentSEO(&rt)
	case rt.rest == "/live":
		rt.page, rt.title, rt.desc = PageLive, "Live betting – "+siteName, "Matches in play now, with odds that move live."
	case rt.rest == "/cybersport":
		rt.page, rt.title, rt.desc = PageCybersport, "Esports – "+siteName, "Esports matches and odds: CS2, Dota 2 and more."
	case rt.rest == "/schedule":
		rt.page, rt.title, rt.desc = PageSchedule, "Schedule – "+siteName, "Upcoming matches by day and sport, with odds."
	case rt.rest == "/results":
		rt.page, rt.title, rt.desc = PageResults, "Results – "+siteName, "Final and period scores of finished matches."
	case rt.rest == "/404":
		return h.notFound(rt)
	case rt.rest == "/500":
		return serverError(rt)
	case appPages[rt.rest].page != "":
		p := appPages[rt.rest]
		rt.page, rt.title, rt.noindex = p.page, p.title+" – "+siteName, true
	case infoPaths[rt.rest]:
		return h.notFound(rt) // an information page the operator has not written
	case len(segs) == 1 || len(segs) == 2:
		return h.resolveCatalogue(ctx, rt, segs)
	default:
		return h.notFound(rt)
	}
	return rt
}

// contentPage routes a path (other than the home page) that has a CMS page: an information page
// or an extra custom path. A custom path comes before the catalogue, as in the SPA: the operator
// chose it.
func (h *Handler) contentPage(rt route) (route, bool) {
	if rt.rest == "/" {
		return rt, false
	}
	rt.title = siteName
	if !h.contentSEO(&rt) {
		return rt, false
	}
	rt.page = PageContent
	rt.vars = map[string]string{"{path}": url.QueryEscape(rt.rest)}
	return rt, true
}

// contentSEO lays the CMS page's seo over the route's title and description, and its index flag,
// when the path has a page in the route's locale.
func (h *Handler) contentSEO(rt *route) bool {
	if h.opts.ContentPage == nil {
		return false
	}
	title, desc, index, ok := h.opts.ContentPage(rt.rest, rt.locale)
	if !ok {
		return false
	}
	if title != "" {
		rt.title = title + " – " + siteName // as the SPA titles pages (usePageTitle)
	}
	if desc != "" {
		rt.desc = desc
	}
	rt.noindex = rt.noindex || !index
	return true
}

func (h *Handler) resolveCatalogue(ctx context.Context, rt route, segs []string) route {
	sport, err := h.opts.Router.GetSportByKey(ctx, segs[0])
	if err != nil {
		return h.lookupFailed(ctx, rt, "sport", err)
	}
	rt.vars = map[string]string{"{sport}": sport.Key}
	names := h.opts.Names.For(rt.locale) // titles name the sport and league in the page's language
	if len(segs) == 1 {
		rt.page = PageSport
		rt.title = names.Name(sport.Name) + " – " + siteName
		rt.desc = sport.Name + " betting: live and upcoming matches, leagues and odds."
		return rt
	}
	switch segs[1] {
	case "all": // every match of the sport is the sport page itself
		rt.redirect = h.localePath(rt.locale, "/"+sport.Key)
		return rt
	case "top":
		rt.page = PageSportTop
		rt.title = "Top " + names.Name(sport.Name) + " – " + siteName
		rt.desc = sport.Name + " betting: the top leagues' next matches and odds."
		return rt
	case "favorites": // the player's own: never indexed
		rt.page, rt.noindex = PageSportFavorites, true
		rt.title = names.Name(sport.Name) + " favourites – " + siteName
		return rt
	case "outrights":
		rt.page = PageSportOutrights
		rt.title = names.Name(sport.Name) + " outrights – " + siteName
		rt.desc = sport.Name + " outrights: league winners and their odds."
		return rt
	}
	target, err := h.opts.Router.ResolveSlug(ctx, sport.Key, segs[1])
	if err != nil {
		return h.lookupFailed(ctx, rt, "slug", err)
	}
	rt.vars["{id}"] = strconv.FormatInt(target.ID, 10)
	rt.title = names.Name(target.Name) + " – " + names.Name(sport.Name) + " – " + siteName
	switch target.Kind {
	case catalogue.SlugCategory:
		rt.page = PageCategory
		rt.desc = sport.Name + " in " + target.Name + ": leagues, matches and odds."
	case catalogue.SlugTournament:
		rt.page = PageTournament
		rt.desc = target.Name + " (" + sport.Name + "): matches, outrights and odds."
	case catalogue.SlugMatch:
		if target.Status == catalogue.MatchStatusNotCovered {
			return h.gone(rt)
		}
		rt.page = PageMatch
		rt.desc = target.Name + " (" + sport.Name + "): every market and live odds."
	default:
		return h.notFound(rt)
	}
	return rt
}

// lookupFailed turns a router error into the 404 page, or the 500 page when the catalogue itself
// failed: an unknown page is the visitor's mistake, a broken store is ours.
func (h *Handler) lookupFailed(ctx context.Context, rt route, what string, err error) route {
	if errors.Is(err, catalogue.ErrNotFound) {
		return h.notFound(rt)
	}
	h.opts.Logger.ErrorContext(ctx, "web: resolving "+what, "path", rt.rest, "err", err)
	return serverError(rt)
}

// serverError is the error page with status 500: for a failed lookup, and for /500 itself (spec
// section 2), so that a proxy or monitor sent there sees the status the page stands for.
func serverError(rt route) route {
	rt.status, rt.page, rt.vars = http.StatusInternalServerError, PageError, nil
	rt.title, rt.desc = "Something went wrong – "+siteName, ""
	return rt
}

// gone is the not-found page with status 410: a match the feed dropped (not covered) will never
// be played here, so search engines drop its address at once, and the SPA shows it as not found.
func (h *Handler) gone(rt route) route {
	rt = h.notFound(rt)
	rt.status = http.StatusGone
	return rt
}

func (h *Handler) notFound(rt route) route {
	rt.status, rt.page, rt.vars = http.StatusNotFound, PageNotFound, nil
	rt.title, rt.desc = "Page not found – "+siteName, ""
	return rt
}

// localePath prefixes a path with the locale unless it is the default.
func (h *Handler) localePath(locale, p string) string {
	if locale == h.opts.Locales.Default {
		return p
	}
	if p == "/" {
		return "/" + locale
	}
	return "/" + locale + p
}

func (h *Handler) servePage(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	rt := h.resolve(ctx, r.URL.Path)
	hdr := w.Header()
	if rt.redirect != "" {
		target := sitepath.Location(rt.redirect)
		if r.URL.RawQuery != "" {
			target += "?" + r.URL.RawQuery
		}
		hdr.Set("Cache-Control", "no-cache")
		status := cmp.Or(rt.redirectStatus, http.StatusMovedPermanently)
		http.Redirect(w, r, target, status)
		return
	}

	answers, own := h.pageAnswers(r, rt)
	data := h.initialData(r, rt, answers)
	painted, paintLinks, paintStyles := h.paint(r, rt, answers, own)
	head, inline := h.headHTML(r, rt), secheaders.Inline{Scripts: h.scripts, Styles: paintStyles}
	if theme := h.themeCSS(); theme != "" {
		head += `<style id="site-theme">` + theme + "</style>\n"
		inline.Styles = slices.Concat(inline.Styles, []string{secheaders.Hash(theme)}) // not into the shared list
	}
	body := h.shell.render(pageHead{
		lang:     rt.locale,
		dir:      h.dir(rt.locale),
		headHTML: head,
		bodyAttrs: fmt.Sprintf(` data-page="%s" data-locale="%s" data-country="%s" data-iframe="%t"`,
			escapeAttr(rt.page), escapeAttr(rt.locale), h.country(r), framed(r)),
		links:       paintLinks,
		painted:     painted.App,
		dock:        painted.Dock,
		initialData: `<script id="__INITIAL_DATA__" type="application/json">` + string(data) + `</script>`,
	})

	hdr.Set("Content-Type", "text/html; charset=utf-8")
	policy := h.opts.Policy
	if h.opts.FrameSources != nil {
		policy = policy.WithFrames(h.opts.FrameSources())
	}
	if h.opts.WidgetOrigin != nil {
		policy = policy.WithWidget(h.opts.WidgetOrigin())
	}
	policy.SetPage(hdr, inline)
	// The shell carries live data and per-request links: always revalidate.
	hdr.Set("Cache-Control", "no-cache")
	hdr.Add("Vary", "Accept-Encoding")
	// The body attributes follow these request headers, the painted screen the preferences and
	// consent cookies: a shared cache must not mix the answers.
	hdr.Add("Vary", "Sec-Fetch-Dest")
	hdr.Add("Vary", "Cookie")
	if h.opts.CountryHeader != "" {
		hdr.Add("Vary", h.opts.CountryHeader)
	}
	if len(body) > 1024 && acceptenc.Accepts(r.Header.Get("Accept-Encoding"), "gzip") {
		hdr.Set("Content-Encoding", "gzip")
		w.WriteHeader(rt.status)
		if r.Method == http.MethodHead {
			return
		}
		zw := h.gzipWriter(w)
		_, _ = zw.Write([]byte(body))
		_ = zw.Close()
		h.gzPool.Put(zw)
		return
	}
	hdr.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(rt.status)
	if r.Method != http.MethodHead {
		_, _ = w.Write([]byte(body))
	}
}

// gzipWriter reuses writers: their state is large and pages are served often. The default level,
// not the fastest: a painted page is drawn once its HTML is in, and the default level makes the
// home page's 23% smaller (21.8 KB against 28.3 KB) for 1.2 ms more of a core.
func (h *Handler) gzipWriter(w http.ResponseWriter) *gzip.Writer {
	if zw, ok := h.gzPool.Get().(*gzip.Writer); ok {
		zw.Reset(w)
		return zw
	}
	zw, _ := gzip.NewWriterLevel(w, gzip.DefaultCompression) // a valid constant level
	return zw
}

// framed reports whether the browser loads the page into a frame (Fetch Metadata). Browsers
// without the header get "false"; the SPA sets the attribute from window.parent either way.
func framed(r *http.Request) bool {
	return r.Header.Get("Sec-Fetch-Dest") == "iframe"
}

// country is the visitor's country from the configured header: an ISO 3166-1 alpha-2 code in
// upper case, "" for none or anything else (a header is the visitor's to forge).
func (h *Handler) country(r *http.Request) string {
	if h.opts.CountryHeader == "" {
		return ""
	}
	c := strings.ToUpper(strings.TrimSpace(r.Header.Get(h.opts.CountryHeader)))
	if len(c) != 2 || c[0] < 'A' || c[0] > 'Z' || c[1] < 'A' || c[1] > 'Z' {
		return ""
	}
	return c
}

func (h *Handler) dir(locale string) string {
	if h.opts.RTLEnabled && h.opts.Locales.IsRTL(locale) {
		return "rtl"
	}
	return "ltr"
}

// BaseURL is PUBLIC_URL, or the scheme and host the request came in on.
func (h *Handler) BaseURL(r *http.Request) string {
	if h.opts.PublicURL != "" {
		return h.opts.PublicURL
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	} else if p := r.Header.Get("X-Forwarded-Proto"); p == "https" || p == "http" {
		// Behind a TLS-terminating proxy the request itself is plain HTTP.
		scheme = p
	}
	return scheme + "://" + r.Host
}

// themeCSS is the operator's theme now. It comes before the SPA's stylesheet in the head; its
// selectors are more specific, so it wins all the same (content.Theme).
func (h *Handler) themeCSS() string {
	if h.opts.ThemeCSS == nil {
		return ""
	}
	return h.opts.ThemeCSS()
}

func (h *Handler) headHTML(r *http.Request, rt route) string {
	var b strings.Builder
	fmt.Fprintf(&b, "<title>%s</title>\n", html.EscapeString(rt.title))
	if h.opts.TagManagerID != "" {
		fmt.Fprintf(&b, `<meta name="tag-manager" content="%s">`+"\n", escapeAttr(h.opts.TagManagerID))
	}
	if rt.desc != "" {
		fmt.Fprintf(&b, `<meta name="description" content="%s">`+"\n", escapeAttr(rt.desc))
	}
	if rt.status == http.StatusOK {
		// Error pages get no canonical: there is no page for a search engine to prefer.
		base := h.BaseURL(r)
		fmt.Fprintf(&b, `<link rel="canonical" href="%s">`+"\n", escapeAttr(base+h.localePath(rt.locale, rt.rest)))
		for _, l := range h.opts.Locales.Supported {
			fmt.Fprintf(&b, `<link rel="alternate" hreflang="%s" href="%s">`+"\n", escapeAttr(l), escapeAttr(base+h.localePath(l, rt.rest)))
		}
		fmt.Fprintf(&b, `<link rel="alternate" hreflang="x-default" href="%s">`+"\n", escapeAttr(base+rt.rest))
	}
	if len(h.opts.ParentOrigins) > 0 {
		fmt.Fprintf(&b, `<meta name="embed-parent-origins" content="%s">`+"\n", escapeAttr(strings.Join(h.opts.ParentOrigins, " ")))
	}
	if h.opts.ErrorReportingDSN != "" {
		fmt.Fprintf(&b, `<meta name="error-reporting-dsn" content="%s">`+"\n", escapeAttr(h.opts.ErrorReportingDSN))
	}
	if !h.opts.SiteIndexable || rt.status != http.StatusOK || rt.noindex {
		b.WriteString(`<meta name="robots" content="noindex">` + "\n")
	}
	return b.String()
}

// pageAnswers runs the page's first API requests in process: the answers by request, those that
// answered 200 with JSON, and the page kind's own requests as filled in (the shell's left out).
func (h *Handler) pageAnswers(r *http.Request, rt route) (map[string]json.RawMessage, []string) {
	reqs := append(append([]string(nil), h.routeData["shell"]...), h.routeData[rt.page]...)
	results := make([]json.RawMessage, len(reqs))
	keys := make([]string, len(reqs))
	var wg sync.WaitGroup
	for i, spec := range reqs {
		keys[i] = substitute(spec, rt.vars)
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = h.callAPI(r.Context(), keys[i], rt.locale)
		}()
	}
	wg.Wait()
	data := make(map[string]json.RawMessage, len(reqs))
	for i, k := range keys {
		if results[i] != nil {
			data[k] = results[i]
		}
	}
	return data, keys[len(h.routeData["shell"]):]
}

// initialData is the JSON the SPA reads from #__INITIAL_DATA__: the page and its answers.
// encoding/json escapes <, > and & (also inside the raw API bodies), so the payload cannot close
// the script element.
func (h *Handler) initialData(r *http.Request, rt route, data map[string]json.RawMessage) []byte {
	out, err := json.Marshal(struct {
		Locale string                     `json:"locale"`
		Page   string                     `json:"page"`
		Status int                        `json:"status"`
		Data   map[string]json.RawMessage `json:"data"`
	}{rt.locale, rt.page, rt.status, data})
	if err != nil {
		// Only an invalid API body can get here; the page still works, it fetches its own data.
		h.opts.Logger.ErrorContext(r.Context(), "web: encoding initial data", "err", err)
		out, _ = json.Marshal(map[string]any{"locale": rt.locale, "page": rt.page, "status": rt.status, "data": map[string]any{}})
	}
	return out
}

func substitute(spec string, vars map[string]string) string {
	for k, v := range vars {
		spec = strings.ReplaceAll(spec, k, v)
	}
	return spec
}

// callAPI runs one "METHOD /path?query" request against the API handler in the page's language
// (the catalogue's names are translated) and returns its body when it answered 200 with valid
// JSON, else nil.
func (h *Handler) callAPI(ctx context.Context, spec, lang string) (body json.RawMessage) {
	// These calls run on their own goroutines, where net/http's per-request recovery does not
	// reach: a panicking API handler would take the whole process down. Skip the request instead.
	defer func() {
		if v := recover(); v != nil {
			h.opts.Logger.ErrorContext(ctx, "web: API handler panicked", "request", spec, "panic", v)
			body = nil
		}
	}()
	method, target, ok := strings.Cut(spec, " ")
	if !ok || strings.Contains(target, "{") {
		return nil // a placeholder this route cannot fill
	}
	req, err := http.NewRequestWithContext(ctx, method, APIBase+target, nil)
	if err != nil {
		h.opts.Logger.WarnContext(ctx, "web: bad route-data request", "request", spec, "err", err)
		return nil
	}
	req.Header.Set("Accept-Language", lang)
	rec := httptest.NewRecorder()
	h.opts.API.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		return nil
	}
	body = bytes.TrimSpace(rec.Body.Bytes())
	if !json.Valid(body) {
		return nil
	}
	return body
}

func escapeAttr(s string) string { return html.EscapeString(s) }
