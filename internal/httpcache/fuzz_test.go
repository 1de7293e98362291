package httpcache

import (
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// qvalue is RFC 9110's grammar of a q-value.
var qvalue = regexp.MustCompile(`^(0(\.[0-9]{0,3})?|1(\.0{0,3})?)$`)

// FuzzAcceptsGzip reads Accept-Encoding headers made of fuzzed other codings and a gzip entry
// with a fuzzed q-value: gzip is accepted exactly when that q-value is not zero (RFC 9110 12.5.3:
// "q=0", "q=0.0" and "q=0.000" all mean "not acceptable"), and never when no entry names gzip.
func FuzzAcceptsGzip(f *testing.F) {
	for _, s := range [][2]string{
		{"br", "1"}, {"br", "0"}, {"", "1."}, {"", "1.000"}, {"deflate", "0.5"}, {"*", "1.0"}, {"", " 0"}, {"identity", "1e-3"},
		{"x-gzip", "1"}, {"gzip;q=0", "1"}, {"", ""}, {"", "abc"}, {"\t", "0\t"}, {"br;q=1, deflate", "-0"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, others, q string) {
		if strings.Contains(strings.ToLower(others), "gzip") || strings.ContainsAny(others, "\r\n") {
			return // one gzip entry, from this target
		}
		accepts := func(h string) bool {
			r := httptest.NewRequest("GET", "/", nil)
			r.Header.Set("Accept-Encoding", h)
			return acceptsGzip(r)
		}
		if accepts(others) {
			t.Fatalf("Accept-Encoding %q names no gzip, yet gzip is sent", others)
		}
		if !qvalue.MatchString(q) {
			return // not a q-value; the header is malformed
		}
		v, _ := strconv.ParseFloat(q, 64)
		h := others + ", gzip;q=" + q
		if accepts(h) != (v != 0) {
			t.Fatalf("Accept-Encoding %q: gzip accepted = %v, want %v", h, !(v != 0), v != 0)
		}
	})
}
