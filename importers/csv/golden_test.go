package csvin_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
	csvin "github.com/tiebreak-chess/tiebreak/importers/csv"
)

var update = flag.Bool("update", false, "update golden files")

// golden compares got with the file at path, or rewrites the file with -update.
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs (run go test -update and review the diff):\n%s", path, firstDiff(want, got))
	}
}

// report writes an import's warnings and outcome as golden text.
func report(warns []*importers.ParseError, err error) *bytes.Buffer {
	var b bytes.Buffer
	for _, w := range warns {
		b.WriteString("warning: " + w.Error() + "\n")
	}
	if err != nil {
		b.WriteString("error:\n" + err.Error() + "\n")
	}
	return &b
}

// TestGolden imports every file in testdata and compares its warnings and canonical
// model with testdata/<name>.golden.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.[ct]sv"))
	if len(files) == 0 {
		t.Fatal("no test files")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			tr, warns, err := csvin.New().Import(importers.Source{Name: filepath.Base(path), Data: data})
			if err != nil {
				t.Fatalf("import: %v", err)
			}
			out := report(warns, nil)
			out.Write(canonical(t, tr))
			golden(t, strings.TrimSuffix(path, filepath.Ext(path))+".golden", out.Bytes())
		})
	}
}

// TestGoldenErrors imports every file in testdata/bad and compares the warnings and the
// error text (every problem, with its line and column), or the problems Validate finds
// in what was imported, with testdata/bad/<name>.err.
func TestGoldenErrors(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "bad", "*.csv"))
	if len(files) == 0 {
		t.Fatal("no test files")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			tr, warns, err := csvin.New().Import(importers.Source{Name: filepath.Base(path), Data: data})
			out := report(warns, err)
			if err == nil {
				// What every caller adds: the consistency check (declared totals, ...).
				for _, p := range tr.Validate() {
					out.WriteString("validate: " + p.String() + "\n")
				}
			}
			golden(t, strings.TrimSuffix(path, ".csv")+".err", out.Bytes())
		})
	}
}
