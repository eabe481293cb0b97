package csvout_test

import (
	"bytes"
	"encoding/csv"
	"path/filepath"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/season"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
)

// seasonEvent builds a ranked event from "name|uscf|fide|place|placeTo|points" lines in
// standings order.
func seasonEvent(name string, lines ...[6]string) season.Event {
	t := &engine.Tournament{Name: name}
	st := &engine.Standings{Eval: &engine.Evaluation{T: t}}
	for i, l := range lines {
		p := engine.Player{ID: engine.PlayerID(i + 1), Name: l[0], FIDEID: l[2]}
		if l[1] != "" {
			p.National = []engine.NationalRating{{Federation: "USA", ID: l[1]}}
		}
		t.Players = append(t.Players, p)
		place, to := atoi(l[3]), atoi(l[4])
		st.Rows = append(st.Rows, engine.Row{Player: i, Place: place, PlaceTo: max(place, to), Points: engine.MustScore(l[5])})
	}
	return season.Event{Name: name, Standings: st}
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

// smallSeason is three events with a shared place (split, rounded down), best 2 of 3,
// a player joined by name to an ID, accents, a name with a comma and one that looks
// like a formula, and an event label that needs quoting.
func smallSeason() *season.Leaderboard {
	evs := []season.Event{
		seasonEvent("Spring Open",
			[6]string{"Lopez, María", "14000001", "", "1", "", "4"},
			[6]string{"Chen, Wei", "", "", "2", "4", "3"},
			[6]string{"=cmd", "", "", "2", "4", "3"},
			[6]string{"O'Brien, Seán", "", "2500123", "2", "4", "3"},
			[6]string{"Adams, Ann", "", "", "5", "", "1"}),
		seasonEvent("Summer Swiss, U1800",
			[6]string{"Chen, Wei", "14000002", "", "1", "", "3"},
			[6]string{"Maria Lopez", "", "", "2", "", "2"},
			[6]string{"Adams, Ann", "", "", "3", "", "1"}),
		seasonEvent("Fall Quad",
			[6]string{"LOPEZ, MARIA", "14000001", "", "1", "", "3"},
			[6]string{"Adams, Ann", "", "", "2", "", "2"},
			[6]string{"Obrien, Sean", "", "2500123", "3", "", "1"}),
	}
	return season.Build(evs, season.Scoring{BestN: 2, Participation: engine.Half})
}

// TestWriteSeasonGolden pins the season CSV contract.
func TestWriteSeasonGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := csvout.WriteSeason(&buf, smallSeason()); err != nil {
		t.Fatal(err)
	}
	golden(t, filepath.Join("testdata", "season.csv"), buf.Bytes())
	recs, err := csv.NewReader(bytes.NewReader(buf.Bytes())).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 6 {
		t.Fatalf("%d records, want a header and 5 players", len(recs))
	}
	for _, r := range recs {
		if len(r) != 9 {
			t.Errorf("%q: %d fields, want 9", r, len(r))
		}
	}
}

// TestWriteSeasonNil refuses a missing leaderboard.
func TestWriteSeasonNil(t *testing.T) {
	if err := csvout.WriteSeason(&bytes.Buffer{}, nil); err == nil {
		t.Error("no error")
	}
}
