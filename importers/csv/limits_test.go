package csvin_test

import (
	"strconv"
	"strings"
	"testing"

	"tiebreak/importers"
	csvin "tiebreak/importers/csv"
)

// rows returns n player rows "i,Pi," numbered from 1.
func rows(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		b.WriteString(strconv.Itoa(i) + ",P" + strconv.Itoa(i) + ",\n")
	}
	return b.String()
}

// TestLimits checks that what a file declares cannot make the importer allocate more
// than the file holds (issue 15, defect 1): the rounds in the metadata, the players and
// players times rounds are bounded, and a limit hit is an error with its place.
func TestLimits(t *testing.T) {
	const meta = "# tiebreak-crosstable: 1\n"
	tests := []struct {
		name, in, want string
	}{
		{"rounds beyond the maximum", meta + "# rounds: 100000000\nNo,Name,R1\n1,A,\n2,B,\n",
			"a.csv:2:1: metadata: crosstable: bad metadata line: rounds 100000000: at most 999"},
		{"rounds at the maximum, too many players", meta + "# rounds: 999\nNo,Name,R1\n" + rows(2003),
			"a.csv:3:1: rounds: 2003 players and 999 rounds (# rounds: 999): beyond what this program reads (at most 2000000 player-rounds)"},
		{"too many players", "No,Name,R1\n" + rows(10000),
			"a.csv:10001:1: player: a 10000th player: beyond what this program reads (at most 9999 players)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := csvin.New().Import(importers.Source{Name: "a.csv", Data: []byte(tc.in)})
			if err == nil {
				t.Fatal("accepted")
			}
			if got := err.Error(); got != tc.want {
				t.Errorf("error\n got %s\nwant %s", got, tc.want)
			}
		})
	}
}
