package csvout

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"
)

// TestAppendCSVTextMatchesEncodingCSV pins the hand-written quoting of the standings
// writer to what encoding/csv writes and reads back.
func TestAppendCSVTextMatchesEncodingCSV(t *testing.T) {
	for _, s := range []string{"Smith, James", `O"Brien`, "plain", " leading", "\tTab", "line\nbreak", "", "Ó Muireagáin", "=cmd"} {
		var want bytes.Buffer
		cw := csv.NewWriter(&want)
		if err := cw.Write([]string{s}); err != nil {
			t.Fatal(err)
		}
		cw.Flush()
		got := string(appendCSVText(nil, s)) + "\n"
		if got != want.String() {
			t.Errorf("appendCSVText(%q) = %q; encoding/csv writes %q", s, got, want.String())
		}
		back, err := csv.NewReader(strings.NewReader(got)).Read()
		if s != "" && (err != nil || back[0] != s) {
			t.Errorf("%q reads back as %q, %v", s, back, err)
		}
	}
}
