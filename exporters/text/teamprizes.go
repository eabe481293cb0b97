package textout

import (
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
)

// writeTeamPrizes writes the "Team prizes" section of the prize list: one row per team
// that receives anything (place of its score group, team, score, amount, award, trophy)
// and the reason for each split among tied teams. Nothing when no team prize was paid.
func writeTeamPrizes(b *strings.Builder, a *prizes.Allocation) error {
	if a.Teams == nil || len(a.TeamAwards) == 0 {
		return nil
	}
	tr := a.Teams
	how := "tied teams share cash (32B2 by analogy)"
	if a.Fund.Teams.Split == prizes.SplitTiebreak {
		how = "cash by team standings order (teams: split: tiebreak)"
	}
	order := tr.ScoreName
	if tr.Tiebreaks != "" {
		order += ", then " + tr.Tiebreaks
	}
	b.WriteString("\n")
	wrap(b, fmt.Sprintf("Team prizes (teams ranked by %s; %s; trophies by team standings order):", order, how), "", "  ")
	rows := [][]string{{"Place", "Team", "Score", "Amount", "Award", "Trophy"}}
	for k := range a.TeamAwards {
		aw := &a.TeamAwards[k]
		amount := ""
		if aw.Amount > 0 {
			amount = aw.Amount.String()
		}
		rows = append(rows, []string{aw.PlaceLabel(), tr.Rows[aw.Team].Name, tr.Rows[aw.Team].Score.String(), amount,
			a.TeamAwardName(aw), aw.TrophyNames()})
	}
	left := map[int]bool{0: true, 1: true, 4: true, 5: true}
	if err := writeTableTo(b, rows, left); err != nil {
		return err
	}
	for _, p := range a.TeamPools {
		wrap(b, p.Reason, "  ", "    ")
	}
	return nil
}
