package content

import (
	"encoding/base64"
	"errors"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// AssetsDir is the folder of the content's files served to browsers (logos, banners, images) at
// AssetsPath.
const (
	AssetsDir  = "assets"
	AssetsPath = "/media/"
)

// Theme is the operator's look: colours per theme (dark, light), corner radii, the font and the
// logo. Only what the operator sets is served; the SPA's own stylesheet holds the rest.
type Theme struct {
	Dark, Light map[string]string // custom property name (without --) → colour
	Radius      string            // small corners: buttons, odds
	RadiusLarge string            // cards and panels
	Font        string            // font-family list
	Logo        Logo
	css         string
}

// Logo is the brand image per theme, as URLs under AssetsPath, or data: URLs for small files;
// none: the site's name as text.
// Width and Height are its intrinsic size (the dark one's, else the light one's; 0 when they
// cannot be read), with which the page keeps its box before it loads.
type Logo struct {
	Dark, Light   string
	Alt           Text
	Width, Height int
}

// CSS is the theme as custom properties, for an inline style of the page's head.
func (t Theme) CSS() string { return t.css }

// themeColours are the custom properties of web/src/app/theme.css a theme may set.
var themeColours = map[string]bool{
	"bg": true, "surface": true, "surface-2": true, "border": true, "text": true, "text-muted": true,
	"accent": true, "accent-text": true, "live": true, "up": true, "down": true, "up-bg": true,
	"down-bg": true, "warning": true, "focus": true,
}

var (
	colourPattern = regexp.MustCompile(`^(#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|rgba?\(\s*[0-9.]+%?\s*,\s*[0-9.]+%?\s*,\s*[0-9.]+%?\s*(,\s*[0-9.]+\s*)?\))$`)
	lengthPattern = regexp.MustCompile(`^[0-9]{1,2}(\.[0-9]+)?(px|rem)$`)
	// A font list of names only: no semicolon, brace or url() can leave the declaration.
	fontPattern = regexp.MustCompile(`^[A-Za-z0-9 ,'"-]{1,200}$`)
)

type themeFile struct {
	Logo *struct {
		Dark  string `yaml:"dark"`
		Light string `yaml:"light"`
		Alt   Text   `yaml:"alt"`
	} `yaml:"logo"`
	Dark        map[string]string `yaml:"dark"`
	Light       map[string]string `yaml:"light"`
	Radius      string            `yaml:"radius"`
	RadiusLarge string            `yaml:"radiusLarge"`
	Font        string            `yaml:"font"`
}

const themeName = "theme.yaml"

func readTheme(dir string, s *Snapshot) error {
	var f themeFile
	found, err := decodeFile(dir, themeName, &f)
	if err != nil || !found {
		return err
	}
	t := Theme{Dark: f.Dark, Light: f.Light, Radius: f.Radius, RadiusLarge: f.RadiusLarge, Font: f.Font}
	for _, side := range []struct {
		name    string
		colours map[string]string
	}{{"dark", f.Dark}, {"light", f.Light}} {
		for _, k := range sortedKeys(side.colours) {
			if !themeColours[k] {
				return fieldError(themeName, side.name+"."+k, "not a theme colour (%s)", strings.Join(sortedKeys(themeColours), ", "))
			}
			if !colourPattern.MatchString(side.colours[k]) {
				return fieldError(themeName, side.name+"."+k, "%q is not a colour (#rgb, #rrggbb, rgb(), rgba())", side.colours[k])
			}
		}
	}
	for _, l := range []struct{ field, v string }{{"radius", f.Radius}, {"radiusLarge", f.RadiusLarge}} {
		if l.v != "" && !lengthPattern.MatchString(l.v) {
			return fieldError(themeName, l.field, "%q is not a length in px or rem, e.g. 6px", l.v)
		}
	}
	if f.Font != "" && !fontPattern.MatchString(f.Font) {
		return fieldError(themeName, "font", "%q is not a list of font names", f.Font)
	}
	if f.Logo != nil {
		for _, l := range []struct {
			field string
			v     string
			dst   *string
		}{{"logo.dark", f.Logo.Dark, &t.Logo.Dark}, {"logo.light", f.Logo.Light, &t.Logo.Light}} {
			if l.v == "" {
				continue
			}
			u, err := assetURL(dir, themeName, l.field, l.v)
			if err != nil {
				return err
			}
			if data, ok := smallImageData(filepath.Join(dir, filepath.FromSlash(l.v))); ok {
				u = data
			}
			*l.dst = u
		}
		if err := checkText(f.Logo.Alt, themeName, "logo.alt", t.Logo.Dark != "" || t.Logo.Light != ""); err != nil {
			return err
		}
		t.Logo.Alt = f.Logo.Alt
		for _, name := range []string{f.Logo.Dark, f.Logo.Light} {
			if name == "" {
				continue
			}
			if w, h, ok := imageSize(filepath.Join(dir, filepath.FromSlash(name))); ok {
				t.Logo.Width, t.Logo.Height = w, h
			}
			break
		}
	}
	t.css = themeCSS(t)
	s.Theme = t
	return nil
}

// smallLogo is the size up to which a logo comes inside the page as a data: URL: drawn with the
// page's first paint, not after a request of its own (on a phone's network a request begun while
// the page still loads came about half a second later).
const smallLogo = 2048

// smallImageData returns an image file of up to smallLogo bytes as a data: URL.
func smallImageData(file string) (string, bool) {
	typ := mime.TypeByExtension(strings.ToLower(filepath.Ext(file)))
	if !strings.HasPrefix(typ, "image/") {
		return "", false
	}
	info, err := os.Stat(file)
	if err != nil || info.Size() > smallLogo {
		return "", false
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return "", false
	}
	return "data:" + typ + ";base64," + base64.StdEncoding.EncodeToString(b), true
}

// assetURL checks that a file of the content's assets folder exists and returns its URL.
func assetURL(dir, file, field, name string) (string, error) {
	clean := path.Clean("/" + name)[1:]
	if clean != name || !strings.HasPrefix(clean, AssetsDir+"/") {
		return "", fieldError(file, field, "%q must name a file under %s/, e.g. %s/logo.svg", name, AssetsDir, AssetsDir)
	}
	info, err := os.Stat(filepath.Join(dir, filepath.FromSlash(clean)))
	if errors.Is(err, fs.ErrNotExist) || (err == nil && info.IsDir()) {
		return "", fieldError(file, field, "%q: no such file in the content folder", name)
	}
	if err != nil {
		return "", fieldError(file, field, "%v", err)
	}
	return AssetsPath + strings.TrimPrefix(clean, AssetsDir+"/"), nil
}

func themeCSS(t Theme) string {
	var b strings.Builder
	block := func(selector string, props map[string]string) {
		if len(props) == 0 {
			return
		}
		b.WriteString(selector + "{")
		for _, k := range sortedKeys(props) {
			b.WriteString("--" + k + ":" + props[k] + ";")
		}
		b.WriteString("}")
	}
	// One element more specific than web/src/app/theme.css's selectors, which the page's
	// stylesheet declares after this inline style.
	block("html:root:not([data-theme='light'])", t.Dark)
	block("html:root[data-theme='light']", t.Light)
	shared := map[string]string{}
	for k, v := range map[string]string{"radius": t.Radius, "radius-lg": t.RadiusLarge, "font": t.Font} {
		if v != "" {
			shared[k] = v
		}
	}
	block("html:root", shared)
	return b.String()
}

// AssetsHandler serves the files of the content folder's assets (under AssetsPath), without
// directory listings. Browsers may keep them a few minutes: an operator replacing a logo sees it
// soon, and pages do not ask again on every view.
func AssetsHandler(dir string) http.Handler {
	files := http.StripPrefix(AssetsPath, http.FileServerFS(os.DirFS(filepath.Join(dir, AssetsDir))))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/") {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Cache-Control", "public, max-age=300")
		files.ServeHTTP(w, r)
	})
}
