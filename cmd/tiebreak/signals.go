package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/internal/scratch"
	"github.com/tiebreak-chess/tiebreak/internal/termsafe"
)

// Ctrl-C (SIGINT) and SIGTERM cancel the context a command runs under. Commands check it
// between stages (read, import, rank, write) and in every read and write of a file, so
// they return promptly; the output being written is then removed, and the process exits
// with 128 + the signal's number (130, 143). Work that does not return within
// [stopGrace] (a blocked read of standard input, a library busy building a workbook) is
// abandoned: the temporary files are removed and the process exits anyway.
//
// Libraries (excelize) put their temporary files under $TMPDIR; the process points
// $TMPDIR at a private folder, removed at exit, so a stopped run leaves none behind.

// stopGrace is how long a stopped command has to return before the process exits
// without it.
const stopGrace = time.Second

// interrupted is the cause of a context cancelled by a signal.
type interrupted struct{ sig os.Signal }

func (e *interrupted) Error() string {
	if e.sig == os.Interrupt {
		return "interrupted by Ctrl-C (SIGINT); unfinished output was removed"
	}
	return fmt.Sprintf("stopped by %s; unfinished output was removed", signalName(e.sig))
}

// exitCode is the conventional status of a process ended by the signal: 128 + its number.
func (e *interrupted) exitCode() int {
	if s, ok := e.sig.(syscall.Signal); ok {
		return 128 + int(s)
	}
	return 130
}

func signalName(sig os.Signal) string {
	switch sig {
	case os.Interrupt:
		return "SIGINT"
	case syscall.SIGTERM:
		return "SIGTERM"
	}
	return sig.String()
}

// stopped returns the reason ctx was cancelled (an *interrupted for a signal), or nil
// while it is still live.
func stopped(ctx context.Context) error {
	if ctx.Err() == nil {
		return nil
	}
	return context.Cause(ctx)
}

// privateTempPrefix starts the name of a run's private temporary folder.
const privateTempPrefix = "tiebreak-"

// runMain runs the command line of the process and returns its exit status: it installs
// the signal handling and the private temporary folder around [run].
func runMain() int {
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	temps := &outdir.Temps{}
	// The private folders of runs killed outright (kill -9) are removed first: they may
	// hold a watched event's copy, with the players' names and IDs.
	scratch.Sweep(os.TempDir(), privateTempPrefix, nil)
	if dir, err := scratch.Make("", privateTempPrefix); err == nil {
		temps.SetDir(dir)
		for _, name := range []string{"TMPDIR", "TMP", "TEMP"} {
			os.Setenv(name, dir.Path)
		}
	}
	ctx, cancel := context.WithCancelCause(outdir.WithTemps(context.Background(), temps))
	defer cancel(nil)
	done := make(chan int, 1)
	go func() { done <- run(ctx, appArgs(os.Args, doubleClicked()), os.Stdin, os.Stdout, os.Stderr) }()
	var sig os.Signal
	select {
	case code := <-done:
		temps.RemoveAll()
		return code
	case sig = <-sigs:
	}
	stop := &interrupted{sig}
	cancel(stop)
	select {
	case code := <-done:
		temps.RemoveAll()
		return code
	case <-sigs:
	case <-time.After(stopGrace):
	}
	temps.RemoveAll()
	fmt.Fprintf(termsafe.NewEscaper(os.Stderr), "tiebreak: %v\n", stop)
	return stop.exitCode()
}
