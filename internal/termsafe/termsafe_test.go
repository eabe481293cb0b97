package termsafe

import (
	"bytes"
	"errors"
	"io"
	"testing"
)

// TestEscaper checks what reaches a terminal: control and bidirectional formatting
// characters escaped, text (Arabic and Hebrew letters included) and line ends kept, and
// characters split across writes put back together.
func TestEscaper(t *testing.T) {
	tests := []struct {
		name   string
		writes []string
		want   string
	}{
		{"plain", []string{"Müller, Jürgen\t1.5\n"}, "Müller, Jürgen\t1.5\n"},
		{"escape sequence", []string{"Smith\x1b[2J\x1b]0;pwned\x07\n"}, `Smith\x1b[2J\x1b]0;pwned\x07` + "\n"},
		{"right-to-left override", []string{"Evil\u202etxt.exe\n"}, `Evil\u202etxt.exe` + "\n"},
		{"every bidi mark", []string{"\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"},
			`\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069`},
		{"line separators and C1", []string{"a\u2028b\u2029c\u0085d\u009be"}, `a\u2028b\u2029c\u0085d\u009be`},
		{"right-to-left letters stay", []string{"עברית العربية\n"}, "עברית العربية\n"},
		{"CRLF stays, a lone CR does not", []string{"a\r\nb\rc\n"}, "a\r\nb\\x0dc\n"},
		{"CRLF split across writes", []string{"a\r", "\nb"}, "a\r\nb"},
		{"CR at the end", []string{"a\r"}, `a\x0d`},
		{"DEL and NUL", []string{"a\x7fb\x00c"}, `a\x7fb\x00c`},
		{"invalid UTF-8", []string{"a\xffb\xc3"}, `a\xffb\xc3`},
		{"character split across writes", []string{"M\xc3", "\xbcller \xe2\x80", "\xae!"}, `Müller \u202e!`},
	}
	for _, tc := range tests {
		var buf bytes.Buffer
		esc := NewEscaper(&buf)
		for _, w := range tc.writes {
			if n, err := esc.Write([]byte(w)); n != len(w) || err != nil {
				t.Errorf("%s: Write = %d, %v", tc.name, n, err)
			}
		}
		if err := esc.Flush(); err != nil {
			t.Fatal(err)
		}
		if got := buf.String(); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestCheckedWriter checks that the first failed write is kept and fails every later one.
func TestCheckedWriter(t *testing.T) {
	lost := errors.New("disk full")
	w := &CheckedWriter{W: &failAfter{n: 1, err: lost}}
	if _, err := w.Write([]byte("a")); err != nil {
		t.Fatalf("first write: %v", err)
	}
	if _, err := w.Write([]byte("b")); !errors.Is(err, lost) {
		t.Fatalf("second write: %v, want %v", err, lost)
	}
	if n, err := w.Write([]byte("c")); n != 0 || !errors.Is(err, lost) || !errors.Is(w.Err, lost) {
		t.Fatalf("third write: %d, %v (Err %v)", n, err, w.Err)
	}
	short := &CheckedWriter{W: shortWriter{}}
	if _, err := short.Write([]byte("abc")); !errors.Is(err, io.ErrShortWrite) {
		t.Fatalf("short write: %v", err)
	}
}

// failAfter accepts n writes and fails the others with err.
type failAfter struct {
	n, calls int
	err      error
}

func (f *failAfter) Write(p []byte) (int, error) {
	if f.calls++; f.calls > f.n {
		return 0, f.err
	}
	return len(p), nil
}

// shortWriter writes one byte less than it is given, without an error.
type shortWriter struct{}

func (shortWriter) Write(p []byte) (int, error) { return max(len(p)-1, 0), nil }

// TestLine: a line break and other control characters in a message are written as Go
// escapes, so that it stays one line; other text is kept.
func TestLine(t *testing.T) {
	for in, want := range map[string]string{
		"club.trf":                          "club.trf",
		"club\n12:00:00 status: forged.trf": `club\n12:00:00 status: forged.trf`,
		"a\x1b[2Jb\tc\r":                    `a\x1b[2Jb\tc\r`,
		"Παπαδόπουλος":                      "Παπαδόπουλος",
	} {
		if got := Line(in); got != want {
			t.Errorf("Line(%q) = %q, want %q", in, got, want)
		}
	}
}
