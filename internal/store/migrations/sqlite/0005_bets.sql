-- Placed bets and their selections. A bet's money moves through the ledger (bet_stake at
-- placement, payout at settlement); these rows keep what was bet and how it settled.
CREATE TABLE bet_requests (
    player_id  INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    request_id TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (player_id, request_id)
) WITHOUT ROWID;

CREATE TABLE bets (
    id            INTEGER PRIMARY KEY,
    player_id     INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    account_id    INTEGER NOT NULL REFERENCES accounts(id),
    request_id    TEXT    NOT NULL,
    position      INTEGER NOT NULL, -- index of the bet in its request
    type          TEXT    NOT NULL,
    status        TEXT    NOT NULL,
    result        TEXT    NOT NULL,
    stake         INTEGER NOT NULL CHECK (stake > 0), -- total stake
    line_stake    INTEGER NOT NULL CHECK (line_stake > 0),
    system_size   INTEGER NOT NULL DEFAULT 0,         -- k of a system k/n; 0 otherwise
    odds          INTEGER NOT NULL,
    potential_win INTEGER NOT NULL,
    payout        INTEGER NOT NULL DEFAULT 0,
    quick         INTEGER NOT NULL DEFAULT 0,
    created_at    INTEGER NOT NULL,
    settled_at    INTEGER
);
CREATE INDEX bets_player ON bets(player_id, id);
CREATE INDEX bets_player_created ON bets(player_id, created_at);

CREATE TABLE bet_selections (
    bet_id       INTEGER NOT NULL REFERENCES bets(id) ON DELETE CASCADE,
    position     INTEGER NOT NULL,
    match_id     INTEGER NOT NULL,
    market_id    INTEGER NOT NULL,
    specifier    TEXT    NOT NULL,
    outcome_id   TEXT    NOT NULL,
    odds         INTEGER NOT NULL,
    match_name   TEXT    NOT NULL,
    market_name  TEXT    NOT NULL,
    outcome_name TEXT    NOT NULL,
    result       TEXT    NOT NULL DEFAULT '', -- the outcome's result once its market settled
    PRIMARY KEY (bet_id, position)
) WITHOUT ROWID;
CREATE INDEX bet_selections_open ON bet_selections(match_id, market_id, specifier) WHERE result = '';
