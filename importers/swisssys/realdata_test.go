package swisssys

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// sectionFiles maps each section name of an event folder to its derived TRF, from the
// section and trf_file columns of reference.csv.
func sectionFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "reference.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, r := range recs[1:] {
		out[r[0]] = r[1]
	}
	return out
}

// TestRealDataMatchesDerivedTRF imports every SwissSys JSON in realdata/uscf and checks
// that each section gives the same model as the derived TRF beside it: players (pairing
// number, name, rating, final order), every round (opponent, colour, result) and totals.
// The one section without a TRF (a two-games-per-round blitz) must fail with ErrTwoGame.
func TestRealDataMatchesDerivedTRF(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(trftest.RealData(t), "uscf", "*", "*.swisssys-nach.redacted.json"))
	if err != nil || len(files) != 8 {
		t.Fatalf("want 8 SwissSys files, found %d (%v)", len(files), err)
	}
	sections, players, twoGame, opPerf := 0, 0, 0, 0
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !(Importer{}).Sniff(data[:min(len(data), 4096)]) {
			t.Errorf("%s: not sniffed as SwissSys", path)
		}
		secs, err := Importer{}.ImportSections(importers.Source{Name: filepath.Base(path), Data: data})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		trfs := sectionFiles(t, filepath.Dir(path))
		for _, s := range secs {
			name := filepath.Base(filepath.Dir(path)) + " / " + s.Name
			file, ok := trfs[s.Name]
			if !ok {
				if s.Err != nil || !strings.Contains(s.T.TypeText, "two games per round") {
					t.Errorf("%s: no derived TRF and not a two-game section (err %v)", name, s.Err)
				}
				twoGame++
				continue
			}
			if s.Err != nil {
				t.Errorf("%s: %v", name, s.Err)
				continue
			}
			for _, w := range s.Warnings {
				// The one expected warning: OSCF's "Op. perf." column is left out of the order.
				if !strings.Contains(w.Error(), `SwissSys tiebreak "Op. perf."`) {
					t.Errorf("%s: unexpected warning %v", name, w)
				}
				opPerf++
			}
			if s.T.StatedBy != "SwissSys" || len(s.T.StatedTiebreaks) < 4 {
				t.Errorf("%s: stated tiebreaks %q by %q", name, s.T.StatedTiebreaks, s.T.StatedBy)
			}
			want := trftest.Load(t, filepath.Join(filepath.Dir(path), file))
			sections++
			players += len(want.Players)
			compareModels(t, name, s.T, want)
		}
	}
	if opPerf != 10 {
		t.Errorf("%d warnings for \"Op. perf.\", want 10 (one per OSCF section)", opPerf)
	}
	if sections != 53 || twoGame != 1 || players != 1165 {
		t.Errorf("compared %d sections (%d players), %d two-game sections; want 53 (1165), 1", sections, players, twoGame)
	}
}

// compareModels checks what a SwissSys section and its derived TRF share.
func compareModels(t *testing.T, name string, got, want *engine.Tournament) {
	t.Helper()
	if got.Name != want.Name {
		t.Errorf("%s: name %q, TRF %q", name, got.Name, want.Name)
	}
	if got.Rounds != want.Rounds || len(got.Players) != len(want.Players) {
		t.Errorf("%s: %d players x %d rounds, TRF %d x %d", name, len(got.Players), got.Rounds, len(want.Players), want.Rounds)
		return
	}
	gt, wt := got.Totals(), want.Totals()
	for i := range want.Players {
		g, w := &got.Players[i], &want.Players[i]
		if g.ID != w.ID || g.Name != w.Name || g.Rating != w.Rating || g.DeclaredRank != w.DeclaredRank {
			t.Errorf("%s: player %d is %d %q %d rank %d, TRF %d %q %d rank %d", name, i+1,
				g.ID, g.Name, g.Rating, g.DeclaredRank, w.ID, w.Name, w.Rating, w.DeclaredRank)
		}
		if gt[i] != wt[i] {
			t.Errorf("%s: player %d total %s, TRF %s", name, w.ID, gt[i], wt[i])
		}
		for r := range w.Rounds {
			if g.Rounds[r] != w.Rounds[r] {
				t.Errorf("%s: player %d round %d: %+v, TRF %+v", name, w.ID, r+1, g.Rounds[r], w.Rounds[r])
			}
		}
	}
}

// TestTwoGameSectionRealData reads the 93rd Massachusetts Open's Blitz section (two
// games per round): every player's total is the sum of the round scores SwissSys's
// pairings list gives, the order by points is SwissSys's, and players SwissSys placed
// together have equal points.
func TestTwoGameSectionRealData(t *testing.T) {
	path := filepath.Join(trftest.RealData(t), "uscf", "swisssys-2025-05-93rd-massachusetts-open", "93rd_Massachusetts_Open.swisssys-nach.redacted.json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tour, warns, err := New().Import(importers.Source{Name: "ma.json", Data: data, Opts: importers.Options{Section: "Blitz"}})
	if err != nil {
		t.Fatal(err)
	}
	if tour.Rounds != 10 || len(tour.Players) != 46 || len(warns) != 1 || !strings.Contains(warns[0].Error(), "the 34 results of 1-1 are read as two draws") {
		t.Fatalf("%d players x %d rounds, warnings %v", len(tour.Players), tour.Rounds, warns)
	}
	var raw struct {
		Sections []struct {
			Section   string
			Standings []int
			Place     []string
			Rounds    json.RawMessage
		}
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	for _, sec := range raw.Sections {
		if sec.Section != "Blitz" {
			continue
		}
		scores, two := readPairings(sec.Rounds)
		if !two || len(scores) != 5 {
			t.Fatalf("pairings: two games %v, %d rounds", two, len(scores))
		}
		totals := tour.Totals()
		byPlace := map[string]engine.Score{}
		for k, id := range sec.Standings {
			halves := 0
			for _, r := range scores {
				halves += r[id].halves
			}
			got := totals[id-1]
			if want := engine.Score(halves) * engine.Point / 2; got != want {
				t.Errorf("player %d: total %s, SwissSys's pairings %s", id, got, want)
			}
			if p, ok := byPlace[sec.Place[k]]; ok && p != got {
				t.Errorf("player %d: %s points in place %s, which has %s", id, got, sec.Place[k], p)
			}
			byPlace[sec.Place[k]] = got
			if k > 0 && totals[sec.Standings[k-1]-1] < got {
				t.Errorf("player %d (%s) after player %d (%s)", id, got, sec.Standings[k-1], totals[sec.Standings[k-1]-1])
			}
		}
		if totals[3] != engine.MustScore("9.5") || totals[1] != engine.MustScore("8") || totals[10] != engine.MustScore("7.5") {
			t.Errorf("top three: %s %s %s, want 9.5 8 7.5", totals[3], totals[1], totals[10])
		}
	}
}
