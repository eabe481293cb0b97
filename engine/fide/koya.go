package fide

import (
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// koya is KS (C.07 Art. 9.2): points scored against the opponents who finished with at
// least half the maximum score. /L+n and /L-n move that threshold by n half points
// (14.5). Only games count: forfeits only in round robins (15.2) or with /P.
type koya struct{ base }

func (t koya) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	ed := t.cfg.resolve(ev)
	fp := forfeitsPlayed(ev, t.base)
	key := fmt.Sprintf("fide/ks/%d/%t/%d", ed, fp, t.limit)
	all := ev.Memo(key, func() any {
		v := getView(ev, ed, fp, false)
		threshold := v.win.MulInt(v.rounds).DivRound(2) + engine.Half.MulInt(t.limit)
		out := make([]engine.Score, len(v.total))
		for i := range out {
			for r := 0; r < v.rounds; r++ {
				if v.played[i][r] && v.total[v.opp[i][r]] >= threshold {
					out[i] += v.pts[i][r]
				}
			}
		}
		return out
	}).([]engine.Score)
	return pick(all, group)
}
