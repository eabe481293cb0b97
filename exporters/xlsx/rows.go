package xlsxout

import (
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/klauspost/compress/flate"

	"github.com/xuri/excelize/v2"
)

// sheetWriter writes the rows of one worksheet. It takes the calls of excelize's
// StreamWriter and writes every row as the very bytes StreamWriter.SetRow would, but
// straight into a pooled compressor instead of through excelize's per-cell strings and
// growing buffer, which were most of a large wall chart's time. Everything that is not
// row data (column widths, panes, merged cells, page setup) still goes through excelize.
//
// How the rows get into the workbook: on Flush the StreamWriter is given one marker row,
// and when the workbook is written, orderedZip puts the compressed rows in the marker's
// place (see rowStore).
type sheetWriter struct {
	sw    *excelize.StreamWriter
	store *rowStore
	seg   *rowSegment
	buf   []byte   // row XML not yet handed to the compressor
	rows  int      // the last row written
	cols  []string // column names by number - 1, as far as used
}

// pendingLimit is how much row XML a sheetWriter gathers before compressing it.
const pendingLimit = 64 << 10

// newSheetWriter returns a writer for the rows of sheet in f, registered with store.
func (rs *rowStore) newSheetWriter(f *excelize.File, sheet string) (*sheetWriter, error) {
	sw, err := f.NewStreamWriter(sheet)
	if err != nil {
		return nil, err
	}
	return &sheetWriter{sw: sw, store: rs, buf: make([]byte, 0, pendingLimit+4096)}, nil
}

// SetColWidth sets the width of columns min to max; it must come before the first row.
func (s *sheetWriter) SetColWidth(minCol, maxCol int, width float64) error {
	if s.rows > 0 {
		return errors.New("xlsx: column widths must be set before the first row")
	}
	return s.sw.SetColWidth(minCol, maxCol, width)
}

// SetPanes freezes or splits panes; it must come before the first row.
func (s *sheetWriter) SetPanes(panes *excelize.Panes) error {
	if s.rows > 0 {
		return errors.New("xlsx: panes must be set before the first row")
	}
	return s.sw.SetPanes(panes)
}

// MergeCell merges the cells from top-left to bottom-right.
func (s *sheetWriter) MergeCell(topLeft, bottomRight string) error {
	return s.sw.MergeCell(topLeft, bottomRight)
}

// InsertPageBreak puts a manual page break before cell's row and column.
func (s *sheetWriter) InsertPageBreak(cell string) error {
	return s.sw.InsertPageBreak(cell)
}

// SetCells writes one row of styled cells starting at cell, the same bytes as excelize's
// StreamWriter.SetRow with the cells as its values: each cell's own style, else the
// row's; values may be numbers, strings, booleans or nil (a styled blank cell).
// Formulas, dates, durations and rich text are refused: no sheet uses them.
func (s *sheetWriter) SetCells(cell string, cells []excelize.Cell, opts ...excelize.RowOpts) error {
	col, row, o, err := s.startRow(cell, opts)
	if err != nil {
		return err
	}
	for i := range cells {
		c := &cells[i]
		if c.Formula != "" {
			return errCellValue
		}
		style := o.StyleID
		if c.StyleID > 0 {
			style = c.StyleID
		}
		if err := s.appendCell(col+i, row, style, c.Value); err != nil {
			return err
		}
	}
	return s.endRow()
}

// startRow checks a row's place and options and writes its start tag.
func (s *sheetWriter) startRow(cell string, opts []excelize.RowOpts) (col, row int, o excelize.RowOpts, err error) {
	col, row, err = excelize.CellNameToCoordinates(cell)
	if err != nil {
		return 0, 0, o, err
	}
	if row <= s.rows {
		return 0, 0, o, fmt.Errorf("row %d has already been written", row)
	}
	if len(opts) > 0 {
		o = opts[len(opts)-1]
	}
	if o.Height > excelize.MaxRowHeight {
		return 0, 0, o, excelize.ErrMaxRowHeight
	}
	if o.OutlineLevel > 7 {
		return 0, 0, o, excelize.ErrOutlineLevel
	}
	s.rows = row
	s.buf = append(s.buf, `<row r="`...)
	s.buf = strconv.AppendInt(s.buf, int64(row), 10)
	s.buf = append(s.buf, '"')
	s.buf = appendRowAttrs(s.buf, o)
	s.buf = append(s.buf, '>')
	return col, row, o, nil
}

// appendCell writes the cell in column col of row.
func (s *sheetWriter) appendCell(col, row, style int, v any) error {
	name, err := s.colName(col)
	if err != nil {
		return err
	}
	s.buf, err = appendCell(s.buf, name, row, style, v)
	return err
}

// endRow writes a row's end tag and compresses what has gathered.
func (s *sheetWriter) endRow() error {
	s.buf = append(s.buf, `</row>`...)
	if len(s.buf) >= pendingLimit {
		return s.compressPending()
	}
	return nil
}

// colName returns the letters of column n (1-based), cached.
func (s *sheetWriter) colName(n int) (string, error) {
	if n <= len(s.cols) {
		return s.cols[n-1], nil
	}
	for len(s.cols) < n {
		name, err := excelize.ColumnNumberToName(len(s.cols) + 1)
		if err != nil {
			return "", err
		}
		s.cols = append(s.cols, name)
	}
	return s.cols[n-1], nil
}

// compressPending hands the gathered row XML to the sheet's compressor.
func (s *sheetWriter) compressPending() error {
	if len(s.buf) == 0 {
		return nil
	}
	if s.seg == nil {
		s.seg = newRowSegment()
	}
	err := s.seg.write(s.buf)
	s.buf = s.buf[:0]
	return err
}

// Flush ends the sheet: the rows are compressed to their end, the StreamWriter gets the
// marker row that stands for them, and the sheet is handed back to excelize.
func (s *sheetWriter) Flush() error {
	if s.rows > 0 {
		if err := s.compressPending(); err != nil {
			return err
		}
		if err := s.seg.finish(); err != nil {
			return err
		}
		marker := s.store.add(s.seg)
		s.seg = nil
		if err := s.sw.SetRow("A1", []any{marker}); err != nil {
			return err
		}
	}
	s.buf = nil
	return s.sw.Flush()
}

// appendRowAttrs appends the row attributes excelize writes for o.
func appendRowAttrs(b []byte, o excelize.RowOpts) []byte {
	if o.StyleID > 0 {
		b = append(b, ` s="`...)
		b = strconv.AppendInt(b, int64(o.StyleID), 10)
		b = append(b, `" customFormat="1"`...)
	}
	if o.Height > 0 {
		b = append(b, ` ht="`...)
		b = strconv.AppendFloat(b, o.Height, 'f', -1, 64)
		b = append(b, `" customHeight="1"`...)
	}
	if o.OutlineLevel > 0 {
		b = append(b, ` outlineLevel="`...)
		b = strconv.AppendInt(b, int64(o.OutlineLevel), 10)
		b = append(b, '"')
	}
	if o.Hidden {
		b = append(b, ` hidden="1"`...)
	}
	return b
}

var errCellValue = errors.New("xlsx: formulas, dates, durations and rich text are not written by this workbook")

// appendCell appends one cell as excelize's stream writer writes it: the reference, the
// style, the type, and the value.
func appendCell(b []byte, col string, row, style int, v any) ([]byte, error) {
	b = append(b, `<c r="`...)
	b = append(b, col...)
	b = strconv.AppendInt(b, int64(row), 10)
	b = append(b, '"')
	if style != 0 {
		b = append(b, ` s="`...)
		b = strconv.AppendInt(b, int64(style), 10)
		b = append(b, '"')
	}
	switch v := v.(type) {
	case nil:
		return append(b, `></c>`...), nil
	case int:
		return appendNumber(b, strconv.AppendInt(nil, int64(v), 10)), nil
	case int8:
		return appendNumber(b, strconv.AppendInt(nil, int64(v), 10)), nil
	case int16:
		return appendNumber(b, strconv.AppendInt(nil, int64(v), 10)), nil
	case int32:
		return appendNumber(b, strconv.AppendInt(nil, int64(v), 10)), nil
	case int64:
		return appendNumber(b, strconv.AppendInt(nil, v, 10)), nil
	case uint:
		return appendNumber(b, strconv.AppendUint(nil, uint64(v), 10)), nil
	case uint8:
		return appendNumber(b, strconv.AppendUint(nil, uint64(v), 10)), nil
	case uint16:
		return appendNumber(b, strconv.AppendUint(nil, uint64(v), 10)), nil
	case uint32:
		return appendNumber(b, strconv.AppendUint(nil, uint64(v), 10)), nil
	case uint64:
		return appendNumber(b, strconv.AppendUint(nil, v, 10)), nil
	case float32:
		return appendFloat(b, float64(v), 32), nil
	case float64:
		return appendFloat(b, v, 64), nil
	case bool:
		if v {
			return append(b, ` t="b"><v>1</v></c>`...), nil
		}
		return append(b, ` t="b"><v>0</v></c>`...), nil
	case string:
		return appendInlineString(b, v), nil
	case []byte:
		return appendInlineString(b, string(v)), nil
	case time.Time, time.Duration, []excelize.RichTextRun:
		return b, errCellValue
	default:
		return appendInlineString(b, fmt.Sprint(v)), nil
	}
}

// appendNumber ends a cell holding the number digits.
func appendNumber(b, digits []byte) []byte {
	b = append(b, `><v>`...)
	b = append(b, digits...)
	return append(b, `</v></c>`...)
}

// appendFloat ends a cell holding f, written as excelize writes it: the shortest decimal
// that reads back as f, and NaN or an infinity as text.
func appendFloat(b []byte, f float64, bits int) []byte {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return appendInlineString(b, fmt.Sprint(f))
	}
	b = append(b, `><v>`...)
	b = strconv.AppendFloat(b, f, 'f', -1, bits)
	return append(b, `</v></c>`...)
}

// appendInlineString ends a cell holding the text s as an inline string, as excelize
// writes it: cut to Excel's 32,767 UTF-16 units, xml:space="preserve" when it starts or
// ends with white space, XML-escaped except for line feeds, and with "_xHHHH_" sequences
// escaped the way Excel reads them.
func appendInlineString(b []byte, s string) []byte {
	b = append(b, ` t="inlineStr"><is><t`...)
	if s != "" {
		s = truncateUTF16(s, excelize.TotalCellChars)
		if isSpaceByte(s[0]) || isSpaceByte(s[len(s)-1]) {
			b = append(b, ` xml:space="preserve"`...)
		}
	}
	b = append(b, '>')
	if plainText(s) {
		b = append(b, s...)
	} else {
		b = appendBstr(b, escapeXMLText(s))
	}
	return append(b, `</t></is></c>`...)
}

// isSpaceByte reports whether c is one of the bytes that make excelize keep a string's
// white space (tab, line feed, carriage return, space).
func isSpaceByte(c byte) bool { return c == 9 || c == 10 || c == 13 || c == 32 }

// plainText reports whether s is written as it is: printable ASCII with nothing to
// escape and no "_x" that could start an escape sequence.
func plainText(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c < 0x20 || c >= 0x7f:
			return false
		case c == '"' || c == '\'' || c == '&' || c == '<' || c == '>':
			return false
		case c == '_' && i+1 < len(s) && s[i+1] == 'x':
			return false
		}
	}
	return true
}

// escapeXMLText escapes s as encoding/xml.EscapeText does, except that a line feed stays
// a line feed (excelize undoes that escape for cell text).
func escapeXMLText(s string) string {
	out := make([]byte, 0, len(s)+16)
	last := 0
	for i := 0; i < len(s); {
		r, width := utf8.DecodeRuneInString(s[i:])
		i += width
		var esc string
		switch r {
		case '"':
			esc = "&#34;"
		case '\'':
			esc = "&#39;"
		case '&':
			esc = "&amp;"
		case '<':
			esc = "&lt;"
		case '>':
			esc = "&gt;"
		case '\t':
			esc = "&#x9;"
		case '\r':
			esc = "&#xD;"
		default:
			if !inXMLCharRange(r) || (r == utf8.RuneError && width == 1) {
				esc = "\uFFFD"
				break
			}
			continue
		}
		out = append(out, s[last:i-width]...)
		out = append(out, esc...)
		last = i
	}
	return string(append(out, s[last:]...))
}

// inXMLCharRange reports whether r may appear in XML text (XML 1.0 section 2.2).
func inXMLCharRange(r rune) bool {
	return r == 0x09 || r == 0x0A || r == 0x0D ||
		r >= 0x20 && r <= 0xD7FF ||
		r >= 0xE000 && r <= 0xFFFD ||
		r >= 0x10000 && r <= 0x10FFFF
}

// appendBstr appends s with its "_xHHHH_" sequences escaped as excelize escapes them, so
// that Excel shows them as typed instead of reading them as character codes: "_x005F_"
// becomes "_x005F_x005F_" (followed by "x005F_" again when an "xHHHH_" comes next), any
// other "_xHHHH_" naming a valid character gets "_x005F" in front, and one naming a
// surrogate is dropped, as excelize drops it.
func appendBstr(b []byte, s string) []byte {
	cursor := 0
	for i := 0; i+7 <= len(s); {
		if !isBstr(s[i:]) {
			i++
			continue
		}
		b = append(b, s[cursor:i]...)
		sub := s[i : i+7]
		cursor = i + 7
		switch {
		case sub == "_x005F_":
			if cursor+6 <= len(s) && isBstr("_"+s[cursor:cursor+6]) && validBstrRune(s[cursor+1:cursor+5]) {
				b = append(b, "_x005F_x005F_x005F_"...)
			} else {
				b = append(b, "_x005F_x005F_"...)
			}
		case validBstrRune(sub[2:6]):
			b = append(b, "_x005F"...)
			b = append(b, sub...)
		}
		i = cursor
	}
	return append(b, s[cursor:]...)
}

// isBstr reports whether s starts with "_x" followed by four hex digits and "_".
func isBstr(s string) bool {
	if len(s) < 7 || s[0] != '_' || s[1] != 'x' || s[6] != '_' {
		return false
	}
	for _, c := range []byte(s[2:6]) {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

// validBstrRune reports whether the four hex digits name a character Go can quote: every
// code point but the surrogates.
func validBstrRune(hex string) bool {
	v, err := strconv.ParseUint(hex, 16, 32)
	return err == nil && utf8.ValidRune(rune(v))
}

// rowSegment is the compressed XML of one sheet's rows: a raw DEFLATE stream ended by a
// sync flush (byte-aligned, not final), so that it can sit between the compressed start
// and end of the sheet's part, with the CRC-32 and length of what it holds.
type rowSegment struct {
	compressed []byte
	deflater   *flate.Writer
	out        segmentBuffer
	crc        uint32
	size       int64
}

// segmentBuffer collects a segment's compressed bytes.
type segmentBuffer struct{ b []byte }

func (w *segmentBuffer) Write(p []byte) (int, error) {
	w.b = append(w.b, p...)
	return len(p), nil
}

func newRowSegment() *rowSegment {
	seg := &rowSegment{deflater: deflaters.Get().(*flate.Writer)}
	seg.deflater.Reset(&seg.out)
	return seg
}

func (seg *rowSegment) write(p []byte) error {
	seg.crc = crc32.Update(seg.crc, crc32.IEEETable, p)
	seg.size += int64(len(p))
	_, err := seg.deflater.Write(p)
	return err
}

// finish sync-flushes the segment and returns its compressor to the pool.
func (seg *rowSegment) finish() error {
	err := seg.deflater.Flush()
	deflaters.Put(seg.deflater)
	seg.deflater = nil
	seg.compressed = seg.out.b
	seg.out.b = nil
	return err
}
