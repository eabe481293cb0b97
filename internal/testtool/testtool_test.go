package testtool

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestRequire checks the three outcomes of Require: an installed program's path, a skip
// naming the Debian package, and a failure under CI.
func TestRequire(t *testing.T) {
	dir := t.TempDir()
	fake := filepath.Join(dir, "pdftotext")
	if err := os.WriteFile(fake, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, path, ci string
		want           string // "path", "skip" or "fail"
	}{
		{"installed", dir, "", "path"},
		{"installed under CI", dir, "true", "path"},
		{"missing", t.TempDir(), "", "skip"},
		{"missing, CI false", t.TempDir(), "false", "skip"},
		{"missing under CI", t.TempDir(), "true", "fail"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("PATH", tc.path)
			t.Setenv("CI", tc.ci)
			rec := &recorder{TB: t}
			var got string
			done := make(chan struct{})
			go func() { // Skipf and Fatalf end the goroutine, as in a test
				defer close(done)
				got = Require(rec, "pdftotext")
			}()
			<-done
			outcome := "path"
			switch {
			case rec.failed:
				outcome = "fail"
			case rec.skipped:
				outcome = "skip"
			}
			if outcome != tc.want {
				t.Fatalf("outcome %s (%q), want %s", outcome, rec.msg, tc.want)
			}
			if tc.want == "path" && got != fake {
				t.Errorf("path %q, want %q", got, fake)
			}
			if tc.want != "path" && !strings.Contains(rec.msg, "poppler-utils") {
				t.Errorf("message %q does not name the Debian package", rec.msg)
			}
		})
	}
}

// recorder is a testing.TB whose Skipf and Fatalf record the outcome and end the
// goroutine instead of the test.
type recorder struct {
	testing.TB
	failed, skipped bool
	msg             string
}

func (r *recorder) Helper() {}

func (r *recorder) Skipf(format string, args ...any) {
	r.skipped, r.msg = true, fmt.Sprintf(format, args...)
	runtime.Goexit()
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.failed, r.msg = true, fmt.Sprintf(format, args...)
	runtime.Goexit()
}

// TestBudget checks that Budget fails a parse over its allocation budget and passes one
// within it, and that it does not measure inputs at or over BudgetInputSize.
func TestBudget(t *testing.T) {
	var sink []byte
	greedy := func() { sink = make([]byte, BudgetAlloc+1<<20) }
	tests := []struct {
		name     string
		input    []byte
		parse    func()
		wantFail bool
	}{
		{"small input, small parse", []byte("x"), func() { sink = make([]byte, 1<<10) }, false},
		{"small input, greedy parse", []byte("x"), greedy, true},
		{"large input is not measured", make([]byte, BudgetInputSize), greedy, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := &budgetRecorder{TB: t}
			Budget(rec, tt.input, tt.parse)
			if rec.failed != tt.wantFail {
				t.Errorf("failed = %v, want %v (%s)", rec.failed, tt.wantFail, rec.msg)
			}
		})
	}
	_ = sink
}

// budgetRecorder is a testing.TB that records Errorf instead of failing the test.
type budgetRecorder struct {
	testing.TB
	failed bool
	msg    string
}

func (r *budgetRecorder) Errorf(format string, args ...any) {
	r.failed = true
	r.msg = fmt.Sprintf(format, args...)
}

func (r *budgetRecorder) Helper() {}
