package xlsxout

import (
	"context"
	"strconv"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// gridLayout chooses the round-robin grid's columns: No., Title, Name, Rtg,
// one column per opponent by pairing number, Total, Place and the tiebreaks.
func (s *section) gridLayout(paper int) *chartLayout {
	t := s.t
	l := &chartLayout{}
	add := func(title string, points float64) {
		l.cols = append(l.cols, chartCol{title: title, width: widthFor(max(points, headPoints(title)))})
	}
	var ids, titles, names, ratings []string
	for i := range t.Players {
		p := &t.Players[i]
		ids = append(ids, strconv.Itoa(int(p.ID)))
		titles = append(titles, exporters.TitleText(p.Title))
		names = append(names, p.Name)
		if p.Rating > 0 {
			ratings = append(ratings, strconv.Itoa(p.Rating))
		}
	}
	add("No.", maxText(ids, resultSize, true))
	if s.hasTitle {
		add("Title", maxText(titles, resultSize, true))
	}
	add("Name", min(maxNamePoints, max(minNamePoints, maxText(names, resultSize, false))))
	if s.hasRating {
		add("Rtg", maxText(ratings, runningSize, false))
	}
	l.repeat = len(l.cols)
	cells := s.gridCells()
	var units []int
	for c, p := range pairingOrder(t) {
		units = append(units, len(l.cols))
		var texts []string
		for _, row := range cells {
			texts = append(texts, row[c])
		}
		add(strconv.Itoa(int(t.Players[p].ID)), max(textPoints("00", resultSize, true), maxText(texts, resultSize, true)))
	}
	var extra int
	s.scoreColumns(add, func() { extra = len(l.cols) })
	l.paginate(paper, len(s.header), units, extra)
	return l
}

// gridCells returns the grid's result texts: for each player and each opponent (both
// by pairing order), the results of their games in round order ("1", "½", "0", "+",
// "-", "1 ½" in a double round robin); "" where they did not meet.
func (s *section) gridCells() [][]string {
	t := s.t
	order := pairingOrder(t)
	col := map[engine.PlayerID]int{}
	for c, pi := range order {
		col[t.Players[pi].ID] = c
	}
	out := make([][]string, len(order))
	for r, pi := range order {
		out[r] = make([]string, len(order))
		p := &t.Players[pi]
		for k := 0; k < t.Rounds; k++ {
			rd := s.round(p, k)
			c, ok := col[rd.Opponent]
			sym := gridSymbol(rd.Result)
			if !ok || rd.Opponent == 0 || sym == "" {
				continue
			}
			out[r][c] = joinNonEmpty(" ", out[r][c], sym)
		}
	}
	return out
}

// gridSymbol returns a game's result in the grid: 1, ½, 0 over the board, + and - for
// forfeits, "?" for a game not yet played; "" for byes.
func gridSymbol(r engine.Result) string {
	if r == engine.Pending {
		return "?"
	}
	return exporters.GameSymbol(r)
}

// gridSheet writes the Round-robin grid sheet: players by pairing number against each
// other, the diagonal shaded, then total, place and tiebreaks.
func (wb *workbook) gridSheet(_ context.Context, sw *sheetWriter, s *section) error {
	t, l := s.t, s.grid
	if err := wb.startChart(sw, l); err != nil {
		return err
	}
	grid := s.gridCells()
	codes := s.tiebreakCodes()
	var cells []excelize.Cell
	for n, pi := range pairingOrder(t) {
		row := n + 2
		if n > 0 && n%l.perPage == 0 {
			if err := sw.InsertPageBreak("A" + strconv.Itoa(row)); err != nil {
				return err
			}
		}
		sp := func(sp styleSpec) int {
			sp.sides, sp.bottom = true, true
			sp.size = resultSize
			return wb.styles.id(sp)
		}
		p := &t.Players[pi]
		ri := s.rowOf[pi]
		center := styleSpec{align: alignCenter}
		cells = append(cells[:0], cell(sp(styleSpec{align: alignCenter, bold: true}), int(p.ID)))
		if s.hasTitle {
			cells = append(cells, cell(sp(styleSpec{align: alignCenter, bold: true}), emptyNil(exporters.TitleText(p.Title))))
		}
		cells = append(cells, cell(sp(fitName(styleSpec{}, p.Name)), p.Name))
		if s.hasRating {
			cells = append(cells, cell(sp(styleSpec{align: alignCenter, size: runningSize}), ratingValue(p.Rating)))
		}
		for c, v := range grid[n] {
			spec := center
			if c == n {
				spec.fill = diagonalFill
			}
			spec.bold = v == "1" || v == "+"
			cells = append(cells, cell(sp(spec), emptyNil(v)))
		}
		var points, place any
		if ri >= 0 {
			points, place = scoreValue(s.st.Rows[ri].Points, -1), placeValue(s.st.Rows[ri])
		}
		cells = append(cells, cell(sp(styleSpec{align: alignCenter, bold: true}), points), cell(sp(center), place))
		for k := range codes {
			var v any
			if ri >= 0 && !s.st.Rows[ri].IsBlank(k) {
				v = scoreValue(s.st.Rows[ri].Values[k], s.decimals[k])
			}
			spec := center
			spec.numFmt = decimalsFormat(s.decimals[k])
			cells = append(cells, cell(sp(spec), v))
		}
		if err := sw.SetCells("A"+strconv.Itoa(row), cells, excelize.RowOpts{Height: rowHeight}); err != nil {
			return err
		}
	}
	return nil
}
