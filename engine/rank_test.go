package engine

import (
	"reflect"
	"testing"
)

// byValue is a test tiebreak that returns fixed values per player ID.
type byValue struct {
	code string
	v    map[PlayerID]Score
}

func (b byValue) Code() string { return b.code }
func (b byValue) Compute(ev *Evaluation, group []int) []Score {
	out := make([]Score, len(group))
	for i, p := range group {
		out[i] = b.v[ev.T.Players[p].ID]
	}
	return out
}

// groupSize is a group tiebreak whose value is the size of the group it is applied to.
type groupSize struct{}

func (groupSize) Code() string         { return "GS" }
func (groupSize) DependsOnGroup() bool { return true }
func (groupSize) Compute(ev *Evaluation, group []int) []Score {
	out := make([]Score, len(group))
	for i := range out {
		out[i] = Points(len(group))
	}
	return out
}

// fiveByes builds a one-round event where player i scored the given result.
func oneRound(results ...Result) *Tournament {
	t := &Tournament{Rounds: 1, Scoring: DefaultScoring()}
	for i, r := range results {
		t.Players = append(t.Players, Player{ID: PlayerID(i + 1), Rounds: []Round{{Result: r}}})
	}
	return t
}

func TestRankAppliesTiebreaksOnlyWithinTies(t *testing.T) {
	// Points: 1 1 1 ½ ½ 0.
	tour := oneRound(FullBye, FullBye, FullBye, HalfBye, HalfBye, ZeroBye)
	tb1 := byValue{"A", map[PlayerID]Score{1: 1, 2: 2, 3: 2, 4: 0, 5: 0, 6: 99}}
	tb2 := byValue{"B", map[PlayerID]Score{1: 0, 2: 1, 3: 1, 4: 5, 5: 5, 6: 0}}
	st := Rank(NewEvaluation(tour, Rules{System: "test"}), []Tiebreak{tb1, tb2})
	var got []string
	for _, r := range st.Rows {
		got = append(got, r.PlaceLabel()+":"+tour.Players[r.Player].Name+string(rune('0'+tour.Players[r.Player].ID)))
	}
	want := []string{"1-2:2", "1-2:3", "3:1", "4-5:4", "4-5:5", "6:6"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("order = %v; want %v", got, want)
	}
	if st.Rows[5].Values[0] != 99 {
		t.Errorf("untied player's value is still reported: got %v", st.Rows[5].Values)
	}
	// Steps: A on {1,2,3} separates; A on {4,5} does not; B on {2,3} and on {4,5} do not.
	if len(st.Steps) != 4 || !st.Steps[0].Separated || st.Steps[1].Separated {
		t.Errorf("steps = %+v", st.Steps)
	}
}

func TestRankGroupTiebreakValues(t *testing.T) {
	tour := oneRound(FullBye, FullBye, FullBye, ZeroBye)
	st := Rank(NewEvaluation(tour, Rules{}), []Tiebreak{groupSize{}})
	for _, r := range st.Rows {
		want := Points(3)
		if tour.Players[r.Player].ID == 4 {
			want = 0 // never tied, so the group tiebreak was not applied
		}
		if r.Values[0] != want {
			t.Errorf("player %d GS = %v; want %v", tour.Players[r.Player].ID, r.Values[0], want)
		}
	}
	if st.Rows[0].PlaceLabel() != "1-3" || st.Rows[3].PlaceLabel() != "4" {
		t.Errorf("places %s %s", st.Rows[0].PlaceLabel(), st.Rows[3].PlaceLabel())
	}
}

func TestDetectKind(t *testing.T) {
	rr := &Tournament{Rounds: 3, Scoring: DefaultScoring()}
	pairs := [][2]PlayerID{{1, 4}, {2, 3}, {1, 3}, {4, 2}, {1, 2}, {3, 4}}
	for i := 1; i <= 4; i++ {
		rr.Players = append(rr.Players, Player{ID: PlayerID(i), Rounds: make([]Round, 3)})
	}
	for k, pr := range pairs {
		r := k / 2
		rr.Players[pr[0]-1].Rounds[r] = Round{Opponent: pr[1], Color: White, Result: Draw}
		rr.Players[pr[1]-1].Rounds[r] = Round{Opponent: pr[0], Color: Black, Result: Draw}
	}
	if k := DetectKind(rr); k != KindRoundRobin {
		t.Errorf("all-play-all detected as %v", k)
	}
	rr.Players[0].Rounds[2], rr.Players[1].Rounds[2] = Round{Result: ZeroBye}, Round{Result: ZeroBye}
	if k := DetectKind(rr); k != KindSwiss {
		t.Errorf("incomplete schedule detected as %v", k)
	}
	rr.TypeCode = "FIDE_ROUNDROBIN"
	if k := DetectKind(rr); k != KindRoundRobin {
		t.Errorf("192 FIDE_ROUNDROBIN detected as %v", k)
	}
	if k := DetectKind(&Tournament{TypeText: "Individual: Swiss-System"}); k != KindSwiss {
		t.Errorf("092 Swiss detected as %v", k)
	}
}

// lastResort is a test draw of lots: a group tiebreak ordering by start number.
type lastResort struct{}

func (lastResort) Code() string         { return "LOT" }
func (lastResort) DependsOnGroup() bool { return true }
func (lastResort) LastResort() bool     { return true }
func (lastResort) Compute(ev *Evaluation, group []int) []Score {
	out := make([]Score, len(group))
	for i, p := range group {
		out[i] = Points(100 - int(ev.T.Players[p].ID))
	}
	return out
}

// TestGroupTiebreaksBlankAndIdleLotsDropped checks that a group tiebreak has a value only
// for the players it was applied to, and that a draw of lots that decided nothing leaves
// the standings.
func TestGroupTiebreaksBlankAndIdleLotsDropped(t *testing.T) {
	// Points: 1 1 ½ 0; players 1 and 2 are tied.
	tour := oneRound(FullBye, FullBye, HalfBye, ZeroBye)
	st := Rank(NewEvaluation(tour, Rules{System: "test"}), []Tiebreak{groupSize{}, lastResort{}})
	if len(st.Tiebreaks) != 2 {
		t.Fatalf("lots that separated players 1 and 2 were dropped: %v", st.Tiebreaks)
	}
	for _, r := range st.Rows {
		tied := r.Player < 2
		if r.IsBlank(0) == tied || r.IsBlank(1) == tied {
			t.Errorf("player %d: blank %v", r.Player+1, r.Blank)
		}
	}
	// Separated by A first, lots decide nothing and disappear, with their steps.
	a := byValue{"A", map[PlayerID]Score{1: 2, 2: 1}}
	st = Rank(NewEvaluation(tour, Rules{System: "test"}), []Tiebreak{a, groupSize{}, lastResort{}})
	if len(st.Tiebreaks) != 2 || st.Tiebreaks[1].Code() != "GS" {
		t.Fatalf("tiebreaks %v, want A, GS", st.Tiebreaks)
	}
	for _, r := range st.Rows {
		if len(r.Values) != 2 || len(r.Blank) != 2 || !r.IsBlank(1) {
			t.Errorf("player %d: values %v blank %v", r.Player+1, r.Values, r.Blank)
		}
	}
	for _, s := range st.Steps {
		if s.Level > 1 {
			t.Errorf("step of a dropped tiebreak kept: %+v", s)
		}
	}
}
