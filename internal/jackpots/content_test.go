package jackpots

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The repository's demo jackpot loads as declared.
func TestLoadTheDemoJackpot(t *testing.T) {
	js, err := Load(filepath.Join("..", "..", "content"))
	if err != nil {
		t.Fatal(err)
	}
	if len(js) != 1 || js[0].ID != "sportsbook-jackpot" || js[0].Currency != "EUR" || js[0].Subunits != 2 || len(js[0].Levels) != 3 {
		t.Fatalf("demo jackpots: %+v", js)
	}
	for _, l := range js[0].Levels {
		if !l.Active || l.MustDropBy <= l.Seed {
			t.Fatalf("demo level %+v", l)
		}
	}
}

func TestLoadWithoutContentDeclaresNothing(t *testing.T) {
	for _, dir := range []string{"", t.TempDir()} {
		if js, err := Load(dir); err != nil || len(js) != 0 {
			t.Fatalf("Load(%q) = %v, %v", dir, js, err)
		}
	}
}

const goodFile = `id: test-pot
name: Test pot
currency: EUR
contribution: 100
min_stake: 100
min_odds: 1500
status: active
eur_rate: 1000
levels:
  - {name: Mini, seed: 100, must_drop_by: 1000, share: 7000, active: true}
  - {name: Major, seed: 1000, must_drop_by: 10000, share: 3000, active: true}
`

// A bad file stops the load with an error naming the file and the field.
func TestLoadRefusesABadFileNamingTheField(t *testing.T) {
	cases := []struct {
		name, from, to, want string
	}{
		{"misspelt key", "min_odds:", "min_od:", "field min_od not found"},
		{"id not a slug", "id: test-pot", "id: Test Pot", "id:"},
		{"no name", "name: Test pot", "name: ''", "name:"},
		{"a name without English", "name: Test pot", "name: {fr: Cagnotte}", "name: the English (en) text is required"},
		{"a name in a locale the site lacks", "name: Test pot", "name: {en: Test pot, xx: Pot}", `name: "xx" is not a locale`},
		{"a level title in a locale the site lacks", "{name: Major,", "{name: Major, title: {en: Major, xx: M},", `levels[1].title: "xx"`},
		{"unknown currency", "currency: EUR", "currency: XXX", "currency:"},
		{"lower-case currency", "currency: EUR", "currency: eur", "currency:"},
		{"contribution above 100 %", "contribution: 100", "contribution: 10001", "contribution:"},
		{"odds below 1.00", "min_odds: 1500", "min_odds: 999", "min_odds:"},
		{"unknown status", "status: active", "status: on", "status:"},
		{"no rate", "eur_rate: 1000", "eur_rate: 0", "eur_rate:"},
		{"drop below the seed", "seed: 100, must_drop_by: 1000", "seed: 100, must_drop_by: 100", "levels[0].must_drop_by:"},
		{"negative seed", "seed: 1000, must_drop_by", "seed: -1, must_drop_by", "levels[1].seed:"},
		{"same level twice", "name: Major", "name: Mini", "levels[1].name:"},
		{"shares not 10000", "share: 3000", "share: 2000", "levels: the shares add up to 9000"},
		{"not yaml", "levels:", "levels: [", "yaml"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.MkdirAll(filepath.Join(dir, Dir), 0o755); err != nil {
				t.Fatal(err)
			}
			body := strings.Replace(goodFile, c.from, c.to, 1)
			if body == goodFile {
				t.Fatalf("%q not in the file", c.from)
			}
			file := filepath.Join(dir, Dir, "pot.yaml")
			if err := os.WriteFile(file, []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Load(dir)
			if err == nil || !strings.Contains(err.Error(), file) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Load: %v; want an error naming %s and %q", err, file, c.want)
			}
		})
	}
}

func TestLoadRefusesAnIDDeclaredTwice(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, Dir), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"a.yaml", "b.yaml"} {
		if err := os.WriteFile(filepath.Join(dir, Dir, name), []byte(goodFile), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := Load(dir); err == nil || !strings.Contains(err.Error(), "b.yaml: id:") {
		t.Fatalf("Load: %v", err)
	}
}
