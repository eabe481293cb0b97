// Package trftest gives tests the real events copied into the repository
// (testdata/real, see testdata/real/SOURCES.md): where they are, every TRF file under
// them, and a loader. The data ship with the repository, so a test never skips for
// want of it.
package trftest

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
)

// RealData returns <repository root>/testdata/real, the repository root being the
// nearest folder above the working directory that holds go.mod. It fails the test when
// the folder is missing.
func RealData(tb testing.TB) string {
	tb.Helper()
	dir, err := os.Getwd()
	if err != nil {
		tb.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			tb.Fatal("no go.mod above the working directory")
		}
		dir = parent
	}
	rd := filepath.Join(dir, "testdata", "real")
	if _, err := os.Stat(rd); err != nil {
		tb.Fatalf("real data not found: %v", err)
	}
	return rd
}

// Files returns every file under the real data whose name ends in suffix (".trf"),
// sorted. It fails the test when there is none.
func Files(tb testing.TB, suffix string) []string {
	tb.Helper()
	root := RealData(tb)
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, suffix) {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
	if len(files) == 0 {
		tb.Fatalf("no %s files under %s", suffix, root)
	}
	sort.Strings(files)
	return files
}

// Load imports a TRF file, failing the test on error.
func Load(tb testing.TB, path string) *engine.Tournament {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	t, _, err := trf.New().Import(importers.Source{Name: filepath.Base(path), Data: data})
	if err != nil {
		tb.Fatalf("import %s: %v", path, err)
	}
	return t
}
