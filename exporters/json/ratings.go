package jsonout

import (
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/jsonwire"
)

func buildRatings(rep *exporters.RatingReport) *jsonwire.Ratings {
	d := &jsonwire.Ratings{System: rep.System, Estimate: rep.Estimate, Basis: rep.Basis, Players: []jsonwire.RatingsPlayer{}}
	for _, r := range rep.Rows {
		var perf *int
		if len(r.Games) > 0 {
			perf = new(r.Performance)
		}
		d.Players = append(d.Players, jsonwire.RatingsPlayer{ID: int(rep.T.Players[r.Player].ID), Rating: r.Rating, K: r.K,
			RatedGames: len(r.Games), RatedPoints: r.Points.String(), Expected: r.Expected, Change: r.Change,
			NewRating: r.NewRating, Performance: perf, Note: r.Note})
	}
	return d
}
