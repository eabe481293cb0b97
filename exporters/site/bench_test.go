package site

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/synth"
)

// BenchmarkBuildLarge builds the site of a 9,999-player, 13-round synthetic event: a
// standings page, a crosstable and 9,999 player pages.
func BenchmarkBuildLarge(b *testing.B) {
	doc := rank(b, synth.Generate(synth.Config{Players: 9999, Rounds: 13, Seed: 1}), "uscf")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Build([]Section{{Doc: doc, Folder: "big"}}, Options{GeneratedAt: fixedTime, Generator: "tiebreak"}); err != nil {
			b.Fatal(err)
		}
	}
}
