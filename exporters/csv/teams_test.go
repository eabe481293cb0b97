package csvout

import (
	"bytes"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/teams"
)

// TestWriteTeamsGuardsFormulas is issue 27 defect 3: a team named "=HYPERLINK(...)" was
// written as is, a live formula in a spreadsheet, where every other CSV guards it.
func TestWriteTeamsGuardsFormulas(t *testing.T) {
	st := &teams.Standings{
		School: true,
		Teams:  []teams.Team{{Name: `=HYPERLINK("http://x","y")`}, {Name: "@SUM(1)"}, {Name: "Knights"}},
		Rows: []teams.Row{{Team: 0, Place: 1, PlaceTo: 2, GP: engine.Points(3)}, {Team: 1, Place: 1, PlaceTo: 2, GP: engine.Points(3)},
			{Team: 2, Place: 3, GP: engine.Points(1)}},
	}
	var buf bytes.Buffer
	if err := WriteTeams(&buf, st); err != nil {
		t.Fatal(err)
	}
	want := "place,team,mp,gp\n1-2,\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",,3\n1-2,'@SUM(1),,3\n3,Knights,,1\n"
	if buf.String() != want {
		t.Errorf("WriteTeams wrote\n%s\nwant\n%s", buf.String(), want)
	}
}
