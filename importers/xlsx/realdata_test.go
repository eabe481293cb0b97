package xlsxin_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	jsonout "github.com/tiebreak-chess/tiebreak/exporters/json"
	"github.com/tiebreak-chess/tiebreak/importers"
	csvin "github.com/tiebreak-chess/tiebreak/importers/csv"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
	xlsxin "github.com/tiebreak-chess/tiebreak/importers/xlsx"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

func importFile(t *testing.T, im importers.Importer, path string) (*engine.Tournament, []*importers.ParseError) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tr, warns, err := im.Import(importers.Source{Name: filepath.Base(path), Data: data})
	if err != nil {
		t.Fatalf("import %s: %v", path, err)
	}
	return tr, warns
}

// checkTotals requires every printed total to equal the total of the player's rounds:
// no declared-total adjustment may be needed.
func checkTotals(t *testing.T, tr *engine.Tournament) {
	t.Helper()
	printed := 0
	for i := range tr.Players {
		p := &tr.Players[i]
		if p.Declared == nil {
			t.Errorf("player %d %s: no printed total", p.ID, p.Name)
			continue
		}
		printed++
		if got := tr.GamePoints(p); got != *p.Declared {
			t.Errorf("player %d %s: rounds give %s, table prints %s", p.ID, p.Name, got, p.Declared)
		}
	}
	if len(tr.Adjustments) != 0 {
		t.Errorf("%d adjustments, want none", len(tr.Adjustments))
	}
	t.Logf("%d players, %d rounds, %d printed totals agree", len(tr.Players), tr.Rounds, printed)
}

// TestKeshmatAgainstDerivedTRF imports every chess-results XLSX export of the Keshmat
// events, checks the printed totals and compares players and results with the TRF
// derived from the same export.
func TestKeshmatAgainstDerivedTRF(t *testing.T) {
	dir := filepath.Join(trftest.RealData(t), "reference", "chessresults-xlsx-keshmat-lebanon")
	files, _ := filepath.Glob(filepath.Join(dir, "*.xlsx"))
	if len(files) != 8 {
		t.Fatalf("found %d workbooks, want 8", len(files))
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			got, _ := importFile(t, xlsxin.New(), path)
			checkTotals(t, got)
			checkCSVRoundTrip(t, got)
			want, _ := importFile(t, trf.New(), strings.TrimSuffix(path, ".xlsx")+".derived.trf")
			if len(got.Players) != len(want.Players) || got.Rounds != want.Rounds {
				t.Fatalf("%d players x %d rounds, derived TRF has %d x %d", len(got.Players), got.Rounds, len(want.Players), want.Rounds)
			}
			for i := range want.Players {
				g, w := &got.Players[i], &want.Players[i]
				if g.ID != w.ID || g.Name != w.Name || g.Rating != w.Rating || g.Federation != w.Federation {
					t.Errorf("player %d: got %d %q %d %s, TRF %d %q %d %s", i+1, g.ID, g.Name, g.Rating, g.Federation, w.ID, w.Name, w.Rating, w.Federation)
				}
				if *g.Declared != *w.Declared {
					t.Errorf("player %d: total %s, TRF %s", w.ID, g.Declared, w.Declared)
				}
				for r := range w.Rounds {
					if g.Rounds[r] != w.Rounds[r] {
						t.Errorf("player %d round %d: got %+v, TRF %+v", w.ID, r+1, g.Rounds[r], w.Rounds[r])
					}
				}
			}
		})
	}
}

// TestRoundRobinMatrices imports the chess-results round-robin matrix exports and checks
// their printed totals.
func TestRoundRobinMatrices(t *testing.T) {
	dir := filepath.Join(trftest.RealData(t), "crosstables", "chess-results-xlsx")
	files, _ := filepath.Glob(filepath.Join(dir, "*.xlsx"))
	if len(files) != 2 {
		t.Fatalf("found %d workbooks, want 2", len(files))
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			got, _ := importFile(t, xlsxin.New(), path)
			checkTotals(t, got)
			checkCSVRoundTrip(t, got)
			if len(got.Players) != 6 || got.Rounds != 5 {
				t.Errorf("%d players x %d rounds, want 6 x 5", len(got.Players), got.Rounds)
			}
		})
	}
}

// checkCSVRoundTrip writes tr as a CSV crosstable and reads it back: the canonical model
// (attributes such as the TB columns included) must not change.
func checkCSVRoundTrip(t *testing.T, tr *engine.Tournament) {
	t.Helper()
	var buf bytes.Buffer
	if err := csvout.NewCrosstable().Export(context.Background(), &buf, &exporters.Document{T: tr}); err != nil {
		t.Fatal(err)
	}
	back, _, err := csvin.New().Import(importers.Source{Name: "x.csv", Data: buf.Bytes()})
	if err != nil {
		t.Fatalf("CSV reimport: %v", err)
	}
	want, err1 := jsonout.Canonical(tr)
	got, err2 := jsonout.Canonical(back)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	if !bytes.Equal(got, want) {
		t.Error("XLSX -> model -> CSV -> model changes the model")
	}
}
