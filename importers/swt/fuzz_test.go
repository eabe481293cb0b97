package swt

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
)

// FuzzImport feeds arbitrary bytes to the importer: it must never panic, stay within the
// resource budget (the counts a header declares are checked against the file's size
// before anything is allocated for them), and every event it accepts must have one round
// per player per round.
func FuzzImport(f *testing.F) {
	f.Add(header(3, 0))
	one := header(2, 2)
	binary.LittleEndian.PutUint16(one[offPaired:], 1)
	one = append(one, make([]byte, 4*pairingSize+2*recordSize)...)
	f.Add(one)
	for _, name := range []string{"SwissIndividual.SWT", "SwissTeam.SWT"} {
		if data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "real", "swt", name)); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		testtool.Budget(t, data, func() {
			tour, _, err := Importer{}.Import(importers.Source{Name: "f.swt", Data: data})
			if err != nil || tour == nil {
				return
			}
			for _, p := range tour.Players {
				if len(p.Rounds) != tour.Rounds {
					t.Fatalf("player %d has %d rounds of %d", p.ID, len(p.Rounds), tour.Rounds)
				}
			}
			_ = tour.Validate()
		})
	})
}
