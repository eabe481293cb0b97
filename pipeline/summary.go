package pipeline

import (
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/words"
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
		row.Error = fmt.Sprintf("unverified: ranked with %s (force)", words.Plural(n, "error"))
	}
	return row
}

// FailedRow is the summary row of an event (or section) that failed: its error on one
// line, the first five errors kept and the rest counted.
func FailedRow(event, file string, err error) exporters.SummaryRow {
	return exporters.SummaryRow{Event: event, File: file, Status: "failed", Error: oneLine(err.Error(), 5)}
}

// oneLine joins the lines of a message with " " (continuation lines) or " | " (the
// next error), keeping the first n errors and counting the rest.
func oneLine(msg string, n int) string {
	lines := strings.Split(strings.TrimSpace(msg), "\n")
	var out []string
	kept := 0
	for _, l := range lines {
		if strings.HasPrefix(l, " ") && len(out) > 0 {
			out[len(out)-1] += " " + strings.TrimSpace(l)
			continue
		}
		if kept == n {
			out = append(out, "...")
			break
		}
		kept++
		out = append(out, strings.TrimSpace(l))
	}
	if extra := countErrors(lines) - kept; extra > 0 && out[len(out)-1] == "..." {
		out[len(out)-1] = fmt.Sprintf("and %d more", extra)
	}
	return strings.Join(out, " | ")
}

// countErrors counts the errors of a message: its lines that do not continue another.
func countErrors(lines []string) int {
	n := 0
	for _, l := range lines {
		if !strings.HasPrefix(l, " ") {
			n++
		}
	}
	return n
}
