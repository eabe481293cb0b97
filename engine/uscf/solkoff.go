package uscf

import "github.com/tiebreak-chess/tiebreak/engine"

// solkoff is 34E2 Solkoff: "the same as the Median system except that no opponents'
// scores are discarded" (seed 000). Opponents' unplayed rounds count ½ and the player's own
// unplayed rounds count 0. Under US Chess rules BH (Buchholz) is the same number.
type solkoff struct {
	code string
	c    config
}

// Code returns the code as written.
func (t solkoff) Code() string { return t.code }

// Compute returns each member's Solkoff.
func (t solkoff) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	all := ev.Memo("uscf:SOLK:"+oppKey(t.c), func() any {
		lists := opponentScores(ev, t.c)
		out := make([]engine.Score, len(lists))
		for i, list := range lists {
			out[i] = sum(list)
		}
		return out
	}).([]engine.Score)
	return pick(all, group)
}
