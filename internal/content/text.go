package content

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/net/html"

	"github.com/opensportsbook/sportsbook/internal/locale"
)

// Text is a text by locale (locale.Text); English stands in for the others.
type Text = locale.Text

// checkText checks a text of a file's field (locale.Text.Check), naming the locale at fault.
func checkText(t Text, file, field string, required bool) error {
	if loc, err := t.Check(required); err != nil {
		return fieldError(file, field+"."+loc, "%v", err)
	}
	return nil
}

// checkHTML is checkText, and every translation must be safe HTML (safeHTML), which it is
// replaced by.
func checkHTML(t Text, file, field string, required bool) error {
	if err := checkText(t, file, field, required); err != nil {
		return err
	}
	for _, loc := range sortedKeys(t) {
		clean, err := safeHTML(t[loc])
		if err != nil {
			return fieldError(file, field+"."+loc, "%v", err)
		}
		t[loc] = clean
	}
	return nil
}

// allowedTags are the elements content text may use: text formatting and links, nothing that runs
// code, loads anything or changes the page around it.
var allowedTags = map[string]bool{
	"p": true, "br": true, "strong": true, "b": true, "em": true, "i": true, "u": true, "small": true,
	"ul": true, "ol": true, "li": true, "h2": true, "h3": true, "h4": true, "blockquote": true, "a": true, "span": true,
}

// safeHTML checks an operator's HTML against the allow-list and returns it re-written from its
// parsed tokens, so that what the browser gets is exactly what was checked. An unknown element or
// attribute is refused rather than dropped: the operator learns at once that it will not show.
func safeHTML(s string) (string, error) {
	z := html.NewTokenizer(strings.NewReader(s))
	var b strings.Builder
	for {
		switch z.Next() {
		case html.ErrorToken:
			return b.String(), nil
		case html.TextToken:
			b.WriteString(html.EscapeString(string(z.Text())))
		case html.StartTagToken, html.SelfClosingTagToken, html.EndTagToken:
			tok := z.Token()
			if !allowedTags[tok.Data] {
				return "", fmt.Errorf("unsafe HTML: <%s> is not allowed (allowed: p, br, strong, b, em, i, u, small, ul, ol, li, h2, h3, h4, blockquote, a, span)", tok.Data)
			}
			if tok.Type == html.EndTagToken {
				b.WriteString("</" + tok.Data + ">")
				continue
			}
			attrs, err := safeAttrs(tok)
			if err != nil {
				return "", err
			}
			b.WriteString("<" + tok.Data + attrs + ">")
		case html.CommentToken, html.DoctypeToken:
			// Comments and doctypes show nothing; leaving them out keeps the output plain.
		}
	}
}

// safeAttrs allows a link's href (a site path, an anchor, http(s), mailto:, tel:, sms:) and target;
// a link that opens a new tab gets rel="noopener noreferrer".
func safeAttrs(tok html.Token) (string, error) {
	var b strings.Builder
	blank := false
	for _, a := range tok.Attr {
		switch {
		case tok.Data == "a" && a.Key == "href":
			if !safeHref(a.Val) {
				return "", fmt.Errorf("unsafe HTML: link %q: only site paths, #anchors, http(s), mailto:, tel: and sms: links are allowed", a.Val)
			}
		case tok.Data == "a" && a.Key == "target" && a.Val == "_blank":
			blank = true
		default:
			return "", fmt.Errorf("unsafe HTML: attribute %s on <%s> is not allowed", a.Key, tok.Data)
		}
		b.WriteString(" " + a.Key + `="` + html.EscapeString(a.Val) + `"`)
	}
	if blank {
		b.WriteString(` rel="noopener noreferrer"`)
	}
	return b.String(), nil
}

func safeHref(v string) bool {
	v = strings.TrimSpace(v)
	lower := strings.ToLower(v)
	switch {
	case strings.HasPrefix(v, "//"):
		return false // protocol-relative: another host
	case strings.HasPrefix(v, "/"), strings.HasPrefix(v, "#"):
		return true
	}
	for _, p := range []string{"https://", "http://", "mailto:", "tel:", "sms:"} {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	return false
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
