package layering

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/tiebreak-chess/tiebreak"

// imports returns, for every package of the module under root, the import paths its
// non-test Go files import (test files may round-trip through the other direction).
func imports(t *testing.T, root string) map[string][]string {
	t.Helper()
	graph := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, filepath.Dir(path))
		if err != nil {
			return err
		}
		pkg := module
		if rel != "." {
			pkg += "/" + filepath.ToSlash(rel)
		}
		for _, spec := range f.Imports {
			p, err := strconv.Unquote(spec.Path.Value)
			if err != nil {
				return err
			}
			graph[pkg] = append(graph[pkg], p)
		}
		if _, ok := graph[pkg]; !ok {
			graph[pkg] = nil
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return graph
}

// deps returns every package pkg depends on, directly or through the module's packages.
func deps(graph map[string][]string, pkg string) map[string]bool {
	seen := map[string]bool{}
	var walk func(string)
	walk = func(p string) {
		for _, q := range graph[p] {
			if !seen[q] {
				seen[q] = true
				walk(q)
			}
		}
	}
	walk(pkg)
	return seen
}

// under reports whether pkg is the module package dir or one below it.
func under(pkg, dir string) bool {
	dir = module + "/" + dir
	return pkg == dir || strings.HasPrefix(pkg, dir+"/")
}

// isStandard reports whether an import path belongs to the standard library (no dot in its
// first element; the module's own paths have one).
func isStandard(p string) bool {
	first, _, _ := strings.Cut(p, "/")
	return !strings.Contains(first, ".")
}

// violations lists every import of graph that breaks the layering, one line each.
func violations(graph map[string][]string) []string {
	var out []string
	for pkg := range graph {
		for dep := range deps(graph, pkg) {
			switch {
			case under(pkg, "importers") && under(dep, "exporters"):
				out = append(out, pkg+" depends on exporter "+dep+": importers never import exporters")
			case under(pkg, "exporters") && under(dep, "importers"):
				out = append(out, pkg+" depends on importer "+dep+": exporters never import importers")
			case strings.HasPrefix(dep, "github.com/urfave/cli") && !under(pkg, "cmd"):
				out = append(out, pkg+" depends on "+dep+": only cmd/ parses command lines")
			case under(pkg, "engine") && !isStandard(dep) && !under(dep, "engine"):
				out = append(out, pkg+" depends on "+dep+": engine uses the standard library only")
			}
		}
	}
	sort.Strings(out)
	return out
}

func TestNoSidewaysImports(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("module root not found: %v", err)
	}
	graph := imports(t, root)
	if len(graph) < 20 || graph[module+"/exporters/csv"] == nil {
		t.Fatalf("read %d packages; the walk missed the module", len(graph))
	}
	for _, v := range violations(graph) {
		t.Error(v)
	}
}

// TestViolationsAreFound checks the rules themselves on a made-up graph, so that the test
// above cannot pass by checking nothing.
func TestViolationsAreFound(t *testing.T) {
	graph := map[string][]string{
		"github.com/tiebreak-chess/tiebreak/exporters/csv":        {"github.com/tiebreak-chess/tiebreak/internal/x"},
		"github.com/tiebreak-chess/tiebreak/internal/x":           {"github.com/tiebreak-chess/tiebreak/importers/crosstable"},
		"github.com/tiebreak-chess/tiebreak/importers/json":       {"github.com/tiebreak-chess/tiebreak/exporters"},
		"github.com/tiebreak-chess/tiebreak/pipeline":             {"github.com/urfave/cli/v2"},
		"github.com/tiebreak-chess/tiebreak/cmd/tiebreak":         {"github.com/urfave/cli/v2", "github.com/tiebreak-chess/tiebreak/importers/json", "github.com/tiebreak-chess/tiebreak/exporters/csv"},
		"github.com/tiebreak-chess/tiebreak/engine/teams":         {"fmt", "github.com/tiebreak-chess/tiebreak/engine", "golang.org/x/text/collate"},
		"github.com/tiebreak-chess/tiebreak/importers/csv":        {"github.com/tiebreak-chess/tiebreak/internal/xtab", "encoding/csv"},
		"github.com/tiebreak-chess/tiebreak/exporters/xlsx":       {"github.com/tiebreak-chess/tiebreak/internal/xtab", "github.com/tiebreak-chess/tiebreak/exporters"},
		"github.com/tiebreak-chess/tiebreak/internal/xtab":        {"github.com/tiebreak-chess/tiebreak/engine"},
		"github.com/tiebreak-chess/tiebreak/importers/crosstable": nil,
	}
	want := []string{
		"github.com/tiebreak-chess/tiebreak/engine/teams depends on golang.org/x/text/collate: engine uses the standard library only",
		"github.com/tiebreak-chess/tiebreak/exporters/csv depends on importer github.com/tiebreak-chess/tiebreak/importers/crosstable: exporters never import importers",
		"github.com/tiebreak-chess/tiebreak/importers/json depends on exporter github.com/tiebreak-chess/tiebreak/exporters: importers never import exporters",
		"github.com/tiebreak-chess/tiebreak/pipeline depends on github.com/urfave/cli/v2: only cmd/ parses command lines",
	}
	got := violations(graph)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("violations:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
