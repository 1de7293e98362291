package content

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

func TestImageSize(t *testing.T) {
	dir := t.TempDir()
	var pngData bytes.Buffer
	if err := png.Encode(&pngData, image.NewRGBA(image.Rect(0, 0, 120, 30))); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, data string
		w, h       int
		ok         bool
	}{
		{"viewbox.svg", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 28" width="300" height="56"><rect/></svg>`, 150, 28, true},
		{"commas.svg", `<?xml version="1.0"?><svg viewBox='0,0,99.6,20.2'></svg>`, 100, 20, true},
		{"sized.svg", `<svg width="64px" height="32"></svg>`, 64, 32, true},
		{"percent.svg", `<svg width="100%" height="100%"></svg>`, 0, 0, false},
		{"nosvg.svg", `<html></html>`, 0, 0, false},
		{"logo.png", pngData.String(), 120, 30, true},
		{"broken.png", "not an image", 0, 0, false},
	} {
		file := filepath.Join(dir, c.name)
		if err := os.WriteFile(file, []byte(c.data), 0o600); err != nil {
			t.Fatal(err)
		}
		w, h, ok := imageSize(file)
		if w != c.w || h != c.h || ok != c.ok {
			t.Errorf("%s: %d×%d %v, want %d×%d %v", c.name, w, h, ok, c.w, c.h, c.ok)
		}
	}
	if _, _, ok := imageSize(filepath.Join(dir, "missing.svg")); ok {
		t.Error("a missing file has a size")
	}
}
