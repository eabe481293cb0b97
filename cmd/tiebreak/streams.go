package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"

	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// Text from files (names, event titles, file names themselves) may hold control
// characters that move a terminal's cursor, clear its screen or change its colours, and
// bidirectional formatting characters that make a line read differently from what it
// holds. Standard error, and standard output when it is a terminal, are written through an
// [escaper]; files written with -o and standard output sent to a file or a pipe keep the
// text as it is.

// escaper writes to w with control characters (other than tab, newline and a carriage
// return before a newline), bidirectional formatting characters and invalid UTF-8 bytes
// replaced by Go escapes: "\x1b", "\u202e", "\xff". A character split across two writes
// is held until the next; Flush writes what is held.
type escaper struct {
	w    io.Writer
	held []byte
	buf  []byte
}

func newEscaper(w io.Writer) *escaper { return &escaper{w: w} }

func (e *escaper) Write(p []byte) (int, error) {
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
func (e *escaper) Flush() error {
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

// checkedWriter passes writes to w until one fails; it then remembers the error and
// fails every later write with it, so that a run whose output was lost ends in error
// ("check > /dev/full").
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		c.err = err
		return n, err
	}
	return n, nil
}

// newEnv returns the env of one run: standard output checked for write errors (and
// escaped when it is a terminal), standard error escaped.
func newEnv(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer) *env {
	umask() // read before any file is created
	e := &env{temps: outdir.TempsOf(ctx), stdin: stdin, formats: pipeline.NewFormats()}
	e.out = &checkedWriter{w: stdout}
	e.stdout = e.out
	e.stdoutTTY = isTerminal(stdout)
	if e.stdoutTTY {
		esc := newEscaper(e.out)
		e.escapers = append(e.escapers, esc)
		e.stdout = esc
	}
	esc := newEscaper(stderr)
	e.escapers = append(e.escapers, esc)
	e.stderr = esc
	return e
}

// finish ends a run that returned err: it prints the error (an interruption when the
// run was stopped; lists cut at maxListed) and a failure to write standard output, and
// returns the exit status.
func (e *env) finish(ctx context.Context, err error) int {
	for _, esc := range e.escapers {
		esc.Flush()
	}
	if err != nil {
		if stop := stopped(ctx); stop != nil && !errors.Is(err, stop) {
			err = stop
		}
	}
	lost := e.out.err
	if lost != nil && (err == nil || errors.Is(err, lost)) {
		err, lost = fmt.Errorf("cannot write to standard output: %w", lost), nil
	}
	if err != nil {
		var se *silentError
		if !errors.As(err, &se) {
			fmt.Fprintf(e.stderr, "tiebreak: %s\n", errorText(err))
		}
		var ue *usageError
		if errors.As(err, &ue) {
			fmt.Fprintln(e.stderr, "Run 'tiebreak --help' or 'tiebreak COMMAND --help' for usage.")
		}
	}
	if lost != nil {
		fmt.Fprintf(e.stderr, "tiebreak: cannot write to standard output: %v\n", lost)
	}
	for _, esc := range e.escapers {
		esc.Flush()
	}
	if lost != nil && exitCode(err) == 0 {
		return 1
	}
	return exitCode(err)
}
