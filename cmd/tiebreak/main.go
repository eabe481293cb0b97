// Command tiebreak imports chess tournament results (FIDE TRF, CSV, XLSX crosstables),
// ranks them with US Chess and FIDE tiebreaks, and exports standings, wall charts, TRF,
// CSV and JSON.
//
// Exit status: 0 success, 1 error (bad input, failed check, failed write), 2 usage error,
// 3 some events of a batch failed, 130 stopped by Ctrl-C (SIGINT), 143 stopped by SIGTERM.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/tiebreak-chess/tiebreak/app"
	"github.com/tiebreak-chess/tiebreak/internal/interrupt"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/internal/termsafe"
	"github.com/tiebreak-chess/tiebreak/pipeline/batch"
)

func main() {
	os.Exit(runMain())
}

// stopGrace is how long a command stopped by Ctrl-C or SIGTERM has to return before the
// process exits without it ([interrupt.Run]).
const stopGrace = time.Second

// runMain runs the command line of the process under [interrupt.Run], with a private
// temporary folder removed at exit ([outdir.PrivateTemps]), and returns its exit status.
func runMain() int {
	temps := outdir.PrivateTemps("tiebreak-")
	ctx := outdir.WithTemps(context.Background(), temps)
	code, abandoned := interrupt.Run(ctx, stopGrace, func(ctx context.Context) int {
		return run(ctx, appArgs(os.Args, app.DoubleClicked()), os.Stdin, os.Stdout, os.Stderr)
	})
	temps.RemoveAll()
	if abandoned != nil {
		fmt.Fprintf(termsafe.NewEscaper(os.Stderr), "tiebreak: %v\n", abandoned)
	}
	return code
}

// exitCode maps an error returned by the app to the process exit status; it is the only
// place that does.
func exitCode(err error) int {
	var ue *usageError
	var bf *batch.FailedError
	var stop *interrupt.Error
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ue):
		return 2
	case errors.As(err, &bf):
		return 3
	case errors.As(err, &stop):
		return stop.ExitCode()
	}
	return 1
}

// usageError marks a mistake in how the command was called.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return &usageError{fmt.Sprintf(format, args...)} }

// silentError is an error whose message was already printed (check's report).
type silentError struct{ err error }

func (e *silentError) Error() string { return e.err.Error() }
func (e *silentError) Unwrap() error { return e.err }

// wordedError is an error of a library worded in the command's flags: msg is what the
// director reads, err what errors.Is and errors.As find.
type wordedError struct {
	msg string
	err error
}

func (e *wordedError) Error() string { return e.msg }
func (e *wordedError) Unwrap() error { return e.err }
