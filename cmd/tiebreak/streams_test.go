package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// evilEvent writes the sample event as CSV with player 1 renamed "Smith<RLO>, James<ESC>[2J"
// into a file whose own name holds an escape, and returns its path.
func evilEvent(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	plain := filepath.Join(dir, "plain.csv")
	if code, _, stderr := runCLI(t, "convert", "-o", plain, "../../testdata/sample.trf"); code != 0 {
		t.Fatal(stderr)
	}
	data, err := os.ReadFile(plain)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte("Smith, James")) {
		t.Fatalf("no Smith, James in\n%s", data)
	}
	data = bytes.Replace(data, []byte("Smith, James"), []byte("Smith\u202e, James\x1b[2J"), 1)
	path := filepath.Join(dir, "ev\x1b[31m.csv")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestTerminalEscapes checks issue 15, defect 9 (control characters and right-to-left
// marks reach the terminal raw): standard error is escaped, standard output is escaped
// on a terminal and kept as it is in a file or a pipe.
func TestTerminalEscapes(t *testing.T) {
	path := evilEvent(t)
	dir := filepath.Dir(path)

	// A pipe or a file: the names as they are.
	code, stdout, stderr := runCLI(t, "standings", path)
	if code != 0 || !strings.Contains(stdout, "Smith\u202e, James\x1b[2J") {
		t.Errorf("standings to a pipe: exit %d, %q\n%s", code, stdout, stderr)
	}
	out := filepath.Join(dir, "standings.csv")
	if code, _, stderr := runCLI(t, "standings", "-o", out, path); code != 0 {
		t.Fatal(stderr)
	}
	if data, _ := os.ReadFile(out); !bytes.Contains(data, []byte("Smith\u202e, James\x1b[2J")) {
		t.Errorf("standings.csv lost the name as written:\n%s", data)
	}

	// Standard error: the file name escaped, whatever standard error is.
	missing := filepath.Join(dir, "no\u202esuch\x1b[2J.trf")
	code, _, stderr = runCLI(t, "standings", missing)
	want := "tiebreak: cannot read the event " + dir + `/no\u202esuch\x1b[2J.trf: no such file` + "\n"
	if code != 1 || stderr != want {
		t.Errorf("missing file: exit %d, stderr %q, want %q", code, stderr, want)
	}

	// A terminal: escaped (Linux only: the test opens a pseudo-terminal).
	term, read := openTerminal(t)
	code = run(t.Context(), []string{"tiebreak", "standings", path}, nil, term, &bytes.Buffer{})
	got := read()
	if code != 0 || !strings.Contains(got, `Smith\u202e, James\x1b[2J`) || strings.ContainsAny(got, "\u202e\x1b") {
		t.Errorf("standings to a terminal: exit %d, %q", code, got)
	}
}

// TestBatchBarOnTerminal checks that batch shows a progress bar when standard error is a
// terminal (Linux only: the test opens a pseudo-terminal): the events done are counted
// on the bar, not listed one a line, and each failure is still printed.
func TestBatchBarOnTerminal(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	in := seasonFolder(t)
	term, read := openTerminal(t)
	code := run(t.Context(), []string{"tiebreak", "batch", "-j", "1", "-o", filepath.Join(t.TempDir(), "out"), in}, nil, io.Discard, term)
	got := read()
	if code != 3 || !strings.Contains(got, "\revents, ") || !strings.Contains(got, "/8) [") || strings.Contains(got, ": ok -> ") || strings.Count(got, ": failed\n") != 4 {
		t.Errorf("batch to a terminal: exit %d, %q", code, got)
	}
}
