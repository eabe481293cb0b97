package uscf

import "github.com/tiebreak-chess/tiebreak/engine"

// avgOpp is the average pre-event rating of the opposition (specs §1.12): the mean
// rating of the opponents met over the board, rounded half away from zero to a whole
// number. Unrated opponents are left out (the rule leaves their handling to the
// director); a player with no rated opponent scores 0.
type avgOpp struct{ code string }

// Code returns the code as written.
func (t avgOpp) Code() string { return t.code }

// Decimals returns 0: the value is a whole rating.
func (avgOpp) Decimals() int { return 0 }

// Compute returns each member's average rating of opposition.
func (avgOpp) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	all := ev.Memo("uscf:AVGOPP", func() any {
		return ratedAverage(ev, func(rating int, _ engine.Entry) int { return rating })
	}).([]engine.Score)
	return pick(all, group)
}

// performance is the linear performance rating US Chess uses for provisional ratings:
// (sum of the opponents' ratings + 400 × (wins − losses)) / games, over games played
// over the board against rated opponents, rounded half away from zero to a whole number.
// A player with no such game scores 0.
type performance struct{ code string }

// Code returns the code as written.
func (t performance) Code() string { return t.code }

// Decimals returns 0: the value is a whole rating.
func (performance) Decimals() int { return 0 }

// Compute returns each member's performance rating.
func (performance) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	all := ev.Memo("uscf:PERF", func() any {
		return ratedAverage(ev, func(rating int, e engine.Entry) int {
			switch e.Result {
			case engine.Win, engine.WinUnrated:
				return rating + 400
			case engine.Loss, engine.LossUnrated:
				return rating - 400
			}
			return rating
		})
	}).([]engine.Score)
	return pick(all, group)
}

// ratedAverage returns, for every entry, the mean of value over the games it played over
// the board against a rated opponent (value gets the opponent's rating and the game),
// rounded half away from zero to a whole number; 0 with no such game.
func ratedAverage(ev *engine.Evaluation, value func(rating int, e engine.Entry) int) []engine.Score {
	out := make([]engine.Score, len(ev.Entries))
	for i, row := range ev.Entries {
		sum, n := 0, 0
		for _, e := range row {
			if !e.Played() || e.Opponent < 0 {
				continue
			}
			if r := ev.T.Players[e.Opponent].USChessRating(); r > 0 {
				sum += value(r, e)
				n++
			}
		}
		out[i] = engine.Points(sum).DivRound(n).RoundTo(0)
	}
	return out
}
