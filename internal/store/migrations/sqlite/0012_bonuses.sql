-- Bonuses issued to players (issue 13). A campaign lives in the operator's content files
-- (internal/campaigns); a row here is one issue of it to one player: a trigger's bonus, a freebet
-- farmed by hunting, a lootbox prize, a freebet given back by a no-risk bet. issue_key names what
-- issued it ("trigger:<campaign>", "farm:<bonus>:<n>", "prize:<bet>", "refund:<bet>"), so that each
-- is issued once whatever races. state is what the player did with it: issued, active (activated),
-- used (no uses left), overridden; the status a player sees is computed from it and the campaign
-- (bonusrules.PlayerStatus).
CREATE TABLE player_bonuses (
    id            INTEGER PRIMARY KEY,
    player_id     INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    campaign_id   TEXT    NOT NULL,
    kind          TEXT    NOT NULL, -- comboboost, freebet, hunting, tournament, lootbox
    issue_key     TEXT    NOT NULL,
    state         TEXT    NOT NULL,
    times_used    INTEGER NOT NULL DEFAULT 0,
    mode          TEXT    NOT NULL DEFAULT '', -- a freebet's: freebet_no_risk, freebet_all_win, freebet_only_win
    amount        INTEGER NOT NULL DEFAULT 0,  -- a freebet's stake, minor units of currency
    currency      TEXT    NOT NULL DEFAULT '',
    boosted       INTEGER NOT NULL DEFAULT 0,
    spent_points  INTEGER NOT NULL DEFAULT 0,  -- hunting: points turned into freebets or boosts
    farmed        INTEGER NOT NULL DEFAULT 0,  -- hunting: freebets farmed so far
    source_id     INTEGER,                     -- the bonus that farmed or gave this one
    seen          INTEGER NOT NULL DEFAULT 0,
    issued_at     INTEGER NOT NULL,
    activated_at  INTEGER,
    expires_at    INTEGER,
    UNIQUE (player_id, issue_key)
);
CREATE INDEX player_bonuses_player ON player_bonuses(player_id, id);
CREATE INDEX player_bonuses_campaign ON player_bonuses(campaign_id);

-- Points a settled bet earned for a hunting or tournament bonus, once per bet and bonus: the
-- farming stats (bets, average stake, points, farmed events) and the tournament rating add them up.
CREATE TABLE bonus_points (
    bonus_id    INTEGER NOT NULL REFERENCES player_bonuses(id) ON DELETE CASCADE,
    bet_id      INTEGER NOT NULL REFERENCES bets(id) ON DELETE CASCADE,
    points      INTEGER NOT NULL,
    stake       INTEGER NOT NULL,
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (bonus_id, bet_id)
);

-- A tournament's qualifying stakes, from which its pool grows (bonusrules.Tournament.Pool).
CREATE TABLE campaign_pools (
    campaign_id TEXT    PRIMARY KEY,
    staked      INTEGER NOT NULL DEFAULT 0
);

-- The bonus a bet was placed with: the issued bonus, its kind as the contract names it
-- (comboboost, freebet_only_win...) and a comboboost's bonus odds.
ALTER TABLE bets ADD COLUMN bonus_id INTEGER REFERENCES player_bonuses(id);
ALTER TABLE bets ADD COLUMN bonus_type TEXT NOT NULL DEFAULT '';
ALTER TABLE bets ADD COLUMN bonus_odds INTEGER NOT NULL DEFAULT 0;
