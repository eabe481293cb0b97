package pipeline

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/internal/remedy"
)

// TestReadInput reads an event file, standard input and a folder (which names the
// files in it an importer reads), and keeps the error of a missing file and the cause
// of a stop.
func TestReadInput(t *testing.T) {
	f := NewFormats()
	dir := t.TempDir()
	for _, name := range []string{"a.trf", "B.TRF", "c.json", "notes.doc"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("012 Open\n"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "sub.trf"), 0o700); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()

	src, err := f.ReadInput(ctx, filepath.Join(dir, "a.trf"), nil)
	if err != nil || string(src.Data) != "012 Open\n" || src.Name != filepath.Join(dir, "a.trf") {
		t.Errorf("file: %q %q, %v", src.Name, src.Data, err)
	}
	src, err = f.ReadInput(ctx, "-", strings.NewReader("012 Stdin\n"))
	if err != nil || string(src.Data) != "012 Stdin\n" || src.Name != "-" {
		t.Errorf("standard input: %q %q, %v", src.Name, src.Data, err)
	}

	_, err = f.ReadInput(ctx, dir, nil)
	fe, ok := errors.AsType[*FolderError](err)
	want := []string{filepath.Join(dir, "B.TRF"), filepath.Join(dir, "a.trf"), filepath.Join(dir, "c.json")}
	if !ok || fe.Dir != dir || !slices.Equal(fe.Files, want) {
		t.Errorf("folder: %v %q, want a *FolderError with %q", err, fe.Files, want)
	}

	_, err = f.ReadInput(ctx, filepath.Join(dir, "missing.trf"), nil)
	if _, ok := errors.AsType[*os.PathError](err); !ok || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}

	stop := errors.New("stopped")
	cancelled, cancel := context.WithCancelCause(ctx)
	cancel(stop)
	for _, path := range []string{filepath.Join(dir, "a.trf"), "-"} {
		if _, err := f.ReadInput(cancelled, path, strings.NewReader("012 x\n")); !errors.Is(err, stop) {
			t.Errorf("%s stopped: %v, want the cause", path, err)
		}
	}
}

// TestReadErrorsSayWhy: a folder given as an event names the files it holds that
// tiebreak reads (three at most), and a file that cannot be read says why in neutral
// words: no such file (with the close names of its folder), no such folder.
func TestReadErrorsSayWhy(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "sample.trf"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		err  error
		want string
		fix  []remedy.Remedy
	}{
		{"empty folder", &FolderError{Dir: "ev"}, "ev is a folder, not an event file, and none of its files is in a format tiebreak reads", []remedy.Remedy{remedy.Formats}},
		{"two files", &FolderError{Dir: "ev", Files: []string{"ev/a.trf", "ev/b.trf"}}, "ev is a folder, not an event file; give the results file: ev/a.trf, ev/b.trf", nil},
		{"four files", &FolderError{Dir: "ev", Files: []string{"ev/a", "ev/b", "ev/c", "ev/d"}}, "ev is a folder, not an event file; give the results file, such as ev/a, ev/b, ev/c (or 'tiebreak check ev/*' for all 4)", nil},
		{"misspelt", FileError("the event", filepath.Join(dir, "sampel.trf"), &fs.PathError{Op: "open", Path: "x", Err: fs.ErrNotExist}),
			"cannot read the event " + filepath.Join(dir, "sampel.trf") + `: no such file; did you mean "` + filepath.Join(dir, "sample.trf") + `"?`, nil},
		{"no folder", FileError("the fund", filepath.Join(dir, "no", "f.yaml"), &fs.PathError{Op: "open", Path: "x", Err: fs.ErrNotExist}),
			"cannot read the fund " + filepath.Join(dir, "no", "f.yaml") + ": the folder " + filepath.Join(dir, "no") + " does not exist", nil},
		{"permission", FileError("the event", "e.trf", &fs.PathError{Op: "open", Path: "e.trf", Err: fs.ErrPermission}), "cannot read the event e.trf: permission denied", nil},
	} {
		if got := tc.err.Error(); got != tc.want {
			t.Errorf("%s: %q\nwant %q", tc.name, got, tc.want)
		}
		if got := remedy.Of(tc.err); !slices.Equal(got, tc.fix) {
			t.Errorf("%s: remedies %v, want %v", tc.name, got, tc.fix)
		}
	}
}
