package fide

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// hundredths reads a published decimal such as "8.30", "-0.88" or "0.00" as hundredths.
func hundredths(t *testing.T, s string) int {
	t.Helper()
	neg := strings.HasPrefix(s, "-")
	whole, frac, _ := strings.Cut(strings.TrimPrefix(s, "-"), ".")
	frac = (frac + "00")[:2]
	w, err1 := strconv.Atoi(whole)
	f, err2 := strconv.Atoi(frac)
	if err1 != nil || err2 != nil {
		t.Fatalf("bad decimal %q", s)
	}
	if neg {
		return -(100*w + f)
	}
	return 100*w + f
}

// TestRatingChangesAgainstFIDEPublishedUSChampionship2025 reproduces, for every player and
// every game, the rating calculation FIDE itself published for the 2025 US Championship
// (FIDE event 432532, St. Louis, 12-24 October 2025, a 12-player round robin rated on the
// November 2025 list; testdata/real/reference/fide-us-championship-2025, see its
// README.md). For each player FIDE prints Ro, the score w, n, chg = w - We, K, K × chg and
// Rc, the average rating of the opponents; for each game the opponent's rating, the
// result and K × (w - We). All must equal ours, to the hundredth.
func TestRatingChangesAgainstFIDEPublishedUSChampionship2025(t *testing.T) {
	dir := filepath.Join(trftest.RealData(t), "reference", "fide-us-championship-2025")
	data, err := os.ReadFile(filepath.Join(dir, "us-championship-2025.derived.trf"))
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := trf.New().Import(importers.Source{Name: "us-championship-2025", Data: data})
	if err != nil {
		t.Fatal(err)
	}
	rs := Ratings(ev, RatingOptions{})
	idx := ev.PlayerIndex()
	byFIDE := map[string]int{}
	players := readCSV(t, filepath.Join(dir, "fide-published-players.csv"))
	for _, row := range players {
		no, _ := strconv.Atoi(row["start_no"])
		i := idx[engine.PlayerID(no)]
		byFIDE[row["fide_id"]] = i
		r := rs[i]
		w := hundredths(t, row["w"])
		k, _ := strconv.Atoi(row["k"])
		n, _ := strconv.Atoi(row["n"])
		ro, _ := strconv.Atoi(row["ro"])
		rc, _ := strconv.Atoi(row["rc"])
		if r.Rating != ro || r.K != k || len(r.Games) != n || int(r.Points)*100/int(engine.Point) != w {
			t.Errorf("#%d: Ro %d K %d n %d w %v; FIDE %d %d %d %s", no, r.Rating, r.K, len(r.Games), r.Points, ro, k, n, row["w"])
		}
		if we := w - hundredths(t, row["chg"]); r.Expected != we {
			t.Errorf("#%d: We %d hundredths, FIDE %d (w %s - chg %s)", no, r.Expected, we, row["w"], row["chg"])
		}
		if want := hundredths(t, row["k_chg"]); r.Change != want {
			t.Errorf("#%d: K × (w - We) %d hundredths, FIDE %s", no, r.Change, row["k_chg"])
		}
		sum := 0
		for _, g := range r.Games {
			sum += g.OpponentRating
		}
		if ra := roundDiv(sum, len(r.Games)); ra != rc {
			t.Errorf("#%d: average rating of the opponents %d, FIDE's Rc %d", no, ra, rc)
		}
		// The November list rating is Ro plus every event of the period, rounded once
		// (8.3.4); two players also played the Grand Chess Tour Finals that period.
		total := r.Change
		if other := row["other_events_k_chg"]; other != "" {
			total += hundredths(t, other)
		} else if r.NewRating != ro+roundAway(r.Change, 100) {
			t.Errorf("#%d: new rating %d, want Ro + change rounded", no, r.NewRating)
		}
		if list, _ := strconv.Atoi(row["list_2025_11"]); ro+roundAway(total, 100) != list {
			t.Errorf("#%d: Ro %d + period change %d hundredths = %d, FIDE's November list %d", no, ro, total, ro+roundAway(total, 100), list)
		}
	}
	if len(players) != len(ev.Players) {
		t.Fatalf("published rows %d, players %d", len(players), len(ev.Players))
	}
	games := 0
	for _, row := range readCSV(t, filepath.Join(dir, "fide-published-games.csv")) {
		rd, _ := strconv.Atoi(row["round"])
		for _, side := range [][2]string{{row["white"], row["white_k_chg"]}, {row["black"], row["black_k_chg"]}} {
			i := byFIDE[side[0]]
			found := false
			for _, g := range rs[i].Games {
				if g.Round == rd {
					found = true
					if want := hundredths(t, side[1]); g.Change != want {
						t.Errorf("round %d, FIDE ID %s: K × (w - We) %d hundredths, FIDE %s", rd, side[0], g.Change, side[1])
					}
				}
			}
			if !found {
				t.Errorf("round %d, FIDE ID %s: no rated game", rd, side[0])
			}
			games++
		}
	}
	if games != 132 {
		t.Fatalf("checked %d game sides, want 132", games)
	}
}
