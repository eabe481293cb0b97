// Command tiebreak imports chess tournament results (FIDE TRF, CSV, XLSX crosstables),
// ranks them with US Chess and FIDE tiebreaks, and exports standings, wall charts, TRF,
// CSV and JSON.
//
// Exit status: 0 success, 1 error (bad input, failed check, failed write), 2 usage error,
// 3 some events of a batch failed, 130 stopped by Ctrl-C (SIGINT), 143 stopped by SIGTERM.
package main

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
)

func main() {
	tuneGC(os.Getenv)
	os.Exit(runMain())
}

// The garbage collector's settings when the environment gives none. tiebreak is a batch
// tool whose heap is mostly short-lived output (PDF and XLSX buffers, fpdf's font
// tables): letting the heap grow to five times what is live (GOGC=400) instead of twice
// cuts the collector's share of a 500-event season from about 12% of its CPU to 3%, for
// about twice the peak memory. The soft limit keeps that peak bounded: near 2 GiB the
// collector runs as often as it must, which is no more often than the Go default until
// more than 1 GiB is live.
const (
	gcPercent   = 400
	memoryLimit = 2 << 30
)

// tuneGC applies gcPercent and memoryLimit unless GOGC or GOMEMLIMIT is set: the Go
// runtime's own variables still win.
func tuneGC(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	if getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
}

// exitCode maps an error returned by the app to the process exit status; it is the only
// place that does.
func exitCode(err error) int {
	var ue *usageError
	var bf *batchFailedError
	var stop *interrupted
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ue):
		return 2
	case errors.As(err, &bf):
		return 3
	case errors.As(err, &stop):
		return stop.exitCode()
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
