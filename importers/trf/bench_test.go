package trf_test

import (
	"bytes"
	"context"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/exporters"
	trfout "github.com/tiebreak-chess/tiebreak/exporters/trf"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
)

// BenchmarkImportLarge imports a 9,999-player, 13-round synthetic TRF file
// (recording positions as the command line does), the reference importers/csv's BenchmarkImportLarge is compared with.
func BenchmarkImportLarge(b *testing.B) {
	tr := synth.Generate(synth.Config{Players: 9999, Rounds: 13, Seed: 1})
	var buf bytes.Buffer
	if err := trfout.New().Export(context.Background(), &buf, &exporters.Document{T: tr}); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, err := trf.New().Import(importers.Source{Name: "big.trf", Data: buf.Bytes(), Positions: importers.NewPositions()}); err != nil {
			b.Fatal(err)
		}
	}
}
