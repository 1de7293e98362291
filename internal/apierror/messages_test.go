package apierror

import (
	"bytes"
	"encoding/json"
	"flag"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/betting"
)

var update = flag.Bool("update", false, "write testdata/vectors/refusals.json")

const root = "../.."

// messageKeyRe finds the message keys the server answers with: the catalogue's, the bet service's
// refusals (errors_by_bet), the request bounds' and every other literal of that shape.
var messageKeyRe = regexp.MustCompile(`"((?:global-)?error\.[a-z0-9_.-]*[a-z0-9_])"`)

// answeredCodeRe finds a code written where an answer is made: a Code field, a "code" key of a map
// or of JSON, or the code of New or betting.Refuse written as a string.
var answeredCodeRe = regexp.MustCompile(`(?:Code:\s*|\\?"code\\?"\s*:\s*|Refuse\(|New\()"([A-Z][A-Z0-9_]{3,})"`)

// devOnly are the packages that answer developers, not players (the feed's test control): their
// keys need no translation.
var devOnly = []string{"internal/feedcontrol", "internal/devonly"}

// serverSources calls visit with each non-test Go file of the server but those under skip, by its
// path from the repository's root.
func serverSources(t *testing.T, skip []string, visit func(rel string, src []byte)) {
	t.Helper()
	for _, dir := range []string{"internal", "cmd"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, path)
			if d.IsDir() && slices.Contains(skip, rel) {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			src, err := os.ReadFile(path)
			if err == nil {
				visit(rel, src)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestEveryServerMessageKeyHasEnglish reads the server's Go code for message keys and fails on any
// the SPA's English messages lack: a player would read the raw key (the spec's section 8: every
// refusal readable). The full locales follow English (web/src/i18n/messages.test.ts).
func TestEveryServerMessageKeyHasEnglish(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(root, "web", "src", "i18n", "messages", "en.json"))
	if err != nil {
		t.Fatal(err)
	}
	var en map[string]string
	if err := json.Unmarshal(raw, &en); err != nil {
		t.Fatal(err)
	}
	keys := map[string]string{} // key → a file that names it
	serverSources(t, devOnly, func(rel string, src []byte) {
		for _, m := range messageKeyRe.FindAllSubmatch(src, -1) {
			keys[string(m[1])] = rel
		}
	})
	if len(keys) < 50 {
		t.Fatalf("found %d message keys in the server's code; the scan misses them", len(keys))
	}
	for key, file := range keys {
		if _, ok := en[key]; !ok {
			t.Errorf("%s answers %q, which en.json lacks", file, key)
		}
	}
}

// refusalVectors is testdata/vectors/refusals.json.
type refusalVectors struct {
	Rules []string `json:"rules"`
	// API are the catalogue's codes, which any call may answer.
	API []refusalVector `json:"api"`
	// Bets are the bet service's refusals (betting.Refuse), of a placement or a cash-out.
	Bets []refusalVector `json:"bets"`
}

type refusalVector struct {
	Code    string `json:"code"`
	Status  int    `json:"status,omitempty"`
	Message string `json:"message"`
}

// TestRefusalVectors holds testdata/vectors/refusals.json to the server's codes: every code of
// the catalogue and every bet refusal, with its message key. The SPA's test
// (web/src/app/messageIds.test.ts) shows each as the SPA would and fails on a message en.json
// lacks. `go test ./internal/apierror -update` writes it.
func TestRefusalVectors(t *testing.T) {
	v := refusalVectors{Rules: []string{
		"Every code the server answers a player with, and its message key: 'api' the error catalogue's (internal/apierror/catalogue.go, with its HTTP status), 'bets' the bet service's refusals of a placement (the BetError and its errors_by_bet) or a cash-out (internal/betting/refusals.go).",
		"The SPA shows an API error's message key, and a bet refusal's key, when it has the key's text (else the generic title, or the placement's default): each key here must be in en.json and every full locale.",
		"Written by `go test ./internal/apierror -update`; the Go test fails when this file differs from the server's codes.",
	}}
	for _, code := range slices.Sorted(maps.Keys(catalogue)) {
		e := catalogue[code]
		v.API = append(v.API, refusalVector{Code: string(code), Status: e.status, Message: e.message})
	}
	bets := betting.RefusalMessages()
	for _, code := range slices.Sorted(maps.Keys(bets)) {
		v.Bets = append(v.Bets, refusalVector{Code: code, Message: bets[code]})
	}
	want, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	want = append(want, '\n')
	file := filepath.Join(root, "testdata", "vectors", "refusals.json")
	if *update {
		if err := os.WriteFile(file, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(file)
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("%s is not the server's codes (%v): go test ./internal/apierror -update", file, err)
	}
}

// Every code the server's code answers with is the catalogue's or a bet refusal's, so that
// refusals.json lists every code a player can meet: a code written anywhere else would reach the
// SPA unseen by its test. The demo of the operator's virtual wallet stands in for another party's
// service, with its own codes.
func TestEveryAnsweredCodeIsListed(t *testing.T) {
	bets := betting.RefusalMessages()
	serverSources(t, slices.Concat(devOnly, []string{"internal/virtualwallet"}), func(rel string, src []byte) {
		for _, m := range answeredCodeRe.FindAllSubmatch(src, -1) {
			code := string(m[1])
			if _, ok := catalogue[Code(code)]; !ok && bets[code] == "" {
				t.Errorf("%s answers %s, which is neither in the catalogue (catalogue.go) nor a bet refusal (internal/betting/refusals.go)", rel, code)
			}
		}
	})
}
