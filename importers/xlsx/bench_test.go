package xlsxin_test

import (
	"bytes"
	"testing"

	"tiebreak/engine/synth"
	"tiebreak/exporters"
	xlsxout "tiebreak/exporters/xlsx"
	"tiebreak/importers"
	xlsxin "tiebreak/importers/xlsx"
)

// BenchmarkImportLarge reads the Crosstable sheet of a 9,999-player, 13-round workbook.
func BenchmarkImportLarge(b *testing.B) {
	tr := synth.Generate(synth.Config{Players: 9999, Rounds: 13, Seed: 1})
	var buf bytes.Buffer
	if err := xlsxout.New().Export(&buf, &exporters.Document{T: tr}); err != nil {
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
