-- Fewer index writes per placed bet:
--   - bet_requests recorded what the bets hold already: a placed request has its bets, each at its
--     position. One unique index on the bets now keeps a request placed once and finds its bets (a
--     retry answers them).
--   - bets_player ordered a player's bets by id; they are listed by bets_player_created now, newest
--     placed first, with the id to break ties as on SQLite.
CREATE UNIQUE INDEX bets_request_position ON bets(player_id, request_id, position);
DROP INDEX bets_request;
DROP TABLE bet_requests;
DROP INDEX bets_player;
DROP INDEX bets_player_created;
CREATE INDEX bets_player_created ON bets(player_id, created_at, id);
