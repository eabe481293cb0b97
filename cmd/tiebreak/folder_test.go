package main

import (
	"bytes"
	"errors"
	"testing"

	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// TestSayNote checks the words of each kind of note the folder commands say on
// standard error: the fund's and sections' notes, the program fund, a section left out
// (not written, or left out under --force) and a ranking note.
func TestSayNote(t *testing.T) {
	sec := &pipeline.Section{Path: "spring.sjson", Name: "Blitz"}
	bad := errors.New("line 17: bad result")
	tests := []struct {
		name    string
		note    pipeline.Note
		program bool
		force   bool
		want    string
	}{
		{"fund", pipeline.Note{Kind: pipeline.NoteFund, Text: "prizes: 1st $100"}, false, false,
			"tiebreak: note: prizes: 1st $100\n"},
		{"section", pipeline.Note{Kind: pipeline.NoteSection, Text: "Open: 2 prizes unpaid"}, false, false,
			"tiebreak: note: Open: 2 prizes unpaid\n"},
		{"program fund", pipeline.Note{Kind: pipeline.NoteFund, Text: "prizes: the 3 prizes entered in SwissSys are paid"}, true, false,
			"tiebreak: note: prizes: the 3 prizes entered in SwissSys are paid; --fund FILE pays another fund\n"},
		{"not written", pipeline.Note{Kind: pipeline.NoteLeftOut, Section: sec, Err: bad}, false, false,
			"tiebreak: spring.sjson [Blitz]: not written: line 17: bad result\n"},
		{"left out", pipeline.Note{Kind: pipeline.NoteLeftOut, Section: sec, Err: bad}, false, true,
			"tiebreak: spring.sjson [Blitz]: left out (--force): line 17: bad result\n"},
		{"ranking", pipeline.Note{Kind: pipeline.NoteWarnings, Count: 2}, false, false,
			"tiebreak: 2 warnings\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var errOut bytes.Buffer
			e := &env{stderr: &errOut}
			e.sayNote(&settings{command: "report", Settings: pipeline.Settings{Force: tt.force}}, tt.note, tt.program)
			if got := errOut.String(); got != tt.want {
				t.Errorf("said %q; want %q", got, tt.want)
			}
		})
	}
}
