package html

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

func load(t *testing.T, path string) (*engine.Tournament, []*importers.ParseError) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !(Importer{}).Sniff(data[:min(len(data), 4096)]) {
		t.Errorf("%s: not sniffed as HTML", path)
	}
	tour, warns, err := Importer{}.Import(importers.Source{Name: filepath.Base(path), Data: data})
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return tour, warns
}

// sameModel compares what a chess-results crosstable page holds with the derived TRF:
// start numbers, names, ratings (when the page has them), federations, titles, ranks,
// every round and every total.
// A round-robin matrix page holds no colours and no sit-out code: with matrix, colours are
// not compared and an empty cell matches the TRF's zero-point bye.
func sameModel(t *testing.T, name string, got, want *engine.Tournament, ratings bool, matrix ...bool) {
	t.Helper()
	if got.Rounds != want.Rounds || len(got.Players) != len(want.Players) {
		t.Fatalf("%s: %d players x %d rounds, TRF %d x %d", name, len(got.Players), got.Rounds, len(want.Players), want.Rounds)
	}
	title := map[string]string{"g": "GM", "m": "IM", "f": "FM", "c": "CM", "wg": "WGM", "wm": "WIM", "wf": "WFM", "wc": "WCM"}
	gt, wt := got.Totals(), want.Totals()
	for i := range want.Players {
		g, w := &got.Players[i], &want.Players[i]
		wTitle := w.Title
		if x, ok := title[w.Title]; ok {
			wTitle = x
		}
		if !ratings { // the page holds neither ratings nor titles (they are on the starting-rank page)
			wTitle = g.Title
		}
		if g.ID != w.ID || g.Name != w.Name || g.Federation != w.Federation || g.Title != wTitle ||
			(ratings && g.Rating != w.Rating) || (w.DeclaredRank != 0 && g.DeclaredRank != w.DeclaredRank) {
			t.Errorf("%s: player %d: %d %q %s %q %d rank %d, TRF %d %q %s %q %d rank %d", name, i+1,
				g.ID, g.Name, g.Federation, g.Title, g.Rating, g.DeclaredRank, w.ID, w.Name, w.Federation, wTitle, w.Rating, w.DeclaredRank)
		}
		if gt[i] != wt[i] {
			t.Errorf("%s: player %d total %s, TRF %s", name, w.ID, gt[i], wt[i])
		}
		for r := range w.Rounds {
			gr, wr := g.Rounds[r], w.Rounds[r]
			if len(matrix) > 0 && matrix[0] {
				gr.Color, wr.Color = engine.NoColor, engine.NoColor
				if gr.Result == engine.NoResult {
					gr.Result = engine.ZeroBye
				}
			}
			if gr != wr {
				t.Errorf("%s: player %d round %d: %+v, TRF %+v", name, w.ID, r+1, g.Rounds[r], w.Rounds[r])
			}
		}
	}
}

// TestBritishChampionship imports the British Championship 2026 crosstable (round 9
// paired, no results) and compares it with the derived TRF; its one tiebreak column,
// "Tie Break1: points (game-points)", must equal our points for every player.
func TestBritishChampionship(t *testing.T) {
	dir := filepath.Join(trftest.RealData(t), "crosstables", "chess-results-html", "british-championship-2026")
	got, warns := load(t, filepath.Join(dir, "british2026_champ_crosstable_final.html"))
	if len(warns) > 0 {
		t.Errorf("warnings: %v", warns)
	}
	want := trftest.Load(t, filepath.Join(dir, "british-championship-2026-after-r8.derived.trf"))
	sameModel(t, "british", got, want, true)
	if got.Name != "2026 British Chess Championships: Championship" || got.ChiefArbiter != "IA Lara Barnes" ||
		!strings.HasPrefix(got.TimeControl, "40/90") || got.Federation != "ENG" {
		t.Errorf("header: %q %q %q %q", got.Name, got.ChiefArbiter, got.TimeControl, got.Federation)
	}
	if len(got.Records) != 1 || got.Records[0].Line != "### chess-results Tie Break1: points (game-points)" {
		t.Errorf("annotation records %v", got.Records)
	}
	totals := got.Totals()
	pending := 0
	for i, p := range got.Players {
		tb := ""
		for _, a := range p.Attrs {
			if a.Key == "TB1" {
				tb = a.Value
			}
		}
		printed, err := engine.ParseScore(strings.ReplaceAll(tb, ",", "."))
		if err != nil || printed != totals[i] {
			t.Errorf("player %d: TB1 %q, our points %s", p.ID, tb, totals[i])
		}
		if p.Rounds[8].Result == engine.Pending {
			pending++
		}
	}
	if pending != 94 { // 108 players less 14 with a bye or not paired (the TRF agrees: sameModel)
		t.Errorf("%d pending round-9 games, want 94", pending)
	}
}

// TestOtherPages imports the other saved starting-rank crosstables (Arad, Frome, USSA round
// robin, Jeddah) and compares those with a derived TRF.
func TestOtherPages(t *testing.T) {
	root := trftest.RealData(t)
	for _, c := range []struct {
		page, trf string
		matrix    bool
	}{
		{"reference/chessresults-arad-open-2026-A/arad2026_a_crosstable.html", "reference/chessresults-arad-open-2026-A/arad-open-2026-A.derived.trf", false},
		{"reference/chessresults-frome-congress-2026-open/frome2026_open_crosstable.html", "reference/chessresults-frome-congress-2026-open/frome-2026-open.derived.trf", false},
		{"reference/chessresults-ussa-closed-2026-roundrobin/ussa2026_roundrobin_crosstable.html", "reference/chessresults-ussa-closed-2026-roundrobin/ussa-closed-2026.derived.trf", true},
		{"crosstables/chess-results-html/jeddah-qualifier-2026-partial/jeddah2026_crosstable.html", "", false},
	} {
		got, _ := load(t, filepath.Join(root, c.page))
		if c.trf == "" {
			if len(got.Players) == 0 {
				t.Errorf("%s: no players", c.page)
			}
			continue
		}
		sameModel(t, filepath.Base(c.page), got, trftest.Load(t, filepath.Join(root, c.trf)), false, c.matrix)
	}
}

// TestPlannedRounds reads the planned rounds a chess-results page states: the Jeddah
// qualifier after round 1 says "Rd.2/7" (round 2 of 7 paired) and its crosstable holds
// 2 rounds; the British Championship says "Number of rounds 9".
func TestPlannedRounds(t *testing.T) {
	root := trftest.RealData(t)
	for _, c := range []struct {
		page   string
		rounds int
		status string
	}{
		{"crosstables/chess-results-html/jeddah-qualifier-2026-partial/jeddah2026_crosstable.html", 7, "Standings after round 1; round 2 in progress: 0 of 16 games entered"},
		{"crosstables/chess-results-html/british-championship-2026/british2026_champ_crosstable_final.html", 9, "Standings with round 9 in progress: 3 of 50 games entered"},
	} {
		got, _ := load(t, filepath.Join(root, c.page))
		if got.Rounds != c.rounds || !got.RoundsStated || got.Progress().String() != c.status {
			t.Errorf("%s: %d rounds, stated %v, %q; want %d, true, %q", filepath.Base(c.page), got.Rounds, got.RoundsStated, got.Progress(), c.rounds, c.status)
		}
	}
}

// TestForeignPages: a Vega page and a chess-results page of a team event are refused with
// one sentence naming the file to read instead, not an error for every cell (issue 35).
func TestForeignPages(t *testing.T) {
	root := trftest.RealData(t)
	for _, c := range []struct {
		page string
		want error
		says string
	}{
		{"reference/vega-hobsonsbay/www2025HobsonsBayCup/standings.html", ErrVegaPage, "write the FIDE rating report (a TRF file)"},
		{"reference/vega-hobsonsbay/www2025HobsonsBayCup/crosstable.html", ErrVegaPage, "does not read Vega's web pages"},
		{"crosstables/chess-results-html/ax-porto-district-teams-2025-26/team_standings.html", ErrTeamPage, "reads a team event from its TRF file"},
	} {
		data, err := os.ReadFile(filepath.Join(root, c.page))
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = New().Import(importers.Source{Name: "p.html", Data: data})
		if !errors.Is(err, c.want) || !strings.Contains(err.Error(), c.says) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v", c.page, err)
		}
	}
}
