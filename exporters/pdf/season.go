package pdfout

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine/season"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// WriteSeason writes the season leaderboard as a PDF to post: landscape pages (Letter,
// or opts.Paper) with the page header and footer of the other reports, the title and the
// scoring rule at the top.
//
// The first part lists the events by number (No., Event, Date, Players), the numbers
// that head the leaderboard's event columns. The leaderboard follows: Place ("3-5"
// when shared), Name, the US Chess and FIDE IDs when some player has one, Events played,
// Total, then each event's points, "(4)" for a result that does not count under best-N
// and blank for an event not played. When every event fits the page width, the table
// runs on with its column titles repeated on every page. Otherwise the events are
// spread evenly over bands of pages, each band repeating the player columns, and the
// pages go across, then down: page 1 holds the first players with the first events,
// page 2 the same players with the next events, so that the pages of one band of
// players hang side by side on a wall. Last come the players matched by name only,
// for review.
//
// The same leaderboard and opts.GeneratedAt give byte-identical files.
func WriteSeason(w io.Writer, lb *season.Leaderboard, opts exporters.Options) error {
	if lb == nil {
		return errors.New("the season PDF needs a leaderboard")
	}
	fonts, err := fontsFor(opts)
	if err != nil {
		return err
	}
	if opts.Warn != nil {
		for _, msg := range seasonGlyphWarnings(lb, fonts) {
			opts.Warn(msg)
		}
	}
	titleText := strings.TrimSpace(lb.Title)
	if titleText == "" {
		titleText = "Season leaderboard"
	}
	r, err := newPageRenderer(opts, fonts, titleText, true)
	if err != nil {
		return err
	}
	players := "players"
	if len(lb.Rows) == 1 {
		players = "player"
	}
	events := "events"
	if len(lb.Events) == 1 {
		events = "event"
	}
	r.heading = &heading{title: titleText, line: lb.Scoring.Describe(),
		rules: fmt.Sprintf("%d %s \u00b7 %d %s", len(lb.Events), events, len(lb.Rows), players)}
	r.kind = "Season leaderboard"
	r.newPage()
	r.seasonEvents(lb)
	r.leaderboard(lb)
	if len(lb.Matches) > 0 {
		r.kind = "Name matches"
		r.newPage()
		r.nameMatches(lb)
	}
	return r.output(w)
}

// seasonGlyphWarnings names every player, event and title the font cannot print.
func seasonGlyphWarnings(lb *season.Leaderboard, fonts *fontSet) []string {
	var out []string
	check := func(what, s string) {
		if miss := fonts.regular.missing(s); len(miss) > 0 {
			out = append(out, fmt.Sprintf("%s: %s %s no glyph for %s; they print as placeholder boxes. Choose a TrueType font (.ttf) that has them.",
				what, fonts.name, fonts.verb(), describeRunes(miss)))
		}
	}
	check("title "+quote(lb.Title), lb.Title)
	for i, e := range lb.Events {
		check(fmt.Sprintf("event %d %s", i+1, quote(eventName(e))), eventName(e))
	}
	for _, r := range lb.Rows {
		check("player "+quote(r.Name), r.Name)
	}
	return out
}

// seasonEvents lists the events by the numbers that head the leaderboard's columns.
func (r *renderer) seasonEvents(lb *season.Leaderboard) {
	tab := &table{title: "Events", size: bodySize, shade: true}
	tab.cols = []column{
		{title: "No.", align: 'R'},
		{title: "Event", align: 'L', flex: true, min: 120, max: 420},
		{title: "Date", align: 'L'},
		{title: "Players", align: 'R'},
	}
	for i, e := range lb.Events {
		tab.rows = append(tab.rows, row{cells: []string{strconv.Itoa(i + 1), eventName(e), exporters.DateRange(e.Date, ""), strconv.Itoa(e.Players)}})
	}
	r.draw(tab)
	r.sectionBreak()
}

// eventName returns what the list of events calls an event: the tournament's own name
// ("93rd Massachusetts Open - Championship"), else its column label (batch labels its
// events by their output folders).
func eventName(e season.EventInfo) string {
	if n := strings.TrimSpace(e.Name); n != "" {
		return n
	}
	return e.Label
}

// leaderboardTable returns the leaderboard's table with the events from..to (0-based,
// to excluded) as columns, for the rows given.
func leaderboardTable(lb *season.Leaderboard, from, to int, rows []season.Row, hasUS, hasFIDE bool) *table {
	title := "Leaderboard"
	if from > 0 || to < len(lb.Events) {
		title = fmt.Sprintf("Leaderboard, events %d\u2013%d", from+1, to)
		if to == from+1 {
			title = fmt.Sprintf("Leaderboard, event %d", to)
		}
	}
	tab := &table{title: title, size: bodySize, shade: true}
	tab.cols = []column{{title: "Place", align: 'L'}, {title: "Name", align: 'L', flex: true, min: 90, max: 200}}
	if hasUS {
		tab.cols = append(tab.cols, column{title: "USCF ID", align: 'L'})
	}
	if hasFIDE {
		tab.cols = append(tab.cols, column{title: "FIDE ID", align: 'L'})
	}
	tab.cols = append(tab.cols, column{title: "Events", align: 'R'}, column{title: "Total", align: 'R'})
	for e := from; e < to; e++ {
		tab.cols = append(tab.cols, column{title: strconv.Itoa(e + 1), align: 'R'})
	}
	for i := range rows {
		rw := &rows[i]
		cells := []string{rw.PlaceLabel(), rw.Name}
		if hasUS {
			cells = append(cells, rw.USChessID)
		}
		if hasFIDE {
			cells = append(cells, rw.FIDEID)
		}
		cells = append(cells, strconv.Itoa(rw.Played), rw.Total.String())
		for e := from; e < to; e++ {
			cells = append(cells, eventCellText(rw.Cell(e)))
		}
		tab.rows = append(tab.rows, row{cells: cells})
	}
	return tab
}

// eventCellText is a player's cell in an event's column: the points, "(4)" for a result
// that does not count, blank for an event not played.
func eventCellText(c season.Cell) string {
	switch {
	case !c.Played:
		return ""
	case c.Counted:
		return c.Points.String()
	default:
		return "(" + c.Points.String() + ")"
	}
}

// leaderboard draws the leaderboard: one table when every event fits the width, else
// bands of events on pages ordered across, then down.
func (r *renderer) leaderboard(lb *season.Leaderboard) {
	var hasUS, hasFIDE bool
	for _, rw := range lb.Rows {
		hasUS = hasUS || rw.USChessID != ""
		hasFIDE = hasFIDE || rw.FIDEID != ""
	}
	bands := r.eventBands(lb, hasUS, hasFIDE)
	if len(bands) <= 1 {
		tab := leaderboardTable(lb, 0, len(lb.Events), lb.Rows, hasUS, hasFIDE)
		tab.after = r.legendHeight(lb)
		r.draw(tab)
		r.legendLine(lb)
		return
	}
	// Every page holds the same players in each band: as many rows as fit under the
	// title and column titles of a fresh page.
	probe := leaderboardTable(lb, 0, 0, nil, hasUS, hasFIDE)
	rowH := probe.lineH() + 2
	r.newPage()
	room := r.bottom - r.top - 18 - (probe.lineH() + 3)
	perPage := max(1, int(room/rowH))
	start := 0
	for _, size := range chunkSizes(len(lb.Rows), perPage, int(math.Ceil(r.legendHeight(lb)/rowH))) {
		chunk := lb.Rows[start : start+size]
		for b, band := range bands {
			if start > 0 || b > 0 {
				r.newPage()
			}
			r.draw(leaderboardTable(lb, band[0], band[1], chunk, hasUS, hasFIDE))
		}
		start += size
	}
	r.legendLine(lb)
}

// chunkSizes spreads n rows evenly over the fewest pages of at most perPage rows that
// leave room for legendRows under the rows of the last page, so that no page of the
// last band holds a row or two alone and the legend does not go to a page of its own.
// It returns the number of rows of each page, in order.
func chunkSizes(n, perPage, legendRows int) []int {
	var out []int
	if n == 0 {
		return out
	}
	for pages := (n + perPage - 1) / perPage; ; pages++ {
		size := (n + pages - 1) / pages
		last := n - (pages-1)*size
		if last <= 0 {
			continue
		}
		if last+legendRows <= perPage || size == 1 {
			for start := 0; start < n; start += size {
				out = append(out, min(size, n-start))
			}
			return out
		}
	}
}

// legendLine explains the cells under the leaderboard.
func (r *renderer) legendLine(lb *season.Leaderboard) {
	r.y += 6
	r.paragraph(legendText(lb), false, bodySize-1, grey)
}

// legendHeight returns the height legendLine takes.
func (r *renderer) legendHeight(lb *season.Leaderboard) float64 {
	lines := r.wrapText(legendText(lb), r.right-r.left, false, bodySize-1)
	return 6 + float64(len(lines))*(bodySize-1)*linePitch
}

// legendText returns the legend under the leaderboard.
func legendText(lb *season.Leaderboard) string {
	text := "Event columns are numbered as in the list of events. Blank: not played."
	if lb.Scoring.BestN > 0 {
		text += " In parentheses: a result that does not count (only the best " + strconv.Itoa(lb.Scoring.BestN) + " do)."
	}
	return text + " Players equal on total share a place (3-5)."
}

// eventBands splits the events into bands of columns that fit the page width beside the
// player columns, spread evenly; it returns [from, to) pairs.
func (r *renderer) eventBands(lb *season.Leaderboard, hasUS, hasFIDE bool) [][2]int {
	n := len(lb.Events)
	if n == 0 {
		return nil
	}
	// Each column's natural width, as layout measures it, without building the table
	// of every player and event (a 2,000-event season has 800,000 cells, most blank).
	probe := leaderboardTable(lb, 0, 0, lb.Rows, hasUS, hasFIDE)
	fixedCols := len(probe.cols)
	widths := make([]float64, fixedCols+n)
	for i, c := range probe.cols {
		w := r.width(c.title, true, probe.size)
		for _, rw := range probe.rows {
			w = max(w, r.width(rw.cells[i], false, probe.size))
		}
		widths[i] = w
	}
	for e := range n {
		widths[fixedCols+e] = r.width(strconv.Itoa(e+1), true, probe.size)
	}
	for i := range lb.Rows {
		for _, c := range lb.Rows[i].Cells {
			if c.Played {
				widths[fixedCols+c.Event] = max(widths[fixedCols+c.Event], r.width(eventCellText(c), false, probe.size))
			}
		}
	}
	for i := range widths {
		widths[i] += 2 * cellPad
	}
	fixed := 0.0
	for i, w := range widths[:fixedCols] {
		if probe.cols[i].flex {
			w = min(max(w, probe.cols[i].min), probe.cols[i].max)
		}
		fixed += w
	}
	events := widths[fixedCols:]
	avail := r.right - r.left
	for k := 1; k <= n; k++ {
		per := (n + k - 1) / k
		var bands [][2]int
		fits := true
		for from := 0; from < n; from += per {
			to := min(n, from+per)
			w := fixed
			for _, x := range events[from:to] {
				w += x
			}
			fits = fits && w <= avail
			bands = append(bands, [2]int{from, to})
		}
		if fits || per == 1 {
			return bands
		}
	}
	return [][2]int{{0, n}}
}

// nameMatches lists the appearances matched by name only, or deliberately not matched,
// one row per appearance, each match kept on one page.
func (r *renderer) nameMatches(lb *season.Leaderboard) {
	r.paragraph("These players were matched across events by their name alone (no US Chess or FIDE ID linked them), "+
		"or were kept apart although their names match. Check them; a wrong match is fixed by giving the player's ID in the event file.",
		false, bodySize, black)
	r.y += 6
	tab := &table{title: "Players matched by name", size: bodySize}
	tab.cols = []column{
		{title: "Player", align: 'L', flex: true, min: 80, max: 170},
		{title: "Place", align: 'L'},
		{title: "How", align: 'L'},
		{title: "Event", align: 'L', flex: true, min: 80, max: 220},
		{title: "Name as written", align: 'L', flex: true, min: 80, max: 170},
		{title: "USCF ID", align: 'L'},
		{title: "FIDE ID", align: 'L'},
		{title: "By name", align: 'C'},
	}
	for g, m := range lb.Matches {
		for k, a := range m.Appearances {
			player, how := "", ""
			if k == 0 {
				player, how = m.Name, string(m.Kind)
			}
			byName := ""
			if a.ByName {
				byName = "yes"
			}
			tab.rows = append(tab.rows, row{
				cells: []string{player, lb.Rows[a.Row].PlaceLabel(), how, strconv.Itoa(a.Event+1) + ". " + eventName(lb.Events[a.Event]),
					a.Name, a.USChessID, a.FIDEID, byName},
				group: g + 1, ruled: k == 0 && g > 0,
			})
		}
		if m.Note != "" {
			tab.rows[len(tab.rows)-1].note = m.Note
		}
	}
	r.draw(tab)
}
