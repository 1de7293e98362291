package content

import (
	"bytes"
	"image"
	_ "image/gif" // the formats a logo may be in, for image.DecodeConfig
	_ "image/jpeg"
	_ "image/png"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

var (
	svgTag     = regexp.MustCompile(`(?s)<svg\b[^>]*>`)
	svgViewBox = regexp.MustCompile(`\sviewBox\s*=\s*["']\s*[-0-9.eE]+[\s,]+[-0-9.eE]+[\s,]+([0-9.eE]+)[\s,]+([0-9.eE]+)\s*["']`)
	svgWidth   = regexp.MustCompile(`\swidth\s*=\s*["']\s*([0-9.]+)(px)?\s*["']`)
	svgHeight  = regexp.MustCompile(`\sheight\s*=\s*["']\s*([0-9.]+)(px)?\s*["']`)
)

// imageSize is an image file's intrinsic width and height (an SVG's viewBox, else its width and
// height in pixels; a PNG's, JPEG's or GIF's header), rounded; ok false when they cannot be read.
// The page sizes the image's box with them before it loads, so that nothing moves when it does.
func imageSize(file string) (width, height int, ok bool) {
	data, err := os.ReadFile(file)
	if err != nil {
		return 0, 0, false
	}
	if strings.EqualFold(filepath.Ext(file), ".svg") {
		return svgSize(data)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 {
		return 0, 0, false
	}
	return cfg.Width, cfg.Height, true
}

func svgSize(data []byte) (width, height int, ok bool) {
	tag := svgTag.Find(data)
	if tag == nil {
		return 0, 0, false
	}
	if m := svgViewBox.FindSubmatch(tag); m != nil {
		return positive(m[1], m[2])
	}
	w, h := svgWidth.FindSubmatch(tag), svgHeight.FindSubmatch(tag)
	if w == nil || h == nil {
		return 0, 0, false
	}
	return positive(w[1], h[1])
}

func positive(w, h []byte) (int, int, bool) {
	fw, err1 := strconv.ParseFloat(string(w), 64)
	fh, err2 := strconv.ParseFloat(string(h), 64)
	if err1 != nil || err2 != nil || fw < 0.5 || fh < 0.5 {
		return 0, 0, false
	}
	return int(fw + 0.5), int(fh + 0.5), true
}
