package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers/fund"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
	"github.com/tiebreak-chess/tiebreak/templates"
)

// TestAwardsOnEveryTemplate runs 'tiebreak awards' on every built-in template: the order
// sheet names every trophy the template's prizes name, once per engraving text, with
// counts adding up to the prizes with a trophy; the CSV says the same.
func TestAwardsOnEveryTemplate(t *testing.T) {
	for _, name := range templates.FundNames() {
		f, _, err := fund.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]int{}
		total := 0
		for _, p := range f.Prizes {
			if p.Trophy != "" {
				want[p.Trophy]++
				total++
			}
		}
		text := mustRun(t, "awards", "--fund", name)
		if !strings.HasPrefix(text, "Trophy order sheet: "+f.Name+"\n") {
			t.Errorf("%s: %q", name, text)
		}
		for engraving, n := range want {
			line := regexp.MustCompile(`(?m)^ +` + strconv.Itoa(n) + `  ` + regexp.QuoteMeta(engraving) + ` `)
			if !line.MatchString(text) {
				t.Errorf("%s: no line for %d x %q:\n%s", name, n, engraving, text)
			}
		}
		if !strings.Contains(text, "\n  "+strings.Repeat(" ", 5-len(strconv.Itoa(total)))+strconv.Itoa(total)+"  in all\n") {
			t.Errorf("%s: total %d missing:\n%s", name, total, text)
		}
		recs := readCSVText(t, mustRun(t, "awards", "--fund", name, "-f", "csv"))
		if strings.Join(recs[0], ",") != "section,engraving,count,prizes,team" || len(recs)-1 != len(want) {
			t.Errorf("%s: CSV %q", name, recs)
		}
	}
}

// TestAwardsSections prints the order sheet of a fund with sections, and refuses an
// event or a missing fund.
func TestAwardsSections(t *testing.T) {
	text := mustRun(t, "awards", "--fund", "testdata/fixtures/sections-fund.yaml")
	if !strings.Contains(text, "Section: Premier\n  Count  Engraving  For\n      1  Champion   1st\n      1  in all\n") {
		t.Errorf("%s", text)
	}
	if code, _, errOut := runCLI(t, "awards", "--fund", "club-quad", "event.trf"); code != 2 || !strings.Contains(errOut, "no EVENT needed") {
		t.Errorf("exit %d: %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, "awards"); code != 2 || !strings.Contains(errOut, "missing --fund") {
		t.Errorf("exit %d: %s", code, errOut)
	}
}

// TestOutputFormatsFromRegistries: awards, ratings and teams choose their format from
// their registries (pipeline.Formats), and a format or an extension none of them has is
// refused with the registry's list.
func TestOutputFormatsFromRegistries(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"awards", "--fund", "club-quad", "-f", "pdf"}, `--format "pdf": unknown format (formats: text, csv)`},
		{[]string{"awards", "--fund", "club-quad", "-o", "trophies.pdf"}, `cannot tell the format from "trophies.pdf"; add --format (text, csv)`},
		{[]string{"ratings", "-o", "cards.doc", "../../examples/event.trf"}, `cannot tell the format from "cards.doc"; add --format (text, csv, pdf)`},
		{[]string{"teams", "-f", "htm", "../../examples/event.trf"}, `--format "htm": unknown format (formats: text, csv, json, xlsx, pdf)`},
	}
	for _, tt := range tests {
		if code, _, errOut := runCLI(t, tt.args...); code != 2 || !strings.Contains(errOut, tt.want) {
			t.Errorf("%q: exit %d: %s", tt.args, code, errOut)
		}
	}
}

// TestHandOutList checks the hand-out list of the report's prize PDF on a real scholastic section
// with the scholastic-trophies template and school teams: the ten place trophies from
// 10th up to 1st, each with the winner's school, the champion last.
func TestHandOutList(t *testing.T) {
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext not installed")
	}
	path := filepath.Join(trftest.RealData(t), "uscf", "swisssys-2026-04-oscf-state-championship-upstairs", "high-school-platinum.derived.trf")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	event := filepath.Join(dir, "event.trf")
	trf := strings.TrimRight(string(data), "\r\n") + "\n" +
		"013 Lincoln HS                         1    6   11   16 \n" +
		"013 Roosevelt HS                       2    7   12   17 \n" +
		"013 Jefferson HS                       3    8   13   18 \n"
	if err := os.WriteFile(event, []byte(trf), 0o600); err != nil {
		t.Fatal(err)
	}
	mustRun(t, "report", "--rules", "uscf", "--tiebreaks", "uscf", "--fund", "scholastic-trophies", "-o", filepath.Join(dir, "out"), event)
	pdf := filepath.Join(dir, "out", "prizes.pdf")
	out, err := exec.Command(pdftotext, "-layout", pdf, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	text := string(out)
	i := strings.Index(text, "Hand-out list (ceremony order: lowest award first)")
	if i < 0 {
		t.Fatalf("no hand-out list:\n%s", text)
	}
	// The standings give 1st to start number 2 (Roosevelt), 2nd to 1 (Lincoln), 3rd to 3
	// (Jefferson); 10th place goes first, 1st last.
	lines := []string{
		`1 +Trophy “10th place” +LUBSON, RAJ +Jefferson HS +9-11`,
		`8 +Trophy “3rd place” +TRIRRSBY, INES +Jefferson HS +3-5`,
		`9 +Trophy “2nd place” +ZOMER, UMA +Lincoln HS +2`,
		`10 +Trophy “1st place” +TRETHAM, SARA +Roosevelt HS +1 `,
	}
	rest := text[i:]
	for _, l := range lines {
		m := regexp.MustCompile(l).FindStringIndex(rest)
		if m == nil {
			t.Fatalf("the hand-out list lacks %q in order:\n%s", l, text[i:])
		}
		rest = rest[m[1]:]
	}
}

func readCSVText(t *testing.T, s string) [][]string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "x.csv")
	if err := os.WriteFile(p, []byte(s), 0o600); err != nil {
		t.Fatal(err)
	}
	return readCSV(t, p)
}
