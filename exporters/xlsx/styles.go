package xlsxout

import (
	"fmt"

	"github.com/xuri/excelize/v2"
)

// Fonts and fills. Arial is present (or substituted metrically) in Excel, LibreOffice and
// Google Sheets; the grey fill prints as a light tint in black and white.
const (
	fontName     = "Arial"
	fontSize     = 10
	smallSize    = 8
	lineColor    = "A6A6A6" // thin rules between cells
	greyFill     = "E7E6E6"
	headFill     = "D9D9D9"
	diagonalFill = "808080" // the round-robin grid's diagonal
)

// Horizontal alignments.
const (
	alignLeft   = "left"
	alignCenter = "center"
	alignRight  = "right"
)

// styleSpec describes one cell style. Equal specs share one excelize style ID.
type styleSpec struct {
	bold, italic bool
	small        bool   // 8 pt instead of 10 pt
	size         int    // font size in points when not 0 (overrides small)
	fill         string // background colour, "" for none
	align        string
	top, bottom  bool // thin black horizontal borders
	rule         bool // thin grey bottom border (ignored with bottom)
	sides        bool // thin grey vertical borders
	left, right  bool // a thin grey border on one side only
	numFmt       string
	wrap         bool
	shrink       bool // shrink the text to fit the cell (a name wider than its column)
	rotate       int  // text rotation in degrees (90: turned to read upwards)
	title        bool // 12 pt bold
}

// styles creates each style once per workbook, as excelize requires (style IDs belong to
// one *excelize.File). The first error is kept and reported by [styles.Err]; the specs are
// fixed by this package, so an error means a bug, not bad input.
type styles struct {
	f   *excelize.File
	ids map[styleSpec]int
	// packed caches ids by [styles.pack]'s key: the wall chart asks for a style for every
	// cell, and hashing the spec's strings took a tenth of writing it.
	packed  map[uint64]int
	strings []string // the fills, alignments and number formats seen, indexed by pack
	err     error
}

func newStyles(f *excelize.File) *styles {
	s := &styles{f: f, ids: map[styleSpec]int{}, packed: map[uint64]int{}}
	s.setDefaultFont()
	return s
}

// setDefaultFont makes the workbook's default font (the Normal style) Arial 10, the font
// the cells print in, instead of Calibri 11. Column widths are counted in digits of the
// default font: Excel counts 7 pixels for either, but LibreOffice without Calibri
// measures the default font in its substitute, DejaVu Sans, where Calibri 11 makes a
// character 7 pt and Arial 10 makes it 6.36 pt, as wide as the cell text it substitutes
// for Arial. The columns then print a tenth narrower with the text still fitting.
// excelize sets the font name only; the size is set on the style sheet it keeps.
func (s *styles) setDefaultFont() {
	if err := s.f.SetDefaultFont(fontName); err != nil {
		s.err = fmt.Errorf("cannot build the workbook styles: %w", err)
		return
	}
	if st := s.f.Styles; st != nil && st.Fonts != nil && len(st.Fonts.Font) > 0 && st.Fonts.Font[0].Sz != nil {
		size := float64(fontSize)
		st.Fonts.Font[0].Sz.Val = &size
		st.Fonts.Font[0].Scheme = nil
	}
}

// Err returns the first error met while creating a style.
func (s *styles) Err() error { return s.err }

// id returns the style ID for spec, creating the style the first time.
func (s *styles) id(spec styleSpec) int {
	key, ok := s.pack(spec)
	if ok {
		if id, found := s.packed[key]; found {
			return id
		}
	}
	id := s.create(spec)
	if ok {
		s.packed[key] = id
	}
	return id
}

// pack returns spec as one integer: its flags, its size and rotation, and the index of
// each of its strings in s.strings (added when new). It reports false for a spec that
// does not fit (a size or rotation above 255, more than 255 distinct strings); id then
// uses the map keyed by the spec itself.
func (s *styles) pack(spec styleSpec) (uint64, bool) {
	if spec.size < 0 || spec.size > 255 || spec.rotate < 0 || spec.rotate > 255 {
		return 0, false
	}
	key := uint64(spec.size) | uint64(spec.rotate)<<8
	for i, text := range [...]string{spec.fill, spec.align, spec.numFmt} {
		n := s.intern(text)
		if n > 255 {
			return 0, false
		}
		key |= uint64(n) << (16 + 8*i)
	}
	for i, flag := range [...]bool{spec.bold, spec.italic, spec.small, spec.top, spec.bottom, spec.rule, spec.sides, spec.left, spec.right, spec.wrap, spec.title, spec.shrink} {
		if flag {
			key |= 1 << (40 + i)
		}
	}
	return key, true
}

// intern returns text's index in s.strings plus one, adding it when new; 0 is "".
func (s *styles) intern(text string) int {
	if text == "" {
		return 0
	}
	for i, known := range s.strings {
		if known == text {
			return i + 1
		}
	}
	s.strings = append(s.strings, text)
	return len(s.strings)
}

// create returns the style ID for spec from the map keyed by the spec, creating the
// style the first time.
func (s *styles) create(spec styleSpec) int {
	if id, ok := s.ids[spec]; ok {
		return id
	}
	font := &excelize.Font{Family: fontName, Size: fontSize, Bold: spec.bold, Italic: spec.italic}
	if spec.small {
		font.Size = smallSize
	}
	if spec.size != 0 {
		font.Size = float64(spec.size)
	}
	if spec.title {
		font.Size, font.Bold = 12, true
	}
	st := &excelize.Style{
		Font:      font,
		Alignment: &excelize.Alignment{Horizontal: spec.align, Vertical: "center", WrapText: spec.wrap, ShrinkToFit: spec.shrink, TextRotation: spec.rotate},
	}
	if spec.fill != "" {
		st.Fill = excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{spec.fill}}
	}
	if spec.top {
		st.Border = append(st.Border, excelize.Border{Type: "top", Color: "000000", Style: 1})
	}
	if spec.bottom {
		st.Border = append(st.Border, excelize.Border{Type: "bottom", Color: "000000", Style: 1})
	} else if spec.rule {
		st.Border = append(st.Border, excelize.Border{Type: "bottom", Color: lineColor, Style: 1})
	}
	if spec.sides || spec.left {
		st.Border = append(st.Border, excelize.Border{Type: "left", Color: lineColor, Style: 1})
	}
	if spec.sides || spec.right {
		st.Border = append(st.Border, excelize.Border{Type: "right", Color: lineColor, Style: 1})
	}
	if spec.numFmt != "" {
		f := spec.numFmt
		st.CustomNumFmt = &f
	}
	id, err := s.f.NewStyle(st)
	if err != nil && s.err == nil {
		s.err = fmt.Errorf("cannot build the workbook styles: %w", err)
	}
	s.ids[spec] = id
	return id
}

// decimalsFormat returns the number format for a fixed number of decimals ("0", "0.00"),
// or "" (General: no trailing zeros) when decimals is negative.
func decimalsFormat(decimals int) string {
	switch {
	case decimals < 0:
		return ""
	case decimals == 0:
		return "0"
	}
	f := "0."
	for range decimals {
		f += "0"
	}
	return f
}
