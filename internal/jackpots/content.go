package jackpots

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"

	"gopkg.in/yaml.v3"

	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/locale"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// Jackpot statuses in a file.
const (
	StatusActive   = "active"
	StatusDisabled = "disabled"
)

// Jackpot is a jackpot as an operator declares it in content/jackpots/<file>.yaml. Money is minor
// units of Currency, odds thousandths, shares basis points.
type Jackpot struct {
	ID string `yaml:"id"`
	// Name is shown to players, by locale (a plain string is the English name).
	Name     locale.Text `yaml:"name"`
	Currency string      `yaml:"currency"`
	// Contribution is the basis points of a qualifying stake that fund the levels.
	Contribution int64  `yaml:"contribution"`
	MinStake     int64  `yaml:"min_stake"`
	MinOdds      int64  `yaml:"min_odds"`
	Status       string `yaml:"status"`
	// EURRate is a major unit of Currency in thousandths of a euro, for a hit's amount in EUR.
	EURRate int64   `yaml:"eur_rate"`
	Levels  []Level `yaml:"levels"`
	// Subunits is the currency's, filled in by Load.
	Subunits int `yaml:"-"`
}

// Level is a level of a jackpot: its pool starts at Seed and drops, at the latest, when it
// reaches MustDropBy; Share is its basis points of each contribution.
type Level struct {
	// Name is the level's id (in the jackpot's records and its test control); Title is what
	// players read, by locale, the name standing in when there is none.
	Name       string      `yaml:"name"`
	Title      locale.Text `yaml:"title"`
	Seed       int64       `yaml:"seed"`
	MustDropBy int64       `yaml:"must_drop_by"`
	Share      int64       `yaml:"share"`
	Active     bool        `yaml:"active"`
}

func (j Jackpot) activeLevels() []Level {
	return slices.DeleteFunc(slices.Clone(j.Levels), func(l Level) bool { return !l.Active })
}

// Dir is where the jackpot files are under the content folder.
const Dir = "jackpots"

var (
	idPattern    = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	levelPattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$`)
)

// Load reads and checks every jackpot file (*.yaml) of contentDir/jackpots, in name order. An empty
// contentDir, or one without the folder, declares no jackpots. The first bad file stops the load
// with an error naming the file and the field.
func Load(contentDir string) ([]Jackpot, error) {
	if contentDir == "" {
		return nil, nil
	}
	files, err := filepath.Glob(filepath.Join(contentDir, Dir, "*.yaml"))
	if err != nil {
		return nil, fmt.Errorf("jackpots: list files: %w", err)
	}
	var out []Jackpot
	seen := map[string]string{}
	for _, f := range files {
		j, err := loadFile(f)
		if err != nil {
			return nil, err
		}
		if other, dup := seen[j.ID]; dup {
			return nil, fmt.Errorf("jackpots: %s: id: %q is declared in %s too", f, j.ID, other)
		}
		seen[j.ID] = f
		out = append(out, j)
	}
	return out, nil
}

func loadFile(path string) (Jackpot, error) {
	body, err := os.ReadFile(path)
	if err != nil {
		return Jackpot{}, fmt.Errorf("jackpots: read %s: %w", path, err)
	}
	var j Jackpot
	dec := yaml.NewDecoder(bytes.NewReader(body))
	// A misspelt key is an error rather than a field silently left at zero.
	dec.KnownFields(true)
	if err := dec.Decode(&j); err != nil {
		if errors.Is(err, io.EOF) {
			err = errors.New("the file is empty")
		}
		return Jackpot{}, fmt.Errorf("jackpots: %s: %w", path, err)
	}
	if err := j.check(); err != nil {
		return Jackpot{}, fmt.Errorf("jackpots: %s: %w", path, err)
	}
	return j, nil
}

// fieldError names the field of a file that is wrong.
func fieldError(field, format string, args ...any) error {
	return fmt.Errorf("%s: "+format, append([]any{field}, args...)...)
}

// check validates a declared jackpot and fills in its currency's subunits.
func (j *Jackpot) check() error {
	if !idPattern.MatchString(j.ID) {
		return fieldError("id", "%q is not a slug (lower-case letters and digits joined by hyphens)", j.ID)
	}
	if _, err := j.Name.Check(true); err != nil {
		return fieldError("name", "%v", err)
	}
	switch {
	case j.Contribution < 1 || j.Contribution > 10_000:
		return fieldError("contribution", "%d is not between 1 and 10000 basis points", j.Contribution)
	case j.MinStake < 0:
		return fieldError("min_stake", "%d is negative", j.MinStake)
	case j.MinOdds != 0 && j.MinOdds < betting.OddsScale:
		return fieldError("min_odds", "%d is below 1000 (1.00 in thousandths)", j.MinOdds)
	case j.Status != StatusActive && j.Status != StatusDisabled:
		return fieldError("status", "%q is not active or disabled", j.Status)
	case j.EURRate < 1:
		return fieldError("eur_rate", "%d is not a positive rate (thousandths of a euro per major unit)", j.EURRate)
	case len(j.Levels) == 0:
		return fieldError("levels", "none declared")
	}
	cur, err := wallet.Lookup(j.Currency)
	if err != nil || cur.Code != j.Currency {
		return fieldError("currency", "%q is not a currency of the platform (upper case, e.g. EUR)", j.Currency)
	}
	j.Subunits = cur.Subunits
	var shares int64
	names := map[string]bool{}
	for i, l := range j.Levels {
		field := fmt.Sprintf("levels[%d]", i)
		switch {
		case !levelPattern.MatchString(l.Name):
			return fieldError(field+".name", "%q is not a level name (letters, digits, - and _, at most 40)", l.Name)
		case names[l.Name]:
			return fieldError(field+".name", "%q is declared twice", l.Name)
		case l.Seed < 0:
			return fieldError(field+".seed", "%d is negative", l.Seed)
		case l.MustDropBy <= l.Seed:
			return fieldError(field+".must_drop_by", "%d is not above the seed %d", l.MustDropBy, l.Seed)
		case l.Share < 0 || l.Share > 10_000:
			return fieldError(field+".share", "%d is not between 0 and 10000 basis points", l.Share)
		}
		if _, err := l.Title.Check(false); err != nil {
			return fieldError(field+".title", "%v", err)
		}
		names[l.Name] = true
		shares += l.Share
	}
	if shares != 10_000 {
		return fieldError("levels", "the shares add up to %d basis points, not 10000", shares)
	}
	return nil
}

// TitleIn is the level's name as players read it in lang.
func (l Level) TitleIn(lang string) string {
	if t := l.Title.In(lang); t != "" {
		return t
	}
	return l.Name
}
