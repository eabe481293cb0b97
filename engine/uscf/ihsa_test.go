package uscf

import (
	"testing"

	"tiebreak/engine"
)

// TestIHSATeamTiebreak reproduces seed 003's seven-round example. The seed prints 12.10
// for round 4, but (50+10)×(4²+1)/100 is 10.20, and only 10.20 gives the seed's own total
// of 60.66: the test asserts the arithmetic and the total.
func TestIHSATeamTiebreak(t *testing.T) {
	rows := []struct {
		mp       int
		opp, out string
	}{
		{60, "3", "7"}, {35, "3", "4.5"}, {10, "6", "7.4"}, {50, "4", "10.2"},
		{68, "3", "7.8"}, {33, "5", "11.18"}, {24, "6", "12.58"},
	}
	var all []TeamMatch
	for _, r := range rows {
		m := TeamMatch{MatchPoints: r.mp, Opponent: engine.MustScore(r.opp)}
		all = append(all, m)
		if got := IHSATeamTiebreak([]TeamMatch{m}); got != engine.MustScore(r.out) {
			t.Errorf("(%d+10)x(%s²+1)/100 = %s, want %s", r.mp, r.opp, got, r.out)
		}
	}
	if got := IHSATeamTiebreak(all); got != engine.MustScore("60.66") {
		t.Errorf("total %s, want 60.66", got)
	}
	// An opponent with a half point from an unplayed match: 20×(3.5²+1)/100 = 2.65.
	if got := IHSATeamTiebreak([]TeamMatch{{MatchPoints: 10, Opponent: engine.MustScore("3.5")}}); got != engine.MustScore("2.65") {
		t.Errorf("half-point opponent: %s, want 2.65", got)
	}
}
