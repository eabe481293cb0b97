package fide

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// queenstown reads the published IM norm of testdata/real/norms (SOURCE.txt): FM Junta
// Ikeda's nine games at the Queenstown International 2012, opponents as ChessResults
// printed them.
func queenstown(t *testing.T) *engine.Tournament {
	t.Helper()
	path := filepath.Join(trftest.RealData(t), "norms", "queenstown-2012-ikeda.trf")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := trf.New().Import(importers.Source{Name: path, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// imCheck returns the IM norm screen of player 1 (Ikeda).
func imCheck(t *testing.T, ev *engine.Tournament) NormCheck {
	t.Helper()
	for _, nc := range Norms(ev) {
		if nc.Player == 0 && nc.Title == IM {
			return nc
		}
	}
	t.Fatal("no IM screen for player 1")
	return NormCheck{}
}

// TestNormQueenstownPublished reproduces a published IM norm: FM Junta Ikeda (AUS),
// Queenstown International 2012, 6.5 of 9. ChessResults printed a performance of 2442:
// the opponents' average, 20481/9 = 2276, plus dp 166 for 72%. The norm stands (the
// player earned it, and a second one in 2013) because 1.46 raises the lowest opponent,
// Selnes at 1904, to the IM floor of 2050: 20627/9 = 2292, and 2292 + 166 = 2458 ≥ 2450,
// so 6.5 was the score needed. Three opponents hold IM or GM (Li Chao B GM, Van
// Riemsdijk and Xie IM), five hold titles, four of nine are Australian, five other
// federations.
func TestNormQueenstownPublished(t *testing.T) {
	ev := queenstown(t)
	nc := imCheck(t, ev)
	want := NormCheck{Player: 0, Title: IM, Games: 9, Points: engine.MustScore("6.5"), Federations: 5, OwnFed: 4,
		MostOneFed: 4, TitleHolders: 5, Sought: 3, Unrated: 0, Raised: 2, RaisedFrom: 1904, Floor: 2050, Ra: 2292,
		Performance: 2458, Required: engine.MustScore("6.5"), Achieved: true}
	if !nc.Achieved {
		t.Fatalf("IM norm not reached: missing %q", nc.Missing)
	}
	if !reflect.DeepEqual(nc, want) {
		t.Errorf("got  %+v\nwant %+v", nc, want)
	}
	// ChessResults's 2442 is the same performance without the floor.
	sum := 0
	for _, p := range ev.Players[1:] {
		sum += p.Rating
	}
	if ra := roundDiv(sum, 9); sum != 20481 || ra+dp(72) != 2442 || nc.Performance-nc.Ra != dp(72) {
		t.Errorf("without the floor: %d/9 = %d, performance %d; ChessResults printed 2442", sum, ra, ra+dp(72))
	}
}

// TestNormQueenstownMiss: the same games with one result changed, the round 4 win
// against Johnson (2127) made a draw, miss the norm: 6 of 9 is 67%, dp 125, a
// performance of 2292 + 125 = 2417; 6.5 is still the score needed.
func TestNormQueenstownMiss(t *testing.T) {
	ev := queenstown(t)
	ev.Players[0].Rounds[3].Result = engine.Draw
	ev.Players[4].Rounds[3].Result = engine.Draw
	nc := imCheck(t, ev)
	if nc.Achieved || nc.Ra != 2292 || nc.Performance != 2417 || nc.Required != engine.MustScore("6.5") || nc.Points != engine.MustScore("6") {
		t.Fatalf("got %+v; want a miss: Ra 2292, performance 2417, 6.5 needed", nc)
	}
	if len(nc.Missing) != 1 || !strings.Contains(nc.Missing[0], "2417") {
		t.Errorf("missing %q, want the performance alone", nc.Missing)
	}
}
