package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// TestSwissSys11Expected ranks every SwissSys 11 sample of testdata/real/swisssys11 that
// has SwissSys's printed values beside it (FILE.expected.csv: section, pair_no, points,
// place, then the printed tiebreaks) with no flags: every player's place, points and
// tiebreak values (in the order printed) must be SwissSys's.
func TestSwissSys11Expected(t *testing.T) {
	exps, err := filepath.Glob(filepath.Join(trftest.RealData(t), "swisssys11", "*.expected.csv"))
	more, _ := filepath.Glob(filepath.Join(trftest.RealData(t), "swisssys11", "*", "*.expected.csv"))
	exps = append(exps, more...)
	if err != nil || len(exps) < 3 {
		t.Fatalf("want the SwissSys 11 samples with expected values, found %d (%v)", len(exps), err)
	}
	checked := map[string]int{}
	for _, exp := range exps {
		file := strings.TrimSuffix(exp, ".expected.csv")
		recs := readCSV(t, exp)
		head := recs[0]
		bySection := map[string][][]string{}
		for _, r := range recs[1:] {
			bySection[r[0]] = append(bySection[r[0]], r)
		}
		names := make([]string, 0, len(bySection))
		for n := range bySection {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, name := range names {
			var out, errOut bytes.Buffer
			code := run(context.Background(), []string{"tiebreak", "standings", "--section", name, "--format", "csv", file}, nil, &out, &errOut)
			if code != 0 {
				t.Errorf("%s [%s]: exit %d: %s", filepath.Base(file), name, code, errOut.String())
				continue
			}
			rows, err := csv.NewReader(&out).ReadAll()
			if err != nil || len(rows) < 2 {
				t.Errorf("%s [%s]: output %q: %v", filepath.Base(file), name, out.String(), err)
				continue
			}
			// place,no,name,rating,points,<tiebreaks>,rank,status
			got := map[string][]string{}
			for _, r := range rows[1:] {
				got[r[1]] = append([]string{r[4], r[0]}, r[5:len(r)-2]...)
			}
			for _, w := range bySection[name] {
				g, ok := got[w[1]]
				if !ok {
					t.Errorf("%s [%s]: player %s not ranked", filepath.Base(file), name, w[1])
					continue
				}
				want := w[2:]
				if len(g) < len(want) || strings.Join(g[:len(want)], ",") != strings.Join(want, ",") {
					t.Errorf("%s [%s]: player %s: points, place and tiebreaks %v, SwissSys printed %v (%s)", filepath.Base(file), name, w[1], g, want, strings.Join(head[2:], ","))
				}
				checked[filepath.Base(file)]++
			}
		}
	}
	for _, f := range []string{"TDEXPORT.DBF", "Hello 2026 Report.json", "PNWCC_G60_Online__Mar_16_SwissSysJSON.json", "PNWCC_G60_Online__Mar_16_SwissSys11.sjson"} {
		if checked[f] == 0 {
			t.Errorf("%s: no player checked", f)
		}
	}
}

// TestSwissSys11ExpiredMember checks a real .sjson under check --for uscf: the Billerica
// blitz (19 December 2025) has a member whose Exp1 is 10/31/2025, whom US Chess would
// hold the rating report for.
func TestSwissSys11ExpiredMember(t *testing.T) {
	file := filepath.Join(trftest.RealData(t), "swisssys11", "Billerica_Christmas_Blitz_SwissSys11.sjson")
	var out, errOut bytes.Buffer
	run(context.Background(), []string{"tiebreak", "check", "--for", "uscf", file}, nil, &out, &errOut)
	want := "[Open]: warning: player 1: US Chess report: Herfeezu, Dxln: membership expired 2025-10-31, before the event ended 2025-12-19: the rating report will bounce; the member must renew"
	if got := out.String() + errOut.String(); !strings.Contains(got, want) || strings.Count(got, "membership expired") != 1 {
		t.Errorf("check --for uscf:\n%s\nwant one line with %q", got, want)
	}
	out.Reset()
	errOut.Reset()
	if code := run(context.Background(), []string{"tiebreak", "check", file}, nil, &out, &errOut); code != 0 || strings.Contains(out.String(), "membership") {
		t.Errorf("check without --for: exit %d\n%s%s", code, out.String(), errOut.String())
	}
}

// TestSwissSys11Prizes pays the real PNWCC .sjson with no --fund: the prizes the TD
// entered in SwissSys ($100, $70, $30) are paid, and said to be; SwissSys's own results
// JSON of the event printed $100 to player 2 and $33.33 to players 1, 4 and 5 (it keeps
// the cent that does not divide; rule 32B2 pays it, to player 5, first in tiebreak
// order). --fund replaces SwissSys's prizes.
func TestSwissSys11Prizes(t *testing.T) {
	file := filepath.Join(trftest.RealData(t), "swisssys11", "PNWCC_G60_Online__Mar_16_SwissSys11.sjson")
	var out, errOut bytes.Buffer
	if code := run(context.Background(), []string{"tiebreak", "prizes", "--format", "csv", file}, nil, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	want := "no,name,points,place,award,amount,trophy\n" +
		"2,\"Gfktuaqutfcjp [ntyabuwgsjzesgj], L R\",3.5,1,1st,100.00,\n" +
		"5,\"Uex [wbwsvsnbuduxsf], Xttmgl\",3,2-4,\"2nd+3rd, shared by 3\",33.34,\n" +
		"4,\"Dcarlap Seafa [asqdgvu], Klakfd\",3,2-4,\"2nd+3rd, shared by 3\",33.33,\n" +
		"1,\"Xxyqehm [YIMryorqjy], Ejmwoftzrc\",3,2-4,\"2nd+3rd, shared by 3\",33.33,\n"
	if out.String() != want {
		t.Errorf("prizes:\n%s\nwant\n%s", out.String(), want)
	}
	if !strings.Contains(errOut.String(), "note: prizes: the 3 prizes entered in SwissSys in PNWCC_G60_Online__Mar_16_SwissSys11.sjson (1 section) are paid; --fund FILE pays another fund") {
		t.Errorf("no note of SwissSys's prizes: %s", errOut.String())
	}
	out.Reset()
	errOut.Reset()
	if code := run(context.Background(), []string{"tiebreak", "prizes", file}, nil, &out, &errOut); code != 0 ||
		!strings.Contains(out.String(), "(fund: Prizes entered in SwissSys, Open)") {
		t.Errorf("text prize list does not name the fund (exit %d):\n%s%s", code, out.String(), errOut.String())
	}
	out.Reset()
	errOut.Reset()
	if code := run(context.Background(), []string{"tiebreak", "prizes", "--fund", "club-quad", "--format", "csv", file}, nil, &out, &errOut); code != 0 ||
		strings.Contains(errOut.String(), "entered in SwissSys") || out.String() == want {
		t.Errorf("--fund did not replace SwissSys's prizes (exit %d):\n%s%s", code, out.String(), errOut.String())
	}
}

// TestSwissSys11ReportPrizes writes the report of the real PNWCC .sjson with no --fund:
// prizes.csv holds what SwissSys was set up to pay, and a note says where it came from.
func TestSwissSys11ReportPrizes(t *testing.T) {
	file := filepath.Join(trftest.RealData(t), "swisssys11", "PNWCC_G60_Online__Mar_16_SwissSys11.sjson")
	dir := filepath.Join(t.TempDir(), "out")
	var out, errOut bytes.Buffer
	if code := run(context.Background(), []string{"tiebreak", "report", "-o", dir, file}, nil, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	data, err := os.ReadFile(filepath.Join(dir, "prizes.csv"))
	if err != nil || !strings.Contains(string(data), "2,\"Gfktuaqutfcjp [ntyabuwgsjzesgj], L R\",3.5,1,1st,100.00,") {
		t.Errorf("prizes.csv %q (%v)", data, err)
	}
	if !strings.Contains(errOut.String(), "prizes entered in SwissSys") {
		t.Errorf("no note of SwissSys's prizes: %s", errOut.String())
	}
}

// TestSwissSys11Check runs check on every SwissSys 11 sample (the .sjson files of both
// layouts, the results JSON, the rating report SwissSys 11 wrote): each exits 0.
func TestSwissSys11Check(t *testing.T) {
	dir := filepath.Join(trftest.RealData(t), "swisssys11")
	files, _ := filepath.Glob(filepath.Join(dir, "*.sjson"))
	more, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	files = append(append(files, more...), filepath.Join(dir, "dbf-jan-2026", "TDEXPORT.DBF"), filepath.Join(dir, "dbf-jan-2026", "Hello 2026 Report.json"))
	if len(files) != 7 {
		t.Fatalf("%d samples, want 7", len(files))
	}
	for _, f := range files {
		var out, errOut bytes.Buffer
		if code := run(context.Background(), []string{"tiebreak", "check", f}, nil, &out, &errOut); code != 0 {
			t.Errorf("check %s: exit %d\n%s%s", filepath.Base(f), code, out.String(), errOut.String())
		}
	}
}

// TestSwissSys11ClassPrizes pays a .sjson whose TD entered a place prize and a class
// prize (U1600: Bottom 0, Top 1599) in SwissSys: the winner takes 1st, the best player
// rated under 1600 the class prize, though a higher-rated player scored more.
func TestSwissSys11ClassPrizes(t *testing.T) {
	data := `{"Overview": {"Tournament title": "Club Swiss", "Starting date": "2026-02-14", "Ending date": "2026-02-14"},
"Sections": [{"Section name": "Open", "Rounds paired": 2, "Rounds played": 2, "Final round": 2,
"Prizes": {"Place prizes": [{"Value": 100, "Description": ""}], "Class prizes": [{"Value": 40, "Description": "", "Top": 1599, "Bottom": 0, "Priority": 1}]},
"Players": [
 {"Pair number": 1, "Name": "Doe, Jane", "Rating": 1900, "Results": ["+;3;W;1;3;3;0", "+;2;B;1;2;2;0"]},
 {"Pair number": 2, "Name": "Roe, Rick", "Rating": 1800, "Results": ["+;4;B;2;4;4;0", "-;1;W;1;1;1;0"]},
 {"Pair number": 3, "Name": "Poe, Ed", "Rating": 1550, "Results": ["-;1;B;1;1;1;0", "+;4;W;2;4;4;0"]},
 {"Pair number": 4, "Name": "Lee, Bo", "Rating": 1400, "Results": ["-;2;W;2;2;2;0", "-;3;B;2;3;3;0"]}]}]}`
	file := filepath.Join(t.TempDir(), "club.sjson")
	if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := run(context.Background(), []string{"tiebreak", "prizes", "--format", "csv", file}, nil, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	want := "no,name,points,place,award,amount,trophy\n" +
		"1,\"Doe, Jane\",2,1,1st,100.00,\n" +
		"3,\"Poe, Ed\",1,2-3,U1600 1st,40.00,\n"
	if out.String() != want {
		t.Errorf("prizes:\n%s\nwant\n%s", out.String(), want)
	}
}
