package xlsxout

import (
	"context"
	"fmt"
	"io"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
)

// crosstableData is the lossless XLSX crosstable: one sheet, "Crosstable", holding exactly
// what the CSV crosstable holds (xtab.Table): the "# key: value" metadata lines
// in column A, then the header and one row per player in start-number order, in the
// extended US notation that can say every result (BF, UW, P12w, ...). Every cell is text.
// It is the spreadsheet form to use for conversions: the spreadsheet importer reads it
// back to the same tournament. The wall chart ([New]) is the form to print.
type crosstableData struct{}

// NewCrosstable returns the lossless XLSX crosstable exporter: name "xlsx-crosstable".
func NewCrosstable() exporters.Exporter { return crosstableData{} }

func (crosstableData) Name() string         { return "xlsx-crosstable" }
func (crosstableData) Extensions() []string { return []string{".xlsx"} }
func (crosstableData) Description() string {
	return "XLSX crosstable: the CSV crosstable in one sheet, lossless for conversions"
}

// Export writes the workbook.
func (crosstableData) Export(_ context.Context, w io.Writer, doc *exporters.Document) error {
	meta, table, err := xtab.Table(doc.T, doc.Opts.Notation)
	if err != nil {
		return err
	}
	f := excelize.NewFile()
	defer f.Close()
	const sheet = "Crosstable"
	if err := f.SetSheetName("Sheet1", sheet); err != nil {
		return err
	}
	var rows rowStore
	sw, err := rows.newSheetWriter(f, sheet)
	if err != nil {
		return err
	}
	row := 1
	write := func(cells []string) error {
		vals := make([]excelize.Cell, len(cells))
		for i, c := range cells {
			vals[i] = excelize.Cell{Value: c} // strings stay text, never formulas
		}
		cell, _ := excelize.CoordinatesToCellName(1, row)
		row++
		return sw.SetCells(cell, vals)
	}
	for _, line := range meta {
		if err := write([]string{line}); err != nil {
			return err
		}
	}
	for r, rec := range table {
		for c, v := range rec {
			if ch, ok := unstorable(v); ok {
				cell, _ := excelize.CoordinatesToCellName(c+1, len(meta)+r+1)
				return fmt.Errorf("%s!%s holds the control character U+%04X, which a workbook cannot store; remove it, or convert to CSV, which can", sheet, cell, ch)
			}
		}
		if err := write(rec); err != nil {
			return err
		}
	}
	if err := sw.Flush(); err != nil {
		return err
	}
	if err := writeWorkbook(f, &rows, w); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	return nil
}

// unstorable returns the first character of s that an XLSX cell cannot hold as it is (XML
// 1.0 has no control characters but tab, line feed and carriage return, and no U+FFFE or
// U+FFFF).
func unstorable(s string) (rune, bool) {
	for _, r := range s {
		if (r < 0x20 && r != '\t' && r != '\n' && r != '\r') || r == 0xFFFE || r == 0xFFFF {
			return r, true
		}
	}
	return 0, false
}
