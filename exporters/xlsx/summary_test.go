package xlsxout

import (
	"bytes"
	"slices"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// TestWriteSummary reads the summary workbook back: the header, text as text (a name
// that looks like a formula stays text), counts as numbers, empty counts for a file that
// could not be read, the print setup, and the same bytes every time.
func TestWriteSummary(t *testing.T) {
	rows := []exporters.SummaryRow{
		{Event: "a-x", File: "in/a/x.trf", Status: "ok", Players: 36, Rounds: 5, Winner: "=Dvořák, Tomáš", Warnings: 2},
		{Event: "bad", File: "in/bad.trf", Status: "failed", Error: "in/bad.trf:8:129: round 4 result: trf: unknown result code 'Q'"},
	}
	var buf bytes.Buffer
	if err := WriteSummary(&buf, rows, "tiebreak test"); err != nil {
		t.Fatal(err)
	}
	var again bytes.Buffer
	if err := WriteSummary(&again, rows, "tiebreak test"); err != nil || !bytes.Equal(buf.Bytes(), again.Bytes()) {
		t.Errorf("not reproducible (%v)", err)
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := f.GetRows("Summary")
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{
		{"event", "file", "status", "players", "rounds", "winner", "warnings", "error"},
		{"a-x", "in/a/x.trf", "ok", "36", "5", "=Dvořák, Tomáš", "2"},
		{"bad", "in/bad.trf", "failed", "", "", "", "0", "in/bad.trf:8:129: round 4 result: trf: unknown result code 'Q'"},
	}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("rows %q\nwant %q", got, want)
	}
	if formula, _ := f.GetCellFormula("Summary", "F2"); formula != "" {
		t.Errorf("F2 is a formula: %q", formula)
	}
	if typ, _ := f.GetCellType("Summary", "D2"); typ != excelize.CellTypeNumber && typ != excelize.CellTypeUnset {
		t.Errorf("players is not a number: %v", typ)
	}
	layout, err := f.GetPageLayout("Summary")
	if err != nil || layout.Orientation == nil || *layout.Orientation != "landscape" || layout.FitToWidth == nil || *layout.FitToWidth != 1 {
		t.Errorf("page layout %+v, %v", layout, err)
	}
}
