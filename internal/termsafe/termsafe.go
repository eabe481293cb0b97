// Package termsafe writes text from files to a terminal without letting it take the
// terminal over, and remembers a lost write.
//
// Text from files (names, event titles, file names themselves) may hold control
// characters that move a terminal's cursor, clear its screen or change its colours, and
// bidirectional formatting characters that make a line read differently from what it
// holds. An [Escaper] replaces them by Go escapes before they reach the terminal; text
// written to a file or a pipe should be kept as it is.
package termsafe

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Escaper writes to an underlying writer with control characters (other than tab,
// newline and a carriage return before a newline), bidirectional formatting characters
// and invalid UTF-8 bytes replaced by Go escapes: "\x1b", "\u202e", "\xff". A character
// split across two writes is held until the next; [Escaper.Flush] writes what is held.
type Escaper struct {
	w    io.Writer
	held []byte
	buf  []byte
}

// NewEscaper returns an Escaper writing to w.
func NewEscaper(w io.Writer) *Escaper { return &Escaper{w: w} }

// Write escapes p and writes it, holding back a character or a carriage return that
// the next write may complete. It returns len(p) unless the underlying write fails.
func (e *Escaper) Write(p []byte) (int, error) {
	data := p
	if len(e.held) > 0 {
		data = append(e.held, p...)
		e.held = nil
	}
	out := e.buf[:0]
	for i := 0; i < len(data); {
		c := data[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '\r' && i+1 == len(data):
				e.held = append(e.held, c) // a CRLF split across writes
			case c == '\t' || c == '\n' || c == '\r' && data[i+1] == '\n' || c >= 0x20 && c != 0x7f:
				out = append(out, c)
			default:
				out = fmt.Appendf(out, `\x%02x`, c)
			}
			i++
			continue
		}
		if !utf8.FullRune(data[i:]) {
			e.held = append(e.held, data[i:]...)
			break
		}
		r, size := utf8.DecodeRune(data[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			out = fmt.Appendf(out, `\x%02x`, c)
		case unsafeRune(r):
			out = fmt.Appendf(out, `\u%04x`, r)
		default:
			out = append(out, data[i:i+size]...)
		}
		i += size
	}
	e.buf = out
	if _, err := e.w.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Flush writes what a last write left held, escaped: an unfinished character is invalid.
func (e *Escaper) Flush() error {
	if len(e.held) == 0 {
		return nil
	}
	var out []byte
	for _, c := range e.held {
		out = fmt.Appendf(out, `\x%02x`, c)
	}
	e.held = nil
	_, err := e.w.Write(out)
	return err
}

// unsafeRune reports whether r, outside ASCII, is a C1 control character, a line or
// paragraph separator, or a bidirectional formatting character (marks, embeddings,
// overrides, isolates).
func unsafeRune(r rune) bool {
	switch {
	case r >= 0x80 && r <= 0x9f, // C1 controls
		r == 0x061c,              // Arabic letter mark
		r == 0x200e, r == 0x200f, // left-to-right and right-to-left marks
		r >= 0x2028 && r <= 0x202e, // line and paragraph separators, embeddings, overrides
		r >= 0x2066 && r <= 0x2069: // isolates
		return true
	}
	return false
}

// CheckedWriter passes writes to W until one fails; it then remembers the error in Err
// and fails every later write with it, so that a program whose output was lost
// ("tiebreak check > /dev/full") can end in error.
type CheckedWriter struct {
	W   io.Writer
	Err error
}

// Write writes p to W unless an earlier write failed; a short write is an error.
func (c *CheckedWriter) Write(p []byte) (int, error) {
	if c.Err != nil {
		return 0, c.Err
	}
	n, err := c.W.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		c.Err = err
		return n, err
	}
	return n, nil
}

// Line returns s with each control character, a line break among them, written as a Go
// escape ("\n", "\x1b"): a message that names a file stays one line, so that no file
// name can forge a line of its own.
func Line(s string) string {
	if !strings.ContainsFunc(s, unicode.IsControl) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if unicode.IsControl(r) {
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
