package jsonin_test

import (
	"testing"

	"tiebreak/engine/synth"
	jsonout "tiebreak/exporters/json"
)

// BenchmarkImportLarge imports the canonical dump of a 9,999-player, 13-round synthetic
// event.
func BenchmarkImportLarge(b *testing.B) {
	data, err := jsonout.Canonical(synth.Generate(synth.Config{Players: 9999, Rounds: 13, Seed: 1}))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := importJSON(data); err != nil {
			b.Fatal(err)
		}
	}
}
