package pipeline

import (
	"errors"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// TestTiebreakHints checks the hint of each kind of bad tiebreak item: the family that
// has the code, a close code of the rules, the rules' codes when nothing is close, and
// one hint for an item that fails twice the same way.
func TestTiebreakHints(t *testing.T) {
	f := NewFormats()
	uscf := engine.Rules{System: "uscf"}
	for _, tc := range []struct {
		list  string
		rules engine.Rules
		// want describes each hint: "CODE other SYSTEM", "CODE suggest TEXT",
		// "CODE codes", or "CODE" alone.
		want []string
	}{
		{"MM,BH/C1", uscf, []string{"BH/C1 other fide"}},
		{"SOLKK", uscf, []string{`SOLKK suggest did you mean "SOLK"?`}},
		{"QQQQQQQ", uscf, []string{"QQQQQQQ codes"}},
		{"MM, , XYZZY,XYZZY", uscf, []string{"XYZZY codes"}},
	} {
		_, err := f.Catalogue.Resolve(tc.list, tc.rules, engine.KindSwiss)
		if err == nil {
			t.Fatalf("%s resolves", tc.list)
		}
		var got []string
		for _, h := range f.TiebreakHints(&TiebreakError{Err: err, List: tc.list, Rules: tc.rules, Kind: engine.KindSwiss}) {
			s := h.Code
			switch {
			case h.OtherSystem != "":
				s += " other " + h.OtherSystem
			case h.Suggestion != "":
				s += " suggest " + h.Suggestion
			case len(h.Codes) > 0:
				s += " codes"
			}
			got = append(got, s)
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("%q: hints %q, want %q", tc.list, got, tc.want)
		}
	}
	joined := errors.Join(errors.New("a"), errors.Join(errors.New("b"), errors.New("c")))
	if got := Leaves(joined); len(got) != 3 || got[2].Error() != "c" {
		t.Errorf("Leaves = %v", got)
	}
	// No item fails (the problem is elsewhere): the error's leaves, without hints.
	hs := f.TiebreakHints(&TiebreakError{Err: joined, List: "MM", Rules: uscf, Kind: engine.KindSwiss})
	if len(hs) != 3 || hs[0].Code != "" {
		t.Errorf("hints of a list that resolves: %+v", hs)
	}
}
