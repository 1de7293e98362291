package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/history"
)

// listed is the SQL condition for markets that lists show (catalogue.MarketStatus.Listed); its text,
// "status IN (1, -1)", is the condition of the partial index markets_listed_rank.
var listed = "status IN " + literalList(catalogue.ListedMarketStatuses())

// bettable is the SQL condition for matches that take bets (catalogue.MatchStatus.Bettable).
var bettable = "matches.status IN " + literalList(catalogue.BettableMatchStatuses())

// literalList writes statuses as an SQL list of literals, "(1, -1)": a partial index is used only
// when the query spells its condition.
func literalList[T ~int](statuses []T) string {
	parts := make([]string, len(statuses))
	for i, v := range statuses {
		parts[i] = strconv.Itoa(int(v))
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// ListSports implements catalogue.Reader.
func (s *Store) ListSports(ctx context.Context, f catalogue.SportFilter, p catalogue.PageRequest) ([]catalogue.Sport, catalogue.Pagination, error) {
	w := where{}
	w.add(f.SportType != "", "type = ?", string(f.SportType))
	w.add(f.SportKey != "", "key = ?", f.SportKey)
	w.add(f.SportID != 0, "id = ?", f.SportID)
	out := []catalogue.Sport{}
	pg, err := s.snapshotPage(ctx, "sports", w, sportOrder, p, sportColumns, func(r *sql.Rows) error {
		x, err := scanSport(r)
		if err != nil {
			return err
		}
		out = append(out, x)
		return nil
	})
	if err != nil {
		return nil, pg, fmt.Errorf("list sports: %w", err)
	}
	return out, pg, nil
}

// The columns of a sport as scanSport reads them, and the order sports are listed in.
const (
	sportColumns = `id, urn_id, key, name, priority, type, provider`
	sportOrder   = `priority DESC, name, id`
)

func scanSport(r interface{ Scan(...any) error }) (catalogue.Sport, error) {
	var x catalogue.Sport
	var typ string
	err := r.Scan(&x.ID, &x.URNID, &x.Key, &x.Name, &x.Priority, &typ, &x.Provider)
	x.Type = catalogue.SportType(typ)
	return x, err
}

func sportScope(w *where, f catalogue.SportFilter, table string) {
	w.add(f.SportID != 0, table+".sport_id = ?", f.SportID)
	w.add(f.SportKey != "", table+".sport_id = (SELECT id FROM sports WHERE key = ?)", f.SportKey)
	w.add(f.SportType != "", table+".sport_id IN (SELECT id FROM sports WHERE type = ?)", string(f.SportType))
}

const categoryColumns = `categories.id, categories.slug, categories.name, categories.priority, categories.country_code, categories.sport_id`

func scanCategory(r interface{ Scan(...any) error }, x *catalogue.Category) error {
	return r.Scan(&x.ID, &x.Slug, &x.Name, &x.Priority, &x.CountryCode, &x.SportID)
}

// ListCategories implements catalogue.Reader.
func (s *Store) ListCategories(ctx context.Context, f catalogue.SportFilter, p catalogue.PageRequest) ([]catalogue.Category, catalogue.Pagination, error) {
	w := where{}
	sportScope(&w, f, "categories")
	out := []catalogue.Category{}
	pg, err := s.snapshotPage(ctx, "categories", w, "categories.priority DESC, categories.name, categories.id", p, categoryColumns, func(r *sql.Rows) error {
		var x catalogue.Category
		if err := scanCategory(r, &x); err != nil {
			return err
		}
		out = append(out, x)
		return nil
	})
	if err != nil {
		return nil, pg, fmt.Errorf("list categories: %w", err)
	}
	return out, pg, nil
}

// GetCategory implements catalogue.Reader.
func (s *Store) GetCategory(ctx context.Context, id int64) (catalogue.Category, error) {
	var x catalogue.Category
	err := scanCategory(s.read.QueryRowContext(ctx, `SELECT `+categoryColumns+` FROM categories WHERE id = ?`, id), &x)
	return x, notFound(err, "category %d", id)
}

const tournamentColumns = `tournaments.id, tournaments.urn_id, tournaments.slug, tournaments.name, tournaments.priority, tournaments.category_id,
	tournaments.sport_id, tournaments.main_market_outcomes_count, tournaments.secondary_market_outcomes_count`

func scanTournament(r interface{ Scan(...any) error }, x *catalogue.Tournament) error {
	return r.Scan(&x.ID, &x.URNID, &x.Slug, &x.Name, &x.Priority, &x.CategoryID, &x.SportID, &x.MainMarketOutcomesCount, &x.SecondaryMarketOutcomesCount)
}

// ListTournaments implements catalogue.Reader.
func (s *Store) ListTournaments(ctx context.Context, f catalogue.SportFilter, p catalogue.PageRequest) ([]catalogue.Tournament, catalogue.Pagination, error) {
	w := where{}
	sportScope(&w, f, "tournaments")
	w.add(f.CategoryID != 0, "tournaments.category_id = ?", f.CategoryID)
	out := []catalogue.Tournament{}
	pg, err := s.snapshotPage(ctx, "tournaments", w, "tournaments.priority DESC, tournaments.name, tournaments.id", p, tournamentColumns, func(r *sql.Rows) error {
		var x catalogue.Tournament
		if err := scanTournament(r, &x); err != nil {
			return err
		}
		out = append(out, x)
		return nil
	})
	if err != nil {
		return nil, pg, fmt.Errorf("list tournaments: %w", err)
	}
	return out, pg, nil
}

// GetTournament implements catalogue.Reader.
func (s *Store) GetTournament(ctx context.Context, id int64) (catalogue.Tournament, error) {
	var x catalogue.Tournament
	err := scanTournament(s.read.QueryRowContext(ctx, `SELECT `+tournamentColumns+` FROM tournaments WHERE id = ?`, id), &x)
	return x, notFound(err, "tournament %d", id)
}

// GetSportByKey implements catalogue.Router.
func (s *Store) GetSportByKey(ctx context.Context, key string) (catalogue.Sport, error) {
	if key == "" || !storable(key) {
		// No sport has an empty key, and ListSports would read one as no filter at all.
		return catalogue.Sport{}, fmt.Errorf("sport %q: %w", key, catalogue.ErrNotFound)
	}
	sports, _, err := s.ListSports(ctx, catalogue.SportFilter{SportKey: key}, catalogue.PageRequest{Page: 1, Limit: 1})
	if err != nil {
		return catalogue.Sport{}, err
	}
	if len(sports) == 0 {
		return catalogue.Sport{}, fmt.Errorf("sport %q: %w", key, catalogue.ErrNotFound)
	}
	return sports[0], nil
}

// ResolveSlug implements catalogue.Router: a category slug, else a tournament slug, else a match
// slug, within the sport.
func (s *Store) ResolveSlug(ctx context.Context, sportKey, slug string) (catalogue.SlugTarget, error) {
	sport, err := s.GetSportByKey(ctx, sportKey)
	if err != nil {
		return catalogue.SlugTarget{}, err
	}
	if !storable(slug) {
		return catalogue.SlugTarget{}, fmt.Errorf("slug %s/%q: %w", sportKey, slug, catalogue.ErrNotFound)
	}
	queries := []struct {
		kind  catalogue.SlugKind
		query string
	}{
		{catalogue.SlugCategory, `SELECT id, name, 0 FROM categories WHERE sport_id = ? AND slug = ?`},
		{catalogue.SlugTournament, `SELECT id, name, 0 FROM tournaments WHERE sport_id = ? AND slug = ?`},
		{catalogue.SlugMatch, `SELECT m.id, ` + matchNameSQL + `, m.status FROM matches m WHERE m.sport_id = ? AND m.slug = ?`},
	}
	for _, q := range queries {
		t := catalogue.SlugTarget{Kind: q.kind}
		err := s.read.QueryRowContext(ctx, q.query, sport.ID, slug).Scan(&t.ID, &t.Name, &t.Status)
		if err == nil {
			return t, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return catalogue.SlugTarget{}, fmt.Errorf("resolve %s/%s: %w", sportKey, slug, err)
		}
	}
	return catalogue.SlugTarget{}, fmt.Errorf("slug %s/%s: %w", sportKey, slug, catalogue.ErrNotFound)
}

// where collects SQL conditions and their arguments; values are always placeholders.
type where struct {
	conds []string
	args  []any
}

func (w *where) add(on bool, cond string, args ...any) {
	if on {
		w.conds = append(w.conds, cond)
		w.args = append(w.args, args...)
	}
}

// window narrows col, a time in unix milliseconds, to the window; an open end adds nothing.
func (w *where) window(col string, win history.Window) {
	w.add(!win.From.IsZero(), col+" >= ?", win.From.UnixMilli())
	w.add(!win.To.IsZero(), col+" < ?", win.To.UnixMilli())
}

func (w where) sql() string {
	if len(w.conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(w.conds, " AND ")
}

// in returns "(?,?,?)" and the values as arguments.
func in[T any](values []T) (string, []any) {
	args := make([]any, len(values))
	for i, v := range values {
		args[i] = v
	}
	return "(" + strings.TrimSuffix(strings.Repeat("?,", len(values)), ",") + ")", args
}

// normalPage returns p with Page at least 1 and Limit between 1 and catalogue.MaxLimit
// (catalogue.DefaultLimit when unset), so that a zero PageRequest asks for the first page.
func normalPage(p catalogue.PageRequest) catalogue.PageRequest {
	if p.Page < 1 {
		p.Page = 1
	}
	if p.Limit <= 0 {
		p.Limit = catalogue.DefaultLimit
	}
	if p.Limit > catalogue.MaxLimit {
		p.Limit = catalogue.MaxLimit
	}
	return p
}

// snapshotPage runs page in one read transaction, so that the count and the page agree even while
// the feed writes.
func (s *Store) snapshotPage(ctx context.Context, table string, w where, order string, p catalogue.PageRequest, columns string, scan func(*sql.Rows) error) (catalogue.Pagination, error) {
	var pg catalogue.Pagination
	err := s.snapshot(ctx, func(q readTx) error {
		var err error
		pg, err = page(ctx, q, table, w, order, p, columns, scan)
		return err
	})
	return pg, err
}

// page runs a count and one page of a simple list query.
func page(ctx context.Context, q querier, table string, w where, order string, p catalogue.PageRequest, columns string, scan func(*sql.Rows) error) (catalogue.Pagination, error) {
	p = normalPage(p)
	var total int
	if err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM `+table+w.sql(), w.args...).Scan(&total); err != nil {
		return catalogue.Pagination{}, err
	}
	rows, err := q.QueryContext(ctx, `SELECT `+columns+` FROM `+table+w.sql()+` ORDER BY `+order+` LIMIT ? OFFSET ?`,
		append(append([]any{}, w.args...), p.Limit, p.Offset())...)
	if err != nil {
		return catalogue.Pagination{}, err
	}
	defer rows.Close()
	for rows.Next() {
		if err := scan(rows); err != nil {
			return catalogue.Pagination{}, err
		}
	}
	return catalogue.NewPagination(p, total), rows.Err()
}

func notFound(err error, format string, args ...any) error {
	if err == nil {
		return nil
	}
	what := fmt.Sprintf(format, args...)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%s: %w", what, catalogue.ErrNotFound)
	}
	return fmt.Errorf("%s: %w", what, err)
}

// unmarshal decodes a JSON text column; empty and null leave v as it is.
func unmarshal(text string, v any) error {
	if text == "" || text == "null" {
		return nil
	}
	return json.Unmarshal([]byte(text), v)
}
