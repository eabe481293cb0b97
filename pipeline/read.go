package pipeline

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/tiebreak-chess/tiebreak/importers"
)

// FolderError is the error of [Formats.ReadInput] for a folder given as an event file.
type FolderError struct {
	Dir string
	// Files are the paths of the files in Dir whose extension an importer reads.
	Files []string
}

func (e *FolderError) Error() string { return e.Dir + " is a folder, not an event file" }

// ReadInput reads the whole of one event file, as [LoadOptions.Read] does: the file
// path, or stdin for "-" when stdin is not nil (standard input), within the importers'
// budget ([importers.ReadContext]). When ctx is cancelled the error is its cause. A
// folder is a *[FolderError]; a file that cannot be opened or read is an error that
// wraps an *[os.PathError].
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
		return importers.Source{}, err
	}
	defer file.Close()
	if fi, err := file.Stat(); err == nil && fi.IsDir() {
		return importers.Source{}, &FolderError{Dir: path, Files: f.readable(path)}
	}
	return importers.ReadContext(ctx, path, file)
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
