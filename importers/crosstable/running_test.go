package crosstable

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// TestRunningScoreColumns reads wall charts that print the running score beside each
// result, under a blank header or a header merged over both columns (filled with the
// round on reading), and checks that the scores are not read as rounds or attributes,
// while a blank-headed column of other text is still kept.
func TestRunningScoreColumns(t *testing.T) {
	for _, tc := range []struct {
		name   string
		header []string
	}{
		{"blank", []string{"No.", "Name", "Rd 1", "", "Rd 2", "", "Total", "Note"}},
		{"merged", []string{"No.", "Name", "Rd 1", "Rd 1", "Rd 2", "Rd 2", "Total", "Note"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := Grid{File: "wall.xlsx", Rows: [][]string{
				tc.header,
				{"1", "Ann", "W2w", "1", "D3b", "1½", "1.5", "x"},
				{"2", "Bob", "L1b", "0", "H", "½", "0.5", ""},
				{"3", "Cy", "B", "1", "D1w", "1.5", "1.5", ""},
			}}
			tn, _, err := Parse(g, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if tn.Rounds != 2 {
				t.Fatalf("%d rounds, want 2", tn.Rounds)
			}
			want := []engine.Round{{Opponent: 3, Color: engine.Black, Result: engine.Draw}, {Result: engine.HalfBye}, {Opponent: 1, Color: engine.White, Result: engine.Draw}}
			for i, p := range tn.Players {
				if p.Rounds[1] != want[i] {
					t.Errorf("%s round 2 = %+v, want %+v", p.Name, p.Rounds[1], want[i])
				}
				for _, a := range p.Attrs {
					if a.Key != "Note" {
						t.Errorf("%s has attribute %+v", p.Name, a)
					}
				}
			}
		})
	}
	// Not running scores: a blank-headed column of text after a round stays an attribute.
	g := Grid{File: "wall.xlsx", Rows: [][]string{
		{"No.", "Name", "Rd 1", ""},
		{"1", "Ann", "W2w", "late"},
		{"2", "Bob", "L1b", ""},
	}}
	tn, _, err := Parse(g, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if a := tn.Players[0].Attrs; len(a) != 1 || a[0].Value != "late" {
		t.Errorf("Ann's attributes %+v, want the blank-headed note", a)
	}
}
