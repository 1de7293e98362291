// Package pgtest runs a throwaway PostgreSQL server for tests: Debian's server binaries
// (/usr/lib/postgresql/*/bin, else PATH), a data directory in a temporary folder, a unix socket in
// that folder and no TCP port, and durability turned off (fsync, synchronous_commit,
// full_page_writes) because the data dies with the test anyway; StartDurable keeps it on, for
// benchmarks.
//
// A test binary shares one server: call Main from TestMain, and Database from each test for a
// fresh, empty database. As root (initdb refuses root), the server runs as the postgres system
// user that Debian's package creates.
package pgtest

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// ErrNoBinaries is returned when no PostgreSQL server binaries are installed.
var ErrNoBinaries = errors.New("no PostgreSQL server binaries (initdb, postgres) in /usr/lib/postgresql/*/bin or PATH: run `make postgresql` to install Debian's postgresql package")

// startTimeout bounds initdb and the server's start; both take a second or two.
const startTimeout = 60 * time.Second

// Server is a running throwaway PostgreSQL server.
type Server struct {
	dir  string // temporary folder: data/, the socket and server.log
	bin  string // the folder of initdb and postgres
	cred *syscall.Credential
	args []string // of postgres, kept for Restart
	cmd  *exec.Cmd
	done chan error // the server process's exit

	mu    sync.Mutex
	admin *pgx.Conn // creates and drops databases
	n     atomic.Int64
}

// Start initializes a data directory in a new temporary folder and starts a server on it, with
// durability off.
func Start() (*Server, error) { return start(false) }

// StartDurable is Start with PostgreSQL's default durability (fsync, synchronous_commit and
// full_page_writes on): for benchmarks, whose commits must cost what they cost on a real site.
func StartDurable() (*Server, error) { return start(true) }

func start(durable bool) (*Server, error) {
	bin, err := binDir()
	if err != nil {
		return nil, err
	}
	cred, err := serverUser()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "pgtest-")
	if err != nil {
		return nil, fmt.Errorf("pgtest: %w", err)
	}
	s := &Server{dir: dir, bin: bin, cred: cred}
	if err := s.init(durable); err != nil {
		s.Stop()
		return nil, err
	}
	if err := s.run(); err != nil {
		s.Stop()
		return nil, err
	}
	return s, nil
}

// init creates the data directory and the server's arguments.
func (s *Server) init(durable bool) error {
	if s.cred != nil {
		if err := os.Chown(s.dir, int(s.cred.Uid), int(s.cred.Gid)); err != nil {
			return fmt.Errorf("pgtest: hand %s to the postgres user: %w", s.dir, err)
		}
	}
	data := filepath.Join(s.dir, "data")
	ctx, cancel := context.WithTimeout(context.Background(), startTimeout)
	defer cancel()
	initdb := exec.CommandContext(ctx, filepath.Join(s.bin, "initdb"), "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8",
		"--no-locale", "--no-sync")
	initdb.SysProcAttr = &syscall.SysProcAttr{Credential: s.cred}
	if out, err := initdb.CombinedOutput(); err != nil {
		return fmt.Errorf("pgtest: initdb: %w\n%s", err, out)
	}
	s.args = []string{"-D", data, "-k", s.dir, "-c", "listen_addresses=", "-c", "max_connections=200", "-c", "log_min_messages=warning"}
	if !durable {
		s.args = append(s.args, "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off")
	}
	return nil
}

// run starts postgres on the data directory and waits until it answers, with the admin
// connection open.
func (s *Server) run() error {
	ctx, cancel := context.WithTimeout(context.Background(), startTimeout)
	defer cancel()
	logFile, err := os.OpenFile(filepath.Join(s.dir, "server.log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return fmt.Errorf("pgtest: %w", err)
	}
	defer logFile.Close() // the server has its own descriptor once started
	s.done = make(chan error, 1)
	s.cmd = exec.Command(filepath.Join(s.bin, "postgres"), s.args...)
	s.cmd.Stdout, s.cmd.Stderr = logFile, logFile
	// Should the test binary die without stopping the server, the kernel sends it SIGQUIT
	// (immediate shutdown). Pdeathsig follows the thread that started the child, so that thread
	// stays locked to a goroutine that lives as long as the server.
	s.cmd.SysProcAttr = &syscall.SysProcAttr{Credential: s.cred, Pdeathsig: syscall.SIGQUIT}
	started := make(chan error, 1)
	go func() {
		runtime.LockOSThread() // never unlocked: the thread ends with the server
		if err := s.cmd.Start(); err != nil {
			started <- err
			return
		}
		started <- nil
		s.done <- s.cmd.Wait()
	}()
	if err := <-started; err != nil {
		s.cmd = nil
		return fmt.Errorf("pgtest: start postgres: %w", err)
	}
	for {
		conn, err := pgx.Connect(ctx, s.url("postgres"))
		if err == nil {
			s.admin = conn
			return nil
		}
		select {
		case err := <-s.done:
			s.done <- err
			return fmt.Errorf("pgtest: postgres exited: %v\n%s", err, s.log())
		case <-ctx.Done():
			return fmt.Errorf("pgtest: postgres did not answer within %s: %w\n%s", startTimeout, err, s.log())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// binDir finds the folder of initdb and postgres: the newest Debian version, else PATH.
func binDir() (string, error) {
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	version := func(dir string) int {
		n, _ := strconv.Atoi(filepath.Base(filepath.Dir(dir)))
		return n
	}
	slices.SortFunc(dirs, func(a, b string) int { return version(b) - version(a) })
	for _, dir := range dirs {
		if isExec(filepath.Join(dir, "initdb")) && isExec(filepath.Join(dir, "postgres")) {
			return dir, nil
		}
	}
	if p, err := exec.LookPath("initdb"); err == nil && isExec(filepath.Join(filepath.Dir(p), "postgres")) {
		return filepath.Dir(p), nil
	}
	return "", ErrNoBinaries
}

func isExec(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0
}

// serverUser is the user the server runs as: the postgres system user when this process is root
// (initdb and postgres refuse root), else nil, this process's own user.
func serverUser() (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, fmt.Errorf("pgtest: running as root, and PostgreSQL refuses root: no postgres user to run it as (Debian's postgresql package creates it; run `make postgresql`): %w", err)
	}
	uid, err1 := strconv.ParseUint(u.Uid, 10, 32)
	gid, err2 := strconv.ParseUint(u.Gid, 10, 32)
	if err := errors.Join(err1, err2); err != nil {
		return nil, fmt.Errorf("pgtest: postgres user: %w", err)
	}
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
}

// url is the connection URL of a database of the server, over its unix socket.
func (s *Server) url(database string) string {
	q := url.Values{"host": {s.dir}, "user": {"postgres"}, "sslmode": {"disable"}}
	return (&url.URL{Scheme: "postgres", Path: "/" + database, RawQuery: q.Encode()}).String()
}

// log is the tail of the server's log, for error messages.
func (s *Server) log() string {
	b, _ := os.ReadFile(filepath.Join(s.dir, "server.log"))
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	return string(b)
}

// CreateDatabase creates an empty database and returns its URL (postgres://...).
func (s *Server) CreateDatabase(ctx context.Context) (string, error) {
	name := fmt.Sprintf("test_%d", s.n.Add(1))
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := s.admin.Exec(ctx, `CREATE DATABASE `+name); err != nil {
		return "", fmt.Errorf("pgtest: create database: %w", err)
	}
	return s.url(name), nil
}

// DropDatabase drops a database that CreateDatabase made, closing its connections.
func (s *Server) DropDatabase(ctx context.Context, databaseURL string) error {
	u, err := url.Parse(databaseURL)
	if err != nil {
		return fmt.Errorf("pgtest: %w", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := s.admin.Exec(ctx, `DROP DATABASE IF EXISTS `+pgx.Identifier{strings.TrimPrefix(u.Path, "/")}.Sanitize()+` WITH (FORCE)`); err != nil {
		return fmt.Errorf("pgtest: drop database: %w", err)
	}
	return nil
}

// Stop stops the server (fast shutdown: clients are disconnected) and removes its folder.
func (s *Server) Stop() error {
	return errors.Join(s.halt(), os.RemoveAll(s.dir))
}

// Restart stops the server as Stop does (fast shutdown: the clients' connections end, their
// transactions in flight roll back) and starts it again on the same data and socket, so that its
// clients find it where it was: what an operator's `pg_ctl restart -m fast` does. down, when not
// nil, runs while the server is down.
func (s *Server) Restart(down func()) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.halt(); err != nil {
		return err
	}
	if down != nil {
		down()
	}
	return s.run()
}

// halt closes the admin connection and stops the server process, if they are there.
func (s *Server) halt() error {
	var errs []error
	if s.admin != nil {
		errs = append(errs, s.admin.Close(context.Background()))
		s.admin = nil
	}
	if s.cmd != nil {
		errs = append(errs, s.cmd.Process.Signal(syscall.SIGINT))
		select {
		case <-s.done:
		case <-time.After(15 * time.Second):
			errs = append(errs, s.cmd.Process.Kill(), errors.New("pgtest: postgres did not stop within 15s: killed"))
			<-s.done
		}
		s.cmd = nil
	}
	return errors.Join(errs...)
}

// shared is the test binary's server, started by the first Database call.
var shared struct {
	once sync.Once
	srv  *Server
	err  error
}

// Database returns the URL of a new, empty database on the test binary's shared server, starting
// the server on first use, and drops the database when the test ends (close what uses it in a
// cleanup registered after this call). The test fails when no server can start: PostgreSQL is
// part of the suite, never silently skipped.
func Database(t testing.TB) string {
	t.Helper()
	shared.once.Do(func() { shared.srv, shared.err = Start() })
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	ctx := context.Background()
	u, err := shared.srv.CreateDatabase(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := shared.srv.DropDatabase(ctx, u); err != nil {
			t.Error(err)
		}
	})
	return u
}

// Main runs the tests of m, then stops the shared server if a test started it. Call it from
// TestMain.
func Main(m *testing.M) {
	code := m.Run()
	if shared.srv != nil {
		if err := shared.srv.Stop(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			code = max(code, 1)
		}
	}
	os.Exit(code)
}
