package streamdemo

import (
	"bufio"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestHandler(t *testing.T) {
	h, err := Handler()
	if err != nil {
		t.Fatal(err)
	}
	get := func(method, path string, header map[string]string) *httptest.ResponseRecorder {
		r := httptest.NewRequest(method, path, nil)
		for k, v := range header {
			r.Header.Set(k, v)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}

	pl := get("GET", PlaylistURL, nil)
	if pl.Code != 200 || pl.Header().Get("Content-Type") != "application/vnd.apple.mpegurl" ||
		pl.Header().Get("Cache-Control") != "public, max-age=300" || pl.Header().Get("ETag") == "" {
		t.Fatalf("playlist: %d %v", pl.Code, pl.Header())
	}
	body := pl.Body.String()
	if !strings.HasPrefix(body, "#EXTM3U") || !strings.Contains(body, "#EXT-X-ENDLIST") {
		t.Fatalf("playlist body: %q", body)
	}
	// Every segment the playlist names is served as MPEG-TS, small enough for a demo.
	segments, total := 0, pl.Body.Len()
	sc := bufio.NewScanner(strings.NewReader(body))
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		segments++
		s := get("GET", Path+line, nil)
		if s.Code != 200 || s.Header().Get("Content-Type") != "video/mp2t" || s.Header().Get("Cache-Control") != "public, max-age=86400" {
			t.Fatalf("segment %s: %d %v", line, s.Code, s.Header())
		}
		if b := s.Body.Bytes(); len(b) < 188 || b[0] != 0x47 {
			t.Fatalf("segment %s is not MPEG-TS (sync byte 0x47)", line)
		}
		total += s.Body.Len()
	}
	if segments < 2 || total > 300<<10 {
		t.Fatalf("%d segments, %d bytes: want a few, under 300 KB", segments, total)
	}

	if w := get("GET", PlaylistURL, map[string]string{"If-None-Match": pl.Header().Get("ETag")}); w.Code != http.StatusNotModified {
		t.Fatalf("revalidation: %d", w.Code)
	}
	if w := get("GET", Path+"segment0.ts", map[string]string{"Range": "bytes=0-187"}); w.Code != http.StatusPartialContent || w.Body.Len() != 188 {
		t.Fatalf("range: %d, %d bytes", w.Code, w.Body.Len())
	}
	if w := get("HEAD", PlaylistURL, nil); w.Code != 200 || w.Body.Len() != 0 {
		t.Fatalf("HEAD: %d %d", w.Code, w.Body.Len())
	}
	for _, p := range []string{Path + "README.md", Path + "missing.ts", Path, Path + "../streamdemo.go"} {
		if w := get("GET", p, nil); w.Code != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", p, w.Code)
		}
	}
	if w := get("POST", PlaylistURL, nil); w.Code != http.StatusMethodNotAllowed {
		t.Fatalf("POST: %d", w.Code)
	}
}
