package main

import (
	"strings"
	"testing"
)

// Events as `go test -json` (Go 1.26) wrote them, without the Time fields.
const (
	passing = `{"Action":"start","Package":"ex/pass"}
{"Action":"run","Package":"ex/pass","Test":"TestSlow"}
{"Action":"output","Package":"ex/pass","Test":"TestSlow","Output":"=== RUN   TestSlow\n"}
{"Action":"output","Package":"ex/pass","Test":"TestSlow","Output":"    p_test.go:3: quiet\n"}
{"Action":"output","Package":"ex/pass","Test":"TestSlow","Output":"--- PASS: TestSlow (1.25s)\n"}
{"Action":"pass","Package":"ex/pass","Test":"TestSlow","Elapsed":1.25}
{"Action":"output","Package":"ex/pass","Test":"TestSkip","Output":"--- SKIP: TestSkip (0.00s)\n"}
{"Action":"skip","Package":"ex/pass","Test":"TestSkip","Elapsed":0}
{"Action":"output","Package":"ex/pass","Output":"PASS\n"}
{"Action":"output","Package":"ex/pass","Output":"ok  \tex/pass\t1.3s\n"}
{"Action":"pass","Package":"ex/pass","Elapsed":1.3}
`
	failing = `{"Action":"start","Package":"ex/fail"}
{"Action":"output","Package":"ex/fail","Output":"from TestMain\n"}
{"Action":"output","Package":"ex/fail","Test":"TestA","Output":"=== RUN   TestA\n"}
{"Action":"output","Package":"ex/fail","Test":"TestA/good","Output":"=== RUN   TestA/good\n"}
{"Action":"output","Package":"ex/fail","Test":"TestA/good","Output":"    f_test.go:6: good log\n"}
{"Action":"pass","Package":"ex/fail","Test":"TestA/good","Elapsed":0.5}
{"Action":"output","Package":"ex/fail","Test":"TestA/bad","Output":"=== RUN   TestA/bad\n"}
{"Action":"output","Package":"ex/fail","Test":"TestA/bad","Output":"    f_test.go:7: boom\n"}
{"Action":"output","Package":"ex/fail","Test":"TestA/bad","Output":"--- FAIL: TestA/bad (0.01s)\n"}
{"Action":"fail","Package":"ex/fail","Test":"TestA/bad","Elapsed":0.01}
{"Action":"output","Package":"ex/fail","Test":"TestA","Output":"--- FAIL: TestA (0.51s)\n"}
{"Action":"fail","Package":"ex/fail","Test":"TestA","Elapsed":0.51}
{"Action":"output","Package":"ex/fail","Output":"FAIL\n"}
{"Action":"output","Package":"ex/fail","Output":"FAIL\tex/fail\t0.6s\n"}
{"Action":"fail","Package":"ex/fail","Elapsed":0.6}
`
	noTests = `{"Action":"output","Package":"ex/none","Output":"?   \tex/none\t[no test files]\n"}
{"Action":"skip","Package":"ex/none","Elapsed":0}
`
	broken = `{"ImportPath":"ex/broken [ex/broken.test]","Action":"build-output","Output":"# ex/broken [ex/broken.test]\n"}
{"ImportPath":"ex/broken [ex/broken.test]","Action":"build-output","Output":"b_test.go:3:27: undefined: thing\n"}
{"ImportPath":"ex/broken [ex/broken.test]","Action":"build-fail"}
{"Action":"output","Package":"ex/broken","Output":"FAIL\tex/broken [build failed]\n"}
{"Action":"fail","Package":"ex/broken","Elapsed":0,"FailedBuild":"ex/broken [ex/broken.test]"}
`
)

func TestRun(t *testing.T) {
	tests := []struct {
		name   string
		input  string
		want   string
		status int
	}{{
		name:  "passing output is left out",
		input: passing + noTests,
		want: "ok  \tex/pass\t1.3s\n" +
			"?   \tex/none\t[no test files]\n" +
			"\nSlowest tests:\n" +
			"    1.25s  ex/pass  TestSlow\n" +
			"\ngo test: 1 packages ok, 0 failed, 1 without tests\n",
	}, {
		name:  "a failed test's output, its failed subtests' and its package's are printed",
		input: failing + passing,
		want: "from TestMain\n=== RUN   TestA\n=== RUN   TestA/bad\n    f_test.go:7: boom\n" +
			"--- FAIL: TestA/bad (0.01s)\n--- FAIL: TestA (0.51s)\n" +
			"FAIL\nFAIL\tex/fail\t0.6s\n" +
			"ok  \tex/pass\t1.3s\n" +
			"\nSlowest tests:\n" +
			"    1.25s  ex/pass  TestSlow\n" +
			"    0.51s  ex/fail  TestA\n" +
			"    0.50s  ex/fail  TestA/good\n" +
			"    0.01s  ex/fail  TestA/bad\n" +
			"\ngo test: 1 packages ok, 1 failed, 0 without tests\nFAIL: ex/fail\n",
		status: 1,
	}, {
		name:  "build errors are printed",
		input: broken + noTests,
		want: "# ex/broken [ex/broken.test]\nb_test.go:3:27: undefined: thing\n" +
			"FAIL\tex/broken [build failed]\n" +
			"?   \tex/none\t[no test files]\n" +
			"\ngo test: 0 packages ok, 1 failed, 1 without tests\nFAIL: ex/broken\n",
		status: 1,
	}, {
		name:   "no input fails",
		want:   "\ngo test: 0 packages ok, 0 failed, 0 without tests\nFAIL: no test events on standard input\n",
		status: 1,
	}, {
		name:  "a line that is no event is passed on",
		input: "go: downloading example.com/x v1.0.0\n" + noTests,
		want: "go: downloading example.com/x v1.0.0\n" +
			"?   \tex/none\t[no test files]\n" +
			"\ngo test: 0 packages ok, 0 failed, 1 without tests\n",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out strings.Builder
			status := run(strings.NewReader(tt.input), &out)
			if got := out.String(); got != tt.want {
				t.Errorf("printed:\n%s\nwant:\n%s", got, tt.want)
			}
			if status != tt.status {
				t.Errorf("exit status %d, want %d", status, tt.status)
			}
		})
	}
}

func TestSlowestAreTen(t *testing.T) {
	r := newReport()
	for i := range 12 {
		r.add(event{Action: "pass", Package: "ex", Test: "Test" + string(rune('A'+i)), Elapsed: float64(i)})
	}
	got := r.summary()
	if n := strings.Count(got, "  ex  Test"); n != 10 {
		t.Errorf("%d tests listed, want 10:\n%s", n, got)
	}
	if !strings.Contains(got, "\n   11.00s  ex  TestL\n") || strings.Contains(got, "TestB") {
		t.Errorf("not the ten slowest, slowest first:\n%s", got)
	}
}
