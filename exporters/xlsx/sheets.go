package xlsxout

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// Sheet kinds, used as sheet names (single section) or name suffixes.
const (
	kindWallChart  = "Wall chart"
	kindStandings  = "Standings"
	kindCrosstable = "Crosstable"
	kindLegend     = "Legend"
	kindGrid       = "Round-robin grid"
	kindTeams      = "Team standings"
	kindTeamCross  = "Team crosstable"
)

// workbook is the excelize file being written, with its per-file styles and sheet names.
type workbook struct {
	f      *excelize.File
	cfg    Config
	styles *styles
	names  *sheetNames
	first  bool // the next sheet takes over the new file's "Sheet1"
	rows   rowStore
}

// stopEvery is how many rows the long sheets write between two looks at the context
// of the export.
const stopEvery = 256

// sheetPlan is one sheet to write: its name, kind, section and writer.
type sheetPlan struct {
	name, kind string
	s          *section
	write      func(context.Context, *sheetWriter, *section) error
}

// plan names the sheets of one section: the round-robin grid first for round robins,
// then the wall chart, standings, crosstable, the team standings and team crosstable of
// a team event, and the legend.
func (wb *workbook) plan(s *section, prefix string) []sheetPlan {
	var out []sheetPlan
	add := func(kind string, write func(context.Context, *sheetWriter, *section) error) {
		out = append(out, sheetPlan{name: wb.names.name(prefix, kind), kind: kind, s: s, write: write})
	}
	if s.grid != nil {
		add(kindGrid, wb.gridSheet)
	}
	add(kindWallChart, wb.wallChart)
	add(kindStandings, wb.standings)
	add(kindCrosstable, wb.crosstable)
	if s.teams != nil {
		add(kindTeams, wb.teamStandings)
	}
	if s.teamCross != nil {
		add(kindTeamCross, wb.teamCrosstable)
	}
	add(kindLegend, wb.legend)
	return out
}

// write creates every planned sheet with its print setup and visibility first, while
// the sheets are empty (hiding a sheet makes excelize read every sheet back), then
// streams the rows of each.
func (wb *workbook) write(ctx context.Context, plans []sheetPlan) error {
	for _, p := range plans {
		if err := wb.newSheet(p.name, p.kind, p.s); err != nil {
			return err
		}
	}
	for _, p := range plans {
		if wb.cfg.prints(p.kind, p.s) {
			continue
		}
		if err := wb.f.SetSheetVisible(p.name, false); err != nil {
			return fmt.Errorf("cannot build the workbook: %w", err)
		}
	}
	for _, p := range plans {
		if err := context.Cause(ctx); err != nil {
			return err
		}
		sw, err := wb.rows.newSheetWriter(wb.f, p.name)
		if err != nil {
			return fmt.Errorf("cannot build the workbook: %w", err)
		}
		if err := p.write(ctx, sw, p.s); err != nil {
			return fmt.Errorf("%s: %w", p.name, err)
		}
		if err := sw.Flush(); err != nil {
			return fmt.Errorf("%s: %w", p.name, err)
		}
	}
	return nil
}

// newSheet adds a sheet and sets up how it prints: landscape, with a page header and
// footer. The wall chart, the grid and the team sheets print at 100% with manual page
// breaks and their player (team) columns and header row repeated on every page; the legend is fitted on one page;
// the standings and crosstable are fitted to one page wide. Everything that is not row
// data is set here, before streaming starts, as the stream writer requires.
func (wb *workbook) newSheet(name, kind string, s *section) error {
	f := wb.f
	if wb.first {
		if err := f.SetSheetName(f.GetSheetName(0), name); err != nil {
			return fmt.Errorf("sheet %q: %w", name, err)
		}
		wb.first = false
	} else if _, err := f.NewSheet(name); err != nil {
		return fmt.Errorf("sheet %q: %w", name, err)
	}
	orient, paper := "landscape", wb.paper()
	layout := &excelize.PageLayoutOptions{Size: &paper, Orientation: &orient}
	fit, titles := true, "$1:$1"
	switch kind {
	case kindWallChart, kindGrid, kindTeams, kindTeamCross:
		scale, order := uint(100), "overThenDown"
		fit = false
		layout.AdjustTo, layout.PageOrder = &scale, &order
		lay := map[string]*chartLayout{kindWallChart: s.wall, kindGrid: s.grid, kindTeams: s.teams, kindTeamCross: s.teamCross}[kind]
		end, _ := excelize.ColumnNumberToName(lay.repeat)
		titles = "$A:$" + end + "," + quoteSheet(name) + "!$1:$1"
	case kindLegend:
		one := 1
		layout.FitToWidth, layout.FitToHeight = &one, &one
		titles = ""
	default:
		one, anyHeight := 1, 0 // one page wide, as many tall as it takes
		layout.FitToWidth, layout.FitToHeight = &one, &anyHeight
	}
	if err := f.SetSheetProps(name, &excelize.SheetPropsOptions{FitToPage: &fit}); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	if err := f.SetPageLayout(name, layout); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	side, top, bottom, head, foot := marginSide, topMargin(len(s.header)), marginBottom, marginHeader, marginFooter
	if err := f.SetPageMargins(name, &excelize.PageLayoutMarginsOptions{
		Left: &side, Right: &side, Top: &top, Bottom: &bottom, Header: &head, Footer: &foot,
	}); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	if err := f.SetHeaderFooter(name, headerFooter(s, kind)); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	if titles != "" {
		if err := f.SetDefinedName(&excelize.DefinedName{
			Name: "_xlnm.Print_Titles", RefersTo: quoteSheet(name) + "!" + titles, Scope: name,
		}); err != nil {
			return fmt.Errorf("cannot build the workbook: %w", err)
		}
	}
	return nil
}

// paper returns the configured paper code, Letter by default.
func (wb *workbook) paper() int {
	if wb.cfg.Paper == 0 {
		return PaperLetter
	}
	return wb.cfg.Paper
}

// headerFooter prints the event name (wrapped, never cut) and its details at the top
// left of each page and the sheet kind with where the event stands at the top right; at
// the bottom, the notation key on the printed charts, the generator and "Page n of m".
func headerFooter(s *section, kind string) *excelize.HeaderFooterOptions {
	head := pageHeader(s, kind)
	// The footer uses the sheet's font at 8 pt ("&8"): Excel limits it to 255 characters.
	foot := "&R&8Page &P of &N"
	var left []string
	if kind == kindWallChart {
		left = append(left, escapeHeader(s.footerKey()))
	}
	if gen := generatedBy(s); gen != "" {
		left = append(left, escapeHeader(truncateUTF16(gen, 90)))
	}
	if len(left) > 0 {
		foot = "&L&8" + strings.Join(left, "\n") + foot
	}
	return &excelize.HeaderFooterOptions{OddHeader: head, OddFooter: foot}
}

// maxHeaderFooter is the most UTF-16 code units Excel accepts in a page header or footer.
const maxHeaderFooter = 255

// pageHeader returns the page header: the event name in bold (one font code for all its
// lines), its details, the unverified mark, the sheet kind with where the event stands
// at the right. A long name (about 150 characters) would take the header past Excel's
// 255 characters: the details (city and dates), then where the event stands, then the
// sheet kind (the tab says it) give way, so that the name is not cut. Only a name that alone is longer than a header holds is cut, with "…".
func pageHeader(s *section, kind string) string {
	names, details := s.header, ""
	if len(s.header) > 1 && eventDetails(s.t) != "" {
		names, details = s.header[:len(s.header)-1], s.header[len(s.header)-1]
	}
	mark := ""
	if m := exporters.Unverified(s.t); m != "" {
		mark = "&C" + headerText("Bold", 11, strings.ToUpper(m))
	}
	build := func(names []string, details, right string) string {
		head := "&L" + headerText("Bold", 12, strings.Join(names, "\n"))
		if details != "" {
			head += "\n" + headerText("Regular", 9, details)
		}
		head += mark
		if right != "" {
			head += "&R" + headerText("Regular", 9, right)
		}
		return head
	}
	corner := kind
	if stage := s.stage(); stage != "" {
		corner += " \u00b7 " + stage // where the event stands, on every printed page
	}
	for _, h := range []string{build(names, details, corner), build(names, "", corner), build(names, details, kind),
		build(names, "", kind), build(names, details, ""), build(names, "", "")} {
		if utf16Len(h) <= maxHeaderFooter {
			return h
		}
	}
	// The name alone is too long: cut it to what fits.
	room := maxHeaderFooter - utf16Len(build([]string{""}, "", "")) - 1
	name := strings.Join(names, "\n")
	for utf16Len(escapeHeader(name)) > room {
		name = truncateUTF16(name, utf16Len(name)-1)
	}
	return build([]string{strings.TrimRight(name, " \n") + "…"}, "", "")
}

// headerLines returns the page header lines of a section: the event name wrapped at
// word boundaries (it is never cut), then "City, dates".
func headerLines(t *engine.Tournament) []string {
	name := strings.TrimSpace(t.Name)
	if name == "" {
		name = "Tournament"
	}
	lines := wrapWords(name, 80)
	if d := eventDetails(t); d != "" {
		lines = append(lines, d)
	}
	return lines
}

// eventDetails returns "City, start – end" from the header, or "".
func eventDetails(t *engine.Tournament) string { return joinNonEmpty(", ", t.City, eventDates(t)) }

// generatedBy returns "Generated by tiebreak v1.2 on 2026-01-02", as much as is known.
func generatedBy(s *section) string {
	o := s.doc.Opts
	switch {
	case o.Generator != "" && o.Generated != "":
		return "Generated by " + o.Generator + " on " + o.Generated
	case o.Generator != "":
		return "Generated by " + o.Generator
	case o.Generated != "":
		return "Generated on " + o.Generated
	}
	return ""
}

func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}

// cell is shorthand for a styled cell value.
func cell(style int, v any) excelize.Cell { return excelize.Cell{StyleID: style, Value: v} }

// setRow writes row (1-based) starting in column A.
func setRow(sw *sheetWriter, row int, cells []excelize.Cell) error {
	return sw.SetCells("A"+strconv.Itoa(row), cells)
}

// setWidths sets the width of each column from A. excelize's SetColWidth spreads every
// column set so far into one entry per column again on each call (a deep copy of each,
// and a search of the entries so far for each), which made the 2,000 event columns of a
// season's leaderboard cost hundreds of megabytes: columns of equal width are set as one
// range instead. The stream writer puts each new range first, so they are set from the
// last, which leaves them in the ascending order Excel expects. The last column is set
// on its own, so that even one range of equal widths is spread into one entry per
// column: the worksheet is the same as when each column is set alone
// (TestSetWidthsMatchesOneByOne).
func setWidths(sw *sheetWriter, widths []float64) error {
	if len(widths) == 0 {
		return nil
	}
	n := len(widths)
	if err := sw.SetColWidth(n, n, widths[n-1]); err != nil {
		return err
	}
	for to := n - 1; to >= 1; {
		from := to
		for from > 1 && widths[from-2] == widths[to-1] {
			from--
		}
		if err := sw.SetColWidth(from, to, widths[to-1]); err != nil {
			return err
		}
		to = from - 1
	}
	return nil
}

// freeze freezes the first cols columns and the header row.
func freeze(sw *sheetWriter, cols int) error {
	tl, err := excelize.CoordinatesToCellName(cols+1, 2)
	if err != nil {
		return err
	}
	return sw.SetPanes(&excelize.Panes{
		Freeze: true, XSplit: cols, YSplit: 1, TopLeftCell: tl, ActivePane: "bottomRight",
		Selection: []excelize.Selection{{SQRef: tl, ActiveCell: tl, Pane: "bottomRight"}},
	})
}

// nameWidth returns a column width that fits the widest player name as printed (see
// [textPoints]), within limits in characters; a wider name shrinks to fit (see
// [fitName]).
func nameWidth(t *engine.Tournament, minWidth, maxWidth float64) float64 {
	var points float64
	for i := range t.Players {
		points = max(points, textPoints(t.Players[i].Name, resultSize, false))
	}
	return min(maxWidth, max(minWidth, widthFor(points)))
}

// ratingValue returns the rating as a number, or nil (blank) when unrated.
func ratingValue(r int) any {
	if r <= 0 {
		return nil
	}
	return r
}

// pairingOrder returns player indexes by start number.
func pairingOrder(t *engine.Tournament) []int {
	order := make([]int, len(t.Players))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return t.Players[order[a]].ID < t.Players[order[b]].ID })
	return order
}

// roundSpec returns the line-1 style of a round cell of the given kind.
func roundSpec(k resultKind) styleSpec {
	sp := styleSpec{align: alignCenter, sides: true}
	switch k {
	case kindWin:
		sp.bold = true
	case kindForfeitWin:
		sp.bold, sp.italic = true, true
	case kindForfeit:
		sp.italic = true
	case kindBye:
		sp.italic, sp.fill = true, greyFill
	}
	return sp
}

// startTable sets the column widths, freezes the header row (and the first frozenCols
// columns) and writes the titles in row 1: how every table sheet begins.
func (wb *workbook) startTable(sw *sheetWriter, titles []string, widths []float64, frozenCols int) error {
	if err := setWidths(sw, widths); err != nil {
		return err
	}
	var err error
	if frozenCols > 0 {
		err = freeze(sw, frozenCols)
	} else {
		err = freezeHeader(sw)
	}
	if err != nil {
		return err
	}
	return wb.header(sw, titles)
}

// header writes row 1 with the given titles.
func (wb *workbook) header(sw *sheetWriter, titles []string) error {
	st := wb.styles.id(styleSpec{bold: true, fill: headFill, align: alignCenter, top: true, bottom: true, sides: true, wrap: true})
	cells := make([]excelize.Cell, len(titles))
	for i, t := range titles {
		cells[i] = cell(st, t)
	}
	return sw.SetCells("A1", cells, excelize.RowOpts{Height: headerHeight})
}

// emptyNil returns nil for "", so that blank cells stay blank, else s.
func emptyNil(s string) any {
	if s == "" {
		return nil
	}
	return s
}
