// Package trftest gives tests the real events kept beside the repository: where
// ../shared/realdata is, every TRF file under it, and a loader. Tests that need real data
// skip when it is absent; CI always has it.
package trftest

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"tiebreak/engine"
	"tiebreak/importers"
	"tiebreak/importers/trf"
)

// RealData returns <repository root>/../shared/realdata, the repository root being the
// nearest folder above the working directory that holds go.mod. It skips the test when
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
			tb.Skip("no go.mod above the working directory")
		}
		dir = parent
	}
	rd := filepath.Join(dir, "..", "shared", "realdata")
	if _, err := os.Stat(rd); err != nil {
		tb.Skipf("real data not found at %s", rd)
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
