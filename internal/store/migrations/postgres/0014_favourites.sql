-- Favourites (spec section 3: ids by type): the matches, tournaments (leagues) and sports a player
-- starred, one row per player, type and id. The type is the API's name (internal/favourites); the
-- id is the catalogue entity's, which the service checks before a row is written (the catalogue
-- never deletes one, so a row never points at nothing).
CREATE TABLE favourites (
    player_id  BIGINT NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    type       TEXT   COLLATE "C" NOT NULL,
    entity_id  BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (player_id, type, entity_id)
);
