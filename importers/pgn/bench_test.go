package pgn

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// BenchmarkCandidates reads the Candidates 2024 file (232 KB, 56 games with clock and
// evaluation comments and two study chapters of variations).
func BenchmarkCandidates(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(trftest.RealData(b), "pgn", "candidates-2024-men.pgn"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := New().Import(importers.Source{Name: "c.pgn", Data: data}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLargeSwiss reads a 500-player, 11-round Swiss of 2,750 games without moves.
func BenchmarkLargeSwiss(b *testing.B) {
	var sb strings.Builder
	for r := 1; r <= 11; r++ {
		for k := 0; k < 250; k++ {
			white := "Player " + strconv.Itoa(k)
			black := "Player " + strconv.Itoa(250+(k+r)%250)
			sb.WriteString(pgnGame("Big Open", strconv.Itoa(r)+"."+strconv.Itoa(k+1), white, black, "1/2-1/2", "1/2-1/2"))
		}
	}
	data := []byte(sb.String())
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := New().Import(importers.Source{Name: "big.pgn", Data: data}); err != nil {
			b.Fatal(err)
		}
	}
}
