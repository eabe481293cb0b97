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
			b.WriteString(foldRune(r))
		default:
			flush()
		}
	}
	flush()
	sort.Strings(words)
	return strings.Join(words, " ")
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

// foldRune returns r case folded and without its accent, as one or two letters.
func foldRune(r rune) string {
	var base byte
	switch {
	case r >= 0xC0 && r <= 0xFF:
		base = latin1[r-0xC0]
	case r >= 0x100 && r <= 0x17F:
		base = latinExtA[r-0x100]
	}
	switch {
	case base != 0 && base != '*':
		return string(rune(base))
	case base == '*':
		switch r {
		case 'Æ', 'æ':
			return "ae"
		case 'Þ', 'þ':
			return "th"
		case 'ß':
			return "ss"
		case 'Ĳ', 'ĳ':
			return "ij"
		case 'Œ', 'œ':
			return "oe"
		}
		return "" // × and ÷ are not letters and never reach here
	}
	switch r {
	case 'Ș', 'ș', 'Ş', 'ş': // Romanian comma below, and its cedilla look-alike
		return "s"
	case 'Ț', 'ț':
		return "t"
	case 'Ơ', 'ơ':
		return "o"
	case 'Ư', 'ư':
		return "u"
	}
	// Fold case through upper case, so that final sigma and sigma agree.
	return string(unicode.ToLower(unicode.ToUpper(r)))
}
