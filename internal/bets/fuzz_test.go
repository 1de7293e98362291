package bets

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// FuzzShareCode shares a fuzzed slip and looks up a fuzzed code (the GET /bets/share-code?code=
// value). A new code is 8 characters of the alphabet and gives back the slip as shared; a looked-up
// code finds a slip only when it is exactly a code that was shared (no case folding, trimming or
// pattern matching).
func FuzzShareCode(f *testing.F) {
	single := `[{"type":"single","stake":{"value":100,"currency":"EUR"},"selections":[{"match_id":7,"market_id":1,"specifier":"","outcome_id":"1","odds":1500}]}]`
	for _, s := range [][2]string{
		{"ABCDEFGH", single}, {"abcdefgh", `[]`}, {"", `null`}, {"%", `[{}]`}, {"_", `{}`}, {"ABCDEFG%", single}, {"ABCD EFGH", `[1]`},
		{" ABCDEFGH", `[{"type":"system","system_id":"2/3","selections":null}]`}, {"ABCDEFGH\x00", `[{"custom_odds":4250,"meta":{"x":1}}]`},
		{"2345678O", `[{"selections":[{"outcome_id":"\u0000é\ud800"}]}]`}, {"ΑΒΓΔΕΖΗΘ", `[` + strings.Repeat(single[1:len(single)-1]+",", 50) + `{}]`},
		{strings.Repeat("A", 33), `[{"stake":{"value":-9223372036854775808}}]`}, {"' OR '1'='1", `[{"type":"` + strings.Repeat("x", 1000) + `"}]`},
	} {
		f.Add(s[0], []byte(s[1]))
	}
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(f.TempDir(), "share.db"))
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { st.Close() })
	s := &Service{Store: st, Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return now }}
	shared := map[string]bool{} // the codes this process made
	f.Fuzz(func(t *testing.T, code string, slip []byte) {
		var bets []apigen.BetRequest
		if json.Unmarshal(slip, &bets) == nil {
			sc, err := s.Share(ctx, bets)
			if err != nil {
				t.Fatalf("Share(%s): %v", slip, err)
			}
			if len(sc.Code) != codeLen || strings.Trim(sc.Code, codeAlphabet) != "" || sc.Link != "/?betcode="+sc.Code {
				t.Fatalf("Share made code %q, link %q", sc.Code, sc.Link)
			}
			shared[sc.Code] = true
			back, err := s.Shared(ctx, sc.Code)
			want, _ := json.Marshal(bets)
			got, _ := json.Marshal(back)
			if err != nil || string(got) != string(want) {
				t.Fatalf("Shared(%q) = %s, %v; shared %s", sc.Code, got, err, want)
			}
		}
		if _, err := s.Shared(ctx, code); shared[code] != (err == nil) || (err != nil && !errors.Is(err, ErrNoShareCode)) {
			t.Fatalf("Shared(%q) = %v; shared here: %v", code, err, shared[code])
		}
	})
}
