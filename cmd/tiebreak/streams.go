package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/tiebreak-chess/tiebreak/internal/interrupt"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/internal/termsafe"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// Standard error, and standard output when it is a terminal, are written through a
// [termsafe.Escaper]; files written with -o and standard output sent to a file or a
// pipe keep the text as it is.

// newEnv returns the env of one run: standard output checked for write errors (and
// escaped when it is a terminal), standard error escaped.
func newEnv(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer) *env {
	umask() // read before any file is created
	e := &env{temps: outdir.TempsOf(ctx), stdin: stdin, formats: pipeline.NewFormats()}
	e.out = &termsafe.CheckedWriter{W: stdout}
	e.stdout = e.out
	e.stdoutTTY = isTerminal(stdout)
	if e.stdoutTTY {
		esc := termsafe.NewEscaper(e.out)
		e.escapers = append(e.escapers, esc)
		e.stdout = esc
	}
	esc := termsafe.NewEscaper(stderr)
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
		if stop := interrupt.Cause(ctx); stop != nil && !errors.Is(err, stop) {
			err = stop
		}
	}
	lost := e.out.Err
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
