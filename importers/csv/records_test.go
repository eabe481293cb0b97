package csvin

import (
	"slices"
	"strings"
	"testing"
)

// unquotedReference is the field scan unquoted replaced, byte by byte through isComma,
// lineEnd and advance: the reference FuzzUnquoted compares it with.
func (s *splitter) unquotedReference() string {
	start := s.i
	end := start
	for end < len(s.text) && !s.isComma(end) && s.lineEnd(end) == 0 {
		end++
	}
	s.advance(end - start)
	return s.text[start:end]
}

// FuzzUnquoted checks that unquoted reads the same field and ends at the same byte and
// column as the reference, from every offset of the text and with one-byte and
// multi-byte delimiters.
func FuzzUnquoted(f *testing.F) {
	for _, s := range []string{"a,b;c\td", "W12w,L3b\r\nx", "é€,€;\r", "a€€b", "\n\r\n,", "ab\xffc,d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 1000 {
			return
		}
		for _, comma := range []string{",", ";", "\t", "€"} {
			for i := range len(text) + 1 {
				a := &splitter{text: text, comma: comma, i: i, line: 1, col: 7}
				b := *a
				got, want := a.unquoted(), b.unquotedReference()
				if got != want || a.i != b.i || a.col != b.col {
					t.Fatalf("%q from %d with %q: %q ends at byte %d column %d, reference %q at %d column %d",
						text, i, comma, got, a.i, a.col, want, b.i, b.col)
				}
			}
		}
	})
}

// TestSplitRowsOfChangingWidth checks that records carved from the shared blocks keep
// their own fields when a record has more or fewer fields than the one before, and that
// their positions are right.
func TestSplitRowsOfChangingWidth(t *testing.T) {
	var b strings.Builder
	var want [][]string
	for i := range 3000 { // more fields than one block holds
		row := make([]string, 1+i%7)
		for k := range row {
			row[k] = strings.Repeat("x", k) + string(rune('a'+i%26))
		}
		want = append(want, row)
		b.WriteString(strings.Join(row, ",") + "\n")
	}
	got, err := split(b.String(), 1, ',', 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.rows) != len(want) {
		t.Fatalf("%d records, want %d", len(got.rows), len(want))
	}
	for i := range want {
		if !slices.Equal(got.rows[i], want[i]) {
			t.Fatalf("record %d: %q, want %q", i, got.rows[i], want[i])
		}
		col := int32(1)
		for k, f := range want[i] {
			if p := got.pos[i][k]; p != (pos{int32(i + 1), col}) {
				t.Fatalf("record %d field %d at %v, want line %d column %d", i, k, p, i+1, col)
			}
			col += int32(len(f)) + 1
		}
		if end := got.pos[i][len(want[i])]; end != (pos{int32(i + 1), col - 1}) {
			t.Fatalf("record %d ends at %v, want line %d column %d", i, end, i+1, col-1)
		}
	}
}
