package betting

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"testing"
)

// Every code declared in refusals.go has its message key, and no two codes share a value.
func TestEveryRefusalCodeHasItsMessage(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "refusals.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, spec := range g.Specs {
			v := spec.(*ast.ValueSpec)
			code, err := strconv.Unquote(v.Values[0].(*ast.BasicLit).Value)
			if err != nil {
				t.Fatal(err)
			}
			if other, dup := seen[code]; dup {
				t.Errorf("%s and %s are both %s", other, v.Names[0], code)
			}
			seen[code] = v.Names[0].Name
			if refusalMessages[code] == "" {
				t.Errorf("%s (%s) has no message key", v.Names[0], code)
			}
		}
	}
	if len(seen) != len(refusalMessages) || len(seen) < 20 {
		t.Errorf("%d codes declared, %d with a message", len(seen), len(refusalMessages))
	}
	if r := Refuse(InvalidOdds, map[string]any{"odds": 1850}); r.Message != "error.place_bets.invalid_odds" || r.Details["odds"] != 1850 {
		t.Errorf("Refuse: %+v", r)
	}
}
