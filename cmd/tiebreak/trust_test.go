package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
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
