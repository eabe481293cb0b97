package xlsxout

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/teams"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// WriteTeams writes a workbook with only the team sheets of doc (doc.Teams must be set):
// Team standings and, for team-vs-team events, Team crosstable. It stops with the
// cause of ctx's cancellation once ctx is cancelled.
func WriteTeams(ctx context.Context, w io.Writer, doc *exporters.Document, cfg Config) error {
	if doc == nil || doc.T == nil || doc.Teams == nil {
		return fmt.Errorf("no team standings to write")
	}
	f := excelize.NewFile()
	defer f.Close()
	cfg.Print = []string{"all"} // a workbook of team sheets only: they all print
	wb := &workbook{f: f, cfg: cfg, styles: newStyles(f), names: newSheetNames(), first: true}
	s := newSection(ctx, doc, cfg)
	var plans []sheetPlan
	for _, p := range wb.plan(s, "") {
		if p.kind == kindTeams || p.kind == kindTeamCross {
			plans = append(plans, p)
		}
	}
	if err := wb.write(ctx, plans); err != nil {
		return err
	}
	if err := wb.styles.Err(); err != nil {
		return err
	}
	props := docProps(doc)
	props.Subject, props.Description = "Team standings", "Team standings and team crosstable"
	if err := f.SetDocProps(props); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	if err := writeWorkbook(f, &wb.rows, w); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	return nil
}

// teamColumns returns the titles and widths of the columns every team sheet starts
// with: Place, No., Team, MP and GP (Place, No., Team and Score for school teams), each
// as wide as its widest text.
func teamColumns(st *teams.Standings) (titles []string, widths []float64) {
	var places, ids, names, mps, gps []string
	for _, r := range st.Rows {
		tm := st.Teams[r.Team]
		places = append(places, r.PlaceLabel())
		ids = append(ids, strconv.Itoa(tm.ID))
		names = append(names, tm.Name)
		mps = append(mps, r.MP.String())
		gps = append(gps, r.GP.String())
	}
	add := func(title string, texts []string, bold bool) {
		titles = append(titles, title)
		widths = append(widths, widthFor(max(headPoints(title), maxText(texts, resultSize, bold))))
	}
	add("Place", places, false)
	add("No.", ids, true)
	titles = append(titles, "Team")
	widths = append(widths, widthFor(min(maxNamePoints, max(minNamePoints, maxText(names, resultSize, false)))))
	if st.School {
		add("Score", gps, true)
		return titles, widths
	}
	add("MP", mps, true)
	add("GP", gps, true)
	return titles, widths
}

// teamLayout returns a printed team sheet's layout: Place, No. and Team repeated on
// every page, the other columns continuing on the next page when they do not fit.
func teamLayout(titles []string, widths []float64, paper, headerLines int) *chartLayout {
	l := &chartLayout{repeat: 3}
	var units []int
	for i, t := range titles {
		l.cols = append(l.cols, chartCol{title: t, width: widths[i]})
		if i >= l.repeat {
			units = append(units, i)
		}
	}
	l.paginate(paper, headerLines, units, len(l.cols))
	return l
}

// teamStandingsLayout lays out the Team standings sheet: place, team number, team, MP,
// GP (or the school score), one column per team tiebreak and, for school teams, the
// counting players.
func (s *section) teamStandingsLayout(paper int) *chartLayout {
	st := s.doc.Teams
	titles, widths := teamColumns(st)
	for k, c := range st.Codes {
		var vals []string
		for _, r := range st.Rows {
			vals = append(vals, r.Values[k].String())
		}
		titles = append(titles, c)
		widths = append(widths, widthFor(max(headPoints(c), maxText(vals, resultSize, false))))
	}
	if st.School {
		titles = append(titles, "Counting players")
		widths = append(widths, 60)
	}
	return teamLayout(titles, widths, paper, len(s.header))
}

// teamCrossLayout lays out the Team crosstable: place, team number, team, MP, GP and one
// column per round.
func (s *section) teamCrossLayout(paper int) *chartLayout {
	st := s.doc.Teams
	e := st.Eval.E
	titles, widths := teamColumns(st)
	for r := 0; r < e.Rounds; r++ {
		var texts []string
		for _, row := range st.Rows {
			if r < len(e.Slots[row.Team]) {
				texts = append(texts, teamCell(e, e.Slots[row.Team][r]))
			}
		}
		title := "R" + strconv.Itoa(r+1)
		titles = append(titles, title)
		widths = append(widths, widthFor(max(headPoints(title), maxText(texts, resultSize, false))))
	}
	return teamLayout(titles, widths, paper, len(s.header))
}

// startChart writes what comes before the rows of a printed chart: column widths,
// frozen panes, the header row and the page breaks between columns.
func (wb *workbook) startChart(sw *sheetWriter, l *chartLayout) error {
	if err := setWidths(sw, l.widths()); err != nil {
		return err
	}
	if err := freeze(sw, l.repeat); err != nil {
		return err
	}
	if err := wb.chartHeader(sw, l); err != nil {
		return err
	}
	for _, c := range l.colBreaks {
		name, _ := excelize.ColumnNumberToName(c)
		if err := sw.InsertPageBreak(name + "1"); err != nil {
			return err
		}
	}
	return nil
}

// chartRow writes the n-th row (0-based) under the header of a printed chart, starting
// a new page every l.perPage rows.
func chartRow(sw *sheetWriter, l *chartLayout, n int, cells []excelize.Cell) error {
	row := "A" + strconv.Itoa(n+2)
	if n > 0 && n%l.perPage == 0 {
		if err := sw.InsertPageBreak(row); err != nil {
			return err
		}
	}
	return sw.SetCells(row, cells, excelize.RowOpts{Height: rowHeight})
}

// teamStandings writes the Team standings sheet, a rule under each score group.
func (wb *workbook) teamStandings(_ context.Context, sw *sheetWriter, s *section) error {
	st := s.doc.Teams
	if err := wb.startChart(sw, s.teams); err != nil {
		return err
	}
	primary := func(r teams.Row) engine.Score {
		if st.School || st.Eval != nil && st.Eval.Rules.Primary == "GP" {
			return r.GP
		}
		return r.MP
	}
	var cells []excelize.Cell
	for i, r := range st.Rows {
		tm := st.Teams[r.Team]
		last := i == len(st.Rows)-1 || primary(st.Rows[i+1]) != primary(r)
		sp := func(sp styleSpec) int {
			sp.sides, sp.bottom, sp.rule = true, last, true
			return wb.styles.id(sp)
		}
		center := styleSpec{align: alignCenter}
		place := any(r.Place)
		if r.PlaceTo > r.Place {
			place = r.PlaceLabel()
		}
		cells = append(cells[:0], cell(sp(center), place), cell(sp(styleSpec{align: alignCenter, bold: true}), tm.ID), cell(sp(fitName(styleSpec{}, tm.Name)), tm.Name))
		if !st.School {
			cells = append(cells, cell(sp(styleSpec{align: alignCenter, bold: st.Eval == nil || st.Eval.Rules.Primary != "GP"}), scoreValue(r.MP, -1)))
		}
		cells = append(cells, cell(sp(styleSpec{align: alignCenter, bold: st.School || st.Eval.Rules.Primary == "GP"}), scoreValue(r.GP, -1)))
		for _, v := range r.Values {
			cells = append(cells, cell(sp(center), scoreValue(v, -1)))
		}
		if st.School {
			var names []string
			for _, pi := range st.Counting[r.Team] {
				p := &s.t.Players[pi]
				names = append(names, fmt.Sprintf("%s %s", p.Name, s.t.Total(p)))
			}
			cells = append(cells, cell(sp(styleSpec{size: runningSize}), strings.Join(names, "; ")))
		}
		if err := chartRow(sw, s.teams, i, cells); err != nil {
			return err
		}
	}
	return nil
}

// teamCrosstable writes the Team crosstable: one row per team in final order, and for
// each round the opponent's team number, the colour of board 1 and the game points
// scored ("5w2½"), or PAB, FPB, HPB, ZPB, +F, -F.
func (wb *workbook) teamCrosstable(_ context.Context, sw *sheetWriter, s *section) error {
	st := s.doc.Teams
	e := st.Eval.E
	if err := wb.startChart(sw, s.teamCross); err != nil {
		return err
	}
	var cells []excelize.Cell
	for i, r := range st.Rows {
		tm := st.Teams[r.Team]
		sp := func(sp styleSpec) int {
			sp.sides, sp.bottom = true, true
			return wb.styles.id(sp)
		}
		center := styleSpec{align: alignCenter}
		place := any(r.Place)
		if r.PlaceTo > r.Place {
			place = r.PlaceLabel()
		}
		cells = append(cells[:0], cell(sp(center), place), cell(sp(styleSpec{align: alignCenter, bold: true}), tm.ID), cell(sp(fitName(styleSpec{}, tm.Name)), tm.Name),
			cell(sp(styleSpec{align: alignCenter, bold: true}), scoreValue(r.MP, -1)), cell(sp(center), scoreValue(r.GP, -1)))
		for _, sl := range e.Slots[r.Team] {
			spec := center
			if sl.Kind != teams.Played {
				spec.fill = greyFill
			}
			cells = append(cells, cell(sp(spec), teamCell(e, sl)))
		}
		if err := chartRow(sw, s.teamCross, i, cells); err != nil {
			return err
		}
	}
	return nil
}

// teamCell is a team crosstable cell: "5w2½", "PAB", "+F".
func teamCell(e *teams.Event, sl teams.Slot) string {
	switch sl.Kind {
	case teams.Played:
		c := "b"
		if sl.White {
			c = "w"
		}
		return strconv.Itoa(e.Teams[sl.Opp].ID) + c + scoreText(sl.GP)
	case teams.Unpaired:
		return ""
	}
	return sl.Kind.String()
}

// teamDefinition returns "Name: definition" for a team tiebreak code ("EMGSB/C1" looks
// up EMGSB; "BH:MP" looks up BH).
func teamDefinition(code string) string {
	base := code
	if i := strings.IndexAny(base, "/:"); i >= 0 {
		base = base[:i]
	}
	for _, ci := range teams.Codes() {
		if ci.Code == base {
			return ci.Name + ": " + ci.Definition
		}
	}
	return ""
}
