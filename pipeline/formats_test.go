package pipeline

import (
	"reflect"
	"testing"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// TestOutputRegistries checks the formats of team standings, rating reports and trophy
// order sheets, and that each is found by its extension as -o picks it.
func TestOutputRegistries(t *testing.T) {
	f := NewFormats()
	tests := []struct {
		name string
		reg  *exporters.Registry
		want []string
	}{
		{"teams", f.Teams, []string{"text", "csv", "json", "xlsx", "pdf"}},
		{"ratings", f.Ratings, []string{"text", "csv", "pdf"}},
		{"awards", f.Awards, []string{"text", "csv"}},
	}
	for _, tt := range tests {
		var got []string
		for _, ex := range tt.reg.All() {
			got = append(got, ex.Name())
			if by, ok := tt.reg.ByExtension("out" + ex.Extensions()[0]); !ok || by.Name() != ex.Name() {
				t.Errorf("%s: %s not found by %s", tt.name, ex.Name(), ex.Extensions()[0])
			}
			if ex.Description() == "" {
				t.Errorf("%s: %s has no description", tt.name, ex.Name())
			}
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}
