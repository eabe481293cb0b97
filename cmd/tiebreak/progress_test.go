package main

import (
	"archive/zip"
	"encoding/csv"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// TestRound3SaysRound3: the report of the sample after --round 3 (the standings, the
// prize report with its award sheet, and the wall chart) and standings --round 3 -o
// r3.pdf names round 3 and never says
// "Final": a TD must not post "Final standings" after round 3.
func TestRound3SaysRound3(t *testing.T) {
	dir := t.TempDir()
	code, _, stderr := runCLI(t, "report", "-q", "--round", "3", "--fund", "../../testdata/open-fund.yaml",
		"-o", dir, "../../testdata/open.trf")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if code, _, stderr := runCLI(t, "standings", "-q", "--round", "3", "-o", filepath.Join(dir, "standings.pdf"), "../../testdata/open.trf"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	const want = "Standings after round 3"
	texts := map[string]string{}
	for _, name := range []string{"standings.pdf", "prizes.pdf"} {
		out, err := exec.Command("pdftotext", "-layout", filepath.Join(dir, name), "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		texts[name] = string(out)
		// Every page (its header and its running foot) says it.
		pages := strings.Split(strings.TrimRight(string(out), "\f"), "\f")
		for i, page := range pages {
			if strings.Count(page, want) < 2 {
				t.Errorf("%s page %d names round 3 fewer than twice (header, foot):\n%s", name, i+1, page)
			}
		}
	}
	if !strings.Contains(texts["prizes.pdf"], "Award sheet \u2014 "+want) {
		t.Error("the award sheet does not say " + want)
	}
	for _, name := range []string{"standings.txt", "standings.csv"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		texts[name] = string(data)
	}
	texts["wallchart.xlsx"] = xlsxText(t, filepath.Join(dir, "wallchart.xlsx"))
	for name, text := range texts {
		if !strings.Contains(text, want) {
			t.Errorf("%s does not say %q", name, want)
		}
		if strings.Contains(strings.ToLower(text), "final") {
			t.Errorf("%s says final after round 3", name)
		}
	}
	if !strings.Contains(texts["wallchart.xlsx"], "Wall chart \u00b7 "+want) {
		t.Error("the wall chart's page header does not say " + want)
	}
}

// xlsxText returns the text of every XML part of an XLSX file, for searching.
func xlsxText(t *testing.T, path string) string {
	t.Helper()
	z, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	var b strings.Builder
	for _, f := range z.File {
		if !strings.HasSuffix(f.Name, ".xml") {
			continue
		}
		r, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(r)
		r.Close()
		b.Write(data)
	}
	return b.String()
}

// TestPlacesAgree: the standings CSV and the prize CSV of one run give every winner of
// the sample fund the same place (the score group's, "1-5"), for the final event and
// after round 3; --places rank gives ranks after the tiebreaks instead, and FIDE rules
// rank by default.
func TestPlacesAgree(t *testing.T) {
	for _, extra := range [][]string{nil, {"--round", "3"}} {
		standings := csvPlaces(t, append([]string{"standings", "-q", "-f", "csv"}, extra...)...)
		winners := csvPlaces(t, append([]string{"prizes", "-q", "-f", "csv", "--fund", "../../testdata/open-fund.yaml"}, extra...)...)
		if len(winners) < 10 {
			t.Fatalf("%v: only %d winners", extra, len(winners))
		}
		for no, place := range winners {
			if standings[no] != place {
				t.Errorf("%v: player %s: standings place %q, prize place %q", extra, no, standings[no], place)
			}
		}
	}
	// One report: the standings CSV, the prize CSV and the wall chart agree.
	dir := t.TempDir()
	if code, _, stderr := runCLI(t, "report", "-q", "--fund", "../../testdata/open-fund.yaml", "-o", dir, "../../testdata/open.trf"); code != 0 {
		t.Fatalf("report: exit %d: %s", code, stderr)
	}
	standings := csvFilePlaces(t, filepath.Join(dir, "standings.csv"))
	for no, place := range csvFilePlaces(t, filepath.Join(dir, "prizes.csv")) {
		if standings[no] != place {
			t.Errorf("report: player %s: standings.csv place %q, prizes.csv %q", no, standings[no], place)
		}
	}
	f, err := excelize.OpenFile(filepath.Join(dir, "wallchart.xlsx"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows(f.GetSheetList()[0])
	if err != nil {
		t.Fatal(err)
	}
	no, place := slices.Index(rows[0], "No."), slices.Index(rows[0], "Place")
	checked := 0
	for _, r := range rows[1:] {
		if no < len(r) && place < len(r) && standings[r[no]] != "" {
			checked++
			if r[place] != standings[r[no]] {
				t.Errorf("wall chart: player %s: place %q, standings.csv %q", r[no], r[place], standings[r[no]])
			}
		}
	}
	if checked != len(standings) {
		t.Errorf("wall chart: %d of %d players checked", checked, len(standings))
	}
	ranks := csvPlaces(t, "standings", "-q", "-f", "csv", "--places", "rank")
	fide := csvPlaces(t, "standings", "-q", "-f", "csv", "--rules", "fide")
	for _, places := range []map[string]string{ranks, fide} {
		for no, place := range places {
			if strings.Contains(place, "-") {
				t.Errorf("player %s: rank %q is shared", no, place)
			}
		}
	}
}

// csvFilePlaces maps each player's "no" to the "place" column of a CSV file.
func csvFilePlaces(t *testing.T, path string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return placesOf(t, string(data))
}

// csvPlaces runs the command on the sample and maps each player's "no" to the "place"
// column of the CSV it prints.
func csvPlaces(t *testing.T, args ...string) map[string]string {
	t.Helper()
	code, out, stderr := runCLI(t, append(args, "../../testdata/open.trf")...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, stderr)
	}
	return placesOf(t, out)
}

// placesOf maps each player's "no" to the "place" column of a CSV text.
func placesOf(t *testing.T, text string) map[string]string {
	t.Helper()
	recs, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	no, place := slices.Index(recs[0], "no"), slices.Index(recs[0], "place")
	if no < 0 || place < 0 {
		t.Fatalf("header %q lacks no or place", recs[0])
	}
	m := map[string]string{}
	for _, r := range recs[1:] {
		m[r[no]] = r[place]
	}
	return m
}

// TestTeamsSayRound: team standings after --round 2 say so in text and in the page
// header of their workbook.
func TestTeamsSayRound(t *testing.T) {
	const event, want = "testdata/teams/usat-4-boards.trf", "Standings after round 2"
	code, out, stderr := runCLI(t, "teams", "-q", "--round", "2", event)
	if code != 0 || !strings.Contains(strings.SplitN(out, "\n", 2)[0], "teams: "+want) {
		t.Errorf("text: exit %d: %s%s", code, out, stderr)
	}
	xlsx := filepath.Join(t.TempDir(), "teams.xlsx")
	if code, _, stderr := runCLI(t, "teams", "-q", "--round", "2", "--format", "xlsx", "-o", xlsx, event); code != 0 {
		t.Fatalf("xlsx: exit %d: %s", code, stderr)
	}
	if text := xlsxText(t, xlsx); !strings.Contains(text, "Team standings \u00b7 "+want) || strings.Contains(text, "Final") {
		t.Error("the team workbook's page header does not say " + want)
	}
}

// TestBatchPlaces: batch prints score-group places under US Chess rules, and ranks with
// --places rank.
func TestBatchPlaces(t *testing.T) {
	for _, tc := range []struct {
		flags []string
		want  string // the place of player 9, second on 4 points with player 15
	}{{nil, "2-3"}, {[]string{"--places", "rank"}, "2"}} {
		out := filepath.Join(t.TempDir(), "out")
		if code, _, stderr := runCLI(t, append(append([]string{"batch", "-q", "-o", out}, tc.flags...), "../../examples/season")...); code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.flags, code, stderr)
		}
		if got := csvFilePlaces(t, filepath.Join(out, "club-open", "standings.csv"))["9"]; got != tc.want {
			t.Errorf("%v: place %q, want %q", tc.flags, got, tc.want)
		}
	}
}
