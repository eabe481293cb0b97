package uscf

import (
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Member is one row of a US Chess member look-up export (check --members).
type Member struct {
	ID     string
	Name   string
	Expiry engine.Date // zero: no expiry given (life members)
	Rating int         // 0: unrated or not given
}

// MemberProblems compares the event's players with a member list, as US Chess will when
// the report arrives: a player whose ID is not in the list (warning: the list may be
// partial), a membership that expired before the event ended (error: US Chess holds the
// report until it is renewed), and a name or rating that differs from the list
// (warnings: the wrong person, or ratings not from the supplement in force).
func MemberProblems(t *engine.Tournament, members []Member) []engine.Problem {
	var out []engine.Problem
	when := engine.ParseDate(t.EndDate)
	if when.IsZero() {
		when = engine.ParseDate(t.StartDate)
	}
	if when.IsZero() {
		out = append(out, engine.Problem{Severity: engine.Warning,
			Message: "US Chess members: the event has no date, so memberships were not checked for expiry"})
	}
	byID := map[string]*Member{}
	for i := range members {
		byID[strings.TrimSpace(members[i].ID)] = &members[i]
	}
	for i := range t.Players {
		p := &t.Players[i]
		id := usID(p)
		if len(id) != 8 || strings.Trim(id, "0123456789") != "" {
			continue // missing or malformed: ReportProblems reports it
		}
		add := func(sev engine.Severity, format string, args ...any) {
			out = append(out, engine.Problem{Severity: sev, Player: p.ID,
				Message: "US Chess members: " + p.Name + ": " + fmt.Sprintf(format, args...)})
		}
		m := byID[id]
		if m == nil {
			add(engine.Warning, "ID %s is not in the members file; look the member up", id)
			continue
		}
		if !when.IsZero() && !m.Expiry.IsZero() && m.Expiry.Before(when) {
			add(engine.Error, "membership %s expired %s, before the event ended; the member must renew before the report", id, dateText(m.Expiry))
		}
		if !engine.SamePlayerName(p.Name, m.Name) {
			add(engine.Warning, "the members file names ID %s %q; check the ID", id, m.Name)
		}
		if r := p.USChessRating(); m.Rating > 0 && r > 0 && r != m.Rating {
			add(engine.Warning, "rating %d in the event, %d in the members file; use the supplement in force", r, m.Rating)
		}
	}
	return out
}

// usID returns the player's US Chess ID from its US Chess record, or "".
func usID(p *engine.Player) string {
	for _, nr := range p.National {
		if strings.EqualFold(nr.Federation, "USA") && strings.TrimSpace(nr.ID) != "" {
			return strings.TrimSpace(nr.ID)
		}
	}
	return ""
}

// dateText formats a date as YYYY-MM-DD.
func dateText(d engine.Date) string {
	return fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day)
}
