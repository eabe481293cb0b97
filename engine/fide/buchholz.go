package fide

import (
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// buchholz is BH (C.07 Art. 8.1): the sum of the opponents' scores, with unplayed rounds
// per Art. 16 (2023+) or the virtual opponent (2009). With fore set it is FB (Art. 8.3):
// the same sum with every final-round pairing taken as a draw. Cut and median modifiers
// follow Art. 14 and the VUR exception of 16.5.
type buchholz struct {
	base
	fore bool
}

func (t buchholz) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	ed := t.cfg.resolve(ev)
	key := fmt.Sprintf("fide/bh/%d/%t/%t/%d/%d", ed, forfeitsPlayed(ev, t.base), t.fore, t.low, t.high)
	all := ev.Memo(key, func() any {
		v := getView(ev, ed, forfeitsPlayed(ev, t.base), t.fore)
		rule := vurFirst
		if ed == ed2009 {
			rule = vurNone
		}
		out := make([]engine.Score, len(v.total))
		cs := make([]contrib, v.rounds)
		for i := range out {
			for r := 0; r < v.rounds; r++ {
				s := v.oppScore(i, r)
				cs[r] = contrib{key: s, val: s, vur: v.vur[i][r]}
			}
			out[i], _ = cutSum(cs, t.low, t.high, rule)
		}
		return out
	}).([]engine.Score)
	return pick(all, group)
}

// averageBuchholz is AOB (C.07 Art. 8.2): the average of the Buchholz of the opponents
// met over the board, rounded to two decimals.
type averageBuchholz struct{ base }

func (t averageBuchholz) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	ed := t.cfg.resolve(ev)
	fp := forfeitsPlayed(ev, t.base)
	bh := buchholz{base: base{cfg: t.cfg, played: t.played}}.Compute(ev, allPlayers(ev))
	v := getView(ev, ed, fp, false)
	out := make([]engine.Score, len(group))
	for k, i := range group {
		var sum engine.Score
		n := 0
		for r := 0; r < v.rounds; r++ {
			if v.played[i][r] {
				sum += bh[v.opp[i][r]]
				n++
			}
		}
		out[k] = sum.DivRound(n).RoundTo(2)
	}
	return out
}

// Decimals prints AOB with two decimals, as the TEC exercises do.
func (averageBuchholz) Decimals() int { return 2 }

func pick(all []engine.Score, group []int) []engine.Score {
	out := make([]engine.Score, len(group))
	for k, i := range group {
		out[k] = all[i]
	}
	return out
}

func allPlayers(ev *engine.Evaluation) []int {
	all := make([]int, len(ev.T.Players))
	for i := range all {
		all[i] = i
	}
	return all
}
