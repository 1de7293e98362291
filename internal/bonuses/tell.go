package bonuses

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/campaigns"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/playerevents"
	"github.com/opensportsbook/sportsbook/internal/realtime"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// Tell publishes, once their changes commit, every bonus issued (bonus_issued on the player's channel, in their language) and the pool of a tournament a
// settled bet grew (tournament_pool_changed on every locale's updates channel).
func (s *Service) Tell(bus *events.Bus, pub playerevents.Publisher, locales []string) {
	events.Subscribe(bus, func(ctx context.Context, e events.BonusIssued) {
		if err := s.tellIssued(ctx, pub, e.Bonus); err != nil {
			s.Logger.WarnContext(ctx, "telling a player of a bonus", "player", e.Bonus.PlayerID, "bonus", e.Bonus.ID, "err", err)
		}
	})
	events.Subscribe(bus, func(ctx context.Context, e events.BetSettled) {
		if e.Bet.Bonus.Type != campaigns.KindTournament {
			return
		}
		if err := s.tellPool(ctx, pub, locales, e.Bet); err != nil {
			s.Logger.WarnContext(ctx, "publishing a tournament pool", "bet", e.Bet.ID, "err", err)
		}
	})
}

func (s *Service) tellIssued(ctx context.Context, pub playerevents.Publisher, b store.PlayerBonus) error {
	lang, err := s.Store.PlayerLanguage(ctx, b.PlayerID)
	if err != nil {
		return err
	}
	c, err := s.Get(ctx, b.PlayerID, "", b.ID, lang)
	if err != nil {
		return err
	}
	return playerevents.BonusIssued(ctx, pub, playerevents.Recipient{ID: b.PlayerID, Language: lang}, c)
}

// tellPool publishes the pool of the tournament a settled bet counted for.
func (s *Service) tellPool(ctx context.Context, pub playerevents.Publisher, locales []string, b store.Bet) error {
	pb, err := s.Store.PlayerBonus(ctx, b.PlayerID, b.Bonus.ID)
	if err != nil {
		return err
	}
	c, ok := s.Campaigns.ByID(pb.CampaignID)
	if !ok || c.Tournament == nil {
		return nil
	}
	staked, err := s.Store.PoolStaked(ctx, c.ID)
	if err != nil {
		return err
	}
	var m apigen.RealtimeMessage
	m.EventName = apigen.TournamentPoolChanged
	m.Message.TournamentPool = &apigen.TournamentPool{CampaignId: c.ID, Pool: c.Tournament.Pool(staked), Currency: c.Tournament.Freebet.Currency}
	data, err := json.Marshal(m)
	if err != nil {
		return fmt.Errorf("encoding tournament_pool_changed: %w", err)
	}
	for _, l := range realtime.ChannelLocales(locales) {
		if err := pub.Publish(ctx, realtime.UpdatesChannel(l), data); err != nil {
			return err
		}
	}
	return nil
}
