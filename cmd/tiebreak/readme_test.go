package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// readmeFiles are the file names the README's examples use, and the test files that
// stand in for them (paths from cmd/tiebreak). TestREADME copies them into an empty
// folder and runs every example there. A new example may use any of these names; a name
// not listed here makes its example fail, so add the file here first.
var readmeFiles = map[string]string{
	"event.trf":               "../../testdata/open.trf",       // the 36-player weekend Swiss
	"fund.yaml":               "../../testdata/open-fund.yaml", // its prize fund
	"broken.trf":              "testdata/events/bad.trf",       // an event with errors
	"club-open.trf":           "../../testdata/sample.trf",     // ASCII names, no time control
	"spring.json":             "testdata/readme/spring.json",   // SwissSys JSON, sections Open and Under 1800
	"crosstable.html":         "../../importers/html/testdata/ranking.html",
	"results.csv":             "../../importers/csv/testdata/us-wallchart-semicolon.csv",
	"results.txt":             "testdata/events/swiss-perfect.txt", // a Swiss Perfect text export
	"olympiad.trf":            "../../engine/teams/testdata/tec-teams.trf",
	"usat.trf":                "testdata/teams/usat-4-boards.trf",
	"state-final.trf":         "testdata/teams/ihsa-8-boards.trf",
	"scholastic.csv":          "../../importers/csv/testdata/team-records.csv",
	"season/open.trf":         "../../testdata/open.trf",
	"season/sample.trf":       "../../testdata/sample.trf",
	"late-entry.trf":          "../../testdata/sample.trf",
	"testdata/open.trf":       "../../testdata/open.trf", // for the quick start's go run line
	"testdata/open-fund.yaml": "../../testdata/open-fund.yaml",
	"testdata/sample.trf":     "../../testdata/sample.trf",
}

// readmeGenerated are made by tiebreak itself before the examples run: the US Chess
// rating report files of club-open.trf (TDEXPORT.DBF and its two companions).
var readmeGenerated = [][]string{
	{"tiebreak", "convert", "--to", "uscf-dbf", "-o", ".", "--dbf", "rating-system=R", "club-open.trf"},
}

// TestREADME runs every command line in the README's code blocks (lines starting with
// "tiebreak " or "go run ./cmd/tiebreak") in process, in a folder holding the example
// files, and requires exit status 0, or the status a trailing "# exit status N" comment
// documents, and some output: standard output, or a file written or changed. An example
// the test cannot run (an unknown file, a shell construct it does not handle) fails, so
// the README's examples stay true.
func TestREADME(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	examples := readmeCommands(string(data))
	if len(examples) < 40 {
		t.Fatalf("found %d examples in README.md; the extraction is broken", len(examples))
	}
	dir := t.TempDir()
	for name, src := range readmeFiles {
		b, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	for _, args := range readmeGenerated {
		var out, errOut bytes.Buffer
		if code := run(context.Background(), args, nil, &out, &errOut); code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, errOut.String())
		}
	}
	for _, ex := range examples {
		t.Run(ex.line, func(t *testing.T) {
			ex.run(t, dir)
		})
	}
}

// readmeExample is one command line of the README.
type readmeExample struct {
	line     string // as written, continuation lines joined
	lineNo   int
	wantCode int
}

var exitComment = regexp.MustCompile(`^exit status (\d+)$`)

// readmeCommands returns the command lines of the fenced and indented code blocks of a
// Markdown text.
func readmeCommands(md string) []readmeExample {
	var out []readmeExample
	fenced := false
	lines := strings.Split(md, "\n")
	for i := 0; i < len(lines); i++ {
		raw := lines[i]
		if strings.HasPrefix(strings.TrimSpace(raw), "```") {
			fenced = !fenced
			continue
		}
		if !fenced && !strings.HasPrefix(raw, "    ") {
			continue
		}
		text := strings.TrimSpace(raw)
		if !strings.HasPrefix(text, "tiebreak ") && !strings.HasPrefix(text, "go run ./cmd/tiebreak") {
			continue
		}
		no := i + 1
		for strings.HasSuffix(text, `\`) && i+1 < len(lines) {
			i++
			text = strings.TrimSuffix(text, `\`) + " " + strings.TrimSpace(lines[i])
		}
		ex := readmeExample{line: text, lineNo: no}
		if cmd, comment, ok := strings.Cut(text, " #"); ok {
			ex.line = strings.TrimSpace(cmd)
			if m := exitComment.FindStringSubmatch(strings.TrimSpace(comment)); m != nil {
				ex.wantCode, _ = strconv.Atoi(m[1])
			}
		}
		out = append(out, ex)
	}
	return out
}

// run runs the example in dir and checks its exit status and output.
func (ex readmeExample) run(t *testing.T, dir string) {
	words, err := shellWords(ex.line)
	if err != nil {
		t.Fatalf("README.md:%d: %v", ex.lineNo, err)
	}
	if words[0] == "go" {
		words = append([]string{"tiebreak"}, words[3:]...) // go run ./cmd/tiebreak ARGS
	}
	var args []string
	var stdin io.Reader
	stdoutFile := ""
	for i := 0; i < len(words); i++ {
		switch w := words[i]; {
		case w == "<" || w == ">":
			if i+1 == len(words) {
				t.Fatalf("README.md:%d: %s without a file", ex.lineNo, w)
			}
			i++
			if w == ">" {
				stdoutFile = words[i]
				continue
			}
			b, err := os.ReadFile(words[i])
			if err != nil {
				t.Fatalf("README.md:%d: %v", ex.lineNo, err)
			}
			stdin = bytes.NewReader(b)
		case strings.ContainsAny(w, "|&;$`"):
			t.Fatalf("README.md:%d: %q: the README test runs single commands only", ex.lineNo, w)
		case strings.Contains(w, "*"):
			matches, _ := filepath.Glob(w)
			if len(matches) == 0 {
				t.Fatalf("README.md:%d: %s matches no example file", ex.lineNo, w)
			}
			args = append(args, matches...)
		default:
			args = append(args, w)
		}
	}
	before := snapshot(t, dir)
	var out, errOut bytes.Buffer
	code := run(context.Background(), args, stdin, &out, &errOut)
	if stdoutFile != "" {
		if err := os.WriteFile(stdoutFile, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if code != ex.wantCode {
		t.Fatalf("README.md:%d: exit %d, want %d\nstderr:\n%s", ex.lineNo, code, ex.wantCode, errOut.String())
	}
	switch {
	case code != 0:
		if out.Len()+errOut.Len() == 0 {
			t.Errorf("README.md:%d: exit %d without a message", ex.lineNo, code)
		}
	case out.Len() == 0 && !changed(before, snapshot(t, dir)):
		t.Errorf("README.md:%d: no output and no file written", ex.lineNo)
	}
}

// changed reports whether a non-empty file appeared or changed between two snapshots.
func changed(before, after map[string]string) bool {
	for path, v := range after {
		if before[path] != v {
			return true
		}
	}
	return false
}

// shellWords splits a command line as a POSIX shell would for the simple commands the
// README shows: words separated by blanks, single and double quotes grouping, < and >
// as words of their own.
func shellWords(line string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	var quote rune
	for _, r := range line {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		case r == '<' || r == '>':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
			words = append(words, string(r))
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unbalanced %c in %q", quote, line)
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}

// TestShellWords checks the splitting TestREADME relies on.
func TestShellWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"tiebreak check event.trf", []string{"tiebreak", "check", "event.trf"}},
		{`tiebreak standings --section "Under 1800" x.json`, []string{"tiebreak", "standings", "--section", "Under 1800", "x.json"}},
		{"tiebreak templates weekend-swiss > my-fund.yaml", []string{"tiebreak", "templates", "weekend-swiss", ">", "my-fund.yaml"}},
		{"tiebreak standings -f json - <event.trf", []string{"tiebreak", "standings", "-f", "json", "-", "<", "event.trf"}},
		{"a  'b c'd", []string{"a", "b cd"}},
	}
	for _, tc := range tests {
		got, err := shellWords(tc.in)
		if err != nil || strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("shellWords(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	if _, err := shellWords(`tiebreak "x`); err == nil {
		t.Error("unbalanced quote accepted")
	}
}
