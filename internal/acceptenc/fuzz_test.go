package acceptenc

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// qvalueGrammar is RFC 9110's grammar of a q-value, written apart from the parser.
var qvalueGrammar = regexp.MustCompile(`^(0(\.[0-9]{0,3})?|1(\.0{0,3})?)$`)

// FuzzAcceptsGzip reads Accept-Encoding headers made of fuzzed other codings and a gzip entry
// with a fuzzed q-value: gzip is accepted exactly when that q-value is not zero (RFC 9110 12.5.3:
// "q=0", "q=0.0" and "q=0.000" all mean "not acceptable"), and never when no entry names gzip or
// "*".
func FuzzAcceptsGzip(f *testing.F) {
	for _, s := range [][2]string{
		{"br", "1"}, {"br", "0"}, {"", "1."}, {"", "1.000"}, {"deflate", "0.5"}, {"*", "1.0"}, {"", " 0"}, {"identity", "1e-3"},
		{"x-gzip", "1"}, {"gzip;q=0", "1"}, {"", ""}, {"", "abc"}, {"\t", "0\t"}, {"br;q=1, deflate", "-0"},
		// Found by fuzzing: "0." (and "0" after other codings) as gzip's q-value still sent gzip.
		{"", "0"}, {"", "0."}, {"br", "0."}, {"*", "0"}, {"*;q=0", "0.000"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, others, q string) {
		if strings.Contains(strings.ToLower(others), "gzip") {
			return // one gzip entry, from this target
		}
		if !strings.Contains(others, "*") && Accepts(others, "gzip") {
			t.Fatalf("Accept-Encoding %q names no gzip, yet gzip is sent", others)
		}
		if !qvalueGrammar.MatchString(q) {
			return // not a q-value; the header is malformed
		}
		v, _ := strconv.ParseFloat(q, 64)
		h := others + ", gzip;q=" + q
		if Accepts(h, "gzip") != (v != 0) {
			t.Fatalf("Accept-Encoding %q: gzip accepted = %v, want %v", h, !(v != 0), v != 0)
		}
	})
}
