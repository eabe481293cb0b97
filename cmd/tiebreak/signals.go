package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/tiebreak-chess/tiebreak/internal/scratch"
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
	temps := &tempFiles{}
	// The private folders of runs killed outright (kill -9) are removed first: they may
	// hold a watched event's copy, with the players' names and IDs.
	scratch.Sweep(os.TempDir(), privateTempPrefix, nil)
	if dir, err := scratch.Make("", privateTempPrefix); err == nil {
		temps.dir = dir
		for _, name := range []string{"TMPDIR", "TMP", "TEMP"} {
			os.Setenv(name, dir.Path)
		}
	}
	ctx, cancel := context.WithCancelCause(withTempFiles(context.Background(), temps))
	defer cancel(nil)
	done := make(chan int, 1)
	go func() { done <- run(ctx, appArgs(os.Args, doubleClicked()), os.Stdin, os.Stdout, os.Stderr) }()
	var sig os.Signal
	select {
	case code := <-done:
		temps.removeAll()
		return code
	case sig = <-sigs:
	}
	stop := &interrupted{sig}
	cancel(stop)
	select {
	case code := <-done:
		temps.removeAll()
		return code
	case <-sigs:
	case <-time.After(stopGrace):
	}
	temps.removeAll()
	fmt.Fprintf(newEscaper(os.Stderr), "tiebreak: %v\n", stop)
	return stop.exitCode()
}

// tempFiles are the temporary files of a run not yet renamed into place, and the
// private temporary folder; whatever is left is removed when the process ends.
type tempFiles struct {
	mu    sync.Mutex
	names map[string]bool
	dir   *scratch.Dir // the private $TMPDIR; nil when none
	done  bool         // removeAll ran: no more files may be created
}

type tempFilesKey struct{}

// withTempFiles returns ctx carrying the registry of temporary files.
func withTempFiles(ctx context.Context, t *tempFiles) context.Context {
	return context.WithValue(ctx, tempFilesKey{}, t)
}

// tempFilesOf returns the registry ctx carries, or a new one.
func tempFilesOf(ctx context.Context) *tempFiles {
	if t, ok := ctx.Value(tempFilesKey{}).(*tempFiles); ok {
		return t
	}
	return &tempFiles{}
}

// create makes a temporary file in dir (see os.CreateTemp) and records it.
func (t *tempFiles) create(dir, pattern string) (*os.File, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.done {
		return nil, errors.New("the program is stopping")
	}
	sweepTemps(dir, pattern)
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	// Locked while it is written: a run killed outright leaves it unlocked, and the next
	// write of the same output removes it (sweepTemps).
	_ = lockFile(f) // best effort: without the lock the file is only left for longer
	if t.names == nil {
		t.names = map[string]bool{}
	}
	t.names[f.Name()] = true
	return f, nil
}

// sweepTemps removes the temporary files in dir named after pattern (".wall.xlsx.tmp*")
// that no run is writing: their lock is free, so the run that made them was killed.
func sweepTemps(dir, pattern string) {
	prefix, _, _ := strings.Cut(pattern, "*")
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, en := range entries {
		// os.CreateTemp puts digits where the pattern has '*'.
		rest, ok := strings.CutPrefix(en.Name(), prefix)
		if !en.Type().IsRegular() || !ok || rest == "" || strings.Trim(rest, "0123456789") != "" {
			continue
		}
		name := filepath.Join(dir, en.Name())
		f, err := os.OpenFile(name, os.O_RDWR, 0)
		if err != nil {
			continue
		}
		if lockFile(f) == nil {
			_ = os.Remove(name) // best effort: a leftover of a killed run
		}
		f.Close()
	}
}

// discard closes and removes the temporary file f.
func (t *tempFiles) discard(f *os.File) {
	t.mu.Lock()
	defer t.mu.Unlock()
	f.Close()
	os.Remove(f.Name())
	delete(t.names, f.Name())
}

// rename moves the temporary file from into place as to, unless ctx was cancelled: a
// stopped run writes nothing.
func (t *tempFiles) rename(ctx context.Context, from, to string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if err := stopped(ctx); err != nil {
		return err
	}
	if t.done {
		return errors.New("the program is stopping")
	}
	if err := os.Rename(from, to); err != nil {
		return err
	}
	delete(t.names, from)
	return nil
}

// track records a temporary file created elsewhere (in an output folder's root).
func (t *tempFiles) track(name string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.names == nil {
		t.names = map[string]bool{}
	}
	t.names[name] = true
}

// forget drops a file from the record: it was renamed into place or removed.
func (t *tempFiles) forget(name string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.names, name)
}

// removeAll removes every temporary file left and the private folder; later calls to
// create fail.
func (t *tempFiles) removeAll() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.done = true
	for name := range t.names {
		os.Remove(name)
	}
	t.names = nil
	if t.dir != nil {
		_ = t.dir.Remove() // best effort: a folder left is removed by the next run
	}
}

// ctxReader reads from r until ctx is cancelled.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

// Stat returns the file information of the reader read from, so that a whole file is
// read into a buffer of its size (see [importers.Read]).
func (r ctxReader) Stat() (fs.FileInfo, error) {
	if s, ok := r.r.(interface{ Stat() (fs.FileInfo, error) }); ok {
		return s.Stat()
	}
	return nil, errors.New("not a file")
}

func (r ctxReader) Read(p []byte) (int, error) {
	if err := stopped(r.ctx); err != nil {
		return 0, err
	}
	return r.r.Read(p)
}

// ctxWriter writes to w until ctx is cancelled.
type ctxWriter struct {
	ctx context.Context
	w   io.Writer
}

func (w ctxWriter) Write(p []byte) (int, error) {
	if err := stopped(w.ctx); err != nil {
		return 0, err
	}
	return w.w.Write(p)
}
