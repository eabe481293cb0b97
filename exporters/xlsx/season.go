package xlsxout

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/engine/season"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// Sheets of the season workbook.
const (
	sheetLeaderboard = "Leaderboard"
	sheetEvents      = "Events"
	sheetMatches     = "Name matches"
)

// The season leaderboard's header row: event labels are printed turned a quarter turn,
// on at most this many points of height (longer labels wrap onto a second line).
const (
	seasonHeadMin = 40
	seasonHeadMax = 150
	seasonHeadPad = 10
)

// droppedFormat shows a result that does not count under best-N in parentheses while
// keeping it a number.
const droppedFormat = `\(General\)`

// seasonLayout is how the Leaderboard sheet fills the paper.
type seasonLayout struct {
	chartLayout
	headHeight float64 // row 1, in points
	hasUS      bool
	hasFIDE    bool
}

// WriteSeason writes the season leaderboard as a workbook of three sheets:
//
//   - Leaderboard: Place ("3-5" when shared), Name, USCF ID and FIDE ID (when some player
//     has one), Events played, Total, then one column per event headed by its label
//     (printed turned a quarter turn) with the player's points; a result that does not
//     count under best-N is in italics and parentheses, "(4)", and stays a number. It
//     prints on Letter landscape at 100%, never shrunk, like the wall chart: manual page
//     breaks, the header row and the player columns repeated on every page, events that
//     do not fit the width on the next page (pages across, then down), a black rule
//     under every fifth player; the page header gives the title and the scoring rule,
//     the footer the key and "Page n of m".
//   - Events: No., Event (the column label), Name, File, Date, Players.
//   - Name matches: every appearance matched by name only (or deliberately not
//     matched), one row per appearance, for review.
//
// All three sheets are visible: the second and third are for reading on screen, and
// print fitted to the page width when asked to.
func WriteSeason(w io.Writer, lb *season.Leaderboard) error {
	if lb == nil {
		return errors.New("the season workbook needs a leaderboard")
	}
	f := excelize.NewFile()
	defer f.Close()
	wb := &workbook{f: f, styles: newStyles(f)}
	lay := seasonLayoutFor(lb, PaperLetter)
	if err := f.SetSheetName(f.GetSheetName(0), sheetLeaderboard); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	for _, name := range []string{sheetEvents, sheetMatches} {
		if _, err := f.NewSheet(name); err != nil {
			return fmt.Errorf("cannot build the workbook: %w", err)
		}
	}
	if err := seasonPageSetup(f, lb, lay); err != nil {
		return err
	}
	for _, s := range []struct {
		name  string
		write func(*sheetWriter) error
	}{
		{sheetLeaderboard, func(sw *sheetWriter) error { return wb.leaderboard(sw, lb, lay) }},
		{sheetEvents, func(sw *sheetWriter) error { return wb.seasonEvents(sw, lb) }},
		{sheetMatches, func(sw *sheetWriter) error { return wb.nameMatches(sw, lb) }},
	} {
		sw, err := wb.rows.newSheetWriter(f, s.name)
		if err != nil {
			return fmt.Errorf("cannot build the workbook: %w", err)
		}
		if err := s.write(sw); err != nil {
			return fmt.Errorf("cannot build the workbook: %s: %w", s.name, err)
		}
		if err := sw.Flush(); err != nil {
			return fmt.Errorf("cannot build the workbook: %s: %w", s.name, err)
		}
	}
	if err := wb.styles.Err(); err != nil {
		return err
	}
	if err := f.SetDocProps(&excelize.DocProperties{Title: lb.Title, Subject: "Season leaderboard", Creator: "tiebreak",
		Description: "Season leaderboard: " + lb.Scoring.Describe()}); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	if err := writeWorkbook(f, &wb.rows, w); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	return nil
}

// seasonLayoutFor chooses the Leaderboard's columns and pages: the player columns
// (repeated on every page) fit their widest text, each event column its widest result
// and two lines of its turned label; events that do not fit the width go to further
// pages, spread evenly.
func seasonLayoutFor(lb *season.Leaderboard, paper int) *seasonLayout {
	head := func(title string) float64 { return textPoints(title, 9, true) }
	var places, names, us, fide, played, totals []string
	l := &seasonLayout{}
	for i := range lb.Rows {
		r := &lb.Rows[i]
		places = append(places, r.PlaceLabel())
		names = append(names, r.Name)
		played = append(played, strconv.Itoa(r.Played))
		totals = append(totals, r.Total.String())
		if r.USChessID != "" {
			l.hasUS = true
			us = append(us, r.USChessID)
		}
		if r.FIDEID != "" {
			l.hasFIDE = true
			fide = append(fide, r.FIDEID)
		}
	}
	add := func(title string, points float64) {
		l.cols = append(l.cols, chartCol{title: title, width: widthFor(max(points, head(title)))})
	}
	add("Place", maxText(places, resultSize, false))
	add("Name", min(maxNamePoints, max(minNamePoints, maxText(names, resultSize, false))))
	if l.hasUS {
		add("USCF ID", maxText(us, runningSize, false))
	}
	if l.hasFIDE {
		add("FIDE ID", maxText(fide, runningSize, false))
	}
	add("Events", maxText(played, resultSize, false))
	add("Total", maxText(totals, resultSize, true))
	l.repeat = len(l.cols)
	cells := make([][]string, len(lb.Events))
	for i := range lb.Rows {
		for _, c := range lb.Rows[i].Cells {
			cells[c.Event] = append(cells[c.Event], cellText(c))
		}
	}
	var units []int
	longest := 0.0
	for e, ev := range lb.Events {
		units = append(units, len(l.cols))
		longest = max(longest, head(ev.Label))
		// Two lines of turned 9 pt text, or the widest result.
		l.cols = append(l.cols, chartCol{title: ev.Label, width: widthFor(max(24, maxText(cells[e], resultSize, false)))})
	}
	l.headHeight = min(seasonHeadMax, max(seasonHeadMin, longest+seasonHeadPad))
	l.perPage = max(1, int((printableHeight(paper, len(seasonHeader(lb)))*0.96-l.headHeight)/rowHeight))
	if len(units) > 0 {
		var fixed float64
		for _, c := range l.cols[:l.repeat] {
			fixed += columnPoints(c.width)
		}
		widths := make([]float64, len(units))
		for i, u := range units {
			widths[i] = columnPoints(l.cols[u].width)
		}
		for _, b := range columnPages(fixed, widths, printableWidth(paper)*0.97) {
			l.colBreaks = append(l.colBreaks, units[b]+1)
		}
	}
	return l
}

// cellText is an event cell as printed: "4", or "(4)" when it does not count.
func cellText(c season.Cell) string {
	if c.Counted {
		return c.Points.String()
	}
	return "(" + c.Points.String() + ")"
}

// seasonPageSetup sets how each sheet prints, before streaming: the Leaderboard at 100%
// with manual breaks and print titles, the others fitted to the page width.
func seasonPageSetup(f *excelize.File, lb *season.Leaderboard, lay *seasonLayout) error {
	orient, paper := "landscape", PaperLetter
	for _, name := range []string{sheetLeaderboard, sheetEvents, sheetMatches} {
		layout := &excelize.PageLayoutOptions{Size: &paper, Orientation: &orient}
		fit := name != sheetLeaderboard
		if fit {
			one, anyHeight := 1, 0 // one page wide, as many tall as it takes
			layout.FitToWidth, layout.FitToHeight = &one, &anyHeight
		} else {
			scale, order := uint(100), "overThenDown"
			layout.AdjustTo, layout.PageOrder = &scale, &order
		}
		if err := f.SetSheetProps(name, &excelize.SheetPropsOptions{FitToPage: &fit}); err != nil {
			return fmt.Errorf("cannot build the workbook: %w", err)
		}
		if err := f.SetPageLayout(name, layout); err != nil {
			return fmt.Errorf("cannot build the workbook: %w", err)
		}
		side, top, bottom, hd, ft := marginSide, topMargin(len(seasonHeader(lb))), marginBottom, marginHeader, marginFooter
		if err := f.SetPageMargins(name, &excelize.PageLayoutMarginsOptions{
			Left: &side, Right: &side, Top: &top, Bottom: &bottom, Header: &hd, Footer: &ft,
		}); err != nil {
			return fmt.Errorf("cannot build the workbook: %w", err)
		}
		if err := f.SetHeaderFooter(name, seasonHeaderFooter(lb, name)); err != nil {
			return fmt.Errorf("cannot build the workbook: %w", err)
		}
		titles := "$1:$1"
		if !fit {
			end, _ := excelize.ColumnNumberToName(lay.repeat)
			titles = "$A:$" + end + "," + quoteSheet(name) + "!$1:$1"
		}
		if err := f.SetDefinedName(&excelize.DefinedName{
			Name: "_xlnm.Print_Titles", RefersTo: quoteSheet(name) + "!" + titles, Scope: name,
		}); err != nil {
			return fmt.Errorf("cannot build the workbook: %w", err)
		}
	}
	return nil
}

// seasonHeaderFooter prints the title and the scoring rule at the top left of each page,
// the sheet at the top right; the key (Leaderboard), and "Page n of m" at the bottom.
func seasonHeaderFooter(lb *season.Leaderboard, sheet string) *excelize.HeaderFooterOptions {
	head := "&L"
	for i, line := range seasonHeader(lb) {
		if i == 0 {
			head += headerText("Bold", 12, line)
		} else {
			head += "\n" + headerText("Regular", 9, line)
		}
	}
	head += "&R" + headerText("Regular", 9, sheet)
	foot := "&R&8Page &P of &N"
	if sheet == sheetLeaderboard {
		foot = "&L&8" + escapeHeader(seasonKey(lb)) + foot
	}
	return &excelize.HeaderFooterOptions{OddHeader: head, OddFooter: foot}
}

// seasonHeader returns the page header lines: the title, then the scoring rule wrapped
// at word boundaries (neither is cut).
func seasonHeader(lb *season.Leaderboard) []string {
	title := strings.TrimSpace(lb.Title)
	if title == "" {
		title = "Season leaderboard"
	}
	return append([]string{title}, wrapWords(lb.Scoring.Describe(), 150)...)
}

// seasonKey explains the leaderboard cells.
func seasonKey(lb *season.Leaderboard) string {
	key := "Points per event; blank: not played; players equal on total share a place (3-5)"
	if lb.Scoring.BestN > 0 {
		key = "Points per event; (4): not counted, only the best " + strconv.Itoa(lb.Scoring.BestN) +
			" count; blank: not played; players equal on total share a place (3-5)"
	}
	return key
}

// leaderboard writes the Leaderboard sheet.
func (wb *workbook) leaderboard(sw *sheetWriter, lb *season.Leaderboard, l *seasonLayout) error {
	if err := setWidths(sw, l.widths()); err != nil {
		return err
	}
	if err := freeze(sw, l.repeat); err != nil {
		return err
	}
	for _, c := range l.colBreaks {
		name, _ := excelize.ColumnNumberToName(c)
		if err := sw.InsertPageBreak(name + "1"); err != nil {
			return err
		}
	}
	style := wb.styles.id
	headStyle := style(styleSpec{bold: true, fill: headFill, align: alignCenter, top: true, bottom: true, sides: true, size: 9, wrap: true})
	turned := style(styleSpec{bold: true, fill: headFill, align: alignCenter, top: true, bottom: true, sides: true, size: 9, wrap: true, rotate: 90})
	head := make([]excelize.Cell, len(l.cols))
	for i, c := range l.cols {
		st := headStyle
		if i >= l.repeat {
			st = turned
		}
		head[i] = cell(st, c.title)
	}
	if err := sw.SetCells("A1", head, excelize.RowOpts{Height: l.headHeight}); err != nil {
		return err
	}
	var cells []excelize.Cell
	for n := range lb.Rows {
		r := &lb.Rows[n]
		row := n + 2
		if n > 0 && n%l.perPage == 0 {
			if err := sw.InsertPageBreak("A" + strconv.Itoa(row)); err != nil {
				return err
			}
		}
		last := n == len(lb.Rows)-1 || (n+1)%5 == 0 || (n+1)%l.perPage == 0
		sp := func(sp styleSpec) int {
			sp.bottom, sp.rule, sp.sides = last, true, true
			if sp.size == 0 {
				sp.size = resultSize
			}
			return style(sp)
		}
		var place any = r.Place
		if r.PlaceTo > r.Place {
			place = r.PlaceLabel()
		}
		cells = append(cells[:0], cell(sp(styleSpec{align: alignCenter}), place), cell(sp(fitName(styleSpec{}, r.Name)), r.Name))
		if l.hasUS {
			cells = append(cells, cell(sp(styleSpec{align: alignCenter, size: runningSize}), emptyNil(r.USChessID)))
		}
		if l.hasFIDE {
			cells = append(cells, cell(sp(styleSpec{align: alignCenter, size: runningSize}), emptyNil(r.FIDEID)))
		}
		cells = append(cells, cell(sp(styleSpec{align: alignCenter}), r.Played),
			cell(sp(styleSpec{align: alignCenter, bold: true}), scoreValue(r.Total, -1)))
		next := 0
		blank := sp(styleSpec{align: alignCenter})
		for _, c := range r.Cells {
			for ; next < c.Event; next++ {
				cells = append(cells, cell(blank, nil))
			}
			spec := styleSpec{align: alignCenter}
			if !c.Counted {
				spec.italic, spec.numFmt = true, droppedFormat
			}
			cells = append(cells, cell(sp(spec), scoreValue(c.Points, -1)))
			next++
		}
		for ; next < len(lb.Events); next++ {
			cells = append(cells, cell(blank, nil))
		}
		if err := sw.SetCells("A"+strconv.Itoa(row), cells, excelize.RowOpts{Height: rowHeight}); err != nil {
			return err
		}
	}
	return nil
}

// seasonEvents writes the Events sheet: one row per event column, with where each event
// stands.
func (wb *workbook) seasonEvents(sw *sheetWriter, lb *season.Leaderboard) error {
	var labels, names, files []string
	for _, e := range lb.Events {
		labels, names, files = append(labels, e.Label), append(names, e.Name), append(files, e.File)
	}
	textWidth := func(texts []string, title string) float64 {
		return min(60, widthFor(1.15*max(maxText(texts, fontSize, false), textPoints(title, fontSize, true))))
	}
	var statuses []string
	for _, e := range lb.Events {
		statuses = append(statuses, e.Status)
	}
	if err := setWidths(sw, []float64{5, textWidth(labels, "Event"), textWidth(names, "Name"), textWidth(files, "File"), 12, 8, textWidth(statuses, "Standings")}); err != nil {
		return err
	}
	if err := freezeHeader(sw); err != nil {
		return err
	}
	if err := wb.header(sw, []string{"No.", "Event", "Name", "File", "Date", "Players", "Standings"}); err != nil {
		return err
	}
	sp := func(spec styleSpec) int {
		spec.sides, spec.rule = true, true
		return wb.styles.id(spec)
	}
	for i, e := range lb.Events {
		if err := setRow(sw, i+2, []excelize.Cell{cell(sp(styleSpec{align: alignCenter}), i+1), cell(sp(styleSpec{}), e.Label),
			cell(sp(styleSpec{}), emptyNil(e.Name)), cell(sp(styleSpec{}), emptyNil(e.File)),
			cell(sp(styleSpec{align: alignCenter}), emptyNil(exporters.DateRange(e.Date, ""))), cell(sp(styleSpec{align: alignCenter}), e.Players),
			cell(sp(styleSpec{}), emptyNil(e.Status))}); err != nil {
			return err
		}
	}
	return nil
}

// nameMatches writes the Name matches sheet: one row per appearance of every match,
// a rule between matches; "no name matches" when there are none.
func (wb *workbook) nameMatches(sw *sheetWriter, lb *season.Leaderboard) error {
	titles := []string{"Player", "Place", "How", "Event", "Name as written", "USCF ID", "FIDE ID", "By name", "Note"}
	var players, events, written, notes []string
	for _, m := range lb.Matches {
		players, notes = append(players, m.Name), append(notes, m.Note)
		for _, a := range m.Appearances {
			events, written = append(events, lb.Events[a.Event].Label), append(written, a.Name)
		}
	}
	// Arial metrics with 15% to spare for the wider fonts that replace it.
	textWidth := func(texts []string, title string, most float64) float64 {
		return min(most, widthFor(1.15*max(maxText(texts, fontSize, false), textPoints(title, fontSize, true))))
	}
	widths := []float64{textWidth(players, "Player", 40), 8, 11, textWidth(events, "Event", 50), textWidth(written, "Name as written", 40), 11, 11, 9, textWidth(notes, "Note", 80)}
	if err := wb.startTable(sw, titles, widths, 0); err != nil {
		return err
	}
	if len(lb.Matches) == 0 {
		return setRow(sw, 2, []excelize.Cell{cell(wb.styles.id(styleSpec{italic: true}), "No player was matched by name alone.")})
	}
	row := 2
	for _, m := range lb.Matches {
		for k, a := range m.Appearances {
			last := k == len(m.Appearances)-1
			sp := func(spec styleSpec) int {
				spec.sides, spec.rule, spec.bottom = true, true, last
				return wb.styles.id(spec)
			}
			r := lb.Rows[a.Row]
			var place any = r.Place
			if r.PlaceTo > r.Place {
				place = r.PlaceLabel()
			}
			var player, how, note any
			if k == 0 {
				player, how, note = m.Name, string(m.Kind), m.Note
			}
			byName := ""
			if a.ByName {
				byName = "yes"
			}
			cells := []excelize.Cell{cell(sp(styleSpec{bold: k == 0}), player), cell(sp(styleSpec{align: alignCenter}), place),
				cell(sp(styleSpec{}), how), cell(sp(styleSpec{}), lb.Events[a.Event].Label), cell(sp(styleSpec{}), a.Name),
				cell(sp(styleSpec{align: alignCenter}), emptyNil(a.USChessID)), cell(sp(styleSpec{align: alignCenter}), emptyNil(a.FIDEID)),
				cell(sp(styleSpec{align: alignCenter}), emptyNil(byName)), cell(sp(styleSpec{}), note)}
			if err := setRow(sw, row, cells); err != nil {
				return err
			}
			row++
		}
	}
	return nil
}

// freezeHeader freezes the header row only.
func freezeHeader(sw *sheetWriter) error {
	return sw.SetPanes(&excelize.Panes{
		Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft",
		Selection: []excelize.Selection{{SQRef: "A2", ActiveCell: "A2", Pane: "bottomLeft"}},
	})
}
