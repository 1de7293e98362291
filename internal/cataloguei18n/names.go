// Package cataloguei18n translates the catalogue's names (sports, categories, leagues, stages and
// periods, markets and outcomes) into the language of a request or a realtime channel. The feed
// names everything in English; team and player names stay as they are in every language.
//
// The tables (tables/*.json, one per translated language) map each English name the feed gives
// to its translation. A name with a number in it is a pattern: "Total {line}" translates "Total
// 2.5" and keeps the line where it was, at the end (the SPA groups a market's lines by the name
// without it). Placeholders:
//
//	{line}   a line or handicap, kept as written: "2.5", "+1.5"
//	{g}      a plain number, kept: the game of "1st set - game 5 - winner"
//	{n}      an English ordinal ("1st", "2nd"), written by the translation as {n} (the number) or
//	         {n|1=1re|#e}: the form for the number 1, else the last form, # standing for the number
//	{team}   a team or player name, kept ({team2} a second one)
//	{league} a league name, itself translated; {season} a season ("2026/27"), kept
//
// Bet selections keep the feed's names as they were at placement; they are translated like the
// catalogue whenever a bet is shown, so that a bet reads in the language of the page that shows
// it (what its player saw when placing it, if they still read the same language), and the stored
// bet is one record whatever its player's language: support and settlement read the same words.
package cataloguei18n

import (
	"embed"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/opensportsbook/sportsbook/internal/locale"
)

//go:embed tables/*.json
var tableFiles embed.FS

// table is one language's translations.
type table struct {
	exact    map[string]string
	patterns []pattern

	// seen remembers what names translated to: a list or a realtime batch names the same
	// markets and teams again and again, and trying every pattern on each costs (a 100-match
	// list in French, BenchmarkLocalizeList: 1.7 ms with it, 4.5 to 7 ms without). It is
	// emptied when full, as new teams keep coming.
	mu   sync.Mutex
	seen map[string]seenName
}

type seenName struct {
	to string
	ok bool
}

// maxSeen bounds the names a table remembers.
const maxSeen = 20000

// pattern is an English name with placeholders and its translation.
type pattern struct {
	from  string
	re    *regexp.Regexp
	slots []string // the placeholders of re's groups, in order
	to    string
	// prefix and suffix are the literal text before the first placeholder and after the last,
	// inner the literal text between placeholders: a name without them cannot match, and most
	// names are turned away by them without running re (a miss tries every pattern).
	prefix, suffix string
	inner          []string
}

// mayMatch reports whether name holds the pattern's literal text where it must.
func (p *pattern) mayMatch(name string) bool {
	if len(name) < len(p.prefix)+len(p.suffix) || !strings.HasPrefix(name, p.prefix) || !strings.HasSuffix(name, p.suffix) {
		return false
	}
	for _, lit := range p.inner {
		if !strings.Contains(name, lit) {
			return false
		}
	}
	return true
}

// placeholders are what each placeholder matches in an English name.
var placeholders = map[string]string{
	"line":   `([+-]?\d+(?:\.\d+)?)`,
	"g":      `(\d+)`,
	"n":      `(\d+)(?:st|nd|rd|th)`,
	"team":   `(.+)`,
	"team2":  `(.+)`,
	"league": `(.+)`,
	"season": `(\d{4}/\d{2})`,
}

var slotRE = regexp.MustCompile(`\{([a-z0-9]+)\}`)

// Catalogue is every translated language's table, by locale code (locale.Supported's spelling).
// Build it once at start with Load and hand it to whoever names the catalogue in a language; it
// is safe for concurrent use. A nil Catalogue translates nothing: every name stays English.
type Catalogue struct {
	tables map[string]*table
	types  *typeCache
}

// Load reads the embedded tables.
func Load() (*Catalogue, error) {
	entries, err := tableFiles.ReadDir("tables")
	if err != nil {
		return nil, fmt.Errorf("cataloguei18n: reading the tables: %w", err)
	}
	c := &Catalogue{tables: map[string]*table{}, types: &typeCache{}}
	for _, e := range entries {
		code := strings.TrimSuffix(e.Name(), ".json")
		b, err := tableFiles.ReadFile("tables/" + e.Name())
		if err != nil {
			return nil, fmt.Errorf("cataloguei18n: reading %s: %w", e.Name(), err)
		}
		t, err := parseTable(b)
		if err != nil {
			return nil, fmt.Errorf("cataloguei18n: %s: %w", e.Name(), err)
		}
		c.tables[code] = t
	}
	return c, nil
}

func parseTable(b []byte) (*table, error) {
	var names map[string]string
	if err := json.Unmarshal(b, &names); err != nil {
		return nil, fmt.Errorf("decoding: %w", err)
	}
	t := &table{exact: map[string]string{}, seen: map[string]seenName{}}
	for from, to := range names {
		if !strings.Contains(from, "{") {
			t.exact[from] = to
			continue
		}
		p, err := compile(from, to)
		if err != nil {
			return nil, err
		}
		t.patterns = append(t.patterns, p)
	}
	// The most specific pattern first: "{team} or draw" before "{team} or {team2}". Longer
	// literal text is more specific; ties in key order, so the order never depends on the map.
	literal := func(p pattern) int { return len(slotRE.ReplaceAllString(p.from, "")) }
	slices.SortFunc(t.patterns, func(a, b pattern) int {
		if d := literal(b) - literal(a); d != 0 {
			return d
		}
		return strings.Compare(a.from, b.from)
	})
	return t, nil
}

func compile(from, to string) (pattern, error) {
	var b strings.Builder
	var slots []string
	b.WriteString("^")
	rest := from
	for {
		loc := slotRE.FindStringSubmatchIndex(rest)
		if loc == nil {
			b.WriteString(regexp.QuoteMeta(rest))
			break
		}
		name := rest[loc[2]:loc[3]]
		expr, ok := placeholders[name]
		if !ok {
			return pattern{}, fmt.Errorf("%q: unknown placeholder {%s}", from, name)
		}
		b.WriteString(regexp.QuoteMeta(rest[:loc[0]]))
		b.WriteString(expr)
		slots = append(slots, name)
		rest = rest[loc[1]:]
	}
	b.WriteString("$")
	re, err := regexp.Compile(b.String())
	if err != nil {
		return pattern{}, fmt.Errorf("%q: %w", from, err)
	}
	literals := slotRE.Split(from, -1) // one more than the placeholders
	var inner []string
	for _, lit := range literals[1 : len(literals)-1] {
		if lit != "" {
			inner = append(inner, lit)
		}
	}
	return pattern{from: from, re: re, slots: slots, to: to, prefix: literals[0], suffix: literals[len(literals)-1], inner: inner}, nil
}

// lookup translates one name; ok is false when the table knows no such name (a team's).
func (t *table) lookup(name string) (string, bool) {
	t.mu.Lock()
	r, hit := t.seen[name]
	t.mu.Unlock()
	if hit {
		return r.to, r.ok
	}
	to, _, ok := t.match(name)
	t.mu.Lock()
	if len(t.seen) >= maxSeen {
		t.seen = map[string]seenName{}
	}
	t.seen[name] = seenName{to, ok}
	t.mu.Unlock()
	return to, ok
}

// entry is the table's entry that translates name: the name itself or a pattern.
func (t *table) entry(name string) string {
	_, key, _ := t.match(name)
	return key
}

// keys are the table's entries, sorted.
func (t *table) keys() []string {
	out := make([]string, 0, len(t.exact)+len(t.patterns))
	for k := range t.exact {
		out = append(out, k)
	}
	for _, p := range t.patterns {
		out = append(out, p.from)
	}
	slices.Sort(out)
	return out
}

func (t *table) match(name string) (to, key string, ok bool) {
	if to, ok := t.exact[name]; ok {
		return to, name, true
	}
	for i := range t.patterns {
		p := &t.patterns[i]
		if !p.mayMatch(name) {
			continue
		}
		m := p.re.FindStringSubmatch(name)
		if m == nil {
			continue
		}
		values := map[string]string{}
		for i, slot := range p.slots {
			v := m[i+1]
			if slot == "league" {
				if to, ok := t.exact[v]; ok {
					v = to
				}
			}
			values[slot] = v
		}
		return fill(p.to, values), p.from, true
	}
	return name, "", false
}

// formRE is a placeholder of a translation, with forms for an ordinal: {n|1=1re|#e}.
var formRE = regexp.MustCompile(`\{([a-z0-9]+)((?:\|[^|}]*)*)\}`)

func fill(to string, values map[string]string) string {
	return formRE.ReplaceAllStringFunc(to, func(ph string) string {
		m := formRE.FindStringSubmatch(ph)
		v, ok := values[m[1]]
		if !ok || m[2] == "" {
			if ok {
				return v
			}
			return ph
		}
		forms := strings.Split(m[2][1:], "|")
		pick := forms[len(forms)-1]
		for _, f := range forms[:len(forms)-1] {
			if k, form, found := strings.Cut(f, "="); found && k == v {
				pick = form
				break
			}
		}
		return strings.ReplaceAll(pick, "#", v)
	})
}

// Translator translates names into one language. The zero value (and the one of a language
// without a table, English) leaves every name as it is. Translators of one language are equal,
// so they can key a map (one encoding a language).
type Translator struct {
	t     *table
	types *typeCache // its Catalogue's, for Localize
}

// For returns the translator of a locale, a language tag or a channel locale ("pt" for pt-BR).
func (c *Catalogue) For(tag string) Translator {
	code, _ := locale.Resolve(tag)
	if c == nil || c.tables[code] == nil {
		return Translator{}
	}
	return Translator{t: c.tables[code], types: c.types}
}

// Translates reports whether the translator changes names at all.
func (tr Translator) Translates() bool { return tr.t != nil }

// Name translates a catalogue name; a name the tables do not know (a team's) is returned as it is.
func (tr Translator) Name(name string) string {
	if tr.t == nil || name == "" {
		return name
	}
	to, _ := tr.t.lookup(name)
	return to
}

// Known reports whether the tables translate name, and into what.
func (tr Translator) Known(name string) (string, bool) {
	if tr.t == nil {
		return name, false
	}
	return tr.t.lookup(name)
}

// Languages are the locale codes that have a table, sorted.
func (c *Catalogue) Languages() []string {
	if c == nil {
		return nil
	}
	out := make([]string, 0, len(c.tables))
	for code := range c.tables {
		out = append(out, code)
	}
	slices.Sort(out)
	return out
}
