package pipeline

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/remedy"
	"github.com/tiebreak-chess/tiebreak/internal/suggest"
)

// FolderError is the error of [Formats.ReadInput] for a folder given as an event file.
// Its message names up to three of the files in it that tiebreak could read.
type FolderError struct {
	Dir string
	// Files are the paths of the files in Dir whose extension an importer reads.
	Files []string
}

func (e *FolderError) Error() string {
	msg := e.Dir + " is a folder, not an event file"
	switch files := e.Files; {
	case len(files) == 0:
		return msg + ", and none of its files is in a format tiebreak reads"
	case len(files) > 3:
		return fmt.Sprintf("%s; give the results file, such as %s (or 'tiebreak check %s' for all %d)", msg, strings.Join(files[:3], ", "), filepath.Join(e.Dir, "*"), len(files))
	}
	return msg + "; give the results file: " + strings.Join(e.Files, ", ")
}

// Remedies are, for a folder without a file tiebreak reads, to look at the formats.
func (e *FolderError) Remedies() []remedy.Remedy {
	if len(e.Files) == 0 {
		return []remedy.Remedy{remedy.Formats}
	}
	return nil
}

// ReadError is a file that cannot be opened or read ([FileError]): What names it ("the
// event"), Err is the system's error. Its message says what stands in the way: the file
// does not exist (naming the files of its folder with close names, a misspelt name), or
// its folder does not.
type ReadError struct {
	What, Path string
	Err        error
	// Why says what stands in the way, as found when the read failed.
	Why string
}

func (e *ReadError) Error() string { return "cannot read " + e.What + " " + e.Path + ": " + e.Why }
func (e *ReadError) Unwrap() error { return e.Err }

// FileError returns the *ReadError of err, the failure to open or read the file path,
// which what names ("the event").
func FileError(what, path string, err error) *ReadError {
	re := &ReadError{What: what, Path: path, Err: err, Why: err.Error()}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		re.Why = pe.Err.Error() // the path is named already
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return re
	}
	if _, serr := os.Stat(filepath.Dir(path)); serr != nil {
		re.Why = "the folder " + filepath.Dir(path) + " does not exist"
		return re
	}
	re.Why = "no such file"
	if m := suggest.Files(path); len(m) > 0 {
		re.Why += "; " + suggest.Phrase(m)
	}
	return re
}

// ReadInput reads the whole of one event file, as [LoadOptions.Read] does: the file
// path, or stdin for "-" when stdin is not nil (standard input), within the importers'
// budget ([importers.ReadContext]). When ctx is cancelled the error is its cause. A
// folder is a *[FolderError]; a file that cannot be opened or read is a *[ReadError]
// of "the event", which wraps an *[os.PathError].
func (f *Formats) ReadInput(ctx context.Context, path string, stdin io.Reader) (importers.Source, error) {
	if path == "-" && stdin != nil {
		src, err := importers.ReadContext(ctx, path, stdin)
		if err != nil && ctx.Err() != nil {
			return src, context.Cause(ctx) // not "read -: ..." for a read the stop cut short
		}
		return src, err
	}
	file, err := os.Open(path)
	if err != nil {
		return importers.Source{}, FileError("the event", path, err)
	}
	defer file.Close()
	if fi, err := file.Stat(); err == nil && fi.IsDir() {
		return importers.Source{}, &FolderError{Dir: path, Files: f.readable(path)}
	}
	src, err := importers.ReadContext(ctx, path, file)
	if _, ok := errors.AsType[*fs.PathError](err); ok {
		return src, FileError("the event", path, err)
	}
	return src, err
}

// readable returns the paths of the files in dir whose extension an importer reads.
func (f *Formats) readable(dir string) []string {
	var exts []string
	for _, im := range f.Importers.All() {
		exts = append(exts, im.Extensions()...)
	}
	var files []string
	entries, _ := os.ReadDir(dir) // a folder that cannot be listed has none to name
	for _, en := range entries {
		if !en.IsDir() && slices.Contains(exts, strings.ToLower(filepath.Ext(en.Name()))) {
			files = append(files, filepath.Join(dir, en.Name()))
		}
	}
	return files
}
