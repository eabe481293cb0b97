package fide

import (
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// sonnebornBerger is SB (C.07 Art. 9.1): for each round, the opponent's score times the
// points scored against them. Unplayed rounds count against the dummy of Art. 16.4 (the
// 2009 virtual opponent under the 2009 rules). The least significant contribution is the
// lowest-scoring opponent's, the lowest product among equal scores (14.1.1, 2024); with
// VURs the higher of that and the lowest VUR contribution is cut (16.5). The option
// sb-unplayed=draw (2009 rules, Swiss-Manager) counts own unplayed rounds as draws.
type sonnebornBerger struct{ base }

func (t sonnebornBerger) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	ed := t.cfg.resolve(ev)
	fp := forfeitsPlayed(ev, t.base)
	draw := t.cfg.sbUnplayedDraw && ed == ed2009
	key := fmt.Sprintf("fide/sb/%d/%t/%d/%d/%t", ed, fp, t.low, t.high, draw)
	all := ev.Memo(key, func() any {
		v := getView(ev, ed, fp, false)
		rule := vurHighest
		if ed == ed2009 {
			rule = vurNone
		}
		out := make([]engine.Score, len(v.total))
		cs := make([]contrib, v.rounds)
		for i := range out {
			for r := 0; r < v.rounds; r++ {
				s := v.oppScore(i, r)
				pts := v.pts[i][r]
				if draw && !v.played[i][r] {
					pts = v.draw // Swiss-Manager: every own unplayed round is a draw (sb-unplayed=draw)
				}
				cs[r] = contrib{key: s, val: s.Mul(pts), vur: v.vur[i][r]}
			}
			out[i], _ = cutSum(cs, t.low, t.high, rule)
		}
		return out
	}).([]engine.Score)
	return pick(all, group)
}
