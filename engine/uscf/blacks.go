package uscf

import "github.com/tiebreak-chess/tiebreak/engine"

// mostBlacks is 34E6, most games with Black: the number of games the player played over
// the board with Black. Byes and forfeits do not count (the rule does not say; SwissSys's
// BPG column counts played games only, specs §1.9).
type mostBlacks struct{ code string }

// Code returns the code as written.
func (t mostBlacks) Code() string { return t.code }

// Compute returns each member's number of played games with Black.
func (mostBlacks) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	all := ev.Memo("uscf:BLK", func() any {
		out := make([]engine.Score, len(ev.Entries))
		for i, row := range ev.Entries {
			for _, e := range row {
				if e.Played() && e.Color == engine.Black {
					out[i] += engine.Point
				}
			}
		}
		return out
	}).([]engine.Score)
	return pick(all, group)
}
