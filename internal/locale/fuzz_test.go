package locale

import (
	"slices"
	"strings"
	"testing"
)

// tricky are inputs that have broken path and tag handling elsewhere: empty, separators,
// protocol-relative and backslash paths, escapes, control characters, unicode and length.
var tricky = []string{
	"", "/", "//", "///", "\\", "/\\", "\\\\evil.example", "//evil.example", "/\\evil.example",
	"%2F%2Fevil.example", "/%2e%2e/", "/fr/../x", "\t//x", "/\t/x", "/\x00", "/fr\n/x", "/fr//evil.example", "/fr/\\evil.example",
	"/fr/\t/evil.example", "/fr//", "/fr///x/",
	"https://evil.example", "HTTP:x", "mailto:a@b.c", "/?q=1#h", "/#x", "?x", "#x", "pt_BR", "PT-br", "en-", "-en",
	"zz-ZZ", "ǅ", "İ", "ﬀ", "ar", "/ar/", "/en/live", "/en", "/pt-BR/live/", "/kk?x", strings.Repeat("/fr", 1000),
	strings.Repeat("a", 10000),
}

// FuzzResolve: whatever the tag, Resolve and Alias answer a supported locale (the default when
// nothing matched), and a channel locale is one lowercase segment.
func FuzzResolve(f *testing.F) {
	for _, s := range append(slices.Clone(tricky), "en", "fr", "pt-BR", "pt", "br", "kz", "NB", "en-au", "fr-CA", "sv_SE") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, tag string) {
		loc, ok := Resolve(tag)
		if !slices.Contains(supported, loc) {
			t.Fatalf("Resolve(%q) = %q, not a supported locale", tag, loc)
		}
		if !ok && loc != Default {
			t.Fatalf("Resolve(%q) = %q, false: a miss must give the default", tag, loc)
		}
		for _, s := range supported {
			if strings.EqualFold(tag, s) && (loc != s || !ok) {
				t.Fatalf("Resolve(%q) = %q, %v; want the exact code %q", tag, loc, ok, s)
			}
		}
		if a, ok := Alias(tag); ok != (a != "") || (ok && !slices.Contains(supported, a)) {
			t.Fatalf("Alias(%q) = %q, %v", tag, a, ok)
		}
		if c := ChannelLocale(tag); strings.ContainsAny(c, "-") || c != strings.ToLower(c) {
			t.Fatalf("ChannelLocale(%q) = %q: want the lowercased language part", tag, c)
		}
	})
}

// unsafeStart reports whether a link would leave the site in a browser, which drops tabs and
// newlines from a URL and reads a backslash as a slash: //host or /\host.
func unsafeStart(p string) bool {
	p = strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return -1
		}
		return r
	}, p)
	return strings.HasPrefix(p, "//") || strings.HasPrefix(p, "/\\")
}

// FuzzPaths: a locale path splits into a supported locale and the rest, and joins back; an
// internal path, and any page of the site, never becomes a link to another site.
func FuzzPaths(f *testing.F) {
	for i, s := range tricky {
		f.Add(s, uint8(i))
	}
	// Found by fuzzing: "/fr//evil.example" switched to en gave "//evil.example", and "\\"
	// localized in en gave "/\\" (pick 0 is the default locale).
	f.Add("/fr//evil.example", uint8(0))
	f.Add("\\", uint8(0))
	f.Fuzz(func(t *testing.T, path string, pick uint8) {
		target := supported[int(pick)%len(supported)]

		loc, rest := ParsePath(path)
		if !slices.Contains(supported, loc) {
			t.Fatalf("ParsePath(%q) locale %q is not supported", path, loc)
		}
		if loc != Default {
			// Only a non-default locale prefix is split off, and the rest is one path of the
			// site; joining gives the path back, less one trailing slash, with the separators
			// after the locale segment made one slash ("/fr//x" is "/fr/x"). Not for paths with a
			// query or hash: ParsePath takes a pathname.
			if !strings.HasPrefix(rest, "/") || unsafeStart(rest) {
				t.Fatalf("ParsePath(%q) rest %q is not one path of the site", path, rest)
			}
			after := strings.TrimPrefix(strings.TrimPrefix(path, "/"), loc)
			want := strings.TrimSuffix("/"+loc+"/"+strings.TrimLeft(after, leadingSeparators), "/")
			if got := Localize(rest, loc); !strings.ContainsAny(path, "?#") && got != want {
				t.Fatalf("Localize(ParsePath(%q)) = %q, want %q", path, got, want)
			}
		}

		if !external(path) {
			got := Localize(path, target)
			if unsafeStart(got) || !strings.HasPrefix(got, "/") {
				t.Fatalf("Localize(%q, %q) = %q: an internal path became a link elsewhere", path, target, got)
			}
			if target != Default && !strings.HasPrefix(got, "/"+target) {
				t.Fatalf("Localize(%q, %q) = %q lacks the locale", path, target, got)
			}
		}
		// The URL is a page of the site, whatever its path: switching never leaves the site.
		if got := SwitchPath(path, target); unsafeStart(got) || !strings.HasPrefix(got, "/") {
			t.Fatalf("SwitchPath(%q, %q) = %q: a page of the site links to another site", path, target, got)
		}
	})
}
