package xlsxout

import (
	"fmt"
	"io"
	"strconv"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// WriteSummary writes the summary of a batch run as a workbook with one sheet, Summary:
// the columns of the summary CSV, a bold header row that stays in view and repeats on
// every printed page, an autofilter, failed rows shaded red, printed Letter landscape
// one page wide. Text cells are always text,
// never formulas; counts are numbers.
func WriteSummary(w io.Writer, rows []exporters.SummaryRow, generator string) error {
	f := excelize.NewFile()
	defer f.Close()
	const sheet = "Summary"
	if err := f.SetSheetName("Sheet1", sheet); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	st := newStyles(f)
	head := st.id(styleSpec{bold: true, fill: headFill, bottom: true})
	normal := st.id(styleSpec{})
	failed := st.id(styleSpec{fill: "F8D7DA"})
	// Letter landscape, all columns on one page wide, as many pages down as needed; set
	// before streaming starts, as the stream writer requires.
	orient, paper, wide, tall, fit := "landscape", 1, 1, 0, true
	if err := f.SetPageLayout(sheet, &excelize.PageLayoutOptions{Size: &paper, Orientation: &orient, FitToWidth: &wide, FitToHeight: &tall}); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	if err := f.SetSheetProps(sheet, &excelize.SheetPropsOptions{FitToPage: &fit}); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	var store rowStore
	sw, err := store.newSheetWriter(f, sheet)
	if err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	widths := []float64{26, 40, 8, 8, 8, 26, 9, 80}
	for i, wd := range widths {
		if err := sw.SetColWidth(i+1, i+1, wd); err != nil {
			return fmt.Errorf("cannot build the workbook: %w", err)
		}
	}
	if err := sw.SetPanes(&excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft"}); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	cells := make([]excelize.Cell, len(exporters.SummaryHeader))
	for i, h := range exporters.SummaryHeader {
		cells[i] = excelize.Cell{StyleID: head, Value: h}
	}
	if err := sw.SetCells("A1", cells); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	for n, r := range rows {
		style := normal
		if r.Status == "failed" {
			style = failed
		}
		row := make([]excelize.Cell, 0, len(exporters.SummaryHeader))
		for i, c := range r.Cells() {
			var v any = c
			if i == 3 || i == 4 || i == 6 { // players, rounds, warnings
				if k, err := strconv.Atoi(c); err == nil {
					v = k
				}
			}
			row = append(row, excelize.Cell{StyleID: style, Value: v})
		}
		cell, _ := excelize.CoordinatesToCellName(1, n+2)
		if err := sw.SetCells(cell, row); err != nil {
			return fmt.Errorf("cannot build the workbook: %w", err)
		}
	}
	if err := sw.Flush(); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	if err := st.Err(); err != nil {
		return err
	}
	last, _ := excelize.CoordinatesToCellName(len(exporters.SummaryHeader), len(rows)+1)
	if err := f.AutoFilter(sheet, "A1:"+last, nil); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	if err := f.SetDefinedName(&excelize.DefinedName{Name: "_xlnm.Print_Titles", RefersTo: sheet + "!$1:$1", Scope: sheet}); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	// The print area ends at the error column, so that a long error does not shrink the
	// page to fit the text running past it.
	if err := f.SetDefinedName(&excelize.DefinedName{Name: "_xlnm.Print_Area", RefersTo: fmt.Sprintf("%s!$A$1:$H$%d", sheet, len(rows)+1), Scope: sheet}); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	if generator == "" {
		generator = "tiebreak"
	}
	if err := f.SetDocProps(&excelize.DocProperties{Title: "Batch summary", Subject: "Batch summary", Creator: generator}); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	if err := writeWorkbook(f, &store, w); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	return nil
}
