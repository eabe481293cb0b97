//go:build unix

package outdir

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestReplace swaps a folder in as a whole: a new one, an empty one, a marked one (the
// old files gone), one behind a symbolic link (the link kept); and refuses, writing
// nothing, a file, an unmarked folder, one the check refuses, one holding an input and
// a link that leads nowhere.
func TestReplace(t *testing.T) {
	marker := File{Name: ".mark", Data: []byte("mine\n")}
	refuse := errors.New("another event")
	tests := []struct {
		name  string
		setup func(t *testing.T, dir string) string // returns the folder to replace
		opts  ReplaceOptions
		check func(error) bool // nil: replaced
	}{
		{"new", func(t *testing.T, dir string) string { return filepath.Join(dir, "site") }, ReplaceOptions{}, nil},
		{"empty", func(t *testing.T, dir string) string { return mkdir(t, dir, "site") }, ReplaceOptions{}, nil},
		{"marked", func(t *testing.T, dir string) string {
			site := mkdir(t, dir, "site")
			write(t, site, ".mark", "old")
			write(t, site, "gone.html", "old")
			return site
		}, ReplaceOptions{Check: func(old []byte) error {
			if string(old) != "old" {
				return errors.New("not the old marker")
			}
			return nil
		}}, nil},
		{"behind a link", func(t *testing.T, dir string) string {
			target := mkdir(t, dir, "public_html")
			write(t, target, ".mark", "old")
			link := filepath.Join(dir, "site")
			if err := os.Symlink(target, link); err != nil {
				t.Fatal(err)
			}
			return link
		}, ReplaceOptions{}, nil},
		{"a file", func(t *testing.T, dir string) string { return write(t, dir, "site", "x") }, ReplaceOptions{}, func(err error) bool {
			_, ok := errors.AsType[*NotFolderError](err)
			return ok
		}},
		{"unmarked", func(t *testing.T, dir string) string {
			site := mkdir(t, dir, "site")
			write(t, site, "notes.txt", "mine")
			return site
		}, ReplaceOptions{}, func(err error) bool {
			um, ok := errors.AsType[*UnmarkedError](err)
			return ok && um.Marker == ".mark"
		}},
		{"refused", func(t *testing.T, dir string) string {
			site := mkdir(t, dir, "site")
			write(t, site, ".mark", "old")
			return site
		}, ReplaceOptions{Check: func([]byte) error { return refuse }}, func(err error) bool {
			re, ok := errors.AsType[*RefusedError](err)
			return ok && errors.Is(err, refuse) && re.Dir != ""
		}},
		{"holds an input", func(t *testing.T, dir string) string {
			site := mkdir(t, dir, "site")
			write(t, site, ".mark", "old")
			write(t, site, "event.trf", "012 x")
			return site
		}, ReplaceOptions{Reads: func(p string) string {
			if filepath.Base(p) == "event.trf" {
				return "the event"
			}
			return ""
		}}, func(err error) bool {
			hi, ok := errors.AsType[*HoldsInputError](err)
			return ok && hi.Input == "the event"
		}},
		{"a link to nowhere", func(t *testing.T, dir string) string {
			link := filepath.Join(dir, "site")
			if err := os.Symlink(filepath.Join(dir, "missing"), link); err != nil {
				t.Fatal(err)
			}
			return link
		}, ReplaceOptions{}, func(err error) bool {
			le, ok := errors.AsType[*LinkError](err)
			return ok && le.Err != nil
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			parent := t.TempDir()
			dir := tt.setup(t, parent)
			before := tree(t, parent)
			tt.opts.Marker = marker
			err := Replace(t.Context(), dir, []File{{"index.html", []byte("new")}, {"a/p.html", []byte("p")}}, tt.opts)
			if tt.check != nil {
				if !tt.check(err) {
					t.Errorf("error %v (%T)", err, err)
				}
				if after := tree(t, parent); !reflect.DeepEqual(after, before) {
					t.Errorf("refused, yet the folders changed:\n%v\nwas\n%v", after, before)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got := tree(t, dir)
			want := map[string]string{".mark": "mine\n", "a/p.html": "p", "index.html": "new"}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%v, want %v", got, want)
			}
			if fi, err := os.Lstat(dir); err == nil && tt.name == "behind a link" && fi.Mode()&os.ModeSymlink == 0 {
				t.Error("the link was replaced by a folder")
			}
			if entries, _ := os.ReadDir(parent); len(entries) > 2 {
				t.Errorf("left beside the folder: %v", entries)
			}
		})
	}
}

// mkdir makes the folder name in dir.
func mkdir(t *testing.T, dir, name string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.Mkdir(p, 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

// write writes the file name in dir.
func write(t *testing.T, dir, name, data string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// tree returns the files below dir (following a link dir) by slash-separated name.
func tree(t *testing.T, dir string) map[string]string {
	t.Helper()
	root, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return nil
	}
	out := map[string]string{}
	err = filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		data, _ := os.ReadFile(p)
		out[filepath.ToSlash(rel)] = string(data)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
