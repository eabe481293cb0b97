package csvin

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/tiebreak-chess/tiebreak/importers"
)

// The records of a CSV body are split here rather than by encoding/csv, for three
// reasons: a quoted field left open to the end of the file must be reported where it
// opens (encoding/csv with LazyQuotes takes the rest of the file as one field without a
// word), the fields and rows must be bounded while they are read (a file of commas is
// millions of fields), and each field must cost no more than its string header and its
// position (fields are slices of the text, copied only when a quoted field has doubled
// quotes or line ends).
//
// The grammar is encoding/csv's with LazyQuotes: a field that starts with a double quote
// runs to the next quote that is followed by the delimiter or a line end; a doubled quote
// inside it is one quote, and any other quote is kept as it is. A quote elsewhere is an
// ordinary character. Line ends are LF, CRLF or a bare CR, inside quoted fields too (where
// they become LF). Empty lines are skipped.

// Errors about the shape of a CSV body.
var (
	ErrQuote = errors.New("quoted field not closed")
	ErrComma = errors.New("the delimiter cannot be a quote or a line end")
)

// pos is where a field starts: a physical line and a character column, both 1-based.
type pos struct{ line, col int32 }

// records is a CSV body split into records, with where each field starts and where each
// record ends (one position more than the record has fields).
type records struct {
	rows  [][]string
	pos   [][]pos
	lines int // physical lines of the body
}

// splitter reads records from text, starting at physical line first.
type splitter struct {
	text  string
	comma string
	i     int   // byte offset of the next character
	line  int32 // line of text[i]
	col   int32 // character column of text[i]
	// limits: at most maxFields fields per record, maxCells in all, maxRecords records
	// (0: no limit on records).
	maxFields, maxCells, maxRecords int
	// width is the number of fields of the last record: the next one is allocated for
	// as many, as the rows of a table have the same number of fields.
	width int
	// fieldBlock and posBlock are carved into the records' fields and positions, so
	// that a table of many rows costs a few allocations, not two per row.
	fieldBlock []string
	posBlock   []pos
}

// blockSize is how many fields (and positions) a block holds at least.
const blockSize = 4096

// newRow returns an empty record with room for n fields, and room for their n+1
// positions, carved from the blocks; a record that outgrows them is moved by append.
func (s *splitter) newRow(n int) ([]string, []pos) {
	if cap(s.fieldBlock)-len(s.fieldBlock) < n {
		s.fieldBlock = make([]string, 0, max(n, blockSize))
	}
	if cap(s.posBlock)-len(s.posBlock) < n+1 {
		s.posBlock = make([]pos, 0, max(n+1, blockSize))
	}
	f, p := len(s.fieldBlock), len(s.posBlock)
	s.fieldBlock, s.posBlock = s.fieldBlock[:f+n], s.posBlock[:p+n+1]
	return s.fieldBlock[f : f : f+n], s.posBlock[p : p : p+n+1]
}

// split splits text (whose first line is physical line first) into records with the
// delimiter comma. It stops with a *importers.ParseError (without file name) at a quoted
// field left open, or at the field or row beyond the limits.
func split(text string, first int, comma rune, maxRecords int) (records, error) {
	if comma == '"' || comma == '\r' || comma == '\n' || !utf8.ValidRune(comma) || comma == utf8.RuneError {
		return records{}, &importers.ParseError{Line: first, Err: ErrComma}
	}
	s := &splitter{text: text, comma: string(comma), line: int32(first), col: 1,
		maxFields: importers.MaxColumns, maxCells: importers.MaxCells, maxRecords: maxRecords}
	var out records
	cells := 0
	for s.i < len(s.text) {
		if n := s.lineEnd(s.i); n > 0 { // an empty line
			s.newline(n)
			continue
		}
		if s.maxRecords > 0 && len(out.rows) == s.maxRecords {
			break
		}
		row, at, err := s.record(&cells)
		if err != nil {
			return out, err
		}
		out.rows = append(out.rows, row)
		out.pos = append(out.pos, at)
	}
	out.lines = int(s.line) - first
	if s.col > 1 {
		out.lines++
	}
	return out, nil
}

// lineEnd returns the length of the line end at byte i (1 or 2), or 0.
func (s *splitter) lineEnd(i int) int {
	if i >= len(s.text) {
		return 0
	}
	switch s.text[i] {
	case '\n':
		return 1
	case '\r':
		if i+1 < len(s.text) && s.text[i+1] == '\n' {
			return 2
		}
		return 1
	}
	return 0
}

func (s *splitter) newline(n int) {
	s.i += n
	s.line++
	s.col = 1
}

// advance moves over n bytes of the current line.
func (s *splitter) advance(n int) {
	for _, c := range []byte(s.text[s.i : s.i+n]) {
		if c&0xC0 != 0x80 {
			s.col++
		}
	}
	s.i += n
}

func (s *splitter) isComma(i int) bool {
	return i < len(s.text) && s.text[i] == s.comma[0] && strings.HasPrefix(s.text[i:], s.comma)
}

// record reads one record: fields up to a line end outside quotes, or the end of text.
func (s *splitter) record(cells *int) ([]string, []pos, error) {
	row, at := s.newRow(s.width)
	for {
		if len(row) == s.maxFields || *cells == s.maxCells {
			what := fmt.Sprintf("more than %d fields in one row", s.maxFields)
			if *cells == s.maxCells {
				what = fmt.Sprintf("more than %d fields in the file", s.maxCells)
			}
			return nil, nil, &importers.ParseError{Line: int(s.line), Column: int(s.col),
				Err: fmt.Errorf("%s: %w", what, importers.ErrLimit)}
		}
		*cells++
		at = append(at, pos{s.line, s.col})
		var field string
		if s.i < len(s.text) && s.text[s.i] == '"' {
			f, err := s.quoted()
			if err != nil {
				return nil, nil, err
			}
			field = f
		} else {
			field = s.unquoted()
		}
		row = append(row, field)
		if s.isComma(s.i) {
			s.advance(len(s.comma))
			continue
		}
		at = append(at, pos{s.line, s.col}) // the end of the record
		s.width = len(row)
		if n := s.lineEnd(s.i); n > 0 {
			s.newline(n)
		}
		return row, at, nil
	}
}

// unquoted reads a field that does not start with a quote: up to the delimiter, a line
// end or the end of the text. It counts the columns as it goes (as advance does).
func (s *splitter) unquoted() string {
	start, cols := s.i, int32(0)
	first := s.comma[0]
	end := start
	for ; end < len(s.text); end++ {
		c := s.text[end]
		if c == '\n' || c == '\r' || c == first && s.isComma(end) {
			break
		}
		if c&0xC0 != 0x80 {
			cols++
		}
	}
	s.i, s.col = end, s.col+cols
	return s.text[start:end]
}

// quoted reads a quoted field starting at the opening quote; it stops after the closing
// quote.
func (s *splitter) quoted() (string, error) {
	openLine, openCol := s.line, s.col
	s.advance(1)
	start := s.i
	var b *strings.Builder // set once the field differs from a slice of the text
	for {
		j := s.i
		for j < len(s.text) && s.text[j] != '"' && s.lineEnd(j) == 0 {
			j++
		}
		if b != nil {
			b.WriteString(s.text[s.i:j])
		}
		s.advance(j - s.i)
		if s.i >= len(s.text) {
			return "", &importers.ParseError{Line: int(openLine), Column: int(openCol),
				Err: fmt.Errorf("%w: the quote opened here has no closing quote before the end of the file (a quote inside a quoted field is written twice: \"\")", ErrQuote)}
		}
		if n := s.lineEnd(s.i); n > 0 {
			if b == nil {
				b = &strings.Builder{}
				b.WriteString(s.text[start:s.i])
			}
			if n == 1 && s.text[s.i] == '\r' {
				b.WriteByte('\r') // a lone carriage return is kept, as encoding/csv keeps it
			} else {
				b.WriteByte('\n') // a line end, CRLF included, is a newline
			}
			s.newline(n)
			continue
		}
		// A quote: closing, doubled, or (lazily) part of the field.
		q := s.i
		s.advance(1)
		switch {
		case s.i < len(s.text) && s.text[s.i] == '"':
			if b == nil {
				b = &strings.Builder{}
				b.WriteString(s.text[start:q])
			}
			b.WriteByte('"')
			s.advance(1)
		case s.i >= len(s.text) || s.isComma(s.i) || s.lineEnd(s.i) > 0:
			if b == nil {
				return s.text[start:q], nil
			}
			return b.String(), nil
		default:
			if b != nil {
				b.WriteByte('"')
			}
		}
	}
}
