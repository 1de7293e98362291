package store

import "database/sql"

// PoolStats returns the statistics of the store's connection pools by name ("read", "write"), for
// the metrics.
func (s *Store) PoolStats() map[string]sql.DBStats {
	return map[string]sql.DBStats{"read": s.read.Stats(), "write": s.write.Stats()}
}
