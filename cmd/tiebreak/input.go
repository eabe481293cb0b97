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
