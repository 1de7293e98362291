package locale

import (
	"reflect"
	"testing"

	"gopkg.in/yaml.v3"
)

func TestText(t *testing.T) {
	text := Text{"en": "Hello", "pt": "Olá", "fr": "Bonjour"}
	for loc, want := range map[string]string{"fr": "Bonjour", "pt-BR": "Olá", "de": "Hello", "en-AU": "Hello"} {
		if got := text.In(loc); got != want {
			t.Errorf("In(%s) = %q, want %q", loc, got, want)
		}
	}
	for _, tc := range []struct {
		text     Text
		loc      string
		want, in string
	}{
		{text, "fr", "Bonjour", ""},
		{text, "pt-BR", "Olá", ""},
		{text, "ar", "Hello", "en"},
		{text, "de", "Hello", "en"},
		{text, "en", "Hello", ""},
		{text, "en-AU", "Hello", ""},
		{Text{"ar": "مرحبا", "en": "Hello"}, "ar", "مرحبا", ""},
		{Text{}, "ar", "", ""},
	} {
		if got, in := tc.text.Stand(tc.loc); got != tc.want || in != tc.in {
			t.Errorf("Stand(%v, %s) = %q, %q; want %q, %q", tc.text, tc.loc, got, in, tc.want, tc.in)
		}
	}
	for _, tc := range []struct {
		text     Text
		required bool
		wantLoc  string
	}{
		{Text{"en": "x"}, true, ""},
		{Text{}, false, ""},
		{Text{}, true, "en"},
		{Text{"fr": "x"}, false, "en"},
		{Text{"en": "x", "xx": "y"}, false, "xx"},
	} {
		loc, err := tc.text.Check(tc.required)
		if loc != tc.wantLoc || (err != nil) != (tc.wantLoc != "") {
			t.Errorf("Check(%v, %v) = %q, %v; want %q", tc.text, tc.required, loc, err, tc.wantLoc)
		}
	}
}

// A text is read from YAML by locale, or as a plain string standing for English.
func TestTextFromYAML(t *testing.T) {
	cases := []struct {
		yaml string
		want Text
	}{
		{`name: Sportsbook Jackpot`, Text{"en": "Sportsbook Jackpot"}},
		{`name: {en: Pot, fr: Cagnotte}`, Text{"en": "Pot", "fr": "Cagnotte"}},
		{`name: ""`, Text{"en": ""}},
	}
	for _, c := range cases {
		var got struct {
			Name Text `yaml:"name"`
		}
		if err := yaml.Unmarshal([]byte(c.yaml), &got); err != nil || !reflect.DeepEqual(got.Name, c.want) {
			t.Errorf("%s: %v, %v; want %v", c.yaml, got.Name, err, c.want)
		}
	}
	var bad struct {
		Name Text `yaml:"name"`
	}
	if err := yaml.Unmarshal([]byte("name: [a, b]"), &bad); err == nil {
		t.Error("a list is no text")
	}
}
