//go:build unix

package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// These tests run the real binary: signals, the umask and /dev/full belong to a process.

// buildTiebreak builds the command into a temporary folder and returns its path.
func buildTiebreak(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	bin := filepath.Join(t.TempDir(), "tiebreak")
	if out, err := exec.Command(goTool, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// exitStatus returns the exit status of a finished command, or -1 when a signal killed it.
func exitStatus(t *testing.T, err error) int {
	t.Helper()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		return ee.ExitCode()
	}
	t.Fatal(err)
	return 0
}

// TestProcess checks issue 15, defects 5 and 9 on the real binary.
func TestProcess(t *testing.T) {
	bin := buildTiebreak(t)
	big := filepath.Join(t.TempDir(), "big.trf")
	if code, _, stderr := runCLI(t, "generate", "--players", "9999", "--rounds", "13", "-o", big); code != 0 {
		t.Fatal(stderr)
	}
	t.Run("interrupt", func(t *testing.T) { testInterrupt(t, bin, big) })
	t.Run("umask", func(t *testing.T) { testUmask(t, bin) })
	t.Run("dev-full", func(t *testing.T) { testDevFull(t, bin) })
}

// testInterrupt checks defect 5 (Ctrl-C does nothing, SIGTERM is not handled, killed runs
// leave temporary files): a wall chart of a 9,999-player event stopped while it is being
// written, or while the event is read from standard input, ends promptly with status 130
// (SIGINT) or 143 (SIGTERM), and leaves no file beside the target and nothing in $TMPDIR.
func testInterrupt(t *testing.T, bin, big string) {
	tests := []struct {
		name  string
		sig   syscall.Signal
		code  int
		stdin bool // read the event from a standard input that never ends
		msg   string
	}{
		{"SIGINT while writing", syscall.SIGINT, 130, false, "tiebreak: interrupted by Ctrl-C (SIGINT); unfinished output was removed\n"},
		{"SIGTERM while writing", syscall.SIGTERM, 143, false, "tiebreak: stopped by SIGTERM; unfinished output was removed\n"},
		{"SIGINT while reading standard input", syscall.SIGINT, 130, true, "tiebreak: interrupted by Ctrl-C (SIGINT); unfinished output was removed\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tmp, outDir := t.TempDir(), t.TempDir()
			out := filepath.Join(outDir, "wall.xlsx")
			cmd := exec.Command(bin, "wallchart", "-o", out, big)
			var stdin *os.File
			if tc.stdin {
				r, w, err := os.Pipe()
				if err != nil {
					t.Fatal(err)
				}
				defer w.Close()
				defer r.Close()
				data, _ := os.ReadFile(big)
				go func() { _, _ = w.Write(data[:len(data)/2]) }() // half the event, then nothing more (the reader is the child under test)
				cmd = exec.Command(bin, "wallchart", "-o", out, "-")
				stdin = r
			}
			cmd.Stdin = stdin
			cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			// Wait until the work is under way: the output's temporary file exists (the
			// workbook is being built), or, reading standard input, the private
			// temporary folder (made once the signals are handled).
			ready := func() bool {
				if tc.stdin {
					return len(dirNames(t, tmp)) > 0
				}
				m, _ := filepath.Glob(filepath.Join(outDir, ".wall.xlsx.tmp*"))
				return len(m) > 0
			}
			deadline := time.Now().Add(60 * time.Second)
			for !ready() {
				if time.Now().After(deadline) {
					_ = cmd.Process.Kill() // the test fails below either way
					t.Fatalf("the run never started writing: %s", stderr.String())
				}
				time.Sleep(2 * time.Millisecond)
			}
			if tc.stdin {
				time.Sleep(100 * time.Millisecond)
			}
			sent := time.Now()
			if err := cmd.Process.Signal(tc.sig); err != nil {
				t.Fatal(err)
			}
			code := exitStatus(t, cmd.Wait())
			took := time.Since(sent)
			t.Logf("stopped %v after the signal", took)
			if code != tc.code || stderr.String() != tc.msg {
				t.Errorf("exit %d, stderr %q; want exit %d, %q", code, stderr.String(), tc.code, tc.msg)
			}
			// Writing, the export looks at the context every 256 rows and returns well
			// within stopGrace; a read of standard input that never returns is abandoned
			// after stopGrace (the rest is slack for a busy machine).
			if limit := stopGrace + 2*time.Second; took > limit || !tc.stdin && took >= stopGrace {
				t.Errorf("took %v to stop", took)
			}
			if names := dirNames(t, outDir); len(names) != 0 {
				t.Errorf("left beside the target: %q", names)
			}
			if names := dirNames(t, tmp); len(names) != 0 {
				t.Errorf("left in $TMPDIR: %q", names)
			}
		})
	}
}

// testUmask checks defect 9 (output files are always 0644): new outputs get 0666 less the
// umask, and an output that replaces a file keeps that file's permissions.
func testUmask(t *testing.T, bin string) {
	sample, err := filepath.Abs("../../testdata/sample.trf")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		umask    string
		existing os.FileMode // 0: no file yet
		want     os.FileMode
	}{
		{"077", 0, 0o600},
		{"027", 0, 0o640},
		{"022", 0, 0o644},
		{"002", 0, 0o664},
		{"022", 0o600, 0o600},
	}
	for _, tc := range tests {
		for _, args := range [][]string{
			{"standings", "-o", "OUT.csv", sample},
			{"wallchart", "-o", "OUT.xlsx", sample},
			{"convert", "-o", "OUT.json", sample},
		} {
			dir := t.TempDir()
			out := filepath.Join(dir, strings.Replace(filepath.Base(args[2]), "OUT", "out", 1))
			args[2] = out
			if tc.existing != 0 {
				if err := os.WriteFile(out, []byte("old"), tc.existing); err != nil {
					t.Fatal(err)
				}
				if err := os.Chmod(out, tc.existing); err != nil {
					t.Fatal(err)
				}
			}
			cmd := exec.Command("sh", append([]string{"-c", "umask " + tc.umask + ` && exec "$@"`, "sh", bin}, args...)...)
			if msg, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("%v: %s", err, msg)
			}
			fi, err := os.Stat(out)
			if err != nil {
				t.Fatal(err)
			}
			if got := fi.Mode().Perm(); got != tc.want {
				t.Errorf("umask %s, %s (existing %o): mode %o, want %o", tc.umask, args[0], tc.existing, got, tc.want)
			}
		}
	}
}

// testDevFull checks defect 9 (check > /dev/full exits 0).
func testDevFull(t *testing.T, bin string) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full")
	}
	defer full.Close()
	for _, args := range [][]string{
		{"check", "../../testdata/sample.trf"},
		{"standings", "../../testdata/sample.trf"},
		{"standings", "--format", "xlsx", "-o", "-", "../../testdata/sample.trf"},
		{"tiebreaks"},
	} {
		cmd := exec.Command(bin, args...)
		cmd.Stdout = full
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		code := exitStatus(t, cmd.Run())
		want := "tiebreak: cannot write to standard output: write /dev/stdout: no space left on device\n"
		if code != 1 || stderr.String() != want {
			t.Errorf("%q > /dev/full: exit %d, stderr %q; want exit 1, %q", args, code, stderr.String(), want)
		}
	}
}
