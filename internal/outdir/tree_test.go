//go:build unix

package outdir

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestWriteTree writes every file of a site with its folders, each file with the
// permissions of a new file, in more files than are synced one by one.
func TestWriteTree(t *testing.T) {
	dir := t.TempDir()
	files := []File{{"index.html", []byte("i")}, {"a/p.html", []byte("p")}}
	for i := range syncEachMax + 1 {
		files = append(files, File{fmt.Sprintf("a/b/%d.html", i), []byte{byte('0' + i)}})
	}
	if err := WriteTree(t.Context(), dir, files); err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, f := range files {
		want = append(want, f.Name)
		full := filepath.Join(dir, filepath.FromSlash(f.Name))
		data, err := os.ReadFile(full)
		if err != nil || string(data) != string(f.Data) {
			t.Errorf("%s holds %q (%v), want %q", f.Name, data, err, f.Data)
		}
		if fi, err := os.Stat(full); err == nil && fi.Mode().Perm() != 0o666&^Umask() {
			t.Errorf("%s: mode %v", f.Name, fi.Mode().Perm())
		}
	}
	got := readDir(t, dir)
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("the folder holds %q, want %q", got, want)
	}
}

// TestWriteTreeRefuses: a name out of the folder, and a stopped run, write nothing more.
func TestWriteTreeRefuses(t *testing.T) {
	for _, name := range []string{"../x.html", "/x.html", "a/../../x.html", "a//x.html"} {
		dir := filepath.Join(t.TempDir(), "site")
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := WriteTree(t.Context(), dir, []File{{name, []byte("x")}}); err == nil {
			t.Errorf("%q was written", name)
		}
		if _, err := os.Stat(filepath.Join(filepath.Dir(dir), "x.html")); err == nil {
			t.Errorf("%q was written out of the folder", name)
		}
	}
	ctx, cancel := context.WithCancelCause(t.Context())
	stop := errors.New("stopped")
	cancel(stop)
	dir := t.TempDir()
	if err := WriteTree(ctx, dir, []File{{"index.html", []byte("i")}}); !errors.Is(err, stop) {
		t.Errorf("err = %v, want the cause", err)
	}
	if got := readDir(t, dir); len(got) > 0 {
		t.Errorf("a stopped run wrote %q", got)
	}
}
