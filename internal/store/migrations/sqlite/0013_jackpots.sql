-- Jackpots (content/jackpots/*.yaml): the state of each level, the contributions of the bets that
-- funded them, and the hits that paid them out. A level's pool grows by the contributions of
-- qualifying bets until it reaches its drop point, drawn when the level was (re)seeded; the bet
-- that takes it there hits the level (see internal/jackpots). Levels are keyed by their jackpot's
-- id and their name, as the files declare them.
ALTER TABLE bets ADD COLUMN used_in_jackpot INTEGER NOT NULL DEFAULT 0;

CREATE TABLE jackpot_levels (
    jackpot_id TEXT    NOT NULL,
    level      TEXT    NOT NULL,
    currency   TEXT    NOT NULL,
    pool       INTEGER NOT NULL, -- minor units, the seed included
    drop_at    INTEGER NOT NULL, -- the pool that hits the level
    PRIMARY KEY (jackpot_id, level)
) WITHOUT ROWID;

CREATE TABLE jackpot_contributions (
    bet_id     INTEGER NOT NULL REFERENCES bets(id) ON DELETE CASCADE,
    jackpot_id TEXT    NOT NULL,
    level      TEXT    NOT NULL,
    amount     INTEGER NOT NULL CHECK (amount >= 0),
    PRIMARY KEY (bet_id, jackpot_id, level)
) WITHOUT ROWID;

CREATE TABLE jackpot_hits (
    id         INTEGER PRIMARY KEY,
    jackpot_id TEXT    NOT NULL,
    level      TEXT    NOT NULL,
    amount     INTEGER NOT NULL CHECK (amount > 0),
    currency   TEXT    NOT NULL,
    player_id  INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    bet_id     INTEGER NOT NULL REFERENCES bets(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    status     TEXT    NOT NULL, -- approved or paid
    seen       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX jackpot_hits_jackpot ON jackpot_hits(jackpot_id, id);
CREATE INDEX jackpot_hits_player ON jackpot_hits(player_id, id);
