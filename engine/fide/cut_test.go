package fide

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// referenceCut is the sort-based cut cutSum replaced, kept as its reference: it removes low least significant and then high most significant contributions from cs
// (Art. 14.1-14.4, in that order) under the VUR exception rule, and returns what remains.
// cs is not modified.
func referenceCut(cs []contrib, low, high int, rule vurRule) []contrib {
	if low == 0 && high == 0 {
		return cs
	}
	rest := append([]contrib(nil), cs...)
	// Sort by significance, ties by value, so the least significant is first.
	slices.SortStableFunc(rest, func(a, b contrib) int {
		if c := cmp.Compare(a.key, b.key); c != 0 {
			return c
		}
		return cmp.Compare(a.val, b.val)
	})
	for i := 0; i < low && len(rest) > 0; i++ {
		drop := 0
		if v := lowestVUR(rest); v >= 0 {
			switch rule {
			case vurFirst:
				drop = v
			case vurHighest:
				if rest[v].val > rest[0].val {
					drop = v
				}
			}
		}
		rest = append(rest[:drop:drop], rest[drop+1:]...)
	}
	for i := 0; i < high && len(rest) > 0; i++ {
		rest = rest[: len(rest)-1 : len(rest)-1]
	}
	return rest
}

// lowestVUR returns the index of the VUR contribution with the lowest value, or -1.
func lowestVUR(cs []contrib) int {
	best := -1
	for i, c := range cs {
		if c.vur && (best < 0 || c.val < cs[best].val) {
			best = i
		}
	}
	return best
}

// TestCutSumMatchesSortedCut compares cutSum with the sort-based reference on random
// contribution lists full of ties (keys and values from a few points, VUR flags on about
// a third) for every rule and every cut of up to three from each end.
func TestCutSumMatchesSortedCut(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 1))
	checked := 0
	for range 3000 {
		cs := make([]contrib, rng.IntN(16))
		for i := range cs {
			cs[i] = contrib{key: engine.Score(rng.IntN(4) * 5), val: engine.Score(rng.IntN(3) * 5), vur: rng.IntN(3) == 0}
		}
		for _, rule := range []vurRule{vurNone, vurFirst, vurHighest} {
			for low := range 4 {
				for high := range 4 {
					rest := referenceCut(cs, low, high, rule)
					sum, n := cutSum(cs, low, high, rule)
					if sum != sumVals(rest) || n != len(rest) {
						t.Fatalf("cut %d/%d rule %d of %+v: %d over %d, want %d over %d", low, high, rule, cs, sum, n, sumVals(rest), len(rest))
					}
					checked++
				}
			}
		}
	}
	if checked != 3000*3*16 {
		t.Fatalf("checked %d cuts", checked)
	}
}
