package uscf

import (
	"math"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

func TestSystemFor(t *testing.T) {
	tests := []struct {
		tc     string
		sys    System
		mm, ss int
		ok     bool
	}{
		{"G/60;d5", Dual, 60, 5, true},
		{"G/90 d30", Regular, 90, 30, true},
		{"G/90+30", Regular, 90, 30, true},
		{"40/120, SD/30 d5", Regular, 120, 5, true}, // the delay applies to both controls
		{"G/30 d0", Dual, 30, 0, true},
		{"G/25;d5", Dual, 25, 5, true}, // 30: the lowest regular control
		{"G/25;d0", Quick, 25, 0, true},
		{"G/10;d5", Quick, 10, 5, true},
		{"G/10 d0", Blitz, 10, 0, true},
		{"G/5;d0", Blitz, 5, 0, true},
		{"G/3+2", Blitz, 3, 2, true},
		{"3+2", Blitz, 3, 2, true},
		{"90+30", Regular, 90, 30, true},
		{"G/61+5", Regular, 61, 5, true},
		{"G/60+5", Dual, 60, 5, true},
		{"G/2", "", 2, 0, false},
		{"", "", 0, 0, false},
		{"rapid", "", 0, 0, false},
	}
	for _, tt := range tests {
		sys, mm, ss, ok := SystemFor(tt.tc)
		if sys != tt.sys || mm != tt.mm || ss != tt.ss || ok != tt.ok {
			t.Errorf("SystemFor(%q) = %q %d %d %v, want %q %d %d %v", tt.tc, sys, mm, ss, ok, tt.sys, tt.mm, tt.ss, tt.ok)
		}
	}
}

// ratedEvent builds an event in which player 1 (rating r0) plays one opponent per round
// with the given ratings and results ("1-0" a win for player 1, "0-1" a loss, "=").
func ratedEvent(t *testing.T, r0 int, opps []int, results []string) *engine.Tournament {
	b := newBuilder(t, "estimate", len(opps))
	p := b.add("Player, One")
	var ids []engine.PlayerID
	for range opps {
		ids = append(ids, b.add("Opponent"))
	}
	for i := range opps {
		b.game(i+1, p, ids[i], results[i])
	}
	tr := b.build()
	tr.Players[0].Rating = r0
	for i, r := range opps {
		tr.Players[i+1].Rating = r
	}
	return tr
}

// againstPre rates player 0 of tr by the paper's formulas with every opponent at the
// pre-event rating the file gives: the calculation the paper's worked examples show for
// one player. (In a whole event, Step 5 takes the opponents at their Step 4 intermediate
// ratings instead; TestEstimateMSACrosstable checks that on a real event.)
func againstPre(tr *engine.Tournament, o EstimateOptions) Estimate {
	if o.Bonus == 0 {
		o.Bonus = 14
	}
	opp := make([]float64, len(tr.Players))
	for j := range tr.Players {
		opp[j] = float64(tr.Players[j].Rating)
		if opp[j] <= 0 {
			opp[j] = math.NaN() // unrated: left out
		}
	}
	own := float64(max(tr.Players[0].Rating, 0))
	e := rate(own, opp, 0, Estimates(tr, o)[0].Games, o)
	if n, ok := o.Games[0]; ok && own > 0 {
		e.N = n
	}
	return e
}

// TestEstimateApproximationExample is the worked example of Glickman's "Approximating
// Formulas for the US Chess Rating System" (June 2015 and April 2017 editions): a player
// rated 1500 on 6 games beats a 1400, loses to a 1550 and draws a 1650; the special
// formula gives 1511.111, rounded to 1511. The full special formula agrees when every
// opponent is within 400 points.
func TestEstimateApproximationExample(t *testing.T) {
	tr := ratedEvent(t, 1500, []int{1400, 1550, 1650}, []string{"1-0", "0-1", "="})
	got := againstPre(tr, EstimateOptions{Games: map[int]int{0: 6}})
	if got.Formula != Special || got.NewRating != 1511 || math.Abs(got.Post-1511.111) > 0.001 {
		t.Fatalf("got %s %v (%d), want special 1511.111 (1511)", got.Formula, got.Post, got.NewRating)
	}
	if got.Effective != 6 || got.N != 6 {
		t.Errorf("N %d N' %v, want 6 and 6 (N* at 1500 is 16.57)", got.N, got.Effective)
	}
}

// TestEstimateStandardFormula checks Step 4's standard formula on values worked from the
// paper's formulas (not a published example): an established 1700 scores 3 against 1500,
// 1600, 1800 and 2000. N* = 50/sqrt(0.662 + 0.00000739 × 869²) = 20.0118; K = 800/24.0118
// = 33.3170; E = 1.9107; K(S − E) = 36.2913; the bonus threshold 14 × sqrt(4) = 28 leaves a
// bonus of 8.2913: 1744.583, rounded 1745.
func TestEstimateStandardFormula(t *testing.T) {
	tr := ratedEvent(t, 1700, []int{1500, 1600, 1800, 2000}, []string{"1-0", "1-0", "=", "="})
	got := againstPre(tr, EstimateOptions{})
	near := func(a, b float64) bool { return math.Abs(a-b) < 0.0005 }
	if got.Formula != Standard || !near(got.Effective, 20.0118) || !near(got.K, 33.3170) ||
		!near(got.Expected, 1.9107) || !near(got.Bonus, 8.2913) || !near(got.Post, 1744.5826) || got.NewRating != 1745 {
		t.Fatalf("got %+v", got)
	}
	// With the bonus threshold of 12 used before May 2017: bonus 36.2913 − 24 = 12.2913.
	old := againstPre(tr, EstimateOptions{Bonus: 12})
	if !near(old.Bonus, 12.2913) || old.NewRating != 1749 {
		t.Errorf("threshold 12: bonus %v, new %d; want 12.2913 and 1749", old.Bonus, old.NewRating)
	}
	// Two games: no bonus (m < 3).
	two := againstPre(ratedEvent(t, 1700, []int{2000, 2000}, []string{"1-0", "1-0"}), EstimateOptions{})
	if two.Bonus != 0 {
		t.Errorf("two games: bonus %v, want 0", two.Bonus)
	}
	if two.Performance != 2400 {
		t.Errorf("performance %d, want (4000 + 800)/2 = 2400", two.Performance)
	}
}

func TestEstimateSpecialFormula(t *testing.T) {
	tests := []struct {
		name    string
		r0, n   int
		opps    []int
		results []string
		want    int
	}{
		// Unrated, within 400 of everyone: (1400 + 1600 + 1800 + 400 × (2 − 1)) / 3.
		{"unrated", 0, 0, []int{1400, 1600, 1800}, []string{"1-0", "0-1", "1-0"}, 1733},
		// Unrated, all wins: any rating from 1800 + 400 fits; the one nearest the Step 1
		// prior of 1300 is 2200.
		{"unrated all wins", 0, 0, []int{1700, 1800}, []string{"1-0", "1-0"}, 2200},
		// Unrated, all losses against 800s: anything up to 400 fits; nearest 1300 is 400.
		{"unrated all losses", 0, 0, []int{800, 800, 800}, []string{"0-1", "0-1", "0-1"}, 400},
		// Unrated, beats a 1000 and loses to a 2400: the old linear formula gives 1700,
		// but every rating from 1400 to 2000 fits; the nearest to 1300 is 1400.
		{"unrated far apart", 0, 0, []int{1000, 2400}, []string{"1-0", "0-1"}, 1400},
		// Provisional on 4 games: (4 × 1200 + 1000 + 1100 + 1200 + 400 × 3) / 7 = 1328.6.
		{"provisional", 1200, 4, []int{1000, 1100, 1200}, []string{"1-0", "1-0", "1-0"}, 1329},
		// Unrated, all losses against 300s: anything up to -100 fits; the floor makes it 100.
		{"absolute floor", 0, 0, []int{300, 300, 300}, []string{"0-1", "0-1", "0-1"}, 100},
	}
	for _, tt := range tests {
		tr := ratedEvent(t, tt.r0, tt.opps, tt.results)
		o := EstimateOptions{}
		if tt.n > 0 {
			o.Games = map[int]int{0: tt.n}
		}
		got := againstPre(tr, o)
		if got.Formula != Special || got.NewRating != tt.want {
			t.Errorf("%s: %s %v (%d), want special %d", tt.name, got.Formula, got.Post, got.NewRating, tt.want)
		}
	}
}

// TestEstimateUnratedOpponent: a game against an unrated opponent counts at the
// opponent's own estimate. A (1500) beats unrated B in round 1; B beats C (1500) in round
// 2. Step 3: B's first estimate, N' = 1 against the initial 1300, is the R with
// PWe(R, 1300) + 2 PWe(R, 1500) = 1 + ½, R = 4300/3 = 1433.33. Step 4: A beats a 1433.33
// and C loses to one, with N' = N*(1500) = 16.568 and K = 800/17.568 = 45.537; the
// expectancy of each against B is E = 1/(1 + 10^(-66.67/400)) = 0.5948, so A reaches
// 1500 + K(1 − E) and C 1500 − KE, while B, against two 1500s, reaches 1500. Step 5: B
// won one and lost one against those two, so R is their mean, 1500 + K(1 − 2E)/2 =
// 1495.68, published 1496; A's game counts B at its intermediate 1500.
func TestEstimateUnratedOpponent(t *testing.T) {
	b := newBuilder(t, "unrated opponent", 2)
	p1, p2, p3 := b.add("A"), b.add("B"), b.add("C")
	b.game(1, p1, p2, "1-0")
	b.game(2, p2, p3, "1-0")
	b.bye(2, p1, engine.HalfBye)
	b.bye(1, p3, engine.HalfBye)
	tr := b.build()
	tr.Players[0].Rating, tr.Players[2].Rating = 1500, 1500
	est := Estimates(tr, EstimateOptions{})
	if est[1].NewRating != 1496 || len(est[1].Games) != 2 || math.Abs(est[1].Post-1495.68) > 0.01 {
		t.Errorf("unrated B: %v (%d) over %d games, want 1495.68 (1496) over 2", est[1].Post, est[1].NewRating, len(est[1].Games))
	}
	if len(est[0].Games) != 1 || est[0].Games[0].OpponentRating != 1500 {
		t.Errorf("A's game against B: %+v, want B counted at 1500", est[0].Games)
	}
	if got := firstEstimate([]float64{1500, 1300, 1500}, est[1].Games); math.Abs(got-4300.0/3) > 1e-9 {
		t.Errorf("B's Step 3 estimate %v, want 1433.33", got)
	}
}

// TestEstimateStep3UnratedOpponents is the paper's Step 3 on two unrated players who meet:
// each counts the other at the Step 1 initial rating of 1300, with one effective game
// against its own 1300. U beats V and loses to a 1500; V loses to U and beats a 1100.
// U: PWe(R, 1300) + PWe(R, 1300) + PWe(R, 1500) = 1 + ½ gives R = 1366.67; V, by symmetry
// about 1300, 1233.33. Counting only rated opponents with no effective game (an earlier
// version of this file) would give U 1100 and V 1500, the wrong way round.
func TestEstimateStep3UnratedOpponents(t *testing.T) {
	b := newBuilder(t, "step 3", 2)
	u, v, r1, r2 := b.add("U"), b.add("V"), b.add("R1500"), b.add("R1100")
	b.game(1, u, v, "1-0")
	b.game(2, u, r1, "0-1")
	b.game(2, v, r2, "1-0")
	b.bye(1, r1, engine.HalfBye)
	b.bye(1, r2, engine.HalfBye)
	tr := b.build()
	tr.Players[2].Rating, tr.Players[3].Rating = 1500, 1100
	est := Estimates(tr, EstimateOptions{})
	initial := []float64{1300, 1300, 1500, 1100}
	if got := firstEstimate(initial, est[0].Games); math.Abs(got-1366.6667) > 0.001 {
		t.Errorf("U's Step 3 estimate %v, want 1366.67", got)
	}
	if got := firstEstimate(initial, est[1].Games); math.Abs(got-1233.3333) > 0.001 {
		t.Errorf("V's Step 3 estimate %v, want 1233.33", got)
	}
	if !math.IsNaN(firstEstimate(initial, nil)) {
		t.Error("a player without games has no Step 3 estimate")
	}
}
