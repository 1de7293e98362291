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
	matches.available_markets_count, matches.top_markets_count, matches.main_market_id, matches.main_specifier,
	matches.secondary_market_id, matches.secondary_specifier, matches.extra_market_id, matches.extra_specifier,
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
	w.add(f.Bettable, bettable)
	w.add(f.HasVideo, "matches.has_video = 1")
	w.add(f.FavouriteOf != 0, "matches.id IN (SELECT entity_id FROM favourites WHERE player_id = ? AND type = '"+FavouriteMatches+"')", f.FavouriteOf)
	return w
}

// ListMatches implements catalogue.Reader. Every filter field is honoured; the default order is
// start time ascending, and every order ends with the match id so that pages are stable. The count,
// the page and its markets are read in one snapshot.
func (s *Store) ListMatches(ctx context.Context, f catalogue.MatchFilter, p catalogue.PageRequest) ([]catalogue.MatchView, catalogue.Pagination, error) {
	p = normalPage(p)
	order, err := orderBy(f.Sort)
	if err != nil {
		return nil, catalogue.Pagination{}, fmt.Errorf("list matches: %w", err)
	}
	w := matchWhere(f)
	if f.MaxPerSport > 0 {
		// Keep the first N of each sport under the requested order.
		w = where{
			conds: []string{`matches.id IN (SELECT id FROM (SELECT matches.id AS id, ROW_NUMBER() OVER (PARTITION BY matches.sport_id ORDER BY ` + order + `) AS rn` +
				matchJoins + w.sql() + `) AS ranked WHERE rn <= ?)`},
			args: append(append([]any{}, w.args...), f.MaxPerSport),
		}
	}
	var (
		views     []catalogue.MatchView
		total     int
		countSQL  = `SELECT COUNT(*)` + matchJoins + w.sql()
		selectSQL = `SELECT ` + matchColumns + matchJoins + w.sql() + ` ORDER BY ` + order + ` LIMIT ? OFFSET ?`
	)
	err = s.snapshot(ctx, func(q readTx) error {
		if err := q.QueryRowContext(ctx, countSQL, w.args...).Scan(&total); err != nil {
			return fmt.Errorf("count: %w", err)
		}
		if total <= p.Offset() {
			views = []catalogue.MatchView{}
			return nil
		}
		var err error
		views, err = queryViews(ctx, q, selectSQL, append(append([]any{}, w.args...), p.Limit, p.Offset())...)
		return err
	})
	if err != nil {
		return nil, catalogue.Pagination{}, fmt.Errorf("list matches: %w", err)
	}
	return views, catalogue.NewPagination(p, total), nil
}

const getMatchQuery = `SELECT ` + matchColumns + matchJoins + ` WHERE matches.id = ?`

// GetMatch implements catalogue.Reader; ErrNotFound when there is no such match.
func (s *Store) GetMatch(ctx context.Context, id int64) (catalogue.MatchView, error) {
	var views []catalogue.MatchView
	err := s.snapshot(ctx, func(q readTx) error {
		var err error
		views, err = queryViews(ctx, q, getMatchQuery, id)
		return err
	})
	if err != nil {
		return catalogue.MatchView{}, fmt.Errorf("get match %d: %w", id, err)
	}
	if len(views) == 0 {
		return catalogue.MatchView{}, fmt.Errorf("match %d: %w", id, catalogue.ErrNotFound)
	}
	return views[0], nil
}

// querier is what reads need of a *sql.DB or a transaction.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// snapshot runs fn in a read transaction, so that the queries it makes see one state of the
// database (a SQLite reader under WAL keeps its snapshot while the feed writes; on PostgreSQL the
// transaction is REPEATABLE READ). Statements stay prepared on each connection (sqliteconn.go;
// pgx on PostgreSQL).
func (s *Store) snapshot(ctx context.Context, fn func(readTx) error) error {
	tx, err := s.read.BeginTx(ctx, s.d.readTx)
	if err != nil {
		return fmt.Errorf("begin read: %w", err)
	}
	defer tx.Rollback() //nolint:errcheck // a read transaction has nothing to commit
	return fn(readTx{tx, s.d})
}

// readTx is a read transaction and the dialect of its engine.
type readTx struct {
	*sql.Tx
	d *dialect
}

// summaryKeys are a match's main, secondary and extra market keys from its summary columns.
type summaryKeys struct {
	mainID, secondaryID, extraID       sql.NullInt64
	mainSpec, secondarySpec, extraSpec sql.NullString
}

// queryViews runs a query selecting matchColumns and attaches each match's main, secondary and
// extra market with one more query for the whole list.
func queryViews(ctx context.Context, q readTx, query string, args ...any) ([]catalogue.MatchView, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	views := []catalogue.MatchView{}
	var keys []summaryKeys
	for rows.Next() {
		var (
			v catalogue.MatchView
			k summaryKeys
		)
		if err := scanView(rows, &v, &k); err != nil {
			return nil, err
		}
		views = append(views, v)
		keys = append(keys, k)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows.Close()
	if err := attachMainMarkets(ctx, q, views, keys); err != nil {
		return nil, err
	}
	return views, nil
}

func scanView(r *sql.Rows, v *catalogue.MatchView, k *summaryKeys) error {
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
		&v.AvailableMarketsCount, &v.TopMarketsCount, &k.mainID, &k.mainSpec, &k.secondaryID, &k.secondarySpec, &k.extraID, &k.extraSpec,
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

// attachMainMarkets loads, in one query for the whole list, the main, secondary and extra market
// (from the match summary kept by Apply) of each match with their outcomes.
func attachMainMarkets(ctx context.Context, q readTx, views []catalogue.MatchView, keys []summaryKeys) error {
	slots := make(map[marketRef]**catalogue.Market, 3*len(views))
	refs := make([][3]any, 0, 3*len(views))
	for i := range views {
		k, v := keys[i], &views[i]
		for _, ref := range []struct {
			id   sql.NullInt64
			spec sql.NullString
			into **catalogue.Market
		}{{k.mainID, k.mainSpec, &v.MainMarket}, {k.secondaryID, k.secondarySpec, &v.SecondaryMarket}, {k.extraID, k.extraSpec, &v.ExtraMarket}} {
			if !ref.id.Valid {
				continue
			}
			r := marketRef{v.ID, ref.id.Int64, ref.spec.String}
			slots[r] = ref.into
			refs = append(refs, [3]any{r.matchID, r.marketID, r.specifier})
		}
	}
	if len(refs) == 0 {
		return nil
	}
	// The keys go as one JSON parameter, [[matchId, marketId, specifier], ...], so that the
	// statement text is the same whatever the page size.
	rows, err := q.QueryContext(ctx, q.d.mainMarketsQuery(), jsonText(refs))
	if err != nil {
		return fmt.Errorf("main markets: %w", err)
	}
	defer rows.Close()
	var current *catalogue.Market
	for rows.Next() {
		var (
			raw              marketRow
			id, name, result sql.NullString
			active           sql.NullBool
			odds             sql.NullInt64
		)
		if err := rows.Scan(append(raw.dest(), &id, &name, &active, &odds, &result)...); err != nil {
			return fmt.Errorf("main markets: %w", err)
		}
		if current == nil || current.MatchID != raw.matchID || current.MarketID != raw.marketID || current.Specifier != raw.specifier {
			into, ok := slots[marketRef{raw.matchID, raw.marketID, raw.specifier}]
			if !ok {
				continue
			}
			mk, err := raw.market()
			if err != nil {
				return fmt.Errorf("main markets: %w", err)
			}
			current = &mk
			*into = current
		}
		if id.Valid {
			current.Outcomes = append(current.Outcomes, catalogue.Outcome{ID: id.String, Name: name.String, Active: active.Bool,
				Odds: catalogue.Odds(odds.Int64), Result: catalogue.OutcomeResult(result.String)})
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("main markets: %w", err)
	}
	for i := range views {
		if views[i].MainMarket != nil {
			views[i].MainMarketOutcomesCount = len(views[i].MainMarket.Outcomes)
		}
	}
	return nil
}

// mainMarketsQuery reads markets and their outcomes by key; its one parameter is a JSON array of
// [matchId, marketId, specifier].
func (d *dialect) mainMarketsQuery() string {
	return `SELECT ` + marketColumns + `, o.outcome_id, o.name, o.active, o.odds, o.result
	FROM ` + d.marketsByKeys + `
	LEFT JOIN outcomes o ON o.match_id = markets.match_id AND o.market_id = markets.market_id AND o.specifier = markets.specifier
	ORDER BY markets.match_id, markets.market_id, markets.specifier, o.position`
}

// marketRef identifies a market across matches.
type marketRef struct {
	matchID   int64
	marketID  int64
	specifier string
}

const marketColumns = `markets.match_id, markets.market_id, markets.specifier, markets.name, markets.status, markets.priority,
	markets.group_keys, markets.most_balanced, markets.next_bet_stop, markets.provider`

// marketRow is a market row as scanned from marketColumns, before decoding.
type marketRow struct {
	matchID, marketID       int64
	specifier, name, groups string
	status, priority        int
	mostBalanced            bool
	nextBetStop             int64
	provider                string
}

func (r *marketRow) dest() []any {
	return []any{&r.matchID, &r.marketID, &r.specifier, &r.name, &r.status, &r.priority, &r.groups, &r.mostBalanced, &r.nextBetStop, &r.provider}
}

// scanMarket reads one row of marketColumns.
func scanMarket(r interface{ Scan(...any) error }) (catalogue.Market, error) {
	var raw marketRow
	if err := r.Scan(raw.dest()...); err != nil {
		return catalogue.Market{}, err
	}
	return raw.market()
}

// requireMatch returns catalogue.ErrNotFound when the match does not exist.
func requireMatch(ctx context.Context, q querier, matchID int64) error {
	var exists int
	if err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM matches WHERE id = ?`, matchID).Scan(&exists); err != nil {
		return err
	}
	if exists == 0 {
		return catalogue.ErrNotFound
	}
	return nil
}

func (r *marketRow) market() (catalogue.Market, error) {
	m := catalogue.Market{MatchID: r.matchID, MarketID: r.marketID, Specifier: r.specifier, Name: r.name, Status: catalogue.MarketStatus(r.status),
		Priority: r.priority, MostBalanced: r.mostBalanced, NextBetStop: fromMillis(r.nextBetStop), Provider: r.provider}
	if err := unmarshal(r.groups, &m.GroupKeys); err != nil {
		return m, fmt.Errorf("market %d/%d/%s group keys: %w", r.matchID, r.marketID, r.specifier, err)
	}
	return m, nil
}

// ListMarkets implements catalogue.Reader: the listed markets of the match (status 1 or -1) by
// priority (highest first), market id and specifier, with their outcomes, and the market groups
// holding at least one listed market of the match (whatever the filter), by priority.
func (s *Store) ListMarkets(ctx context.Context, matchID int64, f catalogue.MarketFilter, p catalogue.PageRequest) ([]catalogue.Market, []catalogue.MarketGroup, catalogue.Pagination, error) {
	w := where{}
	w.add(true, "markets.match_id = ? AND markets."+listed, matchID)
	w.add(f.GroupKey != "", "EXISTS (SELECT 1 FROM "+s.d.jsonItems("markets.group_keys", "g")+" WHERE g.value = ?)", f.GroupKey)
	if len(f.MarketIDs) > 0 {
		list, args := in(f.MarketIDs)
		w.add(true, "markets.market_id IN "+list, args...)
	}
	var (
		markets = []catalogue.Market{}
		groups  []catalogue.MarketGroup
		pg      catalogue.Pagination
	)
	err := s.snapshot(ctx, func(q readTx) error {
		if err := requireMatch(ctx, q, matchID); err != nil {
			return err
		}
		var err error
		pg, err = page(ctx, q, "markets", w, "markets.priority DESC, markets.market_id, markets.specifier", p, marketColumns, func(r *sql.Rows) error {
			m, err := scanMarket(r)
			if err != nil {
				return err
			}
			markets = append(markets, m)
			return nil
		})
		if err != nil {
			return err
		}
		if err := attachOutcomes(ctx, q, markets, "match_id = ?", matchID); err != nil {
			return err
		}
		groups, err = marketGroups(ctx, q, matchID)
		return err
	})
	if err != nil {
		return nil, nil, catalogue.Pagination{}, fmt.Errorf("list markets of match %d: %w", matchID, err)
	}
	return markets, groups, pg, nil
}

// attachOutcomes adds to markets their outcomes, read from the outcomes rows matching where (on
// match_id: one match, or every match of markets).
func attachOutcomes(ctx context.Context, q querier, markets []catalogue.Market, where string, args ...any) error {
	if len(markets) == 0 {
		return nil
	}
	type key struct {
		match int64
		catalogue.MarketKey
	}
	index := make(map[key]*catalogue.Market, len(markets))
	for i := range markets {
		index[key{markets[i].MatchID, markets[i].Key()}] = &markets[i]
	}
	rows, err := q.QueryContext(ctx, `SELECT match_id, market_id, specifier, outcome_id, name, active, odds, result FROM outcomes
		WHERE `+where+` ORDER BY match_id, market_id, specifier, position`, args...)
	if err != nil {
		return fmt.Errorf("outcomes: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			k      key
			o      catalogue.Outcome
			odds   int64
			result string
		)
		if err := rows.Scan(&k.match, &k.MarketID, &k.Specifier, &o.ID, &o.Name, &o.Active, &odds, &result); err != nil {
			return fmt.Errorf("outcomes: %w", err)
		}
		if m := index[k]; m != nil {
			o.Odds, o.Result = catalogue.Odds(odds), catalogue.OutcomeResult(result)
			m.Outcomes = append(m.Outcomes, o)
		}
	}
	return rows.Err()
}

// MarketGroups returns every market group, by priority (System info's market groups).
func (s *Store) MarketGroups(ctx context.Context) ([]catalogue.MarketGroup, error) {
	var groups []catalogue.MarketGroup
	err := s.snapshot(ctx, func(q readTx) error {
		var err error
		groups, err = scanMarketGroups(q.QueryContext(ctx, `SELECT id, key, name, priority FROM market_groups ORDER BY priority DESC, id`))
		return err
	})
	return groups, err
}

// marketGroups returns the groups holding at least one listed market of the match.
func marketGroups(ctx context.Context, q readTx, matchID int64) ([]catalogue.MarketGroup, error) {
	return scanMarketGroups(q.QueryContext(ctx, `SELECT id, key, name, priority FROM market_groups WHERE key IN (
		SELECT g.value FROM markets, `+q.d.jsonItems("markets.group_keys", "g")+` WHERE markets.match_id = ? AND markets.`+listed+`)
		ORDER BY priority DESC, id`, matchID))
}

func scanMarketGroups(rows *sql.Rows, err error) ([]catalogue.MarketGroup, error) {
	if err != nil {
		return nil, fmt.Errorf("market groups: %w", err)
	}
	defer rows.Close()
	groups := []catalogue.MarketGroup{}
	for rows.Next() {
		var g catalogue.MarketGroup
		if err := rows.Scan(&g.ID, &g.Key, &g.Name, &g.Priority); err != nil {
			return nil, fmt.Errorf("market groups: %w", err)
		}
		groups = append(groups, g)
	}
	return groups, rows.Err()
}

// MarketsOfMatches returns every stored market of the matches, listed or not (a settled market
// is no longer listed), with its outcomes and their results, by match id, each match's by market
// id and specifier: what the feed resumes from, in two queries whatever the number of matches. A
// match without markets (or not stored) has no entry.
func (s *Store) MarketsOfMatches(ctx context.Context, matchIDs []int64) (map[int64][]catalogue.Market, error) {
	byMatch := map[int64][]catalogue.Market{}
	if len(matchIDs) == 0 {
		return byMatch, nil
	}
	in := "match_id IN (" + sqlIDs(matchIDs) + ")"
	err := s.snapshot(ctx, func(q readTx) error {
		rows, err := q.QueryContext(ctx, `SELECT `+marketColumns+` FROM markets WHERE markets.`+in+` ORDER BY markets.match_id, markets.market_id, markets.specifier`)
		if err != nil {
			return err
		}
		defer rows.Close()
		var markets []catalogue.Market
		for rows.Next() {
			m, err := scanMarket(rows)
			if err != nil {
				return err
			}
			markets = append(markets, m)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		rows.Close()
		if err := attachOutcomes(ctx, q, markets, in); err != nil {
			return err
		}
		for _, m := range markets {
			byMatch[m.MatchID] = append(byMatch[m.MatchID], m)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("markets of %d matches: %w", len(matchIDs), err)
	}
	return byMatch, nil
}

// LastMatchID is the highest match id stored, 0 when none: the feed numbers new matches after it.
func (s *Store) LastMatchID(ctx context.Context) (int64, error) {
	var id int64
	if err := s.read.QueryRowContext(ctx, `SELECT COALESCE(MAX(id), 0) FROM matches`).Scan(&id); err != nil {
		return 0, fmt.Errorf("last match id: %w", err)
	}
	return id, nil
}

// UnfinishedMatches are the stored matches neither finished nor dropped (not covered): what a feed
// run left when it stopped.
func (s *Store) UnfinishedMatches(ctx context.Context) ([]catalogue.Match, error) {
	var out []catalogue.Match
	err := s.snapshot(ctx, func(q readTx) error {
		views, err := queryViews(ctx, q, `SELECT `+matchColumns+matchJoins+` WHERE matches.status NOT IN (?, ?) ORDER BY matches.id`,
			int(catalogue.MatchStatusFinished), int(catalogue.MatchStatusNotCovered))
		for _, v := range views {
			out = append(out, v.Match)
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("unfinished matches: %w", err)
	}
	return out, nil
}
