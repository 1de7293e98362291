package apierror

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// messageKeyRe finds the message keys the server answers with: the catalogue's, the bet service's
// refusals (errors_by_bet), the request bounds' and every other literal of that shape.
var messageKeyRe = regexp.MustCompile(`"((?:global-)?error\.[a-z0-9_.-]*[a-z0-9_])"`)

// devOnly are the packages that answer developers, not players (the feed's test control): their
// keys need no translation.
var devOnly = []string{"internal/feedcontrol", "internal/devonly"}

// TestEveryServerMessageKeyHasEnglish reads the server's Go code for message keys and fails on any
// the SPA's English messages lack: a player would read the raw key (the spec's section 8: every
// refusal readable). The full locales follow English (web/src/i18n/messages.test.ts).
func TestEveryServerMessageKeyHasEnglish(t *testing.T) {
	root := filepath.Join("..", "..")
	raw, err := os.ReadFile(filepath.Join(root, "web", "src", "i18n", "messages", "en.json"))
	if err != nil {
		t.Fatal(err)
	}
	var en map[string]string
	if err := json.Unmarshal(raw, &en); err != nil {
		t.Fatal(err)
	}
	keys := map[string]string{} // key → a file that names it
	for _, dir := range []string{"internal", "cmd"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, path)
			for _, p := range devOnly {
				if d.IsDir() && rel == p {
					return filepath.SkipDir
				}
			}
			if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, m := range messageKeyRe.FindAllSubmatch(src, -1) {
				keys[string(m[1])] = rel
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(keys) < 50 {
		t.Fatalf("found %d message keys in the server's code; the scan misses them", len(keys))
	}
	for key, file := range keys {
		if _, ok := en[key]; !ok {
			t.Errorf("%s answers %q, which en.json lacks", file, key)
		}
	}
	// Every code of the catalogue is among them.
	for code, e := range catalogue {
		if _, ok := en[e.message]; !ok {
			t.Errorf("code %s: message %q is not in en.json", code, e.message)
		}
	}
}
