// Command scalestack starts the scale-out setup on this machine, for the end-to-end test and for
// trying it: a throwaway PostgreSQL and Redis (started as the Go tests start theirs), two
// instances of the sportsbook binary sharing them, and haproxy in front, all on loopback. Once
// everything answers it prints where, and writes it as JSON to the -json file; on SIGINT or
// SIGTERM it stops everything and removes its folders.
//
//	go run ./cmd/scalestack [-addr 127.0.0.1:8080] [-bin bin/sportsbook] [-json stack.json]
//
// The instances run the demo aids and the feed's test control (DEV_OUTBOX, FEED_CONTROL; the demo
// player is created by the first), as `make run` and the end-to-end tests do: a local demo only.
package main

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/opensportsbook/sportsbook/internal/pgtest"
	"github.com/opensportsbook/sportsbook/internal/redistest"
)

// readyTimeout bounds how long each process may take to answer; an instance on PostgreSQL
// migrates and resumes the feed in a few seconds.
const readyTimeout = 60 * time.Second

// stopTimeout is how long a process gets to stop after SIGTERM before it is killed; an instance
// lets its requests in flight finish for up to 10 s.
const stopTimeout = 15 * time.Second

// Stack is what the -json file holds.
type Stack struct {
	URL       string     `json:"url"` // the load balancer
	Instances []Instance `json:"instances"`
}

// Instance is one sportsbook process.
type Instance struct {
	Name string `json:"name"`
	URL  string `json:"url"`
	PID  int    `json:"pid"`
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "scalestack:", err)
		os.Exit(1)
	}
}

func run() error {
	addr := flag.String("addr", "127.0.0.1:8080", "loopback address of the load balancer (port 0: a free one)")
	bin := flag.String("bin", "bin/sportsbook", "the sportsbook binary")
	jsonPath := flag.String("json", "", "file to write the stack's URLs and PIDs to, as JSON, once it answers")
	flag.Parse()

	lbAddr, err := loopback(*addr)
	if err != nil {
		return err
	}
	haproxy, err := haproxyPath()
	if err != nil {
		return err
	}
	if _, err := os.Stat(*bin); err != nil {
		return fmt.Errorf("the sportsbook binary (run `make build`): %w", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	dir, err := os.MkdirTemp("", "scalestack-")
	if err != nil {
		return fmt.Errorf("temporary folder: %w", err)
	}
	defer os.RemoveAll(dir)

	pg, err := pgtest.Start()
	if err != nil {
		return fmt.Errorf("starting PostgreSQL: %w", err)
	}
	defer stopWith("PostgreSQL", pg.Stop)
	databaseURL, err := pg.CreateDatabase(ctx)
	if err != nil {
		return fmt.Errorf("creating the database: %w", err)
	}
	redis, err := redistest.StartServer()
	if err != nil {
		return fmt.Errorf("starting Redis: %w", err)
	}
	defer redis.Stop()
	secret := make([]byte, 32)
	_, _ = rand.Read(secret) // never fails (crypto/rand)

	var stack Stack
	var procs []*process
	defer func() {
		// haproxy (started last) first, so that no request reaches an instance that stops.
		for i := len(procs) - 1; i >= 0; i-- {
			procs[i].stop()
		}
	}()
	for i, name := range []string{"a", "b"} {
		port, err := redistest.FreePort()
		if err != nil {
			return err
		}
		hostPort := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
		url := "http://" + hostPort
		p, err := start(name, *bin, nil, []string{
			"ADDR=" + hostPort,
			"DATABASE_URL=" + databaseURL,
			"REDIS_URL=" + redis.URL,
			"JWT_SECRET=" + hex.EncodeToString(secret), // shared: tokens signed by one instance are checked by the other
			"FEED_CONTROL=true",
			"DEV_OUTBOX=true",
			// The first creates the demo player; the second starts once the first is ready.
			"DEMO_PLAYER=" + strconv.FormatBool(i == 0),
		})
		if err != nil {
			return err
		}
		procs = append(procs, p)
		if err := p.waitHTTP(ctx, url+"/readyz"); err != nil {
			return err
		}
		if i == 0 {
			// The feed runs on the first instance, until it stops.
			if err := p.waitHTTP(ctx, url+"/dev/feed/status"); err != nil {
				return err
			}
		}
		stack.Instances = append(stack.Instances, Instance{Name: name, URL: url, PID: p.cmd.Process.Pid})
	}

	cfg := filepath.Join(dir, "haproxy.cfg")
	if err := os.WriteFile(cfg, []byte(haproxyConfig(lbAddr, stack.Instances)), 0o644); err != nil {
		return fmt.Errorf("writing the haproxy configuration: %w", err)
	}
	lb, err := start("haproxy", haproxy, []string{"-db", "-f", cfg}, nil)
	if err != nil {
		return err
	}
	procs = append(procs, lb)
	stack.URL = "http://" + lbAddr
	if err := lb.waitHTTP(ctx, stack.URL+"/readyz"); err != nil {
		return err
	}

	out, err := json.MarshalIndent(stack, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding the stack: %w", err)
	}
	if *jsonPath != "" {
		// Renamed into place, so that a reader waiting for the file never reads half of it.
		tmp := *jsonPath + ".tmp"
		if err := os.WriteFile(tmp, out, 0o644); err != nil {
			return fmt.Errorf("writing %s: %w", tmp, err)
		}
		if err := os.Rename(tmp, *jsonPath); err != nil {
			return fmt.Errorf("writing %s: %w", *jsonPath, err)
		}
	}
	fmt.Printf("%s\nThe site, through haproxy: %s (the feed runs on instance a until it stops; Ctrl-C stops everything)\n", out, stack.URL)
	<-ctx.Done()
	return nil
}

// loopback checks that addr is host:port on a loopback address, and picks a free port for port 0.
func loopback(addr string) (string, error) {
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

// haproxyConfig is the README's sample configuration (see "Scale-out") on addr and the instances:
// round robin over the instances that answer /readyz, for HTTP and WebSocket alike, a request
// whose connection fails retried on another. Checks are quicker than the sample's, for the test.
func haproxyConfig(addr string, instances []Instance) string {
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

frontend web
    bind ` + addr + `
    default_backend sportsbook

backend sportsbook
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
`
	for _, in := range instances {
		cfg += fmt.Sprintf("    server %s %s check inter 1s fall 2 rise 1\n", in.Name, strings.TrimPrefix(in.URL, "http://"))
	}
	return cfg
}

// process is a child process whose output goes to stderr, each line after its name.
type process struct {
	name string
	cmd  *exec.Cmd
	done chan struct{} // closed once it has exited
	err  error         // its exit, once done
}

// start runs path with args; env nil inherits this process's environment.
func start(name, path string, args, env []string) (*process, error) {
	cmd := exec.Command(path, args...)
	cmd.Env = env
	// A process group of its own, out of reach of a Ctrl-C in the terminal: this command stops it
	// in order (haproxy before the instances).
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	pr, pw := io.Pipe()
	cmd.Stdout, cmd.Stderr = pw, pw
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s (%s): %w", name, path, err)
	}
	go func() {
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			fmt.Fprintf(os.Stderr, "%s| %s\n", name, sc.Text())
		}
		_, _ = io.Copy(io.Discard, pr) // after a line too long to scan
	}()
	p := &process{name: name, cmd: cmd, done: make(chan struct{})}
	go func() {
		p.err = cmd.Wait()
		pw.Close()
		fmt.Fprintf(os.Stderr, "scalestack: %s stopped: %s\n", name, cmd.ProcessState)
		close(p.done)
	}()
	return p, nil
}

// waitHTTP waits until url answers 2xx, while the process runs.
func (p *process) waitHTTP(ctx context.Context, url string) error {
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
			return fmt.Errorf("%s exited before %s answered: %v", p.name, url, p.err)
		case <-ctx.Done():
			return fmt.Errorf("waiting for %s: %w (last answer: %v)", url, ctx.Err(), err)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// stop sends SIGTERM and waits for the exit, killing the process after stopTimeout. One the
// test killed has already exited.
func (p *process) stop() {
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.done:
	case <-time.After(stopTimeout):
		fmt.Fprintf(os.Stderr, "scalestack: %s did not stop within %s: killing it\n", p.name, stopTimeout)
		_ = p.cmd.Process.Kill()
		<-p.done
	}
}

// stopWith runs a deferred stop and reports its error, which no longer changes the exit.
func stopWith(what string, stop func() error) {
	if err := stop(); err != nil {
		fmt.Fprintf(os.Stderr, "scalestack: stopping %s: %v\n", what, err)
	}
}
