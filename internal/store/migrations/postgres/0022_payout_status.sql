-- A bet's payout status (spec section 4: initial, approved, declined, paid) and whether its
-- player has seen it settled. An open bet's payout is 'initial'; settlement or cash-out decides it
-- (internal/betting.ClosingPayout) and the ledger credit makes an approved one 'paid'. Bets
-- already closed were credited when they closed. 'seen' is 0 only for a settled bet its player
-- has not looked at yet; the bets already here count as seen.
ALTER TABLE bets ADD COLUMN payout_status TEXT NOT NULL DEFAULT 'initial';
ALTER TABLE bets ADD COLUMN seen SMALLINT NOT NULL DEFAULT 1;
UPDATE bets SET payout_status = CASE WHEN payout > 0 THEN 'paid' ELSE 'declined' END WHERE status <> 'waiting_results';
CREATE INDEX bets_unseen ON bets(player_id) WHERE seen = 0;
