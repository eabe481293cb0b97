package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/tiebreak-chess/tiebreak/internal/outdir"
)

// The output folders of report and batch are written by internal/outdir, all or nothing;
// this file keeps the commands' side: the run's inputs, the registry of temporary files,
// and the wording of the folder's errors in the commands' flags.

const (
	manifestName = outdir.ManifestName
	lockName     = outdir.LockName
	tempDirName  = outdir.TempDirName
)

// outputDir is an output folder as the commands use it: [outdir.Dir] with its errors
// worded in the commands' flags.
type outputDir struct {
	d   *outdir.Dir
	dir string // as given, for messages
}

// openOutputDir creates dir if needed, locks it against other runs, and reads its
// manifest (see [outdir.Open]). The caller must close the folder.
func (e *env) openOutputDir(ctx context.Context, dir, command string) (*outputDir, error) {
	d, err := outdir.Open(ctx, dir, outdir.Options{Command: command, Reads: e.readsFile, Temps: e.temps})
	if err != nil {
		return nil, outdirError(err)
	}
	return &outputDir{d: d, dir: dir}, nil
}

// writeAll writes the files all or none (see [outdir.Dir.WriteAll]).
func (o *outputDir) writeAll(ctx context.Context, files []renderedFile) error {
	out := make([]outdir.File, len(files))
	for i, f := range files {
		out[i] = outdir.File{Name: f.name, Data: f.data}
	}
	return outdirError(o.d.WriteAll(ctx, out))
}

// finish writes the manifest, with prune removing the previous run's files this run did
// not write (see [outdir.Dir.Finish]).
func (o *outputDir) finish(ctx context.Context, prune bool) error {
	return outdirError(o.d.Finish(ctx, prune))
}

// close unlocks the folder.
func (o *outputDir) close() { o.d.Close() }

// path returns the path of rel for messages: "out/a-x/standings.csv".
func (o *outputDir) path(rel string) string { return o.d.Path(rel) }

// outdirError words an error of internal/outdir in the commands' flags: each error of a
// joined list on its own.
func outdirError(err error) error {
	if err == nil {
		return nil
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var errs []error
		for _, e := range j.Unwrap() {
			errs = append(errs, outdirError(e))
		}
		return errors.Join(errs...)
	}
	var (
		busy  *outdir.BusyError
		other *outdir.OtherCommandError
		in    *outdir.InputError
		we    *outdir.WriteError
	)
	switch {
	case errors.As(err, &busy):
		return &wordedError{fmt.Sprintf("another tiebreak run is writing into %s; wait for it to end, or choose another folder with -o (%v)", busy.Dir, busy.Err), err}
	case errors.As(err, &other):
		return &wordedError{other.Error() + " (choose another folder with -o)", err}
	case errors.As(err, &in):
		return &wordedError{in.Error() + " (choose another folder with -o)", err}
	case errors.As(err, &we):
		return &wordedError{writeError(we.Path, we.Err).Error(), err}
	}
	return err
}
