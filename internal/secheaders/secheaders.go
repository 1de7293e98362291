// Package secheaders sets the security headers of every response: no MIME sniffing, a referrer
// policy, HSTS behind TLS, and a Content-Security-Policy. HTML pages get a policy that lets their
// own scripts run (by hash or nonce) and lets only this site and the configured parent origins
// frame them; everything else (JSON, files) gets a policy that allows nothing.
package secheaders

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/http"
	"slices"
	"strings"
)

// hsts is sent over TLS: a year, the usual minimum for browsers' preload lists. No
// includeSubDomains: an operator's other subdomains may not all speak HTTPS.
const hsts = "max-age=31536000"

// nothing is the policy of responses that are not pages: an API answer or a file opened directly
// as a document can run nothing and be framed by nobody.
const nothing = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

// Policy makes the site's headers. The zero value lets only the site itself frame its pages.
type Policy struct {
	ancestors []string
	connect   []string
	media     []string
	scripts   []string
	images    []string
	frames    []string
}

// New returns the policy of a site that the given origins (e.g. https://casino.example.com) may
// show in a frame, besides the site itself, and whose pages may connect to the connect origins
// besides the site (e.g. the error-reporting service).
func New(frameAncestors, connect []string) Policy {
	return Policy{ancestors: append([]string(nil), frameAncestors...), connect: append([]string(nil), connect...)}
}

// WithMedia is the policy whose pages also play media (video streams) from the given origins.
func (p Policy) WithMedia(origins []string) Policy {
	p.media = append([]string(nil), origins...)
	return p
}

// WithImages is the policy whose pages also show images from the given origins (an image proxy).
func (p Policy) WithImages(origins []string) Policy {
	p.images = append([]string(nil), origins...)
	return p
}

// WithFrames is the policy whose pages also frame the given origins (content iframes).
func (p Policy) WithFrames(origins []string) Policy {
	p.frames = append([]string(nil), origins...)
	return p
}

// WithWidget is the policy whose pages also run a third party's widget from origin (the support
// chat provider's, site.yaml chat.widget): its script, the calls it makes home and the frames it
// opens. "" changes nothing.
func (p Policy) WithWidget(origin string) Policy {
	if origin == "" {
		return p
	}
	p.scripts = append(slices.Clip(p.scripts), origin)
	p.connect = append(slices.Clip(p.connect), origin)
	p.frames = append(slices.Clip(p.frames), origin)
	return p
}

// Wrap sets the headers every response carries, with the nothing-allowed policy; a page handler
// replaces the policy with SetPage.
func (p Policy) Wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("Content-Security-Policy", nothing)
		if secure(r) {
			h.Set("Strict-Transport-Security", hsts)
		}
		next.ServeHTTP(w, r)
	})
}

// secure reports whether the browser reached the site over TLS, directly or through a proxy that
// says so. HSTS sent over plain HTTP is ignored by browsers, so a forged header gains nothing.
func secure(r *http.Request) bool {
	return r.TLS != nil || strings.EqualFold(r.Header.Get("X-Forwarded-Proto"), "https")
}

// WithScripts is the policy whose pages also run scripts from the given origins (the operator's
// tag manager).
func (p Policy) WithScripts(origins []string) Policy {
	p.scripts = append([]string(nil), origins...)
	return p
}

// Inline lists the sources that allow a page's inline scripts and styles: hashes ('sha256-…',
// see Hash) or a nonce ('nonce-…', see Nonce).
type Inline struct {
	Scripts, Styles []string
}

// Page is the policy of an HTML page whose inline elements are allowed by inline. Video plays
// from blob: URLs (hls.js feeds the element through Media Source Extensions) and hls.js transmuxes
// in a worker it makes from a blob: URL.
func (p Policy) Page(inline Inline) string {
	return "default-src 'self'; script-src " + self(slices.Concat(inline.Scripts, p.scripts)) + "; style-src " + self(inline.Styles) +
		"; img-src " + self(slices.Concat([]string{"data:"}, p.images)) + "; connect-src " + self(p.connect) + "; media-src " + self(append([]string{"blob:"}, p.media...)) +
		"; worker-src 'self' blob:; font-src 'self'; frame-src " + self(p.frames) + "; object-src 'none'" +
		"; base-uri 'self'; form-action 'self'; frame-ancestors " + p.frameAncestors()
}

// SetPage gives a response the page policy: Content-Security-Policy and, when only the site may
// frame it, X-Frame-Options for browsers that predate frame-ancestors.
func (p Policy) SetPage(h http.Header, inline Inline) {
	h.Set("Content-Security-Policy", p.Page(inline))
	if len(p.ancestors) == 0 {
		h.Set("X-Frame-Options", "SAMEORIGIN")
	} else {
		// X-Frame-Options cannot name another origin; frame-ancestors does the work.
		h.Del("X-Frame-Options")
	}
}

func (p Policy) frameAncestors() string { return self(p.ancestors) }

// self is a source list of the site itself and sources.
func self(sources []string) string {
	return strings.Join(append([]string{"'self'"}, sources...), " ")
}

// Hash is the CSP source that allows one inline script or style element with this exact text.
func Hash(text string) string {
	sum := sha256.Sum256([]byte(text))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

// Nonce returns a fresh nonce for one response: the value for the elements' nonce attribute and
// the inline sources that allow its scripts and styles.
func Nonce() (value string, inline Inline, err error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", Inline{}, fmt.Errorf("secheaders: nonce: %w", err)
	}
	value = base64.RawURLEncoding.EncodeToString(b)
	src := []string{"'nonce-" + value + "'"}
	return value, Inline{Scripts: src, Styles: src}, nil
}
