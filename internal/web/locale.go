package web

import "strings"

// LocaleRules are the locale facts the shell needs (spec section 2). internal/locale provides the
// real ones; DefaultLocaleRules is a minimal stand-in so that the package works on its own.
type LocaleRules struct {
	// Supported lists the supported locale codes, the default first.
	Supported []string
	// Default is the locale whose paths carry no prefix.
	Default string
	// Resolve maps a tag (an alias, a differently cased code, a code with a region) to a supported
	// locale; ok is false when the tag names no locale, that is when resolution fell back to the
	// default.
	Resolve func(tag string) (code string, ok bool)
	// IsRTL reports whether a locale is written right to left.
	IsRTL func(code string) bool
}

// DefaultLocaleRules are the spec's locales with a few aliases. They stand in until the
// internal/locale package is wired in by main.
func DefaultLocaleRules() LocaleRules {
	supported := []string{"en", "ar", "en-AR", "en-AU", "en-CA", "en-IN", "en-NZ", "fi", "fr", "it", "kk", "no", "pt-BR", "ru", "de"}
	aliases := map[string]string{"br": "pt-BR", "pt": "pt-BR", "kz": "kk", "nb": "no", "nn": "no"}
	byLower := make(map[string]string, len(supported))
	for _, s := range supported {
		byLower[strings.ToLower(s)] = s
	}
	resolve := func(tag string) (string, bool) {
		t := strings.ToLower(strings.ReplaceAll(tag, "_", "-"))
		if c, ok := byLower[t]; ok {
			return c, true
		}
		if c, ok := aliases[t]; ok {
			return c, true
		}
		if lang, _, found := strings.Cut(t, "-"); found {
			if c, ok := byLower[lang]; ok {
				return c, true
			}
			if c, ok := aliases[lang]; ok {
				return c, true
			}
		}
		return "en", false
	}
	return LocaleRules{Supported: supported, Default: "en", Resolve: resolve, IsRTL: IsRTLLanguage}
}

// IsRTLLanguage reports whether the language part of code is written right to left (Arabic,
// Hebrew, Persian, Urdu).
func IsRTLLanguage(code string) bool {
	lang, _, _ := strings.Cut(strings.ToLower(code), "-")
	switch lang {
	case "ar", "he", "fa", "ur":
		return true
	}
	return false
}

// looksLikeLocale keeps arbitrary first path segments (sport keys, page names) away from locale
// resolution, whose language-part fallback would otherwise read too much into them: a locale
// segment is a 2- or 3-letter language, optionally followed by a region or script.
func looksLikeLocale(seg string) bool {
	lang, rest, hasRest := strings.Cut(seg, "-")
	if len(lang) < 2 || len(lang) > 3 || !isLetters(lang) {
		return false
	}
	if !hasRest {
		return true
	}
	return len(rest) >= 2 && len(rest) <= 4 && isAlnum(rest)
}

func isLetters(s string) bool {
	for _, r := range s {
		if (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') {
			return false
		}
	}
	return true
}

func isAlnum(s string) bool {
	for _, r := range s {
		if (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') && (r < '0' || r > '9') {
			return false
		}
	}
	return true
}
