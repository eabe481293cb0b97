package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// copyFile copies the file src to dst.
func copyFile(t *testing.T, src, dst string) {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// inputFolder returns a folder holding ev.trf (the sample event), link.trf (a symbolic
// link to it), hard.trf (a hard link to it), club.xlsx (the sample as an XLSX
// crosstable), fund.yaml and open.trf (the sample fund and its event), teams.trf (a team
// event) and report/ (the sample's US Chess rating report).
func inputFolder(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	copyFile(t, "../../testdata/sample.trf", filepath.Join(dir, "ev.trf"))
	copyFile(t, "../../testdata/open.trf", filepath.Join(dir, "open.trf"))
	copyFile(t, "../../testdata/open-fund.yaml", filepath.Join(dir, "fund.yaml"))
	copyFile(t, "testdata/teams/usat-4-boards.trf", filepath.Join(dir, "teams.trf"))
	if err := os.Symlink("ev.trf", filepath.Join(dir, "link.trf")); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(filepath.Join(dir, "ev.trf"), filepath.Join(dir, "hard.trf")); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runCLI(t, "convert", "-o", filepath.Join(dir, "club.xlsx"), filepath.Join(dir, "ev.trf")); code != 0 {
		t.Fatalf("convert to xlsx: exit %d: %s", code, stderr)
	}
	if code, _, stderr := runCLI(t, "convert", "--to", "uscf-dbf", "-o", filepath.Join(dir, "report"), "--dbf", "affiliate=A6001234",
		"--dbf", "chief-td=12345678", "--dbf", "rating-system=R", "../../testdata/sample.trf"); code != 0 {
		t.Fatalf("convert to dbf: exit %d: %s", code, stderr)
	}
	return dir
}

// snapshot returns every file under dir (relative name -> content).
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		if d.Type()&os.ModeSymlink != 0 {
			target, err := os.Readlink(path)
			files[rel] = "-> " + target
			return err
		}
		data, err := os.ReadFile(path)
		files[rel] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestOutputIsNeverTheInput checks issue 15, defect 4: no command writes over a file it
// read, named the same way, through a symbolic or hard link, or inside an output folder;
// and the wall chart's default name is never the input's.
func TestOutputIsNeverTheInput(t *testing.T) {
	refused := func(out, input string) string {
		return "tiebreak: cannot write " + out + ": it is " + input + ", which this command reads; nothing was written (choose another name with -o)\n"
	}
	tests := []struct {
		name string
		args []string // "D/" is replaced by the folder
		code int
		// stderr is the exact standard error; "" for "not checked".
		stderr string
		// written is the only file the command may add or change ("" for none).
		written string
	}{
		{"convert over itself", []string{"convert", "--to", "json", "-o", "D/ev.trf", "D/ev.trf"}, 1, refused("D/ev.trf", "D/ev.trf"), ""},
		{"convert over itself, another spelling", []string{"convert", "--to", "json", "-o", "D/./ev.trf", "D/ev.trf"}, 1, refused("D/./ev.trf", "D/ev.trf"), ""},
		{"standings over a symbolic link", []string{"standings", "--format", "trf", "-o", "D/link.trf", "D/ev.trf"}, 1, refused("D/link.trf", "D/ev.trf"), ""},
		{"standings over the link's target", []string{"standings", "--format", "trf", "-o", "D/ev.trf", "D/link.trf"}, 1, refused("D/ev.trf", "D/link.trf"), ""},
		{"standings over a hard link", []string{"standings", "--format", "trf", "-o", "D/hard.trf", "D/ev.trf"}, 1, refused("D/hard.trf", "D/ev.trf"), ""},
		{"wallchart -o the workbook it reads", []string{"wallchart", "-o", "D/club.xlsx", "D/club.xlsx"}, 1, refused("D/club.xlsx", "D/club.xlsx"), ""},
		{"teams over itself", []string{"teams", "--rules", "uscf", "--format", "csv", "-o", "D/teams.trf", "D/teams.trf"}, 1, refused("D/teams.trf", "D/teams.trf"), ""},
		{"prizes over the fund", []string{"prizes", "--fund", "D/fund.yaml", "--format", "csv", "-o", "D/fund.yaml", "D/open.trf"}, 1,
			refused("D/fund.yaml", "D/fund.yaml"), ""},
		{"rating report into the folder it reads", []string{"convert", "--to", "uscf-dbf", "-o", "D/report", "--dbf", "affiliate=A6001234",
			"--dbf", "chief-td=12345678", "--dbf", "rating-system=R", "D/report/TDEXPORT.DBF"}, 1,
			"tiebreak: cannot write into D/report: it holds D/report/TDEXPORT.DBF, which this command reads; nothing was written (choose another folder with -o)\n", ""},
		{"wallchart default name beside an xlsx", []string{"wallchart", "D/club.xlsx"}, 0, "", "club-wallchart.xlsx"},
		{"wallchart default name beside a trf", []string{"wallchart", "D/ev.trf"}, 0, "", "ev.xlsx"},
		{"convert to another file", []string{"convert", "--to", "json", "-o", "D/ev.json", "D/ev.trf"}, 0, "", "ev.json"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := inputFolder(t)
			before := snapshot(t, dir)
			var args []string
			for _, a := range tc.args {
				args = append(args, strings.ReplaceAll(a, "D/", dir+"/"))
			}
			code, _, stderr := runCLI(t, args...)
			stderr = strings.ReplaceAll(stderr, dir+"/", "D/")
			if code != tc.code || (tc.stderr != "" && stderr != tc.stderr) {
				t.Errorf("exit %d, stderr:\n%s\nwant exit %d, stderr:\n%s", code, stderr, tc.code, tc.stderr)
			}
			after := snapshot(t, dir)
			for name, data := range before {
				if after[name] != data {
					t.Errorf("%s changed", name)
				}
			}
			for name := range after {
				if _, ok := before[name]; !ok && name != tc.written {
					t.Errorf("%s written", name)
				}
			}
			if _, ok := after[tc.written]; tc.written != "" && !ok {
				t.Errorf("%s not written", tc.written)
			}
		})
	}
}

// TestWallchartNamesItsFile: wallchart without -o says which file it wrote, and why
// the name is not the usual one when it is not; with -o it says nothing.
func TestWallchartNamesItsFile(t *testing.T) {
	for _, tc := range []struct{ args, stdout string }{
		{"wallchart D/ev.trf", "wrote D/ev.xlsx\n"},
		{"wallchart D/club.xlsx", "wrote D/club-wallchart.xlsx (D/club.xlsx is the event)\n"},
		{"wallchart -o D/wall.xlsx D/ev.trf", ""},
	} {
		dir := inputFolder(t)
		args := strings.Fields(strings.ReplaceAll(tc.args, "D/", dir+"/"))
		code, stdout, stderr := runCLI(t, args...)
		if stdout = strings.ReplaceAll(stdout, dir+"/", "D/"); code != 0 || stdout != tc.stdout {
			t.Errorf("%s: exit %d, stdout %q, want %q (stderr %s)", tc.args, code, stdout, tc.stdout, stderr)
		}
	}
}

// TestDefaultOutput checks the names derived for outputs written without -o.
func TestDefaultOutput(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"club.xlsx", "Upper.XLSX", "club-wallchart.xlsx"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	upper := "Upper.xlsx" // a file apart where names differing in case are different files
	if _, err := os.Stat(filepath.Join(dir, "upper.xlsx")); err == nil {
		upper = "Upper-wallchart.xlsx"
	}
	tests := []struct{ in, want string }{
		{"ev.trf", "ev.xlsx"},
		{"ev", "ev.xlsx"},
		{"club.xlsx", "club-wallchart.xlsx"},
		{"Upper.XLSX", upper},
		{"club-wallchart.xlsx", "club-wallchart-wallchart.xlsx"},
		{"dir.d/ev", "dir.d/ev.xlsx"},
	}
	for _, tc := range tests {
		in := filepath.Join(dir, tc.in)
		if got, want := defaultOutput(in, ".xlsx", "wallchart"), filepath.Join(dir, tc.want); got != want {
			t.Errorf("defaultOutput(%q) = %q, want %q", in, got, want)
		}
	}
}

// failingWriter fails every write, as standard output redirected to /dev/full does.
type failingWriter struct{ err error }

func (w failingWriter) Write([]byte) (int, error) { return 0, w.err }

// TestStandardOutputWriteErrors checks issue 15, defect 9 (check > /dev/full exits 0):
// a command whose standard output cannot be written fails with exit 1 and says so.
func TestStandardOutputWriteErrors(t *testing.T) {
	full := failingWriter{&os.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.ENOSPC}}
	tests := []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"check", "../../testdata/sample.trf"}, 1, "tiebreak: cannot write to standard output: write /dev/stdout: no space left on device\n"},
		{[]string{"standings", "../../testdata/sample.trf"}, 1, "tiebreak: cannot write to standard output: write /dev/stdout: no space left on device\n"},
		{[]string{"convert", "--to", "trf", "-o", "-", "../../testdata/sample.trf"}, 1, "tiebreak: cannot write to standard output: write /dev/stdout: no space left on device\n"},
		{[]string{"formats"}, 1, "tiebreak: cannot write to standard output: write /dev/stdout: no space left on device\n"},
		{[]string{"templates", "weekend-swiss"}, 1, "tiebreak: cannot write to standard output: write /dev/stdout: no space left on device\n"},
		{[]string{"check", "--format", "json", "../../testdata/sample.trf"}, 1, "tiebreak: cannot write to standard output: write /dev/stdout: no space left on device\n"},
		// An event with errors: check's own failure and the write failure, both said.
		{[]string{"check", "testdata/events/bad.trf"}, 1, "tiebreak: cannot write to standard output: write /dev/stdout: no space left on device\n"},
	}
	for _, tc := range tests {
		var stderr bytes.Buffer
		code := run(t.Context(), append([]string{"tiebreak"}, tc.args...), nil, full, &stderr)
		if code != tc.code || stderr.String() != tc.stderr {
			t.Errorf("%q: exit %d, stderr %q; want exit %d, %q", tc.args, code, stderr.String(), tc.code, tc.stderr)
		}
	}
	// A reader that stops early (a closed pipe) is a failure too, not silence.
	var stderr bytes.Buffer
	if code := run(t.Context(), []string{"tiebreak", "check", "../../testdata/sample.trf"}, nil, failingWriter{io.ErrClosedPipe}, &stderr); code != 1 {
		t.Errorf("closed pipe: exit %d, %s", code, stderr.String())
	}
}
