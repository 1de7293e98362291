// Package sitepath keeps redirects on this site. A Location header that a browser reads as
// another site's address ("//evil.example", "/\evil.example", or "/<tab>/evil.example", since
// browsers drop tabs and newlines from URLs and read "\" as "/") is an open redirect.
package sitepath

import (
	"net/url"
	"strings"
)

// Parse accepts an untrusted reference (a deposit's return path, say) only when it is a path on
// this site: it starts with "/" as written, parses as a URL without scheme, host or user, its
// decoded path starts with exactly one "/", and it holds no control character or backslash.
func Parse(ref string) (*url.URL, bool) {
	if !strings.HasPrefix(ref, "/") || strings.ContainsFunc(ref, func(r rune) bool { return r < 0x20 || r == 0x7f || r == '\\' }) {
		return nil, false
	}
	u, err := url.Parse(ref)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil || u.Opaque != "" ||
		!strings.HasPrefix(u.Path, "/") || strings.HasPrefix(u.Path, "//") {
		return nil, false
	}
	return u, true
}

// Location turns a decoded path of this site (the request's own, reshaped) into a Location
// header value that stays on the site: one leading "/", every other character escaped as a
// path needs.
func Location(path string) string {
	u := url.URL{Path: "/" + strings.TrimLeft(path, "/\\")}
	return u.EscapedPath()
}
