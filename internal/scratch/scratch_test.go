package scratch

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
)

// TestSweep removes the folders of runs that ended (lock free) and an empty folder of
// the prefix (a run killed before it made its lock file), and keeps the folder this run
// holds, a folder without a lock file that holds something, and folders of another
// prefix; restore sees each stale folder before it is removed.
func TestSweep(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no flock")
	}
	parent := t.TempDir()
	live, err := Make(parent, "run-")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = live.Remove() }()
	dead, err := Make(parent, "run-")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dead.Path, "page.html"), []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	dead.lock.Close() // as the system does when the process is killed
	for _, d := range []string{"run-nolock", "other-1", "run-empty"} {
		if err := os.Mkdir(filepath.Join(parent, d), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(parent, "run-nolock", "mine.txt"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	other, err := Make(parent, "other-")
	if err != nil {
		t.Fatal(err)
	}
	other.lock.Close()
	var restored []string
	removed := Sweep(parent, "run-", func(dir string) { restored = append(restored, dir) })
	slices.Sort(removed)
	want := []string{dead.Path, filepath.Join(parent, "run-empty")}
	slices.Sort(want)
	if !slices.Equal(removed, want) || len(restored) != 1 || restored[0] != dead.Path {
		t.Fatalf("removed %q, restored %q; want %q, restored %s", removed, restored, want, dead.Path)
	}
	for _, d := range []string{live.Path, filepath.Join(parent, "run-nolock"), filepath.Join(parent, "other-1"), other.Path} {
		if _, err := os.Stat(d); err != nil {
			t.Errorf("%s was removed", d)
		}
	}
	if err := live.Remove(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(live.Path); err == nil {
		t.Errorf("%s is left", live.Path)
	}
}
