package swt

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
)

// BenchmarkTeam reads the team sample (86 KB: 83 players, 10 teams, 7 rounds).
func BenchmarkTeam(b *testing.B) {
	data := sample(b, "SwissTeam.SWT")
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := New().Import(importers.Source{Name: "t.swt", Data: data}); err != nil {
			b.Fatal(err)
		}
	}
}
