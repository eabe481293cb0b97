package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
	"github.com/tiebreak-chess/tiebreak/internal/dbase"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
)

// readDir returns the names of the files below dir (slash-separated, relative, sorted),
// without the manifest and the lock file.
func readDir(t *testing.T, dir string) []string {
	t.Helper()
	var names []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if rel != outdir.ManifestName && rel != outdir.LockName {
			names = append(names, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(names)
	return names
}

// TestReportMatchesCommands checks that every file of a report holds exactly what the
// standings, wallchart and prizes commands write for the same event and flags.
func TestReportMatchesCommands(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	const event, fundFile = "../../testdata/open.trf", "../../testdata/open-fund.yaml"
	tests := []struct {
		name  string
		flags []string // report and every command get them
		fund  bool
		want  []string
	}{
		{"fund", []string{"--tiebreaks", "uscf"}, true,
			[]string{"event.trf", "prizes.csv", "prizes.pdf", "standings.csv", "standings.txt", "wallchart.xlsx"}},
		{"no-fund-a4", []string{"--tiebreaks", "MM,SOLK,SB", "--paper", "a4"}, false,
			[]string{"event.trf", "standings.csv", "standings.pdf", "standings.txt", "wallchart.xlsx"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tmp := t.TempDir()
			dir := filepath.Join(tmp, "out")
			args := append([]string{"report", "-o", dir}, tc.flags...)
			if tc.fund {
				args = append(args, "--fund", fundFile)
			}
			code, out, errOut := runCLI(t, append(args, event)...)
			if code != 0 {
				t.Fatalf("report: exit %d: %s", code, errOut)
			}
			if got := readDir(t, dir); !slices.Equal(got, tc.want) {
				t.Fatalf("report wrote %q, want %q", got, tc.want)
			}
			var lines []string
			for _, f := range []string{"standings.csv", "standings.txt", "wallchart.xlsx", "event.trf", "standings.pdf", "prizes.csv", "prizes.pdf"} {
				if slices.Contains(tc.want, f) {
					lines = append(lines, "wrote "+filepath.Join(dir, f))
				}
			}
			if want := strings.Join(lines, "\n") + "\n"; out != want {
				t.Errorf("report printed\n%s\nwant\n%s", out, want)
			}
			noPaper := slices.DeleteFunc(slices.Clone(tc.flags), func(s string) bool { return s == "--paper" || s == "a4" })
			commands := map[string][]string{
				"standings.csv":  append([]string{"standings", "--format", "csv"}, noPaper...),
				"standings.txt":  append([]string{"standings", "--format", "text"}, noPaper...),
				"event.trf":      append([]string{"standings", "--format", "trf"}, noPaper...),
				"wallchart.xlsx": append([]string{"wallchart"}, tc.flags...), // laid out for the same --paper
				"standings.pdf":  append([]string{"standings", "--format", "pdf"}, tc.flags...),
				"prizes.csv":     append([]string{"prizes", "--fund", fundFile, "--format", "csv"}, noPaper...),
				"prizes.pdf":     append([]string{"prizes", "--fund", fundFile, "--format", "pdf"}, tc.flags...),
			}
			for _, f := range tc.want {
				file := filepath.Join(tmp, "cmd-"+f)
				code, _, errOut := runCLI(t, append(append(commands[f], "-o", file), event)...)
				if code != 0 {
					t.Fatalf("%s: exit %d: %s", f, code, errOut)
				}
				want, _ := os.ReadFile(file)
				got, _ := os.ReadFile(filepath.Join(dir, f))
				if len(want) == 0 || !bytes.Equal(got, want) {
					t.Errorf("%s: the report's file (%d bytes) differs from %q (%d bytes)", f, len(got), commands[f], len(want))
				}
			}
		})
	}
}

// TestReportRerun checks that a rerun replaces the files, removes its own file that is
// no longer made (prizes.* after the fund is dropped) and keeps files it did not write.
func TestReportRerun(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	dir := t.TempDir()
	mine := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(mine, []byte("the TD's notes"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := runCLI(t, "report", "--fund", "../../testdata/open-fund.yaml", "-o", dir, "../../testdata/open.trf"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, "report", "-o", dir, "../../testdata/open.trf"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := []string{"event.trf", "notes.txt", "standings.csv", "standings.pdf", "standings.txt", "wallchart.xlsx"}
	if got := readDir(t, dir); !slices.Equal(got, want) {
		t.Errorf("after the rerun the folder holds %q, want %q", got, want)
	}
	manifest, _ := os.ReadFile(filepath.Join(dir, outdir.ManifestName))
	if strings.Contains(string(manifest), "prizes") || strings.Contains(string(manifest), "notes.txt") {
		t.Errorf("manifest:\n%s", manifest)
	}
}

// TestReportRefusesAndWritesNothing checks that an event with errors is refused with the
// check's message and nothing is written, and that --force writes it.
func TestReportRefusesAndWritesNothing(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	code, out, errOut := runCLI(t, "report", "-o", dir, "testdata/events/bad.trf")
	if code != 1 || out != "" || !strings.Contains(errOut, "nothing was written") || !strings.Contains(errOut, "--force") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("the output folder was created: %v", err)
	}
	if code, _, errOut := runCLI(t, "report", "--force", "-o", dir, "testdata/events/bad.trf"); code != 0 {
		t.Fatalf("--force: exit %d: %s", code, errOut)
	}
	txt, _ := os.ReadFile(filepath.Join(dir, "standings.txt"))
	if !strings.Contains(string(txt), "Unverified: 4 problems") {
		t.Errorf("standings.txt of a forced report is not marked unverified:\n%s", txt)
	}
}

// TestReportSections checks that a SwissSys file gets one subfolder per section, each
// as 'standings --section' writes it, and that --section writes one section alone.
func TestReportSections(t *testing.T) {
	root := trftest.RealData(t)
	event := filepath.Join(root, "uscf/swisssys-2025-05-93rd-massachusetts-open/93rd_Massachusetts_Open.swisssys-nach.redacted.json")
	dir := t.TempDir()
	// Every section is read, the Blitz section (two games a round) included: check
	// exits 0 (warnings only) and report writes one folder per section.
	if code, out, errOut := runCLI(t, "check", event); code != 0 || strings.Count(out, ": ok (0 errors") != 8 {
		t.Fatalf("check: exit %d: %s%s", code, out, errOut)
	}
	code, _, errOut := runCLI(t, "report", "-o", dir, event)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var folders []string
	for _, f := range readDir(t, dir) {
		if d, name, ok := strings.Cut(f, "/"); ok && name == "standings.csv" {
			folders = append(folders, d)
		}
	}
	want := []string{"blitz", "championship", "extra-games", "extra-games-dual-rated", "under-1200", "under-1500", "under-1800", "under-2100"}
	if slices.Sort(folders); !slices.Equal(folders, want) {
		t.Fatalf("sections: %q, want %q", folders, want)
	}
	// The rating report of every section, the two-game one with its 10 games a player.
	dbf := t.TempDir()
	if code, _, errOut := runCLI(t, "convert", "--to", "uscf-dbf", "--dbf", "rating-system=R", "--dbf", "rating-system[Blitz]=B", "-o", dbf, event); code != 0 || !strings.Contains(errOut, "wrote 8 sections") {
		t.Fatalf("convert: exit %d: %s", code, errOut)
	}
	ts, err := os.ReadFile(filepath.Join(dbf, "TSEXPORT.DBF"))
	if err != nil {
		t.Fatal(err)
	}
	tab, err := dbase.Decode(ts)
	if err != nil {
		t.Fatal(err)
	}
	for _, rec := range tab.Records {
		name, sys := strings.TrimSpace(rec[tab.Col("S_SEC_NAME")]), rec[tab.Col("S_R_SYSTEM")]
		if want := map[bool]string{true: "B", false: "R"}[name == "BLITZ"]; sys != want {
			t.Errorf("section %s: rating system %q, want %s", name, sys, want)
		}
	}
	if code, out, errOut := runCLI(t, "check", filepath.Join(dbf, "TDEXPORT.DBF")); code != 0 || strings.Count(out, ": ok (0 errors") != 8 {
		t.Errorf("check the DBF: exit %d: %s%s", code, out, errOut)
	}
	for _, sec := range folders {
		_, want, errOut := runCLI(t, "standings", "--section", sec, "--format", "csv", event)
		got, _ := os.ReadFile(filepath.Join(dir, sec, "standings.csv"))
		if want == "" || string(got) != want {
			t.Errorf("%s: standings.csv differs from 'standings --section %s' (%s)", sec, sec, errOut)
		}
	}
	one := t.TempDir()
	if code, _, errOut := runCLI(t, "report", "--section", folders[0], "-o", one, event); code != 0 {
		t.Fatalf("--section: exit %d: %s", code, errOut)
	}
	if got := readDir(t, one); !slices.Contains(got, "standings.csv") {
		t.Errorf("--section %s wrote %q", folders[0], got)
	}
}

// TestReportRefusesAnotherEvent: report into a folder that holds another event's report
// refuses (exit 1, naming both events, nothing changed) unless --force; rerunning the
// same event replaces its report silently.
func TestReportRefusesAnotherEvent(t *testing.T) {
	dir := t.TempDir()
	report := func(args ...string) (int, string) {
		code, _, stderr := runCLI(t, append([]string{"report", "-q", "-o", dir}, args...)...)
		return code, stderr
	}
	if code, stderr := report("../../testdata/open.trf"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	before, _ := os.ReadFile(filepath.Join(dir, "standings.csv"))
	if code, stderr := report("../../testdata/open.trf"); code != 0 || stderr != "" {
		t.Errorf("rerun of the same event: exit %d: %s", code, stderr)
	}
	code, stderr := report("../../testdata/sample.trf")
	if code != 1 {
		t.Errorf("another event: exit %d, want 1", code)
	}
	for _, want := range []string{`"Riverside Spring Open 2026, Open section" (2026/03/14)`, `"Synthetic Open 2026"`, "--force"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("the refusal does not say %s: %s", want, stderr)
		}
	}
	if after, _ := os.ReadFile(filepath.Join(dir, "standings.csv")); !bytes.Equal(before, after) {
		t.Error("the refused report changed standings.csv")
	}
	if code, stderr := report("--force", "../../testdata/sample.trf"); code != 0 {
		t.Errorf("--force: exit %d: %s", code, stderr)
	}
	if after, _ := os.ReadFile(filepath.Join(dir, "event.trf")); !strings.Contains(string(after), "012 Synthetic Open 2026") {
		t.Error("--force did not replace the report")
	}
}
