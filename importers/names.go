package importers

import (
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// CleanNames replaces each run of line breaks (CR, LF, VT, FF, NEL and the Unicode line
// and paragraph separators) in the names of t (players, teams, the event) with a space,
// and returns a warning for each name cleaned, at the player's position in file when ps
// recorded it. A line break in a name is a slip of the program or the hand that wrote
// the file: kept, it would pass check and then break every line-based output (a TRF 001
// record) and every line printed. Other control characters are kept as written (files
// hold the name as the source gave it; a terminal is sent them escaped). Every
// importer's result goes through it.
func CleanNames(t *engine.Tournament, file string, ps *Positions) []*ParseError {
	var warns []*ParseError
	if c := cleanLineBreaks(t.Name); c != t.Name {
		warns = append(warns, &ParseError{File: file, Field: "event name", Err: fmt.Errorf("the event's name held a line break; read as %q", c)})
		t.Name = c
	}
	for i := range t.Players {
		p := &t.Players[i]
		c := cleanLineBreaks(p.Name)
		if c == p.Name {
			continue
		}
		pe := &ParseError{File: file, Field: "name", Err: fmt.Errorf("player %d: the name held a line break; read as %q (correct it in the file)", p.ID, c)}
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
		if c := cleanLineBreaks(tm.Name); c != tm.Name {
			warns = append(warns, &ParseError{File: file, Field: "team name", Err: fmt.Errorf("team %d: the name held a line break; read as %q", tm.ID, c)})
			tm.Name = c
		}
	}
	return warns
}

// cleanLineBreaks replaces each run of line breaks in s by one space.
func cleanLineBreaks(s string) string {
	if !strings.ContainsFunc(s, isLineBreak) {
		return s
	}
	var b strings.Builder
	space := false
	for _, r := range s {
		if isLineBreak(r) {
			space = true
			continue
		}
		if space && b.Len() > 0 && r != ' ' && !strings.HasSuffix(b.String(), " ") {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

func isLineBreak(r rune) bool {
	switch r {
	case '\n', '\r', '\v', '\f', '\u0085', '\u2028', '\u2029':
		return true
	}
	return false
}
