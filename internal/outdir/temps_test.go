//go:build unix

package outdir

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
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
