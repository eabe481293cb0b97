package xlsxout

import (
	"errors"
	"slices"
	"testing"
)

// TestParsePrint checks how a list of printed sheets is read: names trimmed and in
// lower case, empty names skipped, and the first unknown name a ChoiceError.
func TestParsePrint(t *testing.T) {
	for _, tc := range []struct {
		list    string
		want    []string
		unknown string
	}{
		{"chart", []string{"chart"}, ""},
		{" Wallchart , LEGEND,,", []string{"wallchart", "legend"}, ""},
		{"", nil, ""},
		{"chart,legnd,foo", nil, "legnd"},
	} {
		got, err := ParsePrint(tc.list)
		var ce *ChoiceError
		switch {
		case tc.unknown != "":
			if !errors.As(err, &ce) || ce.What != "sheet" || ce.Value != tc.unknown || !slices.Equal(ce.Choices, PrintChoices) {
				t.Errorf("ParsePrint(%q) error = %v, want unknown sheet %q", tc.list, err, tc.unknown)
			}
		case err != nil || !slices.Equal(got, tc.want):
			t.Errorf("ParsePrint(%q) = %q, %v; want %q", tc.list, got, err, tc.want)
		}
	}
}

// TestParsePaper checks the paper codes of the paper sizes a director names, Letter
// by default, and the ChoiceError of another size.
func TestParsePaper(t *testing.T) {
	for _, tc := range []struct {
		name string
		want int
	}{
		{"", PaperLetter}, {"letter", PaperLetter}, {" Letter ", PaperLetter}, {"A4", PaperA4}, {"a4", PaperA4}, {"legal", 0},
	} {
		got, err := ParsePaper(tc.name)
		var ce *ChoiceError
		if tc.want == 0 {
			if !errors.As(err, &ce) || ce.What != "paper" || ce.Value != tc.name || !slices.Equal(ce.Choices, []string{"letter", "a4"}) {
				t.Errorf("ParsePaper(%q) error = %v, want unknown paper", tc.name, err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("ParsePaper(%q) = %d, %v; want %d", tc.name, got, err, tc.want)
		}
	}
}
