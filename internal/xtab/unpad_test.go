package xtab

import (
	"strings"
	"testing"
)

// TestUnpadMetaLine reads metadata lines in the forms spreadsheets save them in.
func TestUnpadMetaLine(t *testing.T) {
	cases := []struct{ in, want string }{
		{"# event: Gros Open", "# event: Gros Open"},
		{"# event: Gros Open,,,,", "# event: Gros Open"},
		{`"# event: Open, Reserve"`, "# event: Open, Reserve"},
		{`"# event: Open, Reserve",,,`, "# event: Open, Reserve"},
		{`"# event: say ""hi"", then"`, `# event: say "hi", then`},
		{`"# event: ,",,,`, "# event: ,"},        // quoted whole: the value's own commas stay
		{`"# event: A, B,,"`, "# event: A, B,,"}, // (fuzz finding: an event named "," read back empty)
		{"# event: Open, Reserve,,,", "# event: Open, Reserve"},
		{`# event: "  padded  ",,`, `# event: "  padded  "`},
		{"# tiebreak-crosstable: 1,,,,,,,", MetaMarker},
		{"# team: 1,Example,,3 4 7,,,,", "# team: 1,Example,,3 4 7,,,,"}, // list keys: fields trimmed when read
		{`"# event: A",B`, `"# event: A",B`},                             // a second cell with text: not a metadata line
		{"No,Name,Rtg", "No,Name,Rtg"},
	}
	for _, c := range cases {
		if got := UnpadMetaLine(c.in); got != c.want {
			t.Errorf("UnpadMetaLine(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestPaddedListKeys reads list-valued metadata lines padded with empty fields.
func TestPaddedListKeys(t *testing.T) {
	lines := []string{MetaMarker, "# team: 1,Example,,3 4 7,,,,,,", "# team-bye: 2,1,PAB,,,,", "# record: XXC,XXC white1,,,"}
	m, errs := ReadMeta(lines)
	if len(errs) > 0 {
		t.Fatalf("errors %v", errs)
	}
	if tm := m.Base.Teams; len(tm) != 1 || tm[0].Name != "Example" || len(tm[0].Members) != 3 || tm[0].DeclaredMP != nil {
		t.Errorf("teams %+v", tm)
	}
	if len(m.Base.TeamByes) != 1 || len(m.Base.Records) != 1 || m.Base.Records[0].Line != "XXC white1" {
		t.Errorf("byes %+v records %+v", m.Base.TeamByes, m.Base.Records)
	}
	// Padding never hides a missing field.
	if _, errs := ReadMeta([]string{MetaMarker, "# team-bye: 2,1"}); len(errs) != 1 || !strings.Contains(errs[1].Error(), "3 fields") {
		t.Errorf("short team-bye: %v", errs)
	}
}
