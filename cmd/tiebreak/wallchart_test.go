package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"github.com/xuri/excelize/v2"
)

// TestWallchartPrint checks that --print chooses the sheets that print (the others are
// hidden) and that the default prints the chart alone.
func TestWallchartPrint(t *testing.T) {
	for _, tc := range []struct {
		print string // "" for the default
		want  string // the visible sheets
	}{
		{"", "Wall chart"},
		{"wallchart,legend", "Wall chart|Legend"},
		{"all", "Wall chart|Standings|Crosstable|Legend"},
	} {
		out := filepath.Join(t.TempDir(), "wall.xlsx")
		args := []string{"tiebreak", "wallchart", "-o", out}
		if tc.print != "" {
			args = append(args, "--print", tc.print)
		}
		var stdout, stderr bytes.Buffer
		if code := run(context.Background(), append(args, "../../testdata/sample.trf"), nil, &stdout, &stderr); code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, stderr.String())
		}
		f, err := excelize.OpenFile(out)
		if err != nil {
			t.Fatal(err)
		}
		var visible []string
		for _, s := range f.GetSheetList() {
			if v, _ := f.GetSheetVisible(s); v {
				visible = append(visible, s)
			}
		}
		f.Close()
		if got := strings.Join(visible, "|"); got != tc.want {
			t.Errorf("--print %q: visible sheets %q, want %q", tc.print, got, tc.want)
		}
	}
}

// TestWallchartPaper checks that --paper lays the wall chart out for the paper asked
// (Letter by default, A4 paper code 9), in wallchart and in the report, and refuses
// another size.
func TestWallchartPaper(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		out  string
		size int
	}{
		{[]string{"wallchart", "-q", "-o", filepath.Join(dir, "letter.xlsx"), "../../testdata/open.trf"}, "letter.xlsx", 1},
		{[]string{"wallchart", "-q", "--paper", "A4", "-o", filepath.Join(dir, "a4.xlsx"), "../../testdata/open.trf"}, "a4.xlsx", 9},
		{[]string{"report", "-q", "--paper", "a4", "-o", filepath.Join(dir, "report"), "../../testdata/open.trf"}, "report/wallchart.xlsx", 9},
	} {
		if code, _, errOut := runCLI(t, tc.args...); code != 0 {
			t.Fatalf("%q: exit %d: %s", tc.args, code, errOut)
		}
		f, err := excelize.OpenFile(filepath.Join(dir, tc.out))
		if err != nil {
			t.Fatal(err)
		}
		sheet := f.GetSheetList()[0]
		pl, err := f.GetPageLayout(sheet)
		if err != nil || pl.Size == nil || *pl.Size != tc.size {
			t.Errorf("%s: paper %v (%v), want %d", tc.out, pl.Size, err, tc.size)
		}
		f.Close()
	}
	if code, _, errOut := runCLI(t, "wallchart", "--paper", "legal", "-o", filepath.Join(dir, "x.xlsx"), "../../testdata/open.trf"); code != 2 || !strings.Contains(errOut, `--paper "legal": use letter or a4`) {
		t.Errorf("--paper legal: exit %d, %s", code, errOut)
	}
}

// TestWallchartSectionFile checks that without -o the wall chart of one section of a
// file with several is named after the section, so that the charts of two sections
// never overwrite each other, and that the line saying so names it.
func TestWallchartSectionFile(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile("../../examples/spring.json")
	if err != nil {
		t.Fatal(err)
	}
	event := filepath.Join(dir, "maopen.json")
	testtool.WriteFile(t, event, data)
	for _, tc := range []struct{ section, file, name string }{
		{"under-1800", "maopen-under-1800.xlsx", "Under 1800"},
		{"Open", "maopen-open.xlsx", "Open"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(context.Background(), []string{"tiebreak", "wallchart", "-q", "--section", tc.section, event}, nil, &stdout, &stderr); code != 0 {
			t.Fatalf("--section %s: exit %d: %s", tc.section, code, stderr.String())
		}
		out := filepath.Join(dir, tc.file)
		if want := "wrote " + out + " (" + event + " is the event)\n"; stdout.String() != want {
			t.Errorf("--section %s: said %q, want %q", tc.section, stdout.String(), want)
		}
		f, err := excelize.OpenFile(out)
		if err != nil {
			t.Fatalf("--section %s: %v", tc.section, err)
		}
		hf, _ := f.GetHeaderFooter("Wall chart")
		f.Close()
		if hf == nil || !strings.Contains(hf.OddHeader, tc.name) {
			t.Errorf("%s: page header %v does not name the section %q", tc.file, hf, tc.name)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "maopen.xlsx")); err == nil {
		t.Error("maopen.xlsx written: a section's chart took the event's name")
	}
}
