package xlsxin_test

import (
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	jsonout "github.com/tiebreak-chess/tiebreak/exporters/json"
	"github.com/tiebreak-chess/tiebreak/importers"
	xlsxin "github.com/tiebreak-chess/tiebreak/importers/xlsx"
	"github.com/tiebreak-chess/tiebreak/importers/xlsx/xlsxtest"
)

// usage is what running a function cost: the bytes it allocated in all (most of it
// garbage, much of it excelize's XML decoding), and how much the memory the runtime holds
// from the system grew, a bound on the peak heap it needed (when earlier tests did not
// already need more).
type usage struct{ total, grown uint64 }

func measure(fn func()) usage {
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return usage{after.TotalAlloc - before.TotalAlloc, after.Sys - before.Sys}
}

// check fails t when u exceeds the given bounds, in MB.
func (u usage) check(t *testing.T, totalMB, grownMB uint64) {
	t.Helper()
	t.Logf("allocated %d MB, memory grew by %d MB", u.total>>20, u.grown>>20)
	if u.total > totalMB<<20 {
		t.Errorf("allocated %d MB, want under %d MB", u.total>>20, totalMB)
	}
	if u.grown > grownMB<<20 {
		t.Errorf("memory grew by %d MB, want under %d MB", u.grown>>20, grownMB)
	}
}

// clubRows is the club wall chart of club() as worksheet XML rows, with a header on row 1.
var clubRows = xlsxtest.InlineRow(1, "#", "Name", "Rating", "R1", "R2", "Total", "Note") +
	xlsxtest.InlineRow(2, "1", "Adams, Ann", "1900", "W2b", "D3w", "1.5") +
	xlsxtest.InlineRow(3, "2", "Baker, Bo", "1750", "L1w", "B", "1") +
	xlsxtest.InlineRow(4, "3", "Cole, Cy", "", "H", "D1b", "1", "late entry")

// TestMergedRanges checks that merged ranges cost work in proportion to the cells the
// sheet uses, not to what the range names (issue 15, defect 2): ranges are clipped to the
// used range, and a sheet of merges and nothing else is read once.
func TestMergedRanges(t *testing.T) {
	plain := xlsxtest.Workbook(t, xlsxtest.Sheet("<sheetData>"+clubRows+"</sheetData>"))
	want, _, err := xlsxin.New().Import(importers.Source{Name: "club.xlsx", Data: plain})
	if err != nil {
		t.Fatal(err)
	}
	huge := `<mergeCells count="1"><mergeCell ref="A1:ALL20000"/></mergeCells>`
	tests := []struct {
		name   string
		sheets []func(io.Writer) error
		// err is the error wanted, "" for the same model as the plain chart.
		err string
	}{
		// The note of player 3 merged over a range far beyond the used range: only G4
		// is in it.
		{"note merged to the end", []func(io.Writer) error{xlsxtest.Sheet("<sheetData>" + clubRows + "</sheetData>" +
			`<mergeCells count="1"><mergeCell ref="G4:ALL20000"/></mergeCells>`)}, ""},
		// Three sheets of one merged range and one cell, then the chart.
		{"merge-only sheets", []func(io.Writer) error{
			xlsxtest.Sheet(`<sheetData>` + xlsxtest.InlineRow(1, "x") + `</sheetData>` + huge),
			xlsxtest.Sheet(`<sheetData>` + xlsxtest.InlineRow(1, "x") + `</sheetData>` + huge),
			xlsxtest.Sheet(`<sheetData>` + xlsxtest.InlineRow(1, "x") + `</sheetData>` + huge),
			xlsxtest.Sheet("<sheetData>" + clubRows + "</sheetData>"),
		}, ""},
		// Overlapping merges, each over the whole used range: the fill stops at the cell
		// budget.
		{"overlapping merges", []func(io.Writer) error{xlsxtest.Sheet("<sheetData>" + clubRows + xlsxtest.InlineRow(2000, "x") +
			xlsxtest.InlineRow(2001, "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "y") +
			"</sheetData><mergeCells>" + strings.Repeat(`<mergeCell ref="A1:AE2001"/>`, 20) + "</mergeCells>")},
			"x.xlsx:Sheet1!A1: sheet too large: merged ranges fill more than 1000000 cells; unmerge them"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			data := xlsxtest.Workbook(t, tc.sheets...)
			var (
				tr   = want
				gerr error
			)
			measure(func() {
				tr, _, gerr = xlsxin.New().Import(importers.Source{Name: "x.xlsx", Data: data})
			}).check(t, 64, 64)
			if tc.err != "" {
				if gerr == nil || gerr.Error() != tc.err {
					t.Errorf("error\n got %v\nwant %s", gerr, tc.err)
				}
				return
			}
			if gerr != nil {
				t.Fatal(gerr)
			}
			if got, w := canonicalJSON(t, tr), canonicalJSON(t, want); got != w {
				t.Errorf("model differs from the plain chart:\n%s\nwant\n%s", got, w)
			}
		})
	}
}

// TestSheetTooLarge checks that a sheet of more cells than the importer reads is an error
// naming the row where the budget ran out, found without reading the rest.
func TestSheetTooLarge(t *testing.T) {
	data := xlsxtest.Workbook(t, func(w io.Writer) error {
		if _, err := io.WriteString(w, "<sheetData>"); err != nil {
			return err
		}
		row := "<row>" + strings.Repeat(`<c><v>1</v></c>`, 50) + "</row>"
		for i := 0; i < 25000; i++ {
			if _, err := io.WriteString(w, row); err != nil {
				return err
			}
		}
		_, err := io.WriteString(w, "</sheetData>")
		return err
	})
	var err error
	u := measure(func() { _, _, err = xlsxin.New().Import(importers.Source{Name: "big.xlsx", Data: data}) })
	const want = "big.xlsx:Sheet1!A20001: sheet too large: more than 1000000 cells"
	if err == nil || err.Error() != want {
		t.Errorf("error\n got %v\nwant %s", err, want)
	}
	u.check(t, 3000, 250)
}

func canonicalJSON(t *testing.T, tr *engine.Tournament) string {
	t.Helper()
	b, err := jsonout.Canonical(tr)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
