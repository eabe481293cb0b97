//go:build unix

package outdir

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// writeFile writes data to path, making its folder.
func writeFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

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
	writeFile(t, filepath.Join(dir, "a.txt"), []byte("old a"))
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
	writeFile(t, filepath.Join(dir, "a.txt"), []byte("old a"))
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
