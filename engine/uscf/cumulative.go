package uscf

import "github.com/tiebreak-chess/tiebreak/engine"

// cumulative is 34E3 Cumulative: the sum of the player's running score after each round.
// "One point is subtracted from the sum for each unplayed win or full-point bye (22B);
// likewise, one-half point is subtracted from the sum for each unplayed draw or half-point
// bye" (7th edition, seed 000): the points of every round not played over the board are
// subtracted once. With cumulative=6th (and the codes CUM6, OCUM6) only forfeit wins and
// full-point byes are subtracted ("one point is subtracted if that player had a full-point
// bye or unplayed win", 6th edition, seed 004). Adjustments outside the rounds are not part
// of the running score.
type cumulative struct {
	code string
	c    config
}

// Code returns the code as written.
func (t cumulative) Code() string { return t.code }

// Compute returns each member's Cumulative.
func (t cumulative) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	return pick(cumulatives(ev, cumRule(t.c)), group)
}

// cumRuleKind selects what Cumulative subtracts for unplayed rounds.
type cumRuleKind uint8

const (
	cum7th  cumRuleKind = iota // every unplayed point (7th edition)
	cum6th                     // unplayed wins and full-point byes only (6th edition)
	cumNone                    // nothing: the plain sum of running scores
)

// cumRule returns the Cumulative rule for the tied player's own value.
func cumRule(c config) cumRuleKind {
	if c.sixth {
		return cum6th
	}
	return cum7th
}

// cumulatives returns every player's Cumulative under rule; memoised, not to be modified.
func cumulatives(ev *engine.Evaluation, rule cumRuleKind) []engine.Score {
	key := [...]string{"uscf:CUM:7th", "uscf:CUM:6th", "uscf:CUM:none"}[rule]
	return ev.Memo(key, func() any {
		out := make([]engine.Score, len(ev.Entries))
		for i, row := range ev.Entries {
			var run, s engine.Score
			for _, e := range row {
				run += e.Points
				s += run
				if e.Played() {
					continue
				}
				switch {
				case rule == cum7th:
					s -= e.Points
				case rule == cum6th && isUnplayedWin(e.Result):
					s -= e.Points
				}
			}
			out[i] = s
		}
		return out
	}).([]engine.Score)
}

// isUnplayedWin reports whether r is a forfeit win or a full-point bye (requested or
// pairing-allocated).
func isUnplayedWin(r engine.Result) bool {
	return r == engine.ForfeitWin || r == engine.FullBye || r == engine.PairingBye
}

// oppCumulative is 34E4 Cumulative of opposition: "the cumulative tiebreak points of each
// opponent are calculated and these are added together" (seed 000). Only opponents met
// over the board count (an opponent met twice counts twice); the player's own unplayed
// rounds contribute nothing. Each opponent's Cumulative carries the 34E3 subtraction for
// the opponent's unplayed rounds, as SwissSys computes it; with opp-unplayed=actual it does
// not.
type oppCumulative struct {
	code string
	c    config
}

// Code returns the code as written.
func (t oppCumulative) Code() string { return t.code }

// Compute returns each member's Cumulative of opposition.
func (t oppCumulative) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	rule := cumRule(t.c)
	if t.c.oppActual {
		rule = cumNone
	}
	key := [...]string{"uscf:OCUM:7th", "uscf:OCUM:6th", "uscf:OCUM:none"}[rule]
	all := ev.Memo(key, func() any {
		cum := cumulatives(ev, rule)
		out := make([]engine.Score, len(ev.Entries))
		for i, row := range ev.Entries {
			for _, e := range row {
				if e.Played() && e.Opponent >= 0 {
					out[i] += cum[e.Opponent]
				}
			}
		}
		return out
	}).([]engine.Score)
	return pick(all, group)
}
