package sportsbookapi

import (
	"context"
	"errors"
	"strconv"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bonuses"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/locale"
	"github.com/opensportsbook/sportsbook/internal/wire"
)

// BonusService lists, issues, activates and boosts a player's bonuses; bonuses.Service implements
// it. Its refusals are *apierror.Error values (BONUS_NOT_FOUND, PROMO_CODE_UNKNOWN...).
type BonusService interface {
	List(ctx context.Context, playerID int64, q bonuses.Query) ([]apigen.Bonus, error)
	Page(ctx context.Context, playerID int64, q bonuses.Query, p catalogue.PageRequest) ([]apigen.Bonus, catalogue.Pagination, error)
	Get(ctx context.Context, playerID int64, kind bonuses.Kind, id int64, lang string) (apigen.Bonus, error)
	Terms(ctx context.Context, playerID int64, kind bonuses.Kind, id int64, lang string) (string, error)
	Activate(ctx context.Context, playerID, id int64, lang string) (apigen.Bonus, error)
	Boost(ctx context.Context, playerID, id int64, lang string) (apigen.Bonus, error)
	RedeemPromoCode(ctx context.Context, playerID int64, code, lang string) (apigen.Bonus, error)
	ForBets(ctx context.Context, playerID int64, bets []apigen.BetRequest, lang string) ([]apigen.AvailableBonuses, error)
	Rating(ctx context.Context, playerID, id int64, limit int) (apigen.TournamentRating, error)
	MarkSeen(ctx context.Context, playerID int64, ids []int64) error
	Offers(lang string) []apigen.Offer
}

var errNoBonuses = errors.New("no bonus service")

// collections maps the typed lists' path segment to the bonus kind.
var collections = map[string]bonuses.Kind{
	"comboboosts": bonuses.KindComboboost,
	"freebets":    bonuses.KindFreebet,
	"huntings":    bonuses.KindHunting,
	"tournaments": bonuses.KindTournament,
	"lootboxes":   bonuses.KindLootbox,
}

// bonusCaller is the signed-in player of a bonus call, or the error to answer.
func (s *Server) bonusCaller(ctx context.Context) (int64, error) {
	id := playerID(ctx)
	if id == 0 {
		return 0, unauthorized()
	}
	if s.bonuses == nil {
		return 0, internalError("bonuses", errNoBonuses)
	}
	return id, nil
}

// language is the locale parameter when it names a supported locale, else the request's language.
func language(ctx context.Context, p *apigen.Locale) string {
	if p != nil {
		if code, ok := locale.Resolve(*p); ok {
			return code
		}
	}
	if l, ok := ctx.Value(languageKey{}).(string); ok {
		return l
	}
	return locale.Default
}

func bonusID(v apigen.BonusIDPath) (int64, error) {
	id, err := strconv.ParseInt(v, 10, 64)
	if err != nil || id < 1 {
		return 0, badParameter("id")
	}
	return id, nil
}

func statuses(p *[]apigen.PlayerBonusStatus) []string {
	if p == nil {
		return nil
	}
	out := make([]string, len(*p))
	for i, st := range *p {
		out[i] = string(st)
	}
	return out
}

// ListOffers serves GET /offers: anyone may read them.
func (s *Server) ListOffers(ctx context.Context, req apigen.ListOffersRequestObject) (apigen.ListOffersResponseObject, error) {
	out := apigen.OfferList{Items: []apigen.Offer{}}
	if s.bonuses != nil {
		out.Items = s.bonuses.Offers(language(ctx, req.Params.Locale))
	}
	return apigen.ListOffers200JSONResponse(out), nil
}

// ListBonuses serves GET /bonuses.
func (s *Server) ListBonuses(ctx context.Context, req apigen.ListBonusesRequestObject) (apigen.ListBonusesResponseObject, error) {
	id, err := s.bonusCaller(ctx)
	if err != nil {
		return nil, err
	}
	q := bonuses.Query{Language: language(ctx, req.Params.Locale), Statuses: statuses(req.Params.Status),
		Unseen: isTrue(req.Params.Unseen), LimitPerKind: bonuses.DefaultLimit}
	if req.Params.Available != nil {
		q.Availability = bonuses.OnlyUnavailable
		if *req.Params.Available {
			q.Availability = bonuses.OnlyAvailable
		}
	}
	if l := req.Params.LimitPerType; l != nil {
		if *l < 1 || *l > catalogue.MaxLimit {
			return nil, badParameter("limit_per_type")
		}
		q.LimitPerKind = *l
	}
	if t := req.Params.Type; t != nil {
		k, ok := bonuses.KindOf(string(*t))
		if !ok {
			return nil, badParameter("type")
		}
		q.Kinds = []bonuses.Kind{k}
	}
	items, err := s.bonuses.List(ctx, id, q)
	if err != nil {
		return nil, err
	}
	return apigen.ListBonuses200JSONResponse{Items: items}, nil
}

// ListBonusesOfKind serves GET /bonuses/{collection}.
func (s *Server) ListBonusesOfKind(ctx context.Context, req apigen.ListBonusesOfKindRequestObject) (apigen.ListBonusesOfKindResponseObject, error) {
	id, err := s.bonusCaller(ctx)
	if err != nil {
		return nil, err
	}
	kind, ok := collections[string(req.Collection)]
	if !ok {
		return nil, badParameter("collection")
	}
	limit := bonuses.DefaultLimit
	if kind == bonuses.KindTournament {
		limit = bonuses.TournamentLimit
	}
	if req.Params.Limit != nil {
		limit = *req.Params.Limit
	}
	p, err := page(req.Params.Page, &limit)
	if err != nil {
		return nil, err
	}
	q := bonuses.Query{Language: language(ctx, req.Params.Locale), Kinds: []bonuses.Kind{kind}, Statuses: statuses(req.Params.Status)}
	if a := req.Params.Availability; a != nil {
		switch string(*a) {
		case "available":
			q.Availability = bonuses.OnlyAvailable
		case "unavailable":
			q.Availability = bonuses.OnlyUnavailable
		case "all":
		default:
			return nil, badParameter("availability")
		}
	}
	items, pg, err := s.bonuses.Page(ctx, id, q, p)
	if err != nil {
		return nil, err
	}
	return apigen.ListBonusesOfKind200JSONResponse{Items: items, Pagination: wire.Pagination(pg)}, nil
}

// GetBonus serves GET /bonuses/{collection}/{id}.
func (s *Server) GetBonus(ctx context.Context, req apigen.GetBonusRequestObject) (apigen.GetBonusResponseObject, error) {
	player, kind, id, err := s.bonusOfKind(ctx, string(req.Collection), req.Id)
	if err != nil {
		return nil, err
	}
	b, err := s.bonuses.Get(ctx, player, kind, id, language(ctx, req.Params.Locale))
	if err != nil {
		return nil, err
	}
	return apigen.GetBonus200JSONResponse(b), nil
}

// GetBonusTerms serves GET /bonuses/{collection}/{id}/terms.
func (s *Server) GetBonusTerms(ctx context.Context, req apigen.GetBonusTermsRequestObject) (apigen.GetBonusTermsResponseObject, error) {
	player, kind, id, err := s.bonusOfKind(ctx, string(req.Collection), req.Id)
	if err != nil {
		return nil, err
	}
	terms, err := s.bonuses.Terms(ctx, player, kind, id, language(ctx, req.Params.Locale))
	if err != nil {
		return nil, err
	}
	return apigen.GetBonusTerms200JSONResponse{Terms: terms}, nil
}

// bonusOfKind reads the caller, the kind of a typed list's path and a bonus id, or the error to answer.
func (s *Server) bonusOfKind(ctx context.Context, collection string, rawID apigen.BonusIDPath) (int64, bonuses.Kind, int64, error) {
	kind, ok := collections[collection]
	player, id, err := s.bonusTarget(ctx, rawID)
	if err == nil && !ok {
		err = badParameter("collection")
	}
	return player, kind, id, err
}

// ActivateBonus serves POST /bonuses/{id}/activate.
func (s *Server) ActivateBonus(ctx context.Context, req apigen.ActivateBonusRequestObject) (apigen.ActivateBonusResponseObject, error) {
	player, id, err := s.bonusTarget(ctx, req.Id)
	if err != nil {
		return nil, err
	}
	b, err := s.bonuses.Activate(ctx, player, id, language(ctx, req.Params.Locale))
	if err != nil {
		return nil, err
	}
	return apigen.ActivateBonus200JSONResponse(b), nil
}

// BoostBonus serves POST /bonuses/{id}/boost.
func (s *Server) BoostBonus(ctx context.Context, req apigen.BoostBonusRequestObject) (apigen.BoostBonusResponseObject, error) {
	player, id, err := s.bonusTarget(ctx, req.Id)
	if err != nil {
		return nil, err
	}
	b, err := s.bonuses.Boost(ctx, player, id, language(ctx, req.Params.Locale))
	if err != nil {
		return nil, err
	}
	return apigen.BoostBonus200JSONResponse(b), nil
}

// bonusTarget reads the caller and the id of one of their bonuses, or the error to answer.
func (s *Server) bonusTarget(ctx context.Context, rawID apigen.BonusIDPath) (int64, int64, error) {
	player, err := s.bonusCaller(ctx)
	if err != nil {
		return 0, 0, err
	}
	id, err := bonusID(rawID)
	return player, id, err
}

// RedeemPromoCode serves POST /bonuses/promo-code.
func (s *Server) RedeemPromoCode(ctx context.Context, req apigen.RedeemPromoCodeRequestObject) (apigen.RedeemPromoCodeResponseObject, error) {
	player, err := s.bonusCaller(ctx)
	if err != nil {
		return nil, err
	}
	if req.Body == nil || len(req.Body.Code) == 0 || len(req.Body.Code) > 64 {
		return nil, badParameter("code")
	}
	b, err := s.bonuses.RedeemPromoCode(ctx, player, req.Body.Code, language(ctx, req.Params.Locale))
	if err != nil {
		return nil, err
	}
	return apigen.RedeemPromoCode200JSONResponse(b), nil
}

// BetBonuses serves POST /bonuses: the bonuses each bet of a slip may use.
func (s *Server) BetBonuses(ctx context.Context, req apigen.BetBonusesRequestObject) (apigen.BetBonusesResponseObject, error) {
	player, err := s.bonusCaller(ctx)
	if err != nil {
		return nil, err
	}
	if req.Body == nil || len(req.Body.Bets) == 0 || len(req.Body.Bets) > 50 {
		return nil, badParameter("bets")
	}
	var loc *apigen.Locale
	if req.Body.Locale != nil {
		l := apigen.Locale(*req.Body.Locale)
		loc = &l
	}
	out, err := s.bonuses.ForBets(ctx, player, req.Body.Bets, language(ctx, loc))
	if err != nil {
		return nil, err
	}
	return apigen.BetBonuses200JSONResponse{Bets: out}, nil
}

// TournamentRating serves GET /bonuses/tournaments/{id}/rating.
func (s *Server) TournamentRating(ctx context.Context, req apigen.TournamentRatingRequestObject) (apigen.TournamentRatingResponseObject, error) {
	player, err := s.bonusCaller(ctx)
	if err != nil {
		return nil, err
	}
	id, err := bonusID(req.Id)
	if err != nil {
		return nil, err
	}
	limit := bonuses.RatingLimit
	if req.Params.Limit != nil {
		if *req.Params.Limit < 1 || *req.Params.Limit > catalogue.MaxLimit {
			return nil, badParameter("limit")
		}
		limit = *req.Params.Limit
	}
	r, err := s.bonuses.Rating(ctx, player, id, limit)
	if err != nil {
		return nil, err
	}
	return apigen.TournamentRating200JSONResponse(r), nil
}
