-- A sportsbook session is named in bearer tokens by a random identifier, never by its row id: row
-- ids are small sequential numbers, which a forged token could simply count through. Sessions open
-- before this migration have no identifier, so they end here; their players start a new one.
ALTER TABLE sportsbook_sessions ADD COLUMN token_id TEXT;
CREATE UNIQUE INDEX sportsbook_sessions_token ON sportsbook_sessions(token_id);
UPDATE sportsbook_sessions SET ended_at = GREATEST(started_at, last_seen_at) WHERE ended_at IS NULL;
