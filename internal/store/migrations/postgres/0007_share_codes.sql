-- Shared slips: the bets of a slip as the slip sent them (JSON), under a short code.
CREATE TABLE share_codes (
    code       TEXT    PRIMARY KEY,
    bets       TEXT    NOT NULL,
    created_at BIGINT  NOT NULL
);
