-- Contributions waiting for their jackpot's funder (internal/jackpots): a placement only queues
-- its bets' shares, so that it never waits on a jackpot's levels; the funder adds them to the
-- pools in queue order, pays the hits, and moves them to jackpot_contributions.
CREATE TABLE jackpot_queue (
    id         INTEGER PRIMARY KEY,
    bet_id     INTEGER NOT NULL REFERENCES bets(id) ON DELETE CASCADE,
    jackpot_id TEXT    NOT NULL,
    level      TEXT    NOT NULL,
    amount     INTEGER NOT NULL CHECK (amount >= 0)
);
CREATE INDEX jackpot_queue_jackpot ON jackpot_queue(jackpot_id, id);
