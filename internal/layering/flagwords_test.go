package layering

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// flagWord finds a command-line flag word ("--rules", "--from") in a string.
var flagWord = regexp.MustCompile(`(^|[^-\w])--[a-z][a-z0-9-]*`)

// flagWordsLeft are the flag words still written in strings below cmd, by file (issue
// 34: errors and notes below cmd are typed or neutral, and cmd words them in its flags).
// The list only shrinks: a word found elsewhere fails the test, and so does an entry no
// longer found.
var flagWordsLeft = map[string][]string{
	"exporters/pdf/norms.go":   {"--system", "--norms"},
	"exporters/pdf/pdf.go":     {"--font"},
	"exporters/pdf/season.go":  {"--font"},
	"exporters/pdf/teams.go":   {"--font"},
	"exporters/xlsx/tables.go": {"--force"},
}

// TestNoFlagWordsBelowCmd checks that no string in the non-test Go files of engine,
// importers, exporters, pipeline and the internal packages that took code from cmd
// (outdir, eventfiles) names a flag of the command line, but for those listed in
// flagWordsLeft.
func TestNoFlagWordsBelowCmd(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	found := map[string][]string{} // file -> flag words in its strings
	files := 0
	fset := token.NewFileSet()
	for _, top := range []string{"engine", "importers", "exporters", "pipeline", "internal/outdir", "internal/eventfiles"} {
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
			rel, _ := filepath.Rel(root, path)
			rel = filepath.ToSlash(rel)
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
					if !slices.Contains(flagWordsLeft[rel], word) {
						t.Errorf("%s: %s names the flag %s: return a typed error or neutral words, and word it in cmd", fset.Position(lit.Pos()), lit.Value, word)
					}
					found[rel] = append(found[rel], word)
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
	var stale []string
	for file, words := range flagWordsLeft {
		for _, w := range words {
			if !slices.Contains(found[file], w) {
				stale = append(stale, file+": "+w)
			}
		}
	}
	sort.Strings(stale)
	for _, s := range stale {
		t.Errorf("flagWordsLeft lists %s, which is no longer there: remove it", s)
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
