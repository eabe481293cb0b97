package pdfout

import (
	"reflect"
	"strconv"
	"sync"
	"unicode/utf8"

	"github.com/go-pdf/fpdf"
)

// fpdf (v0.9.0, archived) writes each Text call with fmt.Sprintf("BT %.2f %.2f Td (%s)
// Tj ET"): on a 9,999-player report that formatting was a twelfth of the CPU. For the
// one case the renderer draws (a TrueType font, no underline, strike-out or right-to-
// left text, the text in the fill colour, every character in the Basic Multilingual
// Plane), putText writes the same line through fpdf's RawWriteStr with strconv, and
// records the characters in the font's list of used runes, which fpdf's subsetter
// reads, as Text does: the file is byte for byte the one fpdf writes
// (TestFastTextMatchesFpdf). Any other case, and an fpdf whose fields are not laid out
// as expected, goes through Text.
//
// The flags and the current font's used runes are unexported fields: they are read
// with reflect (and the map with unsafe, see [writable]), their layout checked once.
// The change fpdf would need upstream is a Text that formats without fmt.

// textFields are the indexes of the fields of fpdf.Fpdf that putText reads, or ok false
// when fpdf is not laid out as expected.
type textFields struct {
	ok                                                  bool
	utf8, rtl, underline, strikeout, colorFlag, current int // fields of Fpdf
	usedRunes                                           int // field of the current font
}

var fastTextFields = sync.OnceValue(func() textFields {
	t := reflect.TypeFor[fpdf.Fpdf]()
	var tf textFields
	boolField := func(name string) int {
		f, ok := t.FieldByName(name)
		if !ok || f.Type.Kind() != reflect.Bool || len(f.Index) != 1 {
			return -1
		}
		return f.Index[0]
	}
	tf.utf8, tf.rtl = boolField("isCurrentUTF8"), boolField("isRTL")
	tf.underline, tf.strikeout, tf.colorFlag = boolField("underline"), boolField("strikeout"), boolField("colorFlag")
	cur, ok := t.FieldByName("currentFont")
	if !ok || cur.Type.Kind() != reflect.Struct || len(cur.Index) != 1 {
		return tf
	}
	used, ok := cur.Type.FieldByName("usedRunes")
	if !ok || used.Type != reflect.TypeFor[map[int]int]() || len(used.Index) != 1 {
		return tf
	}
	tf.current, tf.usedRunes = cur.Index[0], used.Index[0]
	tf.ok = tf.utf8 >= 0 && tf.rtl >= 0 && tf.underline >= 0 && tf.strikeout >= 0 && tf.colorFlag >= 0
	return tf
})

// fastTextOff is set by tests, to compare with fpdf's Text.
var fastTextOff bool

// putText draws s with its baseline's left end at (x, y), as pdf.Text(x, y, s) does.
func (r *renderer) putText(x, y float64, s string) {
	tf := fastTextFields()
	if fastTextOff || !tf.ok || !bmpText(s) {
		r.pdf.Text(x, y, s)
		return
	}
	v := reflect.ValueOf(r.pdf).Elem()
	if !v.Field(tf.utf8).Bool() || v.Field(tf.rtl).Bool() || v.Field(tf.underline).Bool() ||
		v.Field(tf.strikeout).Bool() || v.Field(tf.colorFlag).Bool() {
		r.pdf.Text(x, y, s)
		return
	}
	used := writable(v.Field(tf.current).Field(tf.usedRunes)).Interface().(map[int]int)
	if used == nil {
		r.pdf.Text(x, y, s)
		return
	}
	k := r.pdf.GetConversionRatio()
	_, h := r.pdf.GetPageSize()
	b := r.textLine[:0]
	b = append(b, "BT "...)
	b = strconv.AppendFloat(b, x*k, 'f', 2, 64)
	b = append(b, ' ')
	b = strconv.AppendFloat(b, (h-y)*k, 'f', 2, 64)
	b = append(b, " Td ("...)
	for _, c := range s {
		used[int(c)] = int(c)
		b = appendEscaped(appendEscaped(b, byte(c>>8)), byte(c))
	}
	b = append(b, ") Tj ET"...)
	r.textLine = b
	r.pdf.RawWriteStr(string(b))
}

// bmpText reports whether s is valid UTF-8 of characters below U+10000, the ones fpdf
// writes as one UTF-16 unit.
func bmpText(s string) bool {
	for i := 0; i < len(s); {
		c, n := utf8.DecodeRuneInString(s[i:])
		if (c == utf8.RuneError && n == 1) || c > 0xFFFF {
			return false
		}
		i += n
	}
	return true
}

// appendEscaped appends one byte of a UTF-16BE string as fpdf's escape writes it in a
// PDF string: backslash, parentheses and carriage return escaped.
func appendEscaped(b []byte, c byte) []byte {
	switch c {
	case '\\', '(', ')':
		return append(b, '\\', c)
	case '\r':
		return append(b, '\\', 'r')
	}
	return append(b, c)
}
