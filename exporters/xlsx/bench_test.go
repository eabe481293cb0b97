package xlsxout

import (
	"context"
	"io"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// BenchmarkWallChart writes the whole workbook (wall chart, standings, crosstable,
// legend) of a synthetic 9,999-player, 13-round event ranked with the US Chess preset.
func BenchmarkWallChart(b *testing.B) {
	tn := synth.Generate(synth.Config{Players: 9999, Rounds: 13, Seed: 1})
	doc := rankedDoc(b, tn, "uscf")
	docs := []*exporters.Document{doc}
	b.ReportAllocs()
	for b.Loop() {
		if err := WriteWorkbook(context.Background(), io.Discard, docs, Config{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSeason writes the season workbook of 100 generated events of 100 to 350
// players (350 players by 100 event columns).
func BenchmarkSeason(b *testing.B) {
	lb := bigSeason(100)
	b.ReportAllocs()
	for b.Loop() {
		if err := WriteSeason(io.Discard, lb); err != nil {
			b.Fatal(err)
		}
	}
}
