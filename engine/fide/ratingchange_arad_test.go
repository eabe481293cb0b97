package fide

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// TestPerformanceAgainstPublishedAPRO checks the performance rating (Ra + dp, B.02 8.1.1)
// of every player of a real event through the averages Swiss-Manager published: TB1 of
// the 19th Arad Open 2026 A on chess-results is APRO, the rounded average of the
// opponents' performance ratings (C.07 10.4, which takes the TPR of 10.2, Ra + dp). Every
// published APRO must equal the average of our performances of the opponents met.
func TestPerformanceAgainstPublishedAPRO(t *testing.T) {
	dir := filepath.Join(trftest.RealData(t), "reference", "chessresults-arad-open-2026-A")
	data, err := os.ReadFile(filepath.Join(dir, "arad-open-2026-A.derived.trf"))
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := trf.New().Import(importers.Source{Name: "arad", Data: data})
	if err != nil {
		t.Fatal(err)
	}
	rs := Ratings(ev, RatingOptions{})
	checked := 0
	for _, row := range readCSV(t, filepath.Join(dir, "arad-open-2026-A.chessresults-tb.csv")) {
		no, _ := strconv.Atoi(row["start_no"])
		want, _ := strconv.Atoi(row["TB1"])
		i := ev.PlayerIndex()[engine.PlayerID(no)]
		sum, n := 0, 0
		for _, g := range rs[i].Games {
			if p := rs[g.Opponent].Performance; p != 0 {
				sum += p
				n++
			}
		}
		if got := roundDiv(sum, n); got != want {
			t.Errorf("#%d: average performance of the opponents %d, published APRO %d", no, got, want)
		}
		checked++
	}
	if checked != len(ev.Players) {
		t.Fatalf("checked %d of %d players", checked, len(ev.Players))
	}
}
