package termsafe

import (
	"io"

	"golang.org/x/term"
)

// Streams are a program's standard output and standard error as a person reads them:
// standard error, and standard output when it is a terminal, go through an [Escaper];
// standard output sent to a file or a pipe keeps the text as it is. Standard output is
// checked ([CheckedWriter]), so that a program whose output was lost can end in error.
type Streams struct {
	// Stdout and Stderr are what the program prints to.
	Stdout, Stderr io.Writer
	// Out is standard output under any escaper; Out.Err is the first write that failed.
	Out *CheckedWriter
	// StdoutTerminal says standard output is an interactive terminal ([IsTerminal]).
	StdoutTerminal bool
	// Terminal is standard error itself when it is an interactive terminal, for what
	// writes control characters of its own (a progress bar); nil otherwise.
	Terminal io.Writer
	escapers []*Escaper
}

// NewStreams returns the streams writing to stdout and stderr.
func NewStreams(stdout, stderr io.Writer) *Streams {
	s := &Streams{Out: &CheckedWriter{W: stdout}, StdoutTerminal: IsTerminal(stdout)}
	s.Stdout = s.Out
	if s.StdoutTerminal {
		esc := NewEscaper(s.Out)
		s.escapers = append(s.escapers, esc)
		s.Stdout = esc
	}
	if IsTerminal(stderr) {
		s.Terminal = stderr
	}
	esc := NewEscaper(stderr)
	s.escapers = append(s.escapers, esc)
	s.Stderr = esc
	return s
}

// Flush writes what the escapers hold back ([Escaper.Flush]).
func (s *Streams) Flush() {
	for _, esc := range s.escapers {
		_ = esc.Flush() // a failure on standard output is in Out.Err
	}
}

// IsTerminal reports whether w is an interactive terminal. A writer may say so itself,
// with an IsTerminal method (tests do); otherwise w must be a file whose descriptor is a
// terminal.
func IsTerminal(w io.Writer) bool {
	if t, ok := w.(interface{ IsTerminal() bool }); ok {
		return t.IsTerminal()
	}
	f, ok := w.(interface{ Fd() uintptr })
	return ok && term.IsTerminal(int(f.Fd()))
}
