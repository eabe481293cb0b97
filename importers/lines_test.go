package importers

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

func TestLineIndexLocate(t *testing.T) {
	data := []byte("ab\nçé x\n\nlast")
	for _, c := range []struct{ off, line, col int }{
		{0, 1, 1}, {2, 1, 3}, {3, 2, 1}, {5, 2, 2}, {7, 2, 3}, {8, 2, 4}, {10, 3, 1}, {11, 4, 1}, {15, 4, 5}, {99, 4, 5}, {-1, 1, 1},
	} {
		l, col := NewLineIndex(data).Locate(c.off)
		if l != c.line || col != c.col {
			t.Errorf("Locate(%d) = %d:%d, want %d:%d", c.off, l, col, c.line, c.col)
		}
	}
}

// TestLineIndexAgreesWithRuneCount compares every offset of a long line of mixed
// characters with the direct count.
func TestLineIndexAgreesWithRuneCount(t *testing.T) {
	data := []byte(strings.Repeat("aé€\n"+strings.Repeat("x😀", 200), 3))
	x := NewLineIndex(data)
	line, start := 1, 0
	for off := 0; off <= len(data); off++ {
		if off > 0 && data[off-1] == '\n' {
			line, start = line+1, off
		}
		if !utf8.RuneStart(byteAt(data, off)) {
			continue
		}
		l, c := x.Locate(off)
		if l != line || c != utf8.RuneCount(data[start:off])+1 {
			t.Fatalf("Locate(%d) = %d:%d, want %d:%d", off, l, c, line, utf8.RuneCount(data[start:off])+1)
		}
	}
}

func byteAt(data []byte, i int) byte {
	if i < len(data) {
		return data[i]
	}
	return 'a'
}

// TestLineIndexOneLongLine is issue 27 defect 11: locating every offset of one 5 MB
// line took quadratic time.
func TestLineIndexOneLongLine(t *testing.T) {
	data := []byte(strings.Repeat("x", 5<<20))
	start := time.Now()
	x := NewLineIndex(data)
	for off := 0; off < len(data); off += 500 {
		if _, c := x.Locate(off); c != off+1 {
			t.Fatalf("column %d at %d", c, off)
		}
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("10,000 positions on one 5 MB line took %v, want under 2 s", d)
	}
}

// TestCountLines checks that CountLines counts the lines SplitLines makes, for every kind
// of line end and with or without a final one.
func TestCountLines(t *testing.T) {
	for _, text := range []string{"", "a", "a\n", "a\nb", "a\r\nb\r\n", "a\rb\r", "\n\n\n", "\r\n\r", "a\n\rb", "x\r\r\ny"} {
		if got, want := CountLines(text), len(SplitLines(text)); got != want {
			t.Errorf("%q: CountLines %d, SplitLines %d lines", text, got, want)
		}
	}
}
