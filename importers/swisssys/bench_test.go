package swisssys

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// BenchmarkImportReal reads the largest real SwissSys file (93rd Massachusetts Open: 8
// sections, 294 players, 364 KB).
func BenchmarkImportReal(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join(trftest.RealData(b), "uscf", "swisssys-2025-05-93rd-*", "*.json"))
	if len(files) != 1 {
		b.Fatal("file not found")
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := (Importer{}).ImportSections(importers.Source{Name: "x.json", Data: data}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkImportNative reads the largest real SwissSys 11 event file (2026 OSCF State
// Championship, upstairs: 11 sections, 198 players, 91 KB), and its prize setup.
func BenchmarkImportNative(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(trftest.RealData(b), "swisssys11", "OSCF_2026_Individual_State_Championships_Upstairs_SwissSys11.sjson"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := (Importer{}).ImportSections(importers.Source{Name: "x.sjson", Data: data}); err != nil {
			b.Fatal(err)
		}
		ReadPrizes("x.sjson", data)
	}
}
