package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

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
