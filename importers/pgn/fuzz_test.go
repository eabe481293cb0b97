package pgn

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
)

// FuzzImport feeds arbitrary bytes to the importer: it must never panic, stay within the
// resource budget, and every event it accepts must have one round per player per round.
func FuzzImport(f *testing.F) {
	f.Add([]byte(pgnGame("E", "1", "A", "B", "1-0", "*") + pgnGame("E", "2.1", "B", "A", "*", "1-0", `[WhiteFideId "1"]`)))
	f.Add([]byte(pgnGame("K", "1.1", "A", "B", "1-0", "1-0") + pgnGame("K", "1.2", "B", "A", "1-0", "1-0")))
	f.Add([]byte("[ChessForgeWorkbook \"W\"]\n*\n[Event \"E\"]\n[Round \"999\"]\n[White \"A\"]\n[Black \"B\"]\n{ [x] } ; c\n% e\n( 1-0 ) ½-½\n"))
	f.Add([]byte("[Event \"a\\\"b\\\\\"]\n[Round \"1\"]\n[White \"é\"]\n[Black \"e\"]\n[Result \"-/+\"]\n"))
	if data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "real", "pgn", "candidates-2024-men.pgn")); err == nil {
		f.Add(data[:min(len(data), 20000)])
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		testtool.Budget(t, data, func() {
			secs, err := Importer{}.ImportSections(importers.Source{Name: "f.pgn", Data: data})
			if err != nil {
				return
			}
			for _, s := range secs {
				if s.T == nil {
					continue
				}
				for _, p := range s.T.Players {
					if len(p.Rounds) != s.T.Rounds {
						t.Fatalf("event %q: player %d has %d rounds of %d", s.Name, p.ID, len(p.Rounds), s.T.Rounds)
					}
				}
				_ = s.T.Validate()
			}
		})
	})
}
