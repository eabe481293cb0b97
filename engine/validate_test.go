package engine

import (
	"strings"
	"testing"
)

func TestValidateReportsEveryProblem(t *testing.T) {
	declared := Points(2)
	tour := &Tournament{Rounds: 2, Scoring: DefaultScoring(), Players: []Player{
		{ID: 1, Rounds: []Round{{Opponent: 2, Color: White, Result: Win}, {Opponent: 3, Color: White, Result: Draw}}, Declared: &declared},
		{ID: 2, Rounds: []Round{{Opponent: 1, Color: White, Result: Win}, {Result: PairingBye}}},
		{ID: 3, Rounds: []Round{{Opponent: 9, Color: Black, Result: Loss}, {Opponent: 4, Color: Black, Result: Loss}}},
		{ID: 4, Rounds: []Round{{Result: PairingBye}, {Result: PairingBye}}},
		{ID: 4, Rounds: []Round{{Result: HalfBye}, {Opponent: 4, Result: Draw}}},
	}}
	tour.Adjustments = []Adjustment{{Player: 1, Points: Half, Source: AdjustDeclared}}
	var got []string
	for _, p := range tour.Validate() {
		got = append(got, p.String())
	}
	want := []string{
		"warning: round 2: 2 players have a pairing-allocated bye; a round has at most one (the odd player out): record byes the players asked for as requested full-point byes",
		"warning: player 1: declared total 2 differs from the rounds (1.5); kept as an adjustment of +0.5",
		"error: player 1, round 1: result win against 2, but player 2 has win",
		"error: player 1, round 1: both 1 and 2 have white",
		"error: player 1, round 2: plays 3, but player 3 plays 4",
		"error: player 3, round 1: opponent 9 is not in the player list",
		"error: player 3, round 2: plays 4, but player 4 has no opponent in that round",
		"error: player 4: start number 4 is used twice",
		"error: player 4, round 2: paired against themselves",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestValidateAcceptsDoubleForfeitAndDoubleLoss(t *testing.T) {
	tour := &Tournament{Rounds: 2, Scoring: DefaultScoring(), Players: []Player{
		{ID: 1, Rounds: []Round{{Opponent: 2, Color: White, Result: ForfeitLoss}, {Opponent: 2, Color: Black, Result: Loss}}},
		{ID: 2, Rounds: []Round{{Opponent: 1, Result: ForfeitLoss}, {Opponent: 1, Color: White, Result: Loss}}},
	}}
	if ps := tour.Validate(); len(ps) != 0 {
		t.Errorf("unexpected problems: %v", ps)
	}
}

// TestValidateOneSidedClaims reports a later player who claims an earlier one that is
// paired elsewhere or not at all: the check must not depend on which side comes first.
func TestValidateOneSidedClaims(t *testing.T) {
	tour := &Tournament{Rounds: 1, Scoring: DefaultScoring(), Players: []Player{
		{ID: 1, Rounds: []Round{{Result: ZeroBye}}},
		{ID: 2, Rounds: []Round{{Opponent: 3, Color: White, Result: Draw}}},
		{ID: 3, Rounds: []Round{{Opponent: 2, Color: Black, Result: Draw}}},
		{ID: 4, Rounds: []Round{{Opponent: 1, Color: White, Result: Win}}},
		{ID: 5, Rounds: []Round{{Opponent: 2, Color: Black, Result: Loss}}},
	}}
	var got []string
	for _, p := range tour.Validate() {
		got = append(got, p.String())
	}
	want := []string{
		"error: player 4, round 1: plays 1, but player 1 has no opponent in that round",
		"error: player 5, round 1: plays 2, but player 2 plays 3",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestValidateDeclaredAdjustmentWithoutTotal must not panic when a declared-total
// adjustment names a player whose declared total is missing (duplicate start numbers).
func TestValidateDeclaredAdjustmentWithoutTotal(t *testing.T) {
	tour := &Tournament{Rounds: 1, Scoring: DefaultScoring(), Players: []Player{{ID: 1, Rounds: []Round{{Result: HalfBye}}}}}
	tour.Adjustments = []Adjustment{{Player: 1, Points: Half, Source: AdjustDeclared}}
	ps := tour.Validate()
	if len(ps) != 1 || !strings.Contains(ps[0].Message, "the declared total differs") {
		t.Errorf("problems = %v", ps)
	}
}
