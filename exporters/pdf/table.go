package pdfout

import "strings"

// column describes one table column.
type column struct {
	title string
	align byte    // 'L', 'R' or 'C'
	flex  bool    // takes the spare width; shortened with an ellipsis when space is short
	wrap  bool    // breaks onto more lines instead of being shortened
	min   float64 // narrowest width of the column, in points
	max   float64 // widest a flex column grows to with spare width; 0: no limit
	width float64 // set by layout
}

// row is one table row.
type row struct {
	cells []string
	bold  bool
	// group keeps rows together on one page when they fit on one: rows with the same
	// nonzero group (a tied score group's winners, for example) are not separated.
	group int
	// note is a line of smaller text spanning the row, under its cells.
	note string
	// ruled draws a thin line above the row.
	ruled bool
}

// table is a table that paginates: it breaks between rows only, and repeats its title
// (marked "continued") and column titles at the top of every page.
type table struct {
	title string
	cols  []column
	rows  []row
	size  float64 // type size of the cells
	shade bool    // alternate rows are shaded
	// after is the height of what follows the table and must stay on the page of its
	// last rows (a legend).
	after float64
}

const (
	orphanRows = 4   // rows kept with a table's title at the foot of a page, and together at the top of its last page
	cellPad    = 4.5 // left and right padding inside a cell
	linePitch  = 1.32
)

func (t *table) lineH() float64 { return t.size * linePitch }

// layout chooses column widths from the content: each column as wide as its widest cell
// or title, the spare width to the flexible columns; when the table is too wide, the
// flexible and wrapping columns give up width down to their minimum, then the type
// shrinks.
func (r *renderer) layout(t *table) {
	avail := r.right - r.left
	for {
		natural := make([]float64, len(t.cols))
		total := 0.0
		for i, c := range t.cols {
			w := r.width(c.title, true, t.size)
			for _, rw := range t.rows {
				if i < len(rw.cells) {
					w = max(w, r.width(rw.cells[i], rw.bold, t.size))
				}
			}
			natural[i] = max(w+2*cellPad, c.min)
			total += natural[i]
		}
		var flex []int
		for i, c := range t.cols {
			if c.flex || c.wrap {
				flex = append(flex, i)
			}
		}
		for i := range t.cols {
			t.cols[i].width = natural[i]
		}
		if total <= avail {
			// Spare width goes to the flexible columns up to their maximum; what is
			// left is spread over every column, so that a short table still spans
			// the page without one huge gap.
			spare := avail - total
			for k, i := range flex {
				share := spare / float64(len(flex)-k)
				if c := t.cols[i]; c.max > 0 {
					share = min(share, max(0, c.max-c.width))
				}
				t.cols[i].width += share
				spare -= share
			}
			for i := range t.cols {
				t.cols[i].width += spare / float64(len(t.cols))
			}
			return
		}
		// Wrapping columns give up width first (they lose nothing, they only take more
		// lines), then the flexible ones (shortened with an ellipsis), each kind in
		// proportion to what each column can give.
		over := total - avail
		for _, wrap := range []bool{true, false} {
			give := 0.0
			for _, i := range flex {
				if t.cols[i].wrap == wrap {
					give += max(0, t.cols[i].width-t.cols[i].min)
				}
			}
			if give <= 0 {
				continue
			}
			take := min(1, over/give)
			for _, i := range flex {
				if c := &t.cols[i]; c.wrap == wrap {
					d := max(0, c.width-c.min) * take
					c.width -= d
					over -= d
				}
			}
		}
		if over <= 0.01 {
			return
		}
		if t.size <= 6 {
			// Last resort at the smallest type: scale every column; cells are
			// shortened with an ellipsis, never drawn past their column.
			scale := avail / (avail + over)
			for i := range t.cols {
				t.cols[i].width *= scale
			}
			return
		}
		t.size -= 0.5
	}
}

// wrapText breaks s into lines no wider than w, between words; a word wider than the
// line is shortened with an ellipsis.
func (r *renderer) wrapText(s string, w float64, bold bool, size float64) []string {
	var lines []string
	cur := ""
	for _, word := range strings.Fields(s) {
		try := word
		if cur != "" {
			try = cur + " " + word
		}
		if r.width(try, bold, size) <= w {
			cur = try
			continue
		}
		if cur != "" {
			lines = append(lines, cur)
		}
		cur = r.fit(word, w, bold, size)
		if cur != word {
			r.reportShortened(word, cur)
		}
	}
	if cur != "" || len(lines) == 0 {
		lines = append(lines, cur)
	}
	return lines
}

// cellLines returns the lines of every cell of rw as drawn. The one line of each cell
// that does not wrap shares one slice with the others.
func (r *renderer) cellLines(t *table, rw row) [][]string {
	out := make([][]string, len(t.cols))
	single := make([]string, len(t.cols))
	for i, c := range t.cols {
		s := ""
		if i < len(rw.cells) {
			s = rw.cells[i]
		}
		inner := c.width - 2*cellPad
		if c.wrap {
			out[i] = r.wrapText(s, inner, rw.bold, t.size)
		} else {
			single[i] = r.fit(s, inner, rw.bold, t.size)
			out[i] = single[i : i+1 : i+1]
			if single[i] != s {
				r.reportShortened(s, single[i])
			}
		}
	}
	return out
}

// drawnRow is a row laid out: the lines of each cell and of the note, and its height.
type drawnRow struct {
	cells  [][]string
	note   []string
	height float64
}

// layOutRow breaks the cells and the note of rw into lines and works out its height.
func (r *renderer) layOutRow(t *table, rw row) drawnRow {
	d := drawnRow{cells: r.cellLines(t, rw)}
	n := 1
	for _, ls := range d.cells {
		n = max(n, len(ls))
	}
	d.height = float64(n)*t.lineH() + 2
	if rw.note != "" {
		d.note = r.wrapText(rw.note, r.noteWidth(), false, t.size-1)
		d.height += float64(len(d.note)) * (t.size - 1) * linePitch
	}
	return d
}

// noteWidth is the width of a row's note.
func (r *renderer) noteWidth() float64 { return r.right - r.left - 2*cellPad - 10 }

// title draws a part title ("Prizes", "Final standings"); continued marks it as the
// continuation of a table begun on an earlier page.
func (r *renderer) title(s string, continued bool) {
	if continued {
		s += " (continued)"
	}
	r.grey(black)
	r.text(r.left, r.y, r.right-r.left, 14, s, 'L', true, 11)
	r.y += 18
}

func (r *renderer) headerRow(t *table) {
	h := t.lineH() + 3
	r.rect(r.left, r.y, r.right-r.left, h, shade-15)
	x := r.left
	r.grey(black)
	for _, c := range t.cols {
		r.text(x+cellPad, r.y+1, c.width-2*cellPad, h-2, r.fit(c.title, c.width-2*cellPad, true, t.size), c.align, true, t.size)
		x += c.width
	}
	r.y += h
	r.hline(r.left, r.right, r.y, 0.6, black)
}

// draw lays the table out from the current position, starting pages as needed.
func (r *renderer) draw(t *table) {
	r.layout(t)
	drawn := make([]drawnRow, len(t.rows))
	heights := make([]float64, len(t.rows))
	for i, rw := range t.rows {
		drawn[i] = r.layOutRow(t, rw)
		heights[i] = drawn[i].height
	}
	head := t.lineH() + 3
	titleH := 0.0
	if t.title != "" {
		titleH = 18
	}
	// Keep the title and column titles with the first rows (at least the first group):
	// a title with one row under it at the foot of a page reads as an orphan.
	first := 0.0
	if len(t.rows) > 0 {
		first = r.groupHeight(t, heights, 0)
	}
	first = max(first, sumHeights(heights, orphanRows))
	if len(t.rows) < 2*orphanRows {
		// Too short to leave orphanRows on each of two pages: all of it together.
		first = sumHeights(heights, len(heights)) + t.after
	}
	if r.y+titleH+head+first > r.bottom && r.y > r.top {
		r.newPage()
	}
	if t.title != "" {
		r.title(t.title, false)
	}
	r.headerRow(t)
	// The last rows (orphanRows of them, or all when fewer) and what follows the table
	// go on one page: a table never ends with a row or two alone on a page.
	tail := max(0, len(t.rows)-orphanRows)
	for i, rw := range t.rows {
		need := heights[i]
		if i == tail {
			if rest := sumHeights(heights[i:], len(heights)) + t.after; r.y+rest > r.bottom && rest <= r.bottom-r.top-titleH-head && r.y > r.top+titleH+head {
				need = rest
			}
		}
		if rw.group != 0 && (i == 0 || t.rows[i-1].group != rw.group) {
			// At the start of a group, move the whole group to a new page when it would
			// not fit here but fits on a page of its own.
			g := r.groupHeight(t, heights, i)
			if r.y+g > r.bottom && g <= r.bottom-r.top-titleH-head {
				need = g
			}
		}
		if r.y+need > r.bottom {
			r.newPage()
			if t.title != "" {
				r.title(t.title, true)
			}
			r.headerRow(t)
		}
		r.drawRow(t, rw, drawn[i], i)
	}
}

func (r *renderer) groupHeight(t *table, heights []float64, i int) float64 {
	g := t.rows[i].group
	h := heights[i]
	if g == 0 {
		return h
	}
	for j := i + 1; j < len(t.rows) && t.rows[j].group == g; j++ {
		h += heights[j]
	}
	return h
}

// drawRow draws row index of t, laid out as d, at the current position.
func (r *renderer) drawRow(t *table, rw row, d drawnRow, index int) {
	h, lines := d.height, d.cells
	if t.shade && index%2 == 1 {
		r.rect(r.left, r.y, r.right-r.left, h, shade)
	}
	if rw.ruled {
		r.hline(r.left, r.right, r.y, 0.4, rule)
	}
	x := r.left
	r.grey(black)
	for i, c := range t.cols {
		for k, s := range lines[i] {
			r.text(x+cellPad, r.y+1+float64(k)*t.lineH(), c.width-2*cellPad, t.lineH(), s, c.align, rw.bold, t.size)
		}
		x += c.width
	}
	if rw.note != "" {
		n := 1
		for _, ls := range lines {
			n = max(n, len(ls))
		}
		y := r.y + 1 + float64(n)*t.lineH()
		w := r.noteWidth()
		r.grey(grey)
		for _, s := range d.note {
			r.text(r.left+cellPad+10, y, w, (t.size-1)*linePitch, s, 'L', false, t.size-1)
			y += (t.size - 1) * linePitch
		}
		r.grey(black)
	}
	r.y += h
}

// paragraph writes wrapped text across the page, starting a page when needed.
func (r *renderer) paragraph(s string, bold bool, size float64, level int) {
	w := r.right - r.left
	for _, line := range r.wrapText(s, w, bold, size) {
		if r.y+size*linePitch > r.bottom {
			r.newPage()
		}
		r.grey(level)
		r.text(r.left, r.y, w, size*linePitch, line, 'L', bold, size)
		r.y += size * linePitch
	}
	r.grey(black)
}

// sumHeights returns the height of the first n rows (all of them when fewer).
func sumHeights(heights []float64, n int) float64 {
	h := 0.0
	for _, x := range heights[:min(n, len(heights))] {
		h += x
	}
	return h
}

// dropColumn removes column i and its cells.
func (t *table) dropColumn(i int) {
	t.cols = append(t.cols[:i:i], t.cols[i+1:]...)
	for k := range t.rows {
		if c := t.rows[k].cells; i < len(c) {
			t.rows[k].cells = append(c[:i:i], c[i+1:]...)
		}
	}
}
