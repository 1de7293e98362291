// Package crests serves the feed's team crests (the spec's competitor logos, a match's logoA and
// logoB). Each team gets a shield in two colours and a pattern, chosen from its name, so that the
// same team always wears the same crest. Everything the drawing needs is in its address
// (/crests/v1/<pattern>-<colour>-<colour>.svg), so the server draws it on the fly from the address
// alone, keeps nothing, and browsers may keep it for good.
//
// An operator's own image for a team (content/crests.yaml) takes the drawn crest's place (Logo).
// A raster one goes through the image proxy when there is one, in the format and quality of spec
// section 9 for what the browser says it accepts (65 avif, 70 webp, 80 its own format): the server
// chooses, so that a page's crest is a plain image with no code of its own. A crest that fails to
// load gives way to Fallback, then to nothing (web/src/features/match/crest.ts).
package crests

import (
	"fmt"
	"hash/fnv"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"strconv"
	"strings"
)

// Path is where crests are served. The version segment changes when the drawing does, so that an
// address never changes what it draws.
const Path = "/crests/v1/"

// Crest is a team's colours and pattern.
type Crest struct {
	Pattern            string
	Primary, Secondary string // rrggbb, lower case
}

// patterns are the shield's designs, as SVG drawn in the secondary colour over a shield filled
// with the primary one (viewBox 0 0 32 32, clipped to the shield).
var patterns = map[string]string{
	// A rim in the secondary colour, so that a dark crest still stands out on a dark page.
	"rim":      `<path fill-rule="evenodd" d="` + shield + `M6 5H26V15C26 21.5 21.5 25.5 16 28C10.5 25.5 6 21.5 6 15Z"/>`,
	"halves":   `<rect x="16" width="16" height="32"/>`,
	"stripes":  `<rect x="6" width="5" height="32"/><rect x="16" width="5" height="32"/><rect x="26" width="5" height="32"/>`,
	"hoops":    `<rect y="8" width="32" height="5"/><rect y="18" width="32" height="5"/>`,
	"sash":     `<path d="M0 6L6 0L32 26V32H26Z"/>`,
	"chevron":  `<path d="M0 10L16 20L32 10V17L16 27L0 17Z"/>`,
	"cross":    `<rect x="13" width="6" height="32"/><rect y="11" width="32" height="6"/>`,
	"quarters": `<rect x="16" width="16" height="15"/><rect y="15" width="16" height="17"/>`,
}

// patternOrder fixes the choice's order (a map's is random).
var patternOrder = []string{"rim", "halves", "stripes", "hoops", "sash", "chevron", "cross", "quarters"}

// primaries are the main colours of the crests: strong kit colours, each of which every colour of
// secondaries stands out against.
var primaries = []string{"c8102e", "1d428a", "006a4e", "5b2c83", "e35205", "0b1f3a", "7a1f2b", "00843d", "0072ce", "222222", "a50044", "008080"}

// secondaries are the pattern's colours, white and gold twice as often as sky blue, as on kits.
var secondaries = []string{"ffffff", "f2c200", "9ecbf0", "ffffff", "f2c200"}

// For is a team's crest, chosen from its name alone.
func For(team string) Crest {
	h := fnv.New64a()
	_, _ = h.Write([]byte(team))
	n := h.Sum64()
	c := Crest{Pattern: patternOrder[n%uint64(len(patternOrder))]}
	n /= uint64(len(patternOrder))
	c.Primary = primaries[n%uint64(len(primaries))]
	n /= uint64(len(primaries))
	c.Secondary = secondaries[n%uint64(len(secondaries))]
	return c
}

// URL is the crest's address on this site.
func (c Crest) URL() string {
	return Path + c.Pattern + "-" + c.Primary + "-" + c.Secondary + ".svg"
}

// shield is the crest's outline.
const shield = `M3 2H29V15C29 23 23 28 16 31C9 28 3 23 3 15Z`

// SVG draws the crest. Its colours are six hex digits and its pattern one of patterns (Parse), so
// nothing else reaches the document.
func (c Crest) SVG() string {
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">`+
		`<clipPath id="s"><path d="%s"/></clipPath>`+
		`<g clip-path="url(#s)"><rect width="32" height="32" fill="#%s"/><g fill="#%s">%s</g></g>`+
		// The outline keeps a light crest visible on a light page and a dark one on a dark page.
		`<path d="%s" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="1.5"/></svg>`,
		shield, c.Primary, c.Secondary, patterns[c.Pattern], shield)
}

var name = regexp.MustCompile(`^([a-z]+)-([0-9a-f]{6})-([0-9a-f]{6})\.svg$`)

// fallback is Fallback's drawing: the shield in grey, which reads on both themes.
const fallback = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">` +
	`<path d="` + shield + `" fill="#888" fill-opacity=".45"/></svg>`

// Fallback is the crest shown when a team's fails to load.
const Fallback = Path + "fallback.svg"

// mediaPath is where the content folder's files are served (content.AssetsPath), and
// proxiedPath where a crest among them is asked through the image proxy.
const (
	mediaPath   = "/media/"
	proxiedPath = Path + "media/"
)

// Logo is the logo of a team the operator gives image (a file's address under /media/): the image
// itself, or with an image proxy and a raster image, its address under Path, which names the proxy's
// version the browser takes.
func Logo(image, proxy string) string {
	if proxy == "" || strings.EqualFold(path.Ext(image), ".svg") || !strings.HasPrefix(image, mediaPath) {
		return image
	}
	return proxiedPath + strings.TrimPrefix(image, mediaPath)
}

// shownWidth is the widest a crest is shown, in device pixels: 28 CSS pixels in the match page's
// header, twice for high-density screens. The proxy scales an image down to it.
const shownWidth = 2 * 28

// proxied is the address of the image proxy's version of an image (its absolute address), in the
// best format the request accepts, at spec section 9's quality for it.
func proxied(proxy, image, accept string) string {
	format, quality := "original", 80
	switch {
	case strings.Contains(accept, "image/avif"):
		format, quality = "avif", 65
	case strings.Contains(accept, "image/webp"):
		format, quality = "webp", 70
	}
	return proxy + "?url=" + url.QueryEscape(image) + "&w=" + strconv.Itoa(shownWidth) + "&f=" + format + "&q=" + strconv.Itoa(quality)
}

// Parse reads a crest's address (the part after Path).
func Parse(file string) (Crest, bool) {
	m := name.FindStringSubmatch(file)
	if m == nil {
		return Crest{}, false
	}
	if _, ok := patterns[m[1]]; !ok {
		return Crest{}, false
	}
	return Crest{Pattern: m[1], Primary: m[2], Secondary: m[3]}, true
}

// Handler serves crests under Path: the drawn ones and Fallback, immutable, since an address
// draws the same crest for good; and the operator's images under Path/media/, sent on to the image
// proxy's version for the browser (a few minutes' cache, by the request's Accept), or to the file
// itself once there is no proxy. base is the site's address, which the proxy fetches images from.
// Any other address under Path is not found.
func Handler(proxy string, base func(*http.Request) string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		if file, ok := strings.CutPrefix(r.URL.Path, proxiedPath); ok {
			if file == "" || path.Clean("/"+file) != "/"+file {
				http.NotFound(w, r)
				return
			}
			to := (&url.URL{Path: mediaPath + file}).EscapedPath()
			if proxy != "" {
				to = proxied(proxy, base(r)+to, r.Header.Get("Accept"))
			}
			w.Header().Set("Cache-Control", "public, max-age=300")
			w.Header().Set("Vary", "Accept")
			http.Redirect(w, r, to, http.StatusFound)
			return
		}
		svg := fallback
		if name := strings.TrimPrefix(r.URL.Path, Path); name != "fallback.svg" {
			c, ok := Parse(name)
			if !ok {
				http.NotFound(w, r)
				return
			}
			svg = c.SVG()
		}
		h := w.Header()
		h.Set("Content-Type", "image/svg+xml")
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
		// An SVG opened on its own is a document: it may run nothing.
		h.Set("Content-Security-Policy", "default-src 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		if r.Method == http.MethodHead {
			return
		}
		_, _ = w.Write([]byte(svg))
	})
}
