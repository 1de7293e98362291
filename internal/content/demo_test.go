package content

import "testing"

// The demo content (content/, which `make run` and the end-to-end tests serve) reads cleanly and
// shows every block kind on some page.
func TestDemoFolder(t *testing.T) {
	s, err := Read("../../content")
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]bool{}
	for _, p := range s.Pages {
		for _, b := range p.Blocks {
			kinds[b.Kind] = true
		}
	}
	if len(s.Crests) == 0 {
		t.Error("the demo content lists no team crest")
	}
	for _, k := range BlockKinds() {
		if !kinds[k] {
			t.Errorf("no page of the demo content has a %s block", k)
		}
	}
}
