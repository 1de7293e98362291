-- The statistics of each match the feed has recorded any for (internal/matchstats): its totals,
-- its timeline of key events and its last event, kept whole as JSON, written with the match's
-- batch, so that every instance serves them and the feed picks them up after a handover.
CREATE TABLE match_statistics (
    match_id   INTEGER PRIMARY KEY REFERENCES matches(id),
    statistics TEXT    NOT NULL
);
