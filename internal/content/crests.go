package content

import (
	"mime"
	"path/filepath"
	"strings"
)

// Crests are the operator's images for teams (crests.yaml): a team's name, as the feed writes it,
// to the image's URL under AssetsPath. The feed gives a listed team this image instead of its drawn
// crest (internal/crests) in the matches it makes from then on.
type Crests map[string]string

type crestsFile struct {
	Teams map[string]string `yaml:"teams"`
}

const crestsName = "crests.yaml"

func readCrests(dir string, s *Snapshot) error {
	var f crestsFile
	found, err := decodeFile(dir, crestsName, &f)
	if err != nil || !found {
		return err
	}
	out := Crests{}
	for _, team := range sortedKeys(f.Teams) {
		field := "teams." + team
		if strings.TrimSpace(team) == "" {
			return fieldError(crestsName, field, "a team's name is empty")
		}
		file := f.Teams[team]
		u, err := assetURL(dir, crestsName, field, file)
		if err != nil {
			return err
		}
		if !strings.HasPrefix(mime.TypeByExtension(strings.ToLower(filepath.Ext(file))), "image/") {
			return fieldError(crestsName, field, "%q is not an image (.svg, .png, .webp, .avif, .jpg, .gif)", file)
		}
		out[team] = u
	}
	s.Crests = out
	return nil
}
