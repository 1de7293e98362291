// Package icons serves the site's icon sprites (spec section 7, GET /fe-api/icons.svg): the pair of
// general icons (the header's, the menus', the locale icons) and sport icons, as ONE SVG document
// with two <defs> groups, id "icons-general" and id "icons-sports". The SPA inlines the document once
// after the first paint and draws every icon with <use href="#…">, so the icons cost the first
// route's JavaScript nothing and are sent once, not copied into every component.
//
// Symbol ids: icon-<name> (general; a page's icon is named after the last part of its path, e.g.
// icon-live, icon-help-center, which the CMS speed dial draws for its links), locale-<locale> (the
// language select), sport-<sport key> for every sport of the feed, and sport-ball for a sport
// without a drawing of its own.
package icons

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"net/http"
	"strings"

	"github.com/opensportsbook/sportsbook/internal/acceptenc"
)

// Path is where the sprites are served; ?v= names their version (URL).
const Path = "/fe-api/icons.svg"

var (
	//go:embed general.svg
	general string
	//go:embed sports.svg
	sports string

	sprite  = `<svg xmlns="http://www.w3.org/2000/svg"><defs id="icons-general">` + strings.TrimSpace(general) + `</defs><defs id="icons-sports">` + strings.TrimSpace(sports) + `</defs></svg>`
	version = func() string { h := sha256.Sum256([]byte(sprite)); return hex.EncodeToString(h[:6]) }()
	// The sprites compress to a fifth: gzipped once, at start.
	gzipped = func() []byte {
		var b bytes.Buffer
		z, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
		_, _ = z.Write([]byte(sprite))
		_ = z.Close()
		return b.Bytes()
	}()
)

// URL is the sprites' address with their version: what the SPA asks for, cached for good.
func URL() string { return Path + "?v=" + version }

// Handler serves the sprites. Asked with the current version they are immutable (a year's cache);
// without a version or with an old one, the current sprites, which the browser checks again by
// their ETag on each use (a page of an older build still gets icons).
func Handler() http.Handler {
	etag := `"` + version + `"`
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		h := w.Header()
		h.Set("ETag", etag)
		h.Set("Vary", "Accept-Encoding")
		if r.URL.Query().Get("v") == version {
			h.Set("Cache-Control", "public, max-age=31536000, immutable")
		} else {
			h.Set("Cache-Control", "no-cache")
		}
		if r.Header.Get("If-None-Match") == etag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		h.Set("Content-Type", "image/svg+xml; charset=utf-8")
		body := []byte(sprite)
		if acceptenc.Accepts(r.Header.Get("Accept-Encoding"), "gzip") {
			h.Set("Content-Encoding", "gzip")
			body = gzipped
		}
		if r.Method == http.MethodHead {
			return
		}
		_, _ = w.Write(body)
	})
}
