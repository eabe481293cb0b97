package csvin_test

import (
	"bytes"
	"context"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	"github.com/tiebreak-chess/tiebreak/importers"
	csvin "github.com/tiebreak-chess/tiebreak/importers/csv"
)

// BenchmarkImportLarge imports a 9,999-player, 13-round synthetic crosstable, recording
// positions as the command line does.
func BenchmarkImportLarge(b *testing.B) {
	tr := synth.Generate(synth.Config{Players: 9999, Rounds: 13, Seed: 1})
	var buf bytes.Buffer
	if err := csvout.NewCrosstable().Export(context.Background(), &buf, &exporters.Document{T: tr}); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, err := csvin.New().Import(importers.Source{Name: "big.csv", Data: buf.Bytes(), Positions: importers.NewPositions()}); err != nil {
			b.Fatal(err)
		}
	}
}
