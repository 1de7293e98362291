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
	"%2F%2Fevil.example", "/%2e%2e/", "/fr/../x", "\t//x", "/\t/x", "/\x00", "/fr\n/x",
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

// unsafeStart reports whether a link would leave the site in a browser, which reads a backslash
// as a slash: //host or /\host.
func unsafeStart(p string) bool {
	return strings.HasPrefix(p, "//") || strings.HasPrefix(p, "/\\")
}

// FuzzPaths: a locale path splits into a supported locale and the rest, and joins back; an
// internal path never becomes a link to another site.
func FuzzPaths(f *testing.F) {
	for i, s := range tricky {
		f.Add(s, uint8(i))
	}
	f.Fuzz(func(t *testing.T, path string, pick uint8) {
		target := supported[int(pick)%len(supported)]

		loc, rest := ParsePath(path)
		if !slices.Contains(supported, loc) {
			t.Fatalf("ParsePath(%q) locale %q is not supported", path, loc)
		}
		if loc != Default {
			// Only a non-default locale prefix is split off; joining gives the path back, less
			// one trailing slash. Not for paths with a query or hash: ParsePath takes a pathname.
			if !strings.HasPrefix(rest, "/") {
				t.Fatalf("ParsePath(%q) rest %q lacks its leading slash", path, rest)
			}
			want := strings.TrimSuffix("/"+strings.TrimPrefix(path, "/"), "/")
			if got := Localize(rest, loc); !strings.ContainsAny(path, "?#") && got != want {
				t.Fatalf("Localize(ParsePath(%q)) = %q, want %q", path, got, want)
			}
		}

		if !external(path) && !unsafeStart(path) {
			got := Localize(path, target)
			if unsafeStart(got) || !strings.HasPrefix(got, "/") {
				t.Fatalf("Localize(%q, %q) = %q: an internal path became a link elsewhere", path, target, got)
			}
			if target != Default && !strings.HasPrefix(got, "/"+target) {
				t.Fatalf("Localize(%q, %q) = %q lacks the locale", path, target, got)
			}
		}
		if strings.HasPrefix(path, "/") && !unsafeStart(path) {
			if got := SwitchPath(path, target); unsafeStart(got) {
				t.Fatalf("SwitchPath(%q, %q) = %q: a page of the site links to another site", path, target, got)
			}
		}
	})
}
