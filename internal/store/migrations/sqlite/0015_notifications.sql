-- A player's inbox (spec section 3, Notification): what happened to their bets, deposits, bonuses
-- and limits, written once the change committed (internal/notifications). Title and body are not
-- stored: they are rendered in the player's language from type and params when read, so that a
-- player who changes language reads their inbox in the new one.
CREATE TABLE notifications (
    id          INTEGER PRIMARY KEY,
    player_id   INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    type        TEXT    NOT NULL, -- bet_won, bet_lost, deposit_succeeded, ... (internal/notifications)
    object_type TEXT    NOT NULL, -- bet, deposit, bonus, limit
    object_id   INTEGER NOT NULL,
    params      TEXT    NOT NULL, -- JSON object of strings: amount, currency, names
    created_at  INTEGER NOT NULL,
    read        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX notifications_player ON notifications(player_id, id);
CREATE INDEX notifications_unread ON notifications(player_id) WHERE read = 0;
