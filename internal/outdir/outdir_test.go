//go:build unix

package outdir

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/internal/testtool"
)

// readDir returns the files below dir, slash-separated, but for the manifest and the lock.
func readDir(t *testing.T, dir string) []string {
	t.Helper()
	var names []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if rel != manifestName && rel != lockName {
			names = append(names, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return names
}

// dirNames returns the names in dir.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// TestCommitRollsBack: when a rename fails, the files renamed before it are removed and
// the ones they replaced are back, byte for byte.
func TestCommitRollsBack(t *testing.T) {
	dir := t.TempDir()
	testtool.WriteFile(t, filepath.Join(dir, "a.txt"), []byte("old a"))
	if err := os.Mkdir(filepath.Join(dir, "c.txt"), 0o755); err != nil { // cannot be replaced
		t.Fatal(err)
	}
	od, err := Open(t.Context(), dir, Options{Command: "report", Temps: &Temps{}})
	if err != nil {
		t.Fatal(err)
	}
	defer od.Close()
	err = od.WriteAll(t.Context(), []File{{"a.txt", []byte("new a")}, {"b.txt", []byte("new b")}, {"c.txt", []byte("new c")}})
	if err == nil || !strings.Contains(err.Error(), "c.txt: it is a folder") {
		t.Fatalf("err = %v", err)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "a.txt")); string(data) != "old a" {
		t.Errorf("a.txt holds %q, want the old content back", data)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, en := range entries {
		names = append(names, en.Name())
	}
	if want := []string{lockName, tempDirName, "a.txt", "c.txt"}; !slices.Equal(names, want) {
		t.Errorf("the folder holds %q, want %q (no new file)", names, want)
	}
	if left := readDir(t, filepath.Join(dir, tempDirName)); len(left) > 0 {
		t.Errorf("temporary files left: %q", left)
	}
	od.Close()
	if _, err := os.Stat(filepath.Join(dir, tempDirName)); err == nil {
		t.Errorf("%s is left once the folder is closed", tempDirName)
	}
}

// TestManifestCommitsWithTheFiles: the manifest is renamed into place in the same commit
// as the files it lists, so when it cannot be written the files are rolled back (before,
// they stayed in place and unlisted, and no rerun could remove them); and when the files
// are written, the manifest lists them before the previous run's files are removed. A
// file whose rename was rolled back is not listed (it was listed, and a rerun would have
// removed the TD's own a.txt).
func TestManifestCommitsWithTheFiles(t *testing.T) {
	dir := t.TempDir()
	testtool.WriteFile(t, filepath.Join(dir, "a.txt"), []byte("old a"))
	od, err := Open(t.Context(), dir, Options{Command: "report", Temps: &Temps{}})
	if err != nil {
		t.Fatal(err)
	}
	defer od.Close()
	if err := os.Mkdir(filepath.Join(dir, manifestName), 0o755); err != nil { // cannot be replaced
		t.Fatal(err)
	}
	err = od.WriteAll(t.Context(), []File{{"a.txt", []byte("new a")}, {"b.txt", []byte("new b")}})
	if err == nil || !strings.Contains(err.Error(), manifestName+": it is a folder") {
		t.Fatalf("err = %v", err)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "a.txt")); string(data) != "old a" {
		t.Errorf("a.txt holds %q, want the old content back", data)
	}
	if got, want := readDir(t, dir), []string{"a.txt"}; !slices.Equal(got, want) {
		t.Errorf("the folder holds %q, want %q (no new file, no temporary file)", got, want)
	}
	if err := os.Remove(filepath.Join(dir, manifestName)); err != nil {
		t.Fatal(err)
	}
	if err := od.WriteAll(t.Context(), []File{{"b.txt", []byte("new b")}}); err != nil {
		t.Fatal(err)
	}
	got, by, err := od.readManifest()
	if err != nil || by != "report" || !slices.Equal(got, []string{"b.txt"}) {
		t.Errorf("manifest after the commit lists %q by %q (%v), want b.txt by report", got, by, err)
	}
	if err := od.Finish(t.Context(), true); err != nil {
		t.Fatal(err)
	}
	if got, _, _ := od.readManifest(); !slices.Equal(got, []string{"b.txt"}) {
		t.Errorf("final manifest lists %q, want b.txt alone", got)
	}
}

// TestWriteAllKeepsPermissions: a new file gets the permissions of any program's new
// file (0666 less the umask), a replaced file keeps those it had.
func TestWriteAllKeepsPermissions(t *testing.T) {
	dir := t.TempDir()
	testtool.WriteFile(t, filepath.Join(dir, "private.txt"), []byte("old"))
	if err := os.Chmod(filepath.Join(dir, "private.txt"), 0o600); err != nil {
		t.Fatal(err)
	}
	od, err := Open(t.Context(), dir, Options{Command: "report", Temps: &Temps{}})
	if err != nil {
		t.Fatal(err)
	}
	defer od.Close()
	if err := od.WriteAll(t.Context(), []File{{"private.txt", []byte("new")}, {"sub/new.txt", []byte("new")}}); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]os.FileMode{"private.txt": 0o600, "sub/new.txt": 0o666 &^ Umask()} {
		fi, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != want {
			t.Errorf("%s: mode %v, want %v", name, fi.Mode().Perm(), want)
		}
	}
}

// TestWriteAllManyFolders: a run that writes into more folders than it keeps open (a
// season of many events), in commits large enough to be synced at once and small
// enough to be synced file by file, writes every file, and a rerun replaces each.
func TestWriteAllManyFolders(t *testing.T) {
	dir := t.TempDir()
	for run, content := range []string{"first", "second"} {
		od, err := Open(t.Context(), dir, Options{Command: "batch", Temps: &Temps{}})
		if err != nil {
			t.Fatal(err)
		}
		for i := range maxOpenFolders + 2 {
			var files []File
			for k := range eventFiles(i) {
				files = append(files, File{Name: fmt.Sprintf("e%03d/site/p%d.html", i, k), Data: []byte(content)})
			}
			if err := od.WriteAll(t.Context(), files); err != nil {
				t.Fatalf("run %d, event %d: %v", run, i, err)
			}
		}
		if err := od.Finish(t.Context(), true); err != nil {
			t.Fatal(err)
		}
		od.Close()
		for i := range maxOpenFolders + 2 {
			for k := range eventFiles(i) {
				name := filepath.Join(dir, fmt.Sprintf("e%03d/site/p%d.html", i, k))
				if data, err := os.ReadFile(name); err != nil || string(data) != content {
					t.Fatalf("run %d: %s holds %q (%v), want %q", run, name, data, err, content)
				}
			}
		}
		if _, err := os.Stat(filepath.Join(dir, tempDirName)); err == nil {
			t.Errorf("run %d left %s", run, tempDirName)
		}
	}
}

// eventFiles is how many files event i of TestWriteAllManyFolders has: one, and for one
// event in 32 more than a commit syncs file by file.
func eventFiles(i int) int {
	if i%32 == 0 {
		return syncEachMax + 1
	}
	return 1
}
