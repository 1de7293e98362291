package store

import "context"

// AcquireFeedLease takes the lease of the feed, which runs on one instance at a time
// (internal/feedlead). SQLite serves one instance (Open refuses a second process), so this one
// holds it at once, and never loses it.
func (s *Store) AcquireFeedLease(context.Context) (lost <-chan struct{}, release func(), err error) {
	return nil, func() {}, nil
}
