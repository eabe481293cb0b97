package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/importers/fund"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
)

// gboJSON is the real multi-section SwissSys file the multi-section fund tests pay.
func gboJSON(t *testing.T) string {
	return filepath.Join(trftest.RealData(t), "uscf/swisssys-2025-10-90th-greater-boston-open/90th_Greater_Boston_Open.swisssys-nach.redacted.json")
}

// mustRun runs tiebreak with args and returns standard output, failing on a non-zero
// exit.
func mustRun(t *testing.T, args ...string) string {
	t.Helper()
	code, out, errOut := runCLI(t, args...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errOut)
	}
	return out
}

// TestSectionsFundOnRealEvent pays a real nine-section SwissSys JSON (the 90th Greater
// Boston Open) from one fund whose based_on goal is counted over every section: the
// total paid is the fund times entries/goal, to the cent, and each section's prizes are
// exactly what a single-section fund of that section's prizes pays with the same entries
// (rule 32 as for any fund).
func TestSectionsFundOnRealEvent(t *testing.T) {
	json := gboJSON(t)
	ref := "testdata/fixtures/sections-fund.yaml"
	f, _, err := fund.Load(ref)
	if err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(strings.NewReader(mustRun(t, "prizes", "--fund", ref, "-f", "csv", json))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(recs[0], ","); got != "section,no,name,points,place,award,amount,trophy" {
		t.Fatalf("header %q", got)
	}
	// 200 entries in nine sections; the same pseudonym in two sections is one person:
	// count: players gives 191, of a goal of 250.
	const entries, goal = 191, 250
	announced := f.AnnouncedTotal()
	if announced != prizes.Dollars(3150) {
		t.Fatalf("announced %s", announced)
	}
	var total prizes.Money
	bySection := map[string][]string{}
	for _, r := range recs[1:] {
		if r[6] != "" {
			m, err := prizes.ParseMoney(r[6])
			if err != nil {
				t.Fatal(err)
			}
			total += m
		}
		bySection[r[0]] = append(bySection[r[0]], strings.Join(r[1:], ","))
	}
	// Every prize here is a whole number of dollars, so 76.4% of it has whole cents and
	// no rounding is lost: $3,150 x 191/250 = $2,406.60 exactly.
	if want := announced * entries / goal; total != want || want != prizes.Money(240660) {
		t.Errorf("paid %s, want %s (fund x %d/%d)", total, want, entries, goal)
	}
	if len(bySection) != 8 {
		t.Errorf("sections paid: %d", len(bySection))
	}
	// Each section alone, from a single-section fund with the event's entries.
	tmp := t.TempDir()
	for _, sec := range f.Sections {
		var y strings.Builder
		y.WriteString("based_on: {entries: 250, actual: 191}\ntax_form_at: 600\nunrated_max: 100\nprizes:\n")
		for _, p := range sec.Prizes {
			y.WriteString("  - {place: " + strconv.Itoa(p.Place) + ", cash: " + p.Cash.String())
			if p.Group != "" {
				y.WriteString(", class: " + p.Group)
			}
			if p.Trophy != "" {
				y.WriteString(", trophy: " + p.Trophy)
			}
			y.WriteString("}\n")
		}
		one := filepath.Join(tmp, "one.yaml")
		if err := os.WriteFile(one, []byte(y.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		alone, err := csv.NewReader(strings.NewReader(mustRun(t, "prizes", "--fund", one, "-f", "csv", "--section", sec.Name, json))).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, r := range alone[1:] {
			want = append(want, strings.Join(r, ","))
		}
		name := sec.Name
		if name == "under-2000" {
			name = "Under 2000" // the fund names it by slug; the CSV by the event's name
		}
		if got := strings.Join(bySection[name], "\n"); got != strings.Join(want, "\n") {
			t.Errorf("section %s:\n got %s\nwant %s", sec.Name, got, strings.Join(want, "\n"))
		}
	}
}

// TestSectionsFundReport checks report on a multi-section file and on one file per
// section: the event's prize files beside the sections' folders, the same prizes both
// ways, and an unknown section name in the fund refused with a did-you-mean.
func TestSectionsFundReport(t *testing.T) {
	json := gboJSON(t)
	dir := filepath.Dir(json)
	ref := "testdata/fixtures/sections-fund.yaml"
	out1, out2 := t.TempDir(), t.TempDir()
	mustRun(t, "report", "--fund", ref, "-o", out1, json)
	files, _ := filepath.Glob(filepath.Join(dir, "*.derived.trf"))
	mustRun(t, append([]string{"report", "--fund", ref, "-o", out2}, files...)...)
	read := func(p string) []string {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var rows []string
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n")[1:] {
			_, rest, _ := strings.Cut(line, ",") // the section's name differs: Premier, premier
			rows = append(rows, rest)
		}
		return rows
	}
	a, b := read(filepath.Join(out1, "prizes.csv")), read(filepath.Join(out2, "prizes.csv"))
	slices.Sort(a) // the files come in name order, the JSON's sections in its own
	slices.Sort(b)
	if strings.Join(a, "\n") != strings.Join(b, "\n") || len(a) < 16 {
		t.Errorf("one file:\n%s\nfiles per section:\n%s", strings.Join(a, "\n"), strings.Join(b, "\n"))
	}
	for _, p := range []string{"prizes.pdf", "premier/prizes.pdf", "under-1000/prizes.csv", "extra-games/standings.pdf"} {
		if _, err := os.Stat(filepath.Join(out1, p)); err != nil {
			t.Errorf("%s: %v", p, err)
		}
	}
	if pdftotext, err := exec.LookPath("pdftotext"); err == nil {
		text, err := exec.Command(pdftotext, "-layout", filepath.Join(out1, "prizes.pdf"), "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range []string{"90th Greater Boston Open ", "9 sections, 8 paid from one prize fund", "Prize fund as announced, all sections",
			"Based on 250 entries, 191 received over all sections: 76.4% paid", "$2,406.60", "Section: Under 1000",
			"Hand-out list (ceremony order: lowest award first)", "no prizes in the fund for this section"} {
			if !strings.Contains(string(text), w) {
				t.Errorf("the event prize PDF lacks %q", w)
			}
		}
	}
	data, _ := os.ReadFile(ref)
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	testtool.WriteFile(t, bad, []byte(strings.Replace(string(data), "Under 1800:", "Under 1900:", 1)))
	var outB, errB bytes.Buffer
	code := run(context.Background(), []string{"tiebreak", "report", "--fund", bad, "-o", t.TempDir(), json}, nil, &outB, &errB)
	want := `sections: section "Under 1900" matches no section of the event (did you mean "Under 1800"`
	if code == 0 || !strings.Contains(errB.String(), want) || !strings.Contains(errB.String(), "bad.yaml:17:3") {
		t.Errorf("exit %d: %s", code, errB.String())
	}
}
