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

// FuzzNative feeds arbitrary bytes to the SwissSys 11 event file reader (.sjson) and its
// prize setup: neither may panic or run past the budgets, and every section read has one
// round per player per round of the section.
func FuzzNative(f *testing.F) {
	f.Add([]byte(`{"Overview": {"Tournament title": "\ufffd Club", "Starting date": "12/19/25"}, "Sections": [{"Section name": "Open", "Rounds paired": 2, "Rounds played": 1, "Final round": 3,
"Prizes": {"Place prizes": [{"Value": 100, "Description": ""}], "Class prizes": [{"Value": "25", "Top": 1599, "Bottom": 0, "Priority": 1}]},
"Players": [{"Pair number": 1, "Name": "A [h], B", "Exp1": "10/31/2025", "Reserved byes": "2z", "Results": ["+;2;W;1;2;2;0", "U;-1;-;0;-1;-1;0"]},
{"Pair number": 2, "Name": "C", "Results": ["-;1;B;1;1;1;0", "\u0000;0;-;0;0;0;0"]}]}, {"Section name": "Empty", "Players": []}]}`))
	f.Add([]byte(`{"Sections": [{"Final round": 1e9, "Players": [{"Results": ["X;-5;W"]}]}]}`))
	for _, name := range []string{"PNWCC_G60_Online__Mar_16_SwissSys11.sjson", "Billerica_Christmas_Blitz_SwissSys11.sjson"} {
		if data, err := os.ReadFile(filepath.Join("../../testdata/real/swisssys11", name)); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		testtool.Budget(t, data, func() {
			ReadPrizes("f.sjson", data)
			if !isNative(data) {
				return
			}
			secs, err := Importer{}.ImportSections(importers.Source{Name: "f.sjson", Data: data})
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
