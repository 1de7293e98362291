package content

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"gopkg.in/yaml.v3"
)

// jackpotIDs are the ids of the jackpot files of the folder's jackpots/. Only the id is read: the
// jackpots package checks the rest of each file when the server starts.
func jackpotIDs(dir string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, jackpotsDir, "*.yaml"))
	if err != nil {
		return nil, fmt.Errorf("content: list jackpots: %w", err)
	}
	var ids []string
	for _, name := range files {
		body, err := os.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("content: read %s: %w", name, err)
		}
		var j struct {
			ID string `yaml:"id"`
		}
		if err := yaml.NewDecoder(bytes.NewReader(body)).Decode(&j); err != nil {
			return nil, &FieldError{File: jackpotsDir + "/" + filepath.Base(name), Problem: yamlProblem(err)}
		}
		if j.ID != "" {
			ids = append(ids, j.ID)
		}
	}
	return ids, nil
}

// jackpotsDir is internal/jackpots' folder (jackpots.Dir), which this package does not import: it
// reads only the ids declared there, which internal/jackpots checks in full at start.
const jackpotsDir = "jackpots"
