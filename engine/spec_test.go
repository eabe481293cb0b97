package engine

import (
	"errors"
	"testing"
)

func TestParseSpec(t *testing.T) {
	tests := []struct {
		in, canonical string
		mods          int
	}{
		{"BH/C1", "BH/C1", 1},
		{"bh-c1", "BH/C1", 1},
		{"BH:MP/M1/P", "BH:MP/M1/P", 2},
		{"KS/L+1", "KS/L+1", 1},
		{"KS/L-1", "KS/L-1", 1},
		{"ks-l-1", "KS/L-1", 1},
		{"EMGSB/C1/P", "EMGSB/C1/P", 2},
		{"SSSC/F/P/K4", "SSSC/F/P/K4", 3},
		{"MM", "MM", 0},
		{"OTHER_X", "OTHER_X", 0},
	}
	for _, tc := range tests {
		sp, err := ParseSpec(tc.in)
		if err != nil {
			t.Errorf("ParseSpec(%q): %v", tc.in, err)
			continue
		}
		if sp.String() != tc.canonical || len(sp.Mods) != tc.mods {
			t.Errorf("ParseSpec(%q) = %q with %d modifiers; want %q with %d", tc.in, sp, len(sp.Mods), tc.canonical, tc.mods)
		}
	}
	sp, _ := ParseSpec("KS/L-2")
	if m, ok := sp.Mod('L'); !ok || m.N != -2 {
		t.Errorf("KS/L-2 limit = %+v", m)
	}
	for _, bad := range []string{"", "BH/", "BH//C1", "B H", "BH,SB", "BH/C+1", ":MP", "BH:", "BH/1"} {
		if _, err := ParseSpec(bad); !errors.Is(err, ErrSpec) {
			t.Errorf("ParseSpec(%q) error = %v; want ErrSpec", bad, err)
		}
	}
}
