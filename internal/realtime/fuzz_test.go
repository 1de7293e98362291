package realtime

import (
	"strings"
	"testing"
)

// FuzzParseChannel: a channel name the parser accepts is exactly the name the channel
// constructors make from its parts, so that a subscription can only ever name a channel the
// server publishes on; and every constructed channel parses back.
func FuzzParseChannel(f *testing.F) {
	for _, s := range []string{
		"public:en.updates", "public:pt.updates.match.7", "$private:en.platform_user.42", "public:en.updates.match.0",
		"public:en.updates.match.-1", "public:en.updates.match.007", "public:en.updates.match.9223372036854775808",
		"public:EN.updates", "public:en-au.updates", "public:.updates", "public:abcdefghi.updates", "$private:en.platform_user.",
		"$private:en.platform_user.42.x", "$private:en.platform_user.4\x002", "public:en.updates\n", "public:en.updates.match.7 ",
		"public:en.updates.updates", "private:en.platform_user.42", "", ":", "public:", "$private:", "pt-BR", "br", "en_AU",
		"public:ру.updates", "$private:en.platform_user.%2F", "$private:en.platform_user.\\", strings.Repeat("public:en.updates", 500),
		// Found by fuzzing: br channels parsed, though br is published as pt.
		"public:br.updates", "$private:br.platform_user.1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, ch string) {
		if info, err := ParseChannel(ch); err == nil {
			var again string
			switch info.Kind {
			case ChannelUpdates:
				again = UpdatesChannel(info.Locale)
			case ChannelMatch:
				again = MatchChannel(info.Locale, info.MatchID)
			case ChannelPrivate:
				again = PrivateChannel(info.Locale, info.UserID)
			default:
				t.Fatalf("ParseChannel(%q) = kind %d without an error", ch, info.Kind)
			}
			if again != ch {
				t.Fatalf("ParseChannel(%q) = %+v, which formats as %q", ch, info, again)
			}
			if info.Public() == (info.Kind == ChannelPrivate) {
				t.Fatalf("ParseChannel(%q): Public() = %v for kind %d", ch, info.Public(), info.Kind)
			}
		}

		// The input as a locale: what the constructors make of it parses back to its parts.
		loc := ChannelLocale(ch)
		if info, err := ParseChannel(UpdatesChannel(ch)); err == nil && (info.Kind != ChannelUpdates || info.Locale != loc) {
			t.Fatalf("UpdatesChannel(%q) parses as %+v", ch, info)
		}
		if info, err := ParseChannel(MatchChannel(ch, 7)); err == nil && (info.Kind != ChannelMatch || info.Locale != loc || info.MatchID != 7) {
			t.Fatalf("MatchChannel(%q, 7) parses as %+v", ch, info)
		}
		if info, err := ParseChannel(PrivateChannel("en", ch)); ch != "" && (err != nil || info.UserID != ch) {
			t.Fatalf("PrivateChannel(en, %q) parses as %+v, %v", ch, info, err)
		}
	})
}
