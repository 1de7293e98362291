-- Support chat (issue 28): a player's conversation with the operator's support, when the site
-- names no provider widget. One row per message, the player's (from_operator 0) or the
-- operator's answer (1); a conversation is open while its newest message is the player's.
-- seen_id is the newest operator answer the player has read (the toggle's unread mark). The
-- service prunes old messages and keeps at most a bounded number per player. Times are Unix
-- milliseconds.
CREATE TABLE support_messages (
    id            INTEGER PRIMARY KEY,
    player_id     INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    from_operator INTEGER NOT NULL CHECK (from_operator IN (0, 1)),
    text          TEXT    NOT NULL,
    created_at    INTEGER NOT NULL
);
CREATE INDEX support_messages_by_player ON support_messages (player_id, id);
CREATE INDEX support_messages_by_time ON support_messages (created_at);

CREATE TABLE support_reads (
    player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
    seen_id   INTEGER NOT NULL
);
