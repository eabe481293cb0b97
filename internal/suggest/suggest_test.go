package suggest

import (
	"reflect"
	"testing"
)

func TestDistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"", "abc", 3},
		{"abc", "abc", 0},
		{"standigs", "standings", 1},
		{"cvs", "csv", 1}, // a swap is one edit
		{"formt", "format", 1},
		{"SOLKK", "SOLK", 1},
		{"kitten", "sitting", 3},
		{"ca", "abc", 3}, // optimal string alignment, not full Damerau (which says 2)
		{"Zürich", "Zurich", 1},
		{string(make([]byte, 65)), "a", 64},
	}
	for _, tc := range tests {
		if got := Distance(tc.a, tc.b); got != tc.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
		if got := Distance(tc.b, tc.a); got != tc.want {
			t.Errorf("Distance(%q, %q) = %d, want %d (symmetric)", tc.b, tc.a, got, tc.want)
		}
	}
}

func TestClosest(t *testing.T) {
	commands := []string{"standings", "wallchart", "convert", "prizes", "templates", "check", "formats", "tiebreaks", "generate", "teams"}
	formats := []string{"text", "csv", "json", "xlsx", "trf", "trf26", "pdf"}
	codes := []string{"MM", "MED", "SOLK", "BH", "CUM", "CUM6", "OCUM", "OCUM6", "SB", "H2H", "BLK", "KASH", "AVGOPP", "PERF", "LOT"}
	tests := []struct {
		word       string
		candidates []string
		want       []string
	}{
		{"standigs", commands, []string{"standings"}},
		{"STANDINGS", commands, []string{"standings"}}, // case is ignored
		{"stand", commands, []string{"standings"}},     // a unique prefix
		{"te", commands, nil},                          // too short for a prefix
		{"t", commands, nil},
		{"tem", commands, []string{"templates"}},
		{"abc", []string{"abcdef", "abcxyz"}, nil}, // a prefix of two
		{"team", commands, []string{"teams"}},      // distance 1 beats the prefix of templates
		{"rank", commands, nil},                    // nothing near
		{"cvs", formats, []string{"csv"}},          // swapped letters
		{"trff", formats, []string{"trf"}},         //
		{"pfd", formats, []string{"pdf"}},          //
		{"docx", formats, nil},                     //
		{"solkk", codes, []string{"SOLK"}},         // case-insensitive, canonical spelling back
		{"XYZ", codes, nil},                        // MM, SB, BH are 3 edits away
		{"MN", codes, nil},                         // two letters: only exact (case) matches
		{"mm", codes, []string{"MM"}},              //
		{"CUM7", codes, []string{"CUM", "CUM6"}},   // equally close: both, in order
		{"OCUM5", codes, []string{"OCUM", "OCUM6"}},
		{"own-unplayd", []string{"cumulative", "lot-seed", "opp-unplayed", "own-unplayed"}, []string{"own-unplayed"}},
		{"x", []string{"", "x"}, []string{"x"}},
		{"", commands, nil},
	}
	for _, tc := range tests {
		if got := Closest(tc.word, tc.candidates); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Closest(%q) = %q, want %q", tc.word, got, tc.want)
		}
	}
}

func TestClosestAtMostThree(t *testing.T) {
	got := Closest("ab", []string{"ab", "Ab", "AB", "aB", "ab"})
	if want := []string{"ab", "Ab", "AB"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Closest = %q, want %q", got, want)
	}
}

func TestDidYouMean(t *testing.T) {
	tests := []struct {
		names []string
		want  string
	}{
		{nil, ""},
		{[]string{"csv"}, `did you mean "csv"?`},
		{[]string{"CUM", "CUM6"}, `did you mean "CUM" or "CUM6"?`},
		{[]string{"a", "b", "c"}, `did you mean "a", "b" or "c"?`},
	}
	for _, tc := range tests {
		if got := Phrase(tc.names); got != tc.want {
			t.Errorf("Phrase(%q) = %q, want %q", tc.names, got, tc.want)
		}
	}
	if got := DidYouMean("weekend-swis", []string{"club-quad", "scholastic-trophies", "weekend-swiss"}); got != `did you mean "weekend-swiss"?` {
		t.Errorf("DidYouMean = %q", got)
	}
}
