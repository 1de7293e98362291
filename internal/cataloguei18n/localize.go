package cataloguei18n

import (
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/locale"
)

// Localize returns v, a value of the contract's types (a response, a realtime message), with the
// catalogue names it holds translated; v itself is left as it was, so one message can be
// localized for every channel locale. A translator that translates nothing returns v.
//
// It finds the names by type, wherever they sit (a match in a list, a market in a message, a
// selection of a bet), so a new endpoint or field that carries these types is translated too.
func Localize[T any](tr Translator, v T) T {
	rv := reflect.ValueOf(v) // the dynamic value when T is an interface (a handler's response)
	if tr.t == nil || !rv.IsValid() || !tr.types.needs(rv.Type()) {
		return v
	}
	return tr.copy(rv).Interface().(T)
}

// translators rewrite the names of one contract type, on a copy of it.
var translators = map[reflect.Type]func(Translator, reflect.Value){
	reflect.TypeFor[apigen.Sport]():         func(tr Translator, v reflect.Value) { tr.field(v, "Name") },
	reflect.TypeFor[apigen.SportRef]():      func(tr Translator, v reflect.Value) { tr.field(v, "Name") },
	reflect.TypeFor[apigen.Category]():      func(tr Translator, v reflect.Value) { tr.field(v, "Name") },
	reflect.TypeFor[apigen.CategoryRef]():   func(tr Translator, v reflect.Value) { tr.field(v, "Name") },
	reflect.TypeFor[apigen.Tournament]():    func(tr Translator, v reflect.Value) { tr.field(v, "Name") },
	reflect.TypeFor[apigen.TournamentRef](): func(tr Translator, v reflect.Value) { tr.field(v, "Name") },
	reflect.TypeFor[apigen.PeriodScore]():   func(tr Translator, v reflect.Value) { tr.field(v, "Name") },
	reflect.TypeFor[apigen.Market]():        func(tr Translator, v reflect.Value) { tr.field(v, "Name") },
	reflect.TypeFor[apigen.Outcome]():       func(tr Translator, v reflect.Value) { tr.field(v, "Name") },
	reflect.TypeFor[apigen.PlacedSelection](): func(tr Translator, v reflect.Value) {
		tr.field(v, "MatchName") // an outright's is its league's; a match's, its teams', stays
		tr.field(v, "MarketName")
		tr.field(v, "OutcomeName")
	},
	reflect.TypeFor[apigen.Match](): func(tr Translator, v reflect.Value) {
		tr.field(v, "Stage")
		// An outright's name is its league's ("Premier League 2026/27 – Winner"); a match's
		// names are its teams', which stay as they are.
		if v.FieldByName("Type").Interface() == apigen.MatchTypeOutright {
			tr.field(v, "NameA")
		}
	},
}

func (tr Translator) field(v reflect.Value, name string) {
	f := v.FieldByName(name)
	f.SetString(tr.Name(f.String()))
}

// copy returns a deep copy of v with the names of every contract type in it translated. Parts
// that cannot hold such a type are shared, not copied.
func (tr Translator) copy(v reflect.Value) reflect.Value {
	if !tr.types.needs(v.Type()) {
		return v
	}
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return v
		}
		p := reflect.New(v.Type().Elem())
		p.Elem().Set(tr.copy(v.Elem()))
		return p
	case reflect.Slice:
		if v.IsNil() {
			return v
		}
		s := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := range v.Len() {
			s.Index(i).Set(tr.copy(v.Index(i)))
		}
		return s
	case reflect.Array:
		a := reflect.New(v.Type()).Elem()
		for i := range v.Len() {
			a.Index(i).Set(tr.copy(v.Index(i)))
		}
		return a
	case reflect.Map:
		if v.IsNil() {
			return v
		}
		m := reflect.MakeMapWithSize(v.Type(), v.Len())
		for it := v.MapRange(); it.Next(); {
			m.SetMapIndex(it.Key(), tr.copy(it.Value()))
		}
		return m
	case reflect.Struct:
		s := reflect.New(v.Type()).Elem()
		s.Set(v)
		for i := range v.NumField() {
			if f := s.Field(i); f.CanSet() {
				f.Set(tr.copy(v.Field(i)))
			}
		}
		if k, translate := tr.types.translatorFor(v.Type()); translate != nil {
			// A response type defined as a contract type (GetMatch200JSONResponse is a Match)
			// is translated as that type.
			as := reflect.New(k).Elem()
			as.Set(s.Convert(k))
			translate(tr, as)
			s.Set(as.Convert(v.Type()))
		}
		return s
	}
	return v
}

// typeCache remembers what Localize found out about the types it met, which a response of the
// same type would otherwise walk again on every request.
type typeCache struct {
	translatorOf sync.Map // reflect.Type -> reflect.Type of its translator, or nil
	holdsNames   sync.Map // reflect.Type -> bool: needs
}

// translatorFor returns the contract type whose translator rewrites a struct type t: t itself,
// or the type t is defined as.
func (c *typeCache) translatorFor(t reflect.Type) (reflect.Type, func(Translator, reflect.Value)) {
	if k, ok := c.translatorOf.Load(t); ok {
		if k == nil {
			return nil, nil
		}
		return k.(reflect.Type), translators[k.(reflect.Type)]
	}
	var found reflect.Type
	if _, ok := translators[t]; ok {
		found = t
	} else if t.Kind() == reflect.Struct {
		for k := range translators {
			if t.ConvertibleTo(k) {
				found = k
				break
			}
		}
	}
	if found == nil {
		c.translatorOf.Store(t, nil)
		return nil, nil
	}
	c.translatorOf.Store(t, found)
	return found, translators[found]
}

// needs reports whether a value of type t can hold a type that has names to translate.
func (c *typeCache) needs(t reflect.Type) bool {
	if v, ok := c.holdsNames.Load(t); ok {
		return v.(bool)
	}
	n := c.needsWalk(t, map[reflect.Type]bool{})
	c.holdsNames.Store(t, n)
	return n
}

// needsWalk is needs without the cache; visiting breaks the cycles of types that refer to
// themselves (a type needs nothing through itself).
func (c *typeCache) needsWalk(t reflect.Type, visiting map[reflect.Type]bool) bool {
	if _, translate := c.translatorFor(t); translate != nil {
		return true
	}
	if visiting[t] {
		return false
	}
	visiting[t] = true
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array, reflect.Map:
		return c.needsWalk(t.Elem(), visiting)
	case reflect.Struct:
		for i := range t.NumField() {
			if f := t.Field(i); f.IsExported() && c.needsWalk(f.Type, visiting) {
				return true
			}
		}
	}
	return false
}

// AnswerLanguage is the language a request's names are answered in: a translated locale, or "en"
// for every locale that reads the feed's English (en-AU, en-CA...). Caches key on it.
func (c *Catalogue) AnswerLanguage(r *http.Request) string {
	if code := RequestLanguage(r); c.For(code).Translates() {
		return code
	}
	return locale.Default
}

// RequestLanguage is the locale a request's catalogue names are answered in: the first language
// of its Accept-Language header (by preference) that resolves to a supported locale, else the
// default. The SPA sends the page's locale there.
func RequestLanguage(r *http.Request) string {
	best, bestQ := locale.Default, -1.0
	for _, part := range strings.Split(r.Header.Get("Accept-Language"), ",") {
		tag, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			parsed, err := strconv.ParseFloat(v, 64)
			if err != nil {
				continue
			}
			q = parsed
		}
		if code, ok := locale.Resolve(strings.TrimSpace(tag)); ok && q > bestQ && q > 0 {
			best, bestQ = code, q
		}
	}
	return best
}
