-- Fewer index writes per placed bet, which the one writer pays for in pages and time:
--   - bet_requests recorded what the bets hold already: a placed request has its bets, each at its
--     position. One unique index on the bets now keeps a request placed once and finds its bets (a
--     retry answers them).
--   - bets_player ordered a player's bets by id; they are listed by bets_player_created now, newest
--     placed first (SQLite's index entries end with the rowid, which breaks ties).
CREATE UNIQUE INDEX bets_request_position ON bets(player_id, request_id, position);
DROP INDEX bets_request;
DROP TABLE bet_requests;
DROP INDEX bets_player;
