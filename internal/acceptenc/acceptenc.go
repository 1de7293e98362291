// Package acceptenc reads the Accept-Encoding request header (RFC 9110 section 12.5.3): whether a
// client takes a response in a content coding such as gzip or br. The cached API responses and the
// SPA's pages and static files ask it the same question, so they answer it alike.
package acceptenc

import "strings"

// ows is RFC 9110's optional whitespace.
const ows = " \t"

// verdict is what the entries of one name say about a coding; a higher verdict wins.
type verdict int8

const (
	unnamed verdict = iota
	refused
	accepted
)

// Accepts reports whether the Accept-Encoding field value header accepts the content coding
// (gzip, br; not identity, which needs no asking). The entries naming the coding, in any case,
// decide: it is accepted unless its weight is zero ("q=0", "q=0.", "q=0.000"; the parameter name
// in any case, after any other parameters), and when it is named more than once one entry above
// zero is enough. Without such an entry a "*" entry decides the same way, and without either the
// coding is not accepted.
//
// An entry whose weight is not RFC 9110's qvalue ("q=-0", "q=0.0000", "q=abc", "q=") is ignored,
// as if the client had not sent it. RFC 9110 leaves the repair of an invalid element to the
// recipient (section 2.3): reading it as q=1 could send a coding the client meant to refuse, while
// ignoring it at worst sends the response uncompressed, which every client takes. Whitespace around
// parameters, their names and their values is tolerated.
func Accepts(header, coding string) bool {
	named, star := unnamed, unnamed
	for _, entry := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(entry, ";")
		name = strings.Trim(name, ows)
		aboveZero, ok := weight(params)
		if !ok {
			continue
		}
		v := refused
		if aboveZero {
			v = accepted
		}
		switch {
		case strings.EqualFold(name, coding):
			named = max(named, v)
		case name == "*":
			star = max(star, v)
		}
	}
	if named != unnamed {
		return named == accepted
	}
	return star == accepted
}

// weight reads the parameters of an entry: whether its weight is above zero (an entry without one
// weighs 1), and ok false when the weight is no qvalue.
func weight(params string) (aboveZero, ok bool) {
	for _, p := range strings.Split(params, ";") {
		name, value, _ := strings.Cut(p, "=")
		if strings.EqualFold(strings.Trim(name, ows), "q") {
			return qvalue(strings.Trim(value, ows))
		}
	}
	return true, true
}

// qvalue reads RFC 9110's qvalue (section 12.4.2): 0 to 1 with at most three decimals, that is
// "0" [ "." 0*3DIGIT ] or "1" [ "." 0*3("0") ].
func qvalue(v string) (aboveZero, ok bool) {
	whole, frac, _ := strings.Cut(v, ".")
	if (whole != "0" && whole != "1") || len(frac) > 3 {
		return false, false
	}
	for _, c := range frac {
		if c < '0' || c > '9' || (whole == "1" && c != '0') {
			return false, false
		}
	}
	return whole == "1" || strings.Trim(frac, "0") != "", true
}
