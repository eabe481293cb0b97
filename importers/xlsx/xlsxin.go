// Package xlsxin imports crosstables and round-robin matrices from Excel workbooks
// (.xlsx): chess-results "Excel" exports, club wall charts, and the workbook the xlsx
// exporter writes.
//
// The sheet is Options.Sheet when given; otherwise a sheet named "Crosstable" (the
// column contract of the xlsx exporter) or "Wall chart" is preferred, then the first sheet in which a crosstable header is found.
// Rows are read with excelize's row iterator and padded to the widest row (excelize drops
// trailing empty cells), merged ranges are filled with their top-left value (clipped to
// the used range: a range reaching past the last row or column with a value fills only
// what is inside), and numbers stored as text are read like any other text. The grid then
// goes through package crosstable, so errors name the cell ("Sheet1!F12").
//
// Workbooks are opened with size limits (see [MaxUnzipSize] and [MaxSheetXMLSize]) so that
// a zip bomb fails cleanly instead of exhausting memory, and one sheet may hold at most
// [importers.MaxCells] cells, counted as read, after padding and as merged ranges fill
// them; a limit hit is an error naming the row where it was found.
package xlsxin

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/crosstable"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
)

// Size limits applied when opening a workbook.
const (
	MaxUnzipSize    = 64 << 20 // total uncompressed size of the workbook
	MaxSheetXMLSize = 8 << 20  // uncompressed size of one part kept in memory; larger ones are read from a temporary file
	MaxRows         = 100000   // rows read from one sheet
	MaxColumns      = 1000     // columns read from one row
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
		return nil, nil, errors.Join(&importers.ParseError{File: src.Name, Err: fmt.Errorf("%w: %w", ErrOpen, err)})
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
	zr, err := zip.NewReader(bytes.NewReader(src.Data), int64(len(src.Data)))
	if err != nil {
		return nil, nil, errors.Join(&importers.ParseError{File: src.Name, Err: fmt.Errorf("%w: %w", ErrOpen, err)})
	}
	paths := sheetPaths(zr)
	co := crosstable.Options{OpponentRefs: src.Opts.OpponentRefs, Layout: src.Opts.Layout, Positions: src.Positions}
	// The first sheet with a crosstable header decides, errors and all: another sheet
	// may hold another section, which must not be read in its place.
	for _, sheet := range order {
		rows, err := readSheet(f, zr, sheet, paths[sheet])
		if err != nil {
			row := 1
			var le *limitError
			if errors.As(err, &le) {
				row = le.row
			}
			return nil, nil, errors.Join(&importers.ParseError{File: src.Name, Cell: sheet + "!A" + strconv.Itoa(row), Err: err})
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
// ranges filled from their top-left cell. Merged ranges are clipped to the used range
// (the rows and columns that hold a value); the cells read, the padded grid and the cells
// merged ranges fill are each bounded by [importers.MaxCells]. Merged ranges are found
// by scanning the worksheet's XML, never by decoding the whole worksheet.
func readSheet(f *excelize.File, zr *zip.Reader, sheet, part string) ([][]string, error) {
	it, err := f.Rows(sheet)
	if err != nil {
		return nil, err
	}
	defer it.Close()
	var rows [][]string
	width, cells := 0, 0
	for it.Next() {
		if len(rows) >= MaxRows {
			return nil, tooBig(len(rows)+1, "more than %d rows", MaxRows)
		}
		cols, err := it.Columns(excelize.Options{RawCellValue: true})
		if err != nil {
			return nil, err
		}
		if len(cols) > MaxColumns {
			return nil, tooBig(len(rows)+1, "more than %d columns in row %d", MaxColumns, len(rows)+1)
		}
		if cells += len(cols); cells > importers.MaxCells {
			return nil, tooBig(len(rows)+1, "more than %d cells", importers.MaxCells)
		}
		rows = append(rows, cols)
		width = max(width, len(cols))
	}
	if err := it.Error(); err != nil {
		return nil, err
	}
	// Rows past the last one with a value add nothing.
	for len(rows) > 0 && blank(rows[len(rows)-1]) {
		rows = rows[:len(rows)-1]
	}
	if len(rows)*width > importers.MaxCells {
		return nil, tooBig(1, "%d rows of %d columns is more than %d cells", len(rows), width, importers.MaxCells)
	}
	rows = pad(rows, width)
	filled := 0
	err = scanMerges(zr, part, func(ref string) error {
		first, last, _ := strings.Cut(ref, ":")
		if last == "" {
			last = first
		}
		c1, r1, err1 := excelize.CellNameToCoordinates(first)
		c2, r2, err2 := excelize.CellNameToCoordinates(last)
		if err1 != nil || err2 != nil || c1 > c2 || r1 > r2 || r1 > len(rows) || c1 > width {
			return nil // unreadable, or outside the used range: nothing to fill
		}
		r2, c2 = min(r2, len(rows)), min(c2, width)
		if filled += (r2 - r1 + 1) * (c2 - c1 + 1); filled > importers.MaxCells {
			return tooBig(r1, "merged ranges fill more than %d cells; unmerge them", importers.MaxCells)
		}
		v := rows[r1-1][c1-1]
		for r := r1; r <= r2; r++ {
			for c := c1; c <= c2; c++ {
				rows[r-1][c-1] = v
			}
		}
		return nil
	})
	return rows, err
}

// limitError is a sheet beyond a limit, with the row where it was found.
type limitError struct {
	row int
	err error
}

func (e *limitError) Error() string { return e.err.Error() }
func (e *limitError) Unwrap() error { return e.err }

// tooBig returns an [ErrTooBig] error found at row (1-based).
func tooBig(row int, format string, args ...any) error {
	return &limitError{row: row, err: fmt.Errorf("%w: "+format, append([]any{ErrTooBig}, args...)...)}
}

func blank(row []string) bool {
	for _, v := range row {
		if v != "" {
			return false
		}
	}
	return true
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

// readMeta reads the "# key: value" metadata rows at the top of a sheet, if any, and
// returns how many rows they take and the parse options carrying them.
func readMeta(file, sheet string, rows [][]string, co crosstable.Options) (int, crosstable.Options, error) {
	if len(rows) == 0 || len(rows[0]) == 0 || rows[0][0] != xtab.MetaMarker {
		return 0, co, nil
	}
	var lines []string
	for _, r := range rows {
		if len(r) == 0 || !xtab.IsMetaLine(r[0]) {
			break
		}
		lines = append(lines, r[0])
	}
	m, errs := xtab.ReadMeta(lines)
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
