package pipeline

import (
	"reflect"
	"testing"
)

// TestSectionSettings: a section written alone keeps the settings for every section and
// its own (KEY[SECTION]=VALUE, the name matched without case or spaces), not another's.
func TestSectionSettings(t *testing.T) {
	settings := []string{"rating-system=R", "rating-system[ Open ]=D", "time-control[U1200]=G/30;d5", "chief-td=12345678"}
	tests := []struct {
		section string
		want    []string
	}{
		{"open", []string{"rating-system=R", "rating-system[ Open ]=D", "chief-td=12345678"}},
		{"U1200", []string{"rating-system=R", "time-control[U1200]=G/30;d5", "chief-td=12345678"}},
		{"Reserve", []string{"rating-system=R", "chief-td=12345678"}},
	}
	for _, tt := range tests {
		if got := SectionSettings(settings, tt.section); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %q, want %q", tt.section, got, tt.want)
		}
	}
}

// TestUnwritten sorts the sections a multi-file export leaves out by reason and says
// how many were and were not written.
func TestUnwritten(t *testing.T) {
	open, blitz, one := &Section{Name: "Open"}, &Section{Name: "Blitz"}, &Section{Name: ""}
	tests := []struct {
		name    string
		fs      FilesSections
		want    *UnwrittenError
		summary string
	}{
		{"all written", FilesSections{Written: []string{"Open"}}, nil, ""},
		{"one of three", FilesSections{Written: []string{"U1800"}, LeftOut: []LeftOutSection{{Section: open}, {Section: blitz, Refused: true, NoSystem: true}}},
			&UnwrittenError{Path: "e.json", Written: []string{"U1800"}, Bad: []string{"Open"}, NoSystem: []string{"Blitz"}},
			"1 section written (U1800), 2 not written"},
		{"the one section", FilesSections{LeftOut: []LeftOutSection{{Section: one}}},
			&UnwrittenError{Path: "e.json", Bad: []string{""}},
			"nothing written, 1 section not written"},
	}
	for _, tt := range tests {
		got := tt.fs.Unwritten("e.json", false)
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
			continue
		}
		if got != nil && got.Summary() != tt.summary {
			t.Errorf("%s: %q, want %q", tt.name, got.Summary(), tt.summary)
		}
	}
	if got := Named([]string{""}); got != "the section" {
		t.Errorf("Named of the one section: %q", got)
	}
}
