-- Money out (issue 27): the cards a player saved at the payment provider, which deposit paid with
-- which card, and withdrawals. A method is saved after a first successful deposit through the
-- provider's page; removing it keeps the row (removed_at) so that the deposits and withdrawals
-- that name it still do. provider_ref is the provider's opaque reference of the saved card, never
-- a card number. A withdrawal's amount leaves the balance when it is requested (ledger kind
-- withdrawal, reference withdrawal:ID) and comes back once if it is rejected or cancelled
-- (withdrawal_returned, withdrawal:ID:returned). Times are Unix milliseconds.
CREATE TABLE payment_methods (
    id           INTEGER PRIMARY KEY,
    player_id    INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    kind         TEXT    NOT NULL CHECK (kind IN ('card')),
    label        TEXT    NOT NULL,
    provider_ref TEXT    NOT NULL UNIQUE,
    created_at   INTEGER NOT NULL,
    removed_at   INTEGER
);
CREATE INDEX payment_methods_player ON payment_methods(player_id, id) WHERE removed_at IS NULL;

ALTER TABLE deposits ADD COLUMN method_id INTEGER REFERENCES payment_methods(id);

CREATE TABLE withdrawals (
    id         INTEGER PRIMARY KEY,
    player_id  INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES accounts(id),
    method_id  INTEGER NOT NULL REFERENCES payment_methods(id),
    amount     INTEGER NOT NULL CHECK (amount > 0),
    currency   TEXT    NOT NULL,
    status     TEXT    NOT NULL CHECK (status IN ('pending', 'paid', 'rejected', 'cancelled')),
    reason     TEXT,
    created_at INTEGER NOT NULL,
    decided_at INTEGER
);
CREATE INDEX withdrawals_player ON withdrawals(player_id, id);
CREATE INDEX withdrawals_pending ON withdrawals(id) WHERE status = 'pending';
