package engine

import (
	"fmt"
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

// TestValidateImpossibleTotals reports a declared total no results could give, and an
// event without players, as errors (issue 15, defect 7): they are not differences to keep
// as adjustments.
func TestValidateImpossibleTotals(t *testing.T) {
	five := func() []Round {
		return []Round{{Result: Win, Opponent: 2}, {Result: HalfBye}, {Result: HalfBye}, {Result: HalfBye}, {Result: HalfBye}}
	}
	loser := []Round{{Result: Loss, Opponent: 1}, {Result: ZeroBye}, {Result: ZeroBye}, {Result: ZeroBye}, {Result: ZeroBye}}
	score := func(s string) *Score {
		v, err := ParseScore(s)
		if err != nil {
			t.Fatal(err)
		}
		return &v
	}
	tests := []struct {
		name     string
		declared *Score
		adjust   []Adjustment
		want     []string
	}{
		{"negative", score("-5"), []Adjustment{{Player: 1, Points: Points(-8), Source: AdjustDeclared}},
			[]string{"error: player 1: declared total -5 cannot be scored in 5 rounds (0 to 5 points); correct the total"}},
		{"more than the rounds give", score("99.5"), []Adjustment{{Player: 1, Points: Points(96) + Half, Source: AdjustDeclared}},
			[]string{"error: player 1: declared total 99.5 cannot be scored in 5 rounds (0 to 5 points); correct the total"}},
		{"the maximum is possible", score("5"), []Adjustment{{Player: 1, Points: Points(2), Source: AdjustDeclared}},
			[]string{"warning: player 1: declared total 5 differs from the rounds (3); kept as an adjustment of +2"}},
		{"a recorded adjustment widens the range", score("6"), []Adjustment{
			{Player: 1, Points: Point, Source: AdjustRecord}, {Player: 1, Points: Points(2), Source: AdjustDeclared}},
			[]string{"warning: player 1: declared total 6 differs from the rounds (3); kept as an adjustment of +2"}},
		{"a penalty lowers it", score("-1"), []Adjustment{
			{Player: 1, Points: Points(-2), Source: AdjustRecord}, {Player: 1, Points: Points(-2), Source: AdjustDeclared}},
			[]string{"warning: player 1: declared total -1 differs from the rounds (3); kept as an adjustment of -2"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tour := &Tournament{Rounds: 5, Scoring: DefaultScoring(), Players: []Player{
				{ID: 1, Rounds: five(), Declared: tc.declared},
				{ID: 2, Rounds: loser},
			}, Adjustments: tc.adjust}
			var got []string
			for _, p := range tour.Validate() {
				got = append(got, p.String())
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
	empty := &Tournament{Rounds: 5, Scoring: DefaultScoring()}
	if got := fmt.Sprint(empty.Validate()); got != "[error: the event has no players]" {
		t.Errorf("no players: %s", got)
	}
}

// TestPlayerIndexAgreesWithMap checks the validator's index, dense or sparse, against a
// map filled the way checkPlayers fills it: first player with a start number wins.
func TestPlayerIndexAgreesWithMap(t *testing.T) {
	for _, tc := range []struct {
		ids   []PlayerID
		dense bool
	}{
		{[]PlayerID{1, 2, 3}, true},
		{[]PlayerID{5, 3, 5, 1}, true},
		{[]PlayerID{1, 100000}, false},
		{[]PlayerID{0, 2}, false},
		{[]PlayerID{2, -3, 1}, false},
		{nil, true},
	} {
		players := make([]Player, len(tc.ids))
		for i, id := range tc.ids {
			players[i].ID = id
		}
		x := newPlayerIndex(players)
		if dense := x.sparse == nil; dense != tc.dense {
			t.Errorf("%v: dense %v, want %v", tc.ids, dense, tc.dense)
		}
		want := map[PlayerID]int{}
		for i, id := range tc.ids {
			_, dup := x.lookup(id)
			if _, wantDup := want[id]; dup != wantDup {
				t.Errorf("%v: player %d seen before: %v, want %v", tc.ids, i, dup, wantDup)
			}
			if !dup {
				x.set(id, i)
				want[id] = i
			}
		}
		for _, id := range []PlayerID{-4, -3, -1, 0, 1, 2, 3, 4, 5, 6, 99999, 100000, 100001} {
			i, ok := x.lookup(id)
			wi, wok := want[id]
			if i != wi || ok != wok {
				t.Errorf("%v: lookup(%d) = %d, %v; want %d, %v", tc.ids, id, i, ok, wi, wok)
			}
		}
	}
}

// TestValidateSharedIDs warns of a US Chess or FIDE ID that several players of the event
// carry, naming both players (issue 39: three players given one US Chess ID by a typing
// slip passed check, and the season ledger paid them as one person). Leading zeros and
// the "0" of no ID are not IDs that differ or match.
func TestValidateSharedIDs(t *testing.T) {
	us := func(id string) []NationalRating { return []NationalRating{{Federation: "USA", ID: id}} }
	tour := &Tournament{Players: []Player{
		{ID: 1, Name: "Smith, James", National: us("12345678"), FIDEID: "2000001"},
		{ID: 2, Name: "Jones, Mary", National: us("012345678"), FIDEID: "2000002"},
		{ID: 3, Name: "Brown, Li", National: us("12345678"), FIDEID: "02000002"},
		{ID: 4, Name: "Lee, Kim", National: us("0"), FIDEID: "0"},
		{ID: 5, Name: "Park, Min", National: []NationalRating{{Federation: "USCF", ID: "0"}}, FIDEID: "0"},
	}}
	var got []string
	for _, p := range tour.Validate() {
		got = append(got, p.String())
	}
	want := []string{
		"warning: player 2: Jones, Mary has US Chess ID 12345678, as does player 1, Smith, James: two players cannot share an ID; correct the one that is wrong (until then they are kept apart as two people)",
		"warning: player 3: Brown, Li has US Chess ID 12345678, as does player 1, Smith, James: two players cannot share an ID; correct the one that is wrong (until then they are kept apart as two people)",
		"warning: player 3: Brown, Li has FIDE ID 2000002, as does player 2, Jones, Mary: two players cannot share an ID; correct the one that is wrong (until then they are kept apart as two people)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
