package uscf

import "github.com/tiebreak-chess/tiebreak/engine"

// kashdan is 34E7 Kashdan: 4 points per win, 2 per draw, 1 per loss and 0 per unplayed
// round (byes and forfeits included), so that "if players with no unplayed games tie, the
// one with fewer draws will come out ahead" (specs §1.10).
type kashdan struct{ code string }

// Code returns the code as written.
func (t kashdan) Code() string { return t.code }

// Compute returns each member's Kashdan score.
func (kashdan) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	all := ev.Memo("uscf:KASH", func() any {
		out := make([]engine.Score, len(ev.Entries))
		for i, row := range ev.Entries {
			for _, e := range row {
				out[i] += engine.Points(kashdanPoints(e.Result))
			}
		}
		return out
	}).([]engine.Score)
	return pick(all, group)
}

// kashdanPoints returns the Kashdan value of one round.
func kashdanPoints(r engine.Result) int {
	switch r {
	case engine.Win, engine.WinUnrated:
		return 4
	case engine.Draw, engine.DrawUnrated:
		return 2
	case engine.Loss, engine.LossUnrated:
		return 1
	}
	return 0
}
