package main

import (
	"strings"

	"github.com/urfave/cli/v2"

	"tiebreak/engine"
	"tiebreak/engine/fide"
	"tiebreak/engine/uscf"
)

// forFlag is check's --for: the rating-report pre-flight.
func forFlag() cli.Flag {
	return &cli.StringFlag{Name: "for", Usage: "also list what would make the rating report to `SYSTEM` (uscf or fide) be refused or held"}
}

// ratingReportProblems returns the rating-report findings of check --for system
// ("uscf" or "fide"; "" finds nothing).
func ratingReportProblems(system string, t *engine.Tournament) []engine.Problem {
	switch strings.ToLower(system) {
	case "fide":
		return fide.ReportProblems(t)
	case "uscf":
		return uscf.ReportProblems(t)
	}
	return nil
}

// addReportFindings adds the --for findings of one section to its report, each at its
// player's line when the importer recorded it.
func addReportFindings(add func(finding), path, label string, ev *event, system string) {
	for _, p := range ratingReportProblems(system, ev.t) {
		pr := problem{Problem: p}
		if p.Player != 0 {
			pr.pos, _ = ev.positions.Of(p.Player, 0)
		}
		sev := "warning"
		if p.Severity == engine.Error {
			sev = "error"
		}
		add(finding{Severity: sev, File: path, Line: pr.pos.Line, Column: pr.pos.Column, Cell: pr.pos.Cell,
			Player: int(p.Player), Message: p.Message, text: pr.text(label)})
	}
}
