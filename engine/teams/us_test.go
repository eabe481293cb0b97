package teams

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// TestIHSAMatch reproduces seed 003's seven-round example row by row. The seed prints
// 12.10 for round 4, but (50+10)×(4²+1)/100 is 10.20, and only 10.20 gives the seed's own
// total of 60.66: the test asserts the arithmetic and the total. The whole event goes
// through the command in cmd/tiebreak (TestTeamsIHSA).
func TestIHSAMatch(t *testing.T) {
	rows := []struct{ mp, opp, out string }{
		{"60", "3", "7"}, {"35", "3", "4.5"}, {"10", "6", "7.4"}, {"50", "4", "10.2"},
		{"68", "3", "7.8"}, {"33", "5", "11.18"}, {"24", "6", "12.58"},
	}
	var total engine.Score
	for _, r := range rows {
		got := IHSAMatch(engine.MustScore(r.mp), engine.MustScore(r.opp))
		if got != engine.MustScore(r.out) {
			t.Errorf("(%s+10)x(%s²+1)/100 = %s, want %s", r.mp, r.opp, got, r.out)
		}
		total += got
	}
	if total != engine.MustScore("60.66") {
		t.Errorf("total %s, want 60.66", total)
	}
	// Half points: a drawn board 2 gives 5.5 weighted points; an opponent at 3.5 after an
	// unplayed match counted as a draw: (5.5+10)×(3.5²+1)/100 = 15.5×13.25/100 = 2.05375.
	if got := IHSAMatch(engine.MustScore("5.5"), engine.MustScore("3.5")); got != engine.MustScore("2.0538") {
		t.Errorf("half points: %s, want 2.0538", got)
	}
}
