package csvout

import (
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// TestWriteSummary checks the summary CSV contract: the header, counts empty for a file
// that could not be read, quoting, and text that a spreadsheet would take for a formula
// guarded with an apostrophe.
func TestWriteSummary(t *testing.T) {
	rows := []exporters.SummaryRow{
		{Event: "a-x", File: "in/a/x.trf", Status: "ok", Players: 36, Rounds: 5, Winner: "Dvořák, Tomáš; =Evil", Warnings: 2},
		{Event: "bad", File: "in/bad.trf", Status: "failed", Error: "in/bad.trf:8:129: round 4 result: trf: unknown result code 'Q'"},
		{Event: "zero", File: "-x.trf", Status: "ok", Players: 2, Rounds: 0},
	}
	var b strings.Builder
	if err := WriteSummary(&b, rows); err != nil {
		t.Fatal(err)
	}
	want := `event,file,status,players,rounds,winner,warnings,error
a-x,in/a/x.trf,ok,36,5,"Dvořák, Tomáš; =Evil",2,
bad,in/bad.trf,failed,,,,0,in/bad.trf:8:129: round 4 result: trf: unknown result code 'Q'
zero,'-x.trf,ok,2,0,,0,
`
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}
