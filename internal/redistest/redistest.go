// Package redistest starts a throwaway redis-server for tests: on a free loopback port, in a
// temporary folder, without persistence, stopped when the test ends. StartServer does the same
// outside tests (cmd/scalestack), stopped by Stop.
package redistest

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"testing"
	"time"
)

// startTimeout bounds how long a redis-server may take to answer its first PING.
const startTimeout = 10 * time.Second

// Server is a running redis-server.
type Server struct {
	// URL addresses it, e.g. redis://127.0.0.1:40123/0.
	URL string
	// Addr is its host:port.
	Addr string

	bin  string // redis-server
	dir  string // temporary folder, removed by Stop
	cmd  *exec.Cmd
	exit chan struct{} // closed once the process has exited
	once sync.Once
}

// Start starts a redis-server and stops it when the test ends. Without redis-server on the PATH
// the test fails: `make test` installs it, and a test that silently skipped would prove nothing.
func Start(t testing.TB) *Server {
	t.Helper()
	s, err := StartServer()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Stop)
	return s
}

// StartServer starts a redis-server in a new temporary folder; Stop kills it and removes the
// folder.
func StartServer() (*Server, error) {
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		return nil, fmt.Errorf("redis-server is not installed (run `make redis`): %w", err)
	}
	// The free port is found by binding and closing it, so another process may take it before
	// redis-server binds it: try again on a new port then.
	var lastErr error
	for range 3 {
		s, err := start(bin)
		if err == nil {
			return s, nil
		}
		lastErr = err
	}
	return nil, fmt.Errorf("starting redis-server: %w", lastErr)
}

func start(bin string) (*Server, error) {
	port, err := FreePort()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "redistest-")
	if err != nil {
		return nil, fmt.Errorf("redis-server folder: %w", err)
	}
	addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	s := &Server{URL: "redis://" + addr + "/0", Addr: addr, bin: bin, dir: dir}
	if err := s.run(); err != nil {
		_ = os.RemoveAll(dir)
		return nil, err
	}
	return s, nil
}

// run starts redis-server on s.Addr and waits for its PONG.
func (s *Server) run() error {
	_, port, _ := net.SplitHostPort(s.Addr)
	var out bytes.Buffer
	cmd := exec.Command(s.bin,
		"--bind", "127.0.0.1", "--port", port, "--dir", s.dir,
		"--save", "", "--appendonly", "no", "--daemonize", "no", "--loglevel", "warning")
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("running %s: %w", s.bin, err)
	}
	exit := make(chan struct{})
	var waitErr error
	go func() { waitErr = cmd.Wait(); close(exit) }()
	s.cmd, s.exit = cmd, exit

	ctx, cancel := context.WithTimeout(context.Background(), startTimeout)
	defer cancel()
	for {
		if ping(ctx, s.Addr) == nil {
			return nil
		}
		select {
		case <-exit:
			return fmt.Errorf("redis-server exited (%v): %s", waitErr, out.String())
		case <-ctx.Done():
			s.kill()
			return fmt.Errorf("redis-server on %s did not answer within %v: %s", s.Addr, startTimeout, out.String())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// kill kills the process and waits for its exit.
func (s *Server) kill() {
	_ = s.cmd.Process.Kill()
	<-s.exit
}

// Restart kills the server and starts an empty one on the same address, as a Redis without
// persistence comes back after a crash: its clients find it where it was, without their
// subscriptions and without the data. down, when not nil, runs while no server answers.
func (s *Server) Restart(down func()) error {
	s.kill()
	if down != nil {
		down()
	}
	return s.run()
}

// Stop kills the server, waits for it to exit and removes its folder; a test may call it to take
// Redis away.
func (s *Server) Stop() {
	s.once.Do(func() {
		s.kill()
		_ = os.RemoveAll(s.dir)
	})
}

// ping sends PING and expects PONG.
func ping(ctx context.Context, addr string) error {
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return err
	}
	defer conn.Close()
	if deadline, ok := ctx.Deadline(); ok {
		_ = conn.SetDeadline(deadline)
	}
	if _, err := conn.Write([]byte("PING\r\n")); err != nil {
		return err
	}
	line, err := bufio.NewReader(conn).ReadString('\n')
	if err != nil {
		return err
	}
	if line != "+PONG\r\n" {
		return errors.New("unexpected reply " + strconv.Quote(line))
	}
	return nil
}

// FreePort returns a loopback TCP port that was free a moment ago (another process may take it
// before the caller binds it).
func FreePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("finding a free port: %w", err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}
