-- A placement first looks for the bets of its request id (a retry answers them): without this
-- index that read scanned all of the player's bets, and grew with every bet they placed.
CREATE INDEX bets_request ON bets(player_id, request_id);
