package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

const matchJoins = ` FROM matches JOIN sports ON sports.id = matches.sport_id JOIN categories ON categories.id = matches.category_id
	JOIN tournaments ON tournaments.id = matches.tournament_id`

const matchColumns = `matches.id, matches.urn_id, matches.slug, matches.type, matches.sport_id, matches.category_id, matches.tournament_id,
	matches.name_a, matches.name_b, matches.logo_a, matches.logo_b, matches.competitors, matches.stadium, matches.city, matches.status, matches.stage,
	matches.start_time, matches.end_date, matches.clock, matches.total_score, matches.game_score, matches.period_scores, matches.current_server,
	matches.max_period_number, matches.has_video, matches.provider, matches.has_provider_stats,
	sports.id, sports.urn_id, sports.key, sports.name, sports.priority, sports.type, sports.provider, ` + categoryColumns + `, ` + tournamentColumns

// sortColumns is the whitelist of match sort keys (spec section 9) and their SQL.
var sortColumns = map[string]string{
	"sport_id":            "matches.sport_id",
	"sport_priority":      "sports.priority",
	"category_id":         "matches.category_id",
	"category_priority":   "categories.priority",
	"tournament_id":       "matches.tournament_id",
	"tournament_priority": "tournaments.priority",
	"start_time":          "matches.start_time",
	"bets_count":          "matches.bets_count",
}

func orderBy(keys []catalogue.SortKey) (string, error) {
	if len(keys) == 0 {
		return "matches.start_time, matches.id", nil
	}
	parts := make([]string, 0, len(keys)+1)
	for _, k := range keys {
		col, ok := sortColumns[k.Field]
		if !ok {
			return "", fmt.Errorf("unknown sort field %q", k.Field)
		}
		if k.Desc {
			col += " DESC"
		}
		parts = append(parts, col)
	}
	return strings.Join(append(parts, "matches.id"), ", "), nil
}

func statusList(statuses []catalogue.MatchStatus) []int {
	out := make([]int, len(statuses))
	for i, s := range statuses {
		out[i] = int(s)
	}
	return out
}

func matchWhere(f catalogue.MatchFilter) where {
	w := where{}
	if len(f.IDs) > 0 {
		list, args := in(f.IDs)
		w.add(true, "matches.id IN "+list, args...)
	}
	w.add(f.Type != "", "matches.type = ?", string(f.Type))
	w.add(f.SportKey != "", "sports.key = ?", f.SportKey)
	w.add(f.SportType != "", "sports.type = ?", string(f.SportType))
	w.add(f.CategoryID != 0, "matches.category_id = ?", f.CategoryID)
	w.add(f.TournamentID != 0, "matches.tournament_id = ?", f.TournamentID)
	if len(f.Statuses) > 0 {
		list, args := in(statusList(f.Statuses))
		w.add(true, "matches.status IN "+list, args...)
	}
	w.add(!f.StartFrom.IsZero(), "matches.start_time >= ?", millis(f.StartFrom))
	w.add(!f.StartTo.IsZero(), "matches.start_time <= ?", millis(f.StartTo))
	w.add(f.Bettable, "matches.status IN (0, 1)")
	w.add(f.HasVideo, "matches.has_video = 1")
	return w
}

// ListMatches implements catalogue.Reader.
func (s *Store) ListMatches(ctx context.Context, f catalogue.MatchFilter, p catalogue.PageRequest) ([]catalogue.MatchView, catalogue.Pagination, error) {
	order, err := orderBy(f.Sort)
	if err != nil {
		return nil, catalogue.Pagination{}, fmt.Errorf("list matches: %w", err)
	}
	w := matchWhere(f)
	if f.MaxPerSport > 0 {
		// Keep the first N of each sport under the requested order.
		w = where{
			conds: []string{`matches.id IN (SELECT id FROM (SELECT matches.id AS id, ROW_NUMBER() OVER (PARTITION BY matches.sport_id ORDER BY ` + order + `) AS rn` +
				matchJoins + w.sql() + `) WHERE rn <= ?)`},
			args: append(append([]any{}, w.args...), f.MaxPerSport),
		}
	}
	var total int
	if err := s.read.QueryRowContext(ctx, `SELECT COUNT(*)`+matchJoins+w.sql(), w.args...).Scan(&total); err != nil {
		return nil, catalogue.Pagination{}, fmt.Errorf("count matches: %w", err)
	}
	views, err := s.queryViews(ctx, `SELECT `+matchColumns+matchJoins+w.sql()+` ORDER BY `+order+` LIMIT ? OFFSET ?`,
		append(append([]any{}, w.args...), p.Limit, p.Offset())...)
	if err != nil {
		return nil, catalogue.Pagination{}, fmt.Errorf("list matches: %w", err)
	}
	return views, catalogue.NewPagination(p, total), nil
}

// GetMatch implements catalogue.Reader.
func (s *Store) GetMatch(ctx context.Context, id int64) (catalogue.MatchView, error) {
	views, err := s.queryViews(ctx, `SELECT `+matchColumns+matchJoins+` WHERE matches.id = ?`, id)
	if err != nil {
		return catalogue.MatchView{}, fmt.Errorf("get match %d: %w", id, err)
	}
	if len(views) == 0 {
		return catalogue.MatchView{}, fmt.Errorf("match %d: %w", id, catalogue.ErrNotFound)
	}
	return views[0], nil
}

func (s *Store) queryViews(ctx context.Context, query string, args ...any) ([]catalogue.MatchView, error) {
	rows, err := s.read.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	views := []catalogue.MatchView{}
	for rows.Next() {
		var v catalogue.MatchView
		if err := scanView(rows, &v); err != nil {
			return nil, err
		}
		views = append(views, v)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if err := s.attachMainMarkets(ctx, views); err != nil {
		return nil, err
	}
	return views, nil
}

func scanView(r *sql.Rows, v *catalogue.MatchView) error {
	var (
		m                                                       = &v.Match
		typ, sportType                                          string
		competitors, clock, totalScore, gameScore, periodScores string
		status                                                  int
		start, end                                              int64
	)
	err := r.Scan(&m.ID, &m.URNID, &m.Slug, &typ, &m.SportID, &m.CategoryID, &m.TournamentID, &m.NameA, &m.NameB, &m.LogoA, &m.LogoB,
		&competitors, &m.Stadium, &m.City, &status, &m.Stage, &start, &end, &clock, &totalScore, &gameScore, &periodScores,
		&m.CurrentServer, &m.MaxPeriodNumber, &m.HasVideo, &m.Provider, &m.HasProviderStats,
		&v.Sport.ID, &v.Sport.URNID, &v.Sport.Key, &v.Sport.Name, &v.Sport.Priority, &sportType, &v.Sport.Provider,
		&v.Category.ID, &v.Category.Slug, &v.Category.Name, &v.Category.Priority, &v.Category.CountryCode, &v.Category.SportID,
		&v.Tournament.ID, &v.Tournament.URNID, &v.Tournament.Slug, &v.Tournament.Name, &v.Tournament.Priority, &v.Tournament.CategoryID,
		&v.Tournament.SportID, &v.Tournament.MainMarketOutcomesCount, &v.Tournament.SecondaryMarketOutcomesCount)
	if err != nil {
		return err
	}
	m.Type, v.Sport.Type, m.Status = catalogue.MatchType(typ), catalogue.SportType(sportType), catalogue.MatchStatus(status)
	m.StartTime, m.EndDate = fromMillis(start), fromMillis(end)
	var c clockRow
	for _, j := range []struct {
		text string
		into any
	}{{competitors, &m.Competitors}, {clock, &c}, {totalScore, &m.TotalScore}, {gameScore, &m.GameScore}, {periodScores, &m.PeriodScores}} {
		if err := unmarshal(j.text, j.into); err != nil {
			return fmt.Errorf("match %d: %w", m.ID, err)
		}
	}
	m.Clock = c.clock()
	return nil
}

// attachMainMarkets loads, in one query for the whole page, each match's two highest-priority
// listed markets (main and secondary) with their outcomes, and its market counts.
func (s *Store) attachMainMarkets(ctx context.Context, views []catalogue.MatchView) error {
	if len(views) == 0 {
		return nil
	}
	ids := make([]int64, len(views))
	index := make(map[int64]*catalogue.MatchView, len(views))
	for i := range views {
		ids[i] = views[i].ID
		index[views[i].ID] = &views[i]
	}
	list, args := in(ids)
	rows, err := s.read.QueryContext(ctx, `WITH ranked AS (
		SELECT match_id, market_id, specifier, name, status, priority, group_keys, most_balanced, next_bet_stop, provider,
			ROW_NUMBER() OVER (PARTITION BY match_id ORDER BY priority DESC, market_id, specifier) AS rn,
			COUNT(*) OVER (PARTITION BY match_id) AS listed_count,
			SUM(priority >= ?) OVER (PARTITION BY match_id) AS top_count
		FROM markets WHERE `+listed+` AND match_id IN `+list+`)
		SELECT r.match_id, r.market_id, r.specifier, r.name, r.status, r.priority, r.group_keys, r.most_balanced, r.next_bet_stop, r.provider,
			r.rn, r.listed_count, r.top_count, o.outcome_id, o.name, o.active, o.odds, o.result
		FROM ranked r JOIN outcomes o ON o.match_id = r.match_id AND o.market_id = r.market_id AND o.specifier = r.specifier
		WHERE r.rn <= 2 ORDER BY r.match_id, r.rn, o.position`, append([]any{topMarketPriority}, args...)...)
	if err != nil {
		return fmt.Errorf("main markets: %w", err)
	}
	defer rows.Close()
	var current *catalogue.Market
	for rows.Next() {
		var (
			mk                catalogue.Market
			o                 catalogue.Outcome
			rank, count, top  int
			status            int
			groups, result    string
			nextBetStop, odds int64
		)
		if err := rows.Scan(&mk.MatchID, &mk.MarketID, &mk.Specifier, &mk.Name, &status, &mk.Priority, &groups, &mk.MostBalanced, &nextBetStop, &mk.Provider,
			&rank, &count, &top, &o.ID, &o.Name, &o.Active, &odds, &result); err != nil {
			return fmt.Errorf("main markets: %w", err)
		}
		o.Odds, o.Result = catalogue.Odds(odds), catalogue.OutcomeResult(result)
		v := index[mk.MatchID]
		v.AvailableMarketsCount, v.TopMarketsCount = count, top
		slot := &v.MainMarket
		if rank == 2 {
			slot = &v.SecondaryMarket
		}
		if *slot == nil {
			mk.Status, mk.NextBetStop = catalogue.MarketStatus(status), fromMillis(nextBetStop)
			if err := unmarshal(groups, &mk.GroupKeys); err != nil {
				return fmt.Errorf("main markets: %w", err)
			}
			*slot = &mk
		}
		current = *slot
		current.Outcomes = append(current.Outcomes, o)
		if rank == 1 {
			v.MainMarketOutcomesCount = len(current.Outcomes)
		}
	}
	return rows.Err()
}

// ListMarkets implements catalogue.Reader.
func (s *Store) ListMarkets(ctx context.Context, matchID int64, f catalogue.MarketFilter, p catalogue.PageRequest) ([]catalogue.Market, []catalogue.MarketGroup, catalogue.Pagination, error) {
	var exists int
	if err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM matches WHERE id = ?`, matchID).Scan(&exists); err != nil {
		return nil, nil, catalogue.Pagination{}, fmt.Errorf("list markets of %d: %w", matchID, err)
	}
	if exists == 0 {
		return nil, nil, catalogue.Pagination{}, fmt.Errorf("match %d: %w", matchID, catalogue.ErrNotFound)
	}
	w := where{}
	w.add(true, "match_id = ? AND "+listed, matchID)
	w.add(f.GroupKey != "", "EXISTS (SELECT 1 FROM json_each(markets.group_keys) WHERE value = ?)", f.GroupKey)
	if len(f.MarketIDs) > 0 {
		list, args := in(f.MarketIDs)
		w.add(true, "market_id IN "+list, args...)
	}
	var markets []catalogue.Market
	pg, err := s.page(ctx, "markets", w, "priority DESC, market_id, specifier", p,
		`match_id, market_id, specifier, name, status, priority, group_keys, most_balanced, next_bet_stop, provider`, func(r *sql.Rows) error {
			var (
				m           catalogue.Market
				status      int
				groups      string
				nextBetStop int64
			)
			if err := r.Scan(&m.MatchID, &m.MarketID, &m.Specifier, &m.Name, &status, &m.Priority, &groups, &m.MostBalanced, &nextBetStop, &m.Provider); err != nil {
				return err
			}
			m.Status, m.NextBetStop = catalogue.MarketStatus(status), fromMillis(nextBetStop)
			if err := unmarshal(groups, &m.GroupKeys); err != nil {
				return err
			}
			markets = append(markets, m)
			return nil
		})
	if err != nil {
		return nil, nil, pg, fmt.Errorf("list markets of %d: %w", matchID, err)
	}
	if err := s.attachOutcomes(ctx, matchID, markets); err != nil {
		return nil, nil, pg, err
	}
	groups, err := s.marketGroups(ctx, matchID)
	if err != nil {
		return nil, nil, pg, err
	}
	return markets, groups, pg, nil
}

func (s *Store) attachOutcomes(ctx context.Context, matchID int64, markets []catalogue.Market) error {
	if len(markets) == 0 {
		return nil
	}
	index := make(map[catalogue.MarketKey]*catalogue.Market, len(markets))
	for i := range markets {
		index[markets[i].Key()] = &markets[i]
	}
	rows, err := s.read.QueryContext(ctx, `SELECT market_id, specifier, outcome_id, name, active, odds, result FROM outcomes
		WHERE match_id = ? ORDER BY market_id, specifier, position`, matchID)
	if err != nil {
		return fmt.Errorf("outcomes of %d: %w", matchID, err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			k      catalogue.MarketKey
			o      catalogue.Outcome
			odds   int64
			result string
		)
		if err := rows.Scan(&k.MarketID, &k.Specifier, &o.ID, &o.Name, &o.Active, &odds, &result); err != nil {
			return fmt.Errorf("outcomes of %d: %w", matchID, err)
		}
		if m := index[k]; m != nil {
			o.Odds, o.Result = catalogue.Odds(odds), catalogue.OutcomeResult(result)
			m.Outcomes = append(m.Outcomes, o)
		}
	}
	return rows.Err()
}

// marketGroups returns the groups holding at least one listed market of the match.
func (s *Store) marketGroups(ctx context.Context, matchID int64) ([]catalogue.MarketGroup, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT id, key, name, priority FROM market_groups WHERE key IN (
		SELECT json_each.value FROM markets, json_each(markets.group_keys) WHERE markets.match_id = ? AND markets.`+listed+`)
		ORDER BY priority DESC, id`, matchID)
	if err != nil {
		return nil, fmt.Errorf("market groups of %d: %w", matchID, err)
	}
	defer rows.Close()
	groups := []catalogue.MarketGroup{}
	for rows.Next() {
		var g catalogue.MarketGroup
		if err := rows.Scan(&g.ID, &g.Key, &g.Name, &g.Priority); err != nil {
			return nil, fmt.Errorf("market groups of %d: %w", matchID, err)
		}
		groups = append(groups, g)
	}
	return groups, rows.Err()
}
