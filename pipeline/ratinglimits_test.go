package pipeline

import (
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/fide"
)

// TestRatingOptionLimits refuses K factors and floors outside the rules' limits, every
// one at once in start-number order (issue 39: --k 1=400 gave +352, --k 1=99999 +87,999
// and --floor 1=99999 a new rating of 99,999), and accepts those within.
func TestRatingOptionLimits(t *testing.T) {
	tr := &engine.Tournament{Rounds: 2, StartDate: "2025/06/01", Scoring: engine.DefaultScoring(), Players: []engine.Player{
		{ID: 1, Name: "A", Rating: 2000, Rounds: []engine.Round{{Opponent: 2, Color: engine.White, Result: engine.Win}, {Opponent: 3, Color: engine.Black, Result: engine.Draw}}},
		{ID: 2, Name: "B", Rating: 1900, Rounds: []engine.Round{{Opponent: 1, Color: engine.Black, Result: engine.Loss}, {Result: engine.PairingBye}}},
		{ID: 3, Name: "C", Rating: 1800, Rounds: []engine.Round{{Result: engine.PairingBye}, {Opponent: 1, Color: engine.White, Result: engine.Draw}}},
	}}
	for _, tc := range []struct {
		k    map[int]int
		want string
	}{
		{map[int]int{0: 40, 1: 10, 2: 20}, ""},
		{map[int]int{2: 41, 0: 400}, "K 400 for player 1: a FIDE K factor is at most 40 (8.3.3: 40, 20 or 10)\nK 41 for player 3: a FIDE K factor is at most 40"},
		{map[int]int{1: 0}, "K 0 for player 2: a FIDE K factor is at most 40"},
	} {
		err := CheckFIDEK(tr, fide.RatingOptions{K: tc.k})
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.want)) {
			t.Errorf("K %v: got %v, want %q", tc.k, err, tc.want)
		}
	}
	// K x games: 2 rated games allow any K up to 40; 18 would allow 38.
	for i := 3; i <= 18; i++ {
		tr.Players = append(tr.Players, engine.Player{ID: engine.PlayerID(i + 1), Name: "P", Rating: 1500})
	}
	tr.Rounds = 18
	p := &tr.Players[0]
	p.Rounds = nil
	for r := range 18 {
		opp := engine.PlayerID(r%17 + 2)
		p.Rounds = append(p.Rounds, engine.Round{Opponent: opp, Color: engine.White, Result: engine.Draw})
	}
	for i := 1; i < len(tr.Players); i++ {
		tr.Players[i].Rounds = make([]engine.Round, 18)
	}
	for r := range 18 {
		o := &tr.Players[r%17+1]
		o.Rounds[r] = engine.Round{Opponent: 1, Color: engine.Black, Result: engine.Draw}
	}
	if err := CheckFIDEK(tr, fide.RatingOptions{K: map[int]int{0: 40}}); err == nil ||
		err.Error() != "K 40 for player 1: K x games is at most 700 (8.3.3), and the player has 18 rated games: at most 38" {
		t.Errorf("K x games: %v", err)
	}
	if err := CheckFIDEK(tr, fide.RatingOptions{K: map[int]int{0: 38}}); err != nil {
		t.Errorf("K 38 x 18 games: %v", err)
	}
	for _, tc := range []struct {
		floors map[int]int
		want   string
	}{
		{map[int]int{0: 100, 1: 1900, 2: 2200}, ""},
		{map[int]int{0: 99999}, "floor 99999 for player 1: a US Chess rating floor is a whole hundred from 100 to 2200"},
		{map[int]int{1: 1950, 2: 2300}, "floor 1950 for player 2: a US Chess rating floor is a whole hundred from 100 to 2200\nfloor 2300 for player 3:"},
	} {
		err := CheckUSChessFloors(tr, tc.floors)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.want)) {
			t.Errorf("floors %v: got %v, want %q", tc.floors, err, tc.want)
		}
	}
}
