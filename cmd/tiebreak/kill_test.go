//go:build unix

package main

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tiebreak-chess/tiebreak/internal/outdir"
)

// TestKillLeavesNothing checks issue 39: a run killed outright (SIGKILL, which no program
// can handle) at several moments of report --publish, batch --publish, publish and watch
// --publish leaves temporary files or folders (pages staged, a new site, the private
// temporary folder with watch's copy of the event), and a rerun into the same folder,
// with the same temporary folder, removes every one of them. The moments are times after
// the start; whatever moment the kill lands on, nothing may be left after the rerun.
func TestKillLeavesNothing(t *testing.T) {
	bin := buildTiebreak(t)
	inputs := t.TempDir()
	event := filepath.Join(inputs, "club.trf")
	if code, _, stderr := runCLI(t, "generate", "--players", "1500", "--rounds", "9", "-o", event); code != 0 {
		t.Fatal(stderr)
	}
	commands := []struct {
		name string
		args func(out string) []string
	}{
		{"report --publish", func(out string) []string { return []string{"report", "-q", "--publish", "-o", out, event} }},
		{"batch --publish", func(out string) []string { return []string{"batch", "-q", "--publish", "-o", out, inputs} }},
		{"publish", func(out string) []string { return []string{"publish", "-o", filepath.Join(out, "site"), event} }},
		{"watch --publish", func(out string) []string {
			return []string{"watch", "--once", "--settle", "1ms", "--publish", "-o", filepath.Join(out, "site"), event}
		}},
	}
	for _, c := range commands {
		t.Run(c.name, func(t *testing.T) {
			killedLeft := 0
			defer func() {
				if killedLeft == 0 && !t.Failed() {
					t.Error("no killed run left anything: the kills came too late to test anything")
				}
			}()
			for _, after := range []time.Duration{30 * time.Millisecond, 150 * time.Millisecond, 400 * time.Millisecond, 900 * time.Millisecond} {
				tmp, out := t.TempDir(), t.TempDir()
				env := append(os.Environ(), "TMPDIR="+tmp)
				cmd := exec.Command(bin, c.args(out)...)
				cmd.Env = env
				if err := cmd.Start(); err != nil {
					t.Fatal(err)
				}
				time.Sleep(after)
				_ = cmd.Process.Signal(syscall.SIGKILL) // the run may have ended already
				_ = cmd.Wait()
				left := leftovers(t, out, tmp)
				killedLeft += len(left)
				rerun := exec.Command(bin, c.args(out)...)
				rerun.Env = env
				if msg, err := rerun.CombinedOutput(); err != nil {
					t.Fatalf("killed after %v: the rerun failed: %v\n%s", after, err, msg)
				}
				if got := leftovers(t, out, tmp); len(got) > 0 {
					t.Errorf("killed after %v (leaving %d), a rerun leaves %q", after, len(left), got)
				}
			}
		})
	}
}

// leftovers returns the temporary files and folders below out (hidden names of
// temporary files, the temporary place of a folder, new or old sites) and everything in
// tmp.
func leftovers(t *testing.T, out, tmp string) []string {
	t.Helper()
	var got []string
	err := filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		n := d.Name()
		if n == outdir.TempDirName || strings.Contains(n, ".tmp") || strings.Contains(n, ".new") || strings.Contains(n, ".old") ||
			strings.HasPrefix(n, "tmp-") || strings.HasPrefix(n, outdir.AsideMark) || n == ".tiebreak-busy" {
			got = append(got, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range dirNames(t, tmp) {
		got = append(got, filepath.Join(tmp, n))
	}
	return got
}
