package jsonin_test

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/synth"
	jsonout "github.com/tiebreak-chess/tiebreak/exporters/json"
	"github.com/tiebreak-chess/tiebreak/importers"
	jsonin "github.com/tiebreak-chess/tiebreak/importers/json"
)

// BenchmarkImportLarge imports the canonical dump of a 9,999-player, 13-round synthetic
// event, with the position side table the command line asks for.
func BenchmarkImportLarge(b *testing.B) {
	data, err := jsonout.Canonical(synth.Generate(synth.Config{Players: 9999, Rounds: 13, Seed: 1}))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		src := importers.Source{Name: "big.json", Data: data, Positions: importers.NewPositions()}
		if _, _, err := jsonin.New().Import(src); err != nil {
			b.Fatal(err)
		}
	}
}
