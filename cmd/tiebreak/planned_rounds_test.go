package main

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// afterRound2 is a SwissSys results JSON after round 2 of an event planned for 4 rounds;
// the file does not say 4.
const afterRound2 = "testdata/fixtures/after-round-2.swisssys.json"

// TestPlannedRoundsEveryOutput reports the SwissSys event after round 2 of 4 with
// --rounds 4, a fund and the site with its TV view: every output that says where the
// event stands says "after round 2", none says "Final", the prize list, the prize PDF and
// the site's prize table say "PROVISIONAL - after round 2", and the event.trf written states the 4 rounds,
// so that it reads back after round 2 with no flag. Without --rounds the file looks
// finished: "Final standings (planned rounds not stated)".
func TestPlannedRoundsEveryOutput(t *testing.T) {
	if got := mustRun(t, "standings", "-q", afterRound2); !strings.HasPrefix(got, "Spring Quad Swiss - Open: Final standings (planned rounds not stated)\n") {
		t.Errorf("without --rounds: %q", firstLine(got))
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "report")
	mustRun(t, "report", "-q", "--rounds", "4", "--fund", "weekend-swiss", "--publish", "-o", out, afterRound2)
	mustRun(t, "publish", "-q", "--rounds", "4", "--fund", "weekend-swiss", "--tv", "-o", filepath.Join(out, "tv-site"), afterRound2)
	texts := map[string]string{}
	err := filepath.WalkDir(out, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(out, path)
		switch filepath.Ext(path) {
		case ".txt", ".csv", ".html":
			data, err := os.ReadFile(path)
			texts[rel] = string(data)
			return err
		case ".xlsx":
			texts[rel] = xlsxText(t, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"standings.txt", "standings.csv", "wallchart.xlsx", "site/index.html",
		"site/after-round-2-swisssys/index.html", "site/after-round-2-swisssys/crosstable.html",
		"tv-site/tv.html", "tv-site/tv-2.html"} {
		if !strings.Contains(texts[name], "after round 2") {
			t.Errorf("%s does not say \"after round 2\"", name)
		}
	}
	for name, text := range texts {
		if strings.Contains(text, "Final") {
			t.Errorf("%s says \"Final\"", name)
		}
	}
	for _, name := range []string{"site/after-round-2-swisssys/index.html", "tv-site/after-round-2-swisssys/index.html"} {
		if !strings.Contains(texts[name], "<strong>PROVISIONAL - after round 2</strong>") {
			t.Errorf("%s: the prize table has no provisional banner", name)
		}
	}
	if got := mustRun(t, "prizes", "-q", "--rounds", "4", "--fund", "weekend-swiss", afterRound2); !strings.Contains(got, "\nStandings after round 2\nPROVISIONAL - after round 2: ") {
		t.Errorf("the prize list has no provisional banner:\n%s", got)
	}
	trf, err := os.ReadFile(filepath.Join(out, "event.trf"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(trf), "\nXXR 4\r\n") {
		t.Errorf("event.trf does not state the 4 planned rounds:\n%s", trf)
	}
	if got := firstLine(mustRun(t, "standings", "-q", filepath.Join(out, "event.trf"))); got != "Spring Quad Swiss - Open: Standings after round 2" {
		t.Errorf("event.trf read back: %q", got)
	}
	if pdftotext, err := exec.LookPath("pdftotext"); err == nil {
		text, err := exec.Command(pdftotext, "-layout", filepath.Join(out, "prizes.pdf"), "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		pages := strings.Split(strings.TrimRight(string(text), "\f"), "\f")
		for i, page := range pages {
			if !strings.Contains(page, "PROVISIONAL") || !strings.Contains(page, "after round 2") || strings.Contains(page, "Final") {
				t.Errorf("prizes.pdf page %d of %d: no provisional banner, or says Final", i+1, len(pages))
			}
		}
		if strings.Contains(string(text), "Signature") {
			t.Error("prizes.pdf: the award sheet has signature lines before the event is final")
		}
	}
}

// TestConvertRoundPlanned cuts the 5-round sample (which does not state its rounds) after
// round 3: the TRF, JSON and CSV written record the 5 rounds the source holds, and each
// reads back "after round 3". A --rounds below the rounds played is refused.
func TestConvertRoundPlanned(t *testing.T) {
	dir := t.TempDir()
	for _, ext := range []string{".trf", ".json", ".csv"} {
		out := filepath.Join(dir, "cut"+ext)
		mustRun(t, "convert", "-q", "--round", "3", "-o", out, "../../testdata/sample.trf")
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]string{".trf": "\nXXR 5\r\n", ".json": `"planned_rounds": 5`, ".csv": "\n# planned-rounds: 5\n"}[ext]
		if !strings.Contains(string(data), want) {
			t.Errorf("%s lacks %q", ext, want)
		}
		if got := firstLine(mustRun(t, "standings", "-q", out)); got != "Synthetic Open 2026: Standings after round 3" {
			t.Errorf("%s read back: %q", ext, got)
		}
	}
	if got := firstLine(mustRun(t, "standings", "-q", "--round", "5", "../../testdata/sample.trf")); got != "Synthetic Open 2026: Standings after round 5" {
		t.Errorf("--round 5 of 5 not stated: %q", got)
	}
	if got := firstLine(mustRun(t, "standings", "-q", "--rounds", "5", "--round", "5", "../../testdata/sample.trf")); got != "Synthetic Open 2026: Final standings" {
		t.Errorf("--rounds 5 --round 5: %q", got)
	}
	code, _, errOut := runCLI(t, "standings", "--rounds", "4", "../../testdata/sample.trf")
	if want := "sample.trf: --rounds 4: 4 planned rounds, but the event already has results or pairings in 5 rounds"; code != 1 || !strings.Contains(errOut, want) {
		t.Errorf("--rounds 4 of 5 played: exit %d, %q; want 1, %q", code, errOut, want)
	}
}

// firstLine returns the first line of s.
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
