package xlsxout

import (
	"archive/zip"
	"bytes"
	"errors"
	"hash/crc32"
	"io"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"
)

// sheetRow is one row to write: the starting cell, the values (each an excelize.Cell or
// a value that cellsOf puts in one) and the row options.
type sheetRow struct {
	cell   string
	values []any
	opts   []excelize.RowOpts
}

// cellsOf returns values as cells: an excelize.Cell as it is, any other value as the
// value of a cell without a style.
func cellsOf(values []any) []excelize.Cell {
	cells := make([]excelize.Cell, len(values))
	for i, v := range values {
		if c, ok := v.(excelize.Cell); ok {
			cells[i] = c
		} else {
			cells[i] = excelize.Cell{Value: v}
		}
	}
	return cells
}

// rowSink is what sheetWriter and excelize's StreamWriter have in common.
type rowSink interface {
	SetColWidth(minCol, maxCol int, width float64) error
	Flush() error
}

// sheetXML writes rows to a one-sheet workbook, either through excelize's own
// StreamWriter and zip writer or through sheetWriter and writeWorkbook, and returns the
// worksheet part as read back from the zip (which checks its CRC-32 and size).
func sheetXML(t testing.TB, rows []sheetRow, ours bool) string {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	for range 3 { // styles 1 to 3 exist
		if _, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}}); err != nil {
			t.Fatal(err)
		}
	}
	var store rowStore
	var sink rowSink
	var err error
	if ours {
		sink, err = store.newSheetWriter(f, "Sheet1")
	} else {
		sink, err = f.NewStreamWriter("Sheet1")
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := sink.SetColWidth(1, 2, 12); err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		cells := cellsOf(r.values)
		switch w := sink.(type) {
		case *sheetWriter:
			err = w.SetCells(r.cell, cells, r.opts...)
		case *excelize.StreamWriter:
			boxed := make([]any, len(cells))
			for i, c := range cells {
				boxed[i] = c
			}
			err = w.SetRow(r.cell, boxed, r.opts...)
		}
		if err != nil {
			t.Fatalf("SetRow(%s), ours %t: %v", r.cell, ours, err)
		}
	}
	if err := sink.Flush(); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if ours {
		err = writeWorkbook(f, &store, &buf)
	} else {
		err = f.Write(&buf)
	}
	if err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	for _, zf := range zr.File {
		if zf.Name != "xl/worksheets/sheet1.xml" {
			continue
		}
		r, err := zf.Open()
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		b, err := io.ReadAll(r) // fails on a wrong CRC-32 or size
		if err != nil {
			t.Fatalf("reading the sheet back: %v", err)
		}
		return string(b)
	}
	t.Fatal("no sheet1.xml in the workbook")
	return ""
}

// sameSheet fails t when sheetWriter's worksheet differs from excelize's, showing where.
func sameSheet(t testing.TB, rows []sheetRow) {
	t.Helper()
	want, got := sheetXML(t, rows, false), sheetXML(t, rows, true)
	if got == want {
		return
	}
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	from := max(0, i-80)
	t.Fatalf("sheet differs from excelize's at byte %d:\n got …%s\nwant …%s", i, got[from:min(len(got), i+120)], want[from:min(len(want), i+120)])
}

type stringer struct{}

func (stringer) String() string { return "a <Stringer>" }

// TestSheetWriterMatchesExcelize checks that the rows sheetWriter writes are, byte for
// byte, the rows excelize's StreamWriter writes, for every kind of value and row option
// the workbooks use and the corners of excelize's text handling.
func TestSheetWriterMatchesExcelize(t *testing.T) {
	texts := []string{
		"", "plain", " leading", "trailing ", "\ttab", "line\nfeed", "carriage\r", "a&b<c>\"d'e",
		"Šarūnas Žukauskas", "日本語", "emoji 😀", "bad \xff byte", "control \x01 char", "nul \x00",
		"_x0041_", "_x005F_", "_x005f_", "_x005F_x0041_", "_x005F_xD800_", "_xD800_", "a_x12_b",
		"_x00410_", "__x0041__", "_X0041_", "x0041_", "_x005F_x005F_",
		strings.Repeat("é", 20000), strings.Repeat("😀", 20000), strings.Repeat("a", 40000) + " ",
	}
	var rows []sheetRow
	row := 1
	next := func(cell string, values []any, opts ...excelize.RowOpts) {
		rows = append(rows, sheetRow{cell: cell, values: values, opts: opts})
		row++
	}
	for _, s := range texts {
		next("A"+strconv.Itoa(row), []any{s, excelize.Cell{StyleID: 2, Value: s}, []byte(s)})
	}
	next("A"+strconv.Itoa(row), []any{0, -7, int8(-8), int16(300), int32(-70000), int64(math.MinInt64), uint(7), uint8(255), uint16(65535), uint32(1 << 31), uint64(math.MaxUint64)})
	next("A"+strconv.Itoa(row), []any{0.5, math.Copysign(0, -1), 1e21, 1e-7, 123456789.125, math.MaxFloat64, math.SmallestNonzeroFloat64, float32(0.1), float32(3.5)})
	next("A"+strconv.Itoa(row), []any{math.NaN(), math.Inf(1), math.Inf(-1), float32(math.Inf(-1))})
	next("A"+strconv.Itoa(row), []any{true, false, nil, excelize.Cell{StyleID: 3}, excelize.Cell{Value: 4}, &excelize.Cell{StyleID: 1, Value: "p"}, (*excelize.Cell)(nil), stringer{}, struct{ A int }{5}})
	next("A"+strconv.Itoa(row), []any{excelize.Cell{StyleID: 1, Value: excelize.Cell{Value: "nested"}}})
	next("C"+strconv.Itoa(row+3), []any{"starts at C", 1}, excelize.RowOpts{Height: 17.25})
	row += 3
	next("A"+strconv.Itoa(row), []any{"styled row", excelize.Cell{StyleID: 2, Value: "own style"}, 3}, excelize.RowOpts{StyleID: 1, Height: 20, Hidden: true, OutlineLevel: 2})
	next("A"+strconv.Itoa(row), []any{"two opts"}, excelize.RowOpts{Height: 30}, excelize.RowOpts{OutlineLevel: 1})
	next("A"+strconv.Itoa(row), nil)
	next("XFB"+strconv.Itoa(row), []any{"last columns", "x", "y"})
	for i := range 3000 { // more than one compressed chunk
		next("A"+strconv.Itoa(row), []any{i, "Player " + strconv.Itoa(i), excelize.Cell{StyleID: 1 + i%3, Value: float64(i) / 2}})
	}
	sameSheet(t, rows)
}

// TestSetCellsMatchesExcelize checks styled cells as the sheets write them, each cell's
// style over the row's.
func TestSetCellsMatchesExcelize(t *testing.T) {
	cells := []any{
		excelize.Cell{StyleID: 1, Value: "Smith, James"}, excelize.Cell{Value: 2815}, excelize.Cell{StyleID: 2},
		excelize.Cell{StyleID: 3, Value: 96.5}, excelize.Cell{Value: " _x0041_ & <b>"}, excelize.Cell{Value: true},
		excelize.Cell{Value: (*excelize.Cell)(nil)}, excelize.Cell{StyleID: 1, Value: uint8(7)},
	}
	sameSheet(t, []sheetRow{
		{cell: "A1", values: cells},
		{cell: "B2", values: cells, opts: []excelize.RowOpts{{Height: 17, StyleID: 2}}},
		{cell: "A3", values: nil},
	})
}

// TestSheetWriterNoRows checks that a sheet without rows comes out as excelize writes it.
func TestSheetWriterNoRows(t *testing.T) {
	sameSheet(t, nil)
}

// TestSheetWriterRefuses checks the calls sheetWriter refuses, as excelize does or where
// it would write what no workbook here needs.
func TestSheetWriterRefuses(t *testing.T) {
	tests := []struct {
		name   string
		values []any
		opts   []excelize.RowOpts
		want   error
	}{
		{"formula", []any{excelize.Cell{Formula: "SUM(A1:A2)"}}, nil, errCellValue},
		{"date", []any{time.Unix(0, 0)}, nil, errCellValue},
		{"duration", []any{time.Second}, nil, errCellValue},
		{"rich text", []any{[]excelize.RichTextRun{{Text: "x"}}}, nil, errCellValue},
		{"row too high", []any{1}, []excelize.RowOpts{{Height: 410}}, excelize.ErrMaxRowHeight},
		{"outline too deep", []any{1}, []excelize.RowOpts{{OutlineLevel: 8}}, excelize.ErrOutlineLevel},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := newTestSheetWriter(t).SetCells("A1", cellsOf(tc.values), tc.opts...); !errors.Is(err, tc.want) {
				t.Errorf("SetCells = %v, want %v", err, tc.want)
			}
		})
	}
	sw := newTestSheetWriter(t)
	if err := sw.SetCells("A2", cellsOf([]any{1})); err != nil {
		t.Fatal(err)
	}
	if err := sw.SetCells("A2", cellsOf([]any{1})); err == nil {
		t.Error("a row written twice was accepted")
	}
	if err := sw.SetColWidth(1, 1, 5); err == nil {
		t.Error("a column width after the first row was accepted")
	}
	if err := sw.SetCells("XFD3", cellsOf([]any{1, 2})); err == nil {
		t.Error("a cell past the last column was accepted")
	}
}

// newTestSheetWriter returns a sheetWriter for Sheet1 of a new workbook.
func newTestSheetWriter(t *testing.T) *sheetWriter {
	t.Helper()
	f := excelize.NewFile()
	t.Cleanup(func() { _ = f.Close() })
	var store rowStore
	sw, err := store.newSheetWriter(f, "Sheet1")
	if err != nil {
		t.Fatal(err)
	}
	return sw
}

// TestCRC32Combine checks crc32Combine against the CRC-32 of the joined bytes.
func TestCRC32Combine(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	data := make([]byte, 1<<20)
	for i := range data {
		data[i] = byte(rng.Uint32())
	}
	for _, split := range []int{0, 1, 2, 3, 4, 7, 100, 4095, 65536, 1<<20 - 1, 1 << 20} {
		for _, end := range []int{split, split + 1, split + 1000, 1 << 20} {
			if end > len(data) || end < split {
				continue
			}
			a, b := data[:split], data[split:end]
			got := crc32Combine(crc32.ChecksumIEEE(a), crc32.ChecksumIEEE(b), int64(len(b)))
			if want := crc32.ChecksumIEEE(data[:end]); got != want {
				t.Errorf("split %d end %d: %08x, want %08x", split, end, got, want)
			}
		}
	}
}

// FuzzSheetWriter compares sheetWriter's rows with excelize's for any text, integer,
// number and row height.
func FuzzSheetWriter(f *testing.F) {
	f.Add("Smith, James", int64(2815), 96.5, 17.0, uint8(0))
	f.Add(" _x005F_x0041_\n", int64(-1), math.Inf(1), 0.0, uint8(1))
	f.Add("\xff\x00<&>", int64(0), math.Copysign(0, -1), 409.0, uint8(7))
	f.Fuzz(func(t *testing.T, s string, n int64, x float64, height float64, style uint8) {
		if height < 0 || height > excelize.MaxRowHeight || math.IsNaN(height) {
			height = 0
		}
		row := []any{s, n, x, excelize.Cell{StyleID: int(style % 4), Value: s}, nil, s == ""}
		sameSheet(t, []sheetRow{
			{cell: "A1", values: row, opts: []excelize.RowOpts{{Height: height}}},
			{cell: "B3", values: []any{x, s}},
		})
	})
}

// TestSetWidthsMatchesOneByOne checks that setWidths, which sets runs of equal widths as
// ranges, writes the worksheet that setting each column alone from the last writes.
func TestSetWidthsMatchesOneByOne(t *testing.T) {
	for _, widths := range [][]float64{
		{},
		{7},
		{5, 5},
		{7.25, 18.5, 8, 6, 5.75, 5, 5, 5, 5, 5, 5},
		{5, 5, 5, 9, 9, 5, 12},
		{3, 4, 5, 6},
	} {
		sheet := func(oneByOne bool) string {
			f := excelize.NewFile()
			defer f.Close()
			var store rowStore
			sw, err := store.newSheetWriter(f, "Sheet1")
			if err != nil {
				t.Fatal(err)
			}
			if oneByOne {
				for i := len(widths) - 1; i >= 0; i-- {
					if err := sw.SetColWidth(i+1, i+1, widths[i]); err != nil {
						t.Fatal(err)
					}
				}
			} else if err := setWidths(sw, widths); err != nil {
				t.Fatal(err)
			}
			if err := sw.SetCells("A1", cellsOf([]any{"x"})); err != nil {
				t.Fatal(err)
			}
			if err := sw.Flush(); err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := writeWorkbook(f, &store, &buf); err != nil {
				t.Fatal(err)
			}
			zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
			if err != nil {
				t.Fatal(err)
			}
			for _, zf := range zr.File {
				if zf.Name == "xl/worksheets/sheet1.xml" {
					r, err := zf.Open()
					if err != nil {
						t.Fatal(err)
					}
					b, err := io.ReadAll(r)
					r.Close()
					if err != nil {
						t.Fatal(err)
					}
					return string(b)
				}
			}
			t.Fatal("no sheet1.xml")
			return ""
		}
		if got, want := sheet(false), sheet(true); got != want {
			t.Errorf("widths %v: worksheet differs:\n got %s\nwant %s", widths, got, want)
		}
	}
}
