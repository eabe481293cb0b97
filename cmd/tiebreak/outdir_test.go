//go:build unix

package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
)

// copyOpen copies testdata/open.trf to path.
func copyOpen(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile("../../testdata/open.trf")
	if err != nil {
		t.Fatal(err)
	}
	testtool.WriteFile(t, path, data)
}

// TestCleanupNeverFollowsLinks is issue 27 defect 4: a manifest entry below a symbolic
// link to a folder outside the output folder (a shared club Dropbox folder) was removed.
func TestCleanupNeverFollowsLinks(t *testing.T) {
	tmp := t.TempDir()
	out, outside := filepath.Join(tmp, "out"), filepath.Join(tmp, "v")
	testtool.WriteFile(t, filepath.Join(outside, "docs", "taxes.txt"), []byte("keep me"))
	if code, _, errOut := runCLI(t, "report", "-o", out, "../../testdata/open.trf"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if err := os.Symlink(outside, filepath.Join(out, "link")); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(filepath.Join(out, outdir.ManifestName), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString("link/docs/taxes.txt\n"); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := runCLI(t, "report", "-o", out, "../../testdata/open.trf"); code != 0 {
		t.Fatalf("rerun: exit %d: %s", code, errOut)
	}
	if data, err := os.ReadFile(filepath.Join(outside, "docs", "taxes.txt")); err != nil || string(data) != "keep me" {
		t.Errorf("the file outside the output folder: %q, %v", data, err)
	}
}

// TestReportRefusesABatchFolder is issue 27 defect 5: a report into an earlier batch
// folder, of an event inside it, removed its own input and the season's summary and
// leaderboard, with exit status 0.
func TestReportRefusesABatchFolder(t *testing.T) {
	tmp := t.TempDir()
	in, out := filepath.Join(tmp, "season"), filepath.Join(tmp, "out")
	copyOpen(t, filepath.Join(in, "a.trf"))
	if code, _, errOut := runCLI(t, "batch", "-o", out, in); code != 0 {
		t.Fatalf("batch: exit %d: %s", code, errOut)
	}
	before := readDir(t, out)
	code, stdout, errOut := runCLI(t, "report", "-o", out, filepath.Join(out, "a", "event.trf"))
	want := "tiebreak: cannot write into " + out + ": 'tiebreak batch' wrote it, and this is 'tiebreak report'; nothing was written (choose another folder with -o)\n"
	if code != 1 || stdout != "" || errOut != want {
		t.Errorf("report: exit %d, stdout %q, stderr %q; want 1 and %q", code, stdout, errOut, want)
	}
	if after := readDir(t, out); !slices.Equal(after, before) {
		t.Errorf("the batch folder changed:\n%q\nwas\n%q", after, before)
	}
}

// TestReportNeverRemovesItsInput: a report folder whose manifest lists the file the
// rerun reads keeps it, and the new manifest does not list it.
func TestReportNeverRemovesItsInput(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	if code, _, errOut := runCLI(t, "report", "-o", out, "../../testdata/open.trf"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	// The event is moved into the folder under a name the manifest lists.
	copyOpen(t, filepath.Join(out, "old", "event.trf"))
	f, err := os.OpenFile(filepath.Join(out, outdir.ManifestName), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString("old/event.trf\n"); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := runCLI(t, "report", "-o", out, filepath.Join(out, "old", "event.trf")); code != 0 {
		t.Fatalf("rerun: exit %d: %s", code, errOut)
	}
	if _, err := os.Stat(filepath.Join(out, "old", "event.trf")); err != nil {
		t.Errorf("the input was removed: %v", err)
	}
	manifest, _ := os.ReadFile(filepath.Join(out, outdir.ManifestName))
	if strings.Contains(string(manifest), "old/event.trf") || !strings.Contains(string(manifest), "\n# command: report\n") {
		t.Errorf("manifest:\n%s", manifest)
	}
}

// TestReportAllOrNothing is issue 27 defect 8: with the input inside the output folder
// under an output's name, report wrote three files, then said nothing was written.
func TestReportAllOrNothing(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	copyOpen(t, filepath.Join(out, "event.trf"))
	code, stdout, errOut := runCLI(t, "report", "-o", out, filepath.Join(out, "event.trf"))
	if code != 1 || stdout != "" || !strings.Contains(errOut, "which this command reads; nothing was written") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, errOut)
	}
	if got := readDir(t, out); !slices.Equal(got, []string{"event.trf"}) {
		t.Errorf("the folder holds %q, want only the input", got)
	}
	// Issue 39: a refused report left an empty lock file behind.
	if _, err := os.Stat(filepath.Join(out, outdir.LockName)); err == nil {
		t.Errorf("a refused report left %s", outdir.LockName)
	}
}

// TestReportKeepsTheFund: the fund file is an input too. report, publish, batch and
// watch read --fund without noting it, so a fund kept in the output folder under an
// output's name (prizes.csv) was overwritten by the prize list it paid.
func TestReportKeepsTheFund(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	fund := filepath.Join(out, "prizes.csv")
	data, err := os.ReadFile(filepath.Join("..", "..", "examples", "fund.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	testtool.WriteFile(t, fund, data)
	code, stdout, errOut := runCLI(t, "report", "--fund", fund, "-o", out, filepath.Join("..", "..", "examples", "event.trf"))
	if code != 1 || stdout != "" || !strings.Contains(errOut, "it is "+fund+", which this command reads; nothing was written") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, errOut)
	}
	if got, _ := os.ReadFile(fund); string(got) != string(data) {
		t.Errorf("the fund file was replaced:\n%.200s", got)
	}
}

// TestOutputFolderLock: a second run into a folder another run is writing into is
// refused, and nothing is written.
func TestOutputFolderLock(t *testing.T) {
	out := t.TempDir()
	od, err := outdir.Open(t.Context(), out, outdir.Options{Command: "report"})
	if err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runCLI(t, "report", "-o", out, "../../testdata/open.trf")
	if code != 1 || !strings.Contains(errOut, "tiebreak: another tiebreak run is writing into "+out+": ") ||
		!strings.HasSuffix(errOut, " (wait for it to end, or choose another folder with -o)\n") {
		t.Errorf("exit %d: %s", code, errOut)
	}
	od.Close()
	if code, _, errOut := runCLI(t, "report", "-o", out, "../../testdata/open.trf"); code != 0 {
		t.Errorf("after the first run ended: exit %d: %s", code, errOut)
	}
}

// TestBatchSkipsOutputsThroughLinks is issue 27 defect 9 and the older-folder part of
// defect 13: through a symbolic link to DIR, batch read its own outputs (after three
// runs the leaderboard counted one event 7 times), and an older output folder inside
// DIR was read as events.
func TestBatchSkipsOutputsThroughLinks(t *testing.T) {
	tmp := t.TempDir()
	in := filepath.Join(tmp, "season")
	copyOpen(t, filepath.Join(in, "a.trf"))
	if err := os.Symlink(in, filepath.Join(tmp, "link")); err != nil {
		t.Fatal(err)
	}
	// An older output folder of another name inside DIR.
	if code, _, errOut := runCLI(t, "report", "-o", filepath.Join(in, "old-report"), filepath.Join(in, "a.trf")); code != 0 {
		t.Fatalf("report: exit %d: %s", code, errOut)
	}
	out := filepath.Join(in, "out")
	for run := 1; run <= 4; run++ {
		link := filepath.Join(tmp, "link")
		if run%2 == 0 {
			link += "/"
		}
		code, stdout, errOut := runCLI(t, "batch", "-o", out, link)
		if code != 0 || !strings.Contains(stdout, ": 1 event, 1 ok, 0 failed\n") || !strings.Contains(stdout, "season.pdf: 1 event\n") {
			t.Fatalf("run %d: exit %d: %s%s", run, code, stdout, errOut)
		}
	}
}

// TestBatchUnreadableFolderFailsAlone is part of issue 27 defect 13: one unreadable
// subfolder stopped the whole batch.
func TestBatchUnreadableFolderFailsAlone(t *testing.T) {
	tmp := t.TempDir()
	in := filepath.Join(tmp, "season")
	copyOpen(t, filepath.Join(in, "a.trf"))
	copyOpen(t, filepath.Join(in, "locked", "b.trf"))
	if err := os.Chmod(filepath.Join(in, "locked"), 0); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = os.Chmod(filepath.Join(in, "locked"), 0o755) }() // best effort: TempDir removal needs it; a failure shows there
	if os.Geteuid() == 0 {
		// Root reads every folder whatever its mode: the walk reports the folder
		// unreadable as WalkDir does when reading it fails (a second call with the error).
		walkDir = func(root string, fn fs.WalkDirFunc) error {
			return filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
				if err != nil || !d.IsDir() || d.Name() != "locked" {
					return fn(p, d, err)
				}
				if err := fn(p, d, nil); err != nil {
					return err
				}
				if err := fn(p, d, &fs.PathError{Op: "open", Path: p, Err: fs.ErrPermission}); err != nil {
					return err
				}
				return filepath.SkipDir
			})
		}
		defer func() { walkDir = filepath.WalkDir }()
	}
	code, stdout, errOut := runCLI(t, "batch", "-o", filepath.Join(tmp, "out"), in)
	if code != 3 || !strings.Contains(stdout, "2 events, 1 ok, 1 failed") || !strings.Contains(errOut, "cannot read the folder "+filepath.Join(in, "locked")) {
		t.Errorf("exit %d: %s%s", code, stdout, errOut)
	}
}

// TestSideFilesMustBeRegular is issue 27 defect 6: a FIFO sidecar hung batch for ever,
// and fund: /dev/zero ran out of memory.
func TestSideFilesMustBeRegular(t *testing.T) {
	tmp := t.TempDir()
	in := filepath.Join(tmp, "season")
	copyOpen(t, filepath.Join(in, "a.trf"))
	copyOpen(t, filepath.Join(in, "b.trf"))
	if err := syscall.Mkfifo(filepath.Join(in, "a.yaml"), 0o600); err != nil {
		t.Fatal(err)
	}
	testtool.WriteFile(t, filepath.Join(in, "b.yaml"), []byte("fund: /dev/zero\n"))
	done := make(chan struct{})
	var code int
	var stdout, errOut string
	go func() {
		code, stdout, errOut = runCLI(t, "batch", "-o", filepath.Join(tmp, "out"), in)
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("batch still running after 30 s")
	}
	if code != 3 || !strings.Contains(stdout, "2 events, 0 ok, 2 failed") ||
		!strings.Contains(errOut, "a.yaml: not a regular file") || !strings.Contains(errOut, "/dev/zero: not a regular file") {
		t.Errorf("exit %d: %s%s", code, stdout, errOut)
	}
	code, _, errOut = runCLI(t, "report", "--fund", "/dev/zero", "-o", filepath.Join(tmp, "r"), "../../testdata/open.trf")
	if code != 1 || !strings.Contains(errOut, "/dev/zero: not a regular file") {
		t.Errorf("report --fund /dev/zero: exit %d: %s", code, errOut)
	}
}
