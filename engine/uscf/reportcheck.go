package uscf

import (
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// ReportProblems lists every reason US Chess would refuse or hold the event's rating
// report: errors for what the report must have, warnings for what delays it. Event: a
// name, start and end dates (a missing end date is a warning: one-day events often give
// only one), a chief TD, and a time control US Chess rates (which decides
// the rating system). Players: a US Chess ID each (8 digits), no ID twice; players with
// the same name are flagged, since a second ID for one person or one ID for two people
// holds the report until the office sorts it out. US Chess IDs come from the file's US
// Chess records (DBF, SwissSys, TRF national rating lines).
func ReportProblems(t *engine.Tournament) []engine.Problem {
	var out []engine.Problem
	event := func(sev engine.Severity, format string, args ...any) {
		out = append(out, engine.Problem{Severity: sev, Message: "US Chess report: " + fmt.Sprintf(format, args...)})
	}
	if strings.TrimSpace(t.Name) == "" {
		event(engine.Error, "no event name")
	}
	start, end := strings.TrimSpace(t.StartDate), strings.TrimSpace(t.EndDate)
	switch {
	case start == "":
		event(engine.Error, "no start date; the report needs the event's dates")
	case engine.ParseDate(start).IsZero():
		event(engine.Error, "start date %q is not a date", start)
	case end == "":
		event(engine.Warning, "no end date; the report will give the start date, %s: correct it for an event of several days", start)
	case engine.ParseDate(end).IsZero():
		event(engine.Error, "end date %q is not a date", end)
	}
	if strings.TrimSpace(t.ChiefArbiter) == "" {
		event(engine.Error, "no chief TD; the report needs the chief TD's name and US Chess ID")
	}
	switch tc := strings.TrimSpace(t.TimeControl); {
	case tc == "":
		event(engine.Error, "no time control; US Chess rates the event in the regular, quick, dual or blitz system by its time control")
	default:
		if _, _, _, ok := SystemFor(tc); !ok {
			event(engine.Error, "time control %q is not rated by US Chess (main time plus delay or increment under 5)", tc)
		}
	}

	// A membership that expires before the event ends (the expiry the event file gives,
	// SwissSys's Exp1) is the first reason US Chess holds a report.
	ended := engine.ParseDate(end)
	if ended.IsZero() {
		ended = engine.ParseDate(start)
	}
	ids := map[string]engine.PlayerID{}
	names := map[string]engine.PlayerID{}
	for i := range t.Players {
		p := &t.Players[i]
		player := func(sev engine.Severity, format string, args ...any) {
			out = append(out, engine.Problem{Severity: sev, Player: p.ID,
				Message: "US Chess report: " + p.Name + ": " + fmt.Sprintf(format, args...)})
		}
		switch id := usID(p); {
		case id == "":
			player(engine.Error, "no US Chess ID; enter the member's ID, or a new membership, before submitting")
		case len(id) != 8 || strings.Trim(id, "0123456789") != "":
			player(engine.Error, "US Chess ID %q is not 8 digits", id)
		default:
			if first, dup := ids[id]; dup {
				player(engine.Error, "US Chess ID %s is also player %d's; one of them is wrong", id, first)
			} else {
				ids[id] = p.ID
			}
		}
		if exp := usExpiry(p); !ended.IsZero() && !exp.IsZero() && exp.Before(ended) {
			player(engine.Warning, "membership expired %s, before the event ended %s: the rating report will bounce; the member must renew", dateText(exp), dateText(ended))
		}
		key := strings.ToLower(strings.Join(strings.Fields(p.Name), " "))
		if key == "" {
			continue
		}
		if first, dup := names[key]; dup {
			player(engine.Warning, "same name as player %d; make sure they are two people, each with an own ID", first)
		} else {
			names[key] = p.ID
		}
	}
	return out
}

// usExpiry returns the expiry of the player's US Chess membership as the event file gives
// it; the zero Date when it gives none.
func usExpiry(p *engine.Player) engine.Date {
	for _, nr := range p.National {
		if strings.EqualFold(nr.Federation, "USA") && nr.Expiry != "" {
			return engine.ParseDate(nr.Expiry)
		}
	}
	return engine.Date{}
}
