-- Prediction votes (spec section 3, Prediction; section 7, GET/POST /vote). A prediction is the
-- "who wins" question of a match and has the match's id (internal/predictions), so it needs no
-- row of its own: the catalogue never deletes a match. One vote per player and prediction, kept
-- by the primary key, so two concurrent votes of one player store exactly one.
CREATE TABLE prediction_votes (
    prediction_id INTEGER NOT NULL,
    player_id     INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    choice        TEXT    NOT NULL, -- home, draw, away (internal/predictions)
    created_at    INTEGER NOT NULL,
    PRIMARY KEY (prediction_id, player_id)
) WITHOUT ROWID;
