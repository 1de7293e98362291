package locale

import (
	"fmt"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"
)

// Text is a text an operator writes in several locales (content, campaigns); English stands in
// for the others.
type Text map[string]string

// UnmarshalYAML reads a text by locale ({en: ..., fr: ...}), or a plain string as the English
// text alone (a file written before its names were translated).
func (t *Text) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		*t = Text{Default: n.Value}
		return nil
	}
	var m map[string]string
	if err := n.Decode(&m); err != nil {
		return err
	}
	*t = m
	return nil
}

// In is the text in loc, else in its language (pt for pt-BR), else in English.
func (t Text) In(loc string) string {
	s, _ := t.Stand(loc)
	return s
}

// Stand is In, and the locale the text is written in when it is not loc's language: English
// standing in for a translation the operator did not write ("" when it is loc's own, or no text).
// The page marks such text with its language and direction, so that English punctuation on an
// Arabic page stays where English puts it.
func (t Text) Stand(loc string) (text, in string) {
	if s := t[loc]; s != "" {
		return s, ""
	}
	lang, _, _ := strings.Cut(loc, "-")
	if s := t[lang]; s != "" {
		return s, ""
	}
	s := t[Default]
	if s == "" || lang == Default {
		return s, ""
	}
	return s, Default
}

// Check refuses a locale the site does not have and, when required or when any text is given, a
// text without English. loc is the locale at fault, for the caller's message.
func (t Text) Check(required bool) (loc string, err error) {
	codes := make([]string, 0, len(t))
	for code := range t {
		codes = append(codes, code)
	}
	slices.Sort(codes)
	for _, code := range codes {
		if !slices.Contains(supported, code) {
			return code, fmt.Errorf("%q is not a locale of the site (%s)", code, strings.Join(supported, ", "))
		}
	}
	if (required || len(t) > 0) && strings.TrimSpace(t[Default]) == "" {
		return Default, fmt.Errorf("the English (%s) text is required: it stands in for missing translations", Default)
	}
	return "", nil
}
