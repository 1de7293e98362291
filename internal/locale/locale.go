// Package locale holds the server's locale rules (spec section 2): the supported locales, how a tag
// resolves to one, which are written right to left, and how paths carry the locale as their first
// segment. testdata/vectors/locales.json holds the cases this package and web/src/domain/locale.ts
// both pass.
package locale

import (
	"slices"
	"strings"
)

// Default is the locale whose paths carry no prefix.
const Default = "en"

var supported = []string{"en", "ar", "en-AR", "en-AU", "en-CA", "en-IN", "en-NZ", "fi", "fr", "it", "kk", "no", "pt-BR", "ru", "de"}

// aliases are short codes that people and old links use for a supported locale.
var aliases = map[string]string{
	"br": "pt-BR", "pt": "pt-BR", "kz": "kk", "nb": "no", "nn": "no", "tl": "en", "ph": "en", "vn": "en",
	"vi": "en", "se": "en", "sv": "en", "tj": "ru", "tg": "ru", "by": "ru", "be": "ru", "ua": "ru",
	"gb": "en", "us": "en", "ca": "en-CA", "au": "en-AU", "nz": "en-NZ", "in": "en-IN",
}

// names are each locale's name in its own language (System info's nameInLocale).
var names = map[string]string{
	"en": "English", "ar": "العربية", "en-AR": "English (Argentina)", "en-AU": "English (Australia)",
	"en-CA": "English (Canada)", "en-IN": "English (India)", "en-NZ": "English (New Zealand)", "fi": "Suomi",
	"fr": "Français", "it": "Italiano", "kk": "Қазақ тілі", "no": "Norsk", "pt-BR": "Português (Brasil)",
	"ru": "Русский", "de": "Deutsch",
}

// NameInLocale is a supported locale's name in its own language.
func NameInLocale(code string) string { return names[code] }

var rtlLanguages = []string{"ar", "he", "fa", "ur"}

// Supported returns the supported locale codes, the default first. The slice is a copy.
func Supported() []string { return slices.Clone(supported) }

func exactOrAlias(tag string) (string, bool) {
	lower := strings.ToLower(tag)
	for _, s := range supported {
		if strings.ToLower(s) == lower {
			return s, true
		}
	}
	a, ok := aliases[lower]
	return a, ok
}

// Resolve maps a tag to a supported locale: exact code (any case), alias, the tag's language part
// (exact or alias), else the default. ok is false when it fell back to the default.
func Resolve(tag string) (string, bool) {
	if l, ok := exactOrAlias(tag); ok {
		return l, true
	}
	lang, _, _ := strings.Cut(strings.ReplaceAll(tag, "_", "-"), "-")
	if lang != "" {
		if l, ok := exactOrAlias(lang); ok {
			return l, true
		}
	}
	return Default, false
}

// Alias returns the locale an alias stands for.
func Alias(segment string) (string, bool) {
	a, ok := aliases[strings.ToLower(segment)]
	return a, ok
}

// IsRTL reports whether the locale's language is written right to left.
func IsRTL(code string) bool {
	lang, _, _ := strings.Cut(strings.ToLower(code), "-")
	return slices.Contains(rtlLanguages, lang)
}

// ParsePath splits a path into its locale and the rest. Only a supported code other than the
// default, spelled exactly, counts as a locale segment; the rest then starts with one slash (see
// rooted), so that it is a safe link on its own.
func ParsePath(path string) (loc, rest string) {
	first, after, _ := strings.Cut(strings.TrimPrefix(path, "/"), "/")
	if first != Default && slices.Contains(supported, first) {
		return first, rooted(strings.TrimSuffix(after, "/"))
	}
	if path == "" {
		return Default, "/"
	}
	return Default, path
}

// external reports whether a link leaves the site: http:, https:, sms:, mailto: (any case) or a
// protocol-relative //host link.
func external(path string) bool {
	lower := strings.ToLower(path)
	for _, p := range []string{"http:", "https:", "sms:", "mailto:", "//"} {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	return false
}

// leadingSeparators are what a browser reads as a slash at the start of a path (a backslash is a
// slash in http URLs) or drops from a URL before reading it (tab, line feed, carriage return).
// After the path's own leading slash, any of them would make //host: a link to another site.
const leadingSeparators = "/\\\t\n\r"

// rooted gives path exactly one leading slash: the run of leadingSeparators at its start, if
// any, becomes that slash, and a path without one gets it.
func rooted(path string) string {
	return "/" + strings.TrimLeft(path, leadingSeparators)
}

// Localize prefixes an internal path with the locale unless it is the default; external links are
// returned unchanged. An internal path starts with exactly one slash (see rooted), so that what
// Localize builds never leaves the site: \host and /\host become /host.
func Localize(path, loc string) string {
	if external(path) {
		return path
	}
	return join(path, loc)
}

// join puts the locale before an internal path, whatever it starts with.
func join(path, loc string) string {
	path = rooted(path)
	if loc == Default {
		return path
	}
	if path == "/" || strings.HasPrefix(path, "/?") || strings.HasPrefix(path, "/#") {
		return "/" + loc + path[1:]
	}
	return "/" + loc + path
}

// SwitchPath replaces the locale of a URL path (with query and hash) and keeps the query and hash.
// The URL is a page of this site, so it is never taken for an external link: "/fr//host" switches
// to "/host" in the default locale, not to "//host".
func SwitchPath(url, loc string) string {
	pathname, suffix := url, ""
	if i := strings.IndexAny(url, "?#"); i >= 0 {
		pathname, suffix = url[:i], url[i:]
	}
	_, rest := ParsePath(pathname)
	return join(rest+suffix, loc)
}

// ChannelLocale is the locale used in realtime channel names: the lowercased language part, with
// br mapped to pt (spec section 7).
func ChannelLocale(loc string) string {
	lang, _, _ := strings.Cut(strings.ToLower(loc), "-")
	if lang == "br" {
		return "pt"
	}
	return lang
}

// ChannelLocales returns the distinct channel locales of all supported locales, in order.
func ChannelLocales() []string {
	var out []string
	for _, s := range supported {
		if c := ChannelLocale(s); !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}
