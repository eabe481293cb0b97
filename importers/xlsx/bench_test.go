package xlsxin_test

import (
	"bytes"
	"context"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/exporters"
	xlsxout "github.com/tiebreak-chess/tiebreak/exporters/xlsx"
	"github.com/tiebreak-chess/tiebreak/importers"
	xlsxin "github.com/tiebreak-chess/tiebreak/importers/xlsx"
)

// BenchmarkImportLarge reads the Crosstable sheet of a 9,999-player, 13-round workbook.
func BenchmarkImportLarge(b *testing.B) {
	tr := synth.Generate(synth.Config{Players: 9999, Rounds: 13, Seed: 1})
	var buf bytes.Buffer
	if err := xlsxout.New().Export(context.Background(), &buf, &exporters.Document{T: tr}); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, err := xlsxin.New().Import(importers.Source{Name: "big.xlsx", Data: buf.Bytes()}); err != nil {
			b.Fatal(err)
		}
	}
}
