-- The extra market of the match summary (see 0002): the listed market of the match's sport's extra
-- list type (catalogue.ExtraMarketType: both teams to score in football, a handicap elsewhere) of
-- highest rank; NULL when there is none. Store.Apply fills it whenever the feed changes a market
-- of the match, as it does the rest of the summary.
ALTER TABLE matches ADD COLUMN extra_market_id INTEGER;
ALTER TABLE matches ADD COLUMN extra_specifier TEXT;
