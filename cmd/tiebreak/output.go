package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/interrupt"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
)

// Every output file is written by [env.writeOutput]: atomically, never over a file the
// run reads, and with the permissions any program's new file gets (0666 less the umask).

// defaultOutput names the output of a command given no -o: the input with ext for its
// extension ("club.trf" -> "club.xlsx"); for one section of a file with several, with
// "-" and the section's slug added, so that the outputs of two sections never overwrite
// each other ("spring.json" -> "spring-open.xlsx"); when that is the input itself, with
// "-" and kind added ("club.xlsx" -> "club-wallchart.xlsx").
func defaultOutput(input, section, ext, kind string) string {
	base := strings.TrimSuffix(input, filepath.Ext(input))
	if slug := importers.Slug(section); slug != "" {
		base += "-" + slug
	}
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
