package swisssys

import (
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"os"
	"path/filepath"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
)

// FuzzImport feeds arbitrary bytes to the importer: it must never panic, and every
// section it accepts must have one round per player per round of the section.
func FuzzImport(f *testing.F) {
	f.Add([]byte(twoSections))
	f.Add([]byte(`{"sections": [{"section": "A", "players": [{"name": "a", "results": ["$"], "colors": ["W"], "ops": [1]}]}]}`))
	f.Add([]byte(`{"sections": [{"rounds_paired": 1e9}]}`))
	f.Add([]byte(`{"sections": [{"section": "Blitz", "tiebreaks": ["Solk", "Op. perf.", "X"], "rounds": [{"pairings": [{"white": 1, "black": 2, "result": "(1.5-0.5)"}, {"white": 3, "black": 0, "result": "(2)"}]}], "players": [{"name": "a", "results": ["#"], "colors": ["W"], "ops": [2]}, {"name": "b", "results": ["D"], "colors": ["B"], "ops": [1]}, {"name": "c", "results": ["B"], "colors": ["-"], "ops": [0]}]}]}`))
	if files, _ := filepath.Glob("../../testdata/real/uscf/swisssys-2025-03-*/*.json"); len(files) > 0 {
		if data, err := os.ReadFile(files[0]); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		testtool.Budget(t, data, func() {
			secs, err := Importer{}.ImportSections(importers.Source{Name: "f.json", Data: data})
			if err != nil {
				return
			}
			for _, s := range secs {
				if s.T == nil {
					continue
				}
				for _, p := range s.T.Players {
					if len(p.Rounds) != s.T.Rounds {
						t.Fatalf("section %q: player %d has %d rounds of %d", s.Name, p.ID, len(p.Rounds), s.T.Rounds)
					}
				}
				_ = s.T.Validate()
			}
		})
	})
}
