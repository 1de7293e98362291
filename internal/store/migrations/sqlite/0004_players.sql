-- Players, their sessions and one-time tokens, wallets and ledger, deposits, limits and the
-- outbox of mail and SMS. Times are Unix milliseconds (UTC); money is integer minor units.
CREATE TABLE players (
    id              INTEGER PRIMARY KEY,
    email           TEXT    NOT NULL UNIQUE,
    password_hash   TEXT    NOT NULL,
    first_name      TEXT    NOT NULL DEFAULT '',
    last_name       TEXT    NOT NULL DEFAULT '',
    nickname        TEXT    NOT NULL DEFAULT '',
    language        TEXT    NOT NULL,
    country         TEXT    NOT NULL,
    currency        TEXT    NOT NULL,
    confirmed_at    INTEGER,
    locked_at       INTEGER,
    failed_sign_ins INTEGER NOT NULL DEFAULT 0,
    status_groups   TEXT    NOT NULL DEFAULT '',
    comp_points     INTEGER NOT NULL DEFAULT 0,
    created_at      INTEGER NOT NULL
);

-- One-time tokens mailed to players (confirmation, reset, unlock), stored as SHA-256 hashes.
CREATE TABLE player_tokens (
    hash       TEXT    PRIMARY KEY,
    player_id  INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    purpose    TEXT    NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at    INTEGER
);
CREATE INDEX player_tokens_player ON player_tokens(player_id, purpose);

-- Cookie sessions, by the hash of the cookie value.
CREATE TABLE web_sessions (
    hash       TEXT    PRIMARY KEY,
    player_id  INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE INDEX web_sessions_player ON web_sessions(player_id);

-- Sportsbook sessions: the time a player spends betting, for session, time and activity limits
-- and the reality check.
CREATE TABLE sportsbook_sessions (
    id                 INTEGER PRIMARY KEY,
    player_id          INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    started_at         INTEGER NOT NULL,
    last_seen_at       INTEGER NOT NULL,
    ended_at           INTEGER,
    reality_checked_at INTEGER,
    active_ms          INTEGER NOT NULL DEFAULT 0,
    last_ping_at       INTEGER
);
CREATE INDEX sportsbook_sessions_player ON sportsbook_sessions(player_id, started_at);

CREATE TABLE phones (
    player_id     INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
    number        TEXT    NOT NULL,
    country       TEXT    NOT NULL,
    verified_at   INTEGER,
    code_hash     TEXT    NOT NULL DEFAULT '',
    code_sent_at  INTEGER,
    sms_day       TEXT    NOT NULL DEFAULT '',
    sms_count     INTEGER NOT NULL DEFAULT 0
);

-- One account per player and currency. balance is the sum of the account's ledger, kept here so
-- that a debit checks it without summing; locked is held by open bets and cash-outs.
CREATE TABLE accounts (
    id         INTEGER PRIMARY KEY,
    player_id  INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    currency   TEXT    NOT NULL,
    active     INTEGER NOT NULL DEFAULT 1,
    balance    INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
    locked     INTEGER NOT NULL DEFAULT 0 CHECK (locked >= 0),
    created_at INTEGER NOT NULL,
    UNIQUE (player_id, currency)
);

CREATE TABLE ledger (
    id            INTEGER PRIMARY KEY,
    account_id    INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    kind          TEXT    NOT NULL,
    amount        INTEGER NOT NULL CHECK (amount <> 0),
    balance_after INTEGER NOT NULL,
    reference     TEXT    NOT NULL DEFAULT '',
    created_at    INTEGER NOT NULL
);
CREATE INDEX ledger_account ON ledger(account_id, id);

CREATE TABLE deposits (
    id         INTEGER PRIMARY KEY,
    player_id  INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES accounts(id),
    amount     INTEGER NOT NULL CHECK (amount > 0),
    status     TEXT    NOT NULL,
    pay_hash   TEXT    NOT NULL,
    return_path TEXT   NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX deposits_player ON deposits(player_id, created_at);

CREATE TABLE user_limits (
    id            INTEGER PRIMARY KEY,
    player_id     INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    type          TEXT    NOT NULL,
    amount        INTEGER NOT NULL DEFAULT 0,
    currency      TEXT    NOT NULL DEFAULT '',
    period        TEXT    NOT NULL DEFAULT '',
    minutes       INTEGER NOT NULL DEFAULT 0,
    until_at      INTEGER,
    created_at    INTEGER NOT NULL,
    confirm_until INTEGER,
    disable_at    INTEGER,
    replaced_at   INTEGER
);
CREATE INDEX user_limits_player ON user_limits(player_id);

-- Mail and SMS as sent; in the embedded default this is where they go (see /dev/outbox).
CREATE TABLE outbox (
    id         INTEGER PRIMARY KEY,
    channel    TEXT    NOT NULL,
    recipient  TEXT    NOT NULL,
    subject    TEXT    NOT NULL DEFAULT '',
    body       TEXT    NOT NULL,
    created_at INTEGER NOT NULL
);
