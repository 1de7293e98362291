package realtime

// Clients is how many clients are connected to this instance's node, whatever the broker, for the
// metrics.
func (s *Server) Clients() int { return s.node.Hub().NumClients() }
