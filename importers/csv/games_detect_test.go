package csvin

import (
	"strings"
	"testing"
)

// TestMayNameColourKeepsEveryColourHeader checks that the quick test format detection
// runs on every cell passes every header gameHeader reads as a white or black column,
// written as TDs and spreadsheets write them, and rejects ordinary crosstable cells.
func TestMayNameColourKeepsEveryColourHeader(t *testing.T) {
	colour := map[string]bool{"white": true, "white no": true, "black": true, "black no": true}
	checked := 0
	for key, tag := range gameHeaders {
		if !colour[tag] {
			continue
		}
		for _, v := range []string{key, strings.ToUpper(key), strings.ToUpper(key[:1]) + key[1:], "  " + key, "\u00a0" + key + ".",
			"\t" + key, "'\t" + key, "'" + key} {
			if colour[gameHeader(v)] && !mayNameColour(v) {
				t.Errorf("%q names a colour column but the quick test rejects it", v)
			}
			checked++
		}
	}
	if checked < 8*15 {
		t.Fatalf("checked %d header forms, want at least %d", checked, 8*15)
	}
	for _, tc := range []struct {
		cell string
		want bool
	}{
		{"W12w", false}, {"B", false}, {"BF", false}, {"1", false}, {"2½", false}, {"L3b", false},
		{"", false}, {" ", false}, {"Rd 1", false}, {"USA", false}, {"Smith, James", false}, {"Williams", false},
		{"Brown, Lisa", false}, {"Schmidt", true}, {"Blake", true}, {"Wno", true},
	} {
		if got := mayNameColour(tc.cell); got != tc.want {
			t.Errorf("mayNameColour(%q) = %v, want %v", tc.cell, got, tc.want)
		}
	}
}
