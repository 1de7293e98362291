package playerevents

import (
	"context"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/cataloguei18n"
)

type recorder struct{ channel, data string }

func (r *recorder) Publish(_ context.Context, channel string, data []byte) error {
	r.channel, r.data = channel, string(data)
	return nil
}

// A bet reaches its player's channel with its selections named in the player's language.
func TestBetChangedInThePlayersLanguage(t *testing.T) {
	names, err := cataloguei18n.Load()
	if err != nil {
		t.Fatal(err)
	}
	bet := apigen.PlacedBet{Selections: []apigen.PlacedSelection{{MatchName: "Venlo Town - Dosbarrios FC", MarketName: "Draw no bet", OutcomeName: "Venlo Town"}}}
	for lang, want := range map[string]string{"en": `"marketName":"Draw no bet"`, "de": `"marketName":"Unentschieden keine Wette"`} {
		var rec recorder
		if err := BetChanged(context.Background(), &rec, names, Recipient{ID: 7, Language: lang}, bet); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(rec.data, want) || !strings.Contains(rec.data, `"outcomeName":"Venlo Town"`) || !strings.Contains(rec.channel, lang+".platform_user.7") {
			t.Errorf("%s: %s %s", lang, rec.channel, rec.data)
		}
	}
}
