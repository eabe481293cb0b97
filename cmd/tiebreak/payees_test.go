package main

import (
	"encoding/csv"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// TestPayeesLedgerOnRealEvents runs batch with a fund on three real multi-section
// SwissSys events and checks payees.csv: the contract header, one row per person paid
// cash, each total equal to the sum of that person's rows in the events' prize CSVs
// (the events' players carry no IDs, so a person is a name, as the leaderboard matches
// them), events the number of those rows, and tax_form yes exactly from $300.
func TestPayeesLedgerOnRealEvents(t *testing.T) {
	root := trftest.RealData(t)
	var inputs []string
	for _, dir := range []string{"swisssys-2025-04-33rd-massachusetts-g60-championship", "swisssys-2026-04-9th-massachusetts-senior-open", "swisssys-2025-10-90th-greater-boston-open"} {
		got, _ := filepath.Glob(filepath.Join(root, "uscf", dir, "*.json"))
		inputs = append(inputs, got...)
	}
	if len(inputs) != 3 {
		t.Fatalf("inputs %v", inputs)
	}
	out := t.TempDir()
	mustRun(t, append([]string{"batch", "-q", "--fund", "testdata/fixtures/season-fund.yaml", "-o", out}, inputs...)...)
	want := map[string]prizes.Money{}
	events := map[string]int{}
	csvs, _ := filepath.Glob(filepath.Join(out, "*", "*", "prizes.csv"))
	if len(csvs) < 15 {
		t.Fatalf("%d prize CSVs", len(csvs))
	}
	var sum prizes.Money
	for _, p := range csvs {
		for _, r := range readCSV(t, p)[1:] {
			if r[5] == "" {
				continue
			}
			m, err := prizes.ParseMoney(r[5])
			if err != nil {
				t.Fatal(err)
			}
			want[r[1]] += m
			events[r[1]]++
			sum += m
		}
	}
	recs := readCSV(t, filepath.Join(out, "payees.csv"))
	if got := strings.Join(recs[0], ","); got != "name,uscf_id,fide_id,events,total,tax_form" {
		t.Fatalf("header %q", got)
	}
	if len(recs)-1 != len(want) {
		t.Errorf("%d payees, %d names paid in the prize CSVs", len(recs)-1, len(want))
	}
	var total prizes.Money
	forms := 0
	for _, r := range recs[1:] {
		m, err := prizes.ParseMoney(r[4])
		if err != nil || !amountRE.MatchString(r[4]) {
			t.Fatalf("%s: total %q", r[0], r[4])
		}
		total += m
		if m != want[r[0]] || r[3] != strconv.Itoa(events[r[0]]) {
			t.Errorf("%s: %s in %s events, the prize CSVs say %s in %d", r[0], r[4], r[3], want[r[0]], events[r[0]])
		}
		if wantForm := map[bool]string{true: "yes", false: "no"}[m >= prizes.Dollars(300)]; r[5] != wantForm {
			t.Errorf("%s: %s, tax_form %q", r[0], r[4], r[5])
		}
		if r[5] == "yes" {
			forms++
		}
	}
	if total != sum || forms == 0 {
		t.Errorf("ledger %s, prize CSVs %s; %d forms", total, sum, forms)
	}
	if pdftotext, err := exec.LookPath("pdftotext"); err == nil {
		text, err := exec.Command(pdftotext, "-layout", filepath.Join(out, "payees.pdf"), "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range []string{"Prize payments", "tax form from $300.00 in the season (tax_form_at): " + exporters.Count(forms, "form"),
			"Tax form due. Address:", "Taxpayer ID:", total.Format("USD") + " in all"} {
			if !strings.Contains(string(text), w) {
				t.Errorf("payees.pdf lacks %q", w)
			}
		}
	}
}

func readCSV(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

// TestPayeesSharedID runs issue 39's reproduction: three winners of one event given the
// same US Chess ID by a typing slip (different names and FIDE IDs). check names the
// players who share it, and a one-event batch --fund pays three payees, not one with
// three events and every dollar.
func TestPayeesSharedID(t *testing.T) {
	dir := t.TempDir()
	event := filepath.Join(dir, "club.json")
	data := `{"tournament": "Club Open", "date": "2026/1/10", "sections": [
  {"section": "Open", "rounds_paired": 1, "rounds_played": 1, "standings": [1, 2, 3, 4],
   "players": [
    {"name": "Smith, James", "id1": "12345678", "rating": 1500, "results": ["W"], "colors": ["W"], "ops": [4]},
    {"name": "Jones, Mary", "id1": "12345678", "rating": 1400, "results": ["W"], "colors": ["W"], "ops": [3]},
    {"name": "Brown, Li", "id1": "12345678", "rating": 1300, "results": ["L"], "colors": ["B"], "ops": [2]},
    {"name": "Cole, Cy", "id1": "23456789", "rating": 1200, "results": ["L"], "colors": ["B"], "ops": [1]}
   ]}]}`
	fundFile := filepath.Join(dir, "fund.yaml")
	fundText := "tax_form_at: 600\nprizes:\n  - {place: 1, cash: 500}\n  - {place: 2, cash: 300}\n  - {place: 3, cash: 200}\n"
	if err := os.WriteFile(event, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(fundFile, []byte(fundText), 0o644); err != nil {
		t.Fatal(err)
	}
	_, out, errOut := runCLI(t, "check", event)
	for _, w := range []string{"Jones, Mary has US Chess ID 12345678, as does player 1, Smith, James", "Brown, Li has US Chess ID 12345678, as does player 1, Smith, James"} {
		if !strings.Contains(out+errOut, w) {
			t.Errorf("check does not say %q:\n%s%s", w, out, errOut)
		}
	}
	outDir := filepath.Join(dir, "out")
	mustRun(t, "batch", "-q", "--fund", fundFile, "-o", outDir, event)
	var got []string
	for _, r := range readCSV(t, filepath.Join(outDir, "payees.csv"))[1:] {
		got = append(got, strings.Join(r, ","))
	}
	// Smith and Jones share 1st-2nd ($400 each), Brown and Cole 3rd ($100 each).
	want := "Brown, Li,12345678,,1,100.00,no|Cole, Cy,23456789,,1,100.00,no|Jones, Mary,12345678,,1,400.00,no|Smith, James,12345678,,1,400.00,no"
	if strings.Join(got, "|") != want {
		t.Errorf("payees.csv:\n%s\nwant:\n%s", strings.Join(got, "|"), want)
	}
}
