package html

import (
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"os"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
)

// TestRankingCrosstable reads a "Final Ranking crosstable": opponents are final ranks and
// are mapped back to start numbers through the SNo column.
func TestRankingCrosstable(t *testing.T) {
	data, err := os.ReadFile("testdata/ranking.html")
	if err != nil {
		t.Fatal(err)
	}
	tour, warns, err := Importer{}.Import(importers.Source{Name: "ranking.html", Data: data})
	if err != nil {
		t.Fatal(err)
	}
	// The one warning: the legend's "variabel with parameter" does not say the parameter.
	if len(warns) != 1 || !strings.Contains(warns[0].Error(), "tiebreak order is not used") || tour.StatedTiebreaks != nil {
		t.Errorf("warnings %v, stated order %v", warns, tour.StatedTiebreaks)
	}
	if tour.Name != "Club Rapid 2026" || tour.ChiefArbiter != "IA Ann Arbiter" || tour.TimeControl != "15 min + 10 sec" {
		t.Errorf("header %q %q %q", tour.Name, tour.ChiefArbiter, tour.TimeControl)
	}
	g := func(op int, c engine.Color, r engine.Result) engine.Round {
		return engine.Round{Opponent: engine.PlayerID(op), Color: c, Result: r}
	}
	want := map[engine.PlayerID][]engine.Round{
		1: {g(3, engine.Black, engine.Win), g(2, engine.White, engine.Draw), g(0, engine.NoColor, engine.HalfBye)},
		2: {g(4, engine.White, engine.Win), g(1, engine.Black, engine.Draw), g(0, engine.NoColor, engine.PairingBye)},
		3: {g(1, engine.White, engine.Loss), g(0, engine.NoColor, engine.ZeroBye), g(4, engine.Black, engine.ForfeitLoss)},
		4: {g(2, engine.Black, engine.Loss), g(0, engine.NoColor, engine.HalfBye), g(3, engine.White, engine.ForfeitWin)},
	}
	for _, p := range tour.Players {
		for r, w := range want[p.ID] {
			if p.Rounds[r] != w {
				t.Errorf("player %d round %d: %+v, want %+v", p.ID, r+1, p.Rounds[r], w)
			}
		}
	}
	if p := tour.Player(2); p.Name != "Bauer, Björn" || p.Title != "FM" || p.Rating != 2100 || p.DeclaredRank != 1 || p.Attrs[0] != (engine.Attr{Key: "TB1", Value: "4,5"}) {
		t.Errorf("player 2 %+v", p)
	}
}

// TestErrors checks that problems name the line and column of the cell in the page.
func TestErrors(t *testing.T) {
	data, _ := os.ReadFile("testdata/ranking.html")
	for _, c := range []struct{ name, from, to, want string }{
		{"bad cell", "<td>4b1</td>", "<td>4q1</td>", `bad.html:10:78: round 1: unrecognised cell "4q1"`},
		{"not reciprocal", "<td>1w&frac12;</td>", "<td>1w1</td>", `bad.html:10:90: round 2: inconsistent game: player 1: result win against 2, but player 2 has draw`},
		{"no crosstable", ">Name<", ">Player Nom<", `bad.html:1: no crosstable on the page`},
	} {
		t.Run(c.name, func(t *testing.T) {
			bad := strings.Replace(string(data), c.from, c.to, 1)
			_, _, err := Importer{}.Import(importers.Source{Name: "bad.html", Data: []byte(bad)})
			if err == nil || !strings.HasPrefix(err.Error(), c.want) {
				t.Errorf("got  %v\nwant %s...", err, c.want)
			}
		})
	}
}

// FuzzImport feeds arbitrary pages to the importer: it must never panic.
func FuzzImport(f *testing.F) {
	data, _ := os.ReadFile("testdata/ranking.html")
	f.Add(data)
	f.Add([]byte("<table><tr><td>Name</td><td>1.Rd</td></tr><tr><td>A</td><td>1w1</td></tr></table>"))
	f.Add([]byte("<table><tr><th>No.<table><td>Name<td>R1<td>R2</table><tr><td>1<td>x<td>2w"))
	f.Fuzz(func(t *testing.T, data []byte) {
		testtool.Budget(t, data, func() {
			tour, _, err := Importer{}.Import(importers.Source{Name: "f.html", Data: data})
			if err == nil {
				_ = tour.Validate()
			}
		})
	})
}
