-- Favourites (spec section 3: ids by type): the matches, tournaments (leagues) and sports a player
-- starred, one row per player, type and id. The type is the API's name (internal/favourites); the
-- id is the catalogue entity's, which the service checks before a row is written (the catalogue
-- never deletes one, so a row never points at nothing).
CREATE TABLE favourites (
    player_id  INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    type       TEXT    NOT NULL,
    entity_id  INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (player_id, type, entity_id)
) WITHOUT ROWID;
