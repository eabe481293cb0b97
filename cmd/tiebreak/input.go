package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// readEvent reads the whole of EVENT ([pipeline.Formats.ReadInput]): a folder, a file
// that does not exist and an unreadable file are refused with a message that says what
// to give instead.
func (e *env) readEvent(ctx context.Context, path string) (importers.Source, error) {
	e.inputs.Add(path)
	src, err := e.formats.ReadInput(ctx, path, e.stdin)
	if fe, ok := errors.AsType[*pipeline.FolderError](err); ok {
		return src, folderError(fe)
	}
	if pe, ok := errors.AsType[*os.PathError](err); ok && path != "-" {
		return src, missingFile("the event", path, pe)
	}
	return src, err
}

// folderError words the error of a folder given as EVENT: it names up to three files
// in it that tiebreak could read.
func folderError(fe *pipeline.FolderError) error {
	msg := fmt.Sprintf("%s is a folder, not an event file; give the results file", fe.Dir)
	switch files := fe.Files; {
	case len(files) == 0:
		return fmt.Errorf("%s (none of its files is in a format tiebreak reads; see 'tiebreak formats')", msg)
	case len(files) > 3:
		return fmt.Errorf("%s, such as %s (or 'tiebreak check %s' for all %d)", msg, strings.Join(files[:3], ", "), filepath.Join(fe.Dir, "*"), len(files))
	default:
		return fmt.Errorf("%s: %s", msg, strings.Join(files, ", "))
	}
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
