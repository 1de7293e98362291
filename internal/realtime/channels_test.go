package realtime

import "testing"

func TestChannelNames(t *testing.T) {
	tests := []struct {
		name, got, want string
	}{
		{"updates en", UpdatesChannel("en"), "public:en.updates"},
		{"updates pt-BR", UpdatesChannel("pt-BR"), "public:pt.updates"},
		{"updates br alias", UpdatesChannel("br"), "public:pt.updates"},
		{"updates en-AU", UpdatesChannel("en-AU"), "public:en.updates"},
		{"updates upper", UpdatesChannel("FR"), "public:fr.updates"},
		{"match", MatchChannel("de", 42), "public:de.updates.match.42"},
		{"match br", MatchChannel("br", 7), "public:pt.updates.match.7"},
		{"private", PrivateChannel("en", "u-1"), "$private:en.platform_user.u-1"},
		{"private br", PrivateChannel("BR", "9"), "$private:pt.platform_user.9"},
		{"chat", ChatChannel(42), "public:chat.match.42"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("got %q, want %q", tt.got, tt.want)
			}
		})
	}
}

func TestChannelLocales(t *testing.T) {
	got := ChannelLocales([]string{"en", "en-AU", "pt-BR", "br", "", "fr", "ar"})
	want := []string{"en", "pt", "fr", "ar"}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
}

func TestParseChannel(t *testing.T) {
	tests := []struct {
		channel string
		want    ChannelInfo
		wantErr bool
	}{
		{channel: "public:en.updates", want: ChannelInfo{Kind: ChannelUpdates, Locale: "en"}},
		{channel: "public:pt.updates.match.123", want: ChannelInfo{Kind: ChannelMatch, Locale: "pt", MatchID: 123}},
		{channel: "$private:en.platform_user.abc", want: ChannelInfo{Kind: ChannelPrivate, Locale: "en", UserID: "abc"}},
		{channel: "public:chat.match.42", want: ChannelInfo{Kind: ChannelChat, MatchID: 42}},
		{channel: "public:chat.match.0", wantErr: true},
		{channel: "public:chat.match.042", wantErr: true},
		{channel: "public:chat.match.", wantErr: true},
		{channel: "public:en.chat.match.1", wantErr: true},
		{channel: "public:en.updates.match.0", wantErr: true},
		{channel: "public:en.updates.match.-1", wantErr: true},
		{channel: "public:en.updates.match.012", wantErr: true},
		{channel: "public:en.updates.match.x", wantErr: true},
		{channel: "public:EN.updates", wantErr: true},
		// br is published as pt: a br channel would be one nobody publishes on.
		{channel: "public:br.updates", wantErr: true},
		{channel: "public:br.updates.match.7", wantErr: true},
		{channel: "$private:br.platform_user.42", wantErr: true},
		{channel: "public:.updates", wantErr: true},
		{channel: "public:en.other", wantErr: true},
		{channel: "$private:en.platform_user.", wantErr: true},
		{channel: "private:en.platform_user.1", wantErr: true},
		{channel: "", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.channel, func(t *testing.T) {
			got, err := ParseChannel(tt.channel)
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tt.wantErr)
			}
			if got != tt.want {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}
