package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
	"github.com/tiebreak-chess/tiebreak/internal/dbase"
)

// TestSwissSysToRatingReport converts a real nine-section SwissSys file into a US Chess
// rating report, checks the report (one block per section), and compares the standings of
// one section read from the JSON and from the DBF.
func TestSwissSysToRatingReport(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(trftest.RealData(t), "uscf", "swisssys-2025-04-*", "*.json"))
	if len(files) != 1 {
		t.Fatalf("found %v", files)
	}
	dir := filepath.Join(t.TempDir(), "report")
	code, _, stderr := runCLI(t, "convert", "--to", "uscf-dbf", "-o", dir, "--dbf", "affiliate=A6001234",
		"--dbf", "chief-td=12345678", "--dbf", "rating-system=D", "--dbf", "zip=01886", files[0])
	if code != 0 || !strings.Contains(stderr, "wrote 9 sections: "+filepath.Join(dir, "THEXPORT.DBF")) {
		t.Fatalf("convert: exit %d\n%s", code, stderr)
	}
	for _, name := range []string{"THEXPORT.DBF", "TSEXPORT.DBF", "TDEXPORT.DBF"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	code, stdout, _ := runCLI(t, "check", filepath.Join(dir, "TDEXPORT.DBF"))
	if code != 0 || strings.Count(stdout, ": ok (0 errors") != 9 || !strings.Contains(stdout, "TDEXPORT.DBF [UNDER 1800]: ok") {
		t.Errorf("check: exit %d\n%s", code, stdout)
	}
	// The same standings from the JSON and from the report (names are upper case there;
	// the DBF does not hold the tiebreak order SwissSys used, so it is given).
	_, fromJSON, _ := runCLI(t, "standings", "--format", "csv", "--section", "under-1800", files[0])
	_, fromDBF, _ := runCLI(t, "standings", "--format", "csv", "-t", "SOLK,MM,CUM,OCUM", "--section", "Under 1800", filepath.Join(dir, "TDEXPORT.DBF"))
	if fromJSON == "" || !strings.EqualFold(fromJSON, fromDBF) {
		t.Errorf("standings differ:\n%s\n---\n%s", fromJSON, fromDBF)
	}
	// Usage errors: a bad --dbf key, and standard output for a three-file format.
	if code, _, stderr := runCLI(t, "convert", "--to", "uscf-dbf", "-o", dir, "--dbf", "colour=red", files[0]); code != 2 || !strings.Contains(stderr, "KEY one of") {
		t.Errorf("bad key: exit %d %s", code, stderr)
	}
	if code, _, stderr := runCLI(t, "convert", "--to", "uscf-dbf", "-o", "-", files[0]); code != 2 || !strings.Contains(stderr, "give a folder") {
		t.Errorf("stdout: exit %d %s", code, stderr)
	}
}

// TestDBFSettingsKeepCommas writes a rating report with --dbf values that hold commas and
// semicolons (one key per flag) and reads them back from the files.
func TestDBFSettingsKeepCommas(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "report")
	code, _, stderr := runCLI(t, "convert", "--to", "uscf-dbf", "-o", dir, "--dbf", "affiliate=A6001234",
		"--dbf", "chief-td=12345678", "--dbf", "other-tds=23456789,34567890", "--dbf", "time-control=40/90,SD/30;+30",
		"--dbf", "zip=01886", "../../testdata/sample.trf")
	if code != 0 {
		t.Fatalf("convert: exit %d\n%s", code, stderr)
	}
	read := func(name, field string) string {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		tab, err := dbase.Decode(data)
		if err != nil || len(tab.Records) == 0 || tab.Col(field) < 0 {
			t.Fatalf("%s: %v", name, err)
		}
		return strings.TrimSpace(tab.Records[0][tab.Col(field)])
	}
	if got := read("THEXPORT.DBF", "H_OTHER_TD"); got != "23456789,34567890" {
		t.Errorf("other TDs %q", got)
	}
	if got := read("TSEXPORT.DBF", "S_TIMECTL"); got != "40/90,SD/30;+30" {
		t.Errorf("time control %q", got)
	}
	if got := read("TSEXPORT.DBF", "S_R_SYSTEM"); got != "R" {
		t.Errorf("rating system %q (from the time control)", got)
	}
}
