package bench

import (
	"slices"
	"testing"
)

func TestSplitFrame(t *testing.T) {
	tests := []struct {
		frame string
		want  []string
	}{
		{`{}`, []string{`{}`}},
		{"{\"id\":1}\n{\"push\":{}}\n", []string{`{"id":1}`, `{"push":{}}`}},
		{"{\"id\":1}\n\n{}", []string{`{"id":1}`, `{}`}},
		{"", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, o := range SplitFrame([]byte(tt.frame)) {
			got = append(got, string(o))
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("SplitFrame(%q) = %q, want %q", tt.frame, got, tt.want)
		}
	}
}

func TestEncodeCommands(t *testing.T) {
	b, err := EncodeCommands(
		Command{ID: 1, Connect: &ConnectRequest{Token: "t", Name: "wsbench"}},
		Command{ID: 2, Subscribe: &SubscribeRequest{Channel: "public:en.updates", Recoverable: true, Positioned: true}},
	)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"id":1,"connect":{"token":"t","name":"wsbench"}}` + "\n" +
		`{"id":2,"subscribe":{"channel":"public:en.updates","recoverable":true,"positioned":true}}`
	if string(b) != want {
		t.Errorf("EncodeCommands =\n%s\nwant\n%s", b, want)
	}
}
