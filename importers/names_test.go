package importers

import (
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// TestCleanNames cleans line breaks from the names of an imported event, with a warning
// at the player's line for each, and keeps other control characters as written (issue 39: a name with a
// line break passed check, then report refused the file and standings printed it).
func TestCleanNames(t *testing.T) {
	tr := &engine.Tournament{Name: "Spring\r\nOpen", Players: []engine.Player{
		{ID: 1, Name: "Smith,\nJohn"}, {ID: 2, Name: "Plain, Pat"}, {ID: 3, Name: "\x1b[31mRed\u2028"}, {ID: 4, Name: "Tab\tKept, \x1b"},
	}, Teams: []engine.Team{{ID: 1, Name: "A\vTeam"}}}
	ps := NewPositions()
	ps.SetPlayer(1, Position{Line: 7, Column: 3})
	var got []string
	for _, w := range CleanNames(tr, "x.json", ps) {
		got = append(got, w.Error())
	}
	want := []string{
		`x.json: event name: the event's name held a line break; read as "Spring Open"`,
		`x.json:7:3: name: player 1: the name held a line break; read as "Smith, John" (correct it in the file)`,
		`x.json: name: player 3: the name held a line break; read as "\x1b[31mRed" (correct it in the file)`,
		`x.json: team name: team 1: the name held a line break; read as "A Team"`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if tr.Players[0].Name != "Smith, John" || tr.Players[1].Name != "Plain, Pat" || tr.Name != "Spring Open" || tr.Teams[0].Name != "A Team" || tr.Players[3].Name != "Tab\tKept, \x1b" {
		t.Errorf("names %+v", tr)
	}
	if w := CleanNames(tr, "x.json", ps); len(w) != 0 {
		t.Errorf("clean names warned again: %v", w)
	}
}
