package fide

import (
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// ListPlayer is one player of the FIDE rating list (check --players).
type ListPlayer struct {
	ID         string
	Name       string
	Federation string
	Rating     int // the list's rating for the event's rate of play; 0: none
}

// ListProblems compares the event's players with the FIDE rating list: a FIDE ID the
// list does not have (error: FIDE refuses the report until the ID is right), and a name,
// federation or rating that differs from the list (warnings: the wrong ID, or ratings
// not from the list in force).
func ListProblems(t *engine.Tournament, list []ListPlayer) []engine.Problem {
	byID := map[string]*ListPlayer{}
	for i := range list {
		byID[strings.TrimSpace(list[i].ID)] = &list[i]
	}
	var out []engine.Problem
	for i := range t.Players {
		p := &t.Players[i]
		id := strings.TrimSpace(p.FIDEID)
		if id == "" || id == "0" || !allDigits(id) {
			continue // ReportProblems reports it
		}
		add := func(sev engine.Severity, format string, args ...any) {
			out = append(out, engine.Problem{Severity: sev, Player: p.ID,
				Message: "FIDE list: " + p.Name + ": " + fmt.Sprintf(format, args...)})
		}
		lp := byID[id]
		if lp == nil {
			add(engine.Error, "FIDE ID %s is not in the rating list; check the ID", id)
			continue
		}
		if !engine.SamePlayerName(p.Name, lp.Name) {
			add(engine.Warning, "the list names FIDE ID %s %q; check the ID", id, lp.Name)
		}
		if f := strings.TrimSpace(p.Federation); f != "" && lp.Federation != "" && !strings.EqualFold(f, lp.Federation) {
			add(engine.Warning, "federation %s in the event, %s on the list", f, lp.Federation)
		}
		if p.Rating != lp.Rating {
			add(engine.Warning, "%s in the event, %s on the list; use the list in force", ratingWords(p.Rating), ratingWords(lp.Rating))
		}
	}
	return out
}

// ratingWords says a rating as a director would: "rating 1850" or "unrated".
func ratingWords(r int) string {
	if r <= 0 {
		return "unrated"
	}
	return fmt.Sprintf("rating %d", r)
}
