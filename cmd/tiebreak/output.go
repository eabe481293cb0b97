package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/tiebreak-chess/tiebreak/exporters"
	dbfin "github.com/tiebreak-chess/tiebreak/importers/dbf"
	"github.com/tiebreak-chess/tiebreak/internal/interrupt"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
)

// Every output file is written by [env.writeOutput]: atomically, never over a file the
// run reads, and with the permissions any program's new file gets (0666 less the umask).

// defaultOutput names the output of a command given no -o: the input with ext for its
// extension ("club.trf" -> "club.xlsx"), or, when that is the input itself, with "-" and
// kind added ("club.xlsx" -> "club-wallchart.xlsx").
func defaultOutput(input, ext, kind string) string {
	base := strings.TrimSuffix(input, filepath.Ext(input))
	if out := base + ext; !outdir.SameFile(out, input) {
		return out
	}
	return base + "-" + kind + ext
}

// writeOutput writes through fn to path atomically ([outdir.Temps.WriteFile]), or to
// standard output for "-". It refuses to write over a file the run reads, and stops when
// the run is stopped (Ctrl-C), removing the temporary file.
func (e *env) writeOutput(ctx context.Context, path string, fn func(io.Writer) error) error {
	if path == "" || path == "-" {
		if err := interrupt.Cause(ctx); err != nil {
			return err
		}
		if err := fn(e.stdout); err != nil {
			if lost := e.streams.Out.Err; lost != nil {
				return fmt.Errorf("cannot write to standard output: %w", lost)
			}
			return err
		}
		return interrupt.Cause(ctx)
	}
	if in := e.inputs.Reads(path); in != "" {
		return worded(&outdir.InputError{Path: path, Input: in, One: true})
	}
	return worded(e.temps.WriteFile(ctx, path, fn))
}

// refuseFolder refuses to write files into the folder dir when one of them is an input
// of the run, or when dir holds a rating report the run reads (the DBF importer reads the
// files beside the one named). Nothing is written then.
func (e *env) refuseFolder(dir string, secs []section, files []exporters.File) error {
	for _, s := range secs {
		if s.Loaded != nil && s.Loaded.Importer == dbfin.New().Name() && outdir.SameFile(filepath.Dir(s.Loaded.Path), dir) {
			return worded(&outdir.HoldsInputError{Dir: dir, Input: s.Loaded.Path})
		}
	}
	for _, f := range files {
		if in := e.inputs.Reads(filepath.Join(dir, f.Name)); in != "" {
			return worded(&outdir.HoldsInputError{Dir: dir, Input: in})
		}
	}
	return nil
}
