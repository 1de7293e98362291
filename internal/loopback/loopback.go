// Package loopback guards the bench commands (cmd/betbench, cmd/wsbench): they sign up players,
// move money and flood the feed, which must never happen on a real site.
package loopback

import (
	"fmt"
	"net"
	"net/url"
)

// URL parses a base URL and refuses any host but this machine.
func URL(target string) (*url.URL, error) {
	u, err := url.Parse(target)
	if err != nil {
		return nil, fmt.Errorf("parse url: %w", err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, fmt.Errorf("url %q: want http or https", target)
	}
	h := u.Hostname()
	if ip := net.ParseIP(h); h != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return nil, fmt.Errorf("refusing non-loopback host %q", h)
	}
	return u, nil
}
