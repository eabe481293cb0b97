package engine

import (
	"errors"
	"testing"
)

// progressEvent returns 3 players and 4 planned rounds: round 1 played, round 2 only byes
// for everyone (players who met are not in the file), round 3 paired without results
// (with the pairing-allocated bye already given), round 4 blank but for a requested bye.
func progressEvent() *Tournament {
	t := &Tournament{Rounds: 4, Scoring: DefaultScoring(), RoundDates: []string{"a", "b", "c", "d"}}
	t.Players = []Player{
		{ID: 1, Rounds: []Round{{2, White, Win}, {0, NoColor, ZeroBye}, {2, Black, Pending}, {0, NoColor, HalfBye}}},
		{ID: 2, Rounds: []Round{{1, Black, Loss}, {0, NoColor, HalfBye}, {1, White, Pending}, {}}},
		{ID: 3, Rounds: []Round{{0, NoColor, PairingBye}, {0, NoColor, FullBye}, {0, NoColor, PairingBye}, {}}},
	}
	half := Half
	t.Players[0].Declared = &half
	t.Players[0].DeclaredRank = 1
	t.Adjustments = []Adjustment{
		{Player: 1, Round: 1, Points: Half, Source: AdjustRecord},
		{Player: 2, Round: 3, Points: Half, Source: AdjustRecord},
		{Player: 3, Points: Half, Source: AdjustRecord},
	}
	return t
}

func TestRoundsPlayedAndPending(t *testing.T) {
	tr := progressEvent()
	if got := tr.RoundsPlayed(); got != 2 {
		t.Errorf("RoundsPlayed = %d, want 2", got)
	}
	if got := tr.PendingRounds(); len(got) != 1 || got[0] != 3 {
		t.Errorf("PendingRounds = %v, want [3]", got)
	}
	tr.Players[1].Rounds[2] = Round{1, White, Loss}
	tr.Players[0].Rounds[2] = Round{2, Black, Win}
	if got := tr.RoundsPlayed(); got != 3 {
		t.Errorf("after entering round 3: RoundsPlayed = %d, want 3", got)
	}
}

func TestCut(t *testing.T) {
	tests := []struct {
		n           int
		adjustments int
		declared    bool
	}{
		{n: 2, adjustments: 2, declared: true}, // only unplayed rounds cut: finished-event data stays
		{n: 1, adjustments: 1, declared: false},
		{n: 0, adjustments: 0, declared: false},
	}
	for _, tc := range tests {
		tr := progressEvent()
		c := tr.Cut(tc.n)
		if c.Rounds != tc.n || len(c.RoundDates) != tc.n {
			t.Errorf("Cut(%d): %d rounds, %d dates", tc.n, c.Rounds, len(c.RoundDates))
		}
		for _, p := range c.Players {
			if len(p.Rounds) != tc.n {
				t.Errorf("Cut(%d): player %d has %d rounds", tc.n, p.ID, len(p.Rounds))
			}
		}
		if len(c.Adjustments) != tc.adjustments {
			t.Errorf("Cut(%d): %d adjustments, want %d", tc.n, len(c.Adjustments), tc.adjustments)
		}
		if got := c.Players[0].Declared != nil && c.Players[0].DeclaredRank == 1; got != tc.declared {
			t.Errorf("Cut(%d): declared total and rank kept = %v, want %v", tc.n, got, tc.declared)
		}
		if tr.Rounds != 4 || len(tr.Players[0].Rounds) != 4 || len(tr.Adjustments) != 3 || tr.Players[0].Declared == nil {
			t.Errorf("Cut(%d) changed the original", tc.n)
		}
	}
}

// TestCutRedeclares checks the declared totals when a round without results is cut: a
// file that prints the points after round 1 while round 2 already holds a
// pairing-allocated bye needs no adjustment once round 2 is cut; a printed total that
// includes a requested bye of round 2 keeps the file's own reading (the bye goes with its
// round); a printed total that differs from both keeps its adjustment.
func TestCutRedeclares(t *testing.T) {
	one := Point
	tr := &Tournament{Rounds: 2, Scoring: DefaultScoring()}
	half := Half
	tr.Players = []Player{
		{ID: 1, Declared: &one, Rounds: []Round{{2, White, Win}, {0, NoColor, PairingBye}}},
		{ID: 2, Declared: &one, Rounds: []Round{{1, Black, Loss}, {3, White, Pending}}},
		{ID: 3, Rounds: []Round{{}, {2, Black, Pending}}},
		{ID: 4, Declared: &half, Rounds: []Round{{5, White, Loss}, {0, NoColor, HalfBye}}},
		{ID: 5, Rounds: []Round{{4, Black, Win}, {}}},
	}
	// What the importer keeps for the whole file: player 1's rounds give 2, declared 1;
	// player 2's rounds give 0, declared 1; player 4's rounds give the declared ½.
	tr.Adjustments = []Adjustment{{Player: 1, Points: -Point, Source: AdjustDeclared}, {Player: 2, Points: Point, Source: AdjustDeclared}}
	c := tr.Cut(tr.RoundsPlayed())
	if got := c.Totals(); got[0] != one || got[1] != one || got[2] != 0 || got[3] != 0 {
		t.Errorf("totals after the cut %v, want 1, 1, 0 and 0", got)
	}
	if len(c.Adjustments) != 1 || c.Adjustments[0].Player != 2 || c.Adjustments[0].Points != Point {
		t.Errorf("adjustments %+v, want only player 2's +1", c.Adjustments)
	}
}

// progressSwiss returns 4 players and 3 planned rounds: round 1 complete, round 2 with
// one of its two games entered, round 3 blank.
func progressSwiss() *Tournament {
	t := &Tournament{Rounds: 3, Scoring: DefaultScoring()}
	t.Players = []Player{
		{ID: 1, Rounds: []Round{{2, White, Win}, {3, White, Draw}, {}}},
		{ID: 2, Rounds: []Round{{1, Black, Loss}, {4, White, Pending}, {}}},
		{ID: 3, Rounds: []Round{{4, White, Draw}, {1, Black, Draw}, {}}},
		{ID: 4, Rounds: []Round{{3, Black, Draw}, {2, Black, Pending}, {}}},
	}
	return t
}

func TestProgressWords(t *testing.T) {
	finish := func(tr *Tournament) *Tournament {
		tr.Players[1].Rounds[1].Result = Win
		tr.Players[3].Rounds[1].Result = Loss
		for i, r := range []Round{{4, White, Win}, {3, Black, Loss}, {2, White, Loss}, {1, Black, Win}} {
			tr.Players[i].Rounds[2] = r
		}
		return tr
	}
	stated := func(tr *Tournament, n int) *Tournament {
		if err := tr.PlanRounds(n); err != nil {
			t.Fatal(err)
		}
		return tr
	}
	ongoing := func(tr *Tournament) *Tournament {
		tr.Ongoing = true
		return tr
	}
	tests := []struct {
		name string
		t    *Tournament
		want string
	}{
		{"round 2 partly entered, counted", progressSwiss(), "Standings with round 2 in progress: 1 of 2 games entered"},
		{"cut after round 1", progressSwiss().Cut(1), "Standings after round 1; round 2 in progress: 1 of 2 games entered"},
		{"the director counts round 2", progressSwiss().Cut(2), "Standings with round 2 in progress: 1 of 2 games entered"},
		{"every round entered", finish(progressSwiss()), "Final standings (planned rounds not stated)"},
		{"every round entered, 3 stated", stated(finish(progressSwiss()), 3), "Final standings"},
		{"every round entered, 4 stated", stated(finish(progressSwiss()), 4), "Standings after round 3"},
		{"every round entered, cut after the last", finish(progressSwiss()).Cut(3), "Final standings (planned rounds not stated)"},
		{"every round entered, the director chose the last", ongoing(finish(progressSwiss())).Cut(3), "Standings after round 3"},
		{"every round entered, 3 stated, cut after the last", stated(finish(progressSwiss()), 3).Cut(3), "Final standings"},
		{"every round entered, followed live", ongoing(finish(progressSwiss())), "Standings after round 3"},
		{"every round entered, 3 stated, followed live", ongoing(stated(finish(progressSwiss()), 3)), "Final standings"},
		{"finished event cut after round 2", finish(progressSwiss()).Cut(2), "Standings after round 2"},
		{"finished event cut after round 1", finish(progressSwiss()).Cut(1), "Standings after round 1"},
		{"round 3 planned, not paired", func() *Tournament {
			tr := finish(progressSwiss())
			for i := range tr.Players {
				tr.Players[i].Rounds[2] = Round{}
			}
			return tr
		}(), "Standings after round 2"},
		{"round 1 paired only", func() *Tournament {
			tr := progressSwiss()
			for i := range tr.Players {
				tr.Players[i].Rounds[0].Result = Pending
			}
			tr.Players[1].Rounds[1], tr.Players[3].Rounds[1] = Round{}, Round{}
			tr.Players[0].Rounds[1], tr.Players[2].Rounds[1] = Round{}, Round{}
			return tr
		}(), "Standings before round 1; round 1 in progress: 0 of 2 games entered"},
		{"player-rounds unknown (a PGN file)", withUnknown(stated(finish(progressSwiss()), 3)),
			"Final standings; 2 player-rounds unknown (no game in the file, counted as not paired)"},
		{"cut before the second unknown", withUnknown(finish(progressSwiss())).Cut(2),
			"Standings after round 2; 1 player-round unknown (no game in the file, counted as not paired)"},
		{"unknown in a round not counted", withUnknown(progressSwiss()),
			"Standings with round 2 in progress: 1 of 2 games entered; 1 player-round unknown (no game in the file, counted as not paired)"},
	}
	for _, tc := range tests {
		if got := tc.t.Progress().String(); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
	if p := progressSwiss().Progress(); p.Planned != 3 || p.Complete != 1 || p.Current != 2 || p.Final {
		t.Errorf("Progress = %+v", p)
	}
}

// TestPlanRounds checks what a director's planned rounds do: pad every player, keep the
// rounds already recorded, refuse fewer rounds than those with anything recorded, and
// stay with the whole event through a cut.
func TestPlanRounds(t *testing.T) {
	tr := progressSwiss()
	if err := tr.PlanRounds(5); err != nil {
		t.Fatal(err)
	}
	if tr.Rounds != 5 || !tr.RoundsStated || len(tr.Players[3].Rounds) != 5 || tr.Players[3].Rounds[1] != (Round{2, Black, Pending}) {
		t.Errorf("PlanRounds(5): %d rounds, stated %v, player 4 %v", tr.Rounds, tr.RoundsStated, tr.Players[3].Rounds)
	}
	if n, stated := tr.Cut(1).Planned(); n != 5 || !stated {
		t.Errorf("Cut(1).Planned() = %d, %v; want 5, true", n, stated)
	}
	if err := tr.PlanRounds(2); err != nil || tr.Rounds != 2 || len(tr.Players[0].Rounds) != 2 {
		t.Errorf("PlanRounds(2) after 5: %v, %d rounds", err, tr.Rounds)
	}
	for _, tc := range []struct {
		n    int
		want string
	}{
		{1, "1 planned rounds, but the event already has results or pairings in 2 rounds"},
		{0, "0 planned rounds: an event plans at least 1 round"},
	} {
		err := progressSwiss().PlanRounds(tc.n)
		var pe *PlanError
		if !errors.As(err, &pe) || err.Error() != tc.want {
			t.Errorf("PlanRounds(%d) = %v, want %q", tc.n, err, tc.want)
		}
	}
	if n, stated := progressSwiss().Planned(); n != 3 || stated {
		t.Errorf("Planned() = %d, %v; want 3, false", n, stated)
	}
}

func TestProgressAfter(t *testing.T) {
	for _, tc := range []struct {
		p    Progress
		want string
	}{
		{Progress{Counted: 2}, "after round 2"},
		{Progress{Counted: 0}, "before round 1"},
		{Progress{Counted: 3, Current: 3}, "with round 3 in progress"},
		{Progress{Counted: 2, Current: 3}, "after round 2"},
	} {
		if got := tc.p.After(); got != tc.want {
			t.Errorf("%+v.After() = %q, want %q", tc.p, got, tc.want)
		}
	}
}

// withUnknown marks two player-rounds of tr as unknown ([Tournament.Unknown]): rounds 1
// and 3 of player 1 (the model's rounds are not changed: only the count is tested).
func withUnknown(tr *Tournament) *Tournament {
	tr.Unknown = []PlayerRound{{Player: 1, Round: 1}, {Player: 1, Round: 3}}
	return tr
}
