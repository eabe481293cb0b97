package importers

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// MaxSideFileSize bounds a settings file, a prize fund or a manifest: far more than any
// real one, far less than memory.
const MaxSideFileSize = 16 << 20

// ErrNotRegular is wrapped by the error for a side file that is a folder, a device or a
// pipe.
var ErrNotRegular = errors.New("not a regular file")

// ReadSideFile reads a file that a command or an event names beside the event (a prize
// fund, a sidecar, a font, the sibling files of a rating report, a manifest): the one way
// such files are read. It refuses what is not a regular file (a pipe would block the run
// for ever, /dev/zero never ends) and a file larger than limit bytes, reading through the
// limit so that a file growing while read cannot pass it. Errors wrap the fs errors
// (fs.ErrNotExist for a missing file).
func ReadSideFile(path string, limit int64) ([]byte, error) {
	// Stat first: opening a pipe for reading blocks until a writer comes.
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, &fs.PathError{Op: "read", Path: path, Err: fmt.Errorf("%w (a folder, device or pipe)", ErrNotRegular)}
	}
	f, err := openNonBlocking(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// The file may have been replaced since the Stat: check what was opened.
	if fi, err := f.Stat(); err != nil {
		return nil, err
	} else if !fi.Mode().IsRegular() {
		return nil, &fs.PathError{Op: "read", Path: path, Err: fmt.Errorf("%w (a folder, device or pipe)", ErrNotRegular)}
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, &fs.PathError{Op: "read", Path: path, Err: fmt.Errorf("larger than %d MiB: %w", limit>>20, ErrLimit)}
	}
	return data, nil
}
