package main

import (
	"bytes"
	"context"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/pipeline"

	"github.com/urfave/cli/v2"
)

var update = flag.Bool("update", false, "update golden files")

// TestCLI runs every testdata/cli/<case>.args in-process and compares exit status, standard
// output and standard error with <case>.golden. An .args file holds one argument per line
// (after the program name), $TMP standing for a temporary folder; a <case>.stdin file,
// when present, is standard input; a <case>.tty file, when present, makes standard
// output a terminal.
// Use go test ./cmd/tiebreak -update to rewrite the goldens, then review with git diff.
func TestCLI(t *testing.T) {
	cases, _ := filepath.Glob("testdata/cli/*.args")
	if len(cases) == 0 {
		t.Fatal("no CLI cases")
	}
	for _, argsFile := range cases {
		name := strings.TrimSuffix(filepath.Base(argsFile), ".args")
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(argsFile)
			if err != nil {
				t.Fatal(err)
			}
			// $TMP in an argument is a fresh temporary folder, written back as $TMP.
			tmp := t.TempDir()
			args := []string{"tiebreak"}
			for _, line := range strings.Split(strings.TrimRight(string(raw), "\n"), "\n") {
				if line != "" {
					args = append(args, strings.ReplaceAll(line, "$TMP", tmp))
				}
			}
			var stdin bytes.Reader
			if in, err := os.ReadFile(strings.TrimSuffix(argsFile, ".args") + ".stdin"); err == nil {
				stdin.Reset(in)
			}
			var out, errOut bytes.Buffer
			var stdout io.Writer = &out
			if _, err := os.Stat(strings.TrimSuffix(argsFile, ".args") + ".tty"); err == nil {
				stdout = terminalWriter{&out}
			}
			code := run(context.Background(), args, &stdin, stdout, &errOut)
			got := "exit: " + strconv.Itoa(code) + "\n--- stdout\n" + out.String() + "--- stderr\n" + errOut.String()
			got = strings.ReplaceAll(got, tmp, "$TMP")
			golden := strings.TrimSuffix(argsFile, ".args") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("output differs from %s:\n%s\n--- want\n%s", golden, got, want)
			}
		})
	}
}

// terminalWriter is standard output that says it is a terminal.
type terminalWriter struct{ io.Writer }

func (terminalWriter) IsTerminal() bool { return true }

// TestBinaryToTerminal checks that binary formats refuse a terminal unless -o - asks for
// standard output, and that text formats are not refused.
func TestBinaryToTerminal(t *testing.T) {
	tests := []struct {
		args []string
		code int
	}{
		{[]string{"standings", "-f", "xlsx", "../../testdata/sample.trf"}, 2},
		{[]string{"standings", "-f", "pdf", "../../testdata/sample.trf"}, 2},
		{[]string{"prizes", "--fund", "../../testdata/open-fund.yaml", "-f", "pdf", "../../testdata/open.trf"}, 2},
		{[]string{"ratings", "--system", "fide", "--norms", "-f", "pdf", "../../testdata/sample.trf"}, 2},
		{[]string{"standings", "-f", "xlsx", "-o", "-", "../../testdata/sample.trf"}, 0},
		{[]string{"standings", "-f", "csv", "../../testdata/sample.trf"}, 0},
		{[]string{"standings", "../../testdata/sample.trf"}, 0},
	}
	for _, tc := range tests {
		var out, errOut bytes.Buffer
		code := run(context.Background(), append([]string{"tiebreak"}, tc.args...), nil, terminalWriter{&out}, &errOut)
		if code != tc.code {
			t.Errorf("%q: exit %d, want %d; stderr:\n%s", tc.args, code, tc.code, errOut.String())
		}
		if tc.code == 0 && out.Len() == 0 {
			t.Errorf("%q: no output", tc.args)
		}
		if tc.code == 2 && (out.Len() != 0 || !strings.Contains(errOut.String(), "is a binary file and would go to the terminal")) {
			t.Errorf("%q: stdout %d bytes, stderr %q", tc.args, out.Len(), errOut.String())
		}
	}
}

// TestEveryCommandHasHelpWithExamples keeps --help useful: each command documents itself
// with at least one example.
func TestEveryCommandHasHelpWithExamples(t *testing.T) {
	app := newApp(&env{formats: pipeline.NewFormats()})
	for _, c := range app.Commands {
		if c.Usage == "" || !strings.Contains(c.Description, "Example") {
			t.Errorf("command %s lacks a usage line or examples", c.Name)
		}
		for _, f := range c.Flags {
			if df, ok := f.(cli.DocGenerationFlag); ok && df.GetUsage() == "" {
				t.Errorf("command %s: flag %s has no usage text", c.Name, f.Names()[0])
			}
		}
	}
}
