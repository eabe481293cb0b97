package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// runCLI runs the command in-process and returns its exit status, standard output and
// standard error.
func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(context.Background(), append([]string{"tiebreak"}, args...), nil, &out, &errOut)
	return code, out.String(), errOut.String()
}

// TestForceMarksTheWallChart checks that a wall chart written with --force says so: in the
// page header of every sheet and in the legend.
func TestForceMarksTheWallChart(t *testing.T) {
	out := filepath.Join(t.TempDir(), "wall.xlsx")
	if code, _, errOut := runCLI(t, "wallchart", "--force", "-o", out, "testdata/events/bad.trf"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	f, err := excelize.OpenFile(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Legend")
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, r := range rows {
		if len(r) >= 2 && r[0] == "Status" && strings.HasPrefix(r[1], "unverified: 4 problems") {
			found = true
		}
	}
	if !found {
		t.Errorf("legend has no unverified status: %q", rows)
	}
	for _, sheet := range f.GetSheetList() {
		hf, err := f.GetHeaderFooter(sheet)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(hf.OddHeader, "UNVERIFIED: 4 PROBLEMS") {
			t.Errorf("sheet %s: header %q is not marked", sheet, hf.OddHeader)
		}
	}
	// Without --force nothing is written.
	out2 := filepath.Join(t.TempDir(), "refused.xlsx")
	if code, _, _ := runCLI(t, "wallchart", "-o", out2, "testdata/events/bad.trf"); code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if _, err := os.Stat(out2); err == nil {
		t.Error("a refused event was written")
	}
}

// TestInProgressEqualsCut ranks an event of 9 planned rounds with 4 played and round 5
// paired without results, and the same event written with 4 rounds: every rule that
// depends on the number of rounds (Modified Median's 9-round rule, the even-score test,
// unplayed rounds in Solkoff, Cumulative and the FIDE tiebreaks) must give the same
// standings.
func TestInProgressEqualsCut(t *testing.T) {
	for _, args := range [][]string{
		{"--rules", "uscf", "-t", "MM,SOLK,CUM,OCUM,MED,SB,KASH"},
		{"--rules", "uscf", "-t", "MM,SOLK,CUM", "-f", "csv"},
		{"--rules", "fide-2024", "-t", "BH/C1,BH,SB,ARO,ARO/C1,PS,REP", "-f", "csv"},
		{"--rules", "fide-2009", "-t", "BH/C1,BH,SB", "-f", "csv"},
	} {
		code, got, errOut := runCLI(t, append(append([]string{"standings"}, args...), "testdata/events/inprogress.trf")...)
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, errOut)
		}
		if !strings.Contains(errOut, "round 5 in progress: 0 of 4 games entered; left out of scores and tiebreaks (standings after 4 rounds)") {
			t.Errorf("%q: no warning about round 5: %q", args, errOut)
		}
		code, want, errOut := runCLI(t, append(append([]string{"standings"}, args...), "testdata/events/inprogress-cut4.trf")...)
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, errOut)
		}
		if withoutStatus(got) != withoutStatus(want) {
			t.Errorf("%q: in progress:\n%s\nwant (cut to 4 rounds):\n%s", args, got, want)
		}
	}
}

// truncateTRF cuts a TRF16 text after round n as a TD would by hand: every player line
// keeps its first n round blocks, the points and rank fields are blanked (they describe
// the finished event), the round count becomes n and point adjustments are dropped.
func truncateTRF(text string, n int) string {
	var out []string
	for _, line := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "001 "):
			rs := []rune(line)
			if len(rs) > 89+10*n {
				rs = rs[:89+10*n]
			}
			for i := 79; i < 89 && i < len(rs); i++ {
				rs[i] = ' '
			}
			line = strings.TrimRight(string(rs), " ")
		case strings.HasPrefix(line, "XXR "), strings.HasPrefix(line, "142 "):
			line = line[:4] + strconv.Itoa(n)
		case strings.HasPrefix(line, "299 "):
			continue
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// TestRoundEqualsHandTruncation runs --round N on real finished events and compares the
// standings with those of the event truncated after round N by hand, under US Chess and
// FIDE rules, for the first, a middle and the last round but one. With N the rounds
// played it runs without --round: an event in progress (the JaVaFo sample declares 9
// rounds and has 4) must rank as the event written with the rounds played.
func TestRoundEqualsHandTruncation(t *testing.T) {
	root := trftest.RealData(t)
	files, _ := filepath.Glob(filepath.Join(root, "uscf", "*", "*.derived.trf"))
	files = append(files, filepath.Join(root, "trf", "gros-open-donostia-2010-javafo-sample.trf"))
	extra, _ := filepath.Glob(filepath.Join(root, "extra", "e0*.trf"))
	files = append(files, extra...)
	if len(files) < 10 {
		t.Fatalf("only %d files", len(files))
	}
	dir := t.TempDir()
	for _, f := range files {
		rel, _ := filepath.Rel(root, f)
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		tour := trftest.Load(t, f)
		played := tour.RoundsPlayed()
		for _, n := range []int{1, played / 2, played - 1, played} {
			if n < 1 {
				continue
			}
			cut := filepath.Join(dir, strings.ReplaceAll(rel, string(filepath.Separator), "_")+"-"+strconv.Itoa(n)+".trf")
			if err := os.WriteFile(cut, []byte(truncateTRF(string(data), n)), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, rules := range [][]string{
				{"--rules", "uscf", "-t", "MM,SOLK,CUM,OCUM,SB,KASH", "-f", "csv"},
				{"--rules", "fide-2024", "-t", "BH/C1,BH,SB,PS,DE", "-f", "csv"},
			} {
				args := append([]string{"standings", "--round", strconv.Itoa(n)}, rules...)
				if n == played {
					args = append([]string{"standings"}, rules...)
				}
				code, got, errOut := runCLI(t, append(args, f)...)
				if code != 0 {
					t.Errorf("%s --round %d: exit %d: %s", rel, n, code, errOut)
					continue
				}
				code, want, errOut := runCLI(t, append(append([]string{"standings"}, rules...), cut)...)
				if code != 0 {
					t.Errorf("%s cut at %d: exit %d: %s", rel, n, code, errOut)
					continue
				}
				if withoutStatus(got) != withoutStatus(want) {
					t.Errorf("%s %s --round %d differs from the event cut by hand:\n%s\nwant:\n%s", rel, rules[1], n, got, want)
				}
			}
		}
	}
}

// TestRoundInTheWallChart checks that --round N reaches the wall chart: N round columns,
// and the legend says so.
func TestRoundInTheWallChart(t *testing.T) {
	out := filepath.Join(t.TempDir(), "wall.xlsx")
	if code, _, errOut := runCLI(t, "wallchart", "--round", "2", "-o", out, "testdata/events/inprogress.trf"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	f, err := excelize.OpenFile(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows(f.GetSheetList()[0])
	if err != nil {
		t.Fatal(err)
	}
	var rounds []string
	for _, h := range rows[0] {
		if strings.HasPrefix(h, "Rd ") {
			rounds = append(rounds, h)
		}
	}
	if strings.Join(rounds, ",") != "Rd 1,Rd 2" {
		t.Errorf("round columns %q, want Rd 1 and Rd 2", rounds)
	}
	legend, _ := f.GetRows("Legend")
	found := false
	for _, r := range legend {
		if len(r) >= 2 && r[0] == "Rounds" && r[1] == "9; Standings after round 2" {
			found = true
		}
	}
	if !found {
		t.Errorf("legend does not say 9 rounds, standings after round 2: %q", legend)
	}
}

// TestInProgressWallChart checks the wall chart of an event in progress: the pairings of
// the round without results are shown without a running score; the planned round after
// it (no pairing yet) is left out, and with --planned-rounds it is blank (not "U").
func TestInProgressWallChart(t *testing.T) {
	// One row per player: each round is a result column and a running-score column.
	paired := map[string]string{
		"D1": "Rd 1", "L1": "Rd 5",
		"J2": "W7b", "K2": "4", // round 4 result and running score of player 1
		"L2": "2w", "M2": "", // round 5: paired with 2, White, no score yet
	}
	for _, tc := range []struct {
		name  string
		flags []string
		want  map[string]string
	}{
		{"default", nil, map[string]string{"N1": "Total", "N2": "4"}},
		{"planned-rounds", []string{"--planned-rounds"}, map[string]string{"N1": "Rd 6", "N2": "", "O2": "", "P1": "Rd 7", "T1": "Rd 9", "V1": "Total"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "wall.xlsx")
			args := append(append([]string{"wallchart", "-q", "-o", out}, tc.flags...), "testdata/events/inprogress.trf")
			if code, _, errOut := runCLI(t, args...); code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			f, err := excelize.OpenFile(out)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			sheet := f.GetSheetList()[0]
			for _, want := range []map[string]string{paired, tc.want} {
				for cell, want := range want {
					if got, _ := f.GetCellValue(sheet, cell); got != want {
						t.Errorf("%s = %q, want %q", cell, got, want)
					}
				}
			}
		})
	}
}

// statusWords matches where an event stands as outputs print it ([engine.Progress]).
var statusWords = regexp.MustCompile(`Final standings|Standings (after|with|before) [^\n,]*`)

// withoutStatus returns standings output with where the event stands replaced by
// "STATUS": an event cut by hand is complete, the same event cut with --round is not,
// and everything else must be equal.
func withoutStatus(s string) string { return statusWords.ReplaceAllString(s, "STATUS") }
