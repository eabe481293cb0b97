package outdir

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/tiebreak-chess/tiebreak/internal/remedy"
)

// TestWriteFile checks the one-file writer: the file appears whole with the mode of the
// file it replaces; a failing fn, a cancelled context (before or during the writes) and
// a missing folder leave the old file as it was and no temporary file beside it.
func TestWriteFile(t *testing.T) {
	stop := errors.New("stopped by the caller")
	failed := errors.New("exporter failed")
	for _, tc := range []struct {
		name   string
		cancel bool // cancel before WriteFile
		fn     func(cancel context.CancelCauseFunc) func(io.Writer) error
		folder string // under the test's folder; "" for the folder itself
		want   error
		// wantWrite is an error of type *WriteError.
		wantWrite bool
	}{
		{name: "written", fn: writes("new")},
		{name: "fn fails", fn: func(context.CancelCauseFunc) func(io.Writer) error {
			return func(w io.Writer) error { _, _ = io.WriteString(w, "half"); return failed }
		}, want: failed},
		{name: "cancelled before", cancel: true, fn: writes("new"), want: stop},
		{name: "cancelled while writing", fn: func(cancel context.CancelCauseFunc) func(io.Writer) error {
			return func(w io.Writer) error {
				_, _ = io.WriteString(w, "half")
				cancel(stop)
				_, err := io.WriteString(w, "rest")
				return err
			}
		}, want: stop},
		{name: "no folder", folder: "missing", fn: writes("new"), wantWrite: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "out.txt")
			if err := os.WriteFile(path, []byte("old"), 0o640); err != nil {
				t.Fatal(err)
			}
			if tc.folder != "" {
				path = filepath.Join(dir, tc.folder, "out.txt")
			}
			ctx, cancel := context.WithCancelCause(context.Background())
			defer cancel(nil)
			if tc.cancel {
				cancel(stop)
			}
			err := (&Temps{}).WriteFile(ctx, path, tc.fn(cancel))
			var we *WriteError
			switch {
			case tc.wantWrite:
				if !errors.As(err, &we) || we.Path != path {
					t.Fatalf("err = %v, want a *WriteError for %s", err, path)
				}
			case !errors.Is(err, tc.want):
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			entries, _ := os.ReadDir(dir)
			if len(entries) != 1 || entries[0].Name() != "out.txt" {
				t.Errorf("the folder holds %v, want out.txt alone", entries)
			}
			got, _ := os.ReadFile(filepath.Join(dir, "out.txt"))
			fi, _ := os.Stat(filepath.Join(dir, "out.txt"))
			want := "old"
			if tc.want == nil && !tc.wantWrite {
				want = "new"
			}
			if string(got) != want || fi.Mode().Perm() != 0o640 {
				t.Errorf("out.txt = %q (mode %v), want %q (mode 0640)", got, fi.Mode().Perm(), want)
			}
		})
	}
}

// writes returns an fn that writes s.
func writes(s string) func(context.CancelCauseFunc) func(io.Writer) error {
	return func(context.CancelCauseFunc) func(io.Writer) error {
		return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
	}
}

// TestWriteErrorSaysWhy: a write that fails because of the place says what stands in
// the way, in neutral words, and only a file written over a folder has a remedy (name a
// file in it).
func TestWriteErrorSaysWhy(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file.txt")
	if err := os.WriteFile(file, nil, 0o666); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, path, want string
		remedies         []remedy.Remedy
	}{
		{"a folder", dir, "cannot write " + dir + ": it is a folder", []remedy.Remedy{remedy.NameFile}},
		{"no folder", filepath.Join(dir, "missing", "out.txt"), "cannot write " + filepath.Join(dir, "missing", "out.txt") + ": the folder " + filepath.Join(dir, "missing") + " does not exist", nil},
		{"a file as folder", filepath.Join(file, "out.txt"), "cannot write " + filepath.Join(file, "out.txt") + ": " + file + " is a file, not a folder", nil},
	} {
		err := (&Temps{}).WriteFile(context.Background(), tc.path, writes("new")(nil))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
		if got := remedy.Of(err); !slices.Equal(got, tc.remedies) {
			t.Errorf("%s: remedies %v, want %v", tc.name, got, tc.remedies)
		}
	}
	// A file of a tree written over a folder has no remedy: its name is not the caller's.
	if got := remedy.Of(writeError(dir, os.ErrExist)); got != nil {
		t.Errorf("a tree's file over a folder: remedies %v, want none", got)
	}
}
