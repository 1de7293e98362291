// Package scalestack starts the scale-out setup on this machine: a throwaway PostgreSQL and Redis
// (started as the Go tests start theirs), two instances of the sportsbook binary sharing them, and
// haproxy in front, all on loopback. cmd/scalestack runs it for the end-to-end test and for trying
// it; cmd/faults hurts it (kills an instance, restarts PostgreSQL and Redis) through the handles
// of Stack.
//
// The instances run the demo aids and the feed's test control (DEV_OUTBOX, FEED_CONTROL; the demo
// player is created by the first), as `make run` and the end-to-end tests do: a local demo only.
package scalestack

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/pgtest"
	"github.com/opensportsbook/sportsbook/internal/redistest"
)

// readyTimeout bounds how long each process may take to answer; an instance on PostgreSQL
// migrates and resumes the feed in a few seconds.
const readyTimeout = 60 * time.Second

// stopTimeout is how long a process gets to stop after SIGTERM before it is killed; an instance
// lets its requests in flight finish for up to 10 s.
const stopTimeout = 15 * time.Second

// Options says what to start.
type Options struct {
	Bin  string    // the sportsbook binary
	Addr string    // the load balancer's loopback host:port (see Loopback)
	Log  io.Writer // each process's output, a line at a time after its name
	Env  []string  // more of the instances' environment (NAME=value)
}

// Stack is the running setup. Stop stops all of it.
type Stack struct {
	URL       string // the load balancer
	Instances []*Instance
	Postgres  *pgtest.Server
	Redis     *redistest.Server
	Balancer  *Process
	// DatabaseURL is the instances' database.
	DatabaseURL string

	dir string // haproxy's configuration and error page
	log io.Writer
}

// Instance is one sportsbook process.
type Instance struct {
	Name string
	URL  string
	*Process

	bin string
	env []string
	log io.Writer
}

// Start starts PostgreSQL, Redis, the instances one after another (the feed runs on the first
// until it stops) and haproxy, each once it answers. On an error, what started is stopped.
func Start(ctx context.Context, opts Options) (_ *Stack, err error) {
	haproxy, err := haproxyPath()
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(opts.Bin); err != nil {
		return nil, fmt.Errorf("the sportsbook binary (run `make build`): %w", err)
	}
	s := &Stack{log: opts.Log}
	defer func() {
		if err != nil {
			s.Stop()
		}
	}()
	if s.dir, err = os.MkdirTemp("", "scalestack-"); err != nil {
		return nil, fmt.Errorf("temporary folder: %w", err)
	}
	if s.Postgres, err = pgtest.Start(); err != nil {
		return nil, fmt.Errorf("starting PostgreSQL: %w", err)
	}
	if s.DatabaseURL, err = s.Postgres.CreateDatabase(ctx); err != nil {
		return nil, fmt.Errorf("creating the database: %w", err)
	}
	if s.Redis, err = redistest.StartServer(); err != nil {
		return nil, fmt.Errorf("starting Redis: %w", err)
	}
	secret := make([]byte, 32)
	_, _ = rand.Read(secret) // never fails (crypto/rand)

	for i, name := range []string{"a", "b"} {
		port, err := redistest.FreePort()
		if err != nil {
			return nil, err
		}
		hostPort := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
		in := &Instance{Name: name, URL: "http://" + hostPort, bin: opts.Bin, log: s.log, env: []string{
			"ADDR=" + hostPort,
			"DATABASE_URL=" + s.DatabaseURL,
			"REDIS_URL=" + s.Redis.URL,
			"JWT_SECRET=" + hex.EncodeToString(secret), // shared: tokens signed by one instance are checked by the other
			"FEED_CONTROL=true",
			"DEV_OUTBOX=true",
			// The first creates the demo player; the second starts once the first is ready.
			"DEMO_PLAYER=" + strconv.FormatBool(i == 0),
		}}
		in.env = append(in.env, opts.Env...)
		s.Instances = append(s.Instances, in) // before it answers, so that Stop stops it
		if err := in.Start(ctx); err != nil {
			return nil, err
		}
		if i == 0 {
			// The feed runs on the first instance, until it stops.
			if err := in.waitHTTP(ctx, in.URL+"/dev/feed/status"); err != nil {
				return nil, err
			}
		}
	}

	cfg, errorPage := filepath.Join(s.dir, "haproxy.cfg"), filepath.Join(s.dir, "503.http")
	if err := os.WriteFile(errorPage, unavailablePage(), 0o644); err != nil {
		return nil, fmt.Errorf("writing haproxy's 503 page: %w", err)
	}
	if err := os.WriteFile(cfg, []byte(haproxyConfig(opts.Addr, errorPage, s.Instances)), 0o644); err != nil {
		return nil, fmt.Errorf("writing the haproxy configuration: %w", err)
	}
	if s.Balancer, err = start("haproxy", haproxy, []string{"-db", "-f", cfg}, nil, s.log); err != nil {
		return nil, err
	}
	s.URL = "http://" + opts.Addr
	if err := s.Balancer.waitHTTP(ctx, s.URL+"/readyz"); err != nil {
		return nil, err
	}
	return s, nil
}

// Stop stops haproxy first, so that no request reaches an instance that stops, then the
// instances, Redis and PostgreSQL, and removes the folders.
func (s *Stack) Stop() {
	if s.Balancer != nil {
		s.Balancer.Stop()
	}
	for i := len(s.Instances) - 1; i >= 0; i-- {
		if s.Instances[i].Process != nil {
			s.Instances[i].Stop()
		}
	}
	if s.Redis != nil {
		s.Redis.Stop()
	}
	if s.Postgres != nil {
		if err := s.Postgres.Stop(); err != nil {
			fmt.Fprintf(s.log, "scalestack: stopping PostgreSQL: %v\n", err)
		}
	}
	if s.dir != "" {
		_ = os.RemoveAll(s.dir)
	}
}

// Start starts the instance's process (again, after it stopped) and waits until /readyz answers.
func (in *Instance) Start(ctx context.Context) error {
	p, err := start(in.Name, in.bin, nil, in.env, in.log)
	if err != nil {
		return err
	}
	in.Process = p
	return p.waitHTTP(ctx, in.URL+"/readyz")
}

// Loopback checks that addr is host:port on a loopback address, and picks a free port for port 0.
func Loopback(addr string) (string, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", fmt.Errorf("-addr %q: %w", addr, err)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return "", fmt.Errorf("-addr %q: not a loopback address; this stack is for this machine only (the feed's test control and the outbox are on)", addr)
	}
	if port == "0" {
		p, err := redistest.FreePort()
		if err != nil {
			return "", err
		}
		port = strconv.Itoa(p)
	}
	return net.JoinHostPort(host, port), nil
}

// haproxyPath finds Debian's haproxy, which is in /usr/sbin, not on every user's PATH.
func haproxyPath() (string, error) {
	if p, err := exec.LookPath("haproxy"); err == nil {
		return p, nil
	}
	if _, err := os.Stat("/usr/sbin/haproxy"); err != nil {
		return "", errors.New("haproxy is not installed (run `make haproxy`)")
	}
	return "/usr/sbin/haproxy", nil
}

// unavailablePage is haproxy's answer when no instance is ready (every one fails /readyz, as
// when the database is down): the instances' own SERVICE_UNAVAILABLE answer, written by
// apierror, so that a client sees one contract whoever answers.
func unavailablePage() []byte {
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/", nil)
	apierror.Write(rec, req, slog.New(slog.DiscardHandler), apierror.New(apierror.ServiceUnavailable))
	body := rec.Body.String()
	return fmt.Appendf(nil, "HTTP/1.0 %d Service Unavailable\r\nCache-Control: no-store\r\nConnection: close\r\nContent-Type: %s\r\nContent-Length: %d\r\n\r\n%s",
		rec.Code, rec.Header().Get("Content-Type"), len(body), body)
}

// haproxyConfig is the README's sample configuration (see "Scale-out") on addr and the instances:
// round robin over the instances that answer /readyz, for HTTP and WebSocket alike, a request
// whose connection fails retried on another, and errorPage when none is ready. Checks are quicker
// than the sample's, and each answer names the instance that served it (X-Served-By), for the
// tests.
func haproxyConfig(addr, errorPage string, instances []*Instance) string {
	cfg := `defaults
    mode http
    option forwardfor
    option redispatch
    retries 2
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout tunnel 1h
    timeout http-request 10s
    errorfile 503 ` + errorPage + `

frontend web
    bind ` + addr + `
    default_backend sportsbook

backend sportsbook
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
    http-response set-header X-Served-By %s
`
	for _, in := range instances {
		cfg += fmt.Sprintf("    server %s %s check inter 1s fall 2 rise 1\n", in.Name, strings.TrimPrefix(in.URL, "http://"))
	}
	return cfg
}

// Process is a child process whose output goes to the stack's log, each line after its name.
type Process struct {
	Name string
	Cmd  *exec.Cmd
	done chan struct{} // closed once it has exited
	err  error         // its exit, once done
	log  io.Writer
}

// start runs path with args; env nil inherits this process's environment.
func start(name, path string, args, env []string, log io.Writer) (*Process, error) {
	cmd := exec.Command(path, args...)
	cmd.Env = env
	// A process group of its own, out of reach of a Ctrl-C in the terminal: the stack stops it in
	// order (haproxy before the instances).
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	pr, pw := io.Pipe()
	cmd.Stdout, cmd.Stderr = pw, pw
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s (%s): %w", name, path, err)
	}
	go func() {
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			fmt.Fprintf(log, "%s| %s\n", name, sc.Text())
		}
		_, _ = io.Copy(io.Discard, pr) // after a line too long to scan
	}()
	p := &Process{Name: name, Cmd: cmd, done: make(chan struct{}), log: log}
	go func() {
		p.err = cmd.Wait()
		pw.Close()
		fmt.Fprintf(log, "scalestack: %s stopped: %s\n", name, cmd.ProcessState)
		close(p.done)
	}()
	return p, nil
}

// PID is the process's id.
func (p *Process) PID() int { return p.Cmd.Process.Pid }

// waitHTTP waits until url answers 2xx, while the process runs.
func (p *Process) waitHTTP(ctx context.Context, url string) error {
	ctx, cancel := context.WithTimeout(ctx, readyTimeout)
	defer cancel()
	client := &http.Client{Timeout: 2 * time.Second}
	for {
		res, err := client.Get(url)
		if err == nil {
			res.Body.Close()
			if res.StatusCode/100 == 2 {
				return nil
			}
			err = errors.New(res.Status)
		}
		select {
		case <-p.done:
			return fmt.Errorf("%s exited before %s answered: %v", p.Name, url, p.err)
		case <-ctx.Done():
			return fmt.Errorf("waiting for %s: %w (last answer: %v)", url, ctx.Err(), err)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// Kill kills the process with SIGKILL, as a crash would, and waits for its exit.
func (p *Process) Kill() {
	_ = p.Cmd.Process.Kill()
	<-p.done
}

// Stop sends SIGTERM and waits for the exit, killing the process after stopTimeout. One that
// was killed has already exited.
func (p *Process) Stop() {
	_ = p.Cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.done:
	case <-time.After(stopTimeout):
		fmt.Fprintf(p.log, "scalestack: %s did not stop within %s: killing it\n", p.Name, stopTimeout)
		_ = p.Cmd.Process.Kill()
		<-p.done
	}
}
