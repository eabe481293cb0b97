package importers

import (
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// CleanNames replaces each run of control characters in the names of t (players, teams,
// the event) with a space (see [CleanSectionNames]), and returns a warning for each name cleaned, at the player's
// position in file when ps recorded it. A line break or a TAB in a name is a slip of the
// program or the hand that wrote the file: kept, it would pass check and then break every
// line-based output (a TRF 001 record, a CSV row) and the terminal. Every importer's
// result goes through it.
func CleanNames(t *engine.Tournament, file string, ps *Positions) []*ParseError {
	var warns []*ParseError
	if c := cleanName(t.Name); c != t.Name {
		warns = append(warns, &ParseError{File: file, Field: "event name", Err: fmt.Errorf("the event's name held a line break or control character; read as %q", c)})
		t.Name = c
	}
	for i := range t.Players {
		p := &t.Players[i]
		c := cleanName(p.Name)
		if c == p.Name {
			continue
		}
		pe := &ParseError{File: file, Field: "name", Err: fmt.Errorf("player %d: the name held a line break or control character; read as %q (correct it in the file)", p.ID, c)}
		if ps != nil {
			if pos, found := ps.Of(p.ID, 0); found {
				pe.Line, pe.Column, pe.Cell = pos.Line, pos.Column, pos.Cell
			}
		}
		warns = append(warns, pe)
		p.Name = c
	}
	for i := range t.Teams {
		tm := &t.Teams[i]
		if c := cleanName(tm.Name); c != tm.Name {
			warns = append(warns, &ParseError{File: file, Field: "team name", Err: fmt.Errorf("team %d: the name held a line break or control character; read as %q", tm.ID, c)})
			tm.Name = c
		}
	}
	return warns
}
