// Package chat is the match chat (spec route table: the CHAT tab of a match page): signed-in
// players post short messages on a prematch or live match through the API, and everyone reads
// them on the match's chat channel, whose history keeps the last ones. This file holds the pure
// rules (what a message may be, how an author is shown, how fast one may post); chat.go the
// service that applies them, keeps the message and publishes it.
package chat

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/opensportsbook/sportsbook/internal/apierror"
)

// MaxRunes is the longest message, in Unicode code points (a tweet's length: a remark about the
// match, not an essay; counted as the SPA's counter counts it, not in bytes).
const MaxRunes = 280

// The posting rate: at most PerWindow messages by one player on one match within Window. Five
// in ten seconds lets a player answer a goal in a burst and stops a flood.
const (
	PerWindow = 5
	Window    = 10 * time.Second
)

// Clean is the text a match chat message keeps: CleanMax with MaxRunes.
func Clean(text string) (string, error) { return CleanMax(text, MaxRunes) }

// CleanMax is the text a message keeps: line ends made \n, control characters (but the line
// break) and the bidirectional overrides and isolates (which would turn the rest of a reader's
// line around) removed, and spaces trimmed at both ends. It refuses a text that is then empty
// (CHAT_MESSAGE_EMPTY) or longer than maxRunes (CHAT_MESSAGE_TOO_LONG, with max and length in
// the details). The support chat (internal/support) keeps its messages by the same rules.
func CleanMax(text string, maxRunes int) (string, error) {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.Map(func(r rune) rune {
		switch {
		case r == '\r':
			return '\n'
		case r == '\n':
			return r
		case unicode.IsControl(r), isBidiControl(r), r == utf8.RuneError:
			return -1
		}
		return r
	}, text)
	text = strings.TrimSpace(text)
	if text == "" {
		return "", apierror.New(apierror.ChatMessageEmpty)
	}
	if n := utf8.RuneCountInString(text); n > maxRunes {
		return "", apierror.New(apierror.ChatMessageTooLong).With(map[string]any{"max": maxRunes, "length": n})
	}
	return text, nil
}

// isBidiControl reports the embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
// The marks (LRM, RLM) stay: they only place neutral characters.
func isBidiControl(r rune) bool {
	return (r >= '\u202a' && r <= '\u202e') || (r >= '\u2066' && r <= '\u2069')
}

// Author is how a player is shown in the chat: their nickname when they chose one, otherwise
// the start of their email's local part masked ("de***"), so that no one's address is shown.
func Author(nickname, email string) string {
	if n := strings.TrimSpace(nickname); n != "" {
		return n
	}
	local, _, _ := strings.Cut(email, "@")
	runes := []rune(local)
	keep := 2
	if len(runes) <= keep {
		keep = min(1, len(runes))
	}
	return string(runes[:keep]) + "***"
}

// RetryAfter is the whole seconds a refused poster waits, rounded up, at least one.
func RetryAfter(d time.Duration) int {
	s := int((d + time.Second - 1) / time.Second)
	return max(s, 1)
}
