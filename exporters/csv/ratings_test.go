package csvout

import (
	"bytes"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// TestWriteRatingsPerformanceZero: a performance is printed whenever the player had rated
// games, 0 and below included (a player who lost to opponents rated near 100); it is
// blank only without rated games.
func TestWriteRatingsPerformanceZero(t *testing.T) {
	ev := &engine.Tournament{Players: []engine.Player{{ID: 1, Name: "A"}, {ID: 2, Name: "B"}, {ID: 3, Name: "C"}}}
	game := []exporters.RatingGame{{Round: 1, Opponent: 1, OpponentRating: 400}}
	rep := &exporters.RatingReport{T: ev, Rows: []exporters.RatingRow{
		{Player: 0, Games: game, NewRating: 120, Performance: 0},
		{Player: 1, Games: game, NewRating: 100, Performance: -92},
		{Player: 2},
	}}
	var b bytes.Buffer
	if err := WriteRatings(&b, rep); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	want := []string{`1,A,,,1,0,,,120,0`, `2,B,,,1,0,,,100,-92`, `3,C,,,0,0,,,,`}
	for k, w := range want {
		if lines[k+1] != w {
			t.Errorf("row %d: %q, want %q", k+1, lines[k+1], w)
		}
	}
}
