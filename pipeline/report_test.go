package pipeline

import (
	"bytes"
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/importers/fund"
)

// TestReportFiles checks which files a report folder holds, in order, and that each
// writes the file its name says.
func TestReportFiles(t *testing.T) {
	f := NewFormats()
	ev := sample(t)
	st, _, err := f.Rank(ev, Ranking{})
	if err != nil {
		t.Fatal(err)
	}
	fd, opts, err := fund.Load("../examples/fund.yaml")
	if err != nil {
		t.Fatal(err)
	}
	a, err := prizes.Allocate(st, fd, opts)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		prizes *prizes.Allocation
		only   map[string]bool
		want   []string
	}{
		{"no fund: standings.pdf", nil, nil,
			[]string{"standings.csv", "standings.txt", "wallchart.xlsx", "event.trf", "standings.pdf"}},
		{"fund: prize files instead of standings.pdf", a, nil,
			[]string{"standings.csv", "standings.txt", "wallchart.xlsx", "event.trf", "prizes.csv", "prizes.pdf"}},
		{"fund, only standings.pdf and prizes.pdf", a, map[string]bool{FileStandingsPDF: true, FilePrizesPDF: true},
			[]string{"standings.pdf", "prizes.pdf"}},
		{"only names no file of the report", nil, map[string]bool{FilePrizesCSV: true}, nil},
	}
	starts := map[string]string{".pdf": "%PDF-", ".xlsx": "PK", ".trf": "012 Riverside Spring Open 2026", ".csv": "", ".txt": ""}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			files, notes := f.ReportFiles(context.Background(), Report{T: ev, Standings: st, Prizes: tc.prizes, Opts: exporters.Options{Generator: "test"}}, tc.only)
			var names []string
			for _, file := range files {
				names = append(names, file.Name)
				var b bytes.Buffer
				if err := file.Write(&b); err != nil {
					t.Fatalf("%s: %v", file.Name, err)
				}
				ext := file.Name[strings.LastIndex(file.Name, "."):]
				if b.Len() == 0 || !strings.HasPrefix(b.String(), starts[ext]) {
					t.Errorf("%s starts %.40q", file.Name, b.String())
				}
			}
			if !reflect.DeepEqual(names, tc.want) {
				t.Errorf("files %q; want %q", names, tc.want)
			}
			if len(notes) != 0 {
				t.Errorf("notes %q; want none", notes)
			}
		})
	}
}
