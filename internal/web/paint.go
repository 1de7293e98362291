package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"log/slog"
	"net/http"
	"path"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/firstpaint"
	"github.com/opensportsbook/sportsbook/internal/secheaders"
)

// The first screen painted by the server (internal/firstpaint): the pages it paints, each by the
// modules of its page in the SPA's build, whose stylesheets the painted markup needs at once.
var paintedPages = map[string][]string{
	PageHome:           {"src/features/cms/HomePage.tsx"},
	PageLive:           {"src/features/catalogue/LivePage.tsx"},
	PageSport:          {"src/features/catalogue/SportPage.tsx"},
	PageSportTop:       {"src/features/catalogue/SportPage.tsx"},
	PageSportOutrights: {"src/features/catalogue/SportPage.tsx"},
	PageCategory:       {"src/features/catalogue/SlugPage.tsx"},
	PageTournament:     {"src/features/catalogue/SlugPage.tsx"},
	// A match's page is a league's slug path that loads the match's page.
	PageMatch: {"src/features/catalogue/SlugPage.tsx", "src/features/match/MatchPage.tsx"},
}

// prefsCookie holds the bettor's display preferences, written by the SPA (web/src/core/prefs.tsx)
// as "theme.oddsType.menuCollapsed" ("dark.european.0").
const prefsCookie = "sb_prefs"

// consentCookie is 1 once the visitor has handled the cookie notice (web/src/domain/furniture.ts).
const consentCookie = "sb_consent"

// mobileAppToken is what the operator's mobile app adds to its web view's user agent
// (MOBILE_APP_TOKEN in web/src/core/embed/frame.ts).
const mobileAppToken = "SportsbookApp/"

// firstPaint is what the handler needs to paint: the painter and each painted page's head.
type firstPaint struct {
	painter *firstpaint.Painter
	links   map[string]string   // page kind → its stylesheets and its code's list, for the head
	styles  map[string][]string // page kind → the hashes of its inline stylesheets, the entry's included
}

// newFirstPaint reads the build's messages and manifest (.vite/); a build without them (the
// placeholder page, a test's) paints nothing. It puts the stylesheets of a painted page into its
// head, the entry's (in the shell's painted head) included.
func newFirstPaint(fsys fs.FS, shell *shellTemplate) (*firstPaint, error) {
	msgs, err := fs.Sub(fsys, ".vite/messages")
	if err != nil {
		return nil, nil
	}
	if _, err := fs.Stat(msgs, "en.json"); err != nil {
		return nil, nil
	}
	painter, err := firstpaint.New(msgs)
	if err != nil {
		return nil, err
	}
	raw, err := fs.ReadFile(fsys, ".vite/manifest.json")
	if err != nil {
		return nil, err
	}
	var manifest map[string]struct {
		File           string   `json:"file"`
		Name           string   `json:"name"`
		CSS            []string `json:"css"`
		Imports        []string `json:"imports"`
		IsEntry        bool     `json:"isEntry"`
		IsDynamicEntry bool     `json:"isDynamicEntry"`
	}
	if err := json.Unmarshal(raw, &manifest); err != nil {
		return nil, err
	}
	// A module's chunk: by its path, or, for a module that other chunks import too (the match's
	// page), which the build keys by its chunk's file ("_MatchPage-hash.js"), by its one chunk of
	// that name.
	chunkOf := func(module string) (string, bool) {
		if _, ok := manifest[module]; ok {
			return module, true
		}
		name, found := strings.TrimSuffix(path.Base(module), path.Ext(module)), ""
		for key, c := range manifest {
			if c.IsDynamicEntry && strings.HasPrefix(key, "_") && c.Name == name {
				if found != "" {
					return "", false
				}
				found = key
			}
		}
		return found, found != ""
	}
	head, entryStyles, err := inlineStylesheets(fsys, shell.beforeEndPainted)
	if err != nil {
		return nil, err
	}
	shell.beforeEndPainted = head
	links, styles := map[string]string{}, map[string][]string{}
	for page, modules := range paintedPages {
		// The page's chunks and the chunks they import, but the entry (the template links it): their
		// stylesheets at once, their code after the first frame (shellTemplate.beforeEndPainted).
		var b strings.Builder
		var code []string
		seen := map[string]bool{}
		var walk func(key string)
		walk = func(key string) {
			c, ok := manifest[key]
			if !ok || seen[key] || c.IsEntry {
				return
			}
			seen[key] = true
			for _, css := range c.CSS {
				b.WriteString(`<link rel="stylesheet" crossorigin href="/` + html.EscapeString(css) + `">` + "\n")
			}
			code = append(code, "/"+c.File)
			for _, imp := range c.Imports {
				walk(imp)
			}
		}
		for _, module := range modules {
			key, ok := chunkOf(module)
			if !ok {
				return nil, &fs.PathError{Op: "first paint", Path: module, Err: fs.ErrNotExist}
			}
			walk(key)
		}
		b.WriteString(`<meta name="paint-code" content="` + html.EscapeString(strings.Join(code, " ")) + `">` + "\n")
		pageHead, pageStyles, err := inlineStylesheets(fsys, b.String())
		if err != nil {
			return nil, err
		}
		links[page], styles[page] = pageHead, slices.Concat(entryStyles, pageStyles)
	}
	return &firstPaint{painter: painter, links: links, styles: styles}, nil
}

// The build's stylesheet links: <link rel="stylesheet" crossorigin href="/assets/name-hash.css">.
var stylesheetRe = regexp.MustCompile(`<link rel="stylesheet" crossorigin href="/([^"]+\.css)">`)

// inlineStylesheets writes the stylesheets that head links into it, and returns their hashes for
// the page's policy: a painted page is drawn once its HTML has come, without a request more for
// each stylesheet. A disabled link, which the browser does not fetch, still names each: the SPA's
// loader adds no sheet that a link names when the page's code asks for it.
func inlineStylesheets(fsys fs.FS, head string) (string, []string, error) {
	var hashes []string
	var failed error
	out := stylesheetRe.ReplaceAllStringFunc(head, func(link string) string {
		name := stylesheetRe.FindStringSubmatch(link)[1]
		css, err := fs.ReadFile(fsys, name)
		if err == nil && strings.Contains(strings.ToLower(string(css)), "</style") {
			err = errors.New("the stylesheet closes a style element")
		}
		if err != nil {
			failed = errors.Join(failed, fmt.Errorf("web: inlining %s: %w", name, err))
			return link
		}
		hashes = append(hashes, secheaders.Hash(string(css)))
		return "<style>" + string(css) + "</style>" + strings.TrimSuffix(link, ">") + " disabled>"
	})
	return out, hashes, failed
}

// paint returns the page's painted first screen, its head and its inline styles' hashes, or nothing.
func (h *Handler) paint(r *http.Request, rt route, data map[string]json.RawMessage, requests []string) (firstpaint.Painted, string, []string) {
	fp := h.firstPaint
	if fp == nil || rt.status != http.StatusOK || fp.links[rt.page] == "" {
		return firstpaint.Painted{}, "", nil
	}
	consent, _ := r.Cookie(consentCookie)
	out, err := fp.painter.Paint(firstpaint.Page{
		Kind:      rt.page,
		Locale:    rt.locale,
		Path:      r.URL.Path,
		Query:     r.URL.Query(),
		Data:      data,
		Requests:  requests,
		Prefs:     prefsOf(r),
		Consent:   consent != nil && consent.Value == "1",
		MobileApp: strings.Contains(r.UserAgent(), mobileAppToken),
		Now:       time.Now(),
	})
	if err != nil {
		// The SPA draws the page as it would without a paint; only a painter's bug is worth a warning.
		level := slog.LevelWarn
		if errors.Is(err, firstpaint.ErrNotPainted) {
			level = slog.LevelDebug
		}
		h.opts.Logger.Log(r.Context(), level, "web: page not painted", "path", r.URL.Path, "why", err)
		return firstpaint.Painted{}, "", nil
	}
	return out, fp.links[rt.page], fp.styles[rt.page]
}

// prefsOf reads the preferences cookie; what it does not say keeps the painter's defaults.
func prefsOf(r *http.Request) firstpaint.Prefs {
	c, err := r.Cookie(prefsCookie)
	if err != nil {
		return firstpaint.Prefs{}
	}
	parts := strings.Split(c.Value, ".")
	if len(parts) != 3 {
		return firstpaint.Prefs{}
	}
	return firstpaint.Prefs{Theme: parts[0], OddsType: parts[1], MenuCollapsed: parts[2] == "1"}
}
