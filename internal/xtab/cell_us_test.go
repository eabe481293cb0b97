package xtab

import (
	"regexp"
	"slices"
	"testing"
)

// usGrammar is the US cell grammar as regular expressions, in the order ParseCell tries
// them: the reference matchUS, matchPendingUS and matchEmptyOrStar must agree with.
var usGrammar = []struct {
	re    *regexp.Regexp
	match func(string) []string
}{
	{regexp.MustCompile(`^(?i:(BF|UW|UD|UL|W|L|D|X|F|Z|N|R|S|H|B|U|P|-))(?:(\d+)([WwBb])?)?$`), matchUS},
	{regexp.MustCompile(`^(\d+)([WwBb])?$`), matchPendingUS},
	{regexp.MustCompile(`^\*?$`), matchEmptyOrStar},
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
