package pipeline

import (
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// Winners returns the names of the players placed first after the tiebreaks, in the
// standings' order: one name, or several when the tiebreaks leave first place shared.
func Winners(st *engine.Standings) []string {
	var names []string
	for _, row := range st.Rows {
		if row.Place == 1 {
			names = append(names, st.Eval.T.Players[row.Player].Name)
		}
	}
	return names
}

// SummaryRow returns the row of the batch summary (summary.csv, summary.xlsx) of an
// event ranked as st, written into the folder event from the input file: status ok, its
// players and rounds, its winners ("A; B" when first place is shared), the warnings
// counted by the caller, and, for an event ranked despite errors (force), how many.
func SummaryRow(event, file string, st *engine.Standings, warnings int) exporters.SummaryRow {
	t := st.Eval.T
	row := exporters.SummaryRow{Event: event, File: file, Status: "ok", Players: len(t.Players),
		Rounds: t.Rounds, Winner: strings.Join(Winners(st), "; "), Warnings: warnings}
	if n := t.Unverified; n > 0 {
		row.Error = fmt.Sprintf("unverified: ranked with %s (force)", plural(n, "error"))
	}
	return row
}
