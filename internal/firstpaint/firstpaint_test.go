package firstpaint

import (
	"encoding/json"
	"flag"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "write the painted pages of testdata/vectors/first-paint")

const vectors = "../../testdata/vectors/first-paint"

// fixture is one case of testdata/vectors/first-paint: web/src/app/firstPaint.test.tsx renders the
// app's first render from the same file and compares it with the painted page beside it.
type fixture struct {
	Kind, Locale, Path, Query string
	Now                       time.Time
	Requests                  []string
	Consent                   bool
	Prefs                     struct {
		Theme, OddsType string
		MenuCollapsed   bool
	}
	Data map[string]json.RawMessage
}

func readFixture(t *testing.T, file string) Page {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var f fixture
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	q, err := url.ParseQuery(f.Query)
	if err != nil {
		t.Fatal(err)
	}
	return Page{Kind: f.Kind, Locale: f.Locale, Path: f.Path, Query: q, Data: f.Data, Requests: f.Requests, Now: f.Now,
		Prefs:   Prefs{Theme: f.Prefs.Theme, OddsType: f.Prefs.OddsType, MenuCollapsed: f.Prefs.MenuCollapsed},
		Consent: f.Consent}
}

func newPainter(t *testing.T) *Painter {
	t.Helper()
	p, err := New(os.DirFS("../../web/src/i18n/messages"))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestPaintedPagesMatchTheirVectors(t *testing.T) {
	painter := newPainter(t)
	files, _ := filepath.Glob(filepath.Join(vectors, "*.json"))
	if len(files) == 0 {
		t.Fatal("no cases in " + vectors)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			painted, err := painter.Paint(readFixture(t, file))
			if err != nil {
				t.Fatal(err)
			}
			// The dock follows the app, as the page has it after the root element.
			got := painted.App + painted.Dock
			golden := strings.TrimSuffix(file, ".json") + ".html"
			if *update {
				if err := os.WriteFile(golden, []byte(got+"\n"), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got+"\n" != string(want) {
				t.Errorf("the painted page differs from %s (go test -update writes it; the web test then says whether the app agrees)", golden)
			}
		})
	}
}

// The home page's paint, per request (make bench).
func BenchmarkPaintHome(b *testing.B) {
	painter, err := New(os.DirFS("../../web/src/i18n/messages"))
	if err != nil {
		b.Fatal(err)
	}
	t := &testing.T{}
	page := readFixture(t, vectors+"/home.json")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := painter.Paint(page); err != nil {
			b.Fatal(err)
		}
	}
}
