package uscf

import "github.com/tiebreak-chess/tiebreak/engine"

// sonnebornBerger is 34E8 Sonneborn-Berger under US Chess rules: the adjusted scores of the
// opponents the player beat plus half the adjusted scores of those drawn, "adding nothing
// for games lost or for games not played (byes, forfeit wins, etc)" (seed 004; seed 001).
// Adjusted scores count each of the opponent's unplayed rounds ½, as in 34E1 (specs §1.11).
type sonnebornBerger struct {
	code string
	c    config
}

// Code returns the code as written.
func (t sonnebornBerger) Code() string { return t.code }

// Compute returns each member's Sonneborn-Berger.
func (t sonnebornBerger) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	key := "uscf:SB:half"
	if t.c.oppActual {
		key = "uscf:SB:actual"
	}
	all := ev.Memo(key, func() any {
		adj := adjustedScores(ev, t.c)
		out := make([]engine.Score, len(ev.Entries))
		for i, row := range ev.Entries {
			for _, e := range row {
				if e.Opponent < 0 {
					continue
				}
				switch e.Result {
				case engine.Win, engine.WinUnrated:
					out[i] += adj[e.Opponent]
				case engine.Draw, engine.DrawUnrated:
					out[i] += adj[e.Opponent].DivRound(2)
				}
			}
		}
		return out
	}).([]engine.Score)
	return pick(all, group)
}
