package xlsxout

import "strings"

// The printed page. The wall chart and the round-robin grid print at 100% (never shrunk
// to fit), so every font keeps its size on paper: 10 pt for names and results, 9 pt for
// running scores, nothing under 8 pt. Rounds that do not fit the page width continue on
// the next page with the player columns repeated; players that do not fit its height
// continue on the next page with the header row repeated.

// Page margins in inches. The top margin grows with the page header (see [topMargin]).
const (
	marginSide   = 0.3
	marginBottom = 0.65
	marginHeader = 0.25
	marginFooter = 0.2
)

// Row heights and font sizes of the printed sheets, in points.
const (
	headerHeight = 20 // the header row
	rowHeight    = 17 // one player
	headSize     = 8  // the header row of the charts
	resultSize   = 10 // names, results, totals
	runningSize  = 9  // running scores beside the results
)

// pageSize returns the landscape page of a paper code in points.
func pageSize(paper int) (width, height float64) {
	if paper == PaperA4 {
		return 842, 595
	}
	return 792, 612 // Letter
}

// topMargin returns the top margin in inches for a page header of the given lines (the
// event name, wrapped, and the details line).
func topMargin(lines int) float64 {
	return marginHeader + (float64(lines)*15+8)/72
}

// printableHeight returns the height in points left for rows on one page.
func printableHeight(paper, headerLines int) float64 {
	_, h := pageSize(paper)
	return h - (topMargin(headerLines)+marginBottom)*72
}

// printableWidth returns the width in points left for columns on one page.
func printableWidth(paper int) float64 {
	w, _ := pageSize(paper)
	return w - 2*marginSide*72
}

// rowsPerPage returns how many player rows fit under the header row on one page, with 4%
// kept in reserve for renderer differences.
func rowsPerPage(paper, headerLines int) int {
	return max(1, int((printableHeight(paper, headerLines)*0.96-headerHeight)/rowHeight))
}

// Renderer metrics. A column's width is counted in characters of the workbook's default
// font, Arial 10 (see [styles.setDefaultFont]): Excel draws a character as its maximum
// digit width, 7 pixels (5.25 pt), plus 5 pixels of padding for the column; LibreOffice
// where DejaVu Sans replaces Arial draws it 6.36 pt (DejaVu's digit) and prints the cell
// text up to 15% wider than Arial's metrics say (bold digits most). Pages are cut so
// that the widest rendering fits.
const (
	libreCharPoints = 6.36 // LibreOffice, DejaVu Sans 10: points per character of width
	libreTextScale  = 1.15 // DejaVu Sans text width over Arial's
	librePadding    = 3.0  // points kept free around the text in LibreOffice
)

// columnPoints returns the printed width of a column of the given width in characters,
// as the renderer that prints it widest does (see [libreCharPoints]).
func columnPoints(width float64) float64 { return max(width*libreCharPoints, (width*7+5)*0.75) }

// widthFor returns the column width (in characters, as Excel counts them) that holds text
// of the given printed width in points (Arial metrics): in Excel with 2.5 points of
// padding on each side, in LibreOffice in the wider substitute font.
func widthFor(points float64) float64 {
	w := max(((points+5)/0.75-5)/7, (points*libreTextScale+librePadding)/libreCharPoints)
	return float64(int(w*4+0.999)) / 4 // round up to a quarter character
}

// textPoints estimates the printed width of s in points at size pt, with the metrics of
// Arial (Helvetica), the font the cells ask for. Layout arithmetic only; no score uses
// it.
func textPoints(s string, size float64, bold bool) float64 {
	var em float64
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			em += 0.556
		case r == 'W':
			em += 0.944
		case r == 'M' || r == 'm':
			em += 0.833
		case r == 'I' || r == 'i' || r == 'l' || r == 'j':
			em += 0.222
		case r >= 'A' && r <= 'Z':
			em += 0.7
		case r == 'w':
			em += 0.722
		case r == ' ' || r == '.' || r == ',' || r == '\'' || r == 'f' || r == 't' || r == '/':
			em += 0.278
		case r == '-' || r == 'r':
			em += 0.333
		case r == '½':
			em += 0.834
		case r >= 'a' && r <= 'z':
			em += 0.54
		default:
			em += 0.6
		}
	}
	if bold {
		em *= 1.08
	}
	return em * size
}

// headPoints returns the printed width of a chart's column title (bold, [headSize]).
func headPoints(title string) float64 { return textPoints(title, headSize, true) }

// maxText returns the widest of texts in points.
func maxText(texts []string, size float64, bold bool) float64 {
	var w float64
	for _, t := range texts {
		w = max(w, textPoints(t, size, bold))
	}
	return w
}

// wrapWords breaks s into lines of at most width runes at spaces (a longer word gets a
// line of its own); it never drops text.
func wrapWords(s string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case len([]rune(line))+1+len([]rune(w)) <= width:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// columnPages splits the columns after the repeated player columns into pages: groups
// (a round's result and running score, the totals, each tiebreak) are never split, and
// when more than one page is needed the groups are spread evenly, so that a 20-round
// event prints rounds 1-10 and 11-20 rather than 1-17 and 18-20. It returns the index
// (into groups) of the first group of each page after the first.
func columnPages(fixed float64, groups []float64, avail float64) []int {
	room := avail - fixed
	pages := len(greedyBreaks(groups, room)) + 1
	// The narrowest page width that still needs no more pages: binary search to 1 pt.
	lo, hi := 0.0, room
	for _, g := range groups {
		lo = max(lo, g)
	}
	if lo > hi {
		return greedyBreaks(groups, room)
	}
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if len(greedyBreaks(groups, mid))+1 <= pages {
			hi = mid
		} else {
			lo = mid
		}
	}
	return greedyBreaks(groups, hi)
}

// greedyBreaks fills pages of the given width in order, starting a new page when the
// next group does not fit (a group wider than a page gets a page of its own).
func greedyBreaks(groups []float64, width float64) []int {
	var breaks []int
	var used float64
	for i, g := range groups {
		if used > 0 && used+g > width {
			breaks = append(breaks, i)
			used = 0
		}
		used += g
	}
	return breaks
}
