package store

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"sort"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// Counters implements catalogue.Reader: bettable (prematch and live) matches and outrights per
// sport, category and tournament, and the number of live matches.
func (s *Store) Counters(ctx context.Context, f catalogue.CountersFilter) (catalogue.Counters, error) {
	w := where{}
	w.add(true, bettable)
	w.add(f.SportType != "", "sports.type = ?", string(f.SportType))
	w.add(f.SportKey != "", "sports.key = ?", f.SportKey)
	if len(f.Statuses) > 0 {
		list, args := in(statusList(f.Statuses))
		w.add(true, "matches.status IN "+list, args...)
	}
	w.add(!f.StartFrom.IsZero(), "matches.start_time >= ?", millis(f.StartFrom))
	w.add(!f.StartTo.IsZero(), "matches.start_time <= ?", millis(f.StartTo))
	rows, err := s.read.QueryContext(ctx, `SELECT matches.sport_id, matches.category_id, matches.tournament_id, matches.type, matches.status, COUNT(*)`+
		matchJoins+w.sql()+` GROUP BY 1, 2, 3, 4, 5`, w.args...)
	if err != nil {
		return catalogue.Counters{}, fmt.Errorf("counters: %w", err)
	}
	defer rows.Close()
	var out catalogue.Counters
	sports, categories, tournaments := map[int64]*catalogue.Count{}, map[int64]*catalogue.Count{}, map[int64]*catalogue.Count{}
	for rows.Next() {
		var (
			sportID, categoryID, tournamentID int64
			typ                               string
			status, n                         int
		)
		if err := rows.Scan(&sportID, &categoryID, &tournamentID, &typ, &status, &n); err != nil {
			return catalogue.Counters{}, fmt.Errorf("counters: %w", err)
		}
		outright := catalogue.MatchType(typ) == catalogue.MatchTypeOutright
		live := catalogue.MatchStatus(status) == catalogue.MatchStatusLive
		if live && !outright {
			out.Live += n
		}
		for _, c := range []struct {
			m  map[int64]*catalogue.Count
			id int64
		}{{sports, sportID}, {categories, categoryID}, {tournaments, tournamentID}} {
			count := c.m[c.id]
			if count == nil {
				count = &catalogue.Count{ID: c.id}
				c.m[c.id] = count
			}
			if outright {
				count.OutrightsCount += n
			} else {
				count.MatchesCount += n
			}
			if live {
				count.LiveCount += n
			}
		}
	}
	if err := rows.Err(); err != nil {
		return catalogue.Counters{}, fmt.Errorf("counters: %w", err)
	}
	out.Sports, out.Categories, out.Tournaments = sorted(sports), sorted(categories), sorted(tournaments)
	return out, nil
}

func sorted(m map[int64]*catalogue.Count) []catalogue.Count {
	out := make([]catalogue.Count, 0, len(m))
	for _, c := range m {
		out = append(out, *c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Search implements catalogue.Reader: a case-insensitive (Unicode lower-case) substring of a
// competitor name or, unless OnlyEventsName, of the league name. At most 50 matches by start time
// and, unless OnlyEventsName, at most 20 leagues by priority. Without statuses it finds bettable
// matches only (prematch and live): a search is for something to bet on.
//
// The substring test is the dialect's contains (instr, strpos), not LIKE: every character of the
// text is literal (LIKE would need %, _ and its escape character escaped), and it compares the
// whole bound text where SQLite's LIKE stops at a NUL, which made "\x00" a pattern that matched
// every name. A text with a NUL matches nothing: no name holds one (PostgreSQL cannot store one).
func (s *Store) Search(ctx context.Context, q catalogue.SearchQuery) (catalogue.SearchResult, error) {
	text := fold(q.Text)
	result := catalogue.SearchResult{Matches: []catalogue.MatchView{}, Tournaments: []catalogue.Tournament{}, Categories: []catalogue.Category{}}
	if !storable(text) {
		return result, nil
	}
	w := where{}
	if q.OnlyEventsName {
		w.add(true, s.d.contains("matches.search_name"), text)
	} else {
		w.add(true, `(`+s.d.contains("matches.search_name")+` OR `+s.d.contains("tournaments.search_name")+`)`, text, text)
	}
	w.add(q.SportType != "", "sports.type = ?", string(q.SportType))
	statuses := q.Statuses
	if len(statuses) == 0 {
		statuses = []catalogue.MatchStatus{catalogue.MatchStatusPrematch, catalogue.MatchStatusLive}
	}
	list, args := in(statusList(statuses))
	w.add(true, "matches.status IN "+list, args...)
	err := s.snapshot(ctx, func(qr readTx) error {
		var err error
		result.Matches, err = queryViews(ctx, qr, `SELECT `+matchColumns+matchJoins+w.sql()+` ORDER BY matches.start_time, matches.id LIMIT 50`, w.args...)
		if err != nil || q.OnlyEventsName {
			return err
		}
		tw := where{}
		tw.add(true, s.d.contains("tournaments.search_name"), text)
		tw.add(q.SportType != "", "tournaments.sport_id IN (SELECT id FROM sports WHERE type = ?)", string(q.SportType))
		_, err = page(ctx, qr, "tournaments", tw, "tournaments.priority DESC, tournaments.name, tournaments.id", catalogue.PageRequest{Page: 1, Limit: 20}, tournamentColumns, func(r *sql.Rows) error {
			var t catalogue.Tournament
			if err := scanTournament(r, &t); err != nil {
				return err
			}
			result.Tournaments = append(result.Tournaments, t)
			return nil
		})
		if err != nil || len(result.Tournaments) == 0 {
			return err
		}
		result.Categories, err = tournamentCategories(ctx, qr, result.Tournaments)
		return err
	})
	if err != nil {
		return catalogue.SearchResult{}, fmt.Errorf("search %q: %w", q.Text, err)
	}
	return result, nil
}

// tournamentCategories reads the categories the tournaments belong to, each once.
func tournamentCategories(ctx context.Context, qr readTx, ts []catalogue.Tournament) ([]catalogue.Category, error) {
	ids := make([]int64, 0, len(ts))
	for _, t := range ts {
		if !slices.Contains(ids, t.CategoryID) {
			ids = append(ids, t.CategoryID)
		}
	}
	list, args := in(ids)
	rows, err := qr.QueryContext(ctx, `SELECT `+categoryColumns+` FROM categories WHERE id IN `+list+` ORDER BY categories.id`, args...)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r interface{ Scan(...any) error }) (c catalogue.Category, err error) {
		return c, scanCategory(r, &c)
	})
}
