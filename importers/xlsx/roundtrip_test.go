package xlsxin_test

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	jsonout "github.com/tiebreak-chess/tiebreak/exporters/json"
	xlsxout "github.com/tiebreak-chess/tiebreak/exporters/xlsx"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
	xlsxin "github.com/tiebreak-chess/tiebreak/importers/xlsx"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// wallChartForm maps a round to what the xlsx exporter's US notation can say (its
// package documentation): B for both kinds of full-point bye, U for every empty round,
// unrated games as rated ones, and no opponent on a bye.
func wallChartForm(rd engine.Round) engine.Round {
	switch rd.Result {
	case engine.FullBye:
		rd.Result = engine.PairingBye
	case engine.NoResult:
		rd.Result = engine.ZeroBye
	case engine.WinUnrated:
		rd.Result = engine.Win
	case engine.DrawUnrated:
		rd.Result = engine.Draw
	case engine.LossUnrated:
		rd.Result = engine.Loss
	}
	if rd.Result.IsBye() {
		rd.Opponent, rd.Color = 0, engine.NoColor
	}
	return rd
}

// TestTRFToXLSXRoundTrip writes every real TRF with the xlsx exporter and reads the
// workbook back: players, ratings, federations, totals and every round (in the form the
// wall-chart notation can carry) must survive.
func TestTRFToXLSXRoundTrip(t *testing.T) {
	root := trftest.RealData(t)
	files := trftest.Files(t, ".trf")
	if testing.Short() && len(files) > 20 {
		files = files[:20]
	}
	for _, path := range files {
		rel, _ := filepath.Rel(root, path)
		want, _ := importFile(t, trf.New(), path)
		var buf bytes.Buffer
		if err := xlsxout.New().Export(context.Background(), &buf, &exporters.Document{T: want}); err != nil {
			t.Fatalf("%s: export: %v", rel, err)
		}
		for _, sheet := range []string{"Crosstable", "Wall chart"} {
			t.Run(rel+"/"+sheet, func(t *testing.T) {
				compareWallChart(t, want, buf.Bytes(), sheet)
			})
		}
	}
}

// compareWallChart reads one sheet of an exported workbook and compares it with want.
func compareWallChart(t *testing.T, want *engine.Tournament, data []byte, sheet string) {
	got, _, err := xlsxin.New().Import(importers.Source{Name: "x.xlsx", Data: data, Opts: importers.Options{Sheet: sheet}})
	if err != nil {
		t.Fatalf("reimport: %v", err)
	}
	if len(got.Players) != len(want.Players) {
		t.Fatalf("%d players, want %d", len(got.Players), len(want.Players))
	}
	for i := range want.Players {
		g, w := &got.Players[i], &want.Players[i]
		if g.ID != w.ID || g.Name != w.Name || g.Rating != w.Rating || g.Federation != w.Federation {
			t.Errorf("player %d: got %d %q %d %q, want %d %q %d %q", i+1, g.ID, g.Name, g.Rating, g.Federation, w.ID, w.Name, w.Rating, w.Federation)
			continue
		}
		if gt, wt := got.Total(g), want.Total(w); gt != wt {
			t.Errorf("player %d: total %s, want %s", w.ID, gt, wt)
		}
		// Planned rounds nobody was paired in have no column on the wall chart.
		for r := 0; r < want.Rounds; r++ {
			var gr, wr engine.Round
			if r < len(w.Rounds) {
				wr = w.Rounds[r]
			}
			if r < len(g.Rounds) {
				gr = g.Rounds[r]
			}
			if gr, wr := wallChartForm(gr), wallChartForm(wr); gr != wr {
				t.Errorf("player %d round %d: got %+v, want %+v", w.ID, r+1, gr, wr)
			}
		}
	}
}

// TestTRFToXLSXCrosstableRoundTrip writes every real TRF with the lossless xlsx-crosstable
// exporter and reads it back: the canonical model must be identical.
func TestTRFToXLSXCrosstableRoundTrip(t *testing.T) {
	root := trftest.RealData(t)
	files := trftest.Files(t, ".trf")
	if len(files) < 200 {
		t.Fatalf("only %d TRF files under %s", len(files), root)
	}
	for _, path := range files {
		rel, _ := filepath.Rel(root, path)
		want, _ := importFile(t, trf.New(), path)
		var buf bytes.Buffer
		if err := xlsxout.NewCrosstable().Export(context.Background(), &buf, &exporters.Document{T: want}); err != nil {
			t.Fatalf("%s: export: %v", rel, err)
		}
		got, _, err := xlsxin.New().Import(importers.Source{Name: rel + ".xlsx", Data: buf.Bytes()})
		if err != nil {
			t.Errorf("%s: reimport: %v", rel, err)
			continue
		}
		a, _ := jsonout.Canonical(want)
		b, _ := jsonout.Canonical(got)
		if !bytes.Equal(a, b) {
			t.Errorf("%s: the model changed through the XLSX crosstable", rel)
		}
	}
}
