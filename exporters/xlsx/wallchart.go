package xlsxout

import (
	"context"
	"strconv"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// chartCol is one column of a printed chart.
type chartCol struct {
	title string
	width float64
	span  bool // the header spans this column and the next (a round's result and score)
}

// chartLayout is how a printed chart (wall chart or round-robin grid) fills the paper:
// its columns, how many of them are the player columns repeated on every page, the
// columns that start a new page, and the player rows per page.
type chartLayout struct {
	cols      []chartCol
	repeat    int   // columns A.. repeated on every page
	colBreaks []int // 1-based columns that start a new page
	perPage   int   // player rows per page
	running   bool  // the wall chart has a running-score column beside each result
}

// widths returns the column widths.
func (l *chartLayout) widths() []float64 {
	w := make([]float64, len(l.cols))
	for i, c := range l.cols {
		w[i] = c.width
	}
	return w
}

// pagesWide returns how many pages one band of players takes across.
func (l *chartLayout) pagesWide() int { return len(l.colBreaks) + 1 }

// paginate sets colBreaks and perPage for the paper. Units are runs of columns (from
// repeat on) that stay on one page, given by their first column (0-based): a round (or
// an opponent of the grid) each, the last one running to the end of the sheet, so that
// Total, Place, the tiebreaks and the prize always print beside the last rounds and
// never on a page of their own. Only when that last run is wider than a page beside the
// player columns do the columns from extra on (the tiebreaks and the prize) become
// units of their own. The units are spread evenly over the fewest pages that hold them
// (see [columnPages]).
func (l *chartLayout) paginate(paper, headerLines int, units []int, extra int) {
	l.perPage = rowsPerPage(paper, headerLines)
	var fixed float64
	for _, c := range l.cols[:l.repeat] {
		fixed += columnPoints(c.width)
	}
	span := func(from, to int) float64 {
		var w float64
		for _, c := range l.cols[from:to] {
			w += columnPoints(c.width)
		}
		return w
	}
	avail := printableWidth(paper)
	if n := len(units); n > 0 && extra > units[n-1] && extra < len(l.cols) && fixed+span(units[n-1], len(l.cols)) > avail {
		for c := extra; c < len(l.cols); c++ {
			units = append(units, c)
		}
	}
	widths := make([]float64, len(units))
	for i, start := range units {
		end := len(l.cols)
		if i+1 < len(units) {
			end = units[i+1]
		}
		widths[i] = span(start, end)
	}
	l.colBreaks = nil
	for _, u := range columnPages(fixed, widths, avail) {
		l.colBreaks = append(l.colBreaks, units[u]+1)
	}
}

// Column limits in points of printed text.
const (
	maxNamePoints = 150 // about 28 characters; longer names shrink to fit (see [fitName])
	minNamePoints = 60
)

// wallLayout chooses the wall chart's columns (see [section.wallColumns]): with a
// running score beside each result, unless that takes more than two pages across and
// the results alone take fewer (a 20-round event), in which case the running scores
// are left out and the Total stays.
func (s *section) wallLayout(ctx context.Context, paper int) *chartLayout {
	widths := s.roundWidths(ctx)
	l := s.wallColumns(paper, true, widths)
	if l.pagesWide() > 2 {
		if bare := s.wallColumns(paper, false, widths); bare.pagesWide() < l.pagesWide() {
			return bare
		}
	}
	return l
}

// roundWidths holds, per round shown, the widest result and the widest running score
// in points, as the wall chart prints them, for sizing the columns.
type roundWidths struct{ results, scores []float64 }

// roundWidths measures the wall chart's round texts, each once, without keeping them.
// It stops early (the texts measured so far) when ctx is cancelled; the writer then
// reports it.
func (s *section) roundWidths(ctx context.Context) roundWidths {
	t := s.t
	rw := roundWidths{results: make([]float64, s.rounds), scores: make([]float64, s.rounds)}
	var run []engine.Score
	for i := range t.Players {
		if i%stopEvery == 0 && ctx.Err() != nil {
			break
		}
		p := &t.Players[i]
		run = s.running(p, run)
		for r := 0; r < s.rounds; r++ {
			rw.results[r] = max(rw.results[r], textPoints(s.chartCell(s.round(p, r)), resultSize, true))
			rw.scores[r] = max(rw.scores[r], textPoints(scoreText(run[r]), runningSize, false))
		}
	}
	return rw
}

// wallColumns lays out the wall chart's columns: No., Title (as TDs write it), Name, US
// Chess ID, Rtg, US Chess rating and Fed where known, each round's result ("W12w") and,
// with running, the running score ("2½") beside it, Total, Place, the tiebreaks, the
// prize and (--ratings) the rating change and post-event rating, these last kept on the
// page of the last rounds. Widths fit the widest text, so that nothing prints smaller than it was set.
func (s *section) wallColumns(paper int, running bool, rounds roundWidths) *chartLayout {
	t := s.t
	var ids, titles, names, usIDs, ratings, usRatings, feds []string
	var hasUSID, hasUSRating, usDiffers bool
	for i := range t.Players {
		p := &t.Players[i]
		ids = append(ids, strconv.Itoa(int(p.ID)))
		titles = append(titles, exporters.TitleText(p.Title))
		names = append(names, p.Name)
		if id, ok := usChessID(p).(string); ok {
			hasUSID = true
			usIDs = append(usIDs, id)
		}
		if r, ok := usChessRating(p).(int); ok {
			hasUSRating = true
			usDiffers = usDiffers || r != p.Rating
			usRatings = append(usRatings, strconv.Itoa(r))
		}
		if p.Rating > 0 {
			ratings = append(ratings, strconv.Itoa(p.Rating))
		}
		if p.Federation != "" {
			feds = append(feds, p.Federation)
		}
	}
	l := &chartLayout{running: running}
	add := func(title string, points float64) {
		l.cols = append(l.cols, chartCol{title: title, width: widthFor(max(points, headPoints(title)))})
	}
	add("No.", maxText(ids, resultSize, true))
	if s.hasTitle {
		add("Title", maxText(titles, resultSize, true))
	}
	add("Name", min(maxNamePoints, max(minNamePoints, maxText(names, resultSize, false))))
	if hasUSID {
		add("USCF ID", maxText(usIDs, runningSize, false))
	}
	if s.hasRating {
		add("Rtg", maxText(ratings, runningSize, false))
	}
	if hasUSRating && usDiffers {
		add("USCF", maxText(usRatings, runningSize, false))
	}
	if s.hasFed {
		add("Fed", maxText(feds, runningSize, false))
	}
	l.repeat = len(l.cols)
	var units []int
	for r := 0; r < s.rounds; r++ {
		units = append(units, len(l.cols))
		title := "Rd " + strconv.Itoa(r+1)
		res := widthFor(rounds.results[r])
		if !running {
			add(title, rounds.results[r])
			continue
		}
		sc := widthFor(rounds.scores[r])
		// The header spans both columns; widen the result column if it does not fit.
		if need := widthFor(headPoints(title)); columnPoints(res)+columnPoints(sc) < columnPoints(need) {
			res = need - sc
		}
		l.cols = append(l.cols, chartCol{title: title, width: res, span: true}, chartCol{width: sc})
	}
	if s.rounds == 0 {
		units = append(units, len(l.cols))
	}
	var extra int
	s.scoreColumns(add, func() { extra = len(l.cols) })
	if s.prize != nil {
		add("Prize", min(maxNamePoints, maxText(s.prize, resultSize, false)))
	}
	if s.ratings != nil {
		var chg, post []string
		for _, r := range s.ratings {
			chg, post = append(chg, r[0]), append(post, r[1])
		}
		add(s.ratingTitles[0], maxText(chg, resultSize, false))
		add(s.ratingTitles[1], maxText(post, resultSize, false))
	}
	l.paginate(paper, len(s.header), units, extra)
	return l
}

// chartCell returns a round's wall-chart text: US notation with the colour suffix
// ("W12w", "L5b", "H"), or chess-results notation ("12w1").
func (s *section) chartCell(rd engine.Round) string {
	if s.chessResults() {
		return chessResultsCell(rd)
	}
	return crossCell(rd)
}

// scoreText writes a score as TDs do on wall charts: "2½", "½", "3"; other fractions
// as decimals ("2.25").
func scoreText(v engine.Score) string {
	whole, frac := v/engine.Point, v%engine.Point
	switch {
	case frac == 0:
		return strconv.FormatInt(int64(whole), 10)
	case frac == engine.Half && whole == 0:
		return "½"
	case frac == engine.Half && whole > 0:
		return strconv.FormatInt(int64(whole), 10) + "½"
	}
	return v.String()
}

// formatValue writes a tiebreak value with its fixed decimals, or as the score prints.
func formatValue(v engine.Score, decimals int) string {
	if decimals >= 0 {
		return v.Format(decimals)
	}
	return v.String()
}

// wallChart writes the Wall chart sheet: one row per player in pairing order, each
// round's result with the colour ("W12w") and the running score beside it, then the
// total, place, tiebreaks and prize. Manual page breaks keep perPage players on each
// page and put rounds that do not fit the width on continuation pages.
func (wb *workbook) wallChart(ctx context.Context, sw *sheetWriter, s *section) error {
	if err := wb.startChart(sw, s.wall); err != nil {
		return err
	}
	w := &wallRow{wb: wb, s: s, l: s.wall, codes: s.tiebreakCodes(), counted: s.t.Rounds}
	// Rounds after those the standings count (an event in progress) print differently.
	if s.ranked {
		w.counted = s.st.Eval.T.Rounds
	}
	for n, pi := range pairingOrder(s.t) {
		if n%stopEvery == 0 {
			if err := context.Cause(ctx); err != nil {
				return err
			}
		}
		if err := chartRow(sw, s.wall, n, w.cells(n, pi)); err != nil {
			return err
		}
	}
	return nil
}

// wallRow builds the cells of the wall chart's rows; row is reused from row to row.
type wallRow struct {
	wb      *workbook
	s       *section
	l       *chartLayout
	codes   []string        // the tiebreak columns' headers
	counted int             // rounds the standings count
	last    bool            // the row has a black rule under it
	row     []excelize.Cell // the row being built
	run     []engine.Score  // the player's running score
}

// style returns the style ID of sp in the row: a rule under it (black under every fifth
// player and at the foot of each page, to guide the eye along the row; grey under the
// others), at the results' size unless sp says otherwise.
func (w *wallRow) style(sp styleSpec) int {
	sp.bottom, sp.rule = w.last, true
	if sp.size == 0 {
		sp.size = resultSize
	}
	return w.wb.styles.id(sp)
}

// add appends a cell with the style of sp.
func (w *wallRow) add(sp styleSpec, v any) { w.row = append(w.row, cell(w.style(sp), v)) }

// cells returns the row of the n-th player in pairing order (index pi): the player
// columns, the rounds, then the total, place, tiebreaks, prize and rating columns.
func (w *wallRow) cells(n, pi int) []excelize.Cell {
	s, l := w.s, w.l
	w.last = n == len(s.t.Players)-1 || (n+1)%5 == 0 || (n+1)%l.perPage == 0
	w.row = w.row[:0]
	p := &s.t.Players[pi]
	w.playerCells(p)
	w.run = s.running(p, w.run)
	for r := 0; r < s.rounds; r++ {
		w.roundCells(s.round(p, r), r)
	}
	center := styleSpec{align: alignCenter, sides: true}
	var points, place any
	ri := s.rowOf[pi]
	if ri >= 0 {
		points, place = scoreValue(s.st.Rows[ri].Points, -1), placeValue(s.st.Rows[ri])
	}
	w.add(styleSpec{align: alignCenter, sides: true, bold: true}, points)
	w.add(center, place)
	for k := range w.codes {
		var v any
		if ri >= 0 && !s.st.Rows[ri].IsBlank(k) {
			v = scoreValue(s.st.Rows[ri].Values[k], s.decimals[k])
		}
		spec := center
		spec.numFmt = decimalsFormat(s.decimals[k])
		w.add(spec, v)
	}
	if s.prize != nil {
		w.add(fitName(styleSpec{sides: true}, s.prize[pi]), emptyNil(s.prize[pi]))
	}
	if s.ratings != nil {
		w.add(center, emptyNil(s.ratings[pi][0]))
		w.add(center, emptyNil(s.ratings[pi][1]))
	}
	return w.row
}

// playerCells appends the columns repeated on every page: No., then Title, Name, US
// Chess ID, ratings and federation as the layout has them.
func (w *wallRow) playerCells(p *engine.Player) {
	bold := styleSpec{align: alignCenter, sides: true, bold: true}
	small := styleSpec{align: alignCenter, sides: true, size: runningSize}
	w.add(bold, int(p.ID))
	for _, c := range w.l.cols[1:w.l.repeat] {
		switch c.title {
		case "Title":
			w.add(bold, emptyNil(exporters.TitleText(p.Title)))
		case "Name":
			w.add(fitName(styleSpec{sides: true}, p.Name), p.Name)
		case "USCF ID":
			w.add(small, usChessID(p))
		case "Rtg":
			w.add(small, ratingValue(p.Rating))
		case "USCF":
			w.add(small, usChessRating(p))
		case "Fed":
			w.add(small, emptyNil(p.Federation))
		default:
			w.add(small, nil)
		}
	}
}

// roundCells appends round r's result and, with running scores, the score after it.
// A round the standings do not count (an event in progress) shows its pairing, if any,
// but no result letter for an empty round and no running score.
func (w *wallRow) roundCells(rd engine.Round, r int) {
	s, running := w.s, w.l.running
	if r >= w.counted {
		var v any
		if rd.Result != engine.NoResult {
			v = s.chartCell(rd)
		}
		w.add(styleSpec{align: alignCenter, left: true, right: !running}, v)
		if running {
			w.add(styleSpec{right: true, size: runningSize}, nil)
		}
		return
	}
	res := roundSpec(kindOf(rd.Result))
	res.sides, res.left, res.right = false, true, !running
	w.add(res, s.chartCell(rd))
	if running {
		w.add(styleSpec{align: alignLeft, right: true, size: runningSize, fill: res.fill}, scoreText(w.run[r]))
	}
}

// chartHeader writes row 1 of a printed chart, a round's header spanning its result and
// score columns.
func (wb *workbook) chartHeader(sw *sheetWriter, l *chartLayout) error {
	st := wb.styles.id(styleSpec{bold: true, fill: headFill, align: alignCenter, top: true, bottom: true, sides: true, size: headSize})
	cells := make([]excelize.Cell, len(l.cols))
	for i, c := range l.cols {
		cells[i] = cell(st, emptyNil(c.title))
		if c.span {
			from, _ := excelize.CoordinatesToCellName(i+1, 1)
			to, _ := excelize.CoordinatesToCellName(i+2, 1)
			if err := sw.MergeCell(from, to); err != nil {
				return err
			}
		}
	}
	return sw.SetCells("A1", cells, excelize.RowOpts{Height: headerHeight})
}

// footerKey returns the notation key printed at the foot of each wall-chart page.
func (s *section) footerKey() string {
	key := "W win, L loss, D draw, X/F forfeit win/loss, H/B half/full-point bye, U not paired, w/b colour"
	if s.chessResults() {
		key = "12w1 win vs 12 with White, 5b½ draw, 3w0 loss, +/- forfeit win/loss, -1 -½ -0 byes"
	}
	if s.wall == nil || s.wall.running {
		key += "; figure beside: score so far"
	}
	return key
}
