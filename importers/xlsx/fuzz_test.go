package xlsxin_test

import (
	"bytes"
	"context"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/engine/uscf"
	"github.com/tiebreak-chess/tiebreak/exporters"
	xlsxout "github.com/tiebreak-chess/tiebreak/exporters/xlsx"
	"github.com/tiebreak-chess/tiebreak/importers"
	xlsxin "github.com/tiebreak-chess/tiebreak/importers/xlsx"
	"github.com/tiebreak-chess/tiebreak/importers/xlsx/xlsxtest"
)

// FuzzImport feeds workbooks to the XLSX importer, seeded with small workbooks the xlsx
// exporters write (the crosstable and the wall chart) and hand-made ones with merged
// ranges: nothing may panic, and whatever is accepted must survive export as an XLSX
// crosstable and import again unchanged.
func FuzzImport(f *testing.F) {
	for _, cfg := range []synth.Config{{Players: 5, Rounds: 3, Seed: 1}, {Players: 8, Rounds: 4, Seed: 2}} {
		tr := synth.Generate(cfg)
		var ct, wc bytes.Buffer
		if err := xlsxout.NewCrosstable().Export(context.Background(), &ct, &exporters.Document{T: tr}); err != nil {
			f.Fatal(err)
		}
		f.Add(ct.Bytes())
		cat := engine.NewCatalogue()
		cat.Register(uscf.New())
		rules := engine.Rules{System: "uscf"}
		ev := engine.NewEvaluation(tr, rules)
		tbs, err := cat.Resolve("", rules, ev.Kind)
		if err != nil {
			f.Fatal(err)
		}
		if err := xlsxout.New().Export(context.Background(), &wc, &exporters.Document{T: tr, Standings: engine.Rank(ev, tbs)}); err != nil {
			f.Fatal(err)
		}
		f.Add(wc.Bytes())
	}
	f.Add(xlsxtest.Workbook(f, xlsxtest.Sheet("<sheetData>"+clubRows+"</sheetData>"+
		`<mergeCells count="2"><mergeCell ref="G4:ALL20000"/><mergeCell ref="A1:B1"/></mergeCells>`)))
	f.Fuzz(func(t *testing.T, data []byte) {
		testtool.Budget(t, data, func() {
			tr, _, err := xlsxin.New().Import(importers.Source{Name: "fuzz.xlsx", Data: data})
			if err != nil {
				return
			}
			want := canonicalJSON(t, tr)
			var buf bytes.Buffer
			if err := xlsxout.NewCrosstable().Export(context.Background(), &buf, &exporters.Document{T: tr}); err != nil {
				return // the exporter may refuse what it cannot write, with an error
			}
			back, _, err := xlsxin.New().Import(importers.Source{Name: "again.xlsx", Data: buf.Bytes()})
			if err != nil {
				t.Fatalf("accepted input does not re-import after export: %v", err)
			}
			if got := canonicalJSON(t, back); got != want {
				t.Fatalf("model changed after export and import:\n%s\nwant\n%s", got, want)
			}
		})
	})
}
