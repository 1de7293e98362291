package content

import (
	"cmp"
	"fmt"
	"strings"
)

// DatePatterns are the operator's patterns for the three ways the SPA writes a moment: a time of
// day (match start, clock), a date (a bonus's expiry) and a date with its time (a bet, a
// transaction). An empty pattern keeps the locale's own convention.
type DatePatterns struct {
	Time     string `yaml:"time" json:"time,omitempty"`
	Date     string `yaml:"date" json:"date,omitempty"`
	DateTime string `yaml:"dateTime" json:"dateTime,omitempty"`
}

// patternFields are the letter runs a date pattern may hold (web/src/domain/datePattern.ts
// formats the same ones; testdata/vectors/date-patterns.json holds the cases both pass).
var patternFields = map[string]bool{
	"yyyy": true, "yy": true, "MMMM": true, "MMM": true, "MM": true, "M": true, "dd": true, "d": true,
	"EEEE": true, "EEE": true, "HH": true, "H": true, "hh": true, "h": true, "mm": true, "ss": true, "a": true,
}

// maxPatternLength keeps a pattern a date, not a paragraph.
const maxPatternLength = 40

// checkDatePattern says what is wrong with a pattern, "" when nothing is: text goes in single
// quotes ('um', and ” for a quote itself), every unquoted letter is a field of patternFields.
func checkDatePattern(p string) string {
	if p == "" {
		return "the pattern is empty"
	}
	if len(p) > maxPatternLength {
		return fmt.Sprintf("the pattern is longer than %d characters", maxPatternLength)
	}
	for i := 0; i < len(p); {
		c := p[i]
		switch {
		case c == '\'':
			end := strings.IndexByte(p[i+1:], '\'')
			if end < 0 {
				return "a quote is not closed (write '' for a quote itself)"
			}
			i += end + 2
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			j := i
			for j < len(p) && p[j] == c {
				j++
			}
			if !patternFields[p[i:j]] {
				return fmt.Sprintf("%q is not a field (yyyy yy MMMM MMM MM M dd d EEEE EEE HH H hh h mm ss a; quote text: 'at')", p[i:j])
			}
			i = j
		default:
			i++
		}
	}
	return ""
}

// readDatePatterns checks datePatterns of site.yaml: locale → patterns.
func readDatePatterns(site *Site, in map[string]DatePatterns) error {
	for _, loc := range sortedKeys(in) {
		if !isSupported(loc) {
			return fieldError(siteName, "datePatterns."+loc, "%q is not a locale of the site", loc)
		}
		p := in[loc]
		for _, f := range []struct{ name, value string }{{"time", p.Time}, {"date", p.Date}, {"dateTime", p.DateTime}} {
			if f.value == "" {
				continue
			}
			if why := checkDatePattern(f.value); why != "" {
				return fieldError(siteName, "datePatterns."+loc+"."+f.name, "%q: %s", f.value, why)
			}
		}
		site.DatePatterns[loc] = p
	}
	return nil
}

// DatePatternsIn are the patterns for loc: its own, each missing one its language's (en for en-AU).
func (s Site) DatePatternsIn(loc string) DatePatterns {
	var lang DatePatterns
	if l, _, ok := strings.Cut(loc, "-"); ok {
		lang = s.DatePatterns[l]
	}
	own := s.DatePatterns[loc]
	return DatePatterns{
		Time:     cmp.Or(own.Time, lang.Time),
		Date:     cmp.Or(own.Date, lang.Date),
		DateTime: cmp.Or(own.DateTime, lang.DateTime),
	}
}
