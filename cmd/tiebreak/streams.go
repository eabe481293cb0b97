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

// newEnv returns the env of one run, printing to stdout and stderr as
// [termsafe.NewStreams] sets them up.
func newEnv(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer) *env {
	outdir.Umask() // read before any file is created
	streams := termsafe.NewStreams(stdout, stderr)
	return &env{temps: outdir.TempsOf(ctx), stdin: stdin, formats: pipeline.NewFormats(),
		streams: streams, stdout: streams.Stdout, stderr: streams.Stderr}
}

// finish ends a run that returned err: it prints the error (an interruption when the
// run was stopped; lists cut at maxListed) and a failure to write standard output, and
// returns the exit status.
func (e *env) finish(ctx context.Context, err error) int {
	e.streams.Flush()
	if err != nil {
		if stop := interrupt.Cause(ctx); stop != nil && !errors.Is(err, stop) {
			err = stop
		}
	}
	lost := e.streams.Out.Err
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
	e.streams.Flush()
	if lost != nil && exitCode(err) == 0 {
		return 1
	}
	return exitCode(err)
}
