package firstpaint

import (
	"html"
	"strconv"
	"strings"
)

// markup writes HTML the way the browser serializes what the components render: the painted
// screen and the app's first render are compared element by element (firstPaint.test.tsx).
type markup struct {
	b   strings.Builder
	ids int
}

// attrs are name/value pairs; a pair whose value is absent (see opt) is left out.
type attrs []string

const absent = "\x00"

// opt is value when cond holds, else the attribute is left out.
func opt(cond bool, value string) string {
	if cond {
		return value
	}
	return absent
}

func (m *markup) open(tag string, a ...string) {
	m.b.WriteByte('<')
	m.b.WriteString(tag)
	for i := 0; i+1 < len(a); i += 2 {
		if a[i+1] == absent {
			continue
		}
		m.b.WriteByte(' ')
		m.b.WriteString(a[i])
		m.b.WriteString(`="`)
		m.b.WriteString(html.EscapeString(a[i+1]))
		m.b.WriteByte('"')
	}
	m.b.WriteByte('>')
}

func (m *markup) end(tag string) {
	m.b.WriteString("</")
	m.b.WriteString(tag)
	m.b.WriteByte('>')
}

func (m *markup) text(s string) { m.b.WriteString(html.EscapeString(s)) }

// el is an element holding only text.
func (m *markup) el(tag, text string, a ...string) {
	m.open(tag, a...)
	m.text(text)
	m.end(tag)
}

// id is the next element id. The app's own (useId's "P0-n") differ, which is fine: it replaces
// this markup whole. None is ever one of them: the painted cookie notice stays beside the app
// until the app's own notice comes, and an id of both would name the wrong element.
func (m *markup) id() string {
	id := "paint-" + strconv.Itoa(m.ids)
	m.ids++
	return id
}

// cls is a CSS module class: the module's file name and the class (web/vite.config.ts scopedName).
func cls(module string, locals ...string) string {
	out := make([]string, len(locals))
	for i, l := range locals {
		out[i] = module + "_" + l
	}
	return strings.Join(out, " ")
}

// icon: core/ui/Icon.tsx.
func (m *markup) icon(id string, size int, class string) {
	m.open("svg", "width", strconv.Itoa(size), "height", strconv.Itoa(size), "aria-hidden", "true", "data-icon", id,
		"class", opt(class != "", class))
	m.open("use", "href", "#"+id)
	m.end("use")
	m.end("svg")
}

func (m *markup) hidden(text string) { m.el("span", text, "class", "visually-hidden") }
