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

// normScreenRE reads a norm reached from the text screen: "29  Cao Qingfeng: GM NORM",
// then "9 games, 7 points; average rating of the opponents 2406 (...); performance 2626
// (7 needed)".
var normScreenRE = regexp.MustCompile(`(?m)^(\d+)  (.+): (GM|IM|WGM|WIM) NORM\n  (\d+) games, ([\d.]+) points?; average rating of the opponents (\d+)[^;]*; performance (\d+) \(([\d.]+) needed\)`)

// TestNormCertificatesArad writes the certificates of the 19th Arad Open 2026 A
// (ratings --norms --format pdf) and checks, through pdftotext, one page per norm the
// text screen reports as reached, each with the screen's numbers, and none for the norm
// performances that missed; Cao Qingfeng's GM norm in full. Then the same file with two
// rounds still to play (XXR 11): every page says PROVISIONAL.
func TestNormCertificatesArad(t *testing.T) {
	pdftotext := testtool.Require(t, "pdftotext")
	t.Setenv("SOURCE_DATE_EPOCH", "1767225600")
	event := filepath.Join(trftest.RealData(t), "reference", "chessresults-arad-open-2026-A", "arad-open-2026-A.derived.trf")
	code, screen, errOut := runCLI(t, "ratings", "--system", "fide", "--norms", event)
	if code != 0 {
		t.Fatalf("screen: exit %d: %s", code, errOut)
	}
	norms := normScreenRE.FindAllStringSubmatch(screen, -1)
	if len(norms) != 7 {
		t.Fatalf("%d norms in the screen, want 7:\n%s", len(norms), screen)
	}
	text := func(event string) []string {
		out := filepath.Join(t.TempDir(), "norms.pdf")
		if code, _, errOut := runCLI(t, "ratings", "--system", "fide", "--norms", "-o", out, event); code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		data, err := exec.Command(pdftotext, "-layout", "-enc", "UTF-8", out, "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		return strings.Split(strings.TrimSuffix(string(data), "\f"), "\f")
	}
	pages := text(event)
	if len(pages) != len(norms) {
		t.Fatalf("%d pages, want %d", len(pages), len(norms))
	}
	for i, m := range norms {
		pg := pages[i]
		for _, want := range []string{
			m[3] + " norm: " + m[2],
			"Number of games                              " + m[4],
			"Average rating of the opponents (Ra)         " + m[6] + " (at least",
			"Score required                               " + m[8] + " of " + m[4],
			"Score achieved                               " + m[5] + " of " + m[4] + " (performance " + m[7] + " = Ra + dp)",
			"final, after 9 rounds",
		} {
			if !strings.Contains(pg, want) {
				t.Errorf("page %d (no. %s): no %q in\n%s", i+1, m[1], want, pg)
			}
		}
	}
	for _, missed := range []string{"Magold Filip", "Psyk Radoslaw", "Bronstein Or"} {
		if strings.Contains(strings.Join(pages, ""), "norm: "+missed) {
			t.Errorf("a certificate for %s, whose norm performance missed", missed)
		}
	}
	cao := pages[pageWith(t, pages, "GM norm: Cao Qingfeng")]
	for _, want := range []string{
		`1\s+Anishka Vikram\s+WFM\s+IND\s+45013314\s+2200\*\s+1\n`,
		`9\s+Zeng Chongsheng\s+GM\s+CHN\s+8603847\s+2561\s+1\n`,
		`\* Anishka Vikram's 2121 is raised to the 2200 rating floor \(1\.46\)\.`,
		`Sum of the opponents' ratings\s+21657\n`,
		`1\.45\s+4 of 9 opponents hold GM \(at least a third, and at least 3\)`,
		`1\.46\s+0 of 9 opponents unrated \(at most a fifth\), counted at 1400; no\. 133's 2121 raised to the 2200 floor`,
	} {
		if !regexp.MustCompile(want).MatchString(cao) {
			t.Errorf("Cao Qingfeng's page: no %q in\n%s", want, cao)
		}
	}

	data, err := os.ReadFile(event)
	if err != nil {
		t.Fatal(err)
	}
	longer := filepath.Join(t.TempDir(), "arad-11.trf")
	if err := os.WriteFile(longer, append(data, []byte("XXR 11\n")...), 0o644); err != nil {
		t.Fatal(err)
	}
	for i, pg := range text(longer) {
		if !strings.Contains(pg, "PROVISIONAL: the event is after round 9 of 11 (in progress).") || !strings.Contains(pg, "PROVISIONAL norm certificate") {
			t.Errorf("page %d of the unfinished event is not marked provisional:\n%s", i+1, pg)
		}
	}
}

// pageWith returns the index of the first page holding s, and fails the test without one.
func pageWith(t *testing.T, pages []string, s string) int {
	t.Helper()
	for i, p := range pages {
		if strings.Contains(p, s) {
			return i
		}
	}
	t.Fatalf("no page holds %q", s)
	return 0
}
