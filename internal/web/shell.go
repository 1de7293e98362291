package web

import (
	"errors"
	"fmt"
	"html"
	"regexp"
	"strings"
)

// Markers the SPA's index.html carries (web/index.html): the server replaces them per route.
const (
	headMarker = "<!--ssr-head-->"
	dataMarker = "<!--ssr-data-->"
	// bodyMarker is inside the root element, where the painted first screen goes.
	bodyMarker = "<!--ssr-body-->"
	// dockMarker is before the root element, where the painted dock (the cookie notice) goes: early
	// in the document, so that it is drawn with the page's first paint.
	dockMarker = "<!--ssr-dock-->"
)

var (
	htmlTagRe = regexp.MustCompile(`(?is)<html\b[^>]*>`)
	bodyTagRe = regexp.MustCompile(`(?is)<body\b[^>]*>`)
	// Attributes that the server sets itself; any copy in the template is dropped.
	htmlOwnedAttrRe = regexp.MustCompile(`(?is)\s+(lang|dir)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)`)
	bodyOwnedAttrRe = regexp.MustCompile(`(?is)\s+(data-page|data-locale|data-country|data-iframe)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)`)
	scriptRe        = regexp.MustCompile(`(?is)<script\b([^>]*)>(.*?)</script>`)
	// The build's entry: <script type="module" crossorigin src="/assets/index-hash.js"></script>.
	entryScriptRe   = regexp.MustCompile(`<script type="module"[^>]*\ssrc="([^"]+)"[^>]*></script>`)
	srcOrDataAttrRe = regexp.MustCompile(`(?is)\bsrc\s*=|\btype\s*=\s*["']?application/json`)
)

// inlineScripts returns the text of the document's inline scripts that a browser runs (not those
// with src, nor JSON data), so that the page's Content-Security-Policy can allow them by hash.
func inlineScripts(doc string) []string {
	var out []string
	for _, m := range scriptRe.FindAllStringSubmatch(doc, -1) {
		if !srcOrDataAttrRe.MatchString(m[1]) && m[2] != "" {
			out = append(out, m[2])
		}
	}
	return out
}

// shellTemplate is index.html cut once at start-up into the static pieces around the places that
// change per request, so rendering is plain concatenation.
type shellTemplate struct {
	beforeHTML string // up to "<html"
	htmlAttrs  string // the html tag's other attributes, e.g. ` class="x"`
	beforeHead string // from after the html tag up to the head marker
	beforeEnd  string // from after the head marker up to "</head>" (the build's own links)
	// beforeEnd of a painted page: its module script named, not loaded, for the page's script to load
	// after the first frame (web/index.html): the page shows before any script runs, and its code
	// then takes no bandwidth from what draws it.
	beforeEndPainted string
	beforeBody       string // from "</head>" up to "<body"
	bodyAttrs        string // the body tag's other attributes
	hasDock          bool
	beforeDock       string // from after the body tag up to the dock marker ("" without one)
	beforePaint      string // from after the dock marker (or body tag) up to the body marker ("" without one)
	beforeData       string // from after the body marker (or tag) up to the data marker
	rest             string // from after the data marker to the end
}

// pageHead is what one response puts into the template.
type pageHead struct {
	lang, dir   string
	headHTML    string
	bodyAttrs   string // already escaped, with a leading space
	links       string // the painted page's stylesheets and modules, after the build's own
	painted     string // the painted first screen, inside the root element
	dock        string // the painted dock (the cookie notice), after the root element
	initialData string // the whole <script> element
}

func parseShell(doc string) (*shellTemplate, error) {
	t := &shellTemplate{}
	loc := htmlTagRe.FindStringIndex(doc)
	if loc == nil {
		return nil, errors.New("web: template has no <html> tag")
	}
	t.beforeHTML = doc[:loc[0]]
	t.htmlAttrs = htmlOwnedAttrRe.ReplaceAllString(strings.TrimSuffix(doc[loc[0]+len("<html"):loc[1]], ">"), "")
	rest := doc[loc[1]:]

	head := strings.Index(rest, headMarker)
	skip := len(headMarker)
	if head < 0 {
		// A template without the marker still gets its head: just before </head>.
		head = strings.Index(strings.ToLower(rest), "</head>")
		skip = 0
		if head < 0 {
			return nil, errors.New("web: template has neither " + headMarker + " nor </head>")
		}
	}
	t.beforeHead = rest[:head]
	rest = rest[head+skip:]

	loc = bodyTagRe.FindStringIndex(rest)
	if loc == nil {
		return nil, errors.New("web: template has no <body> tag after the head")
	}
	t.beforeBody = rest[:loc[0]]
	if end := strings.Index(strings.ToLower(t.beforeBody), "</head>"); end >= 0 {
		t.beforeEnd, t.beforeBody = t.beforeBody[:end], t.beforeBody[end:]
	}
	t.beforeEndPainted = t.beforeEnd
	if m := entryScriptRe.FindStringSubmatchIndex(t.beforeEnd); m != nil {
		t.beforeEndPainted = t.beforeEnd[:m[0]] + `<meta name="paint-entry" content="` + t.beforeEnd[m[2]:m[3]] + `">` +
			t.beforeEnd[m[1]:]
	}
	t.bodyAttrs = bodyOwnedAttrRe.ReplaceAllString(strings.TrimSuffix(rest[loc[0]+len("<body"):loc[1]], ">"), "")
	rest = rest[loc[1]:]

	if dock := strings.Index(rest, dockMarker); dock >= 0 {
		t.hasDock, t.beforeDock = true, rest[:dock]
		rest = rest[dock+len(dockMarker):]
	}

	if paint := strings.Index(rest, bodyMarker); paint >= 0 {
		t.beforePaint = rest[:paint]
		rest = rest[paint+len(bodyMarker):]
	}

	data := strings.Index(rest, dataMarker)
	skip = len(dataMarker)
	if data < 0 {
		// Without the marker the data goes first in the body, so it precedes any app script.
		data, skip = 0, 0
	}
	t.beforeData = rest[:data]
	t.rest = rest[data+skip:]
	return t, nil
}

func (t *shellTemplate) render(p pageHead) string {
	var b strings.Builder
	b.Grow(len(t.beforeHTML) + len(t.beforeHead) + len(t.beforeEnd) + len(t.beforeBody) + len(t.beforePaint) +
		len(t.beforeData) + len(t.rest) + len(p.headHTML) + len(p.links) + len(p.painted) + len(p.dock) + len(p.initialData) + 256)
	b.WriteString(t.beforeHTML)
	fmt.Fprintf(&b, `<html lang="%s" dir="%s"%s>`, html.EscapeString(p.lang), html.EscapeString(p.dir), t.htmlAttrs)
	b.WriteString(t.beforeHead)
	b.WriteString(p.headHTML)
	if p.painted != "" {
		b.WriteString(t.beforeEndPainted)
	} else {
		b.WriteString(t.beforeEnd)
	}
	b.WriteString(p.links)
	b.WriteString(t.beforeBody)
	b.WriteString("<body")
	b.WriteString(t.bodyAttrs)
	b.WriteString(p.bodyAttrs)
	b.WriteString(">")
	b.WriteString(t.beforeDock)
	// A template without the dock's marker has it after the root element.
	if t.hasDock {
		b.WriteString(p.dock)
	}
	b.WriteString(t.beforePaint)
	b.WriteString(p.painted)
	b.WriteString(t.beforeData)
	if !t.hasDock {
		b.WriteString(p.dock)
	}
	b.WriteString(p.initialData)
	b.WriteString(t.rest)
	return b.String()
}
