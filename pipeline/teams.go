package pipeline

import (
	"strings"

	"tiebreak/engine/prizes"
	"tiebreak/engine/teams"
)

// TeamRanking turns team standings into what the prize allocation needs: names, the
// score cash ties are about (the primary score of a team event, the team score of school
// teams) and the places.
func TeamRanking(st *teams.Standings) *prizes.TeamRanking {
	tr := &prizes.TeamRanking{ScoreName: "team score", Tiebreaks: strings.Join(st.Codes, ", ")}
	if st.School && tr.Tiebreaks != "" {
		tr.Tiebreaks = "sums of " + tr.Tiebreaks
	}
	if st.Eval != nil {
		tr.ScoreName = map[string]string{"MP": "match points", "GP": "game points"}[st.Eval.Rules.Primary]
	}
	for _, r := range st.Rows {
		score := r.GP
		if st.Eval != nil {
			score = st.Eval.Primary(r.Team)
		}
		tr.Rows = append(tr.Rows, prizes.TeamRow{Name: st.Teams[r.Team].Name, Score: score, Place: r.Place, PlaceTo: r.PlaceTo})
	}
	return tr
}
