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
