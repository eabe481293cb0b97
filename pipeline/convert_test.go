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
