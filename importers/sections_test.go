package importers

import (
	"errors"
	"testing"
)

func TestSlug(t *testing.T) {
	for in, want := range map[string]string{
		"Grades 6 - 8, qualifier": "grades-6-8-qualifier",
		"Under_1000":              "under-1000",
		"  Open  ":                "open",
		"U1810":                   "u1810",
		"K-3 (Novice)!":           "k-3-novice",
		"Élite":                   "élite",
		"":                        "",
	} {
		if got := Slug(in); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFindSection(t *testing.T) {
	names := []string{"Open", "Under 1800", "Under_1800 B"}
	for want, i := range map[string]int{"open": 0, "UNDER 1800": 1, "under-1800": 1, "under-1800-b": 2} {
		if got, err := FindSection("f.json", names, want); err != nil || got != i {
			t.Errorf("FindSection(%q) = %d, %v; want %d", want, got, err, i)
		}
	}
	var se *SectionError
	if _, err := FindSection("f.json", names, ""); !errors.As(err, &se) ||
		err.Error() != "f.json holds 3 sections, and none was chosen: Open (open), Under 1800 (under-1800), Under_1800 B (under-1800-b)" {
		t.Errorf("no name: %v", err)
	}
	if _, err := FindSection("f.json", names, "reserve"); !errors.As(err, &se) || se.Want != "reserve" {
		t.Errorf("unknown: %v", err)
	}
	if i, err := FindSection("f.json", []string{"Only"}, ""); err != nil || i != 0 {
		t.Errorf("single section: %d %v", i, err)
	}
}
