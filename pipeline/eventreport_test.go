package pipeline

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
)

// TestMakeReport checks what the report of an event holds: the files of every section
// in their folders, the site below site/, the event's prize files last; the fund given,
// else the prizes a SwissSys file holds, said first among the notes.
func TestMakeReport(t *testing.T) {
	const (
		trf    = "../examples/event.trf"
		sjson  = "../testdata/real/swisssys11/PNWCC_G60_Online__Mar_16_SwissSys11.sjson"
		boston = "../testdata/real/uscf/swisssys-2025-10-90th-greater-boston-open/90th_Greater_Boston_Open.swisssys-nach.redacted.json"
	)
	section := []string{FileStandingsCSV, FileStandingsText, FileWallchart, FileEventTRF, FileStandingsPDF}
	paid := []string{FileStandingsCSV, FileStandingsText, FileWallchart, FileEventTRF, FilePrizesCSV, FilePrizesPDF}
	tests := []struct {
		name    string
		path    string
		fund    string // a fund file; "" for none
		site    bool
		files   []string // the files, but for the site's pages and the sections' folders (checked by count)
		files2  int      // how many files in all
		program bool
		note    string   // the first note; "" for none
		kind    NoteKind // its kind
	}{
		{name: "one section, no fund", path: trf, files: section, files2: 5},
		{name: "the prizes entered in SwissSys", path: sjson, files: paid, files2: 6, program: true,
			note: "prizes: the 3 prizes entered in SwissSys in PNWCC_G60_Online__Mar_16_SwissSys11.sjson (1 section) are paid", kind: NoteFund},
		{name: "a fund given wins", path: sjson, fund: "../testdata/open-fund.yaml", files: paid, files2: 6,
			note: "13 players have no birth date and cannot win age prizes such as Top Junior", kind: NoteSection},
		{name: "with the site", path: trf, site: true, files: section},
		{name: "nine sections, a fund with sections", path: boston, fund: "testdata/sections-fund.yaml",
			files: []string{FilePrizesCSV, FilePrizesPDF}, files2: 55, kind: NoteFund,
			note: "section Extra Games: the fund has no prizes for it; its 8 entries count toward based_on (count: players)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev, err := Open(t.Context(), []string{tt.path}, LoadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			o := ReportOptions{}
			if tt.fund != "" {
				if o.Fund, err = LoadFund(tt.fund); err != nil {
					t.Fatal(err)
				}
			}
			if tt.site {
				o.Site = &site.Options{}
			}
			rep, err := MakeReport(t.Context(), ev, o)
			if err != nil {
				t.Fatal(err)
			}
			var top, pages []string
			for _, f := range rep.Files {
				switch {
				case strings.HasPrefix(f.Name, ReportSiteFolder+"/"):
					pages = append(pages, f.Name)
				case !strings.Contains(f.Name, "/"):
					top = append(top, f.Name)
				}
			}
			if !slices.Equal(top, tt.files) {
				t.Errorf("files %q, want %q", top, tt.files)
			}
			if tt.files2 != 0 && len(rep.Files) != tt.files2 {
				t.Errorf("%d files, want %d", len(rep.Files), tt.files2)
			}
			if tt.site != slices.Contains(pages, ReportSiteFolder+"/index.html") {
				t.Errorf("site pages %q", pages)
			}
			if rep.ProgramFund != tt.program {
				t.Errorf("ProgramFund %v, want %v", rep.ProgramFund, tt.program)
			}
			first := ""
			if len(rep.Notes) > 0 {
				first = rep.Notes[0].Text
				if rep.Notes[0].Kind != tt.kind {
					t.Errorf("the first note is of kind %d, want %d", rep.Notes[0].Kind, tt.kind)
				}
			}
			if first != tt.note {
				t.Errorf("first note %q, want %q", first, tt.note)
			}
		})
	}
}

// TestReportFolderWrite writes reports into one folder in turn: a rerun removes the
// files it no longer makes and nothing else, a report of another event is refused
// unless forced, and a folder another command wrote is refused.
func TestReportFolderWrite(t *testing.T) {
	ev, err := Open(t.Context(), []string{"../examples/event.trf"}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	fund, err := LoadFund("../testdata/open-fund.yaml")
	if err != nil {
		t.Fatal(err)
	}
	paid, err := MakeReport(t.Context(), ev, ReportOptions{Fund: fund})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := MakeReport(t.Context(), ev, ReportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	other := slices.Clone(plain.Files)
	for i, f := range other {
		if f.Name == FileEventTRF {
			other[i].Data = []byte("012 Another Open\n042 2026/01/01\n")
		}
	}
	dir := filepath.Join(t.TempDir(), "out")
	tests := []struct {
		name  string
		guard ReportGuard
		files []File
		want  []string // the files in the folder afterwards
		other bool     // refused as the report of another event
	}{
		{"with a fund", ReportGuard{}, paid.Files, names(paid.Files), false},
		{"without: the prize files go", ReportGuard{}, plain.Files, names(plain.Files), false},
		{"another event", ReportGuard{}, other, names(plain.Files), true},
		{"another event, forced", ReportGuard{Force: true}, other, names(plain.Files), false},
	}
	for _, tt := range tests {
		err := ReportFolder{Guard: tt.guard}.Write(t.Context(), dir, tt.files)
		_, refused := errors.AsType[*OtherReportError](err)
		if refused != tt.other || err != nil && !refused {
			t.Errorf("%s: %v", tt.name, err)
		}
		if got := folderFiles(t, dir); !slices.Equal(got, tt.want) {
			t.Errorf("%s: the folder holds %q, want %q", tt.name, got, tt.want)
		}
	}
	mine := t.TempDir()
	season, err := outdir.Open(t.Context(), mine, outdir.Options{Command: "batch"})
	if err != nil {
		t.Fatal(err)
	}
	if err := season.Finish(t.Context(), false); err != nil {
		t.Fatal(err)
	}
	season.Close()
	if _, ok := errors.AsType[*outdir.OtherCommandError](ReportFolder{}.Write(t.Context(), mine, plain.Files)); !ok {
		t.Error("a folder batch wrote was written into")
	}
}

// names returns the sorted names of files.
func names(files []File) []string {
	var out []string
	for _, f := range files {
		out = append(out, f.Name)
	}
	slices.Sort(out)
	return out
}

// folderFiles returns the files in dir, sorted, but for the manifest and the lock.
func folderFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), ".") {
			out = append(out, e.Name())
		}
	}
	return out
}
