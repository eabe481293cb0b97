// Package html imports chess-results.com crosstable pages saved as HTML: the "Starting
// rank crosstable" (opponents by starting number) and the "Final Ranking crosstable"
// (opponents by final rank), in any of the site's languages.
//
// The page is read with golang.org/x/net/html's tokenizer, which keeps the byte offset of
// every cell, so problems name the line and column of the cell in the saved page. Every
// table is turned into rows of cell text; the crosstable is the largest table with a
// crosstable header (a name column and round columns such as 1.Rd), and it goes through
// package crosstable with the chess-results cell notation (12w1, 5b½, -1, -½, -0, 24w+,
// 13b for a game without a result yet). The event name comes from the page's first <h2>
// heading, and chief arbiter, time control, location and federation from the page's
// key/value rows. The TB1, TB2, ... columns are kept as player attributes under their
// headers, as the values Swiss-Manager declared, and the page's annotation ("Tie Break1:
// Buchholz ...") is kept as "###" comment records, so that a TRF written from the model
// still says what the columns meant. When the legend names its systems without doubt,
// it is also the order the file states ([engine.Tournament.StatedTiebreaks], FIDE
// codes; see legend.go).
package html

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/crosstable"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
)

// Importer reads chess-results crosstable pages.
type Importer struct{}

// New returns the HTML importer.
func New() importers.Importer { return Importer{} }

// Name returns "chess-results-html".
func (Importer) Name() string { return "chess-results-html" }

// Extensions returns ".html" and ".htm".
func (Importer) Extensions() []string { return []string{".html", ".htm"} }

// Description is the line for 'tiebreak formats'.
func (Importer) Description() string {
	return "chess-results crosstable page (starting rank or final ranking)"
}

// Sniff reports whether head is an HTML page (a doctype or an <html> tag near the start).
func (Importer) Sniff(head []byte) bool {
	h := bytes.ToLower(bytes.TrimLeft(bytes.TrimPrefix(head, []byte{0xEF, 0xBB, 0xBF}), " \t\r\n"))
	return bytes.HasPrefix(h, []byte("<!doctype html")) || bytes.HasPrefix(h, []byte("<html")) ||
		(bytes.HasPrefix(h, []byte("<")) && bytes.Contains(h, []byte("<table")))
}

// ErrNoCrosstable is returned when no table of the page is a crosstable.
var ErrNoCrosstable = errors.New("no crosstable on the page (save the \"Starting rank crosstable\" or \"Final Ranking crosstable\" page of chess-results)")

// ErrVegaPage is returned for a page Vega published (its standings, crosstable or index
// page): such pages are not read.
var ErrVegaPage = errors.New("this is a page Vega published (standings.html, crosstable.html or index.html); tiebreak does not read Vega's web pages: in Vega, write the FIDE rating report (a TRF file) and read that file")

// ErrTeamPage is returned for a chess-results page of a team event.
var ErrTeamPage = errors.New("this is a chess-results page of a team event, whose tables hold team results rather than one crosstable of every player's games; tiebreak reads a team event from its TRF file (the FIDE report Swiss-Manager writes), so ask the organiser for it and read that file")

// foreignPage says why a page is known not to be readable: a Vega page, or a
// chess-results page of a team event (nil otherwise). It is one sentence in place of an
// error for every cell of a table that is not a crosstable.
func foreignPage(data []byte) error {
	head := bytes.ToLower(data[:min(len(data), 4096)])
	if bytes.Contains(head, []byte("vegachess.com")) || bytes.Contains(head, []byte(`content="vega`)) {
		return ErrVegaPage
	}
	if bytes.Contains(data, []byte("Team-Composition with round-results")) || bytes.Contains(data, []byte("Swiss-System for teams")) ||
		bytes.Contains(data, []byte("Round robin for teams")) || bytes.Contains(data, []byte("Mannschaftsaufstellung mit Einzelergebnissen")) {
		return ErrTeamPage
	}
	return nil
}

// table is one <table> with its rows and where each cell starts.
type table struct {
	start int // byte offset of <table>
	rows  [][]string
	offs  [][]int
	// headings is how many of the page's <h2> texts come before this table: the page
	// keeps one list, so that many tables after many headings cost nothing.
	headings int
}

// page is what the tokenizer collects.
type page struct {
	tables     []*table
	headings   []string
	annotation []string // lines after "Annotation:" (the tiebreak legend)
}

// MaxTables and MaxCells bound what one page may hold: its tables, and its table cells
// and rows (an empty row costs memory too), as many as any table format may hold.
const (
	MaxTables = 10000
	MaxCells  = importers.MaxCells
)

// scanner is the state of scan: the page so far, the open tables (innermost last), the
// cell, heading and paragraph being read, and the cells and rows counted.
type scanner struct {
	p                   *page
	stack               []*table
	cell, heading, para *strings.Builder
	cells               int
}

// scan tokenizes the page.
func scan(data []byte) (*page, error) {
	z := html.NewTokenizer(bytes.NewReader(data))
	z.SetMaxBuf(0)
	s := &scanner{p: &page{}}
	off := 0
	for {
		tt := z.Next()
		here := off
		off += len(z.Raw())
		switch tt {
		case html.ErrorToken:
			if errors.Is(z.Err(), io.EOF) {
				s.closeCell()
				return s.p, nil
			}
			return nil, z.Err()
		case html.TextToken:
			s.text(string(z.Text()))
		case html.StartTagToken, html.SelfClosingTagToken, html.EndTagToken:
			name, _ := z.TagName()
			if err := s.tag(atom.Lookup(name), tt == html.EndTagToken, here); err != nil {
				return nil, err
			}
		}
	}
}

// text adds text to the cell, heading and paragraph being read.
func (s *scanner) text(text string) {
	for _, b := range []*strings.Builder{s.cell, s.heading, s.para} {
		if b != nil {
			b.WriteString(text)
		}
	}
}

// tag reads a start (or self-closing) or end tag a at byte offset here. Tables, rows and
// cells close the cell being read; a line break is kept in cells and paragraphs.
func (s *scanner) tag(a atom.Atom, end bool, here int) error {
	switch a {
	case atom.Table:
		s.closeCell()
		if end {
			if len(s.stack) > 0 {
				s.stack = s.stack[:len(s.stack)-1]
			}
			return nil
		}
		return s.openTable(here)
	case atom.Tr:
		s.closeCell()
		if !end {
			return s.openRow()
		}
	case atom.Td, atom.Th:
		s.closeCell()
		if !end {
			return s.openCell(here)
		}
	case atom.Br:
		for _, b := range []*strings.Builder{s.cell, s.para} {
			if b != nil {
				b.WriteString("\n")
			}
		}
	case atom.H2:
		if end {
			return s.closeHeading()
		}
		s.heading = &strings.Builder{}
	case atom.P:
		if end && s.para != nil {
			s.p.readAnnotation(s.para.String())
		}
		s.para = nil
		if !end {
			s.para = &strings.Builder{}
		}
	}
	return nil
}

// openTable starts a table at byte offset here, inside the open one if any.
func (s *scanner) openTable(here int) error {
	if len(s.p.tables) >= MaxTables {
		return fmt.Errorf("more than %d tables", MaxTables)
	}
	t := &table{start: here, headings: len(s.p.headings)}
	s.p.tables = append(s.p.tables, t)
	s.stack = append(s.stack, t)
	return nil
}

// openRow starts a row of the open table; outside tables a row is ignored.
func (s *scanner) openRow() error {
	if len(s.stack) == 0 {
		return nil
	}
	// A row costs memory even when empty: it counts as a cell.
	if s.cells++; s.cells > MaxCells {
		return fmt.Errorf("more than %d table cells and rows", MaxCells)
	}
	t := s.stack[len(s.stack)-1]
	t.rows = append(t.rows, nil)
	t.offs = append(t.offs, nil)
	return nil
}

// openCell starts a cell at byte offset here in the last row of the open table (a row is
// started if the table has none); outside tables a cell is ignored.
func (s *scanner) openCell(here int) error {
	if len(s.stack) == 0 {
		return nil
	}
	t := s.stack[len(s.stack)-1]
	if len(t.rows) == 0 {
		t.rows = append(t.rows, nil)
		t.offs = append(t.offs, nil)
	}
	if s.cells++; s.cells > MaxCells {
		return fmt.Errorf("more than %d table cells", MaxCells)
	}
	r := len(t.rows) - 1
	t.rows[r] = append(t.rows[r], "")
	t.offs[r] = append(t.offs[r], here)
	s.cell = &strings.Builder{}
	return nil
}

// closeCell stores the text of the cell being read, with its white space collapsed.
func (s *scanner) closeCell() {
	if s.cell != nil && len(s.stack) > 0 {
		t := s.stack[len(s.stack)-1]
		if len(t.rows) > 0 {
			row := t.rows[len(t.rows)-1]
			row[len(row)-1] = strings.Join(strings.Fields(s.cell.String()), " ")
		}
	}
	s.cell = nil
}

// closeHeading keeps the text of the <h2> being read, unless it is empty.
func (s *scanner) closeHeading() error {
	if s.heading != nil {
		if len(s.p.headings) >= MaxCells {
			return fmt.Errorf("more than %d headings", MaxCells)
		}
		if h := strings.Join(strings.Fields(s.heading.String()), " "); h != "" {
			s.p.headings = append(s.p.headings, h)
		}
	}
	s.heading = nil
	return nil
}

// readAnnotation keeps the tiebreak legend of a paragraph ("Annotation:" then one
// "Tie Break1: ..." line per column).
func (p *page) readAnnotation(text string) {
	for _, line := range strings.Split(text, "\n") {
		line = strings.Join(strings.Fields(line), " ")
		low := strings.ToLower(line)
		if strings.HasPrefix(low, "tie break") || strings.HasPrefix(low, "tie-break") || strings.HasPrefix(low, "feinwertung") ||
			strings.HasPrefix(low, "desempate") {
			p.annotation = append(p.annotation, line)
		}
	}
}

// Import reads src.
func (Importer) Import(src importers.Source) (*engine.Tournament, []*importers.ParseError, error) {
	text, _ := importers.DecodeText(src.Data)
	data := []byte(text)
	if err := foreignPage(data); err != nil {
		return nil, nil, errors.Join(&importers.ParseError{File: src.Name, Line: 1, Err: err})
	}
	p, err := scan(data)
	if err != nil {
		return nil, nil, errors.Join(&importers.ParseError{File: src.Name, Line: 1, Err: fmt.Errorf("not readable as HTML: %w", err)})
	}
	best := largestCrosstable(p)
	if best == nil {
		return nil, nil, errors.Join(&importers.ParseError{File: src.Name, Line: 1, Err: ErrNoCrosstable})
	}
	// The preamble: the event heading, then the page's key/value rows above the table.
	var pre [][]string
	var preOffs []int
	title := ""
	for _, h := range p.headings[:best.headings] {
		if !strings.Contains(strings.ToLower(h), "crosstable") && !strings.Contains(strings.ToLower(h), "kreuztabelle") {
			title = h
			break
		}
	}
	if title != "" {
		pre = append(pre, []string{title})
		preOffs = append(preOffs, best.start)
	}
	for _, t := range p.tables {
		if t.start >= best.start {
			break
		}
		for r, row := range t.rows {
			if len(row) == 2 && row[0] != "" && row[1] != "" && !strings.Contains(row[0], " : ") {
				pre = append(pre, []string{row[0] + " : " + strings.ReplaceAll(row[1], "\n", " ")})
				preOffs = append(preOffs, t.offs[r][0])
			}
		}
	}
	rows := append(pre, best.rows...)
	lineOf := newLines(data)
	g := crosstable.Grid{File: src.Name, Rows: rows, Locate: func(row, col int) (int, int, string) {
		off := best.start
		switch {
		case row < len(pre):
			off = preOffs[row]
		case row-len(pre) < len(best.offs):
			o := best.offs[row-len(pre)]
			if col < len(o) {
				off = o[col]
			} else if len(o) > 0 {
				off = o[0]
			}
		}
		l, c := lineOf(off)
		return l, c, ""
	}}
	t, warns, err := crosstable.Parse(g, crosstable.Options{Notation: xtab.ChessResults, OpponentRefs: src.Opts.OpponentRefs, Positions: src.Positions})
	if err != nil {
		return nil, warns, err
	}
	for _, line := range p.annotation {
		t.Records = append(t.Records, engine.Record{Tag: "###", Line: "### chess-results " + line})
	}
	codes, ok, why := legendOrder(p.annotation)
	if ok && needsRatings(codes) && !hasRatings(t) {
		ok, why = false, fmt.Sprintf("it ranks by ratings (%s), which this page does not show", strings.Join(codes, ", "))
	}
	if ok {
		t.StatedTiebreaks, t.StatedBy, t.StatedRules = codes, "chess-results", "fide"
	} else if why != "" {
		warns = append(warns, &importers.ParseError{File: src.Name, Field: "tiebreak legend",
			Err: fmt.Errorf("the page's tiebreak order is not used: %s; the rules' order applies unless the tiebreaks are chosen", why)})
	}
	return t, warns, nil
}

// largestCrosstable returns the table of p with the most rows among those with a
// crosstable's header, nil when none has one.
func largestCrosstable(p *page) *table {
	var best *table
	for _, t := range p.tables {
		if (best == nil || len(t.rows) > len(best.rows)) && crosstable.HasHeader(t.rows) {
			best = t
		}
	}
	return best
}

// newLines returns a function from byte offset to 1-based line and column (in
// characters).
func newLines(data []byte) func(off int) (int, int) {
	return importers.NewLineIndex(data).Locate
}
