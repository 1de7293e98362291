-- Match chat (spec route table, CHAT tab): every message a player posted on a match. The channel
-- history serves readers; these rows are the record (moderation) and what the posting rate is
-- counted on, so that it holds across instances. Times are Unix milliseconds.
CREATE TABLE chat_messages (
    id         INTEGER PRIMARY KEY,
    match_id   INTEGER NOT NULL,
    player_id  INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    text       TEXT    NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX chat_messages_by_player ON chat_messages (player_id, match_id, created_at);
