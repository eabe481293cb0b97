package outdir

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/tiebreak-chess/tiebreak/internal/remedy"
	"github.com/tiebreak-chess/tiebreak/internal/scratch"
)

// ReplaceOptions are what [Replace] needs beside the folder and its files.
type ReplaceOptions struct {
	// Marker is the file every folder Replace makes holds: a folder already there that
	// is not empty is replaced only when it holds a file of that name.
	Marker File
	// Check decides, from the marker of the folder already there, whether that folder
	// may be replaced; its error is returned as it is. Nil replaces any marked folder.
	Check func(old []byte) error
	// Reads returns the input of the run that a path names, or "" (see
	// [HoldsInputError]); nil when the run reads no file.
	Reads func(path string) string
	// Warn hears what does not fail the replacement: a temporary folder that could not
	// be removed (the next run removes it). Nil drops it.
	Warn func(error)
}

// LinkError is a folder to replace that is a symbolic link leading nowhere (Err says
// why), or to something that is not a folder (Err nil, Target names it).
type LinkError struct {
	Dir, Target string
	Err         error
}

func (e *LinkError) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("cannot write into %s: it is a link that leads nowhere (%v); nothing was written", e.Dir, e.Err)
	}
	return fmt.Sprintf("cannot write into %s: it is a link to %s, which is not a folder; nothing was written", e.Dir, e.Target)
}

func (e *LinkError) Unwrap() error { return e.Err }

// Remedies are to write into another folder.
func (e *LinkError) Remedies() []remedy.Remedy { return []remedy.Remedy{remedy.OtherFolder} }

// NotFolderError is a folder to replace that is a file.
type NotFolderError struct{ Dir string }

func (e *NotFolderError) Error() string {
	return fmt.Sprintf("cannot write into %s: it is a file; nothing was written", e.Dir)
}

// Remedies are to write into another folder.
func (e *NotFolderError) Remedies() []remedy.Remedy { return []remedy.Remedy{remedy.OtherFolder} }

// UnmarkedError is a folder to replace that holds files but not the marker: tiebreak
// did not make it, and does not replace it.
type UnmarkedError struct{ Dir, Marker string }

func (e *UnmarkedError) Error() string {
	return fmt.Sprintf("cannot replace %s: it was not made by tiebreak (no %s in it); nothing was written", e.Dir, e.Marker)
}

// Remedies are to write into a new or empty folder.
func (e *UnmarkedError) Remedies() []remedy.Remedy { return []remedy.Remedy{remedy.NewFolder} }

// RefusedError is a folder to replace that [ReplaceOptions.Check] refused: Err is its
// error, which says why (and may have remedies: see package remedy).
type RefusedError struct {
	Dir string
	Err error
}

func (e *RefusedError) Error() string {
	return fmt.Sprintf("cannot replace %s: %v; nothing was written", e.Dir, e.Err)
}
func (e *RefusedError) Unwrap() error { return e.Err }

// HoldsInputError is a folder to write into that holds a file the run reads.
type HoldsInputError struct {
	Dir   string // the folder
	Input string // the input it holds, as [ReplaceOptions.Reads] names it
}

func (e *HoldsInputError) Error() string {
	return fmt.Sprintf("cannot write into %s: it holds %s, which this command reads; nothing was written", e.Dir, e.Input)
}

// Remedies are to write into another folder.
func (e *HoldsInputError) Remedies() []remedy.Remedy { return []remedy.Remedy{remedy.OtherFolder} }

// Replace writes files (with o.Marker) into a new folder beside dir and swaps it in, so
// that dir is the old folder or the new one, never a mix, whatever stops the run. A
// symbolic link dir keeps pointing where it did (a link to the folder a web server
// serves): the folder it leads to is replaced. A dir already there must be empty or hold
// o.Marker, pass o.Check (else a [RefusedError]) and hold no input of the run. The new folder is made in a
// locked scratch folder beside dir, the old one moved into it to be removed; a run
// killed outright leaves that folder, which the next Replace of dir removes, putting
// back an old folder that was moved aside but not replaced. Failures to write are
// [WriteError]s naming dir; once ctx is done, Replace stops and returns its cause.
func Replace(ctx context.Context, dir string, files []File, o ReplaceOptions) (err error) {
	dir, err = linkTarget(filepath.Clean(dir))
	if err != nil {
		return err
	}
	parent := filepath.Dir(dir)
	prefix := "." + filepath.Base(dir) + ".new"
	scratch.Sweep(parent, prefix, func(stale string) {
		if _, err := os.Lstat(dir); errors.Is(err, fs.ErrNotExist) {
			_ = os.Rename(filepath.Join(stale, "old"), dir) // best effort: the rerun writes the folder anyway
		}
	})
	existing, err := replaceable(dir, o)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return fmt.Errorf("cannot create %s: %w", parent, err)
	}
	work, err := scratch.Make(parent, prefix)
	if err != nil {
		return writeError(dir, err)
	}
	defer func() {
		if rerr := work.Remove(); rerr != nil && err == nil && o.Warn != nil {
			o.Warn(fmt.Errorf("a temporary folder is left in %s: %w (the next run removes it)", work.Path, rerr))
		}
	}()
	tmp := filepath.Join(work.Path, "new")
	if err := os.Mkdir(tmp, 0o777&^Umask()); err != nil {
		return writeError(dir, err)
	}
	if err := os.Chmod(tmp, 0o777&^Umask()); err != nil {
		return writeError(dir, err)
	}
	// Each folder made once, the files synced once for all before the rename publishes them.
	if err := WriteTree(ctx, tmp, append(files[:len(files):len(files)], o.Marker)); err != nil {
		if stop := stopped(ctx); stop != nil {
			return stop
		}
		return writeError(dir, err)
	}
	if !existing {
		if err := os.Rename(tmp, dir); err != nil {
			return writeError(dir, err)
		}
		return nil
	}
	old := filepath.Join(work.Path, "old")
	if err := os.Rename(dir, old); err != nil {
		return writeError(dir, err)
	}
	if err := os.Rename(tmp, dir); err != nil {
		_ = os.Rename(old, dir) // best effort: put the previous folder back; the error below is what the director sees
		return writeError(dir, err)
	}
	return nil
}

// linkTarget returns the folder a symbolic link dir leads to, or dir itself when it is
// not a link.
func linkTarget(dir string) (string, error) {
	fi, err := os.Lstat(dir)
	if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		return dir, nil
	}
	target, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return "", &LinkError{Dir: dir, Err: err}
	}
	if st, err := os.Stat(target); err != nil || !st.IsDir() {
		return "", &LinkError{Dir: dir, Target: target}
	}
	return target, nil
}

// replaceable reports whether dir exists, and returns an error when it may not be
// replaced under o.
func replaceable(dir string, o ReplaceOptions) (bool, error) {
	fi, err := os.Lstat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("cannot write into %s: %w", dir, err)
	}
	if !fi.IsDir() {
		return false, &NotFolderError{Dir: dir}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return false, fmt.Errorf("cannot read %s: %w", dir, err)
	}
	if len(entries) > 0 {
		marker, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(o.Marker.Name)))
		if err != nil {
			return false, &UnmarkedError{Dir: dir, Marker: o.Marker.Name}
		}
		if o.Check != nil {
			if err := o.Check(marker); err != nil {
				return false, &RefusedError{Dir: dir, Err: err}
			}
		}
	}
	if o.Reads == nil {
		return true, nil
	}
	var reads string
	// The callback returns nil: the walk only looks for a file the run reads.
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && reads == "" {
			reads = o.Reads(p)
		}
		return nil
	})
	if reads != "" {
		return false, &HoldsInputError{Dir: dir, Input: reads}
	}
	return true, nil
}
