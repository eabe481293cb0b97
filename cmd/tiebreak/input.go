package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/interrupt"
)

// readEvent reads the whole of EVENT: standard input for "-", else the file. A folder,
// a file that does not exist and an unreadable file are refused with a message that says
// what to give instead.
func (e *env) readEvent(ctx context.Context, path string) (importers.Source, error) {
	if path == "-" {
		src, err := importers.ReadContext(ctx, path, e.stdin)
		if stop := interrupt.Cause(ctx); err != nil && stop != nil {
			return src, stop // stopped by a signal: say that alone, not "read -: ..."
		}
		return src, err
	}
	f, err := os.Open(path)
	if err != nil {
		return importers.Source{}, missingFile("the event", path, err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		return importers.Source{}, e.folderError(path)
	}
	e.inputs.Add(path)
	src, err := importers.ReadContext(ctx, path, f)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			return importers.Source{}, fmt.Errorf("cannot read the event %s: %w", path, pe.Err)
		}
		return importers.Source{}, err
	}
	return src, nil
}

// folderError is the error for a folder given as EVENT: it names up to three files in it
// that tiebreak could read.
func (e *env) folderError(dir string) error {
	var exts []string
	for _, im := range e.formats.Importers.All() {
		exts = append(exts, im.Extensions()...)
	}
	var files []string
	if entries, err := os.ReadDir(dir); err == nil {
		for _, en := range entries {
			if !en.IsDir() && slices.Contains(exts, strings.ToLower(filepath.Ext(en.Name()))) {
				files = append(files, filepath.Join(dir, en.Name()))
			}
		}
	}
	msg := fmt.Sprintf("%s is a folder, not an event file; give the results file", dir)
	switch {
	case len(files) == 0:
		return fmt.Errorf("%s (none of its files is in a format tiebreak reads; see 'tiebreak formats')", msg)
	case len(files) > 3:
		return fmt.Errorf("%s, such as %s (or 'tiebreak check %s' for all %d)", msg, strings.Join(files[:3], ", "), filepath.Join(dir, "*"), len(files))
	}
	return fmt.Errorf("%s: %s", msg, strings.Join(files, ", "))
}

// writeError words the failure to create the output file path, or to rename the
// temporary file beside it into place (its name the director never needs to see).
func writeError(path string, err error) error {
	if fi, serr := os.Stat(path); serr == nil && fi.IsDir() {
		return fmt.Errorf("cannot write %s: it is a folder; give a file name in it (-o %s)", path, filepath.Join(path, "NAME"))
	}
	dir := filepath.Dir(path)
	switch fi, serr := os.Stat(dir); {
	case serr != nil && errors.Is(serr, os.ErrNotExist):
		return fmt.Errorf("cannot write %s: the folder %s does not exist", path, dir)
	case serr == nil && !fi.IsDir():
		return fmt.Errorf("cannot write %s: %s is a file, not a folder", path, dir)
	case errors.Is(err, os.ErrPermission):
		return fmt.Errorf("cannot write %s: no permission to write in the folder %s", path, dir)
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("cannot write %s: %w", path, pe.Err)
	}
	return fmt.Errorf("cannot write %s: %w", path, err)
}
