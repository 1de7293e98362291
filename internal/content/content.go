// Package content reads the operator's site content from the content folder (CONTENT_DIR): the
// site configuration (site.yaml), the theme (theme.yaml), the navigation, the pages and the
// teams' crests (crests.yaml). Every file is checked when read; an
// error names the file and the field. The server reads the folder at start (a bad file stops the
// start) and again whenever a file changes (Store.Watch): a refused change is logged and the last
// good content keeps serving, so an operator's typo never takes the site down.
//
// Bonus campaigns (bonuses/) and jackpots (jackpots/) live in the same folder but are read once at
// start by their own packages: they hold money rules, which change with a restart only.
package content

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"time"

	"gopkg.in/yaml.v3"
)

// Snapshot is one consistent reading of the content folder; it never changes once read.
type Snapshot struct {
	// Version changes with any file of the folder: the ETag of answers built from it.
	Version    string
	Site       Site
	Theme      Theme
	Navigation Navigation
	Pages      Pages
	Crests     Crests
}

// part reads one kind of file of the folder into the snapshot being built.
type part func(dir string, s *Snapshot) error

// parts are the kinds of file, in reading order.
var parts = []part{readSite, readTheme, readNavigation, readPages, readCrests}

// FieldError says what is wrong with one field of one file.
type FieldError struct {
	File    string // relative to the content folder
	Field   string // dotted path, e.g. "licence.fr"
	Problem string
}

func (e *FieldError) Error() string {
	if e.Field == "" {
		return fmt.Sprintf("content: %s: %s", e.File, e.Problem)
	}
	return fmt.Sprintf("content: %s: %s: %s", e.File, e.Field, e.Problem)
}

func fieldError(file, field, format string, args ...any) error {
	return &FieldError{File: file, Field: field, Problem: fmt.Sprintf(format, args...)}
}

// Read reads and checks the whole folder. An empty dir gives the defaults.
func Read(dir string) (*Snapshot, error) {
	s := &Snapshot{Site: defaultSite(), Version: "default"}
	if dir == "" {
		return s, nil
	}
	print, err := fingerprint(dir)
	if err != nil {
		return nil, err
	}
	for _, p := range parts {
		if err := p(dir, s); err != nil {
			return nil, err
		}
	}
	s.Version = print
	return s, nil
}

// decodeFile decodes the YAML file rel of dir into v, refusing unknown keys. A missing file is not
// an error: found is false and v keeps its defaults.
func decodeFile(dir, rel string, v any) (found bool, err error) {
	body, err := os.ReadFile(filepath.Join(dir, rel))
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("content: read %s: %w", rel, err)
	}
	dec := yaml.NewDecoder(bytes.NewReader(body))
	// A misspelt key is an error rather than a setting silently left at its default.
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil {
		if errors.Is(err, io.EOF) {
			return true, nil
		}
		return true, &FieldError{File: rel, Problem: yamlProblem(err)}
	}
	return true, nil
}

var goTypeRe = regexp.MustCompile(` in type [\w.*\[\]]+`)

// yamlProblem is the decoder's message in the operator's words: its line numbers, without Go types.
func yamlProblem(err error) string {
	msg := strings.TrimPrefix(err.Error(), "yaml: unmarshal errors:")
	msg = strings.TrimPrefix(msg, "yaml: ")
	return strings.Join(strings.Fields(goTypeRe.ReplaceAllString(msg, "")), " ")
}

// fingerprint is a digest of the names, sizes and modification times of every file under dir:
// cheap to take every few seconds, and different after any edit, addition or removal.
func fingerprint(dir string) (string, error) {
	h := sha256.New()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s\x00%d\x00%d\n", path, info.Size(), info.ModTime().UnixNano())
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("content: list %s: %w", dir, err)
	}
	return hex.EncodeToString(h.Sum(nil)[:8]), nil
}

// Store holds the last good snapshot of a folder.
type Store struct {
	dir string
	log *slog.Logger
	cur atomic.Pointer[Snapshot]
	// refusedPrint is the folder's fingerprint when its reading was last refused, with the refusal:
	// a folder left as it was is not read again on every tick. Only Reload uses them, from one
	// goroutine (Watch).
	refusedPrint string
	refusedErr   error
}

// Open reads dir once; an error stops the start.
func Open(dir string, log *slog.Logger) (*Store, error) {
	s, err := Read(dir)
	if err != nil {
		return nil, err
	}
	st := &Store{dir: dir, log: log}
	st.cur.Store(s)
	return st, nil
}

// Current is the last good snapshot.
func (st *Store) Current() *Snapshot { return st.cur.Load() }

// Reload reads the folder again when a file changed since the current snapshot or the last refused
// reading. A refused change keeps the current snapshot and returns the error.
func (st *Store) Reload() error {
	if st.dir == "" {
		return nil
	}
	print, err := fingerprint(st.dir)
	if err != nil {
		return err
	}
	if print == st.Current().Version {
		return nil
	}
	if print == st.refusedPrint {
		return st.refusedErr
	}
	s, err := Read(st.dir)
	if err != nil {
		st.refusedPrint, st.refusedErr = print, err
		return err
	}
	st.cur.Store(s)
	return nil
}

// Watch reloads the folder every interval until ctx ends, logging refused changes. Polling the
// modification times needs nothing from the operating system and works on every mount.
func (st *Store) Watch(ctx context.Context, every time.Duration) {
	if st.dir == "" {
		return
	}
	t := time.NewTicker(every)
	defer t.Stop()
	var refused string // the error last logged, so a bad file is reported once, not every tick
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		before := st.Current().Version
		err := st.Reload()
		switch {
		case err != nil && err.Error() != refused:
			refused = err.Error()
			st.log.Error("content change refused; the last good content keeps serving", "err", err)
		case err == nil && st.Current().Version != before:
			refused = ""
			st.log.Info("content reloaded", "version", st.Current().Version)
		}
	}
}
