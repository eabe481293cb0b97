package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEscaper checks what reaches a terminal: control and bidirectional formatting
// characters escaped, text (Arabic and Hebrew letters included) and line ends kept, and
// characters split across writes put back together.
func TestEscaper(t *testing.T) {
	tests := []struct {
		name   string
		writes []string
		want   string
	}{
		{"plain", []string{"Müller, Jürgen\t1.5\n"}, "Müller, Jürgen\t1.5\n"},
		{"escape sequence", []string{"Smith\x1b[2J\x1b]0;pwned\x07\n"}, `Smith\x1b[2J\x1b]0;pwned\x07` + "\n"},
		{"right-to-left override", []string{"Evil\u202etxt.exe\n"}, `Evil\u202etxt.exe` + "\n"},
		{"every bidi mark", []string{"\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"},
			`\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069`},
		{"line separators and C1", []string{"a\u2028b\u2029c\u0085d\u009be"}, `a\u2028b\u2029c\u0085d\u009be`},
		{"right-to-left letters stay", []string{"עברית العربية\n"}, "עברית العربية\n"},
		{"CRLF stays, a lone CR does not", []string{"a\r\nb\rc\n"}, "a\r\nb\\x0dc\n"},
		{"CRLF split across writes", []string{"a\r", "\nb"}, "a\r\nb"},
		{"CR at the end", []string{"a\r"}, `a\x0d`},
		{"DEL and NUL", []string{"a\x7fb\x00c"}, `a\x7fb\x00c`},
		{"invalid UTF-8", []string{"a\xffb\xc3"}, `a\xffb\xc3`},
		{"character split across writes", []string{"M\xc3", "\xbcller \xe2\x80", "\xae!"}, `Müller \u202e!`},
	}
	for _, tc := range tests {
		var buf bytes.Buffer
		esc := newEscaper(&buf)
		for _, w := range tc.writes {
			if n, err := esc.Write([]byte(w)); n != len(w) || err != nil {
				t.Errorf("%s: Write = %d, %v", tc.name, n, err)
			}
		}
		if err := esc.Flush(); err != nil {
			t.Fatal(err)
		}
		if got := buf.String(); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

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
