package teams

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// TestOppByeDraw checks the Swiss-Manager team Buchholz (-O opp-bye=draw) against the
// C.07 one on the TEC event scored as a Swiss-Manager club rapid scores a PAB (a won
// match, 2 MP): docs/teams.md §3 found the C.07 value higher by exactly one MP for every
// opponent that received a PAB. In the TEC event Lynxes (round 5) and Narwhals (round 7)
// had the PAB.
func TestOppByeDraw(t *testing.T) {
	e := tecEvent(t)
	e.Scoring.PABMatch = engine.Points(2)
	e.score()
	c07 := NewEval(e, Rules{System: "fide", Edition: "2024"})
	sm := NewEval(e, Rules{System: "fide", Edition: "2024", Options: map[string]string{"opp-bye": "draw"}})
	pab := map[int]bool{11: true, 13: true} // team indexes of Lynxes and Narwhals
	for ti := range e.Teams {
		n := 0
		for r, s := range e.Slots[ti] {
			if c07.played[ti][r] && pab[s.Opp] {
				n++
			}
		}
		diff := c07.buchholz("MP", ti, 0, 0) - sm.buchholz("MP", ti, 0, 0)
		if diff != engine.Points(n) {
			t.Errorf("%s: C.07 BH - Swiss-Manager BH = %s, want %d (PAB opponents)", e.Teams[ti].Name, diff, n)
		}
	}
	// Narwhals' own PAB is still worth its own score in both (a dummy, 16.4).
	if a, b := c07.dummyMP[13][6], sm.dummyMP[13][6]; a != b || a != c07.MP[13] {
		t.Errorf("own PAB dummy %s / %s, want the own score %s", a, b, c07.MP[13])
	}
}

// TestTeamCutByeFirst checks the Olympiad ("Chennai") cut of TEC exercise book §10.1: the
// round of the team's own PAB goes first, even when an opponent scored less; a team
// without a PAB loses its least significant opponent as with /C1. With the PAB worth a won
// match (2 MP / 4 GP), Narwhals finish on 5 MP and their EMGSB rounds (opponent MP × own
// GP) are: Giraffes 7 (adjusted) × 2 = 14, Moose 6 × 1.5 = 9, Koalas 4 × 2 = 8,
// Iguanas 6 × 1 = 6, HPB dummy 5 × 2 = 10, Jackals 5 × 1 = 5, PAB dummy 5 × 4 = 20;
// total 72. /C1 under 16.5 cuts the higher of the lowest VUR (the HPB, 10) and the least
// significant opponent (Koalas, 8): 62. The Chennai cut drops the PAB round: 52.
func TestTeamCutByeFirst(t *testing.T) {
	e := tecEvent(t)
	e.Scoring.PABMatch = engine.Points(2)
	g := engine.Points(4)
	e.Scoring.PABGame = &g
	e.score()
	plain := NewEval(e, Rules{System: "fide", Edition: "2024"})
	chennai := NewEval(e, Rules{System: "fide", Edition: "2024", Options: map[string]string{"team-cut": "bye-first"}})
	const narwhals = 13
	for _, tc := range []struct {
		ev   *Eval
		low  int
		want string
	}{{plain, 0, "72"}, {plain, 1, "62"}, {chennai, 1, "52"}, {chennai, 0, "72"}} {
		if got := tc.ev.esb("MP", "GP", narwhals, tc.low); got != engine.MustScore(tc.want) {
			t.Errorf("EMGSB cut %d (%v) = %s, want %s", tc.low, tc.ev.Rules.Options, got, tc.want)
		}
	}
	// Elephants had no PAB: both cuts drop the least significant opponent, Lynxes.
	if a, b := plain.esb("MP", "GP", 4, 1), chennai.esb("MP", "GP", 4, 1); a != b {
		t.Errorf("Elephants: /C1 %s, Chennai %s; want equal", a, b)
	}
}

// TestEdition2026 checks the 2026 dummy of C.07 16.4 on the TEC event: an own unplayed
// round is worth at most a draw per round (7 MP over seven rounds), and a forfeit at most
// the scheduled opponent's adjusted score. Antelopes' round-6 forfeit win against Falcons
// (7 MP) is then worth 7 instead of Antelopes' own 10: BH:MP 64 - 10 + 7 = 61, EMMSB
// 88 - 2×10 + 2×7 = 82. Falcons' forfeit loss is capped at Antelopes' 10, above their own
// 7: unchanged (46). Narwhals (4 MP) and Giraffes (6 MP) stay under the cap.
func TestEdition2026(t *testing.T) {
	ev := NewEval(tecEvent(t), Rules{System: "fide", Edition: "2026"})
	wantValues(t, ev, "BH:MP", "61 57 58 56 55 46 44 41 50 44 41 41 52 36")
	wantValues(t, ev, "EMMSB", "82")
}
