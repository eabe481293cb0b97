package xtab

import (
	"reflect"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// TestLineOrderMeta: the TRF line order of an XXC rank file is written as one metadata
// line and read back; a value that is not a start number is an error.
func TestLineOrderMeta(t *testing.T) {
	tour := &engine.Tournament{Rounds: 1, Scoring: engine.DefaultScoring(), LineOrder: []engine.PlayerID{3, 1, 2}}
	lines := WriteMeta(tour, 0)
	if got := lines[len(lines)-1]; got != "# line-order: 3 1 2" {
		t.Fatalf("last metadata line %q", got)
	}
	m, errs := ReadMeta(lines)
	if len(errs) != 0 || !reflect.DeepEqual(m.Base.LineOrder, tour.LineOrder) {
		t.Errorf("read back %v, %v", m.Base.LineOrder, errs)
	}
	for _, bad := range []string{"# line-order: 3 x", "# line-order: 0 1", "# line-order: 10000"} {
		if _, errs := ReadMeta([]string{MetaMarker, bad}); len(errs) != 1 || !strings.Contains(errs[1].Error(), "line order") {
			t.Errorf("%q: %v", bad, errs)
		}
	}
	if got := WriteMeta(&engine.Tournament{Scoring: engine.DefaultScoring()}, 0); strings.Contains(strings.Join(got, "\n"), "line-order") {
		t.Error("a line order written for an event without one")
	}
}
