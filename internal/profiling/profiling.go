// Package profiling serves Go's pprof profiles on a listener of their own, for an operator who
// turns it on (PPROF_ADDR) to see where memory or CPU goes. Profiles show the process's memory,
// secrets included, so the listener takes only loopback addresses.
package profiling

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"time"
)

// CheckAddr accepts a host:port whose host is a loopback IP or localhost.
func CheckAddr(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("%q must be host:port, like 127.0.0.1:6060", addr)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return fmt.Errorf("%q is not a loopback address: profiles show the server's memory, secrets included; use 127.0.0.1:6060 (and an SSH tunnel from elsewhere)", addr)
	}
	return nil
}

// Listen opens the profiles' listener, refusing any address that is not loopback, including a
// name that resolves elsewhere.
func Listen(addr string) (net.Listener, error) {
	if err := CheckAddr(addr); err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("listening on %s: %w", addr, err)
	}
	if ip := ln.Addr().(*net.TCPAddr).IP; !ip.IsLoopback() {
		ln.Close()
		return nil, fmt.Errorf("%q listens on %s, not a loopback address", addr, ip)
	}
	return ln, nil
}

// Handler serves the profiles under /debug/pprof/.
func Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	return mux
}

// Serve serves the profiles on ln until ctx ends.
func Serve(ctx context.Context, ln net.Listener, logger *slog.Logger) {
	// A CPU profile or a trace takes as long as its seconds parameter asks: no write timeout.
	srv := &http.Server{Handler: Handler(), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		logger.Error("profiles listener stopped", "err", err)
	}
}
