package firstpaint

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// messages are the SPA's message files (web/src/i18n/messages: one flat ICU file per locale,
// missing keys falling back to English), which the build copies to .vite/messages.
type messages map[string]map[string]string

const fallbackLocale = "en"

func readMessages(fsys fs.FS) (messages, error) {
	files, err := fs.Glob(fsys, "*.json")
	if err != nil {
		return nil, err
	}
	out := messages{}
	for _, f := range files {
		b, err := fs.ReadFile(fsys, f)
		if err != nil {
			return nil, err
		}
		m := map[string]string{}
		if err := json.Unmarshal(b, &m); err != nil {
			return nil, fmt.Errorf("firstpaint: %s: %w", f, err)
		}
		out[strings.TrimSuffix(path.Base(f), ".json")] = m
	}
	if out[fallbackLocale] == nil {
		return nil, fmt.Errorf("firstpaint: no %s.json among the messages", fallbackLocale)
	}
	return out, nil
}

// text is a page's wording: its locale's messages over English, the operator's over both.
type text struct {
	locale   string
	tag      language.Tag
	own, en  map[string]string
	operator map[string]string
}

func (m messages) forLocale(locale string, operator map[string]string) text {
	return text{locale: locale, tag: language.Make(locale), own: m[locale], en: m[fallbackLocale], operator: operator}
}

// errMessage stops a paint: a message this formatter cannot write as the app would.
type errMessage struct{ id, why string }

func (e errMessage) Error() string { return "firstpaint: message " + e.id + ": " + e.why }

// msg formats message id with args, as react-intl does for the forms the site's messages use:
// literal text, {name} arguments and {name, plural, ...} with =N cases, plural categories and #.
func (t text) msg(id string, args ...any) string {
	src, ok := t.source(id)
	if !ok {
		panic(errMessage{id, "not in the message files"})
	}
	return t.formatted(id, src, args)
}

// msgOr is a message the app writes with a default for an id it builds from the data (a market
// group's key): the default when no file has the id.
func (t text) msgOr(id, defaultMessage string) string {
	src, ok := t.source(id)
	if !ok {
		src = defaultMessage
	}
	return t.formatted(id, src, nil)
}

func (t text) source(id string) (string, bool) {
	src, ok := t.operator[id]
	if !ok {
		if src, ok = t.own[id]; !ok {
			src, ok = t.en[id]
		}
	}
	return src, ok
}

func (t text) formatted(id, src string, args []any) string {
	vals := map[string]any{}
	for i := 0; i+1 < len(args); i += 2 {
		vals[args[i].(string)] = args[i+1]
	}
	out, rest, err := t.format(src, vals, nil)
	if err != nil || rest != "" {
		panic(errMessage{id, fmt.Sprint("cannot format: ", err)})
	}
	return out
}

// format writes src up to an unmatched '}' (returned as rest with it); num is the value '#' stands
// for inside a plural case.
func (t text) format(src string, vals map[string]any, num *int) (string, string, error) {
	var b strings.Builder
	for len(src) > 0 {
		switch c := src[0]; {
		case c == '}':
			return b.String(), src, nil
		case c == '#' && num != nil:
			if *num >= 1000 || *num < 0 {
				return "", "", fmt.Errorf("# of %d needs the locale's number format", *num)
			}
			b.WriteString(strconv.Itoa(*num))
			src = src[1:]
		case c == '\'':
			// ICU's apostrophe: '' is one; before { } # | it quotes up to the next one; else literal.
			switch {
			case strings.HasPrefix(src, "''"):
				b.WriteByte('\'')
				src = src[2:]
			case len(src) > 1 && strings.ContainsRune("{}#|", rune(src[1])):
				end := strings.IndexByte(src[1:], '\'')
				if end < 0 {
					end = len(src) - 1
				}
				b.WriteString(src[1 : 1+end])
				src = src[min(len(src), end+2):]
			default:
				b.WriteByte('\'')
				src = src[1:]
			}
		case c == '{':
			end := strings.IndexAny(src, ",}")
			if end < 0 {
				return "", "", fmt.Errorf("unclosed argument")
			}
			name := strings.TrimSpace(src[1:end])
			v, ok := vals[name]
			if !ok {
				return "", "", fmt.Errorf("no value for %s", name)
			}
			if src[end] == '}' {
				if n, ok := v.(int); ok && (n >= 1000 || n < 0) {
					return "", "", fmt.Errorf("%d needs the locale's number format", n)
				}
				fmt.Fprint(&b, v)
				src = src[end+1:]
				continue
			}
			out, rest, err := t.plural(src[end+1:], v)
			if err != nil {
				return "", "", err
			}
			b.WriteString(out)
			src = rest
		default:
			i := strings.IndexAny(src, "{}#'")
			if i < 0 {
				i = len(src)
			} else if i == 0 {
				i = 1 // a '#' outside a plural
			}
			b.WriteString(src[:i])
			src = src[i:]
		}
	}
	return b.String(), "", nil
}

// plural writes " plural, =0 {...} one {...} other {...}}" for the value v.
func (t text) plural(src string, v any) (string, string, error) {
	kind, src, ok := strings.Cut(src, ",")
	if !ok || strings.TrimSpace(kind) != "plural" {
		return "", "", fmt.Errorf("only plural arguments are supported")
	}
	n, ok := v.(int)
	if !ok {
		return "", "", fmt.Errorf("a plural of a non-integer")
	}
	want := t.category(n)
	var chosen, other *string
	for {
		src = strings.TrimLeft(src, " \n\t")
		if strings.HasPrefix(src, "}") {
			break
		}
		open := strings.IndexByte(src, '{')
		if open < 0 {
			return "", "", fmt.Errorf("a plural case without text")
		}
		sel := strings.TrimSpace(src[:open])
		out, rest, err := t.format(src[open+1:], nil, &n)
		if err != nil || !strings.HasPrefix(rest, "}") {
			return "", "", fmt.Errorf("unclosed plural case %s", sel)
		}
		src = rest[1:]
		c := out
		switch {
		case sel == "="+strconv.Itoa(n):
			chosen = &c
		case sel == want && chosen == nil:
			chosen = &c
		case sel == "other":
			other = &c
		}
	}
	if chosen == nil {
		chosen = other
	}
	if chosen == nil {
		return "", "", fmt.Errorf("no case for %d", n)
	}
	return *chosen, src[1:], nil
}

// category is n's CLDR plural category in the page's language, as Intl.PluralRules gives it.
func (t text) category(n int) string {
	switch plural.Cardinal.MatchPlural(t.tag, n, 0, 0, 0, 0) {
	case plural.Zero:
		return "zero"
	case plural.One:
		return "one"
	case plural.Two:
		return "two"
	case plural.Few:
		return "few"
	case plural.Many:
		return "many"
	}
	return "other"
}
