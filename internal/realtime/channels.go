// Package realtime is the realtime layer of the sportsbook: a centrifuge node in process, served at
// /connection/websocket, with the spec's channels (section 7), JWT connection and subscription
// tokens, history and recovery on public channels, and fossil delta on match channels when the
// flag turns it on. The node keeps channels in memory, or in Redis (Config.RedisURL) so that
// several instances share them.
//
// Services never talk to the centrifuge node: they publish through the Publisher interface, so the
// routing rules are testable without sockets.
package realtime

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

// Publisher publishes one message on one channel. Server implements it; tests use a recording fake.
type Publisher interface {
	Publish(ctx context.Context, channel string, data []byte) error
}

// Channel name parts (spec section 7, 'Realtime channels and events').
const (
	publicPrefix      = "public:"
	privatePrefix     = "$private:"
	updatesSuffix     = ".updates"
	matchInfix        = ".updates.match."
	platformUserInfix = ".platform_user."
	chatInfix         = "chat.match."
)

// ChannelLocale maps a locale to the locale part of a channel name: the language part, lowercased,
// with the alias br → pt (spec section 7). "pt-BR" and "br" give "pt", "en-AU" gives "en".
func ChannelLocale(locale string) string {
	l := strings.ToLower(strings.TrimSpace(locale))
	if i := strings.IndexAny(l, "-_"); i >= 0 {
		l = l[:i]
	}
	if l == "br" {
		return "pt"
	}
	return l
}

// ChannelLocales maps locales to their channel locales, deduplicated, in first-seen order; empty
// entries are dropped.
func ChannelLocales(locales []string) []string {
	out := make([]string, 0, len(locales))
	seen := make(map[string]bool, len(locales))
	for _, l := range locales {
		c := ChannelLocale(l)
		if c == "" || seen[c] {
			continue
		}
		seen[c] = true
		out = append(out, c)
	}
	return out
}

// UpdatesChannel is the list-level channel of a locale: public:{locale}.updates.
func UpdatesChannel(locale string) string {
	return publicPrefix + ChannelLocale(locale) + updatesSuffix
}

// MatchChannel is the channel of one match: public:{locale}.updates.match.{matchID}.
func MatchChannel(locale string, matchID int64) string {
	return publicPrefix + ChannelLocale(locale) + matchInfix + strconv.FormatInt(matchID, 10)
}

// PrivateChannel is a player's channel: $private:{locale}.platform_user.{userID}.
func PrivateChannel(locale, userID string) string {
	return privatePrefix + ChannelLocale(locale) + platformUserInfix + userID
}

// ChatChannel is a match's chat: public:chat.match.{matchID}. One per match, in no locale:
// players of every language share the match's conversation.
func ChatChannel(matchID int64) string {
	return publicPrefix + chatInfix + strconv.FormatInt(matchID, 10)
}

// ChannelKind tells which of the spec's channels a name is.
type ChannelKind int

// Channel kinds.
const (
	ChannelUnknown ChannelKind = iota
	ChannelUpdates             // public:{locale}.updates
	ChannelMatch               // public:{locale}.updates.match.{id}
	ChannelPrivate             // $private:{locale}.platform_user.{userId}
	ChannelChat                // public:chat.match.{matchId}
)

// ChannelInfo is a parsed channel name.
type ChannelInfo struct {
	Kind    ChannelKind
	Locale  string // none for ChannelChat
	MatchID int64  // ChannelMatch and ChannelChat only
	UserID  string // ChannelPrivate only
}

// Public reports whether anyone may subscribe (given a configured locale).
func (c ChannelInfo) Public() bool {
	return c.Kind == ChannelUpdates || c.Kind == ChannelMatch || c.Kind == ChannelChat
}

// ParseChannel parses a channel name. It fails for a name that is none of the spec's channels,
// or whose locale is one no channel is published in: only ChannelLocale's own results are channel
// locales ("br" is published as "pt"). It does not check the locale against a configuration (the
// server's subscription check does).
func ParseChannel(channel string) (ChannelInfo, error) {
	switch {
	case strings.HasPrefix(channel, publicPrefix):
		rest := channel[len(publicPrefix):]
		if id, ok := strings.CutPrefix(rest, chatInfix); ok {
			if n, ok := parseID(id); ok {
				return ChannelInfo{Kind: ChannelChat, MatchID: n}, nil
			}
			break
		}
		if loc, ok := strings.CutSuffix(rest, updatesSuffix); ok && validLocale(loc) {
			return ChannelInfo{Kind: ChannelUpdates, Locale: loc}, nil
		}
		if loc, id, ok := strings.Cut(rest, matchInfix); ok && validLocale(loc) {
			if n, ok := parseID(id); ok {
				return ChannelInfo{Kind: ChannelMatch, Locale: loc, MatchID: n}, nil
			}
		}
	case strings.HasPrefix(channel, privatePrefix):
		rest := channel[len(privatePrefix):]
		if loc, user, ok := strings.Cut(rest, platformUserInfix); ok && validLocale(loc) && user != "" {
			return ChannelInfo{Kind: ChannelPrivate, Locale: loc, UserID: user}, nil
		}
	}
	return ChannelInfo{}, fmt.Errorf("realtime: unknown channel %q", channel)
}

// parseID parses a match id in its one canonical spelling (no sign, no leading zero).
func parseID(id string) (int64, bool) {
	n, err := strconv.ParseInt(id, 10, 64)
	return n, err == nil && n > 0 && strconv.FormatInt(n, 10) == id
}

// validLocale accepts a channel locale as ChannelLocale produces it: lowercase ASCII letters that
// ChannelLocale keeps as they are, so that an alias it maps (br) names no channel of its own.
func validLocale(l string) bool {
	if l == "" || len(l) > 8 {
		return false
	}
	for _, r := range l {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return ChannelLocale(l) == l
}
