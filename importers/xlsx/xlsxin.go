// Package xlsxin imports crosstables and round-robin matrices from Excel workbooks
// (.xlsx): chess-results "Excel" exports, club wall charts, and the workbook the xlsx
// exporter writes.
//
// The sheet is Options.Sheet when given; otherwise a sheet named "Crosstable" (the
// column contract of the xlsx exporter) or "Wall chart" is preferred, then the first sheet in which a crosstable header is found.
// Rows are read with excelize's row iterator and padded to the widest row (excelize drops
// trailing empty cells), merged ranges are filled with their top-left value, and numbers
// stored as text are read like any other text. The grid then goes through package
// crosstable, so errors name the cell ("Sheet1!F12").
//
// Workbooks are opened with size limits (see [MaxUnzipSize] and [MaxSheetXMLSize]) so that
// a zip bomb fails cleanly instead of exhausting memory.
package xlsxin

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"tiebreak/engine"
	"tiebreak/importers"
	"tiebreak/importers/crosstable"
)

// Size limits applied when opening a workbook.
const (
	MaxUnzipSize    = 256 << 20 // total uncompressed size of the workbook
	MaxSheetXMLSize = 64 << 20  // uncompressed size of one worksheet kept in memory
	MaxRows         = 100000    // rows read from one sheet
	MaxColumns      = 1000      // columns read from one row
)

// Importer reads .xlsx workbooks.
type Importer struct{}

// New returns the XLSX importer.
func New() importers.Importer { return Importer{} }

// Name returns "xlsx".
func (Importer) Name() string { return "xlsx" }

// Extensions returns ".xlsx".
func (Importer) Extensions() []string { return []string{".xlsx"} }

// Description is the line for 'tiebreak formats'.
func (Importer) Description() string {
	return "XLSX crosstable or round-robin matrix (chess-results Excel, wall charts)"
}

// Sniff reports whether head starts like a zip archive whose first entry belongs to an
// Office Open XML package ([Content_Types].xml, _rels/, docProps/ or xl/). A zip alone
// proves little, so the extension usually decides.
func (Importer) Sniff(head []byte) bool {
	if !bytes.HasPrefix(head, []byte("PK\x03\x04")) || len(head) < 30 {
		return false
	}
	name := head[30:]
	for _, p := range []string{"[Content_Types].xml", "_rels/", "docProps/", "xl/"} {
		if bytes.HasPrefix(name, []byte(p)) {
			return true
		}
	}
	return false
}

// Errors returned by the importer.
var (
	ErrOpen    = errors.New("not a readable workbook")
	ErrSheet   = errors.New("no such sheet")
	ErrTooBig  = errors.New("sheet too large")
	ErrNoTable = errors.New("no sheet holds a crosstable (a Name column and round columns)")
)

// preferredSheets are tried first, in this order, when no sheet is named.
var preferredSheets = []string{"Crosstable", "Wall chart"}

// Import reads src.
func (Importer) Import(src importers.Source) (*engine.Tournament, []*importers.ParseError, error) {
	f, err := excelize.OpenReader(bytes.NewReader(src.Data), excelize.Options{
		UnzipSizeLimit: MaxUnzipSize, UnzipXMLSizeLimit: MaxSheetXMLSize, RawCellValue: true,
	})
	if err != nil {
		return nil, nil, errors.Join(&importers.ParseError{File: src.Name, Err: fmt.Errorf("%w: %v", ErrOpen, err)})
	}
	defer f.Close()
	sheets := f.GetSheetList()
	var order []string
	if src.Opts.Sheet != "" {
		found := false
		for _, s := range sheets {
			if strings.EqualFold(s, src.Opts.Sheet) {
				order, found = []string{s}, true
			}
		}
		if !found {
			return nil, nil, errors.Join(&importers.ParseError{File: src.Name,
				Err: fmt.Errorf("%w %q (the workbook has %s)", ErrSheet, src.Opts.Sheet, strings.Join(sheets, ", "))})
		}
	} else {
		for _, p := range preferredSheets {
			for _, s := range sheets {
				if strings.EqualFold(s, p) {
					order = append(order, s)
				}
			}
		}
		for _, s := range sheets {
			if !contains(order, s) {
				order = append(order, s)
			}
		}
	}
	co := crosstable.Options{OpponentRefs: src.Opts.OpponentRefs, Layout: src.Opts.Layout, Positions: src.Positions}
	// The first sheet with a crosstable header decides, errors and all: another sheet
	// may hold another section, which must not be read in its place.
	for _, sheet := range order {
		rows, err := readSheet(f, sheet)
		if err != nil {
			return nil, nil, errors.Join(&importers.ParseError{File: src.Name, Cell: sheet + "!A1", Err: err})
		}
		// A crosstable written by the xlsx-crosstable exporter starts with the metadata
		// lines of the CSV crosstable in column A.
		skip, opts, err := readMeta(src.Name, sheet, rows, co)
		if err != nil {
			return nil, nil, err
		}
		g := crosstable.Grid{File: src.Name, Rows: rows[skip:], Locate: func(row, col int) (int, int, string) {
			name, _ := excelize.CoordinatesToCellName(col+1, row+1+skip)
			return 0, 0, sheet + "!" + name
		}}
		t, warns, err := crosstable.Parse(g, opts)
		if errors.Is(err, crosstable.ErrNoHeader) && len(order) > 1 {
			continue
		}
		return t, warns, err
	}
	return nil, nil, errors.Join(&importers.ParseError{File: src.Name, Err: ErrNoTable})
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// readSheet returns a sheet's cells as text, every row padded to the widest, with merged
// ranges filled from their top-left cell.
func readSheet(f *excelize.File, sheet string) ([][]string, error) {
	it, err := f.Rows(sheet)
	if err != nil {
		return nil, err
	}
	defer it.Close()
	var rows [][]string
	width := 0
	for it.Next() {
		if len(rows) >= MaxRows {
			return nil, fmt.Errorf("%w: more than %d rows", ErrTooBig, MaxRows)
		}
		cols, err := it.Columns(excelize.Options{RawCellValue: true})
		if err != nil {
			return nil, err
		}
		if len(cols) > MaxColumns {
			return nil, fmt.Errorf("%w: more than %d columns in row %d", ErrTooBig, MaxColumns, len(rows)+1)
		}
		rows = append(rows, cols)
		width = max(width, len(cols))
	}
	if err := it.Error(); err != nil {
		return nil, err
	}
	if !mayHaveMerges(f) {
		return pad(rows, width), nil
	}
	merged, err := f.GetMergeCells(sheet)
	if err != nil {
		return nil, err
	}
	for _, m := range merged {
		c1, r1, err1 := excelize.CellNameToCoordinates(m.GetStartAxis())
		c2, r2, err2 := excelize.CellNameToCoordinates(m.GetEndAxis())
		if err1 != nil || err2 != nil || r2 > MaxRows || c2 > MaxColumns {
			continue
		}
		for len(rows) < r2 {
			rows = append(rows, nil)
		}
		width = max(width, c2)
		v := m.GetCellValue()
		for r := r1; r <= r2; r++ {
			for len(rows[r-1]) < c2 {
				rows[r-1] = append(rows[r-1], "")
			}
			for c := c1; c <= c2; c++ {
				rows[r-1][c-1] = v
			}
		}
	}
	return pad(rows, width), nil
}

// pad extends every row to width cells.
func pad(rows [][]string, width int) [][]string {
	for i := range rows {
		for len(rows[i]) < width {
			rows[i] = append(rows[i], "")
		}
	}
	return rows
}

// mayHaveMerges reports whether any worksheet of f might hold merged cells. Reading the
// merges makes excelize decode a whole worksheet, which costs more than reading its rows,
// so the raw XML kept in memory is searched first; a worksheet not kept in memory (a very
// large one) counts as "may have".
func mayHaveMerges(f *excelize.File) bool {
	sheets, found := 0, false
	f.Pkg.Range(func(k, v any) bool {
		name, _ := k.(string)
		if !strings.HasPrefix(name, "xl/worksheets/") || !strings.HasSuffix(name, ".xml") {
			return true
		}
		sheets++
		if b, ok := v.([]byte); !ok || bytes.Contains(b, []byte("<mergeCell")) {
			found = true
			return false
		}
		return true
	})
	return found || sheets < len(f.GetSheetList())
}

// readMeta reads the "# key: value" metadata rows at the top of a sheet, if any, and
// returns how many rows they take and the parse options carrying them.
func readMeta(file, sheet string, rows [][]string, co crosstable.Options) (int, crosstable.Options, error) {
	if len(rows) == 0 || len(rows[0]) == 0 || rows[0][0] != crosstable.MetaMarker {
		return 0, co, nil
	}
	var lines []string
	for _, r := range rows {
		if len(r) == 0 || !crosstable.IsMetaLine(r[0]) {
			break
		}
		lines = append(lines, r[0])
	}
	m, errs := crosstable.ReadMeta(lines)
	if len(errs) > 0 {
		var all []error
		for i := range lines {
			if err, ok := errs[i]; ok {
				all = append(all, &importers.ParseError{File: file, Cell: sheet + "!A" + strconv.Itoa(i+1), Field: "metadata", Err: err})
			}
		}
		return 0, co, errors.Join(all...)
	}
	co.Meta, co.Notation = &m, m.Notation
	return len(lines), co, nil
}
