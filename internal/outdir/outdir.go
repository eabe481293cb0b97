// Package outdir writes the output folders of tiebreak all or nothing: a run's files are
// staged in the folder's one temporary place and renamed into place together, a
// manifest lists what tiebreak wrote so that a rerun removes only its own files, a lock
// keeps two runs out of one folder, and the leftovers of a run killed outright are put
// back or removed by the next run. It also keeps the registry of a process's temporary
// files ([Temps]), removed when the process is stopped.
//
// Every function that does work takes the run's context as its first argument: once it
// is done, no file is staged or committed. Errors are typed ([BusyError],
// [OtherCommandError], [InputError], [WriteError]) so that the command words them in its
// own flags.
package outdir

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/remedy"
)

// The output folder of report and batch is a capability: every file written, renamed or
// removed in it goes through one os.Root, which never follows a symbolic link out of the
// folder (a link to a shared Dropbox folder inside it is not a way out). A lock file
// keeps two runs from writing into one folder at once. The manifest lists what the run
// wrote, which command wrote it, and never an input of the run. Files are staged (written
// to temporary files in the folder's one temporary place, tempDirName) and then renamed
// into place together: when a rename fails, the ones this run made are undone and the
// files they replaced restored. A run killed outright (kill -9) leaves its temporary
// files there; the next run, once it holds the lock, puts back a replaced file whose new
// one never arrived and empties the place, so no page of a site is ever a leftover.
// The manifest is renamed into place in the same commit as the files, listing them and
// every file an earlier manifest listed: whatever fails afterwards (removing the previous
// run's files, writing the final manifest), every file tiebreak wrote is listed, so a
// rerun can still remove it, and nothing it did not write is ever listed.

const (
	// manifestName is the file in a report or batch output folder that lists the files
	// tiebreak wrote there, so that a rerun can remove its own outputs that are no longer
	// made (an event removed from the season, a fund dropped) and nothing else.
	manifestName = ".tiebreak-files"
	// lockName is the file a run locks while it writes into the folder.
	lockName = ".tiebreak-lock"
	// manifestCommand starts the manifest line that names the command that wrote it.
	manifestCommand = "# command: "
	// tempDirName is the folder, in the output folder, of the run's temporary files: the
	// files staged and the files they replace, moved aside until the commit is done.
	tempDirName = ".tiebreak-tmp"
	// asideMark starts the name of a file moved aside, followed by its place escaped.
	asideMark = "old-"
	// maxTempName bounds the part of a temporary file's name taken from its place.
	maxTempName = 200
)

// Names of the files tiebreak keeps in an output folder, for the commands and their tests.
const (
	// ManifestName is the manifest's file name.
	ManifestName = manifestName
	// LockName is the lock file's name.
	LockName = lockName
	// TempDirName is the temporary place's name.
	TempDirName = tempDirName
	// AsideMark starts the name of a file moved aside in the temporary place.
	AsideMark = asideMark
)

// File is one output file: its name, slash-separated below the folder, and its bytes.
type File struct {
	Name string
	Data []byte
}

// Options are what [Open] needs beside the folder.
type Options struct {
	// Command names the command that writes the folder ("report", "batch"): a folder
	// another command wrote is refused.
	Command string
	// Reads returns the input of the run that a path names, or "" (see [InputError]);
	// nil when the run reads no file.
	Reads func(path string) string
	// Temps records the temporary files, removed if the process is stopped; nil for
	// the one ctx carries (see [WithTemps]).
	Temps *Temps
}

// BusyError is the error of [Open] when another run holds the folder's lock.
type BusyError struct {
	Dir string
	Err error
}

func (e *BusyError) Error() string {
	return fmt.Sprintf("another tiebreak run is writing into %s: %v", e.Dir, e.Err)
}

func (e *BusyError) Unwrap() error { return e.Err }

// Remedies are to wait for the other run, or to write into another folder.
func (e *BusyError) Remedies() []remedy.Remedy {
	return []remedy.Remedy{remedy.Wait, remedy.OtherFolder}
}

// OtherCommandError is the error of [Open] when another command wrote the folder.
type OtherCommandError struct {
	Dir     string
	By      string // the command that wrote the folder
	Command string // this run's
}

func (e *OtherCommandError) Error() string {
	return fmt.Sprintf("cannot write into %s: 'tiebreak %s' wrote it, and this is 'tiebreak %s'; nothing was written", e.Dir, e.By, e.Command)
}

// Remedies are to write into another folder.
func (e *OtherCommandError) Remedies() []remedy.Remedy { return []remedy.Remedy{remedy.OtherFolder} }

// InputError is the error of a write that would replace a file the run reads.
type InputError struct {
	Path  string // the file that would be written
	Input string // the input it names
	// One is set for one output file whose name the caller chose (not a file of a
	// folder's): another name is the remedy.
	One bool
}

func (e *InputError) Error() string {
	return fmt.Sprintf("cannot write %s: it is %s, which this command reads; nothing was written", e.Path, e.Input)
}

// Remedies are to write into another folder, or under another name for One.
func (e *InputError) Remedies() []remedy.Remedy {
	if e.One {
		return []remedy.Remedy{remedy.OtherName}
	}
	return []remedy.Remedy{remedy.OtherFolder}
}

// WriteError is the failure to create the output file Path or to rename its temporary
// file into place (a name the director never needs to see). Its message says what
// stands in the way when it is the place itself: Path is a folder, its folder does not
// exist or is a file, or may not be written in.
type WriteError struct {
	Path string
	Err  error
	// Why says what stands in the way, as found when the write failed ("it is a
	// folder"); "" when Err says it.
	Why string
	// Folder is set when Path is a folder.
	Folder bool
	// one is set for a write of one file ([Temps.WriteFile]), whose name the director
	// chose: one in a folder Path is the remedy.
	one bool
}

func (e *WriteError) Error() string {
	if e.Why != "" {
		return fmt.Sprintf("cannot write %s: %s", e.Path, e.Why)
	}
	err := e.Err
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err // the temporary file's name says nothing to the director
	}
	return fmt.Sprintf("cannot write %s: %v", e.Path, err)
}

func (e *WriteError) Unwrap() error { return e.Err }

// Remedies are, for one file written over a folder, to name a file in that folder.
func (e *WriteError) Remedies() []remedy.Remedy {
	if e.one && e.Folder {
		return []remedy.Remedy{remedy.NameFile}
	}
	return nil
}

// writeError returns the *WriteError of err, the failure to write path, saying what
// stands in the way when the place is wrong.
func writeError(path string, err error) *WriteError {
	we := &WriteError{Path: path, Err: err}
	if fi, serr := os.Stat(path); serr == nil && fi.IsDir() {
		we.Why, we.Folder = "it is a folder", true
		return we
	}
	dir := filepath.Dir(path)
	switch fi, serr := os.Stat(dir); {
	case serr != nil && errors.Is(serr, os.ErrNotExist):
		we.Why = "the folder " + dir + " does not exist"
	case serr == nil && !fi.IsDir():
		we.Why = dir + " is a file, not a folder"
	case errors.Is(err, os.ErrPermission):
		we.Why = "no permission to write in the folder " + dir
	}
	return we
}

// stopped returns the reason ctx was cancelled, or nil while it is still live.
func stopped(ctx context.Context) error {
	if ctx.Err() == nil {
		return nil
	}
	return context.Cause(ctx)
}

// Dir writes the files of report and batch into one folder and keeps the folder's
// manifest. It is safe for concurrent use.
type Dir struct {
	reads   func(path string) string
	temps   *Temps
	dir     string // as given, for messages
	root    *os.Root
	lock    *os.File
	command string   // "report" or "batch"
	created bool     // the folder did not exist before this run
	old     []string // the previous run's files, from the manifest
	mu      sync.Mutex
	wrote   map[string]bool
	dirs    map[string]bool    // the folders made (see madeDir)
	folders map[string]*folder // the folders opened (see Dir.folder)
	tmp     *folder            // the temporary place, opened once it is made
	// commitMu serialises commits, so that each commit's manifest lists the files of
	// the commits before it.
	commitMu sync.Mutex
	listed   map[string]bool // what the manifest in the folder lists now
}

// stagedFile is a file written to the temporary place, not yet renamed into place.
type stagedFile struct {
	rel string // slash-separated, below the folder
	tmp string // its name in the temporary place
}

// Open creates dir if needed, locks it against other runs, and reads its manifest. A
// folder whose manifest another command wrote is refused: a report written into a batch
// folder would remove the season's files (and could read its own input there). The
// caller must close the folder.
func Open(ctx context.Context, dir string, opts Options) (*Dir, error) {
	command := opts.Command
	_, serr := os.Lstat(dir)
	created := errors.Is(serr, fs.ErrNotExist)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("cannot create the output folder: %w", err)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("cannot open the output folder: %w", err)
	}
	o := &Dir{reads: opts.Reads, temps: opts.Temps, dir: dir, root: root, command: command, created: created, wrote: map[string]bool{}}
	if o.temps == nil {
		o.temps = TempsOf(ctx)
	}
	lock, err := root.OpenFile(lockName, os.O_RDWR|os.O_CREATE, 0o666&^Umask())
	if err != nil {
		root.Close()
		return nil, fmt.Errorf("cannot lock the output folder %s: %w", dir, err)
	}
	if err := Lock(lock); err != nil {
		lock.Close()
		root.Close()
		return nil, &BusyError{dir, err}
	}
	o.lock = lock
	if err := o.sweep(); err != nil {
		o.Close()
		return nil, err
	}
	old, by, err := o.readManifest()
	if err != nil {
		o.Close()
		return nil, err
	}
	if by != "" && by != command {
		o.Close()
		return nil, &OtherCommandError{dir, by, command}
	}
	o.old = old
	o.listed = map[string]bool{}
	for _, rel := range old {
		o.listed[rel] = true
	}
	return o, nil
}

// sweep empties the folder's temporary place, left by a run killed outright, first
// putting back each file moved aside whose place is empty (the run was killed between
// moving it aside and renaming the new file into place), then removes the temporary files
// that versions before it left beside the files they were writing. It makes the place.
func (o *Dir) sweep() error {
	if entries, err := fs.ReadDir(o.root.FS(), tempDirName); err == nil {
		for _, en := range entries {
			name, ok := strings.CutPrefix(en.Name(), asideMark)
			if !ok {
				continue
			}
			if _, rel, ok := strings.Cut(name, "-"); ok {
				if rel, err := url.PathUnescape(rel); err == nil && filepath.IsLocal(filepath.FromSlash(rel)) {
					if _, err := o.root.Lstat(rel); errors.Is(err, fs.ErrNotExist) {
						_ = o.root.Rename(path.Join(tempDirName, en.Name()), rel) // best effort: the run rewrites it anyway
					}
				}
			}
		}
	}
	if err := o.root.RemoveAll(tempDirName); err != nil {
		return fmt.Errorf("cannot empty %s: %w", o.path(tempDirName), err)
	}
	if err := o.root.Mkdir(tempDirName, 0o700); err != nil {
		return fmt.Errorf("cannot create %s: %w", o.path(tempDirName), err)
	}
	tmp, err := openFolder(o.root, tempDirName)
	if err != nil {
		return fmt.Errorf("cannot open %s: %w", o.path(tempDirName), err)
	}
	o.tmp = tmp
	o.sweepBeside()
	return nil
}

// oldTemp matches the temporary files versions before the temporary place left beside
// the files they were writing: ".standings.csv.tmp1a2b3c4d", ".index.html.old5e6f7a8b".
var oldTemp = regexp.MustCompile(`^\..+\.(tmp|old)[0-9a-f]{8}$`)

// sweepBeside removes, in the folders of the files the manifest lists, the temporary
// files of the files listed there that earlier versions left behind.
func (o *Dir) sweepBeside() {
	files, _, err := o.readManifest()
	if err != nil {
		return
	}
	listed := map[string]map[string]bool{}
	for _, rel := range files {
		d := path.Dir(rel)
		if listed[d] == nil {
			listed[d] = map[string]bool{}
		}
		listed[d][path.Base(rel)] = true
	}
	for d, names := range listed {
		entries, err := fs.ReadDir(o.root.FS(), d)
		if err != nil {
			continue
		}
		for _, en := range entries {
			n := en.Name()
			if !en.Type().IsRegular() || !oldTemp.MatchString(n) || !names[n[1:len(n)-len(".tmp12345678")]] {
				continue
			}
			_ = o.root.Remove(path.Join(d, n)) // best effort: an old leftover
		}
	}
}

// readManifest returns the files the manifest lists and the command that wrote it ("" for
// a manifest of an earlier version, which did not say).
func (o *Dir) readManifest() ([]string, string, error) {
	data, err := importers.ReadSideFile(filepath.Join(o.dir, manifestName), importers.MaxSideFileSize)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, "", fmt.Errorf("cannot read %s: %w", filepath.Join(o.dir, manifestName), err)
	}
	var files []string
	by := ""
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if c, ok := strings.CutPrefix(line, manifestCommand); ok {
			by = strings.TrimSpace(c)
			continue
		}
		// Only plain relative paths below dir are ever removed, whatever the file says.
		if line == "" || strings.HasPrefix(line, "#") || !filepath.IsLocal(filepath.FromSlash(line)) || line != path.Clean(line) {
			continue
		}
		files = append(files, line)
	}
	return files, by, nil
}

// Close removes the temporary place when it is empty and unlocks the folder. A folder
// no run wrote into (no manifest: the run was refused) is left as it was found: the lock
// file is removed, and the folder too when this run made it and it is empty.
func (o *Dir) Close() {
	o.closeFolders(0)
	if o.tmp != nil {
		o.tmp.close()
		o.tmp = nil
	}
	_ = o.root.Remove(tempDirName) // fails while something is left in it, for the next run
	if o.lock != nil {
		if _, err := o.root.Lstat(manifestName); errors.Is(err, fs.ErrNotExist) {
			_ = o.root.Remove(lockName) // best effort: an empty lock file is harmless
		}
		o.lock.Close()
		o.lock = nil
	}
	o.root.Close()
	if o.created {
		_ = os.Remove(o.dir) // only when empty
	}
}

// Path returns the path of rel for messages: "out/a-x/standings.csv".
func (o *Dir) Path(rel string) string { return filepath.Join(o.dir, filepath.FromSlash(rel)) }

// path is [Dir.Path].
func (o *Dir) path(rel string) string { return o.Path(rel) }

// readsFile returns the input of the run that path names, or "".
func (o *Dir) readsFile(path string) string {
	if o.reads == nil {
		return ""
	}
	return o.reads(path)
}

// WriteAll writes the files (names slash-separated below the folder) all or none: each
// is staged first, then all are renamed into place together with a manifest that lists
// them (when it does not already); when one cannot be, the files this call renamed are
// removed and those they replaced put back.
func (o *Dir) WriteAll(ctx context.Context, files []File) error {
	var staged []stagedFile
	defer func() {
		for _, s := range staged {
			o.discard(s.tmp)
		}
	}()
	for _, f := range files {
		s, err := o.stage(ctx, f.Name, f.Data)
		if err != nil {
			return err
		}
		staged = append(staged, s)
	}
	o.commitMu.Lock()
	defer o.commitMu.Unlock()
	var added []string
	for _, f := range files {
		if !o.listed[f.Name] {
			added = append(added, f.Name)
		}
	}
	if len(added) > 0 {
		list := slices.Collect(maps.Keys(o.listed))
		s, err := o.stage(ctx, manifestName, o.manifest(append(list, added...)))
		if err != nil {
			return err
		}
		staged = append(staged, s)
	}
	if err := o.commit(ctx, staged); err != nil {
		return err
	}
	staged = nil
	for _, rel := range added {
		o.listed[rel] = true
	}
	return nil
}

// manifest returns the manifest's content listing the files (slash-separated, below the
// folder), sorted.
func (o *Dir) manifest(files []string) []byte {
	slices.Sort(files)
	var b strings.Builder
	b.WriteString("# Files tiebreak wrote in this folder; a rerun removes those it no longer writes.\n")
	b.WriteString(manifestCommand + o.command + "\n")
	for _, rel := range slices.Compact(files) {
		b.WriteString(rel + "\n")
	}
	return []byte(b.String())
}

// stage writes data to a temporary file in the temporary place, to be renamed to rel.
// It is not synced: [Dir.commit] syncs what it renames, once for all.
func (o *Dir) stage(ctx context.Context, rel string, data []byte) (stagedFile, error) {
	full := o.path(rel)
	if !filepath.IsLocal(filepath.FromSlash(rel)) {
		return stagedFile{}, fmt.Errorf("cannot write %s: not below the output folder", full)
	}
	if in := o.readsFile(full); in != "" {
		return stagedFile{}, &InputError{Path: full, Input: in}
	}
	if err := stopped(ctx); err != nil {
		return stagedFile{}, err
	}
	if dir := path.Dir(rel); dir != "." && !o.madeDir(dir) {
		if err := o.root.MkdirAll(dir, 0o755); err != nil {
			o.mu.Lock()
			delete(o.dirs, dir)
			o.mu.Unlock()
			return stagedFile{}, fmt.Errorf("cannot create %s: %w", o.path(dir), err)
		}
	}
	// Made with the permissions of any program's new file (0666 less the umask); a
	// file replacing one with other permissions gets those in commit.
	tmp, err := o.createTemp(rel, "tmp-", data, 0o666)
	if err != nil {
		if isWriteError(err) {
			return stagedFile{}, fmt.Errorf("writing %s: %w", full, errors.Unwrap(err))
		}
		return stagedFile{}, writeError(full, err)
	}
	return stagedFile{rel: rel, tmp: tmp}, nil
}

// madeDir reports whether the folder dir (slash-separated, below the folder) was made by
// an earlier call, and records it as made: each folder is made once per run.
func (o *Dir) madeDir(dir string) bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.dirs[dir] {
		return true
	}
	if o.dirs == nil {
		o.dirs = map[string]bool{}
	}
	o.dirs[dir] = true
	return false
}

// createTemp creates a new file holding data in the folder's temporary place, named
// after rel with a prefix and random digits ("tmp-1a2b3c4d-standings.csv"; a file moved
// aside, asideMark, is named after its place escaped, so that a later run can put it
// back), registered so that it is removed if the process is stopped. It returns the name
// in the temporary place. A file that cannot be written whole is removed.
func (o *Dir) createTemp(rel, prefix string, data []byte, perm os.FileMode) (string, error) {
	name := path.Base(rel)
	if prefix == asideMark {
		name = url.PathEscape(rel)
	}
	if len(name) > maxTempName {
		// A file name has at most 255 bytes: a long one is cut, and a file moved aside
		// under it is not named as one a later run puts back.
		name = strings.ToValidUTF8(name[:maxTempName], "")
		if prefix == asideMark {
			prefix = "cut-"
		}
	}
	for range 100 {
		var b [4]byte
		rand.Read(b[:])
		tmp := prefix + hex.EncodeToString(b[:]) + "-" + name
		o.temps.Track(o.tmpPath(tmp))
		err := o.tmp.create(tmp, data, perm)
		if err == nil {
			return tmp, nil
		}
		if errors.Is(err, fs.ErrExist) {
			o.temps.Forget(o.tmpPath(tmp))
			continue
		}
		if isWriteError(err) {
			o.discard(tmp)
		} else {
			o.temps.Forget(o.tmpPath(tmp))
		}
		return "", err
	}
	return "", fmt.Errorf("no free temporary name beside %s", rel)
}

// isWriteError reports whether err is the failure to write a file created (a full disk),
// not to create it.
func isWriteError(err error) bool {
	var pe *fs.PathError
	return errors.As(err, &pe) && pe.Op == "write"
}

// tmpPath returns the path of the file name in the temporary place.
func (o *Dir) tmpPath(name string) string { return o.path(tempDirName + "/" + name) }

// discard removes the file tmp from the temporary place.
func (o *Dir) discard(tmp string) {
	_ = o.tmp.root.Remove(tmp) // best effort: a temporary file left behind is removed by the next run
	o.temps.Forget(o.tmpPath(tmp))
}

// folder returns the folder dir (slash-separated, below the output folder, "." for
// itself), opened on first use: each folder is looked up once per run, not once per file.
func (o *Dir) folder(dir string) (*folder, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if f := o.folders[dir]; f != nil {
		return f, nil
	}
	f, err := openFolder(o.root, dir)
	if err != nil {
		return nil, err
	}
	if o.folders == nil {
		o.folders = map[string]*folder{}
	}
	o.folders[dir] = f
	return f, nil
}

// maxOpenFolders is how many folders a run keeps open between commits (two descriptors
// each): a season of thousands of events must not run out of descriptors.
const maxOpenFolders = 64

// closeFolders closes the folders opened when there are more than limit. Only commit
// uses them, one commit at a time, so none is in use.
func (o *Dir) closeFolders(limit int) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if len(o.folders) <= limit {
		return
	}
	for _, f := range o.folders {
		f.close()
	}
	o.folders = nil
}

// commit syncs the staged files (once for all, see [syncStaged]), then renames them into
// place, each replaced file first moved aside; on a failure it undoes what it renamed.
// The files moved aside are removed at the end.
func (o *Dir) commit(ctx context.Context, staged []stagedFile) (err error) {
	type done struct {
		rel       string
		to        *folder
		aside     string // the replaced file's name in the temporary place, or ""
		exchanged bool   // the replaced file and the new one swapped names at once
	}
	var renamed []done
	defer func() {
		if err != nil {
			for i := len(renamed) - 1; i >= 0; i-- {
				d := renamed[i]
				base := path.Base(d.rel)
				if d.exchanged {
					// Swapped back: the new file is in the temporary place again.
					if _, xerr := exchange(o.tmp, d.aside, d.to, base); xerr == nil {
						o.discard(d.aside)
					}
					continue
				}
				_ = d.to.root.Remove(base) // best effort rollback; the original error is reported
				if d.aside != "" {
					_ = rename(o.tmp, d.aside, d.to, base) // best effort: put the previous file back; the original error is reported
					o.temps.Forget(o.tmpPath(d.aside))
				}
			}
			return
		}
		o.mu.Lock()
		for _, d := range renamed {
			if d.rel != manifestName {
				o.wrote[d.rel] = true
			}
		}
		o.mu.Unlock()
		for _, d := range renamed {
			if d.aside != "" {
				o.discard(d.aside)
			}
		}
	}()
	if err := stopped(ctx); err != nil {
		return err
	}
	o.closeFolders(maxOpenFolders)
	if err := syncStaged(o.tmp, staged); err != nil {
		return fmt.Errorf("writing %s: %w", o.path(tempDirName), err)
	}
	mode := 0o666 &^ Umask()
	for _, s := range staged {
		if err := stopped(ctx); err != nil {
			return err
		}
		to, ferr := o.folder(path.Dir(s.rel))
		if ferr != nil {
			return writeError(o.path(s.rel), ferr)
		}
		base := path.Base(s.rel)
		aside := ""
		if fi, lerr := to.root.Lstat(base); lerr == nil {
			if fi.IsDir() {
				return fmt.Errorf("cannot write %s: it is a folder", o.path(s.rel))
			}
			if perm := fi.Mode().Perm(); fi.Mode().IsRegular() && perm != mode {
				// The new file keeps the permissions of the one it replaces.
				if cerr := o.tmp.root.Chmod(s.tmp, perm); cerr != nil {
					return writeError(o.path(s.rel), cerr)
				}
			}
			// Where the system can, the new file and the one it replaces swap names in
			// one step: the place is never empty, and the replaced file is left in the
			// temporary place, removed at the end.
			if ok, xerr := exchange(o.tmp, s.tmp, to, base); ok {
				if xerr != nil {
					return writeError(o.path(s.rel), xerr)
				}
				renamed = append(renamed, done{s.rel, to, s.tmp, true})
				continue
			}
			name, cerr := o.createTemp(s.rel, asideMark, nil, 0o600)
			if cerr != nil {
				return writeError(o.path(s.rel), cerr)
			}
			// Not removed when the process is stopped: a file moved aside is kept
			// rather than lost.
			o.temps.Forget(o.tmpPath(name))
			if rerr := rename(to, base, o.tmp, name); rerr != nil {
				o.discard(name)
				return writeError(o.path(s.rel), rerr)
			}
			aside = name
		}
		if rerr := rename(o.tmp, s.tmp, to, base); rerr != nil {
			if aside != "" {
				_ = rename(o.tmp, aside, to, base) // best effort: put the previous file back; the original error is reported
				o.temps.Forget(o.tmpPath(aside))
			}
			return writeError(o.path(s.rel), rerr)
		}
		o.temps.Forget(o.tmpPath(s.tmp))
		renamed = append(renamed, done{s.rel, to, aside, false})
	}
	return nil
}

// Finish writes the manifest. With prune, the files of the previous run that this run
// did not write are removed (and folders they leave empty); without (an interrupted
// run), they are kept and stay listed. An input of the run is never removed nor listed.
func (o *Dir) Finish(ctx context.Context, prune bool) error {
	o.mu.Lock()
	keep := map[string]bool{}
	for rel := range o.wrote {
		keep[rel] = true
	}
	o.mu.Unlock()
	var errs []error
	for _, rel := range o.old {
		if keep[rel] || o.readsFile(o.path(rel)) != "" {
			continue
		}
		if !prune {
			keep[rel] = true
			continue
		}
		if fi, err := o.root.Lstat(rel); err != nil || !fi.Mode().IsRegular() {
			continue // gone already, replaced by something tiebreak did not write, or out of reach
		}
		if err := o.root.Remove(rel); err != nil {
			errs = append(errs, fmt.Errorf("cannot remove the old output %s: %w", o.path(rel), err))
			keep[rel] = true
			continue
		}
		// Remove the folders the file leaves empty, up to the output folder.
		for d := path.Dir(rel); d != "." && d != "/"; d = path.Dir(d) {
			if fi, err := o.root.Lstat(d); err != nil || !fi.IsDir() || o.root.Remove(d) != nil {
				break // not empty, or not ours to remove
			}
		}
	}
	o.commitMu.Lock()
	defer o.commitMu.Unlock()
	list := slices.Collect(maps.Keys(keep))
	s, err := o.stage(ctx, manifestName, o.manifest(list))
	if err == nil {
		err = o.commit(ctx, []stagedFile{s})
		if err != nil {
			o.discard(s.tmp)
		}
	}
	if err != nil {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}
