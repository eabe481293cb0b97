package fide

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// arbiterID finds a FIDE ID in the chief arbiter line: a run of 4 to 10 digits, as
// Swiss-Manager writes it ("IA Mikel Larreategi Arana (22232540)").
var arbiterID = regexp.MustCompile(`(^|[^0-9])[0-9]{4,10}([^0-9]|$)`)

// ReportProblems lists every reason the FIDE Rating Administration would refuse or hold
// the event's rating report (TRF): errors for what the report must have, warnings for
// what delays it. Event fields: name (012), city (022), federation (032), start and end
// dates (042, 052), chief arbiter with FIDE ID (102), time control (122), a date for each
// round played (132). Players: a FIDE ID each, no ID twice, a federation; and for players
// without a rating (new to the list) birth date and sex, which FIDE needs to register
// them. Problems are in the order of the file: event first, then players by start number.
func ReportProblems(t *engine.Tournament) []engine.Problem {
	var out []engine.Problem
	event := func(sev engine.Severity, format string, args ...any) {
		out = append(out, engine.Problem{Severity: sev, Message: fmt.Sprintf(format, args...)})
	}
	need := func(value, what, record string) {
		if strings.TrimSpace(value) == "" {
			event(engine.Error, "FIDE report: no %s (TRF %s)", what, record)
		}
	}
	need(t.Name, "event name", "012")
	need(t.City, "city", "022")
	need(t.Federation, "federation of the event", "032")
	for _, d := range []struct{ value, what, record string }{
		{t.StartDate, "start date", "042"}, {t.EndDate, "end date", "052"},
	} {
		switch {
		case strings.TrimSpace(d.value) == "":
			event(engine.Error, "FIDE report: no %s (TRF %s)", d.what, d.record)
		case engine.ParseDate(d.value).IsZero():
			event(engine.Error, "FIDE report: %s %q is not a date; write it as YYYY/MM/DD (TRF %s)", d.what, d.value, d.record)
		}
	}
	switch arb := strings.TrimSpace(t.ChiefArbiter); {
	case arb == "":
		event(engine.Error, "FIDE report: no chief arbiter (TRF 102); FIDE needs the chief arbiter's name and FIDE ID")
	case !arbiterID.MatchString(arb):
		event(engine.Error, "FIDE report: the chief arbiter %q has no FIDE ID; write it in TRF 102 after the name, e.g. \"%s (12345678)\"", arb, arb)
	}
	if strings.TrimSpace(t.TimeControl) == "" {
		event(engine.Warning, "FIDE report: no time control (TRF 122); FIDE rates standard, rapid and blitz apart and needs it")
	}
	played := t.RoundsPlayed()
	dated := 0
	for r := 0; r < played && r < len(t.RoundDates); r++ {
		if !engine.ParseDate(t.RoundDates[r]).IsZero() {
			dated++
		}
	}
	if played > 0 && dated < played {
		event(engine.Error, "FIDE report: %d of %d played rounds have a date (TRF 132); FIDE needs the date of every round", dated, played)
	}

	seen := map[string]engine.PlayerID{}
	for i := range t.Players {
		p := &t.Players[i]
		player := func(sev engine.Severity, format string, args ...any) {
			msg := fmt.Sprintf(format, args...)
			out = append(out, engine.Problem{Severity: sev, Player: p.ID, Message: "FIDE report: " + p.Name + ": " + msg})
		}
		id := strings.TrimSpace(p.FIDEID)
		switch {
		case id == "" || id == "0":
			if p.Rating > 0 {
				player(engine.Error, "rated %d but no FIDE ID; copy it from the FIDE rating list", p.Rating)
			} else {
				player(engine.Error, "no FIDE ID; the player's federation must register the player with FIDE before the report")
			}
		case !allDigits(id):
			player(engine.Error, "FIDE ID %q is not a number", id)
		default:
			if first, dup := seen[id]; dup {
				player(engine.Error, "FIDE ID %s is also player %d's; one of them is wrong", id, first)
			} else {
				seen[id] = p.ID
			}
		}
		if strings.TrimSpace(p.Federation) == "" {
			player(engine.Error, "no federation")
		}
		if p.Rating > 0 {
			continue
		}
		if engine.ParseDate(p.Birth).IsZero() {
			player(engine.Error, "unrated and no birth date; FIDE needs it to register a new player")
		}
		switch strings.ToLower(strings.TrimSpace(p.Sex)) {
		case "m", "w", "f":
		case "":
			player(engine.Error, "unrated and no sex (m or w); FIDE needs it to register a new player")
		default:
			player(engine.Error, "sex %q is not m or w", p.Sex)
		}
	}
	return out
}

// allDigits reports whether s is a non-empty run of ASCII digits.
func allDigits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}
