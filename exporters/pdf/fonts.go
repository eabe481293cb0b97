package pdfout

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// face is one TrueType font as the renderer uses it: the bytes fpdf embeds and the
// parsed font for glyph coverage and advance widths.
type face struct {
	data   []byte
	font   *sfnt.Font
	buf    sfnt.Buffer
	upem   fixed.Int26_6
	widths map[rune]float64 // advance in 1/1000 em, cached
	// latin caches the advances of the first 256 runes (most text) without a map
	// lookup; latinKnown marks the ones measured.
	latin      [256]float64
	latinKnown [256]bool
}

// newFace parses a TrueType font. Fonts fpdf cannot embed (OpenType with CFF outlines,
// collections) are refused with a message that says what to use instead.
func newFace(data []byte) (*face, error) {
	if len(data) < 12 {
		return nil, errors.New("not a TrueType font (too short)")
	}
	switch string(data[:4]) {
	case "\x00\x01\x00\x00", "true":
	case "OTTO":
		return nil, errors.New("an OpenType font with CFF outlines; use a TrueType (.ttf) font")
	case "ttcf":
		return nil, errors.New("a font collection (.ttc); use a single TrueType (.ttf) font")
	default:
		return nil, errors.New("not a TrueType font")
	}
	f, err := sfnt.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("not a usable TrueType font: %w", err)
	}
	if err := checkEmbeddable(data); err != nil {
		return nil, err
	}
	return &face{data: data, font: f, upem: fixed.Int26_6(f.UnitsPerEm()), widths: map[rune]float64{}}, nil
}

// family returns the font's PostScript name reduced to letters and digits, for the PDF
// font name, or "user" when it has none.
func (f *face) family() string {
	name, _ := f.font.Name(&f.buf, sfnt.NameIDPostScript)
	name = strings.Map(func(r rune) rune {
		if r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			return unicode.ToLower(r)
		}
		return -1
	}, name)
	if name == "" || len(name) > 40 {
		return "user"
	}
	return name
}

// has reports whether the font has a glyph for r.
func (f *face) has(r rune) bool {
	i, err := f.font.GlyphIndex(&f.buf, r)
	return err == nil && i != 0
}

// advance returns the advance width of r in 1/1000 em, the unit fpdf uses; a rune the
// font lacks is measured as its .notdef glyph, which is what the PDF shows.
func (f *face) advance(r rune) float64 {
	if r >= 0 && r < 256 && f.latinKnown[r] {
		return f.latin[r]
	}
	if w, ok := f.widths[r]; ok {
		return w
	}
	i, err := f.font.GlyphIndex(&f.buf, r)
	if err != nil {
		i = 0
	}
	// Asking for the advance at ppem = unitsPerEm returns font units unscaled.
	adv, err := f.font.GlyphAdvance(&f.buf, i, f.upem, font.HintingNone)
	w := 0.0
	if err == nil {
		w = float64(adv) * 1000 / float64(f.upem)
	}
	if r >= 0 && r < 256 {
		f.latin[r], f.latinKnown[r] = w, true
	} else {
		f.widths[r] = w
	}
	return w
}

// width returns the width of s in points at size pt.
func (f *face) width(s string, size float64) float64 {
	w := 0.0
	for _, r := range s {
		w += f.advance(r)
	}
	return w * size / 1000
}

// missing returns the printable runes of s the font lacks, each once, in order. Runes
// outside the Basic Multilingual Plane count as missing: fpdf cannot encode them.
func (f *face) missing(s string) []rune {
	var out []rune
	for _, r := range s {
		if unicode.IsSpace(r) || !unicode.IsPrint(r) || (r <= 0xFFFF && f.has(r)) || strings.ContainsRune(string(out), r) {
			continue
		}
		out = append(out, r)
	}
	return out
}

// fontSet is the regular and bold faces of one family.
type fontSet struct {
	name          string // shown in warnings: "the built-in Go fonts" or the file name
	family        string // fpdf family, from the font's PostScript name; PDF font "utf8<family>"
	plural        bool   // name is plural ("fonts have")
	regular, bold *face
}

// verb returns "has" or "have" to follow the set's name.
func (s *fontSet) verb() string {
	if s.plural {
		return "have"
	}
	return "has"
}

// goFonts returns the embedded Go Regular and Go Bold.
func goFonts() *fontSet {
	r, err := newFace(goregular.TTF)
	if err != nil {
		panic(err)
	}
	b, err := newFace(gobold.TTF)
	if err != nil {
		panic(err)
	}
	return &fontSet{name: "the built-in Go fonts", family: "go", plural: true, regular: r, bold: b}
}

// userFonts returns a font set from a TrueType file's bytes, used for both regular and
// bold text (a bold face is seldom at hand for other scripts; bold runs are still set
// apart by size and rules).
func userFonts(name string, data []byte) (*fontSet, error) {
	f, err := newFace(data)
	if err != nil {
		return nil, fmt.Errorf("font %s: %w", name, err)
	}
	return &fontSet{name: "font " + name, family: f.family(), regular: f, bold: f}, nil
}

// describeRunes writes runes as "张 (U+5F20), 伟 (U+4F1F)".
func describeRunes(rs []rune) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = fmt.Sprintf("%c (U+%04X)", r, r)
	}
	return strings.Join(parts, ", ")
}
