package web

import (
	"bytes"
	"compress/gzip"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"

	"github.com/opensportsbook/sportsbook/internal/acceptenc"
)

// compressible lists the extensions worth compressing; images and fonts already are.
var compressible = map[string]bool{
	".js": true, ".mjs": true, ".css": true, ".svg": true, ".json": true, ".txt": true,
	".map": true, ".html": true, ".xml": true, ".webmanifest": true, ".ico": true,
}

// staticFiles serves the built SPA's files from the embedded dist folder: hashed assets cached
// forever, everything compressed when the client accepts it (precompressed .br/.gz siblings from
// the build are used when present, otherwise gzip is made once per file and kept).
type staticFiles struct {
	fsys  fs.FS
	mu    sync.Mutex
	gzips map[string][]byte // compressed bodies by file path; the files are embedded, so immutable
}

func newStaticFiles(fsys fs.FS) *staticFiles {
	return &staticFiles{fsys: fsys, gzips: map[string][]byte{}}
}

// lookup reports whether name (without leading slash) is a servable file. The HTML templates are
// not: every page goes through the shell renderer; nor is what the build keeps for the server
// (.vite/: its manifest and the message files).
func (s *staticFiles) lookup(name string) bool {
	if name == "" || name == "index.html" || name == "placeholder.html" || !fs.ValidPath(name) ||
		strings.HasPrefix(name, ".") || strings.Contains(name, "/.") {
		return false
	}
	st, err := fs.Stat(s.fsys, name)
	return err == nil && !st.IsDir()
}

func (s *staticFiles) serve(w http.ResponseWriter, r *http.Request, name string) {
	h := w.Header()
	if strings.HasPrefix(name, "assets/") {
		// Vite puts a content hash in every file name under assets/, so a name never changes meaning.
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "public, max-age=3600")
	}
	ext := path.Ext(name)
	if ct := mime.TypeByExtension(ext); ct != "" {
		h.Set("Content-Type", ct)
	}
	if compressible[ext] {
		h.Add("Vary", "Accept-Encoding")
		if enc, body, ok := s.compressed(r, name); ok {
			h.Set("Content-Encoding", enc)
			h.Set("Content-Length", strconv.Itoa(len(body)))
			w.WriteHeader(http.StatusOK)
			if r.Method != http.MethodHead {
				_, _ = w.Write(body)
			}
			return
		}
	}
	http.ServeFileFS(w, r, s.fsys, name)
}

// compressed returns the best encoding of name the client accepts.
func (s *staticFiles) compressed(r *http.Request, name string) (encoding string, body []byte, ok bool) {
	accept := r.Header.Get("Accept-Encoding")
	if acceptenc.Accepts(accept, "br") {
		if b, err := fs.ReadFile(s.fsys, name+".br"); err == nil {
			return "br", b, true
		}
	}
	if !acceptenc.Accepts(accept, "gzip") {
		return "", nil, false
	}
	if b, err := fs.ReadFile(s.fsys, name+".gz"); err == nil {
		return "gzip", b, true
	}
	s.mu.Lock()
	b, cached := s.gzips[name]
	s.mu.Unlock()
	if cached {
		return "gzip", b, true
	}
	raw, err := fs.ReadFile(s.fsys, name)
	if err != nil {
		return "", nil, false
	}
	b = gzipBytes(raw, gzip.BestCompression)
	s.mu.Lock()
	s.gzips[name] = b
	s.mu.Unlock()
	return "gzip", b, true
}

func gzipBytes(raw []byte, level int) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, level) // the level is a valid constant
	_, _ = zw.Write(raw)                      // writes to a bytes.Buffer do not fail
	_ = zw.Close()
	return buf.Bytes()
}
