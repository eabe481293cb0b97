package main

import (
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/internal/testtool"
)

// hostileNames are player names a spreadsheet would run as formulas if a CSV cell started
// with them.
var hostileNames = []string{`=HYPERLINK("http://x","y")`, "+SUM(1,2)", "@A1", "-2+3", "=1+1"}

// TestEveryCSVGuardsFormulas is the README's promise, word for word: no cell of any CSV
// tiebreak writes is read as a formula by a spreadsheet. The sample's first players are
// renamed to formulas; every CSV that report writes, and those standings and ratings
// print, are read back and no cell may start with = + @ a tab or a carriage return, nor
// with - unless it is a number (a rating change of -12).
func TestEveryCSVGuardsFormulas(t *testing.T) {
	data, err := os.ReadFile("../../examples/event.trf")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	renamed := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "001") && renamed < len(hostileNames) {
			r := []rune(l)
			lines[i] = string(r[:14]) + fmt.Sprintf("%-33s", hostileNames[renamed]) + string(r[47:])
			renamed++
		}
	}
	dir := t.TempDir()
	event := filepath.Join(dir, "event.trf")
	testtool.WriteFile(t, event, []byte(strings.Join(lines, "\n")))
	out := filepath.Join(dir, "out")
	if code, _, errOut := runCLI(t, "report", "--fund", "../../examples/fund.yaml", "-o", out, event); code != 0 {
		t.Fatalf("report: exit %d\n%s", code, errOut)
	}
	csvs := map[string]string{}
	err = filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, ".csv") {
			b, rerr := os.ReadFile(p)
			csvs[p] = string(b)
			return rerr
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"standings", "--format", "csv", "--ratings", "fide", event},
		{"standings", "--format", "csv", "--ratings", "uscf", event},
		{"ratings", "--system", "fide", "--format", "csv", event},
		{"ratings", "--system", "uscf", "--format", "csv", event},
		{"prizes", "--fund", "../../examples/fund.yaml", "--format", "csv", event},
	} {
		code, stdout, errOut := runCLI(t, args...)
		if code != 0 {
			t.Fatalf("%s: exit %d\n%s", strings.Join(args, " "), code, errOut)
		}
		csvs[strings.Join(args, " ")] = stdout
	}
	if len(csvs) < 7 {
		t.Fatalf("only %d CSV files to look at: %v", len(csvs), csvs)
	}
	for name, text := range csvs {
		r := csv.NewReader(strings.NewReader(text))
		r.FieldsPerRecord = -1
		r.Comment = '#'
		records, err := r.ReadAll()
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		hostile := 0
		for _, rec := range records {
			for _, cell := range rec {
				if strings.Contains(cell, "HYPERLINK") || strings.Contains(cell, "SUM(1,2)") {
					hostile++
				}
				if formulaCell(cell) {
					t.Errorf("%s: cell %q would run as a formula", name, cell)
				}
			}
		}
		if hostile == 0 {
			t.Errorf("%s has no renamed player: the test looks at nothing", name)
		}
	}
}

// formulaCell reports whether a spreadsheet would read cell as a formula.
func formulaCell(cell string) bool {
	if cell == "" {
		return false
	}
	switch cell[0] {
	case '=', '+', '@', '\t', '\r':
		return true
	case '-':
		_, err := strconv.ParseFloat(cell, 64)
		return err != nil
	}
	return false
}
