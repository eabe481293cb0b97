package uscf

import (
	"slices"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// adjustedScores returns every player's adjusted score (34E1, specs §1.3): the total with
// each round not played over the board re-scored as half a point ("These scores are
// adjusted for unplayed games, which count a half point each, regardless of whether they
// were byes, forfeits, or simply rounds not played after an opponent withdrew", seed 000).
// Half a point is the scoring's draw value. With opp-unplayed=actual the totals are
// returned unchanged. The result is memoised and must not be modified.
func adjustedScores(ev *engine.Evaluation, c config) []engine.Score {
	if c.oppActual {
		return ev.Totals
	}
	return ev.Memo("uscf:adjusted", func() any {
		half := ev.T.Scoring.Draw()
		out := make([]engine.Score, len(ev.Entries))
		for i, row := range ev.Entries {
			s := ev.Totals[i]
			for _, e := range row {
				if !e.Played() {
					s += half - e.Points
				}
			}
			out[i] = s
		}
		return out
	}).([]engine.Score)
}

// opponentScores returns, per player, the sorted list of values median-type tiebreaks
// work on: the adjusted score of each opponent met over the board and, for each of the
// player's own unplayed rounds, 0 ("If the player involved in the tie has any unplayed
// games, they count as opponents with adjusted scores of 0", seed 000) unless
// own-unplayed=ignore leaves them out. The result is memoised and must not be modified.
func opponentScores(ev *engine.Evaluation, c config) [][]engine.Score {
	key := "uscf:oppscores:" + oppKey(c)
	return ev.Memo(key, func() any {
		adj := adjustedScores(ev, c)
		out := make([][]engine.Score, len(ev.Entries))
		for i, row := range ev.Entries {
			list := make([]engine.Score, 0, len(row))
			for _, e := range row {
				switch {
				case e.Played() && e.Opponent >= 0:
					list = append(list, adj[e.Opponent])
				case !c.ownIgnore:
					list = append(list, 0)
				}
			}
			slices.Sort(list)
			out[i] = list
		}
		return out
	}).([][]engine.Score)
}

// oppKey names the options opponentScores depends on, for memo keys.
func oppKey(c config) string {
	k := "half"
	if c.oppActual {
		k = "actual"
	}
	if c.ownIgnore {
		return k + ",ignore"
	}
	return k + ",zero"
}

// sumTrimmed returns the sum of the sorted values after discarding low values from the
// bottom and high values from the top. Nothing is left when the discards cover the list.
func sumTrimmed(sorted []engine.Score, low, high int) engine.Score {
	var s engine.Score
	for k := low; k < len(sorted)-high; k++ {
		s += sorted[k]
	}
	return s
}

// sum returns the sum of the values.
func sum(values []engine.Score) engine.Score {
	var s engine.Score
	for _, v := range values {
		s += v
	}
	return s
}
