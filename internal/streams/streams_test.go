package streams

import (
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

func TestParseTemplate(t *testing.T) {
	tests := []struct {
		name, template      string
		wantErr             string
		wantURL, wantOrigin string
	}{
		{name: "https path", template: "https://cdn.example.com/live/{match_id}/index.m3u8",
			wantURL: "https://cdn.example.com/live/7/index.m3u8", wantOrigin: "https://cdn.example.com"},
		{name: "query and port", template: "https://cdn.example.com:8443/play.m3u8?event={match_id}&q=hd",
			wantURL: "https://cdn.example.com:8443/play.m3u8?event=7&q=hd", wantOrigin: "https://cdn.example.com:8443"},
		{name: "http on loopback", template: "http://127.0.0.1:9000/{match_id}.m3u8",
			wantURL: "http://127.0.0.1:9000/7.m3u8", wantOrigin: "http://127.0.0.1:9000"},
		{name: "no placeholder", template: "https://cdn.example.com/index.m3u8", wantErr: "{match_id} in the path or query"},
		{name: "placeholder in the host", template: "https://{match_id}.cdn.example.com/index.m3u8", wantErr: "{match_id} in the path or query"},
		{name: "http elsewhere", template: "http://cdn.example.com/{match_id}.m3u8", wantErr: "http only for a loopback host"},
		{name: "not a URL", template: "cdn/{match_id}.m3u8", wantErr: "must be a URL"},
		{name: "other scheme", template: "rtmp://cdn.example.com/{match_id}", wantErr: "must be a URL"},
		{name: "user", template: "https://u:p@cdn.example.com/{match_id}.m3u8", wantErr: "must be a URL"},
		{name: "quote breaks the policy", template: "https://cdn.example.com/{match_id}';.m3u8", wantErr: "must be a URL"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tp, err := ParseTemplate(tt.template)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			s := tp.Streams(7)
			if len(s) != 1 || s[0].URL != tt.wantURL || s[0].Kind != "hls" || !s[0].SignInRequired || tp.Origin() != tt.wantOrigin {
				t.Fatalf("streams %+v origin %q", s, tp.Origin())
			}
		})
	}
}

func TestDemoStreams(t *testing.T) {
	for _, id := range []int64{1, 99} {
		s := NewDemo("/demo-stream/index.m3u8").Streams(id)
		if len(s) != 1 || s[0].URL != "/demo-stream/index.m3u8" || s[0].Provider != "demo" || s[0].Kind != "hls" || !s[0].SignInRequired {
			t.Fatalf("match %d: %+v", id, s)
		}
	}
}

func TestOfferedAndOnAir(t *testing.T) {
	tests := []struct {
		video          bool
		status         catalogue.MatchStatus
		offered, onAir bool
	}{
		{true, catalogue.MatchStatusPrematch, true, false},
		{true, catalogue.MatchStatusLive, true, true},
		{true, catalogue.MatchStatusStopped, true, true},
		{true, catalogue.MatchStatusClosed, false, false},
		{true, catalogue.MatchStatusFinished, false, false},
		{true, catalogue.MatchStatusNotCovered, false, false},
		{false, catalogue.MatchStatusLive, false, false},
		{false, catalogue.MatchStatusPrematch, false, false},
	}
	for _, tt := range tests {
		m := catalogue.Match{HasVideo: tt.video, Status: tt.status}
		if Offered(m) != tt.offered || OnAir(m) != tt.onAir {
			t.Errorf("video %v status %d: offered %v on air %v, want %v %v", tt.video, tt.status, Offered(m), OnAir(m), tt.offered, tt.onAir)
		}
	}
}
