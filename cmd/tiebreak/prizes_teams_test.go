package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
)

// TestPrizesSchoolTeams pays school team prizes on a real US scholastic section (the
// school teams of TestTeamsSchools: Roosevelt 10.5, Jefferson 8, Lincoln 8, Washington
// 7.5, Adams 7, best three scores, sums of Solkoff then Cumulative). Jefferson and
// Lincoln tie on the team score: they share Team 2nd+Team 3rd ($150 + $50.01 = $200.01,
// $100.01 to Jefferson, first by Solkoff 38.5 against 36, and $100.00 to Lincoln), while
// the 2nd place trophy goes to Jefferson by the team tiebreak. Without teams: {best: N}
// the same fund is an error at the first team prize's line.
func TestPrizesSchoolTeams(t *testing.T) {
	path := filepath.Join(trftest.RealData(t), "uscf", "swisssys-2026-04-oscf-state-championship-upstairs", "high-school-platinum.derived.trf")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	b.Write(bytes.TrimRight(data, "\r\n"))
	b.WriteString("\n")
	for _, s := range []struct {
		name    string
		members []int
	}{
		{"Lincoln HS", []int{1, 6, 11, 16}}, {"Roosevelt HS", []int{2, 7, 12, 17}},
		{"Jefferson HS", []int{3, 8, 13, 18}}, {"Washington HS", []int{4, 9, 14, 19}},
		{"Adams HS", []int{5, 10}},
	} {
		fmt.Fprintf(&b, "013 %-32s", s.name)
		for _, m := range s.members {
			fmt.Fprintf(&b, "%4d ", m)
		}
		b.WriteString("\n")
	}
	dir := t.TempDir()
	event := filepath.Join(dir, "event.trf")
	fund := filepath.Join(dir, "fund.yaml")
	if err := os.WriteFile(event, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	src := `teams: {best: 3, tiebreaks: [SOLK, CUM]}
prizes:
  - {place: 1, trophy: "Champion"}
  - {team: true, place: 1, cash: 300, trophy: "1st Place Team"}
  - {team: true, place: 2, cash: 150, trophy: "2nd Place Team"}
  - {team: true, place: 3, cash: 50.01, trophy: "3rd Place Team"}
`
	if err := os.WriteFile(fund, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "prizes", "--rules", "uscf", "--fund", fund, "--format", "csv", event)
	champion := strings.SplitN(out, "\n", 3)
	want := `,Roosevelt HS,10.5,1,Team 1st,300.00,1st Place Team
,Jefferson HS,8,2-3,"Team 2nd+Team 3rd, shared by 2",100.01,2nd Place Team
,Lincoln HS,8,2-3,"Team 2nd+Team 3rd, shared by 2",100.00,3rd Place Team
`
	if code != 0 || len(champion) < 3 || champion[0] != "no,name,points,place,award,amount,trophy" || !strings.HasSuffix(champion[1], ",Champion") || champion[2] != want {
		t.Errorf("exit %d, stderr %q\n got:\n%s\nwant the champion, then:\n%s", code, errOut, out, want)
	}

	pdf := filepath.Join(dir, "prizes.pdf")
	if code, _, errOut := runCLI(t, "prizes", "--rules", "uscf", "--fund", fund, "-o", pdf, event); code != 0 {
		t.Fatalf("pdf: exit %d: %s", code, errOut)
	}
	pdftotext := testtool.Require(t, "pdftotext")
	text, err := exec.Command(pdftotext, "-layout", pdf, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	squash := strings.Join(strings.Fields(string(text)), " ")
	for _, w := range []string{
		"Team prizes (ranked by team score, then sums of SOLK, CUM)",
		"1 Roosevelt HS 10.5 Team 1st; 1st Place Team trophy $300.00",
		"2-3 Jefferson HS 8 Team 2nd+Team 3rd, shared by 2; 2nd Place Team trophy $100.01",
		"2-3 Lincoln HS 8 Team 2nd+Team 3rd, shared by 2; 3rd Place Team trophy $100.00",
		"2 teams tied at 8 team score (places 2-3), Jefferson HS and Lincoln HS",
		"Team award sheet",
		"Captain / coach signature",
		"Roosevelt HS Team 1st; 1st Place Team trophy $300.00",
		"Jefferson HS Team 2nd+Team 3rd, shared by 2; 2nd Place Team $100.01",
		"Lincoln HS Team 2nd+Team 3rd, shared by 2; 3rd Place Team $100.00",
	} {
		if !strings.Contains(strings.ReplaceAll(squash, "\u2013", "-"), w) {
			t.Errorf("the PDF text lacks %q:\n%s", w, text)
		}
	}

	if err := os.WriteFile(fund, []byte(strings.Replace(src, "teams: {best: 3, tiebreaks: [SOLK, CUM]}\n", "", 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	_, _, errOut = runCLI(t, "prizes", "--fund", fund, event)
	if !strings.Contains(errOut, "fund.yaml:3:5: team prize Team 1st: the event's teams did not play consistent team matches; for the school teams of an individual event say how many scores count: teams: {best: 4}\n") {
		t.Errorf("without best: %q", errOut)
	}
}
