package pdfout

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/importers/fund"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// goldenCase is one PDF compared byte for byte with testdata/<name>.pdf.
type goldenCase struct {
	name string
	doc  func(tb testing.TB) *exporters.Document
}

// checkGolden renders every case and compares it with its golden file; go test
// ./exporters/pdf -update rewrites them. The time stamp is fixed, so the files only change
// when the layout does: look at the pages (pdftoppm -r 80 -png) before committing new ones.
func checkGolden(t *testing.T, cases []goldenCase) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := render(t, tc.doc(t))
			path := filepath.Join("testdata", tc.name+".pdf")
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./exporters/pdf -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				out := filepath.Join(t.TempDir(), tc.name+".pdf")
				_ = os.WriteFile(out, got, 0o644)
				t.Errorf("PDF differs from %s (got %d bytes, want %d); new file in %s", path, len(got), len(want), out)
			}
		})
	}
}

// TestGoldenLayout covers the layout of every part with a hand-made allocation: a prize
// won alone with a trophy, a pool with the exception, cap and remainder notes, an
// unawarded prize, trophies with their deciding tiebreaks, the tax-form lines.
func TestGoldenLayout(t *testing.T) {
	checkGolden(t, []goldenCase{
		{"layout-open", func(tb testing.TB) *exporters.Document { return openDocWithPrizes(tb) }},
		{"standings-open-a4", func(tb testing.TB) *exporters.Document {
			doc := openDoc(tb)
			doc.Opts.Paper = "a4"
			return doc
		}},
	})
}

// prizeEvents are the events of the prize-report goldens: the sample event shipped in
// testdata (accented, Greek and Cyrillic names, a 32B3 pool) and two real US Chess
// events with test funds (a based-on reduction, class prizes flowing down, an unrated
// trophy, a tax-form winner).
var prizeEvents = []struct{ name, event, fund string }{
	{"prizes-open", "../../testdata/open.trf", "../../testdata/open-fund.yaml"},
	{"prizes-ma-open-championship", "uscf/swisssys-2025-05-93rd-massachusetts-open/championship.derived.trf", "testdata/funds/ma-open-championship.yaml"},
	{"prizes-puddletown-open-ii", "uscf/swisssys-2025-05-puddletown-may-flower-open-ii/open-ii.derived.trf", "testdata/funds/puddletown-open-ii.yaml"},
}

// prizeDoc ranks an event of prizeEvents with the US Chess preset and pays its fund.
func prizeDoc(tb testing.TB, event, fundPath string) *exporters.Document {
	tb.Helper()
	if !strings.HasPrefix(event, "../") {
		event = filepath.Join(trftest.RealData(tb), event)
	}
	doc := rankedDoc(tb, loadTRF(tb, event), "uscf")
	f, opts, err := fund.Load(fundPath)
	if err != nil {
		tb.Fatal(err)
	}
	a, err := prizes.Allocate(doc.Standings, f, opts)
	if err != nil {
		tb.Fatal(err)
	}
	doc.Prizes = a
	return doc
}

// TestGoldenPrizeReports compares the prize reports of three events with their goldens.
func TestGoldenPrizeReports(t *testing.T) {
	var cases []goldenCase
	for _, ev := range prizeEvents {
		cases = append(cases, goldenCase{ev.name, func(tb testing.TB) *exporters.Document { return prizeDoc(tb, ev.event, ev.fund) }})
	}
	checkGolden(t, cases)
}
