-- A player's own bet settings; absent fields fall back to the site's defaults.
CREATE TABLE player_settings (
    player_id   BIGINT   PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
    odds_type   TEXT     NOT NULL DEFAULT '',
    accept_mode TEXT     NOT NULL DEFAULT '',
    stakes      TEXT     NOT NULL DEFAULT '', -- JSON object: currency → [minor units]
    push        SMALLINT NOT NULL DEFAULT 0
);
