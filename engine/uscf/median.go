package uscf

import "github.com/tiebreak-chess/tiebreak/engine"

// modifiedMedian is 34E1 Modified Median: the opponents' adjusted scores (own unplayed
// rounds as 0) less the least significant ones. "Players who tie with even scores (an even
// score is equal to exactly one half of the maximum possible score), have the highest- and
// lowest-scoring opponents' scores excluded ... the lowest-scoring opponent's score is
// discarded for tied players with plus scores and the highest-scoring for tied players
// with minus scores. For tournaments of nine or more rounds, the top two and bottom two
// scores are discarded for even-score ties, the bottom two scores for plus-score ties, and
// the top two scores for minus-score ties" (seed 000).
type modifiedMedian struct {
	code string
	c    config
}

// Code returns the code as written.
func (t modifiedMedian) Code() string { return t.code }

// Compute returns each member's Modified Median.
func (t modifiedMedian) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	all := ev.Memo("uscf:MM:"+oppKey(t.c), func() any {
		lists := opponentScores(ev, t.c)
		n := 1
		if ev.T.Rounds >= 9 {
			n = 2
		}
		maxPoints := ev.MaxPoints()
		out := make([]engine.Score, len(lists))
		for i, list := range lists {
			low, high := n, n
			switch twice := 2 * ev.Totals[i]; {
			case twice > maxPoints:
				high = 0
			case twice < maxPoints:
				low = 0
			}
			out[i] = sumTrimmed(list, low, high)
		}
		return out
	}).([]engine.Score)
	return pick(all, group)
}

// median is the Median (Harkness) system: the opponents' adjusted scores less the highest
// and the lowest, whatever the player's score. "For tournaments with 9 to 12 rounds, the
// two highest scores and the two lowest scores were discarded; and for tournaments with
// over 12 rounds, the three highest and the three lowest scores were discarded" (seed 003).
type median struct {
	code string
	c    config
}

// Code returns the code as written.
func (t median) Code() string { return t.code }

// Compute returns each member's Median.
func (t median) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	all := ev.Memo("uscf:MED:"+oppKey(t.c), func() any {
		lists := opponentScores(ev, t.c)
		n := medianDrops(ev.T.Rounds)
		out := make([]engine.Score, len(lists))
		for i, list := range lists {
			out[i] = sumTrimmed(list, n, n)
		}
		return out
	}).([]engine.Score)
	return pick(all, group)
}

// medianDrops returns how many scores the Harkness median discards at each end for an
// event of the given number of rounds (seed 003).
func medianDrops(rounds int) int {
	switch {
	case rounds > 12:
		return 3
	case rounds >= 9:
		return 2
	}
	return 1
}
