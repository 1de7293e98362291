package bonuses

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bonusrules"
	"github.com/opensportsbook/sportsbook/internal/campaigns"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// publication is one message a publisher was given.
type publication struct {
	channel string
	message apigen.RealtimeMessage
}

// publications records what is published, as the realtime server would send it.
type publications []publication

func (p *publications) Publish(_ context.Context, channel string, data []byte) error {
	var m apigen.RealtimeMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	*p = append(*p, publication{channel, m})
	return nil
}

// telling is the fixture's service raising and telling on one bus, as the server wires it.
func telling(t *testing.T, locales ...string) (*Service, *publications) {
	t.Helper()
	s := fixture(t)
	s.Events = &events.Bus{}
	pub := &publications{}
	s.Tell(s.Events, pub, locales)
	return s, pub
}

// playerOf is a new player whose language is lang.
func playerOf(t *testing.T, s *Service, lang string) int64 {
	t.Helper()
	players++
	var id int64
	err := s.Store.InTx(context.Background(), func(tx *store.Tx) error {
		p, err := tx.CreatePlayer(context.Background(), store.NewPlayer{Email: fmt.Sprintf("p%d@example.com", players), PasswordHash: "h",
			Language: lang, Country: "DE", Currency: "EUR"}, now)
		id = p.ID
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// A bonus issued reaches its player's private channel once it commits, as bonus_issued with the
// bonus named in the player's language (not the language of the request that issued it); a
// refused code tells nothing.
func TestTellBonusIssued(t *testing.T) {
	ctx := context.Background()
	s, pub := telling(t, "en", "de")
	p := playerOf(t, s, "de")
	if _, err := s.RedeemPromoCode(ctx, p, "WIN5", "en"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.RedeemPromoCode(ctx, p, "WIN5", "en"); codeOf(err) == "" {
		t.Fatal("a used code was redeemed again")
	}
	if len(*pub) != 1 {
		t.Fatalf("published %+v, want one bonus_issued", *pub)
	}
	got := (*pub)[0]
	b := got.message.Message.Bonus
	if want := fmt.Sprintf("$private:de.platform_user.%d", p); got.channel != want || got.message.EventName != apigen.BonusIssued {
		t.Fatalf("published %s on %s, want bonus_issued on %s", got.message.EventName, got.channel, want)
	}
	if b == nil || b.CampaignId != "promo" || b.Name != "promo (de)" || b.UserBonusStatus != apigen.PlayerBonusStatusAvailable ||
		b.Freebet == nil || b.Freebet.Amount != 500 {
		t.Fatalf("bonus_issued carries %+v", b)
	}
}

// A settled bet of a tournament publishes the tournament's pool now on every locale's updates
// channel (one per channel locale: en-GB and en share one); a settled bet of another bonus
// publishes nothing.
func TestTellTournamentPool(t *testing.T) {
	ctx := context.Background()
	s, pub := telling(t, "en", "en-GB", "de", "pt-BR")
	h := bonusrules.Hunting{MinOdds: 1_000, MinStake: 1, PointsPerUnit: 1_000,
		Freebet: bonusrules.Freebet{Mode: bonusrules.FreebetAllWin, Amount: 1, Currency: "EUR"}}
	cup := campaigns.Campaign{ID: "cup", Kind: campaigns.KindTournament, Status: bonusrules.CampaignActive, Trigger: campaigns.TriggerManual,
		ValidTo: now.Add(time.Hour), Name: text("cup"), Details: text("d"), Terms: text("t"), Hunting: &h,
		Tournament: &bonusrules.Tournament{Hunting: h, InitialPool: 10_000, PoolShare: 1_000, Prizes: []int64{10_000}}}
	set, err := campaigns.New(cup)
	if err != nil {
		t.Fatal(err)
	}
	s.Campaigns = set
	p := playerOf(t, s, "de")
	var entry store.PlayerBonus
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		issued, err := s.IssueTriggered(ctx, tx, p, campaigns.TriggerManual, 0, now)
		if err != nil || len(issued) != 1 {
			return fmt.Errorf("issued %v: %w", issued, err)
		}
		entry = issued[0]
		_, err = tx.AddPoolStake(ctx, "cup", 9_000)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	settled := func(kind string) {
		s.Events.Publish(ctx, events.BetSettled{Bet: store.Bet{ID: 1, PlayerID: p, Bonus: store.BetBonus{ID: entry.ID, Type: kind}}})
	}
	settled(campaigns.KindFreebet)
	if len(*pub) != 0 {
		t.Fatalf("a freebet's settled bet published %+v", *pub)
	}
	settled(campaigns.KindTournament)
	var channels []string
	for _, got := range *pub {
		channels = append(channels, got.channel)
		// 100.00 to start with and 10 % of the 90.00 staked.
		if tp := got.message.Message.TournamentPool; got.message.EventName != apigen.TournamentPoolChanged || tp == nil ||
			*tp != (apigen.TournamentPool{CampaignId: "cup", Pool: 10_900, Currency: "EUR"}) {
			t.Errorf("published %s with %+v on %s", got.message.EventName, tp, got.channel)
		}
	}
	if want := "[public:en.updates public:de.updates public:pt.updates]"; fmt.Sprint(channels) != want {
		t.Fatalf("published on %v, want %s", channels, want)
	}
}
