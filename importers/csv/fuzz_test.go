package csvin_test

import (
	"bytes"
	"context"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"os"
	"path/filepath"
	"testing"

	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	"github.com/tiebreak-chess/tiebreak/importers"
	csvin "github.com/tiebreak-chess/tiebreak/importers/csv"
)

// FuzzImport feeds arbitrary bytes to the CSV importer: it must not panic, and whatever it
// accepts must survive export as a CSV crosstable and import again unchanged.
func FuzzImport(f *testing.F) {
	for _, pattern := range []string{"testdata/*.[ct]sv", "testdata/bad/*.csv"} {
		files, _ := filepath.Glob(pattern)
		for _, path := range files {
			data, err := os.ReadFile(path)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		testtool.Budget(t, data, func() {
			tr, _, err := csvin.New().Import(importers.Source{Name: "fuzz.csv", Data: data})
			if err != nil {
				return
			}
			want := canonical(t, tr)
			var buf bytes.Buffer
			if err := csvout.NewCrosstable().Export(context.Background(), &buf, &exporters.Document{T: tr}); err != nil {
				t.Fatalf("export: %v", err)
			}
			back, _, err := csvin.New().Import(importers.Source{Name: "again.csv", Data: buf.Bytes()})
			if err != nil {
				t.Fatalf("accepted input does not re-import after export: %v\ninput:\n%s\nexport:\n%s", err, data, buf.Bytes())
			}
			if got := canonical(t, back); !bytes.Equal(got, want) {
				t.Fatalf("model changed after export and import:\n%s\ninput:\n%s\nexport:\n%s", firstDiff(want, got), data, buf.Bytes())
			}
		})
	})
}
