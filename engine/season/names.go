package season

import (
	"sort"
	"strings"
	"unicode"
)

// NameKey returns the form of a player's name that names are matched by: case folded,
// accents removed, apostrophes dropped, any other character that is not a letter or a
// digit a word break, and the words sorted and joined by single spaces. "Smith, John",
// "John SMITH" and "Smíth,John" all give "john smith"; "O'Brien" gives "obrien".
func NameKey(name string) string {
	var words []string
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			words = append(words, b.String())
			b.Reset()
		}
	}
	for _, r := range name {
		switch {
		case isApostrophe(r), unicode.Is(unicode.Mn, r):
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			x, y := foldRune(r)
			b.WriteRune(x)
			if y != 0 {
				b.WriteRune(y)
			}
		default:
			flush()
		}
	}
	flush()
	sort.Strings(words)
	return strings.Join(words, " ")
}

// sortKey returns the name folded as NameKey folds it, with its words in the order
// written, for listing rows alphabetically.
func sortKey(name string) string {
	var b strings.Builder
	space := false
	for _, r := range name {
		switch {
		case isApostrophe(r), unicode.Is(unicode.Mn, r):
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			x, y := foldRune(r)
			b.WriteRune(x)
			if y != 0 {
				b.WriteRune(y)
			}
		default:
			space = true
		}
	}
	return b.String()
}

// isApostrophe reports whether r is an apostrophe or a character used as one.
func isApostrophe(r rune) bool {
	switch r {
	case '\'', '`', '\u2018', '\u2019', '\u02BC', '\u00B4':
		return true
	}
	return false
}

// latin1 gives the base letter of U+00C0 to U+00FF, lower case; '*' marks the letters
// that fold to two letters or are not letters (see foldRune).
const latin1 = "aaaaaa*ceeeeiiiidnooooo*ouuuuy**" + "aaaaaa*ceeeeiiiidnooooo*ouuuuy*y"

// latinExtA gives the base letter of U+0100 to U+017F, lower case; '*' as above.
const latinExtA = "aaaaaa" + "cccccccc" + "dddd" + "eeeeeeeeee" + "gggggggg" + "hhhh" +
	"iiiiiiiiii" + "**" + "jj" + "kkk" + "llllllllll" + "nnnnnnnnn" + "oooooo" + "**" +
	"rrrrrr" + "ssssssss" + "tttttt" + "uuuuuuuuuuuu" + "ww" + "yyy" + "zzzzzz" + "s"

// foldRune returns r case folded and without its accent: one letter, or two (a, b with
// b != 0) for the ligatures and "ß".
func foldRune(r rune) (a, b rune) {
	var base byte
	switch {
	case r < 0x80:
		if r >= 'A' && r <= 'Z' {
			return r + 'a' - 'A', 0
		}
		return r, 0
	case r >= 0xC0 && r <= 0xFF:
		base = latin1[r-0xC0]
	case r >= 0x100 && r <= 0x17F:
		base = latinExtA[r-0x100]
	}
	switch {
	case base != 0 && base != '*':
		return rune(base), 0
	case base == '*':
		switch r {
		case 'Æ', 'æ':
			return 'a', 'e'
		case 'Þ', 'þ':
			return 't', 'h'
		case 'ß':
			return 's', 's'
		case 'Ĳ', 'ĳ':
			return 'i', 'j'
		case 'Œ', 'œ':
			return 'o', 'e'
		}
		return r, 0 // × and ÷ are not letters and never reach here
	}
	switch r {
	case 'Ș', 'ș', 'Ş', 'ş': // Romanian comma below, and its cedilla look-alike
		return 's', 0
	case 'Ț', 'ț':
		return 't', 0
	case 'Ơ', 'ơ':
		return 'o', 0
	case 'Ư', 'ư':
		return 'u', 0
	}
	// Fold case through upper case, so that final sigma and sigma agree.
	return unicode.ToLower(unicode.ToUpper(r)), 0
}

// foldString returns foldRune's letters as a string.
func foldString(r rune) string {
	a, b := foldRune(r)
	if b != 0 {
		return string([]rune{a, b})
	}
	return string(a)
}
