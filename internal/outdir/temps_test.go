//go:build unix

package outdir

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/internal/scratch"
)

// TestSweepTemps removes the temporary files of an output that a killed run left (their
// lock is free), and keeps the one a live run is writing and files named otherwise.
func TestSweepTemps(t *testing.T) {
	dir := t.TempDir()
	temps := &Temps{}
	live, err := temps.Create(dir, ".w.xlsx.tmp*")
	if err != nil {
		t.Fatal(err)
	}
	defer temps.Discard(live)
	for _, n := range []string{".w.xlsx.tmp123", ".w.xlsx.tmpkeep", ".other.tmp456"} {
		if err := os.WriteFile(filepath.Join(dir, n), nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	SweepTemps(dir, ".w.xlsx.tmp*")
	want := []string{".other.tmp456", filepath.Base(live.Name()), ".w.xlsx.tmpkeep"}
	got := dirNames(t, dir)
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("left %q, want %q", got, want)
	}
}

// TestPrivateTemps makes the process's private temporary folder, with $TMPDIR pointing
// at it, after removing the one a killed process left; RemoveAll removes it.
func TestPrivateTemps(t *testing.T) {
	base := t.TempDir()
	for _, name := range []string{"TMPDIR", "TMP", "TEMP"} {
		t.Setenv(name, base)
	}
	stale := filepath.Join(base, "x-123")
	if err := os.Mkdir(stale, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(stale, scratch.LockName), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	temps := PrivateTemps("x-")
	dir := os.Getenv("TMPDIR")
	if filepath.Dir(dir) != base || !strings.HasPrefix(filepath.Base(dir), "x-") || os.Getenv("TMP") != dir || os.Getenv("TEMP") != dir {
		t.Fatalf("TMPDIR = %s, TMP = %s, TEMP = %s, want one new folder x-* in %s", dir, os.Getenv("TMP"), os.Getenv("TEMP"), base)
	}
	if got := dirNames(t, base); !slices.Equal(got, []string{filepath.Base(dir)}) {
		t.Errorf("%s holds %v, want the new folder alone", base, got)
	}
	temps.RemoveAll()
	if got := dirNames(t, base); len(got) != 0 {
		t.Errorf("after RemoveAll %s holds %v", base, got)
	}
}
