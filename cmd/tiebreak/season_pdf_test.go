package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
)

// TestRealSeasonPDF runs batch on a real season, the top sections of four
// Massachusetts events of 2025-2026 (128 players), and reads season.csv and season.pdf
// back: season.pdf lists the events by their names, not their folders (season.csv keeps
// the folders as column labels, the site links by them); the leaderboard's rows spread
// so that no page holds a single row, and its legend is on a page with rows.
func TestRealSeasonPDF(t *testing.T) {
	pdftotext := testtool.Require(t, "pdftotext")
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	uscf := filepath.Join(trftest.RealData(t), "uscf")
	in := t.TempDir()
	for name, src := range map[string]string{
		"1-g60.trf":     "swisssys-2025-04-33rd-massachusetts-g60-championship/championship.derived.trf",
		"2-ma-open.trf": "swisssys-2025-05-93rd-massachusetts-open/championship.derived.trf",
		"3-gbo.trf":     "swisssys-2025-10-90th-greater-boston-open/premier.derived.trf",
		"4-senior.trf":  "swisssys-2026-04-9th-massachusetts-senior-open/open.derived.trf",
	} {
		data, err := os.ReadFile(filepath.Join(uscf, src))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(in, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(t.TempDir(), "out")
	if code, _, errOut := runCLI(t, "batch", "-q", "-o", out, in); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	text, err := exec.Command(pdftotext, "-layout", filepath.Join(out, "season.pdf"), "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"33rd Massachusetts G/60 Championship - Championship", "93rd Massachusetts Open - Championship",
		"90th Greater Boston Open - Premier", "9th Massachusetts Senior Open - Open"} {
		if !strings.Contains(string(text), name) {
			t.Errorf("season.pdf does not list the event %q", name)
		}
	}
	if strings.Contains(string(text), "1-g60") {
		t.Error("season.pdf names an event by its file")
	}
	row := regexp.MustCompile(`^\s*\d+(-\d+)?\s+\S.*\s\d+(\.\d+)?\s*$`)
	pages := strings.Split(strings.TrimSuffix(string(text), "\f"), "\f")
	total := 0
	for i, page := range pages {
		rows, board := 0, false
		for _, line := range strings.Split(page, "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "Place") {
				board = true
				continue
			}
			if board && row.MatchString(line) {
				rows++
			}
		}
		total += rows
		if rows == 1 {
			t.Errorf("page %d holds a single leaderboard row:\n%s", i+1, page)
		}
		if strings.Contains(page, "Event columns are numbered") && rows == 0 {
			t.Errorf("the legend is alone on page %d", i+1)
		}
	}
	if total != 128 {
		t.Errorf("%d leaderboard rows read back, want 128", total)
	}
}
