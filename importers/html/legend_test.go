package html

import (
	"strings"
	"testing"
)

// TestLegendOrder reads the tiebreak legends of the real chess-results pages.
func TestLegendOrder(t *testing.T) {
	cases := []struct {
		lines []string
		want  string // "" when the legend gives no order
	}{
		{[]string{"Tie Break1: Direct Encounter (DE)", "Tie Break2: Number of wins including byes (WIN) (Gamepoints, Forfeited games count)",
			"Tie Break3: Sonneborn Berger Tie-Break Variable (2023) (Gamepoints)", `Tie Break4: Koya System (KS) (Gamepoints/Limit 50")`}, "DE,WIN,SB,KS"},
		{[]string{"Tie Break1: Average [Tournament] Performance Rating Of Opponents (APRO) (1400)", "Tie Break2: Direct Encounter (DE)",
			"Tie Break3: Average Rating of Opponents (ARO) (1400, Cut1, Forfeits And Byes are ignored)",
			"Tie Break4: Buchholz Tie-Break Variable (2026) (Gamepoints, Cut1)", "Tie Break5: Buchholz Tie-Break Variable (2023) (Gamepoints, Median1)"},
			"APRO/U1400,DE,ARO/C1/U1400,BH/C1,BH/M1"},
		{[]string{"Tie Break1: points (game-points)", "Tie Break2: Direct Encounter (DE)", "Tie Break3: Progressive Score, before FIDE-Tie-Break (PS)(Gamepoints)"}, "DE,PS"},
		{[]string{"Tie Break1: Direct Encounter (The results of the players in the same point group)", "Tie Break2: Buchholz Tie-Breaks (variabel with parameter)"}, ""},
		{[]string{"Tie Break5: The greater number of victories (variable)"}, ""},
		{nil, ""},
	}
	for _, c := range cases {
		codes, ok, why := legendOrder(c.lines)
		if got := strings.Join(codes, ","); (c.want == "") == ok || ok && got != c.want {
			t.Errorf("%q: %s (ok %v, %s), want %q", c.lines, got, ok, why, c.want)
		}
	}
}
