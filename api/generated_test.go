package api_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestGeneratedGoIsFresh regenerates the Go code of each contract into a temporary file and fails
// when it differs from the committed one: nobody may edit a contract without regenerating, nor
// edit generated code by hand. (web/src/api/schema.test.ts does the same for the TypeScript.)
func TestGeneratedGoIsFresh(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the generator")
	}
	for _, tc := range []struct{ pkg, contract string }{
		{"apigen", "openapi.yaml"},
		{"platformgen", "platform.yaml"},
	} {
		t.Run(tc.pkg, func(t *testing.T) {
			dir := filepath.Join("..", "internal", tc.pkg)
			cfg, err := os.ReadFile(filepath.Join(dir, "cfg.yaml"))
			if err != nil {
				t.Fatal(err)
			}
			name := tc.pkg + ".gen.go"
			tmp := t.TempDir()
			out := filepath.Join(tmp, name)
			tmpCfg := filepath.Join(tmp, "cfg.yaml")
			if err := os.WriteFile(tmpCfg, []byte(strings.Replace(string(cfg), "output: "+name, "output: "+out, 1)), 0o600); err != nil {
				t.Fatal(err)
			}
			if msg, err := exec.Command("go", "tool", "oapi-codegen", "-config", tmpCfg, tc.contract).CombinedOutput(); err != nil {
				t.Fatalf("oapi-codegen: %v\n%s", err, msg)
			}
			want, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("internal/%s/%s is stale: run `make generate` and commit the result", tc.pkg, name)
			}
		})
	}
}
