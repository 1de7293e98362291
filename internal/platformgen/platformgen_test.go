package platformgen_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestGeneratedCodeIsFresh regenerates the server code from api/platform.yaml into a temporary
// file and fails when it differs from the committed platformgen.gen.go: nobody may edit the contract
// without regenerating, nor edit the generated code by hand.
func TestGeneratedCodeIsFresh(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the generator")
	}
	cfg, err := os.ReadFile("cfg.yaml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "platformgen.gen.go")
	tmpCfg := filepath.Join(dir, "cfg.yaml")
	cfgText := strings.Replace(string(cfg), "output: platformgen.gen.go", "output: "+out, 1)
	if err := os.WriteFile(tmpCfg, []byte(cfgText), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "tool", "oapi-codegen", "-config", tmpCfg, "../../api/platform.yaml")
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("oapi-codegen: %v\n%s", err, msg)
	}
	want, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("platformgen.gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("internal/platformgen/platformgen.gen.go is stale: run `make generate` and commit the result")
	}
}
