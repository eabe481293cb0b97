package xtab

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// usGrammar is the US cell grammar as regular expressions, in the order parseUS tries
// them: the reference the hand-written splitters must agree with (through matchUS,
// matchPendingUS and matchEmptyOrStar, which give their results as submatches).
var usGrammar = []struct {
	re    *regexp.Regexp
	match func(string) []string
}{
	{regexp.MustCompile(`^(?i:(BF|UW|UD|UL|W|L|D|X|F|Z|N|R|S|H|B|U|P|-))(?:(\d+)([WwBb])?)?$`), matchUS},
	{regexp.MustCompile(`^(\d+)([WwBb])?$`), matchPendingUS},
	{regexp.MustCompile(`^\*?$`), matchEmptyOrStar},
}

// matchUS gives splitUS's result as the first expression's submatches.
func matchUS(s string) []string {
	code, digits, colour, ok := splitUS(s)
	if !ok {
		return nil
	}
	return []string{s, code, digits, colour}
}

// matchPendingUS gives splitRefColour's result as the second expression's submatches.
func matchPendingUS(s string) []string {
	digits, colour, ok := splitRefColour(s, false)
	if !ok {
		return nil
	}
	return []string{s, digits, colour}
}

// checkUSGrammar fails when a hand-written US matcher and its expression disagree on s.
func checkUSGrammar(t *testing.T, s string) {
	t.Helper()
	for _, g := range usGrammar {
		if want, got := g.re.FindStringSubmatch(s), g.match(s); !slices.Equal(want, got) {
			t.Errorf("%q: %s gives %q, the matcher %q", s, g.re, want, got)
		}
	}
}

// TestUSMatchersAgreeWithGrammar compares the hand-written US matchers with the
// expressions on every code, in both cases, with and without an opponent and a colour,
// and on the near misses: long s (which (?i) folds to S), Kelvin sign, a code twice,
// trailing text, non-ASCII digits.
func TestUSMatchersAgreeWithGrammar(t *testing.T) {
	codes := []string{"BF", "bf", "Bf", "UW", "uw", "UD", "ud", "UL", "ul", "W", "w", "L", "l", "D", "d",
		"X", "x", "F", "f", "Z", "z", "N", "n", "R", "r", "S", "s", "ſ", "H", "h", "B", "b", "U", "u", "P", "p",
		"-", "K", "\u212a", "BB", "WW", "--", "Q", "", "*", "1", "é", "\xff"}
	tails := []string{"", "1", "12", "12w", "12W", "12b", "12B", "12x", "w", "b", "12ww", "0", "007b", "１２",
		"12 ", " 12", "99999", "123456", "-", "*", "F", "F12"}
	n := 0
	for _, c := range codes {
		for _, tail := range tails {
			checkUSGrammar(t, c+tail)
			n++
		}
	}
	if n != len(codes)*len(tails) {
		t.Fatalf("checked %d cells", n)
	}
}

// usReference is the US grammar as it was read before parseUS: the first expression's
// code looked up in these tables (the code upper-cased as strings.ToUpper does).
var (
	usReferenceResults = map[string]engine.Result{
		"W": engine.Win, "L": engine.Loss, "D": engine.Draw,
		"X": engine.ForfeitWin, "F": engine.ForfeitLoss,
		"N": engine.Win, "R": engine.Pending, "S": engine.Loss,
		"H": engine.HalfBye, "B": engine.PairingBye, "BF": engine.FullBye, "U": engine.ZeroBye,
		"UW": engine.WinUnrated, "UD": engine.DrawUnrated, "UL": engine.LossUnrated,
		"P": engine.Pending, "-": engine.NoResult,
	}
	usReferenceNeedsOpponent = map[string]bool{
		"W": true, "L": true, "D": true, "N": true, "R": true, "S": true,
		"UW": true, "UD": true, "UL": true, "P": true,
	}
)

// TestUSCodesMatchReference checks usCodeOf and buildUS against the tables on every code
// in every case, with and without an opponent: the same result, the same refusal.
func TestUSCodesMatchReference(t *testing.T) {
	for _, written := range []string{"BF", "bf", "Bf", "bF", "UW", "uw", "UD", "uD", "UL", "ul", "W", "w", "L", "l",
		"D", "d", "X", "x", "F", "f", "N", "n", "R", "r", "S", "s", "ſ", "H", "h", "B", "b", "U", "u", "P", "p", "-"} {
		for _, digits := range []string{"", "7"} {
			code := strings.ToUpper(written)
			got, err := buildUS(written, digits, "")
			if want := usReferenceNeedsOpponent[code] && digits == ""; (err != nil) != want {
				t.Errorf("%s%s: error %v, want an error: %v", written, digits, err, want)
				continue
			}
			want := usReferenceResults[code]
			if code == "R" && err == nil && (!got.Mirror || got.Result != engine.Pending) {
				t.Errorf("%s%s: %+v, want a mirrored pending result", written, digits, got)
			} else if err == nil && got.Result != want {
				t.Errorf("%s%s: result %v, want %v", written, digits, got.Result, want)
			}
		}
	}
}
