package importers

import (
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// TestFindSectionAmbiguous is issue 27 defect 13: --section silently picked the first
// of two sections with the same name or slug.
func TestFindSectionAmbiguous(t *testing.T) {
	for _, c := range []struct {
		names []string
		want  string
		err   string
		index int
	}{
		{[]string{"Open", "open"}, "OPEN", `f.json holds 2 sections that "OPEN" names (Open (open), open (open)); they cannot be told apart by name`, -1},
		{[]string{"U-1800", "U 1800"}, "u_1800", `f.json holds 2 sections that "u_1800" names (U-1800 (u-1800), U 1800 (u-1800))`, -1},
		// An exact name wins over a slug it shares with another section.
		{[]string{"U-1800", "U 1800"}, "U 1800", "", 1},
	} {
		i, err := FindSection("f.json", c.names, c.want)
		if c.err == "" {
			if err != nil || i != c.index {
				t.Errorf("FindSection(%q, %q) = %d, %v; want %d", c.names, c.want, i, err, c.index)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("FindSection(%q, %q) = %d, %v; want %q", c.names, c.want, i, err, c.err)
		}
	}
}

// TestCleanSectionNames is issue 27 defect 13: a line break in a section name passed
// check but failed report even with --force, and reached the terminal raw.
func TestCleanSectionNames(t *testing.T) {
	secs := []Section{
		{Name: "Open\r\nEvil\x1b[31m", T: &engine.Tournament{Name: "Spring - Open\r\nEvil\x1b[31m", Section: "Open\r\nEvil\x1b[31m"}},
		{Name: "Reserve", T: &engine.Tournament{Name: "Spring - Reserve", Section: "Reserve"}},
		{Name: "Tab\there"},
	}
	CleanSectionNames("f.json", secs)
	if s := secs[0]; s.Name != "Open Evil [31m" || s.T.Name != "Spring - Open Evil [31m" || s.T.Section != "Open Evil [31m" || len(s.Warnings) != 1 ||
		s.Warnings[0].Error() != `f.json: section: the section name "Open\r\nEvil\x1b[31m" holds a line break or another control character; it is read as "Open Evil [31m"` {
		t.Errorf("section 1: %+v %+v %v", s, s.T, s.Warnings)
	}
	if s := secs[1]; s.Name != "Reserve" || s.T.Name != "Spring - Reserve" || len(s.Warnings) != 0 {
		t.Errorf("section 2 changed: %+v", s)
	}
	if s := secs[2]; s.Name != "Tab here" || len(s.Warnings) != 1 {
		t.Errorf("section 3: %+v", s)
	}
}
