package csvin_test

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"tiebreak/engine"
	"tiebreak/exporters"
	csvout "tiebreak/exporters/csv"
	jsonout "tiebreak/exporters/json"
	"tiebreak/importers"
	csvin "tiebreak/importers/csv"
	"tiebreak/importers/trf"
)

// realdata returns <repo root>/../shared/realdata, skipping the test when it is missing.
func realdata(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skip("no go.mod above the working directory")
		}
		dir = parent
	}
	rd := filepath.Join(dir, "..", "shared", "realdata")
	if _, err := os.Stat(rd); err != nil {
		t.Skipf("real data not found at %s", rd)
	}
	return rd
}

// trfFiles lists every .trf file under root.
func trfFiles(t *testing.T, root string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, ".trf") {
			out = append(out, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func importTRF(t *testing.T, path string) *engine.Tournament {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tr, _, err := trf.New().Import(importers.Source{Name: path, Data: data})
	if err != nil {
		t.Skipf("trf importer rejects %s: %v", path, err)
	}
	return tr
}

func canonical(t *testing.T, tr *engine.Tournament) []byte {
	t.Helper()
	b, err := jsonout.Canonical(tr)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestTRFRoundTrip converts every real TRF to a CSV crosstable and back, and requires the
// same canonical model.
func TestTRFRoundTrip(t *testing.T) {
	root := realdata(t)
	files := trfFiles(t, root)
	if len(files) == 0 {
		t.Fatal("no TRF files found")
	}
	for _, path := range files {
		rel, _ := filepath.Rel(root, path)
		t.Run(rel, func(t *testing.T) {
			tr := importTRF(t, path)
			want := canonical(t, tr)
			var buf bytes.Buffer
			if err := csvout.NewCrosstable().Export(&buf, &exporters.Document{T: tr}); err != nil {
				t.Fatal(err)
			}
			back, _, err := csvin.New().Import(importers.Source{Name: "x.csv", Data: buf.Bytes()})
			if err != nil {
				t.Fatalf("reimport: %v", err)
			}
			got := canonical(t, back)
			if !bytes.Equal(got, want) {
				t.Errorf("canonical model differs after TRF -> CSV -> model:\n%s", firstDiff(want, got))
			}
		})
	}
}

// firstDiff shows the first differing line of two texts with a little context.
func firstDiff(a, b []byte) string {
	al, bl := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return "line " + strconv.Itoa(i+1) + ":\n  want " + x + "\n  got  " + y
		}
	}
	return ""
}
