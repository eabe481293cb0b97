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

// docFiles are the Markdown files whose examples TestREADME runs: README.md and every
// file under docs/ but the generated command reference.
func docFiles(t *testing.T) []string {
	files := []string{"../../README.md"}
	docs, err := filepath.Glob("../../docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range docs {
		if filepath.Base(f) != "commands.md" {
			files = append(files, f)
		}
	}
	return files
}

// TestREADME runs every command line in the code blocks of README.md and docs/*.md (lines
// starting with "tiebreak ") in process, each file in a fresh folder holding a copy of
// examples/, and requires exit status 0, or the status a trailing "# exit status N" comment
// documents, and some output: standard output, or a file written or changed. An example
// the test cannot run (a file that is not under examples/, a shell construct it does not
// handle) fails, so the examples stay true as a TD pastes them at the top of the
// repository.
func TestREADME(t *testing.T) {
	total := 0
	for _, path := range docFiles(t) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimPrefix(filepath.ToSlash(path), "../../")
		examples := readmeCommands(string(data))
		total += len(examples)
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.CopyFS(filepath.Join(dir, "examples"), os.DirFS("../../examples")); err != nil {
				t.Fatal(err)
			}
			t.Chdir(dir)
			for _, ex := range examples {
				ex.file = name
				t.Run(ex.line, func(t *testing.T) {
					ex.run(t, dir)
				})
			}
		})
	}
	if total < 40 {
		t.Fatalf("found %d examples in README.md and docs/; the extraction is broken", total)
	}
}

// readmeExample is one command line of the README.
type readmeExample struct {
	file     string // the Markdown file, from the top of the repository
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
		if !strings.HasPrefix(text, "tiebreak ") {
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
		t.Fatalf("%s:%d: %v", ex.file, ex.lineNo, err)
	}
	var args []string
	var stdin io.Reader
	stdoutFile := ""
	for i := 0; i < len(words); i++ {
		switch w := words[i]; {
		case w == "<" || w == ">":
			if i+1 == len(words) {
				t.Fatalf("%s:%d: %s without a file", ex.file, ex.lineNo, w)
			}
			i++
			if w == ">" {
				stdoutFile = words[i]
				continue
			}
			b, err := os.ReadFile(words[i])
			if err != nil {
				t.Fatalf("%s:%d: %v", ex.file, ex.lineNo, err)
			}
			stdin = bytes.NewReader(b)
		case strings.ContainsAny(w, "|&;$`"):
			t.Fatalf("%s:%d: %q: the README test runs single commands only", ex.file, ex.lineNo, w)
		case strings.Contains(w, "*"):
			matches, _ := filepath.Glob(w)
			if len(matches) == 0 {
				t.Fatalf("%s:%d: %s matches no example file", ex.file, ex.lineNo, w)
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
		t.Fatalf("%s:%d: exit %d, want %d\nstderr:\n%s", ex.file, ex.lineNo, code, ex.wantCode, errOut.String())
	}
	switch {
	case code != 0:
		if out.Len()+errOut.Len() == 0 {
			t.Errorf("%s:%d: exit %d without a message", ex.file, ex.lineNo, code)
		}
	case out.Len() == 0 && !changed(before, snapshot(t, dir)):
		t.Errorf("%s:%d: no output and no file written", ex.file, ex.lineNo)
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

// TestExampleRatingReport checks that examples/dbf holds what 'tiebreak convert --to
// uscf-dbf' writes for examples/spring.json, so the shipped rating report cannot go stale.
func TestExampleRatingReport(t *testing.T) {
	dir := t.TempDir()
	args := []string{"tiebreak", "convert", "--to", "uscf-dbf", "-o", dir, "--dbf", "rating-system=R", "../../examples/spring.json"}
	var out, errOut bytes.Buffer
	if code := run(context.Background(), args, nil, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	for _, name := range []string{"THEXPORT.DBF", "TSEXPORT.DBF", "TDEXPORT.DBF"} {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join("../../examples/dbf", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("examples/dbf/%s differs from what convert writes: rewrite it with\n"+
				"tiebreak convert --to uscf-dbf -o examples/dbf --dbf rating-system=R examples/spring.json", name)
		}
	}
}

// TestREADMEForTD checks that the README stays a TD's first read: at most 200 lines, the
// one command for the whole job on the sample and the one that runs the tests, and no
// developer material (it belongs in docs/development.md).
func TestREADMEForTD(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	if n := strings.Count(text, "\n"); n > 200 {
		t.Errorf("README.md has %d lines, want at most 200", n)
	}
	for _, want := range []string{"tiebreak report --fund examples/fund.yaml -o out examples/event.trf", "go test ./...", "docs/development.md"} {
		if !strings.Contains(text, want) {
			t.Errorf("README.md lacks %q", want)
		}
	}
	for _, dev := range []string{"fixed point", "XXR", "`202`", "go test -count=1 -v"} {
		if strings.Contains(text, dev) {
			t.Errorf("README.md has developer material %q: move it to docs/development.md", dev)
		}
	}
}
