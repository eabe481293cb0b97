package jsonout

import "tiebreak/exporters"

// ratingsDoc is the "ratings" section of a standings dump made with --ratings: the rating
// system, whether the values are estimates, the rules and assumptions, and one entry per
// player in start-number order with the values as the ratings CSV gives them.
type ratingsDoc struct {
	System   string          `json:"system"`
	Estimate bool            `json:"estimate"`
	Basis    []string        `json:"basis"`
	Players  []ratingsPlayer `json:"players"`
}

type ratingsPlayer struct {
	ID          int    `json:"id"`
	Rating      int    `json:"rating,omitempty"`
	K           string `json:"k,omitempty"`
	RatedGames  int    `json:"rated_games"`
	RatedPoints string `json:"rated_points"`
	Expected    string `json:"expected,omitempty"`
	Change      string `json:"change,omitempty"`
	NewRating   int    `json:"new_rating,omitempty"`
	Performance int    `json:"performance,omitempty"`
	Note        string `json:"note,omitempty"`
}

func buildRatings(rep *exporters.RatingReport) *ratingsDoc {
	d := &ratingsDoc{System: rep.System, Estimate: rep.Estimate, Basis: rep.Basis, Players: []ratingsPlayer{}}
	for _, r := range rep.Rows {
		d.Players = append(d.Players, ratingsPlayer{ID: int(rep.T.Players[r.Player].ID), Rating: r.Rating, K: r.K,
			RatedGames: len(r.Games), RatedPoints: r.Points.String(), Expected: r.Expected, Change: r.Change,
			NewRating: r.NewRating, Performance: r.Performance, Note: r.Note})
	}
	return d
}
