package engine_test

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/fide"
	"github.com/tiebreak-chess/tiebreak/engine/uscf"
)

// TestCodeOfName: the names directors write are read as codes, case-insensitively.
func TestCodeOfName(t *testing.T) {
	us, fd := uscf.New(), fide.New()
	tests := []struct {
		family engine.Family
		name   string
		code   string // "" for no match
	}{
		{us, "Solkoff", "SOLK"},
		{us, "solkoff", "SOLK"},
		{us, "Modified Median", "MM"},
		{us, "MODIFIED  MEDIAN", "MM"},
		{us, "Median", "MED"},
		{us, "Cumulative", "CUM"},
		{us, "Opposition cumulative", "OCUM"},
		{us, "Opponents' cumulative", "OCUM"},
		{us, "Sonneborn-Berger", "SB"},
		{us, "sonneborn berger", "SB"},
		{us, "Kashdan", "KASH"},
		{us, "Head-to-head", "H2H"},
		{us, "Most blacks", "BLK"},
		{us, "Buchholz", "BH"},          // US Chess calls it Solkoff
		{us, "Buchholz Cut 1", "BH/C1"}, // which US Chess rules then refuse, saying why
		{us, "Solkof", ""},
		{us, "", ""},
		{fd, "Buchholz", "BH"},
		{fd, "Buchholz Cut 1", "BH/C1"},
		{fd, "buchholz cut-2", "BH/C2"},
		{fd, "Median Buchholz 1", "BH/M1"},
		{fd, "Buchholz Median 2", "BH/M2"},
		{fd, "Sonneborn-Berger", "SB"},
		{fd, "Sonneborn-Berger Cut 1", "SB/C1"},
		{fd, "Direct Encounter", "DE"},
		{fd, "Progressive Scores", "PS"},
		{fd, "Cumulative", "PS"},
		{fd, "Number of Wins", "WIN"},
		{fd, "Average Rating of Opponents Cut 1", "ARO/C1"},
		{fd, "Modified Median", ""},
	}
	for _, tc := range tests {
		code, ok := engine.CodeOfName(tc.family, tc.name)
		if code != tc.code || ok != (tc.code != "") {
			t.Errorf("%s %q: %q, %v; want %q", tc.family.Name(), tc.name, code, ok, tc.code)
		}
	}
}
