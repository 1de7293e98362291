package chat

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
)

func TestClean(t *testing.T) {
	long := strings.Repeat("ж", MaxRunes) // 2 bytes each: the limit counts code points
	for _, tc := range []struct {
		name, in, want string
		code           apierror.Code
	}{
		{"kept as it is", "Great goal!", "Great goal!", ""},
		{"trimmed", "  \n\tWhat a save \n", "What a save", ""},
		{"inner line breaks kept", "one\ntwo", "one\ntwo", ""},
		{"CRLF and CR made LF", "one\r\ntwo\rthree", "one\ntwo\nthree", ""},
		{"controls stripped", "a\x00b\x07c\x1bd\u0085e\x7f", "abcde", ""},
		{"tab stripped", "a\tb", "ab", ""},
		{"bidi override stripped", "abc\u202edcba\u2066x\u2069", "abcdcbax", ""},
		{"marks and joiners kept", "a\u200fb 👨\u200d👩", "a\u200fb 👨\u200d👩", ""},
		{"invalid UTF-8 dropped", "a\xffb", "ab", ""},
		{"empty", "", "", apierror.ChatMessageEmpty},
		{"spaces only", " \n \t ", "", apierror.ChatMessageEmpty},
		{"controls only", "\x00\x01", "", apierror.ChatMessageEmpty},
		{"at the limit in code points", long, long, ""},
		{"limit counted after trimming", "  " + long + "  ", long, ""},
		{"one over the limit", long + "ж", "", apierror.ChatMessageTooLong},
		{"emoji count one each", strings.Repeat("⚽", MaxRunes+1), "", apierror.ChatMessageTooLong},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Clean(tc.in)
			if tc.code != "" {
				var ae *apierror.Error
				if !errors.As(err, &ae) || ae.Code != tc.code {
					t.Fatalf("Clean(%q) error = %v, want %s", tc.in, err, tc.code)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("Clean(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
			}
		})
	}
}

func TestCleanTooLongDetails(t *testing.T) {
	_, err := Clean(strings.Repeat("a", MaxRunes+5))
	var ae *apierror.Error
	if !errors.As(err, &ae) || ae.Details["max"] != MaxRunes || ae.Details["length"] != MaxRunes+5 {
		t.Fatalf("error = %#v, want max and length in the details", err)
	}
}

func TestAuthor(t *testing.T) {
	for _, tc := range []struct{ nickname, email, want string }{
		{"Gunner", "demo@sportsbook.test", "Gunner"},
		{"  Gunner ", "demo@sportsbook.test", "Gunner"},
		{"", "demo@sportsbook.test", "de***"},
		{"   ", "jo@example.com", "j***"},
		{"", "j@example.com", "j***"},
		{"", "йоханнес@example.com", "йо***"},
		{"", "", "***"},
	} {
		if got := Author(tc.nickname, tc.email); got != tc.want {
			t.Errorf("Author(%q, %q) = %q, want %q", tc.nickname, tc.email, got, tc.want)
		}
		if strings.Contains(Author(tc.nickname, tc.email), "@") {
			t.Errorf("Author(%q, %q) shows the address", tc.nickname, tc.email)
		}
	}
}

func TestRetryAfter(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want int
	}{
		{0, 1}, {time.Millisecond, 1}, {time.Second, 1}, {time.Second + time.Millisecond, 2}, {9500 * time.Millisecond, 10},
	} {
		if got := RetryAfter(tc.d); got != tc.want {
			t.Errorf("RetryAfter(%s) = %d, want %d", tc.d, got, tc.want)
		}
	}
}
