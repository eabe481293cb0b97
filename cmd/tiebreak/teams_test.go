package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
)

// runTeams runs "tiebreak teams ARGS..." and returns the exit code, stdout and stderr.
func runTeams(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(context.Background(), append([]string{"tiebreak", "teams"}, args...), strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// TestTeamsUSAT ranks a constructed four-board event (testdata/teams/usat-4-boards.trf,
// six teams, three rounds, one empty board) by US Chess 34G2. The table was computed by
// hand from the match results (match points 1/½/0):
//
//	R1 Alpha-Bravo 3-1, Charlie-Delta 2-2, Echo-Foxtrot 2½-1½
//	R2 Alpha-Charlie 2½-1½, Echo-Bravo 1-3, Foxtrot-Delta 0-4 (Foxtrot's board 4 empty)
//	R3 Alpha-Echo 4-0, Bravo-Delta 1-3, Charlie-Foxtrot 3-1
//
// Final scores: Alpha 3, Delta 2½, Charlie 1½, Bravo 1, Echo 1, Foxtrot 0. USAT = Σ
// opponent's final score × game points scored against it:
//
//	Alpha   1×3 + 1½×2½ + 1×4  = 3 + 3.75 + 4 = 10.75
//	Bravo   3×1 + 1×3 + 2½×1   = 8.5
//	Charlie 2½×2 + 3×1½ + 0×3  = 9.5
//	Delta   1½×2 + 0×4 + 1×3   = 6
//	Echo    0×2½ + 1×1 + 3×0   = 1
//	Foxtrot 1×1½ + 2½×0 + 1½×1 = 3
//
// Bravo and Echo tie on 1 and USAT puts Bravo ahead. WinTD prints twice these values.
func TestTeamsUSAT(t *testing.T) {
	file := filepath.Join("testdata", "teams", "usat-4-boards.trf")
	want := `place,team,mp,gp,USAT
1,Alpha,3,9.5,10.75
2,Delta,2.5,9,6
3,Charlie,1.5,6.5,9.5
4,Bravo,1,5,8.5
5,Echo,1,3.5,1
6,Foxtrot,0,2.5,3
`
	code, out, errOut := runTeams(t, "", "--rules", "uscf", "--format", "csv", file)
	if code != 0 || out != want {
		t.Errorf("exit %d, stderr %q\n got:\n%s\nwant:\n%s", code, errOut, out, want)
	}
	doubled := strings.NewReplacer(",10.75\n", ",21.5\n", ",6\n", ",12\n", ",9.5\n", ",19\n", ",8.5\n", ",17\n", ",1\n", ",2\n", ",3\n", ",6\n").Replace(want)
	code, out, errOut = runTeams(t, "", "--rules", "uscf", "-O", "usat=double", "--format", "csv", file)
	if code != 0 || out != doubled {
		t.Errorf("doubled: exit %d, stderr %q\n got:\n%s\nwant:\n%s", code, errOut, out, doubled)
	}
}

// TestTeamsIHSA runs seed 003's worked example through the command: in the constructed
// eight-board event testdata/teams/ihsa-8-boards.trf, Niles North scores 60, 35, 10, 50,
// 68, 33 and 24 weighted board points (boards 12 down to 5) against opponents who finish
// on 3, 3, 6, 4, 3, 5 and 6 tournament points, so its IHSA tiebreak is the seed's 60.66
// (with round 4 worth (50+10)×(4²+1)/100 = 10.20).
func TestTeamsIHSA(t *testing.T) {
	file := filepath.Join("testdata", "teams", "ihsa-8-boards.trf")
	code, out, errOut := runTeams(t, "", "--rules", "ihsa", "--format", "csv", file)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(out, "\n")
	if lines[0] != "place,team,mp,gp,IHSA" {
		t.Errorf("header %q", lines[0])
	}
	found := false
	for _, l := range lines {
		if strings.Contains(l, ",Niles North,") {
			found = true
			if !strings.HasSuffix(l, ",Niles North,4,280,60.66") {
				t.Errorf("Niles North: %q, want tournament points 4, 280 weighted points, IHSA 60.66", l)
			}
		}
	}
	if !found {
		t.Errorf("no Niles North row in\n%s", out)
	}
	// Opponent C (6 tournament points) ahead of Opponent G (6) on IHSA, and Filler 4 and 5
	// identical: a shared place.
	if !strings.Contains(out, "1,Opponent C,6,") || !strings.Contains(out, "2,Opponent G,6,") || !strings.Contains(out, "12-13,Filler 4,") {
		t.Errorf("order:\n%s", out)
	}
}

// TestTeamsSchools ranks invented school teams in a real US scholastic section (2026
// OSCF State Championship, High School Platinum, 19 players, SwissSys values in
// reference.csv): the best three scores count, ties broken by the sums of the counting
// players' Solkoff, then Cumulative. Player 15 has no school and is ignored. Hand check
// from reference.csv (points; Solk; Cumul.):
//
//	Roosevelt  2, 7, 12, 17: best 2 (4.5; 15; 13.5), 7 (3; 14; 9), 12 (3; 10; 7) = 10.5; 39; 29.5
//	Jefferson  3, 8, 13, 18: 3 (3.5; 17; 12.5), 8 (2.5; 12; 8), 13 (2; 9.5; 5.5)  = 8; 38.5; 26
//	Lincoln    1, 6, 11, 16: 1 (4; 15.5; 13), 16 (2; 12; 6.5), 11 (2; 8.5; 2)      = 8; 36; 21.5
//	Washington 4, 9, 14, 19: 9 (3; 13.5; 10), 19 (2.5; 8; 6), 4 (2; 11.5; 8)       = 7.5; 33; 24
//	Adams      5, 10:        5 (3.5; 10.5; 9.5), 10 (3.5; 12; 9)                   = 7; 22.5; 18.5
//
// Jefferson and Lincoln tie on 8; Solkoff 38.5 against 36 puts Jefferson second.
func TestTeamsSchools(t *testing.T) {
	path := filepath.Join(trftest.RealData(t), "uscf", "swisssys-2026-04-oscf-state-championship-upstairs", "high-school-platinum.derived.trf")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	schools := []struct {
		name    string
		members []int
	}{
		{"Lincoln HS", []int{1, 6, 11, 16}}, {"Roosevelt HS", []int{2, 7, 12, 17}},
		{"Jefferson HS", []int{3, 8, 13, 18}}, {"Washington HS", []int{4, 9, 14, 19}},
		{"Adams HS", []int{5, 10}},
	}
	var b strings.Builder
	b.Write(bytes.TrimRight(data, "\r\n"))
	b.WriteString("\n")
	for _, s := range schools {
		fmt.Fprintf(&b, "013 %-32s", s.name)
		for _, m := range s.members {
			fmt.Fprintf(&b, "%4d ", m)
		}
		b.WriteString("\n")
	}
	want := `place,team,mp,gp,SOLK,CUM
1,Roosevelt HS,,10.5,39,29.5
2,Jefferson HS,,8,38.5,26
3,Lincoln HS,,8,36,21.5
4,Washington HS,,7.5,33,24
5,Adams HS,,7,22.5,18.5
`
	code, out, errOut := runTeams(t, b.String(), "--best", "3", "--rules", "uscf", "--tiebreaks", "SOLK,CUM", "--format", "csv", "--from", "trf", "-")
	if code != 0 || out != want {
		t.Errorf("exit %d, stderr %q\n got:\n%s\nwant:\n%s", code, errOut, out, want)
	}
	code, out, _ = runTeams(t, b.String(), "--best", "3", "--rules", "uscf", "--tiebreaks", "SOLK,CUM", "--top", "2", "--from", "trf", "-")
	if code != 0 || !strings.Contains(out, "Counting players:") || strings.Contains(out, "Lincoln HS") && strings.Index(out, "Lincoln HS") < strings.Index(out, "Counting players:") {
		t.Errorf("--top 2 text output:\n%s", out)
	}
}

// TestTeamsBadData: inconsistent team data gives a positioned error or a warning and a
// non-zero exit where the standings would be wrong, never a panic.
func TestTeamsBadData(t *testing.T) {
	base, err := os.ReadFile(filepath.Join("testdata", "teams", "usat-4-boards.trf"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(base), "\r\n", "\n")
	for _, tc := range []struct {
		name       string
		edit       func(string) string
		code       int
		wantStderr string
	}{
		{"player in two teams", func(s string) string {
			return strings.Replace(s, "013 Bravo                              5", "013 Bravo                              1", 1)
		}, 1, "-:30:37: team member: bad team record: player 1 is in two teams, Alpha and Bravo"},
		{"roster number that does not exist", func(s string) string {
			return strings.TrimRight(s, "\n") + " 99\n"
		}, 0, "-:34:57: warning: team member: team Foxtrot lists player 99, who has no 001 line"},
		{"declared match score that the boards do not give", func(s string) string {
			return to310(s, map[string]string{"Alpha": "2.0"})
		}, 0, "team Alpha: the file declares 2 match points, the boards add up to 3"},
		{"forfeited match against the boards", func(s string) string {
			return s + "330 +-   1   5   6\n"
		}, 1, "round 1: forfeited match Echo - Foxtrot on record (+-), but the board games say the match was played"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errOut := runTeams(t, tc.edit(text), "--rules", "uscf", "--from", "trf", "-")
			if code != tc.code || !strings.Contains(errOut, tc.wantStderr) {
				if tc.code == 0 {
					// Warnings are listed by 'check'; the teams command prints a summary.
					_, out, _ := runCheck(t, tc.edit(text))
					if strings.Contains(out, tc.wantStderr) {
						return
					}
					t.Errorf("check output:\n%s", out)
				}
				t.Errorf("exit %d, want %d; stderr:\n%s\nwant it to contain %q", code, tc.code, errOut, tc.wantStderr)
			}
		})
	}
}

// to310 turns the 013 lines of a TRF into TRF26 310 lines declaring match points: the
// correct ones (from the USAT table) unless mp overrides a team's.
func to310(s string, mp map[string]string) string {
	declared := map[string]string{"Alpha": "3.0", "Bravo": "1.0", "Charlie": "1.5", "Delta": "2.5", "Echo": "1.0", "Foxtrot": "0.0"}
	var out []string
	id := 0
	for _, l := range strings.Split(s, "\n") {
		if !strings.HasPrefix(l, "013 ") {
			out = append(out, l)
			continue
		}
		id++
		name := strings.TrimSpace(l[4:36])
		v := declared[name]
		if o, ok := mp[name]; ok {
			v = o
		}
		line := fmt.Sprintf("310 %3d %-32s %-5s %6s %6s %6s %3s  ", id, name, "", "", v, "", "")
		for _, f := range strings.Fields(l[36:]) {
			line += fmt.Sprintf("%4s ", f)
		}
		out = append(out, strings.TrimRight(line, " "))
	}
	return strings.Join(out, "\n")
}

func runCheck(t *testing.T, stdin string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(context.Background(), []string{"tiebreak", "check", "--from", "trf", "-"}, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// TestTeamsCrosstableTeamColumn reads the rosters from a Team column of a CSV crosstable
// (and of the XLSX crosstable made from it) instead of team records: the USAT event gives
// the same table as from its TRF.
func TestTeamsCrosstableTeamColumn(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run(context.Background(), []string{"tiebreak", "convert", "--to", "csv", "-o", "-", filepath.Join("testdata", "teams", "usat-4-boards.trf")}, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("convert: %s", errOut.String())
	}
	var csv []string
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		if strings.HasPrefix(l, "#") || strings.HasPrefix(l, `"#`) {
			continue // no team records: the column alone must do
		}
		f := strings.Split(l, ",")
		if f[0] == "No" {
			f[8] = "Team"
		} else {
			f[8] = strings.Fields(f[1])[0]
		}
		csv = append(csv, strings.Join(f, ","))
	}
	dir := t.TempDir()
	csvPath := filepath.Join(dir, "usat.csv")
	if err := os.WriteFile(csvPath, []byte(strings.Join(csv, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	xlsxPath := filepath.Join(dir, "usat.xlsx")
	if code := run(context.Background(), []string{"tiebreak", "convert", "--to", "xlsx-crosstable", "-o", xlsxPath, csvPath}, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("convert to xlsx: %s", errOut.String())
	}
	want := "1,Alpha,3,9.5,10.75\n2,Delta,2.5,9,6\n3,Charlie,1.5,6.5,9.5\n4,Bravo,1,5,8.5\n5,Echo,1,3.5,1\n6,Foxtrot,0,2.5,3\n"
	for _, p := range []string{csvPath, xlsxPath} {
		code, got, stderr := runTeams(t, "", "--rules", "uscf", "--format", "csv", p)
		if code != 0 || !strings.HasSuffix(got, want) {
			t.Errorf("%s: exit %d, stderr %q\n%s", filepath.Ext(p), code, stderr, got)
		}
	}
}

// TestTeamsScoringOptions: an empty board worth nothing (-O empty-board=zero) takes Delta's
// round-2 board 4 away (8 GP, still a 3-0 win); a forfeited match worth 1 GP
// (-O forfeit-gp=1) gives Aces 4.5 GP instead of the 5.5 the file declares, which is
// reported; a PAB worth 2 MP (-O pab-mp=2) gives Dragons and Eagles one MP more.
func TestTeamsScoringOptions(t *testing.T) {
	code, out, errOut := runTeams(t, "", "--rules", "uscf", "-O", "empty-board=zero", "--format", "csv", filepath.Join("testdata", "teams", "usat-4-boards.trf"))
	if code != 0 || !strings.Contains(out, "\n2,Delta,2.5,8,6\n") {
		t.Errorf("empty-board=zero: exit %d %s\n%s", code, errOut, out)
	}
	records := filepath.Join("..", "..", "importers", "trf", "testdata", "team-records.trf")
	code, out, errOut = runTeams(t, "", "-O", "forfeit-gp=1", "--tiebreaks", "none", "--format", "csv", records)
	if code != 0 || !strings.Contains(out, "\n1,Aces,6,4.5\n") || !strings.Contains(errOut, "team Aces: the file declares 5.5 game points, the boards add up to 4.5") {
		t.Errorf("forfeit-gp=1: exit %d %s\n%s", code, errOut, out)
	}
	code, out, _ = runTeams(t, "", "-O", "pab-mp=2", "--tiebreaks", "none", "--format", "csv", records)
	if code != 0 || !strings.Contains(out, "Eagles,4,3\n") || !strings.Contains(out, "Dragons,3,2\n") {
		t.Errorf("pab-mp=2: exit %d\n%s", code, out)
	}
	code, _, errOut = runTeams(t, "", "-O", "pab-mp=two", records)
	if code != 2 || !strings.Contains(errOut, `option pab-mp="two": give a number of points`) {
		t.Errorf("pab-mp=two: exit %d %s", code, errOut)
	}
}

// TestTeamsPDFOutput checks the team standings on paper: 'teams -o x.pdf' and 'teams
// --format pdf' write a PDF of the Friendship Cup, and 'report' on it writes teams.pdf
// beside teams.csv, both naming the winning team and the board results.
func TestTeamsPDFOutput(t *testing.T) {
	event := filepath.Join(trftest.RealData(t), "reference", "friendship-cup-2024-team", "friendship-cup-2024-heraklion.trf")
	pdftotext := testtool.Require(t, "pdftotext")
	dir := t.TempDir()
	byExt := filepath.Join(dir, "teams.pdf")
	byFormat := filepath.Join(dir, "teams-out")
	for _, args := range [][]string{
		{"teams", "-q", "-o", byExt, event},
		{"teams", "-q", "--format", "pdf", "-o", byFormat, event},
		{"report", "-q", "-o", filepath.Join(dir, "report"), event},
	} {
		if code, _, errOut := runCLI(t, args...); code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, errOut)
		}
	}
	for _, path := range []string{byExt, byFormat, filepath.Join(dir, "report", "teams.pdf")} {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(data, []byte("%PDF-")) {
			t.Errorf("%s is not a PDF", path)
		}
		out, err := exec.Command(pdftotext, path, "-").Output()
		if err != nil {
			t.Fatal("pdftotext: ", err)
		}
		for _, want := range []string{"Team standings", "15 teams, 7 rounds", "Opponent", "Match", "Emmanouilidis,Konstantinos"} {
			if !strings.Contains(string(out), want) {
				t.Errorf("%s lacks %q", path, want)
			}
		}
	}
}
