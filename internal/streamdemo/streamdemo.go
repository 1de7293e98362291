// Package streamdemo serves the short HLS stream the reference server ships (hls/README.md says
// how it was made), so that a match page's STREAM tab plays end to end without an operator's
// stream provider. It is a demo aid, off unless DEMO_STREAM turns it on.
package streamdemo

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"
)

// Path is where the stream is served; PlaylistURL is its playlist, the URL players load.
const (
	Path        = "/demo-stream/"
	PlaylistURL = Path + "index.m3u8"
)

//go:embed hls/index.m3u8 hls/*.ts
var files embed.FS

// file is one embedded file with what its response carries.
type file struct {
	body         []byte
	contentType  string
	cacheControl string
	etag         string
}

// Handler serves the playlist and its segments with their HLS content types. The segments never
// change within a build and are kept a day; the playlist, which names them, is kept five minutes,
// so that a new build's stream reaches players soon. Both carry an ETag for cheap revalidation.
func Handler() (http.Handler, error) {
	served := map[string]file{}
	err := fs.WalkDir(files, "hls", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := files.ReadFile(name)
		if err != nil {
			return fmt.Errorf("streamdemo: reading %s: %w", name, err)
		}
		sum := sha256.Sum256(body)
		f := file{body: body, etag: `"` + hex.EncodeToString(sum[:8]) + `"`}
		switch path.Ext(name) {
		case ".m3u8":
			f.contentType, f.cacheControl = "application/vnd.apple.mpegurl", "public, max-age=300"
		case ".ts":
			f.contentType, f.cacheControl = "video/mp2t", "public, max-age=86400"
		default:
			return fmt.Errorf("streamdemo: unexpected file %s", name)
		}
		served[Path+path.Base(name)] = f
		return nil
	})
	if err != nil {
		return nil, err
	}
	if _, ok := served[PlaylistURL]; !ok {
		return nil, fmt.Errorf("streamdemo: no playlist embedded")
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, ok := served[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		h := w.Header()
		h.Set("Content-Type", f.contentType)
		h.Set("Cache-Control", f.cacheControl)
		h.Set("ETag", f.etag)
		// ServeContent answers If-None-Match and Range requests (native players ask for ranges).
		http.ServeContent(w, r, strings.TrimPrefix(r.URL.Path, Path), time.Time{}, bytes.NewReader(f.body))
	}), nil
}
