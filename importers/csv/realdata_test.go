package csvin_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
	csvin "github.com/tiebreak-chess/tiebreak/importers/csv"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// TestSwissPerfectText imports the Swiss Perfect tab-separated exports in realdata and
// requires every printed total to equal the total of the player's rounds.
func TestSwissPerfectText(t *testing.T) {
	dir := filepath.Join(trftest.RealData(t), "crosstables", "swiss-perfect-txt")
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	want := map[string][2]int{ // players x rounds, as the files print them
		"icu-sp-LimerickClubChampionship09.txt":    {18, 7},
		"icu-sp-gonzaga_challengers_2010.txt":      {56, 6},
		"icu-sp-junior_championships_u19_2010.txt": {4, 3},
	}
	if len(files) != len(want) {
		t.Fatalf("found %d files, want %d", len(files), len(want))
	}
	for _, path := range files {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			tr, warns, err := csvin.New().Import(importers.Source{Name: name, Data: data})
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range warns {
				t.Errorf("warning: %v", w)
			}
			if got := [2]int{len(tr.Players), tr.Rounds}; got != want[name] {
				t.Errorf("%d players x %d rounds, want %d x %d", got[0], got[1], want[name][0], want[name][1])
			}
			agree := 0
			for i := range tr.Players {
				p := &tr.Players[i]
				if p.Declared == nil {
					t.Errorf("player %d: no printed total", p.ID)
				} else if got := tr.GamePoints(p); got != *p.Declared {
					t.Errorf("player %d %s: rounds give %s, file prints %s", p.ID, p.Name, got, p.Declared)
				} else {
					agree++
				}
			}
			t.Logf("%d/%d printed totals agree", agree, len(tr.Players))
		})
	}
}

// TestICUForeignCSV imports the ICU foreign CSV samples: every reported player's printed
// total must equal the total of their rounds.
func TestICUForeignCSV(t *testing.T) {
	dir := filepath.Join(trftest.RealData(t), "crosstables", "icu-foreign-csv")
	want := map[string]struct{ reported, players, rounds int }{
		"icu-fcsv-4ncl.csv":    {1, 4, 3},
		"icu-fcsv-latin-1.csv": {1, 3, 2},
		"icu-fcsv-utf-8.csv":   {1, 3, 2},
		"icu-fcsv-valid.csv":   {2, 16, 9}, // Grant, Alan met both; Cafolla and Fox met each other
	}
	for name, w := range want {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			tr, warns, err := csvin.New().Import(importers.Source{Name: name, Data: data})
			if err != nil {
				t.Fatal(err)
			}
			for _, wn := range warns {
				t.Logf("warning: %v", wn)
			}
			reported := 0
			for i := range tr.Players {
				p := &tr.Players[i]
				if p.Declared == nil {
					continue
				}
				reported++
				if got := tr.GamePoints(p); got != *p.Declared {
					t.Errorf("player %d %s: rounds give %s, file prints %s", p.ID, p.Name, got, p.Declared)
				}
			}
			if reported != w.reported || len(tr.Players) != w.players || tr.Rounds != w.rounds {
				t.Errorf("%d reported of %d players x %d rounds, want %d of %d x %d",
					reported, len(tr.Players), tr.Rounds, w.reported, w.players, w.rounds)
			}
		})
	}
}
