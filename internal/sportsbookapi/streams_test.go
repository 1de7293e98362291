package sportsbookapi

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/streams"
)

// The streams calls: the list for everyone while the match offers video, the URL for a signed-in
// player while the match is on air, a stable code when there is nothing to watch, the usual 404 for
// an unknown match; nothing of it without a provider.
func TestStreamCalls(t *testing.T) {
	match := func(id int64, video bool, status catalogue.MatchStatus) catalogue.MatchView {
		return catalogue.MatchView{Match: catalogue.Match{ID: id, Type: catalogue.MatchTypeMatch, HasVideo: video, Status: status}}
	}
	reader := &fakeReader{matches: []catalogue.MatchView{
		match(1, true, catalogue.MatchStatusLive), match(2, true, catalogue.MatchStatusPrematch), match(3, false, catalogue.MatchStatusLive),
		match(4, true, catalogue.MatchStatusFinished), match(5, true, catalogue.MatchStatusStopped),
	}}
	tmpl, err := streams.ParseTemplate("https://cdn.example.com/live/{match_id}/index.m3u8")
	if err != nil {
		t.Fatal(err)
	}
	demo := streams.NewDemo("/demo-stream/index.m3u8")
	const demoList = `{"data":[{"id":"demo","kind":"hls","provider":"demo","quality":"240p","signInRequired":true}]}`
	cases := []struct {
		name      string
		provider  streams.Provider
		url       string
		anonymous bool
		status    int
		says      string
	}{
		{name: "streams of a live match", provider: demo, url: "/matches/1/streams", anonymous: true, status: 200, says: demoList},
		{name: "streams of a prematch match", provider: demo, url: "/matches/2/streams", anonymous: true, status: 200, says: demoList},
		{name: "streams of a match without video", provider: demo, url: "/matches/3/streams", status: 200, says: `{"data":[]}`},
		{name: "streams of a finished match", provider: demo, url: "/matches/4/streams", status: 200, says: `{"data":[]}`},
		{name: "streams of the operator's provider", provider: tmpl, url: "/matches/1/streams", status: 200,
			says: `{"data":[{"id":"main","kind":"hls","provider":"cdn.example.com","quality":"auto","signInRequired":true}]}`},
		{name: "streams without a provider", url: "/matches/1/streams", status: 200, says: `{"data":[]}`},
		{name: "streams of an unknown match", provider: demo, url: "/matches/99/streams", status: 404, says: `"code":"NOT_FOUND"`},
		{name: "streams of a bad id", provider: demo, url: "/matches/x/streams", status: 400, says: `"parameter":"id"`},

		{name: "video of a live match", provider: demo, url: "/matches/1/video", status: 200,
			says: `{"kind":"hls","provider":"demo","streamId":"demo","url":"/demo-stream/index.m3u8"}`},
		{name: "video of a stopped match", provider: demo, url: "/matches/5/video", status: 200, says: `"url":"/demo-stream/index.m3u8"`},
		{name: "video from the operator's provider", provider: tmpl, url: "/matches/1/video", status: 200,
			says: `{"kind":"hls","provider":"cdn.example.com","streamId":"main","url":"https://cdn.example.com/live/1/index.m3u8"}`},
		{name: "video for a visitor", provider: demo, url: "/matches/1/video", anonymous: true, status: 401, says: `"code":"UNAUTHORIZED"`},
		{name: "video of a prematch match", provider: demo, url: "/matches/2/video", status: 404,
			says: `{"code":"VIDEO_NOT_AVAILABLE","message":"stream.error.not_available"}`},
		{name: "video of a match without video", provider: demo, url: "/matches/3/video", anonymous: true, status: 404, says: `"code":"VIDEO_NOT_AVAILABLE"`},
		{name: "video of a finished match", provider: demo, url: "/matches/4/video", status: 404, says: `"code":"VIDEO_NOT_AVAILABLE"`},
		{name: "video without a provider", url: "/matches/1/video", status: 404, says: `"code":"VIDEO_NOT_AVAILABLE"`},
		{name: "video of an unknown match", provider: demo, url: "/matches/99/video", status: 404, says: `"code":"NOT_FOUND"`},
		{name: "video of match 0", provider: demo, url: "/matches/0/video", status: 404, says: `"code":"NOT_FOUND"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var opts []Option
			if tc.provider != nil {
				opts = append(opts, WithStreams(tc.provider))
			}
			h := New(reader, loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, nil, DefaultSettings(), nil, opts...)
			req := httptest.NewRequest("GET", BasePath+tc.url, nil)
			if !tc.anonymous {
				req.Header.Set("Authorization", "Bearer good")
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != tc.status || !strings.Contains(rec.Body.String(), tc.says) {
				t.Fatalf("%d %s; want %d saying %s", rec.Code, rec.Body, tc.status, tc.says)
			}
		})
	}
}
