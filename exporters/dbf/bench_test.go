package dbf

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/synth"
	dbfin "github.com/tiebreak-chess/tiebreak/importers/dbf"
)

// benchHeader fills what a synthetic event lacks.
var benchHeader = Header{RatingSystem: "R", Begin: "2026-01-01", Affiliate: "A6001234", ChiefTD: "12345678"}

// BenchmarkWriteLarge writes the rating report of a 9,999-player, 13-round synthetic event.
func BenchmarkWriteLarge(b *testing.B) {
	tr := synth.Generate(synth.Config{Players: 9999, Rounds: 13, Seed: 1})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, err := Write([]*engine.Tournament{tr}, benchHeader); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadLarge reads that report back (three files, reciprocity checked).
func BenchmarkReadLarge(b *testing.B) {
	tr := synth.Generate(synth.Config{Players: 9999, Rounds: 13, Seed: 1})
	files, _, err := Write([]*engine.Tournament{tr}, benchHeader)
	if err != nil {
		b.Fatal(err)
	}
	r := dbfin.Report{Event: files[0].Data, Sections: files[1].Data, Players: files[2].Data}
	b.SetBytes(int64(len(r.Players)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := dbfin.ReadReport(r); err != nil {
			b.Fatal(err)
		}
	}
}
