// Package streams says which matches have a video stream and where it plays: the match's streams
// come from a stream provider, either the operator's (a URL template, STREAM_URL_TEMPLATE) or the
// demo stream the reference server ships (DEMO_STREAM). The rules here are pure; the API serves them.
package streams

import (
	"errors"
	"net"
	"net/url"
	"strconv"
	"strings"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// Stream is one video stream of a match.
type Stream struct {
	// ID names the stream among the match's streams.
	ID string
	// Provider names where the stream comes from ("demo", or the template's host).
	Provider string
	// Kind is the stream's protocol; "hls" only today.
	Kind string
	// Quality is the picture's height ("240p"), or "auto" for an adaptive stream.
	Quality string
	// SignInRequired: only a signed-in player gets the stream's URL (GET /matches/{id}/video).
	SignInRequired bool
	// URL is where the stream plays: absolute, or a path of this site.
	URL string
}

// Provider gives the streams of a match that has video.
type Provider interface {
	Streams(matchID int64) []Stream
}

// MatchIDPlaceholder is what a URL template names the match by.
const MatchIDPlaceholder = "{match_id}"

// Template is an operator's stream provider: one adaptive HLS stream per match at a URL made from
// a template such as https://cdn.example.com/{match_id}/index.m3u8.
type Template struct {
	template string
	host     string
	origin   string
}

// ParseTemplate checks a stream URL template: https (http only on a loopback host, for tests), a
// host, no user, and the match id placeholder in its path or query, so every match gets its own.
func ParseTemplate(v string) (Template, error) {
	const want = "must be a URL like https://cdn.example.com/{match_id}/index.m3u8"
	// Parse with a marker for the placeholder: braces are not valid in a URL's path.
	const marker = "matchidmarker"
	u, err := url.Parse(strings.ReplaceAll(v, MatchIDPlaceholder, marker))
	if err != nil || u.Host == "" || u.User != nil || u.Fragment != "" || strings.ContainsAny(v, " ;'\"") {
		return Template{}, errors.New(want)
	}
	if strings.Contains(u.Host, marker) || !strings.Contains(u.Path+"?"+u.RawQuery, marker) {
		return Template{}, errors.New(want + " (" + MatchIDPlaceholder + " in the path or query, so that each match plays its own stream)")
	}
	switch u.Scheme {
	case "https":
	case "http":
		if ip := net.ParseIP(u.Hostname()); u.Hostname() != "localhost" && (ip == nil || !ip.IsLoopback()) {
			// Over plain http a page served over https could not load it (mixed content).
			return Template{}, errors.New(want + " (http only for a loopback host)")
		}
	default:
		return Template{}, errors.New(want)
	}
	return Template{template: v, host: u.Hostname(), origin: u.Scheme + "://" + u.Host}, nil
}

// Origin is where the template's streams play from, for the Content-Security-Policy.
func (t Template) Origin() string { return t.origin }

// Streams is the match's one adaptive stream.
func (t Template) Streams(matchID int64) []Stream {
	return []Stream{{
		ID: "main", Provider: t.host, Kind: "hls", Quality: "auto", SignInRequired: true,
		URL: strings.ReplaceAll(t.template, MatchIDPlaceholder, strconv.FormatInt(matchID, 10)),
	}}
}

// Demo is the demo stream of the reference server: every match with video plays the same short
// test picture, served by this site at url (internal/streamdemo).
type Demo struct{ url string }

// NewDemo is the demo provider of the stream at url.
func NewDemo(url string) Demo { return Demo{url: url} }

// Streams is the demo stream, the same for every match.
func (d Demo) Streams(int64) []Stream {
	return []Stream{{ID: "demo", Provider: "demo", Kind: "hls", Quality: "240p", SignInRequired: true, URL: d.url}}
}

// Offered reports whether a match's page offers its video: it carries video and is not over (a
// prematch match's STREAM tab says when the stream starts).
func Offered(m catalogue.Match) bool {
	return m.HasVideo && (m.Status == catalogue.MatchStatusPrematch || OnAir(m))
}

// OnAir reports whether a match's stream plays now: while the match is live, an interruption
// included (the stream shows the stopped ground, as broadcasters do).
func OnAir(m catalogue.Match) bool {
	return m.HasVideo && (m.Status == catalogue.MatchStatusLive || m.Status == catalogue.MatchStatusStopped)
}
