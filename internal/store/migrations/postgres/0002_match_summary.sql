-- A per-match summary of its listed markets (status 1 or -1), kept up to date by Store.Apply, so
-- that match lists read the main and secondary market keys and the market counts from the match
-- row instead of ranking every market of every match on each request.
--   main_*:      the listed market with the highest priority (ties: lowest market id, specifier)
--   secondary_*: the next one; NULL when there is none
--   top_markets_count: listed markets with priority >= 100 (store.TopMarketPriority)
ALTER TABLE matches ADD COLUMN available_markets_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN top_markets_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN main_market_id BIGINT;
ALTER TABLE matches ADD COLUMN main_specifier TEXT COLLATE "C";
ALTER TABLE matches ADD COLUMN secondary_market_id BIGINT;
ALTER TABLE matches ADD COLUMN secondary_specifier TEXT COLLATE "C";

-- Names folded to lower case for case-insensitive search. Store.Apply folds them in Go (Unicode);
-- the backfill below folds as the database does, which the next upsert of the row corrects.
ALTER TABLE matches ADD COLUMN search_name TEXT NOT NULL DEFAULT '';
ALTER TABLE tournaments ADD COLUMN search_name TEXT NOT NULL DEFAULT '';

-- Listed markets of a match in rank order: the summary and the market list read this index.
CREATE INDEX markets_listed_rank ON markets(match_id, priority DESC, market_id, specifier) WHERE status IN (1, -1);

UPDATE tournaments SET search_name = lower(name);

UPDATE matches SET
  search_name = lower(name_a || chr(10) || name_b),
  available_markets_count = (SELECT COUNT(*) FROM markets WHERE markets.match_id = matches.id AND markets.status IN (1, -1)),
  top_markets_count = (SELECT COUNT(*) FROM markets WHERE markets.match_id = matches.id AND markets.status IN (1, -1) AND markets.priority >= 100),
  main_market_id = (SELECT market_id FROM markets WHERE markets.match_id = matches.id AND markets.status IN (1, -1)
    ORDER BY priority DESC, market_id, specifier LIMIT 1),
  main_specifier = (SELECT specifier FROM markets WHERE markets.match_id = matches.id AND markets.status IN (1, -1)
    ORDER BY priority DESC, market_id, specifier LIMIT 1),
  secondary_market_id = (SELECT market_id FROM markets WHERE markets.match_id = matches.id AND markets.status IN (1, -1)
    ORDER BY priority DESC, market_id, specifier LIMIT 1 OFFSET 1),
  secondary_specifier = (SELECT specifier FROM markets WHERE markets.match_id = matches.id AND markets.status IN (1, -1)
    ORDER BY priority DESC, market_id, specifier LIMIT 1 OFFSET 1);
