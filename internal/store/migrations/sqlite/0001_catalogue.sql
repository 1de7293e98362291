-- The catalogue (spec section 3): sports, categories, tournaments (leagues), market groups,
-- matches, markets and outcomes. Times are unix milliseconds; odds are thousandths.
CREATE TABLE sports (
  id INTEGER PRIMARY KEY,
  urn_id TEXT NOT NULL,
  key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  priority INTEGER NOT NULL,
  type TEXT NOT NULL,
  provider TEXT NOT NULL
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  priority INTEGER NOT NULL,
  country_code TEXT NOT NULL,
  sport_id INTEGER NOT NULL REFERENCES sports(id)
);
CREATE INDEX categories_sport_slug ON categories(sport_id, slug);

CREATE TABLE tournaments (
  id INTEGER PRIMARY KEY,
  urn_id TEXT NOT NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  priority INTEGER NOT NULL,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  sport_id INTEGER NOT NULL REFERENCES sports(id),
  main_market_outcomes_count INTEGER NOT NULL,
  secondary_market_outcomes_count INTEGER NOT NULL
);
CREATE INDEX tournaments_sport_slug ON tournaments(sport_id, slug);
CREATE INDEX tournaments_category ON tournaments(category_id);

CREATE TABLE market_groups (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  priority INTEGER NOT NULL
);

CREATE TABLE matches (
  id INTEGER PRIMARY KEY,
  urn_id TEXT NOT NULL,
  slug TEXT NOT NULL,
  type TEXT NOT NULL,
  sport_id INTEGER NOT NULL REFERENCES sports(id),
  category_id INTEGER NOT NULL REFERENCES categories(id),
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
  name_a TEXT NOT NULL,
  name_b TEXT NOT NULL,
  logo_a TEXT NOT NULL,
  logo_b TEXT NOT NULL,
  competitors TEXT NOT NULL,
  stadium TEXT NOT NULL,
  city TEXT NOT NULL,
  status INTEGER NOT NULL,
  stage TEXT NOT NULL,
  start_time INTEGER NOT NULL,
  end_date INTEGER NOT NULL,
  clock TEXT NOT NULL,
  total_score TEXT NOT NULL,
  game_score TEXT NOT NULL,
  period_scores TEXT NOT NULL,
  current_server INTEGER NOT NULL,
  max_period_number INTEGER NOT NULL,
  has_video INTEGER NOT NULL,
  provider TEXT NOT NULL,
  has_provider_stats INTEGER NOT NULL,
  bets_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX matches_status_start ON matches(status, start_time);
CREATE INDEX matches_sport ON matches(sport_id, start_time);
CREATE INDEX matches_category ON matches(category_id);
CREATE INDEX matches_tournament ON matches(tournament_id);
CREATE INDEX matches_slug ON matches(slug);

CREATE TABLE markets (
  match_id INTEGER NOT NULL REFERENCES matches(id),
  market_id INTEGER NOT NULL,
  specifier TEXT NOT NULL,
  name TEXT NOT NULL,
  status INTEGER NOT NULL,
  priority INTEGER NOT NULL,
  group_keys TEXT NOT NULL,
  most_balanced INTEGER NOT NULL,
  next_bet_stop INTEGER NOT NULL,
  provider TEXT NOT NULL,
  PRIMARY KEY (match_id, market_id, specifier)
) WITHOUT ROWID;

CREATE TABLE outcomes (
  match_id INTEGER NOT NULL,
  market_id INTEGER NOT NULL,
  specifier TEXT NOT NULL,
  outcome_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  active INTEGER NOT NULL,
  odds INTEGER NOT NULL,
  result TEXT NOT NULL,
  PRIMARY KEY (match_id, market_id, specifier, outcome_id),
  FOREIGN KEY (match_id, market_id, specifier) REFERENCES markets(match_id, market_id, specifier) ON DELETE CASCADE
) WITHOUT ROWID;
