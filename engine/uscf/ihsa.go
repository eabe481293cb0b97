package uscf

import "tiebreak/engine"

// TeamMatch is one match a team played in an IHSA-style team event.
type TeamMatch struct {
	// MatchPoints is what the team scored in the match (0 to 68 at the IHSA state final).
	MatchPoints int
	// Opponent is the opposing team's tournament points, its unplayed matches counted as
	// draws ("each team's score is adjusted for unplayed matches (scored as draws for
	// tie-break purposes)").
	Opponent engine.Score
}

// IHSATeamTiebreak returns the Illinois High School Association team tiebreak (seed 003):
// "For each match played, multiply a team's match points plus ten (10), by one (1) plus the
// square of the opponent's tournament points, divided by one hundred (100); then add these
// points for each round played in the tournament." Matches not played are not passed in.
// It works on team results, which the individual [engine.Tiebreak] interface does not
// model, so it is a plain function for team standings to call.
func IHSATeamTiebreak(matches []TeamMatch) engine.Score {
	var s engine.Score
	for _, m := range matches {
		s += engine.Points(m.MatchPoints + 10).Mul(m.Opponent.Mul(m.Opponent) + engine.Point).DivRound(100)
	}
	return s
}
