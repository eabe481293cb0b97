package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/internal/testtool"
)

// openJSON writes testdata/open.trf as canonical JSON to a temporary file, with the
// replacements made, and returns its path.
func openJSON(t *testing.T, replace ...string) string {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "open.json")
	if code, _, errOut := runCLI(t, "convert", "--to", "json", "-o", path, "../../testdata/open.trf"); code != 0 {
		t.Fatalf("convert: exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.NewReplacer(replace...).Replace(string(data))
	if text == string(data) {
		t.Fatal("nothing replaced")
	}
	testtool.WriteFile(t, path, []byte(text))
	return path
}

// TestLongNamesInOutputs is issue 27 defects 7 and 10: an event name of about 150
// characters failed wallchart, report and batch (XLSX page header over 255 characters),
// and a player name over 33 characters was cut in TRF output without a word.
func TestLongNamesInOutputs(t *testing.T) {
	event := "The Forty-Second Annual Greater Metropolitan Area Scholastic and Adult Open Chess Championship and Rapid Side Event of the Riverside Chess Club"
	path := openJSON(t, `"Riverside Spring Open 2026, Open section"`, `"`+event+`"`,
		`"Dvořák, Tomáš"`, `"Dvořák-Novotný-Svoboda, Tomáš Jaroslav"`)
	warn := `player 1: name "Dvořák-Novotný-Svoboda, Tomáš Jaroslav" is 38 characters; TRF holds 33: written as "Dvořák-Novotný-Svoboda, Tomáš Jar"`
	dir := filepath.Dir(path)
	if code, _, errOut := runCLI(t, "wallchart", "-o", filepath.Join(dir, "w.xlsx"), path); code != 0 {
		t.Errorf("wallchart: exit %d: %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, "report", "-o", filepath.Join(dir, "r"), path); code != 0 || !strings.Contains(errOut, "tiebreak: note: event.trf: "+warn+"\n") {
		t.Errorf("report: exit %d: %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, "convert", "--to", "trf", "-o", filepath.Join(dir, "x.trf"), path); code != 0 || errOut != "tiebreak: warning: "+warn+"\n" {
		t.Errorf("convert: exit %d: %q", code, errOut)
	}
	if code, _, errOut := runCLI(t, "batch", "-o", filepath.Join(dir, "b"), path); code != 0 || !strings.Contains(errOut, "note: event.trf: "+warn) {
		t.Errorf("batch: exit %d: %s", code, errOut)
	}
}

// TestNameWithLineBreak runs issue 39's reproduction: a player name with a line break in
// a SwissSys JSON. check warns at import and names the player; report writes its files
// (it refused the file: "a 001 record would hold a line break"), and standings prints
// the name on one line.
func TestNameWithLineBreak(t *testing.T) {
	dir := t.TempDir()
	event := filepath.Join(dir, "club.json")
	data := `{"tournament": "Club Open", "date": "2026/1/10", "sections": [
  {"section": "Open", "rounds_paired": 1, "rounds_played": 1, "standings": [1, 2],
   "players": [
    {"name": "Smith,\nJohn", "rating": 1500, "results": ["W"], "colors": ["W"], "ops": [2]},
    {"name": "Ames, Al", "rating": 1400, "results": ["L"], "colors": ["B"], "ops": [1]}
   ]}]}`
	if err := os.WriteFile(event, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runCLI(t, "check", event)
	if code != 0 || !strings.Contains(out, `player 1: the name held a line break; read as "Smith, John"`) {
		t.Errorf("check: exit %d:\n%s", code, out)
	}
	if code, _, errOut := runCLI(t, "report", "-q", "-o", filepath.Join(dir, "out"), event); code != 0 {
		t.Errorf("report: exit %d: %s", code, errOut)
	}
	_, out, _ = runCLI(t, "standings", event)
	if !strings.Contains(out, "Smith, John") || strings.Contains(out, "Smith,\n") {
		t.Errorf("standings:\n%s", out)
	}
}
