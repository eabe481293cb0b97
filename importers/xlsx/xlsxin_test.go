package xlsxin_test

import (
	"archive/zip"
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/importers"
	xlsxin "github.com/tiebreak-chess/tiebreak/importers/xlsx"
)

var update = flag.Bool("update", false, "update golden files")

func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs (run go test -update and review the diff); got:\n%s", path, got)
	}
}

// workbook builds a one-sheet workbook; cells maps "A1" to a value (string or number) and
// merges lists ranges to merge.
func workbook(t *testing.T, sheet string, cells map[string]any, merges ...[2]string) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	if err := f.SetSheetName("Sheet1", sheet); err != nil {
		t.Fatal(err)
	}
	for cell, v := range cells {
		if err := f.SetCellValue(sheet, cell, v); err != nil {
			t.Fatal(err)
		}
	}
	for _, m := range merges {
		if err := f.MergeCell(sheet, m[0], m[1]); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// club is a small club wall chart: a merged title, the header on row 3, numbers stored
// both as numbers and as text, trailing empty cells, and a merged "Club" cell spanning
// two players.
func club() map[string]any {
	return map[string]any{
		"A1": "Spring Club Championship",
		"A3": "#", "B3": "Name", "C3": "Rating", "D3": "Club", "E3": "R1", "F3": "R2", "G3": "Total", "H3": "Note",
		"A4": 1, "B4": "Adams, Ann", "C4": 1900, "D4": "North", "E4": "W2b", "F4": "D3w", "G4": 1.5,
		"A5": "2", "B5": "Baker, Bo", "C5": "1750", "E5": "L1w", "F5": "B", "G5": "1",
		"A6": 3, "B6": "Cole, Cy", "E6": "H", "F6": "D1b", "G6": 1, "H6": "late entry",
	}
}

func TestClubWallChart(t *testing.T) {
	data := workbook(t, "Results", club(), [2]string{"A1", "H1"}, [2]string{"D4", "D5"})
	tr, warns, err := xlsxin.New().Import(importers.Source{Name: "club.xlsx", Data: data})
	if err != nil {
		t.Fatal(err)
	}
	if len(warns) != 0 {
		t.Errorf("warnings: %v", warns)
	}
	if tr.Name != "Spring Club Championship" || len(tr.Players) != 3 || tr.Rounds != 2 {
		t.Fatalf("got %q with %d players x %d rounds", tr.Name, len(tr.Players), tr.Rounds)
	}
	b := tr.Players[1]
	if b.Rating != 1750 || b.Club != "North" || *b.Declared != tr.GamePoints(&b) {
		t.Errorf("player 2 = %+v", b)
	}
	if c := tr.Players[2]; len(c.Attrs) != 1 || c.Attrs[0].Value != "late entry" {
		t.Errorf("player 3 attributes %+v", c.Attrs)
	}
}

// TestErrors pins the messages for a bad workbook: every problem, named by its cell.
func TestErrors(t *testing.T) {
	cells := club()
	cells["F4"] = "Q3"     // unknown code
	cells["C6"] = "strong" // not a rating
	cells["E6"] = "W1w"    // player 1 says W2b, not a game against 3
	cells["G5"] = "lots"   // not points
	data := workbook(t, "Results", cells)
	_, warns, err := xlsxin.New().Import(importers.Source{Name: "club.xlsx", Data: data})
	var out bytes.Buffer
	for _, w := range warns {
		out.WriteString("warning: " + w.Error() + "\n")
	}
	if err == nil {
		t.Fatal("no error")
	}
	out.WriteString(err.Error() + "\n")
	golden(t, filepath.Join("testdata", "club-errors.err"), out.Bytes())
}

func TestNoSuchSheet(t *testing.T) {
	data := workbook(t, "Results", club())
	_, _, err := xlsxin.New().Import(importers.Source{Name: "club.xlsx", Data: data, Opts: importers.Options{Sheet: "Round 1"}})
	if !errors.Is(err, xlsxin.ErrSheet) {
		t.Errorf("err = %v, want ErrSheet", err)
	}
}

func TestNotAWorkbook(t *testing.T) {
	for _, data := range [][]byte{nil, []byte("PK\x03\x04 truncated"), []byte("No,Name\n1,A\n")} {
		_, _, err := xlsxin.New().Import(importers.Source{Name: "bad.xlsx", Data: data})
		if !errors.Is(err, xlsxin.ErrOpen) {
			t.Errorf("%q: err = %v, want ErrOpen", data, err)
		}
	}
}

func TestNoTable(t *testing.T) {
	data := workbook(t, "Notes", map[string]any{"A1": "nothing to see"})
	_, _, err := xlsxin.New().Import(importers.Source{Name: "notes.xlsx", Data: data})
	if err == nil {
		t.Fatal("no error")
	}
	var pe *importers.ParseError
	if !errors.As(err, &pe) || pe.Cell != "Notes!A1" {
		t.Errorf("err = %v, want a ParseError at Notes!A1", err)
	}
}

func TestSniff(t *testing.T) {
	data := workbook(t, "Results", club())
	if !xlsxin.New().Sniff(data[:512]) {
		t.Error("a workbook is not recognised")
	}
	if xlsxin.New().Sniff([]byte("012 Open\n")) {
		t.Error("a TRF file is taken for a workbook")
	}
}

// TestZipBomb opens a workbook whose worksheet claims to unpack to far more than
// MaxUnzipSize: the importer must refuse it without unpacking anything.
func TestZipBomb(t *testing.T) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range []string{"[Content_Types].xml", "xl/workbook.xml"} {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte("<x/>")); err != nil {
			t.Fatal(err)
		}
	}
	// A raw entry with a forged uncompressed size: excelize checks the sizes in the
	// central directory before it inflates anything.
	w, err := zw.CreateRaw(&zip.FileHeader{Name: "xl/worksheets/sheet1.xml", Method: zip.Deflate,
		UncompressedSize64: xlsxin.MaxUnzipSize + 1, CompressedSize64: 2})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write([]byte{3, 0}); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	_, _, err = xlsxin.New().Import(importers.Source{Name: "bomb.xlsx", Data: buf.Bytes()})
	if !errors.Is(err, xlsxin.ErrOpen) || !strings.Contains(err.Error(), "size") {
		t.Errorf("err = %v, want ErrOpen about the size limit", err)
	}
}
