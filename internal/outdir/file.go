package outdir

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// FileMode returns the permissions a new output file path gets: those of the file it
// replaces, else 0666 less the umask.
func FileMode(path string) os.FileMode {
	if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() {
		return fi.Mode().Perm()
	}
	return 0o666 &^ Umask()
}

// WriteFile writes one output file through fn, all or nothing: into a temporary file
// beside path (registered with t, so that a process stopped by a signal removes it),
// synced, given [FileMode] and renamed over path only when fn and every write
// succeeded. When ctx is cancelled the temporary file is closed under fn, its writes
// fail, and WriteFile returns the cancellation's cause ([context.Cause]); nothing is
// left behind. A failure to create the file or to rename it into place is a
// *[WriteError]; a failure of fn or of a write is returned wrapped, naming path.
func (t *Temps) WriteFile(ctx context.Context, path string, fn func(io.Writer) error) (err error) {
	if err := stopped(ctx); err != nil {
		return err
	}
	mode := FileMode(path)
	tmp, err := t.Create(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		we := writeError(path, err)
		we.one = true
		return we
	}
	done := false
	defer func() {
		if !done {
			t.Discard(tmp)
		}
	}()
	closeOnStop := context.AfterFunc(ctx, func() { tmp.Close() })
	err = fn(tmp)
	if !closeOnStop() {
		return context.Cause(ctx)
	}
	if err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := os.Chmod(tmp.Name(), mode); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := t.Rename(ctx, tmp.Name(), path); err != nil {
		if stop := stopped(ctx); stop != nil {
			return stop
		}
		we := writeError(path, err)
		we.one = true
		return we
	}
	done = true
	return nil
}
