-- Indexes for the remaining match filters of GET /matches (type, has_video) and for sport-type
-- filters, which every list, counter and search may carry.
CREATE INDEX matches_type_status ON matches(type, status, start_time);
CREATE INDEX matches_has_video ON matches(start_time) WHERE has_video = 1;
CREATE INDEX sports_type ON sports(type);
CREATE INDEX categories_sport_priority ON categories(sport_id, priority DESC, name);
CREATE INDEX tournaments_sport_priority ON tournaments(sport_id, priority DESC, name);
