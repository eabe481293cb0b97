package html

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// BenchmarkImportArad reads the Arad Open crosstable page (209 players, 9 rounds, 74 KB).
func BenchmarkImportArad(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(trftest.RealData(b), "reference", "chessresults-arad-open-2026-A", "arad2026_a_crosstable.html"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, err := (Importer{}).Import(importers.Source{Name: "arad.html", Data: data}); err != nil {
			b.Fatal(err)
		}
	}
}
