-- The catalogue (spec section 3): sports, categories, tournaments (leagues), market groups,
-- matches, markets and outcomes. Times are unix milliseconds; odds are thousandths.
--
-- The PostgreSQL schema is the SQLite one (migrations/sqlite, same version numbers) in
-- PostgreSQL's types, so that one SQL text serves both: ids, times, money and odds BIGINT; flags
-- SMALLINT 0/1 (the store sends Go booleans as 0 and 1); JSON as TEXT. Text that lists order or
-- rank by is COLLATE "C", byte order as SQLite's BINARY, whatever the database's locale.
CREATE TABLE sports (
  id BIGINT PRIMARY KEY,
  urn_id TEXT NOT NULL,
  key TEXT NOT NULL UNIQUE,
  name TEXT COLLATE "C" NOT NULL,
  priority INTEGER NOT NULL,
  type TEXT NOT NULL,
  provider TEXT NOT NULL
);

CREATE TABLE categories (
  id BIGINT PRIMARY KEY,
  slug TEXT NOT NULL,
  name TEXT COLLATE "C" NOT NULL,
  priority INTEGER NOT NULL,
  country_code TEXT NOT NULL,
  sport_id BIGINT NOT NULL REFERENCES sports(id)
);
CREATE INDEX categories_sport_slug ON categories(sport_id, slug);

CREATE TABLE tournaments (
  id BIGINT PRIMARY KEY,
  urn_id TEXT NOT NULL,
  slug TEXT NOT NULL,
  name TEXT COLLATE "C" NOT NULL,
  priority INTEGER NOT NULL,
  category_id BIGINT NOT NULL REFERENCES categories(id),
  sport_id BIGINT NOT NULL REFERENCES sports(id),
  main_market_outcomes_count INTEGER NOT NULL,
  secondary_market_outcomes_count INTEGER NOT NULL
);
CREATE INDEX tournaments_sport_slug ON tournaments(sport_id, slug);
CREATE INDEX tournaments_category ON tournaments(category_id);

CREATE TABLE market_groups (
  id BIGINT PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  priority INTEGER NOT NULL
);

CREATE TABLE matches (
  id BIGINT PRIMARY KEY,
  urn_id TEXT NOT NULL,
  slug TEXT NOT NULL,
  type TEXT NOT NULL,
  sport_id BIGINT NOT NULL REFERENCES sports(id),
  category_id BIGINT NOT NULL REFERENCES categories(id),
  tournament_id BIGINT NOT NULL REFERENCES tournaments(id),
  name_a TEXT NOT NULL,
  name_b TEXT NOT NULL,
  logo_a TEXT NOT NULL,
  logo_b TEXT NOT NULL,
  competitors TEXT NOT NULL,
  stadium TEXT NOT NULL,
  city TEXT NOT NULL,
  status INTEGER NOT NULL,
  stage TEXT NOT NULL,
  start_time BIGINT NOT NULL,
  end_date BIGINT NOT NULL,
  clock TEXT NOT NULL,
  total_score TEXT NOT NULL,
  game_score TEXT NOT NULL,
  period_scores TEXT NOT NULL,
  current_server INTEGER NOT NULL,
  max_period_number INTEGER NOT NULL,
  has_video SMALLINT NOT NULL,
  provider TEXT NOT NULL,
  has_provider_stats SMALLINT NOT NULL,
  bets_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX matches_status_start ON matches(status, start_time);
CREATE INDEX matches_sport ON matches(sport_id, start_time);
CREATE INDEX matches_category ON matches(category_id);
CREATE INDEX matches_tournament ON matches(tournament_id);
CREATE INDEX matches_slug ON matches(slug);

CREATE TABLE markets (
  match_id BIGINT NOT NULL REFERENCES matches(id),
  market_id BIGINT NOT NULL,
  specifier TEXT COLLATE "C" NOT NULL,
  name TEXT NOT NULL,
  status INTEGER NOT NULL,
  priority INTEGER NOT NULL,
  group_keys TEXT NOT NULL,
  most_balanced SMALLINT NOT NULL,
  next_bet_stop BIGINT NOT NULL,
  provider TEXT NOT NULL,
  PRIMARY KEY (match_id, market_id, specifier)
);

CREATE TABLE outcomes (
  match_id BIGINT NOT NULL,
  market_id BIGINT NOT NULL,
  specifier TEXT COLLATE "C" NOT NULL,
  outcome_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  active SMALLINT NOT NULL,
  odds BIGINT NOT NULL,
  result TEXT NOT NULL,
  PRIMARY KEY (match_id, market_id, specifier, outcome_id),
  FOREIGN KEY (match_id, market_id, specifier) REFERENCES markets(match_id, market_id, specifier) ON DELETE CASCADE
);
