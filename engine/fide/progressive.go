package fide

import "github.com/tiebreak-chess/tiebreak/engine"

// progressive is PS (C.07 Art. 7.5): the sum of the running score after each round, with
// nothing deducted for byes or forfeits. /C1 drops the first running score, /C2 the first
// two (14.1.1: for PS the least significant values are the earliest).
type progressive struct{ base }

func (t progressive) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	out := make([]engine.Score, len(group))
	for k, i := range group {
		var run engine.Score
		for r := 0; r < ev.T.Rounds && r < len(ev.Entries[i]); r++ {
			run += ev.Entries[i][r].Points
			if r >= t.low {
				out[k] += run
			}
		}
	}
	return out
}
