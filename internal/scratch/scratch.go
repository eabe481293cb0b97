// Package scratch makes the temporary folders of a run so that none outlives it, even
// when the process is killed (kill -9, a power cut): each folder holds a lock file that
// the run keeps locked while the folder is in use, and [Sweep], run at the start of the
// next run, removes the folders of the same kind whose lock is free. The system releases
// a lock when its process ends, however it ends, so a free lock is a run that is over.
//
// On systems without flock the locks are not checked: Sweep removes a folder only where
// removal succeeds, which an open file of a live run prevents on Windows.
package scratch

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// LockName is the lock file inside every scratch folder.
const LockName = ".tiebreak-busy"

// Dir is one scratch folder, locked by this process until [Dir.Remove].
type Dir struct {
	// Path is the folder's path.
	Path string
	lock *os.File
}

// Make creates a new folder in parent named prefix and random digits (see os.MkdirTemp),
// with mode 0700, and locks it.
func Make(parent, prefix string) (*Dir, error) {
	for range 10 {
		d, err := make1(parent, prefix)
		if !errors.Is(err, errSwept) {
			return d, err
		}
	}
	return nil, errors.New("a temporary folder was removed as soon as it was made")
}

// errSwept is make1's error when another run's [Sweep] removed the folder between its
// lock file's creation and its locking.
var errSwept = errors.New("swept")

func make1(parent, prefix string) (*Dir, error) {
	path, err := os.MkdirTemp(parent, prefix+"*")
	if err != nil {
		return nil, err
	}
	lock, err := os.OpenFile(filepath.Join(path, LockName), os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, errSwept // removed while still empty
	}
	if err == nil {
		err = lockFile(lock)
		if _, serr := os.Stat(lock.Name()); err == nil && serr != nil {
			err = errSwept
		}
		if err != nil {
			lock.Close()
		}
	}
	if err != nil {
		os.RemoveAll(path)
		return nil, err
	}
	return &Dir{Path: path, lock: lock}, nil
}

// Remove removes the folder and what it holds, then releases its lock.
func (d *Dir) Remove() error {
	err := os.RemoveAll(d.Path)
	if d.lock != nil {
		d.lock.Close()
		d.lock = nil
	}
	return err
}

// Sweep removes the scratch folders in parent whose names start with prefix and whose
// lock is free: the folders of runs that ended without removing them. Before one is
// removed, restore (when not nil) is called with its path, to put back what it must not
// lose. A folder without a lock file is removed only when empty (a run killed before it
// made its lock file); one that holds anything is not ours and is left alone. It returns
// the folders removed.
func Sweep(parent, prefix string, restore func(dir string)) []string {
	entries, err := os.ReadDir(parent)
	if err != nil {
		return nil
	}
	var removed []string
	for _, e := range entries {
		if !e.IsDir() || !strings.HasPrefix(e.Name(), prefix) {
			continue
		}
		dir := filepath.Join(parent, e.Name())
		if !Stale(dir) {
			// A run killed between making its folder and its lock file left it empty;
			// a folder that is not empty and has no lock file is not one of ours.
			if _, err := os.Lstat(filepath.Join(dir, LockName)); errors.Is(err, fs.ErrNotExist) && os.Remove(dir) == nil {
				removed = append(removed, dir)
			}
			continue
		}
		if restore != nil {
			restore(dir)
		}
		if os.RemoveAll(dir) == nil {
			removed = append(removed, dir)
		}
	}
	return removed
}

// Stale reports whether dir is a scratch folder no live run holds: its lock file exists
// and can be locked.
func Stale(dir string) bool {
	f, err := os.OpenFile(filepath.Join(dir, LockName), os.O_RDWR, 0)
	if err != nil {
		return false
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return false
	}
	return lockFile(f) == nil
}
