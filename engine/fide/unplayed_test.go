package fide

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// TestVirtualOpponent checks the two worked examples of the pre-2023 text (specs §2.10),
// 9 rounds: a player on 1.5 after round 2 who forfeits round 3 meets a virtual opponent
// worth 1.5 + 1 + 6 x 0.5 = 5.5; a player on 3.5 whose round-6 opponent does not show
// meets one worth 3.5 + 0 + 3 x 0.5 = 5.0.
func TestVirtualOpponent(t *testing.T) {
	tr := fromNotation(t, []string{
		"+W3 =B4 -F5 =W6 =B7 =W8 =B9 =W10 =B11",
		"+W3 +B4 =W5 =B6 =W7 +F8 =B9 =W10 =B11",
	})
	ev := engine.NewEvaluation(tr, engine.Rules{System: "fide", Kind: engine.KindSwiss})
	v := getView(ev, ed2009, false, false)
	if got := v.dummy[0][2]; got != engine.MustScore("5.5") {
		t.Errorf("forfeit loss: virtual opponent %s, want 5.5", got)
	}
	if got := v.dummy[1][5]; got != engine.MustScore("5") {
		t.Errorf("forfeit win: virtual opponent %s, want 5", got)
	}
}

// TestCategories checks the 16.2 categories of the TEC exercise (specs §2.11) and Nick's
// adjusted score of 3.0 for opponents (16.3).
func TestCategories(t *testing.T) {
	tr := fromNotation(t, []string{
		"+W9 =B13 =W2 +B15 =W4", "", "", "+B12 =BYE +W13 =W3 =B1", "",
		"-B14 -W3 +BYE +W10 +B8", "", "", "-B1 -W10 =BYE -F11 +BYE", "",
		"=B3 -W16 -B5 +F9 +W7", "-W4 +BYE +F14 -- --", "", "+W6 -B8 -F12 -- +B13",
	})
	ev := engine.NewEvaluation(tr, engine.Rules{System: "fide", Kind: engine.KindSwiss})
	v := getView(ev, ed2024, false, false)
	tests := []struct {
		player, round int // start number, round
		want          uint8
	}{
		{4, 2, catRequested}, {6, 3, catBye}, {9, 3, catRequested}, {9, 4, catForfeitL}, {9, 5, catBye},
		{11, 4, catForfeitW}, {12, 2, catBye}, {12, 3, catForfeitW}, {12, 4, catWithdrawn}, {12, 5, catWithdrawn},
		{14, 3, catForfeitL}, {14, 4, catRequested}, {1, 1, catPlayed},
	}
	for _, tc := range tests {
		if got := v.cat[tc.player-1][tc.round-1]; got != tc.want {
			t.Errorf("#%d round %d: category %d, want %d", tc.player, tc.round, got, tc.want)
		}
	}
	if got := v.adj[11]; got != engine.MustScore("3") {
		t.Errorf("Nick's adjusted score %s, want 3", got)
	}
}

// TestRoundRobinForfeits checks 15.2: forfeits count as games in a round robin, except
// that from 2026 a forfeit loss stays unplayed for the Art. 7 counters.
func TestRoundRobinForfeits(t *testing.T) {
	tr := fromNotation(t, []string{"+W2 +B3", "-B1 -F3", "-W1 +F2"})
	tr.Players[1].Rounds[1].Color = engine.Black
	tr.Players[2].Rounds[1].Color = engine.White
	ev := engine.NewEvaluation(tr, engine.Rules{System: "fide", Kind: engine.KindRoundRobin})
	tests := []struct {
		code, rules string
		want        []string
	}{
		{"BPG", "fide-2024", []string{"1", "2", "0"}},
		{"BPG", "fide-2026", []string{"1", "1", "0"}},
		{"REP", "fide-2026", []string{"2", "1", "2"}},
		{"WON", "fide-2024", []string{"2", "0", "1"}},
		{"SB", "fide-2026", []string{"1", "0", "0"}},
		{"ARO", "fide-2024", []string{"1000", "1000", "1000"}},
	}
	for _, tc := range tests {
		got := tiebreakFor(t, tc.code, tc.rules, map[string]string{"unrated": "1000"}).Compute(ev, allPlayers(ev))
		for i, w := range tc.want {
			if got[i].String() != w {
				t.Errorf("%s %s #%d: got %s, want %s", tc.code, tc.rules, i+1, got[i], w)
			}
		}
	}
}
