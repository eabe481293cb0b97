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

// TestOptionAndTeamHints: rule options that cannot be used are given alone, each with
// its hint, before any code; an unknown team code gets the closest team code, or the
// team codes when nothing is close.
func TestOptionAndTeamHints(t *testing.T) {
	badValue := &engine.OptionError{Rules: "fide", Name: "opp-bye", Value: "drwa", BadValue: true, Known: []string{"win", "draw", "loss"}}
	badName := &engine.OptionError{Rules: "uscf", Name: "own-unplyed", Known: []string{"own-unplayed"}}
	far := &engine.OptionError{Rules: "uscf", Name: "zzzzzzzz", Known: []string{"own-unplayed"}}
	unknown := &engine.UnknownCodeError{Rules: "fide", Code: "QQQQQQQ"}
	for _, tc := range []struct {
		name string
		got  []TiebreakHint
		want []string // Text, else Suggestion, else "codes", else the error
	}{
		{"options first", NewFormats().TiebreakHints(&TiebreakError{Err: errors.Join(unknown, badValue, badName, far), List: "QQQQQQQ"}),
			[]string{`option opp-bye="drwa": did you mean "draw"? (values: win, draw, loss)`,
				`US Chess rules have no option "own-unplyed"; did you mean "own-unplayed"? (options: own-unplayed)`,
				far.Error()}},
		{"team code close", TeamTiebreakHints(errors.Join(&engine.UnknownCodeError{Code: "EGGSBB"})), []string{`did you mean "EGGSB"?`}},
		{"team code far", TeamTiebreakHints(unknown), []string{"codes"}},
		{"team options", TeamTiebreakHints(errors.Join(unknown, badValue)), []string{`option opp-bye="drwa": did you mean "draw"? (values: win, draw, loss)`}},
	} {
		var got []string
		for _, h := range tc.got {
			switch {
			case h.Text != "":
				got = append(got, h.Text)
			case h.Suggestion != "":
				got = append(got, h.Suggestion)
			case len(h.Codes) > 0:
				got = append(got, "codes")
			default:
				got = append(got, h.Err.Error())
			}
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}
