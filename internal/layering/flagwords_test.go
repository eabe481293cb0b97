package layering

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// flagWord finds a command-line flag word ("--rules", "--from") in a string.
var flagWord = regexp.MustCompile(`(^|[^-\w])--[a-z][a-z0-9-]*`)

// TestNoFlagWordsBelowCmd checks that no string in the non-test Go files of engine,
// importers, exporters, pipeline and the internal packages that took code from cmd
// (outdir, remedy, eventfiles, watch, termsafe) names a flag of the command line: errors and
// notes below cmd are typed or neutral, and cmd words them in its flags (issue 34).
func TestNoFlagWordsBelowCmd(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	files := 0
	fset := token.NewFileSet()
	for _, top := range []string{"engine", "importers", "exporters", "pipeline", "internal/outdir", "internal/remedy", "internal/words", "internal/eventfiles", "internal/watch", "internal/termsafe"} {
		err := filepath.WalkDir(filepath.Join(root, top), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if d.Name() == "testdata" {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			files++
			ast.Inspect(f, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return true
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					return true
				}
				for _, m := range flagWord.FindAllStringSubmatch(s, -1) {
					word := strings.TrimPrefix(m[0], m[1])
					t.Errorf("%s: %s names the flag %s: return a typed error or neutral words, and word it in cmd", fset.Position(lit.Pos()), lit.Value, word)
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if files < 50 {
		t.Fatalf("read %d files; the walk missed the packages", files)
	}
}

// TestFlagWordFinds checks the pattern itself, so that the test above cannot pass by
// finding nothing.
func TestFlagWordFinds(t *testing.T) {
	for s, want := range map[string]string{
		"add --rules fide":         "--rules",
		"--from csv":               "--from",
		"(--dbf begin=2026-01-01)": "--dbf",
		"a -- b":                   "",
		"x---y":                    "",
		"2026--01":                 "",
		"use -o DIR":               "",
	} {
		m := flagWord.FindStringSubmatch(s)
		got := ""
		if m != nil {
			got = strings.TrimPrefix(m[0], m[1])
		}
		if got != want {
			t.Errorf("%q: found %q, want %q", s, got, want)
		}
	}
}
