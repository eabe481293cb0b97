// Package interrupt runs a program's work under a context that Ctrl-C (SIGINT) and
// SIGTERM cancel, with the signal as the cause ([Error]).
//
// Work that checks its context (between stages, in every read and write of a file)
// returns promptly and removes what it was writing; [Run] then returns the work's own
// exit status. Work that does not return within a grace period (a blocked read of
// standard input, a library busy building a workbook), or a second signal, is abandoned:
// Run returns without it, and the caller removes what is left and exits with the
// signal's conventional status, 128 + its number (130, 143).
package interrupt

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"
)

// Error is the cause of a context cancelled by a signal.
type Error struct{ Signal os.Signal }

func (e *Error) Error() string {
	if e.Signal == os.Interrupt {
		return "interrupted by Ctrl-C (SIGINT); unfinished output was removed"
	}
	return fmt.Sprintf("stopped by %s; unfinished output was removed", name(e.Signal))
}

// ExitCode is the conventional status of a process ended by the signal: 128 + its
// number (130 for SIGINT, 143 for SIGTERM).
func (e *Error) ExitCode() int {
	if s, ok := e.Signal.(syscall.Signal); ok {
		return 128 + int(s)
	}
	return 130
}

// name is the signal's usual name: SIGINT, SIGTERM.
func name(sig os.Signal) string {
	switch sig {
	case os.Interrupt:
		return "SIGINT"
	case syscall.SIGTERM:
		return "SIGTERM"
	}
	return sig.String()
}

// Cause returns the reason ctx was cancelled (an *[Error] for a signal), or nil while it
// is still live.
func Cause(ctx context.Context) error {
	if ctx.Err() == nil {
		return nil
	}
	return context.Cause(ctx)
}

// Run runs work under a context derived from ctx that SIGINT and SIGTERM cancel with an
// *[Error] as the cause, and returns work's exit status. When work has not returned
// within grace of the signal, or a second signal comes first, Run returns without it:
// the status is then the signal's ([Error.ExitCode]) and abandoned is the signal's
// error, for the caller to clean up and say.
func Run(ctx context.Context, grace time.Duration, work func(context.Context) int) (code int, abandoned *Error) {
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	return run(ctx, sigs, grace, work)
}

// run is [Run] with the signals read from sigs.
func run(ctx context.Context, sigs <-chan os.Signal, grace time.Duration, work func(context.Context) int) (int, *Error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	done := make(chan int, 1)
	go func() { done <- work(ctx) }()
	var stop *Error
	select {
	case code := <-done:
		return code, nil
	case sig := <-sigs:
		stop = &Error{sig}
	}
	cancel(stop)
	timer := time.NewTimer(grace)
	defer timer.Stop()
	select {
	case code := <-done:
		return code, nil
	case <-sigs:
	case <-timer.C:
	}
	return stop.ExitCode(), stop
}
