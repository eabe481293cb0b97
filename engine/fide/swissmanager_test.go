package fide

import (
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// TestAROCutUnplayedFirst checks aro-cut on a constructed 4-round event, by hand:
// player 1 met 2 (1800), 3 (1600) and 4 (2000) and had a half-point bye; player 6 met 2
// and 3 and had a forfeit win and an absence; player 2 met 1, 3, 4 and 6 (2000, 1600,
// 2000, 1700) without an unplayed round.
//
//	           rule text (cut lowest-rated)       Swiss-Manager (unplayed first)
//	#1 ARO     (1800+1600+2000)/3 = 1800          1800
//	#1 ARO/C1  (1800+2000)/2 = 1900               bye takes the cut: 1800
//	#1 ARO/C2  2000                               bye, then 1600: 1900
//	#1 ARO/M1  1800 (1600 and 2000 cut)           bye, then 2000: (1800+1600)/2 = 1700
//	#6 ARO/C1  1800                               two unplayed rounds: 1700
//	#6 ARO/C2  nothing left: 0                    1700
//	#2 ARO/C1  (2000+2000+1700)/3 = 1900          1900
func TestAROCutUnplayedFirst(t *testing.T) {
	tr := fromNotation(t, []string{
		"+W2 =B3 -W4 =BYE",
		"-B1 +W3 =B4 =W6",
		"-B6 =W1 -B2 -W6",
		"=W5 =B2 +B1 =W3",
		"=B4 -F6 =BYE =W3",
		"+W3 +F5 -- -B2",
	})
	for i, r := range []int{2000, 1800, 1600, 2000, 1500, 1700} {
		tr.Players[i].Rating = r
	}
	tests := []struct {
		code           string
		player         int
		rule, smanager string
	}{
		{"ARO", 1, "1800", "1800"},
		{"ARO/C1", 1, "1900", "1800"},
		{"ARO/C2", 1, "2000", "1900"},
		{"ARO/M1", 1, "1800", "1700"},
		{"ARO/C1", 6, "1800", "1700"},
		{"ARO/C2", 6, "0", "1700"},
		{"ARO/C1", 2, "1900", "1900"},
	}
	ev := engine.NewEvaluation(tr, engine.Rules{System: "fide", Edition: "2024", Kind: engine.KindSwiss})
	for _, tc := range tests {
		for opt, want := range map[string]string{"rating": tc.rule, "unplayed-first": tc.smanager} {
			tb := tiebreakFor(t, tc.code, "fide-2024", map[string]string{"aro-cut": opt})
			if got := tb.Compute(ev, []int{tc.player - 1})[0]; got != engine.MustScore(want) {
				t.Errorf("#%d %s aro-cut=%s: %s, want %s", tc.player, tc.code, opt, got, want)
			}
		}
	}
}

// TestSBUnplayedDraw checks sb-unplayed under the 2009 rules on a constructed 4-round
// event, by hand. Adjusted scores (opponents' unplayed rounds as draws): #1 2.5, #2 2,
// #3 1.5, #4 3, #5 1. Virtual opponents (Svon = SPR + (1 - SfPR) + 0.5 (n - R)):
// #1 round 3 (bye, 1.5 before) 2, round 4 (forfeit loss, 2.5 before) 3.5; #2 round 2
// (bye, 0 before) 1; #3 round 4 (bye, 1 before) 1; #4 round 4 (forfeit win, 2.5 before)
// 2.5; #5 round 1 (bye, 0 before) 1.5. The same event is cmd/tiebreak's sm-2009.trf.
//
//	     rule text (actual result)              Swiss-Manager (every unplayed round a draw)
//	#1   2x1 + 1.5x½ + 2x1 + 3.5x0 = 4.75       2 + 0.75 + 1 + 1.75 = 5.5
//	#2   0 + 1x1 + 1.5x1 + 1x½ = 3              0 + 0.5 + 1.5 + 0.5 = 2.5
//	#3   3x½ + 2.5x½ + 0 + 1x1 = 3.75           1.5 + 1.25 + 0 + 0.5 = 3.25
//	#4   1.5x½ + 1x1 + 1x1 + 2.5x1 = 5.25       0.75 + 1 + 1 + 1.25 = 4
//	#5   1.5x1 + 0 + 0 + 2x½ = 2.5              0.75 + 0 + 0 + 1 = 1.75
func TestSBUnplayedDraw(t *testing.T) {
	tr := fromNotation(t, []string{
		"+W2 =B3 +BYE -F4",
		"-B1 +BYE +W3 =W5",
		"=W4 =W1 -B2 +BYE",
		"=B3 +W5 +B5 +F1",
		"+BYE -B4 -W4 =B2",
	})
	ev := engine.NewEvaluation(tr, engine.Rules{System: "fide", Edition: "2009", Kind: engine.KindSwiss})
	want := map[string][]string{"rule": {"4.75", "3", "3.75", "5.25", "2.5"}, "draw": {"5.5", "2.5", "3.25", "4", "1.75"}}
	for opt, vals := range want {
		tb := tiebreakFor(t, "SB", "fide-2009", map[string]string{"sb-unplayed": opt})
		got := tb.Compute(ev, []int{0, 1, 2, 3, 4})
		for i, w := range vals {
			if got[i] != engine.MustScore(w) {
				t.Errorf("#%d SB sb-unplayed=%s: %s, want %s", i+1, opt, got[i], w)
			}
		}
	}
	// The variant belongs to the virtual opponent of the 2009 rules.
	sp, _ := engine.ParseSpec("SB")
	_, err := New().New(sp, engine.Rules{System: "fide", Edition: "2024", Options: map[string]string{"sb-unplayed": "draw"}})
	if err == nil || !strings.Contains(err.Error(), "2009") {
		t.Errorf("sb-unplayed=draw under 2024 rules: %v", err)
	}
	_, err = New().New(sp, engine.Rules{System: "fide", Options: map[string]string{"aro-cut": "lowest"}})
	if err == nil {
		t.Error("aro-cut=lowest accepted")
	}
}
