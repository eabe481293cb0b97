package xlsxout

import (
	"math"
	"strings"
	"unicode/utf8"

	"github.com/tiebreak-chess/tiebreak/internal/fontmetrics"
)

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
// draws it as the digit of the font that prints Arial: 5.56 pt in Liberation Sans
// (Arial's metrics), 6.36 pt where only DejaVu Sans is installed. Text is measured in
// both fonts (package fontmetrics holds their advance widths) and a column is made wide
// enough for the wider of the two, with [textMargin] and [textPadding] to spare; pages
// are cut so that the widest rendering of a column fits.
const (
	libreCharPoints = 6.36  // LibreOffice, DejaVu Sans 10: points per character of width
	libreDigit      = 0.556 // Arial's (Liberation Sans's) digit, in ems
	dejavuDigit     = 0.636 // DejaVu Sans's digit, in ems
	textMargin      = 0.02  // a column is 2% wider than its widest text ...
	textPadding     = 2.0   // ... and 2 pt more, in Liberation Sans's characters
)

// columnPoints returns the printed width of a column of the given width in characters,
// as the renderer that prints it widest does (see [libreCharPoints]).
func columnPoints(width float64) float64 { return max(width*libreCharPoints, (width*7+5)*0.75) }

// widthScale scales every column width; only the test that checks the print test can
// fail sets it (to make columns 10% narrower).
var widthScale = 1.0

// widthFor returns the column width (in characters, as Excel counts them) that holds text
// of the given printed width in points (as [textPoints] measures it): in Excel with 2.5
// points of padding on each side, in LibreOffice with [textMargin] and [textPadding].
func widthFor(points float64) float64 {
	w := max(((points+5)/0.75-5)/7, (points*(1+textMargin)+textPadding)/(libreDigit*10))
	return float64(int(w*widthScale*4+0.999)) / 4 // round up to a quarter character
}

// textPoints returns the printed width of s in points at size pt: its width in Arial
// (Liberation Sans) or, where it prints wider, in DejaVu Sans scaled by the ratio of the
// two fonts' digits (a column is counted in digits, so DejaVu Sans widens the column as
// it widens the text). Layout arithmetic only; no score uses it.
//
// An ASCII text (most cells: results, numbers, names) is measured in one pass over a
// table of both fonts' widths, with the same arithmetic as [fontmetrics.Width]
// (TestTextPointsMatchesFontmetrics); the wall chart measures every cell.
func textPoints(s string, size float64, bold bool) float64 {
	t := &asciiWidths[0]
	if bold {
		t = &asciiWidths[1]
	}
	lib, dv := 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return textPointsSlow(s, size, bold)
		}
		lib += int(t[0][c])
		dv += int(t[1][c])
	}
	return max(float64(lib)/1000, float64(dv)/1000*libreDigit/dejavuDigit) * size
}

// textPointsSlow is textPoints through [fontmetrics.Width], for any text.
func textPointsSlow(s string, size float64, bold bool) float64 {
	lib := fontmetrics.Width(s, fontmetrics.Liberation, bold)
	dv := fontmetrics.Width(s, fontmetrics.DejaVu, bold) * libreDigit / dejavuDigit
	return max(lib, dv) * size
}

// asciiWidths holds the advance of every ASCII character in thousandths of an em,
// regular [0] and bold [1], in Liberation Sans [0] and DejaVu Sans [1].
var asciiWidths = func() (t [2][2][utf8.RuneSelf]int32) {
	for b, bold := range []bool{false, true} {
		for f, face := range []fontmetrics.Face{fontmetrics.Liberation, fontmetrics.DejaVu} {
			for c := range utf8.RuneSelf {
				t[b][f][c] = int32(math.Round(fontmetrics.Width(string(rune(c)), face, bold) * 1000))
			}
		}
	}
	return t
}()

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

// fitName returns sp for a name (of a player, team or prize) in a column capped at
// [maxNamePoints]: a name wider than the cap shrinks to fit its cell rather than being
// cut by the next one. Other names keep their size, their column being wide enough.
func fitName(sp styleSpec, name string) styleSpec {
	if textPoints(name, resultSize, false) > maxNamePoints {
		sp.shrink = true
	}
	return sp
}
