package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// TestCheckPGNAndSwissChess: every PGN and SwissChess sample of testdata/real reads with
// check exiting 0 (issue 35), the PGN's skipped records and start numbers as warnings.
func TestCheckPGNAndSwissChess(t *testing.T) {
	root := trftest.RealData(t)
	for _, c := range []struct{ file, want string }{
		{"pgn/candidates-2024-men.pgn", "[Candidates]: ok (0 errors, 4 warnings)"},
		{"swt/SwissIndividual.SWT", "SwissIndividual.SWT: ok (0 errors, 0 warnings)"},
		{"swt/SwissTeam.SWT", "SwissTeam.SWT: ok (0 errors, 0 warnings)"},
	} {
		code, out, errOut := runCLI(t, "check", filepath.Join(root, filepath.FromSlash(c.file)))
		if code != 0 || !strings.Contains(out, c.want) {
			t.Errorf("%s: exit %d\n%s%s", c.file, code, out, errOut)
		}
	}
	// Several events in one PGN: --event picks one.
	code, out, errOut := runCLI(t, "standings", "--event", "open-b", "testdata/pgn/two-events.pgn")
	if code != 0 || !strings.HasPrefix(out, "Open B: Final standings") {
		t.Errorf("--event: exit %d\n%s%s", code, out, errOut)
	}
}
