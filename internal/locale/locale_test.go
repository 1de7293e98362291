package locale

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"
)

type vectors struct {
	Default   string            `json:"default"`
	Supported []string          `json:"supported"`
	RTL       []string          `json:"rtl"`
	Aliases   map[string]string `json:"aliases"`
	Names     map[string]string `json:"names"`
	Resolve   []struct {
		Tag, Locale string
		Matched     bool
	} `json:"resolve"`
	ParsePath []struct{ Path, Locale, Rest string }   `json:"parsePath"`
	Localize  []struct{ Path, Locale, Result string } `json:"localize"`
	Switch    []struct{ URL, Locale, Result string }  `json:"switch"`
	Channel   []struct{ Locale, Channel string }      `json:"channel"`
	Alias     []struct {
		Segment, Locale string
		OK              bool
	} `json:"alias"`
	IsRTL []struct {
		Locale string
		RTL    bool
	} `json:"isRtl"`
}

func load(t *testing.T) vectors {
	t.Helper()
	b, err := os.ReadFile("../../testdata/vectors/locales.json")
	if err != nil {
		t.Fatal(err)
	}
	var v vectors
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func TestTablesMatchVectors(t *testing.T) {
	v := load(t)
	if Default != v.Default || !reflect.DeepEqual(Supported(), v.Supported) || !reflect.DeepEqual(rtlLanguages, v.RTL) || !reflect.DeepEqual(aliases, v.Aliases) || !reflect.DeepEqual(names, v.Names) {
		t.Fatal("locale tables differ from testdata/vectors/locales.json")
	}
	for _, c := range v.IsRTL {
		if got := IsRTL(c.Locale); got != c.RTL {
			t.Errorf("IsRTL(%q) = %v; want %v", c.Locale, got, c.RTL)
		}
	}
	for _, c := range v.Alias {
		if got, ok := Alias(c.Segment); got != c.Locale || ok != c.OK {
			t.Errorf("Alias(%q) = %q, %v; want %q, %v", c.Segment, got, ok, c.Locale, c.OK)
		}
	}
}

func TestResolve(t *testing.T) {
	for _, c := range load(t).Resolve {
		got, ok := Resolve(c.Tag)
		if got != c.Locale || ok != c.Matched {
			t.Errorf("Resolve(%q) = %q, %v; want %q, %v", c.Tag, got, ok, c.Locale, c.Matched)
		}
	}
}

func TestPaths(t *testing.T) {
	v := load(t)
	for _, c := range v.ParsePath {
		if l, r := ParsePath(c.Path); l != c.Locale || r != c.Rest {
			t.Errorf("ParsePath(%q) = %q, %q; want %q, %q", c.Path, l, r, c.Locale, c.Rest)
		}
	}
	for _, c := range v.Localize {
		if got := Localize(c.Path, c.Locale); got != c.Result {
			t.Errorf("Localize(%q, %q) = %q; want %q", c.Path, c.Locale, got, c.Result)
		}
	}
	for _, c := range v.Switch {
		if got := SwitchPath(c.URL, c.Locale); got != c.Result {
			t.Errorf("SwitchPath(%q, %q) = %q; want %q", c.URL, c.Locale, got, c.Result)
		}
	}
	for _, c := range v.Channel {
		if got := ChannelLocale(c.Locale); got != c.Channel {
			t.Errorf("ChannelLocale(%q) = %q; want %q", c.Locale, got, c.Channel)
		}
	}
	if got := ChannelLocales(); !reflect.DeepEqual(got, []string{"en", "ar", "fi", "fr", "it", "kk", "no", "pt", "ru", "de"}) {
		t.Errorf("ChannelLocales() = %v", got)
	}
}
