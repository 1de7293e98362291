package store

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
)

// Apply writes a feed batch in one transaction (catalogue.Sink). Markets are replaced with all
// their outcomes; a market that is no longer listed stays stored for settlement.
func (s *Store) Apply(ctx context.Context, b catalogue.Batch) error {
	if b.Empty() {
		return nil
	}
	err := s.inTx(ctx, func(tx *txn) error {
		err := upsertAll(ctx, tx, "sports", `INSERT INTO sports (id, urn_id, key, name, priority, type, provider)`,
			`ON CONFLICT(id) DO UPDATE SET urn_id=excluded.urn_id, key=excluded.key, name=excluded.name, priority=excluded.priority, type=excluded.type, provider=excluded.provider`,
			b.Sports, func(x catalogue.Sport) (any, []any) {
				return x.ID, []any{x.ID, x.URNID, x.Key, x.Name, x.Priority, string(x.Type), x.Provider}
			})
		if err != nil {
			return err
		}
		err = upsertAll(ctx, tx, "categories", `INSERT INTO categories (id, slug, name, priority, country_code, sport_id)`,
			`ON CONFLICT(id) DO UPDATE SET slug=excluded.slug, name=excluded.name, priority=excluded.priority, country_code=excluded.country_code, sport_id=excluded.sport_id`,
			b.Categories, func(x catalogue.Category) (any, []any) {
				return x.ID, []any{x.ID, x.Slug, x.Name, x.Priority, x.CountryCode, x.SportID}
			})
		if err != nil {
			return err
		}
		err = upsertAll(ctx, tx, "tournaments", `INSERT INTO tournaments (id, urn_id, slug, name, priority, category_id, sport_id, main_market_outcomes_count, secondary_market_outcomes_count, search_name)`,
			`ON CONFLICT(id) DO UPDATE SET urn_id=excluded.urn_id, slug=excluded.slug, name=excluded.name, priority=excluded.priority, category_id=excluded.category_id, sport_id=excluded.sport_id,
			main_market_outcomes_count=excluded.main_market_outcomes_count, secondary_market_outcomes_count=excluded.secondary_market_outcomes_count, search_name=excluded.search_name`,
			b.Tournaments, func(x catalogue.Tournament) (any, []any) {
				return x.ID, []any{x.ID, x.URNID, x.Slug, x.Name, x.Priority, x.CategoryID, x.SportID, x.MainMarketOutcomesCount, x.SecondaryMarketOutcomesCount, fold(x.Name)}
			})
		if err != nil {
			return err
		}
		err = upsertAll(ctx, tx, "market groups", `INSERT INTO market_groups (id, key, name, priority)`,
			`ON CONFLICT(id) DO UPDATE SET key=excluded.key, name=excluded.name, priority=excluded.priority`,
			b.MarketGroups, func(x catalogue.MarketGroup) (any, []any) {
				return x.ID, []any{x.ID, x.Key, x.Name, x.Priority}
			})
		if err != nil {
			return err
		}
		if err := applyMatches(ctx, tx, b.Matches); err != nil {
			return err
		}
		if err := applyMarkets(ctx, tx, b.Markets); err != nil {
			return err
		}
		err = upsertAll(ctx, tx, "match statistics", `INSERT INTO match_statistics (match_id, statistics)`,
			`ON CONFLICT(match_id) DO UPDATE SET statistics=excluded.statistics`,
			b.Statistics, func(x matchstats.Update) (any, []any) {
				return x.MatchID, []any{x.MatchID, jsonText(x.Statistics)}
			})
		if err != nil {
			return err
		}
		if s.d.notifyCatalogue == "" {
			return nil
		}
		if _, err := tx.ExecContext(ctx, s.d.notifyCatalogue); err != nil {
			return fmt.Errorf("notify the catalogue batch: %w", err)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("apply batch: %w", err)
	}
	s.version.Add(1)
	return nil
}

// rowChunk is the most rows one statement of a batch writes. A batch's rows go in chunks of
// rowChunk and of the powers of two below it, so that each engine prepares a few distinct
// statements per table whatever the batch's size (and keeps them cached), and a batch of
// thousands of rows takes tens of round trips to PostgreSQL instead of thousands.
const rowChunk = 128

// chunkSizes splits n rows into statement sizes: rowChunk as often as it fits, then the powers of
// two that make up the rest.
func chunkSizes(n int) []int {
	var sizes []int
	for ; n >= rowChunk; n -= rowChunk {
		sizes = append(sizes, rowChunk)
	}
	for k := rowChunk / 2; k > 0; k /= 2 {
		if n >= k {
			sizes = append(sizes, k)
			n -= k
		}
	}
	return sizes
}

// rowValues is k rows of width placeholders: (?,?),(?,?).
func rowValues(k, width int) string {
	row := "(" + strings.Repeat("?,", width-1) + "?)"
	return strings.Repeat(row+",", k-1) + row
}

// execRows runs statement(k), a statement of k rows, over args (width values a row) in chunks. A
// failed statement's error names its rows by their first keyColumns values (1001/18/total=2.5).
func execRows(ctx context.Context, tx *txn, width, keyColumns int, args []any, statement func(k int) string) error {
	for _, k := range chunkSizes(len(args) / width) {
		if _, err := tx.ExecContext(ctx, statement(k), args[:k*width]...); err != nil {
			rowKey := func(row int) string {
				parts := make([]string, keyColumns)
				for i, v := range args[row*width : row*width+keyColumns] {
					parts[i] = fmt.Sprint(v)
				}
				return strings.Join(parts, "/")
			}
			if k == 1 {
				return fmt.Errorf("%s: %w", rowKey(0), err)
			}
			return fmt.Errorf("one of %d rows from %s to %s: %w", k, rowKey(0), rowKey(k-1), err)
		}
		args = args[k*width:]
	}
	return nil
}

// upsertAll writes items with the multi-row statement insert VALUES ... onConflict. An item
// repeated in the batch (the same key) is written as its last occurrence, as one upsert after
// another would leave it: one statement may not change a row twice.
func upsertAll[T any](ctx context.Context, tx *txn, what, insert, onConflict string, items []T, row func(T) (key any, values []any)) error {
	if len(items) == 0 {
		return nil
	}
	last := make(map[any]int, len(items))
	for i, x := range items {
		key, _ := row(x)
		last[key] = i
	}
	var args []any
	width := 0
	for i, x := range items {
		key, values := row(x)
		if last[key] == i {
			args, width = append(args, values...), len(values)
		}
	}
	err := execRows(ctx, tx, width, 1, args, func(k int) string { return insert + ` VALUES ` + rowValues(k, width) + ` ` + onConflict })
	if err != nil {
		return fmt.Errorf("write %s: %w", what, err)
	}
	return nil
}

func applyMatches(ctx context.Context, tx *txn, matches []catalogue.Match) error {
	return upsertAll(ctx, tx, "matches", `INSERT INTO matches (id, urn_id, slug, type, sport_id, category_id, tournament_id, name_a, name_b, logo_a, logo_b,
		competitors, stadium, city, status, stage, start_time, end_date, clock, total_score, game_score, period_scores, current_server, max_period_number,
		has_video, provider, has_provider_stats, search_name)`,
		`ON CONFLICT(id) DO UPDATE SET urn_id=excluded.urn_id, slug=excluded.slug, type=excluded.type, sport_id=excluded.sport_id, category_id=excluded.category_id,
		tournament_id=excluded.tournament_id, name_a=excluded.name_a, name_b=excluded.name_b, logo_a=excluded.logo_a, logo_b=excluded.logo_b,
		competitors=excluded.competitors, stadium=excluded.stadium, city=excluded.city, status=excluded.status, stage=excluded.stage,
		start_time=excluded.start_time, end_date=excluded.end_date, clock=excluded.clock, total_score=excluded.total_score, game_score=excluded.game_score,
		period_scores=excluded.period_scores, current_server=excluded.current_server, max_period_number=excluded.max_period_number,
		has_video=excluded.has_video, provider=excluded.provider, has_provider_stats=excluded.has_provider_stats, search_name=excluded.search_name`,
		matches, func(m catalogue.Match) (any, []any) {
			return m.ID, []any{m.ID, m.URNID, m.Slug, string(m.Type), m.SportID, m.CategoryID, m.TournamentID, m.NameA, m.NameB, m.LogoA, m.LogoB,
				jsonText(m.Competitors), m.Stadium, m.City, int(m.Status), m.Stage, millis(m.StartTime), millis(m.EndDate), jsonText(clockJSON(m.Clock)),
				jsonText(m.TotalScore), jsonText(m.GameScore), jsonText(m.PeriodScores), m.CurrentServer, m.MaxPeriodNumber,
				m.HasVideo, m.Provider, m.HasProviderStats, fold(m.NameA + "\n" + m.NameB)}
		})
}

// applyMarkets writes markets whole: each market's row, and its outcomes in place of the stored
// ones; then the summaries of the matches they belong to.
func applyMarkets(ctx context.Context, tx *txn, markets []catalogue.Market) error {
	if len(markets) == 0 {
		return nil
	}
	type key struct {
		match int64
		catalogue.MarketKey
	}
	last := make(map[key]int, len(markets))
	for i, m := range markets {
		last[key{m.MatchID, m.Key()}] = i
	}
	var rows, keys, outcomes, touched []any
	seen := make(map[int64]bool, 16)
	for i, m := range markets {
		if last[key{m.MatchID, m.Key()}] != i {
			continue // written as its last occurrence
		}
		if !seen[m.MatchID] {
			seen[m.MatchID] = true
			touched = append(touched, m.MatchID)
		}
		groups := m.GroupKeys
		if len(groups) == 0 {
			groups = []string{catalogue.DefaultMarketGroupKey}
		}
		rows = append(rows, m.MatchID, m.MarketID, m.Specifier, m.Name, int(m.Status), m.Priority, jsonText(groups), m.MostBalanced, millis(m.NextBetStop), m.Provider)
		keys = append(keys, m.MatchID, m.MarketID, m.Specifier)
		for i, o := range m.Outcomes {
			outcomes = append(outcomes, m.MatchID, m.MarketID, m.Specifier, o.ID, i, o.Name, o.Active, int64(o.Odds), string(o.Result))
		}
	}
	err := execRows(ctx, tx, 10, 3, rows, func(k int) string {
		return `INSERT INTO markets (match_id, market_id, specifier, name, status, priority, group_keys, most_balanced, next_bet_stop, provider)
		VALUES ` + rowValues(k, 10) + ` ON CONFLICT(match_id, market_id, specifier) DO UPDATE SET name=excluded.name, status=excluded.status, priority=excluded.priority,
		group_keys=excluded.group_keys, most_balanced=excluded.most_balanced, next_bet_stop=excluded.next_bet_stop, provider=excluded.provider`
	})
	if err != nil {
		return fmt.Errorf("write markets: %w", err)
	}
	err = execRows(ctx, tx, 3, 3, keys, func(k int) string {
		// PostgreSQL would take a VALUES list's untyped parameters for text.
		key := `(CAST(? AS BIGINT),CAST(? AS BIGINT),?)`
		return `DELETE FROM outcomes WHERE (match_id, market_id, specifier) IN (VALUES ` + strings.Repeat(key+",", k-1) + key + `)`
	})
	if err != nil {
		return fmt.Errorf("clear outcomes: %w", err)
	}
	err = execRows(ctx, tx, 9, 4, outcomes, func(k int) string {
		return `INSERT INTO outcomes (match_id, market_id, specifier, outcome_id, position, name, active, odds, result) VALUES ` + rowValues(k, 9)
	})
	if err != nil {
		return fmt.Errorf("write outcomes: %w", err)
	}
	// Two statements: an UPDATE's expressions read the row as it was, and the extra market is
	// chosen knowing the new secondary market.
	for _, set := range []string{summarySet, extraSet} {
		err := execRows(ctx, tx, 1, 1, touched, func(k int) string {
			return `UPDATE matches SET ` + set + ` WHERE id IN (` + strings.Repeat("?,", k-1) + `?)`
		})
		if err != nil {
			return fmt.Errorf("summarize markets of matches: %w", err)
		}
	}
	return nil
}

// TopMarketPriority is the market priority from which a listed market counts in
// MatchView.TopMarketsCount.
const TopMarketPriority = 100

// rankedListed selects the listed markets of the match of the enclosing UPDATE in rank order:
// highest priority first (the feed gives the main market the highest priority), then market id and
// specifier. It reads the partial index markets_listed_rank.
var rankedListed = ` FROM markets WHERE markets.match_id = matches.id AND markets.` + listed + ` ORDER BY priority DESC, market_id, specifier`

// extraType is the extra list market type of the sport of the enclosing UPDATE's match
// (catalogue.ExtraMarketType), NULL for a sport without one; built from the catalogue's table.
var extraType = func() string {
	var b strings.Builder
	b.WriteString(`(SELECT CASE sports.key`)
	for _, t := range catalogue.ExtraMarketTypes() {
		fmt.Fprintf(&b, ` WHEN '%s' THEN %d`, strings.ReplaceAll(t.SportKey, "'", "''"), t.MarketType)
	}
	b.WriteString(` END FROM sports WHERE sports.id = matches.sport_id)`)
	return b.String()
}()

// rankedExtra selects the listed markets of the match's extra list type in rank order, leaving out
// its secondary market (a sport whose extra type ranks second shows it once).
var rankedExtra = ` FROM markets WHERE markets.match_id = matches.id AND markets.` + listed + ` AND markets.market_id = ` + extraType + `
	AND NOT (markets.market_id = matches.secondary_market_id AND markets.specifier = matches.secondary_specifier)
	ORDER BY priority DESC, market_id, specifier`

// summarySet recomputes a match's summary of its listed markets (see migrations 0002 and 0011):
// counts, and the keys of its main (first ranked), secondary (second ranked) and extra market.
var summarySet = strings.Join([]string{
	`available_markets_count = (SELECT COUNT(*) FROM markets WHERE markets.match_id = matches.id AND markets.` + listed + `)`,
	`top_markets_count = (SELECT COUNT(*) FROM markets WHERE markets.match_id = matches.id AND markets.` + listed + ` AND markets.priority >= ` +
		strconv.Itoa(TopMarketPriority) + `)`,
	`main_market_id = (SELECT market_id` + rankedListed + ` LIMIT 1)`,
	`main_specifier = (SELECT specifier` + rankedListed + ` LIMIT 1)`,
	`secondary_market_id = (SELECT market_id` + rankedListed + ` LIMIT 1 OFFSET 1)`,
	`secondary_specifier = (SELECT specifier` + rankedListed + ` LIMIT 1 OFFSET 1)`,
}, ", ")

// extraSet recomputes the extra market keys; it runs after summarySet, whose secondary market it
// reads.
var extraSet = strings.Join([]string{
	`extra_market_id = (SELECT market_id` + rankedExtra + ` LIMIT 1)`,
	`extra_specifier = (SELECT specifier` + rankedExtra + ` LIMIT 1)`,
}, ", ")

// fold is the case folding of search: names are stored folded and queries are folded the same way.
func fold(s string) string { return strings.ToLower(s) }

// clockRow is the stored form of a clock; a zero ClockUpdatedAt means the feed set no clock.
type clockRow struct {
	MatchTime      int   `json:"matchTime"`
	StoppageTime   int   `json:"stoppageTime"`
	RemainingTime  int   `json:"remainingTime"`
	Stopped        bool  `json:"stopped"`
	ClockUpdatedAt int64 `json:"clockUpdatedAt"`
}

func clockJSON(c catalogue.Clock) clockRow {
	return clockRow{c.MatchTime, c.StoppageTime, c.RemainingTime, c.Stopped, millis(c.ClockUpdatedAt)}
}

func (c clockRow) clock() catalogue.Clock {
	return catalogue.Clock{MatchTime: c.MatchTime, StoppageTime: c.StoppageTime, RemainingTime: c.RemainingTime, Stopped: c.Stopped, ClockUpdatedAt: fromMillis(c.ClockUpdatedAt)}
}

func jsonText(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		// Only plain structs, slices and strings reach here; they always marshal.
		panic(fmt.Sprintf("store: marshal %T: %v", v, err))
	}
	return string(b)
}

func millis(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

func fromMillis(ms int64) time.Time {
	if ms == 0 {
		return time.Time{}
	}
	return time.UnixMilli(ms).UTC()
}
